import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Unions and associations (keke parks, drivers', traders', teachers' unions, market women): Kenema keke park elder (Krio), Dove Cut market woman (SMS Krio), Bo teachers' union rep (formal), young keke rider (shorthand, typos), London diaspora sister, Guinean trader (French words), elderly market chairlady (voice typing), union secretary (long careful stories)
export const EIGHTY_FIRST_TEST_SET: LabelledMessage[] = [
  { message: "Hello, good afternoon to you all at Kamara chambers", intent: "greeting" },
  {
    message:
      "Abeg una help me. Police don hold we chairman for Kissy keke park since yesterday evening, dem say na him cause the strike palava. He still de Kissy police station now now",
    intent: "urgent",
  },
  {
    message:
      "Our market women's association has 230 members and the former treasurer refuses to hand over the cash book and the bank passbook since the election in March. We want to press charges against her for misappropriation and we need a lawyer to follow the case with the police and the court. Do you handle this?",
    intent: "area:criminal",
  },
  { message: "how much is a new keke in freetown now, the bajaj one? our union want buy 3 for the members", intent: "off-topic" },
  {
    message:
      "Pls is it legal for the drivers union to fine me 500 thousand leones because i load passengers outside the park? Dem no show me any paper for the rule",
    intent: "legal-question",
  },
  { message: "wat time una office de open 2moro? i wan cum before i go market", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, The Bo District Teachers' Association purchased a plot of land at Kpetema in 2016 for our members' office. The vendor's family now claims the land was never sold. We have the receipt and a survey plan. We require legal assistance to secure our title.",
    intent: "area:land",
  },
  {
    message:
      "Dem boys for the old chairman de threaten me say if I contest the election again dem go cut me. Last night dem come knock my door 2am. I fraid for my life, I de hide for my sister house now",
    intent: "safety",
  },
  {
    message:
      "we want register our keke riders association properly as company limited by guarantee so we fit open bank account and get loan. una de do dat kind registration?",
    intent: "area:business",
  },
  {
    message: "I would like to book a consultation with one of your lawyers regarding our union's constitution. Is Thursday morning possible?",
    intent: "booking",
  },
  {
    message: "Can u write me a short speech for my campaign? I de run for secretary for Lumley market women association, election na next week",
    intent: "off-topic",
  },
  {
    message:
      "My husband na okada rider, dem catch am dis morning for the strike road block at Waterloo, military dem take am go barracks. We no see am since. Wetin we go do pls",
    intent: "urgent",
  },
  { message: "how many lawyers una get there? and una get woman lawyer? na woman dem matter for we association", intent: "team" },
  { message: "How much una de charge for consultation? Na small association we be, we no get plenty money from dues", intent: "knowledge:Fees" },
  {
    message:
      "I'm a teacher and the school sacked me last month. They said it's because I was organising the union branch at our school. I have my appointment letter. I want a lawyer to challenge it.",
    intent: "area:contract",
  },
  {
    message:
      "Can our association expel a member without giving her chance to talk at a meeting? Our constitution say two warnings first but the chairlady just announce am at the meeting",
    intent: "legal-question",
  },
  { message: "wetin na una phone number? i wan call", intent: "phone" },
  {
    message:
      "Two keke parks in Makeni don de fight over which route each one get. Both chairmen agree make we settle am outside court, we no want police business. Una fit help mediate?",
    intent: "area:arbitration",
  },
  { message: "Thank you very much for the information, God bless", intent: "thanks" },
  {
    message:
      "Pls help. Police came to the market this morning and picked up 4 of our women who refused to pay the new council levy. They are at Central police station now, one of them has a small baby",
    intent: "urgent",
  },
  { message: "wen the fuel price go cum down? we de strike since monday for the price", intent: "off-topic" },
  {
    message:
      "My papa was chairman for Bo drivers union for 20 years. He die last month and now my uncles want take the money wey the union give for funeral and also him house. I be the first pikin. I need lawyer for this inheritance matter",
    intent: "area:family",
  },
  { message: "Please what is your email address? Our secretary wants to send the documents about the dispute", intent: "email" },
  {
    message:
      "I'm secretary of a traders' association. We jointly imported a container of second-hand clothes, it's been held at Queen Elizabeth II Quay for 6 weeks and the shipping line is charging demurrage every day. We need a lawyer to sort out the cargo release.",
    intent: "area:shipping",
  },
  {
    message:
      "our union chairman kept the dues money for 3 years and now he say the money na him own because he spend am for union work. does he have the right to keep it??",
    intent: "legal-question",
  },
  {
    message:
      "Mama dem, di market women de beat one woman now now for di market, dem say she tif association money. She don bleed. We no know wetin for do, police no come",
    intent: "safety",
  },
  { message: "Where exactly is your office? I'm coming from Waterloo by poda poda", intent: "address" },
  { message: "Helo gud evnin", intent: "greeting" },
  { message: "Una lawyer dem de speak Temne? Most of our union people dem no sabi English well", intent: "knowledge:Languages spoken" },
  {
    message:
      "The police have charged me with stealing the teachers' union welfare fund, which I did not take. The case comes up at the Magistrate court next month. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Who get the best keke spare parts shop for Freetown? Our park want buy tyres bulk", intent: "off-topic" },
  { message: "i wan see lawyer 2moro abeg, na about di park matter. wat time i fit cum?", intent: "booking" },
  {
    message:
      "sir they have locked up our union secretary at the CID since friday, no bail, nobody tell us what he did. the family is asking for a lawyer please",
    intent: "urgent",
  },
  { message: "How can we reach you people? Phone, email, anything. We are in Kenema", intent: "contact" },
  {
    message:
      "Di keke park we de use for 10 years, di landowner now say im wan sell am and give we 1 month for comot. We get lease paper. Una fit help we wit dis lan mata?",
    intent: "area:land",
  },
  { message: "What kind of cases does your firm deal with? I want to know before I bring our association matter", intent: "services" },
  {
    message: "If we go on strike, can the government sack all the teachers? Our union says the strike is legal but the ministry says it is not",
    intent: "legal-question",
  },
  { message: "Are you open on Saturday? Most of us traders can only come on weekend", intent: "hours" },
  { message: "pls i get problem", intent: "unknown" },
  {
    message:
      "Good day. Our traders' cooperative wants to bring in an investor who will put money for a cold room at the market. We need someone to look at the shareholding and how the cooperative board will run it.",
    intent: "area:business",
  },
  {
    message:
      "The chairman and his boys are outside my shop with cutlass because i told the members he ate the dues money. I locked myself inside. please what do i do",
    intent: "safety",
  },
  { message: "wetin be the weather for Bo this weekend? we get union rally on saturday", intent: "off-topic" },
  {
    message:
      "We are the Lumley market women association, we signed agreement with a company to supply us rice every month at fixed price. They stopped supply and won't refund the deposit of 45 million. We want to enforce the agreement",
    intent: "area:contract",
  },
  {
    message: "Is Christiana Thomas still with your firm? A teacher friend said she helped their union branch with employment issues",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "Dem don carry my broda go Kenema police cell since yestadey, dem say im burn tyre for the drivers strike. Im no do am. Abeg send lawyer",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, there is a longstanding dispute between our teachers' union branch and the school proprietor over unpaid allowances. Both parties have agreed to arbitration instead of court. We would like your firm to handle the arbitration.",
    intent: "area:arbitration",
  },
  {
    message: "Me na market woman. Association say if I no pay fine for late dues dem go take my table for market. Dem fit do dat by law?",
    intent: "legal-question",
  },
  { message: "is there parking for keke near ur office? i go cum wit my own keke", intent: "knowledge:Parking" },
  { message: "pls i need job as driver, any union office de recruit?", intent: "off-topic" },
  {
    message:
      "My husband is the chairman of the Congo Cross drivers union and he has abandoned me and our 3 children. He collects money every day from the riders but refuses to give us anything for school fees. I want to take him to court for maintenance.",
    intent: "area:family",
  },
  { message: "Who are the lawyers in your chambers? Do you have someone who knows about unions and labour things?", intent: "team" },
  {
    message:
      "Good afternoon. The executive of our market association would like to meet with a lawyer on Monday. Five of us will come. Please confirm if that is possible.",
    intent: "booking",
  },
  { message: "Soldiers dem don surround di keke park now now, dem de load di boys dem inside truck. Dem take my pikin too. Abeg help", intent: "urgent" },
  {
    message:
      "I'm with the dockworkers' union at the Quay. One of our members was injured when the crane dropped a container while discharging a vessel. We want to claim against the shipping company and the vessel owner.",
    intent: "area:shipping",
  },
  { message: "tenki ya, una don help me plenty", intent: "thanks" },
  {
    message:
      "Our former chairman stole over 80 million leones from the market women's savings. We reported to police but nothing is moving. We want a lawyer to push the case so he will be prosecuted.",
    intent: "area:criminal",
  },
  { message: "Wetin na the best way for cook jollof for 200 people? We association de do end of year party", intent: "off-topic" },
  {
    message:
      "My husband beat me again last night because I used my association loan to pay the children fees and not give him. He says next time he will kill me. I'm at my friend house now",
    intent: "safety",
  },
  { message: "Wetin time una de close for evening? Me na teacher, school de finish 4", intent: "hours" },
  {
    message:
      "I was elected chairman of the bike riders union in Makeni but the old executive refuses to hand over. They say the election was not valid because the secretary did not sign the results. Is my election valid or not?",
    intent: "legal-question",
  },
  {
    message: "When we come for the meeting, which documents should we bring? We have the constitution, minutes and bank statements",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Our association contributed money for 5 years and the chairman bought land at Waterloo for the market, but he registered the title deed in his own name. Now he wants to sell it. We need a lawyer urgently to stop the sale.",
    intent: "area:land",
  },
  {
    message:
      "Mr Jalloh pls! my son was one of the students arrested at the teachers strike march in Bo today, they are keeping them at the police station and beating them",
    intent: "urgent",
  },
  { message: "Bonjour, good morning", intent: "greeting" },
  {
    message:
      "abeg i de drive keke for one man on work and pay. we sign paper say after 18 months the keke go be mine. now 17 months im wan take am back. i wan lawyer for dis agreement",
    intent: "area:contract",
  },
  { message: "can u help me do my son homework on trade unions in history? he is in JSS3", intent: "off-topic" },
  { message: "Do you have a WhatsApp number? I'd rather send voice notes", intent: "phone" },
  {
    message:
      "Sister in UK here. My mother was a member of the Dove Cut market women's association and she died in January. The association says her death benefit will go to my father's second wife. We need help sorting out her estate and the benefit.",
    intent: "area:family",
  },
  { message: "Do una only do court case, or una de do other work too? I wan know wetin una de handle", intent: "services" },
  { message: "The union says any rider who doesn't join the strike must pay 200k fine. Can they force me to strike?", intent: "legal-question" },
  { message: "Can I schedule a meeting with the lawyer who handles land? It's about the union land at Hastings.", intent: "booking" },
  {
    message:
      "Police don come my house now wit di new chairman, dem say make I follow dem go station because of the union stamp wey I keep. Dem de wait outside",
    intent: "urgent",
  },
  {
    message:
      "Our market association and the city council have a dispute about the stall fees. Someone suggested mediation. Does your firm do mediation between associations and the council?",
    intent: "area:arbitration",
  },
  { message: "pls book me appointment wit lawyer for friday. na bout union money", intent: "booking" },
  { message: "Who win the match between Kissy drivers and Wellington drivers yesterday? union football", intent: "off-topic" },
  {
    message: "Den tret mi se dem go burn mi shop bcos a no pay di new association levy. Dem don put fire for one woman shop last week. A fraid",
    intent: "safety",
  },
  {
    message:
      "Our teachers' credit union wants to change the signatories on our bank account after the election but the bank says we need a board resolution and proper documents. Can you assist with the governance papers?",
    intent: "area:business",
  },
  { message: "email address pls", intent: "email" },
  { message: "Do you have any female lawyers? The market women prefer to talk to a woman", intent: "team" },
  {
    message:
      "My uncle the former treasurer for the keke union, dem don take im case go court say im tif money. Im get bail now but we need lawyer for defend am for di trial",
    intent: "area:criminal",
  },
  { message: "Can we pay the legal fees in parts? The union will collect contribution from members every month", intent: "knowledge:Fees" },
  {
    message:
      "They took our chairlady from the market in a police van an hour ago, they said she refused to stop the strike. Nobody knows which station. Please help us",
    intent: "urgent",
  },
  {
    message: "Since the chairman kept the money, can the members refuse to pay dues until he accounts? Or will we be breaking the constitution?",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. Our fishermen's association ordered outboard engines from China, the ship arrived but customs at the port won't release them, saying the duty waiver paper is not valid. We need help with the port and customs side.",
    intent: "area:shipping",
  },
  { message: "how i go take charge my phone for the strike ground, no light there", intent: "off-topic" },
  { message: "Una de open for public holiday? Monday na holiday", intent: "hours" },
  { message: "Parlez-vous français? Je suis commerçant guinéen au marché, membre de l'association", intent: "knowledge:Languages spoken" },
  {
    message:
      "The council wants to take the land where our association built the market shed. We have a lease from the family since 2009. I need help to keep our lease.",
    intent: "area:land",
  },
  { message: "una office de near Siaka Stevens street? how i go find am from PZ", intent: "address" },
  {
    message:
      "Some of the union boys are following me since the meeting, they said I talk too much about the accounts. Now they are standing by my gate. I am alone with the children",
    intent: "safety",
  },
  {
    message:
      "I'm a secondary school teacher. The proprietor deducts union dues from our salary every month but never pays them to the union, and now he wants us to sign new contracts that say we can't join any union. Can a lawyer review this contract for us?",
    intent: "area:contract",
  },
  { message: "Give me all the ways to contact the firm please, I am in Guinea now", intent: "contact" },
  { message: "Abeg, me and two women from the association wan come talk to lawyer next week Tuesday. Una go get space?", intent: "booking" },
  { message: "abeg my wife de police cell for Lumley since 2day morning. market women report am say she tif association money. im pregnant", intent: "urgent" },
  {
    message:
      "Our late chairman's two wives are fighting over his children and his house. The union executive wants a lawyer to help the children get their share. Do you handle this kind of family issue?",
    intent: "area:family",
  },
  { message: "ok bye, I go call back later", intent: "goodbye" },
  {
    message:
      "The charter for the boat our fish traders association hired said they would deliver to Conakry in 3 days, it took 3 weeks and all the fish spoilt. We want to claim from the boat owner.",
    intent: "area:shipping",
  },
  {
    message:
      "We have a final arbitration award against the transport company that was using our park and refusing to pay the agreed fees. They still won't pay. Can you help enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Hello, I saw your signboard. What services do you offer?", intent: "services" },
  {
    message:
      "We want to turn the Kenema traders association into a cooperative and also open a microfinance for members. Which legal steps we need and can you do the paperwork?",
    intent: "area:business",
  },
  {
    message:
      "Good evening. My father, the chairman of the Bombali teachers union, was taken from our house this afternoon by men who said they were police, no warrant shown. We think he is at Makeni police station. Please we need a lawyer there",
    intent: "urgent",
  },
  {
    message:
      "wi union bin buy lan for Hastings for build park. Now 2 odda people de show different document for di same lan. Wi wan lawyer for do search for di title",
    intent: "area:land",
  },
  { message: "bajaj or tvs keke, which one last long? i wan buy for work", intent: "off-topic" },
  {
    message: "Di union chairman collect dues from we for 2 years but no meeting, no account. If we vote am out, im go still get right for the union bus?",
    intent: "legal-question",
  },
  { message: "Good evening madam/sir, hope una de fine", intent: "greeting" },
  {
    message:
      "Dear Sir, I was a driver with a transport company for 9 years. After I joined the drivers union and became shop steward, management terminated my employment without benefits. I wish to pursue this matter.",
    intent: "area:contract",
  },
  {
    message: "pls am hiding in the mosque now, the new chairman boys dem de look for me for beat me because i go talk to radio about the dues",
    intent: "safety",
  },
  { message: "wen una de open?", intent: "hours" },
  {
    message:
      "Sir, they have summoned me to the police station next week for questioning about missing union money. I have not been arrested. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "I'd like an appointment with your employment lawyer next week please, about my dismissal after the teachers' strike", intent: "booking" },
  { message: "pls send me a poem for our market women's day celebration, something about strong women", intent: "off-topic" },
  {
    message:
      "Ma, me husband don marry another woman and now im want divorce me. Na me de pay all we house rent from my market trade and association savings. I want the divorce but I no want lose my pikin dem",
    intent: "area:family",
  },
  { message: "dey just handcuff my brother at the park and put am in the back of pickup. na the union matter. dem de go east end police", intent: "urgent" },
  { message: "How many lawyers are in your firm and do any of them deal with union cases?", intent: "team" },
  {
    message:
      "We are a group of 12 market women who want to register a small company together for importing shoes. What do we need to register and can you do it for us?",
    intent: "area:business",
  },
  { message: "Ok thanks for your quick answer", intent: "thanks" },
  { message: "Can I park my car near your office? I will be coming from Lungi on the ferry with the car", intent: "knowledge:Parking" },
  {
    message:
      "The association expelled me because I sold my stall to a non-member. Does the association have the power to take the stall from me after expulsion?",
    intent: "legal-question",
  },
  {
    message:
      "Our traders' association shipped 300 bags of cocoa through the port to Antwerp. Half of the cargo arrived wet and damaged. The shipping line refuses responsibility. We need help with a cargo claim.",
    intent: "area:shipping",
  },
  { message: "na which day the drivers strike go end? I wan travel go Kenema", intent: "off-topic" },
  {
    message:
      "My auntie, market chairlady, dem hold am for Kenema police since Tuesday. They say she didn't account for the association money. They no allow we see am",
    intent: "urgent",
  },
  {
    message:
      "The two factions of our teachers' association both claim to be the real executive. The elders suggested a neutral person to settle it out of court. Can your firm act as mediator?",
    intent: "area:arbitration",
  },
  { message: "number for call una pls", intent: "phone" },
  {
    message: "Our union constitution says the chairman serves 2 terms only. He has done 3 and wants a 4th. If we go to court, will we win?",
    intent: "legal-question",
  },
  {
    message:
      "Good day. I'm a member of the Bo women traders association. Our association wants to lease a plot from the Paramount Chief for 25 years to build a market. We need a lawyer to draw up the lease and check the land.",
    intent: "area:land",
  },
  { message: "abeg o", intent: "unknown" },
  { message: "I'm coming from Bo tomorrow. What's your address and the nearest landmark?", intent: "address" },
  {
    message: "The union thugs beat my husband at the park this morning and now they say they are coming to our house tonight. He is hurt and we are scared",
    intent: "safety",
  },
  { message: "wetin i go carry come wen i de come see lawyer? i get my union card and receipt for dues", intent: "knowledge:What to bring" },
  {
    message:
      "Our keke riders association signed an agreement with an insurance company for all 400 keke. They collected premiums but refused to pay when 3 keke got accident. We want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Who is the chairman of the Sierra Leone Teachers Union now?", intent: "off-topic" },
  { message: "abeg help quick, police de beat and carry di market women dem wey block di road, dem don put my mama for van", intent: "urgent" },
  { message: "Does your chambers handle all types of legal work or only some areas?", intent: "services" },
  {
    message:
      "I'm writing from London. My brother was a keke rider in Freetown and a union member. He died in an accident and left 2 children with his girlfriend. The union has some welfare money for the children. We need help to get guardianship of the kids and manage the money for them.",
    intent: "area:family",
  },
  { message: "Can we meet one of your lawyers this week? Our association secretary and treasurer will come", intent: "booking" },
  { message: "Is it legal for the teachers' union to deduct dues from my salary when I never signed any form to join?", intent: "legal-question" },
  {
    message: "Me na keke rider. Police charge me with assault after di fight for di park election. I get court date next month. I need lawyer for di case",
    intent: "area:criminal",
  },
  {
    message:
      "Good afternoon. The importers' association I chair has 6 containers stuck at the port because the terminal says our bill of lading is not genuine. We need help with the port authority and the shipping line.",
    intent: "area:shipping",
  },
  { message: "Do you open on Friday afternoons? I can only come after Jummah", intent: "hours" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  {
    message:
      "Our teachers' union wants to invest the welfare fund in treasury bills and maybe buy shares in a bank. We want legal help on how to set up the investment properly and who should sign for it.",
    intent: "area:business",
  },
  {
    message: "They arrested our union secretary at Lungi airport as he was returning from a conference. He's been at the airport police post since morning.",
    intent: "urgent",
  },
  {
    message:
      "Abeg una, my neighbour na di chairman for drivers union, im don move im fence enter my lan by 10 feet an say di union go back am. I wan lawyer for di boundary palava",
    intent: "area:land",
  },
  { message: "what is your email, I want to write to you formally on behalf of the association", intent: "email" },
  {
    message: "I'm the treasurer and I found out the chairman stole money. He called me and said if I tell the members I will not see tomorrow. I'm very afraid",
    intent: "safety",
  },
  {
    message: "Di landlord an we union don agree for put di rent dispute for arbitration. We need lawyer for represent we for di arbitration hearing",
    intent: "area:arbitration",
  },
  { message: "How can I contact you people? I'm in the US and want to help my mother's association", intent: "contact" },
  { message: "do una get lawyer wey sabi labour and union case? how many una be?", intent: "team" },
  { message: "Wetin una de charge for represent a union for court? Or una de do free legal aid for poor people?", intent: "knowledge:Fees" },
  { message: "please what is the best mobile money to collect dues from members, Orange or Afrimoney?", intent: "off-topic" },
  {
    message: "our market chairlady is in a cell at Ross Road police station since Thursday. The council reported her. Can your lawyer go there today?",
    intent: "urgent",
  },
  {
    message:
      "I'm a private school teacher. They haven't paid our salaries for 5 months. Those of us in the union were told to resign or be dismissed. I want help with this employment issue.",
    intent: "area:contract",
  },
  {
    message:
      "After the strike, the keke owner refuse to give me back my keke, he say I break the agreement because I no work for 1 week. Na true say strike days break agreement?",
    intent: "legal-question",
  },
  {
    message:
      "Our association imported a generator for the market and the vessel discharged it at the Quay, but the clearing agent disappeared with the documents. Customs is holding it. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "salaam alaikum", intent: "greeting" },
  {
    message:
      "My wife is the treasurer of the market women. She wants to adopt her late sister's child and the association will help with money. What does the adoption involve and can you help her?",
    intent: "area:family",
  },
  {
    message: "A de inside di market office, di traders dem don gather outside wit stick, dem say we tif di levy money. Dem de break di door",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, I write on behalf of the Kenema Teachers' Association to request a meeting with a lawyer to discuss our dispute with the district education office. Kindly advise on available dates.",
    intent: "booking",
  },
  { message: "Our union is organising a bus to Bo for the national congress, how long the journey take?", intent: "off-topic" },
  {
    message: "I want to know about Ibrahim Jalloh, is he the one who handles cases of people arrested? My friend recommended him",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message:
      "Our union has discovered that the former chairman forged members' signatures to withdraw money from the bank. We want to file a criminal complaint. Do you handle this?",
    intent: "area:criminal",
  },
  { message: "pls una office de open by 8 in di mornin or na 9?", intent: "hours" },
  { message: "If I resign from the association, can I get back all the dues I paid for 6 years?", intent: "legal-question" },
  {
    message: "They took my son from the keke park to Pademba Road prison I think. He was arrested on Monday after the riders fought the police. He is only 17",
    intent: "urgent",
  },
  {
    message:
      "Our market association wants to open a bank account, but the bank needs a registration certificate and constitution. We need help to register with the right government office.",
    intent: "area:business",
  },
  { message: "tanks plenty ma, i go tell di oda women dem", intent: "thanks" },
  { message: "na where una office de exactly?", intent: "address" },
  { message: "can you recommend a good printer to make union ID cards?", intent: "off-topic" },
  {
    message:
      "The family that gave land to our keke association in 2012 want to take it back, now we don build shed and toilet. Please we need land lawyer help",
    intent: "area:land",
  },
  {
    message:
      "Since I reported the chairman for the money, people come to my stall every day and say they'll deal with me. Yesterday they slapped me. I'm afraid to go to market today",
    intent: "safety",
  },
  {
    message:
      "Good morning. Our traders association and a supplier from Guinea have a dispute, the contract has an arbitration clause. We want to start the arbitration. Can you assist?",
    intent: "area:arbitration",
  },
  { message: "I need to ask something", intent: "unknown" },
  { message: "una get place for park motorbike? me na okada man", intent: "knowledge:Parking" },
  {
    message:
      "please my brother is being held at the military barracks in Wilberforce since yesterday after the drivers' protest. They are not telling us anything",
    intent: "urgent",
  },
  {
    message:
      "My transport company employer wants all drivers to sign new contract saying no strike, no union. Before I sign I want lawyer to check the contract",
    intent: "area:contract",
  },
  {
    message: "The union fined me because my keke was parked outside the line for 10 minutes. 1 million leones!! Is that amount even allowed?",
    intent: "legal-question",
  },
  { message: "i need a CV for apply teacher job, pls help me write am", intent: "off-topic" },
  { message: "Apart from court cases, what else do you do?", intent: "services" },
  { message: "I want to talk with lawyer about my union dismissal. Which day I fit come? tomorrow?", intent: "booking" },
  {
    message:
      "My mother died and left her market stall, her association shares and savings. She had a will. My brothers say women can't inherit the stall. I need help with the will and probate.",
    intent: "area:family",
  },
  { message: "I was arrested last week and released on bail. The union says I burned their office. Need criminal lawyer for my case", intent: "area:criminal" },
  { message: "Pls send ur WhatsApp", intent: "phone" },
  { message: "ok na so, bye o", intent: "goodbye" },
  { message: "Police dem don enter di union office now wit gun an dem de carry all di executive go. Me one run. Wetin a go do", intent: "urgent" },
  {
    message: "My husband's union said it will only pay the death benefit to his first wife, not me the second wife. Who has the right to the money by law?",
    intent: "legal-question",
  },
  { message: "wetin time di football match for national stadium start? union de go watch", intent: "off-topic" },
  {
    message:
      "Hello, I'm a member of the seafarers union. I worked on a fishing vessel for 8 months and the owner refused to pay our wages, the vessel is now at the Quay. We want a lawyer to arrest the vessel or claim our wages before it leaves.",
    intent: "area:shipping",
  },
  { message: "Do I need to bring the union constitution and the minutes of the meeting where they expelled me?", intent: "knowledge:What to bring" },
  {
    message: "some men from the rival union de threaten my pikin dem wen dem de go school. dem say na because I be the secretary. I fraid for dem life",
    intent: "safety",
  },
  {
    message:
      "Our drivers union runs a spare parts shop and the executive want to make it a separate company owned by the union. Who should the shareholders be? Please help us set it up.",
    intent: "area:business",
  },
  { message: "Are you open during the lunch break? Can I come at 1 pm?", intent: "hours" },
  {
    message:
      "Our association had a disagreement with the company that built our market stalls. We want a mediator instead of court case. Do you do that kind of mediation?",
    intent: "area:arbitration",
  },
  { message: "Which kind of lawyers una get? Senior ones or only junior?", intent: "team" },
  { message: "how i go reach una? any way", intent: "contact" },
  { message: "Does anyone at the firm speak Mende? Our chairman only speaks Mende and Krio", intent: "knowledge:Languages spoken" },
  { message: "Our union president is sick, which hospital in Freetown is good for heart problems?", intent: "off-topic" },
  { message: "Do you do anything for associations like ours, or only individuals?", intent: "services" },
  { message: "Di LUC police dem hold me uncle since 2 days, na di okada union matter. Dem no charge am, dem no release am", intent: "urgent" },
  { message: "Pls schedule a consultation for our union executive. We need to discuss the chairman who kept the money", intent: "booking" },
  { message: "Can I make appointment for Monday 10 o'clock?", intent: "booking" },
  {
    message:
      "Good day. Our association constitution says members who miss 3 meetings lose their stall. I missed because I was in hospital. Can they lawfully take my stall?",
    intent: "legal-question",
  },
  {
    message:
      "Abeg una, police don lock up 12 keke riders for Congo Cross station since yesterday night after the strike. Some of dem na pikin dem. Una fit send lawyer now?",
    intent: "urgent",
  },
  {
    message:
      "I de work as conductor for one poda poda owner. We agree by mouth I get 20 percent daily. Now he say na 10 percent and he sack me when I complain to the union. Una de handle dis kind job palava?",
    intent: "area:contract",
  },
  { message: "How do I get a loan from the bank to buy a keke? Which bank gives to union members?", intent: "off-topic" },
  {
    message:
      "My co-wife and her brothers came to my stall this morning with a knife saying I took the association benefit of our late husband. They said they will come back tonight. Please",
    intent: "safety",
  },
  {
    message:
      "Sir, I am a retired teacher. The teachers' union allocated plots to members in 2005 at Regent. I paid in full, but the union now says my plot was given to someone else and they want to give me one somewhere else. I want to recover my plot.",
    intent: "area:land",
  },
  { message: "gud evening una", intent: "greeting" },
  {
    message:
      "We want to register the 'Kambia Women Traders Association' as an NGO or a company, we don't know which one. We need help with the registration paperwork",
    intent: "area:business",
  },
  { message: "What hours are you open on Friday?", intent: "hours" },
  {
    message:
      "They have my husband at the Bo central police since Saturday. The union accused him of stealing their generator. The police want money for bail. Help",
    intent: "urgent",
  },
  { message: "i want book appointment wit Mr Conteh for di park land", intent: "booking" },
  {
    message:
      "Our association treasurer ran away to Guinea with the members' savings. We reported to the police. We want a lawyer to follow the case and see if he can be brought back to face trial.",
    intent: "area:criminal",
  },
  { message: "Which keke park in Freetown get the cheapest fare to Lumley?", intent: "off-topic" },
  { message: "The market association voted to increase dues from 10k to 50k without all members present. Is that decision valid?", intent: "legal-question" },
  {
    message:
      "Me husband carry me pikin dem go im village after we quarrel bout my association money. Im no wan gi me di pikin dem back. I wan lawyer for get custody",
    intent: "area:family",
  },
  { message: "What is the phone number for the office?", intent: "phone" },
  {
    message:
      "Our drivers union and the keke owners association are always fighting about the daily payment rate. The ministry suggested mediation. We want a lawyer to represent the union in the mediation sessions.",
    intent: "area:arbitration",
  },
  { message: "Help me, di chairman wife don gather women for beat me for market. Dem don tear my cloth. A de run now", intent: "safety" },
  { message: "Is Monday a public holiday? Our union wants to plan the march", intent: "off-topic" },
  { message: "Please tell me about your team of lawyers", intent: "team" },
  {
    message:
      "Mr lawyer pls my pikin don de for Waterloo police cell since Friday. Dem say im na part of di riders wey break di police post. Im de write exam Monday",
    intent: "urgent",
  },
  { message: "What is your fee for drafting a constitution for an association?", intent: "knowledge:Fees" },
  {
    message:
      "Hello, my uncle is the chairman of the Kroo Bay canoe fishermen's association. A foreign trawler ran over their nets and canoes at sea. The trawler is now docked at the Quay. They want to claim damages against the vessel.",
    intent: "area:shipping",
  },
  { message: "I want full contact details, phone, email, and address of the chambers", intent: "contact" },
  {
    message:
      "Our chairman used union money to buy a car and registered it in his name. If we take him to court, will the court order him to return the car to the union?",
    intent: "legal-question",
  },
  {
    message:
      "We have supplied uniforms to the teachers' union for 3 years under a written contract. Now the new executive refuses to pay for the last batch, saying the old chairman signed without authority. We need a lawyer to recover the money",
    intent: "area:contract",
  },
  { message: "Do you have an email I can send a letter to? I'm in Accra", intent: "email" },
  { message: "our association want buy chairs and canopy for event, where dem de sell cheap?", intent: "off-topic" },
  { message: "Could I arrange a meeting with a lawyer on Wednesday afternoon? It concerns the teachers union election dispute", intent: "booking" },
  {
    message:
      "I am the new chairman of the Western Area Traders Union. The previous executive never filed the annual returns and the registration was cancelled. We need help to restore our registration and fix our governance.",
    intent: "area:business",
  },
  {
    message: "Dem don come take my papa from house dis morning, plain clothes police. Na di union account palava. Dem say CID headquarters.",
    intent: "urgent",
  },
  { message: "Good afternoon, I was told Mohamed Conteh is your land lawyer. Can you tell me about him?", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Dear Sirs, the Port Loko market women's association wishes to buy a plot for a new market. We would like you to conduct a title search before we pay the vendor.",
    intent: "area:land",
  },
  { message: "ok so wat now", intent: "unknown" },
  {
    message:
      "I am the secretary for the keke union. After I refused to sign the false accounts, the chairman sent boys who beat me at the park. I am in pain and hiding. They said they will finish me",
    intent: "safety",
  },
  { message: "Can you tell me how to calculate 5% of the dues for each member? I'm doing the union accounts", intent: "off-topic" },
  {
    message:
      "Good day. I am a member of the teachers union. I was accused of fraud for collecting dues without receipts. The police released me but say I will be charged. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "When are you open, and where is the office? I want to come with the association women", intent: "hours", also: ["address"] },
  { message: "Our union says I must pay 3 years back dues before I can contest the election. Is that rule legal?", intent: "legal-question" },
  {
    message:
      "I'm the widow of a keke union chairman. His family want to take everything including the keke, the house and the union's welfare payment. He had no will. I need a lawyer for the estate.",
    intent: "area:family",
  },
  { message: "Thank u so much, very helpful", intent: "thanks" },
  { message: "Wetin i fit bring come for di appointment? a no get plenty paper, only my expulsion letter", intent: "knowledge:What to bring" },
  {
    message: "pls they just detained our chairlady at the council office, the council police won't let her go until the association pays the arrears",
    intent: "urgent",
  },
  {
    message: "Is it possible for your firm to arbitrate between our teachers' union and the school board? We don't want a long court case",
    intent: "area:arbitration",
  },
  { message: "Abeg make una fix me appointment with the lawyer dem. I wan come Tuesday", intent: "booking" },
  { message: "how much to recharge orange credit from here, mine finish", intent: "off-topic" },
  {
    message: "Our keke union wants to sign a contract with a company to put adverts on all the kekes. Can your lawyer draft the agreement?",
    intent: "area:contract",
  },
  { message: "Dem don hold my wife for market by police since morning, she na di association treasurer, dem de take am go station now", intent: "urgent" },
  { message: "Me and my pikin dem de hide for my neighbour house. Di union boys don break my door an dem say dem go come back for me", intent: "safety" },
  {
    message:
      "We are members of a traders' association. We chartered a whole vessel to bring cement from Turkey, but it has been anchored outside the port for 3 weeks and the owners are charging us demurrage under the charter party. Please help",
    intent: "area:shipping",
  },
  { message: "Can the police arrest me because I refused to pay union dues?", intent: "legal-question" },
  { message: "Which areas of law does your firm practise?", intent: "services" },
  { message: "I have to go now, the market is busy. Bye", intent: "goodbye" },
  {
    message:
      "Our association got a grant from an NGO and wants to set up a company to run the market toilets. How do we set up the board and the shares so the money is protected? We need a lawyer for this.",
    intent: "area:business",
  },
  { message: "Wich day di teachers strike go finish? My pikin dem no de go school", intent: "off-topic" },
  {
    message:
      "The chairman of our union is accusing me of stealing union dues and says he will report me to the police. I have not been arrested yet. I need a lawyer to protect me",
    intent: "area:criminal",
  },
  { message: "do you have any lawyer wey sabi criminal and any wey sabi land? how many una de?", intent: "team" },
  { message: "u people open on sunday?", intent: "hours" },
  {
    message: "Please help, the police came to our home at dawn and took my father away because of the union's protest. We don't know where he is now",
    intent: "urgent",
  },
  { message: "Is there parking space at your office for a minibus? The whole executive is coming together", intent: "knowledge:Parking" },
  {
    message: "Di keke park lan na government lan, but one big man don bring paper say na im own an want put we comot. We need lawyer for check di paper dem",
    intent: "area:land",
  },
  {
    message: "The union chairman says all keke drivers must pay him personally every morning, not into the union account. Is it legal for him to do that?",
    intent: "legal-question",
  },
  { message: "write a song for our union rally please, something in Krio", intent: "off-topic" },
  {
    message:
      "My brother who is the union treasurer is being chased right now by a mob at the lorry park, they say he ate the money. He called me crying. Pls help",
    intent: "safety",
  },
  {
    message:
      "My mother's will left her share in the market women's savings group to me, but the association gave it to my stepfather. I want to apply for probate and claim my inheritance",
    intent: "area:family",
  },
  { message: "Good afternoon, I need to see a lawyer about the teachers' union dispute. When can I get an appointment?", intent: "booking" },
  {
    message: "My son na okada rider. Dem seize im bike an carry am go Lumley police. Dem say make we pay 2 million for release. Since yesterday",
    intent: "urgent",
  },
  { message: "pls gimme una e-mail", intent: "email" },
  {
    message:
      "I was employed by the traders' union as a cashier. They terminated me without notice after the new executive came in, and refused my end of service pay. I want to take action",
    intent: "area:contract",
  },
  { message: "Do you offer legal aid or reduced fees for teachers? Our salary is small", intent: "knowledge:Fees" },
  { message: "Can the drivers union stop me from working at the park if I'm not a member? I have my licence and everything", intent: "legal-question" },
  {
    message:
      "Our market association had arbitration with the contractor and won. Now the contractor has gone to court to set aside the award. We need a lawyer for the award matter",
    intent: "area:arbitration",
  },
  { message: "how to make a WhatsApp group for 300 members? it says max", intent: "off-topic" },
  { message: "Can I call you now? What number?", intent: "phone" },
  {
    message:
      "We're a group of traders in the diaspora planning to invest with our hometown traders association in a rice mill. We need a lawyer to structure the investment and the agreement with the association.",
    intent: "area:business",
  },
  {
    message: "I reported my husband to the association for beating me and now he says he will kill me if I go to the meeting. He's home now and drunk",
    intent: "safety",
  },
  { message: "dem don put my mama for cell for Kono police station, dem say she fight di association chairlady. she old and sick", intent: "urgent" },
  { message: "How many lawyers does the firm have?", intent: "team" },
  { message: "Abeg wetin una de do? Una de help people wey get union palava or na only big company?", intent: "services" },
  {
    message:
      "The former chairman of our union is now charging the new executive with criminal trespass for entering the union office. We are on bail. We need defence",
    intent: "area:criminal",
  },
  { message: "How to become a member of the teachers union? Which form do I fill?", intent: "off-topic" },
  { message: "Una lawyer dem de talk Krio? Me English no strong", intent: "knowledge:Languages spoken" },
  {
    message:
      "We are the Makeni bike riders union. We paid a deposit for land from a chief but he has now sold it to a church. Please can you help us with this land?",
    intent: "area:land",
  },
  { message: "Hi, what's the best way to get in touch with your chambers?", intent: "contact" },
  { message: "about the matter", intent: "unknown" },
  { message: "The association fined me and I paid. Then they expelled me anyway. Can I get my fine back?", intent: "legal-question" },
  { message: "they carried our union chairman to the barracks in Teko since last night for the strike. soldiers won't let family see him", intent: "urgent" },
  { message: "pls the rival union don surround my house now with stones and cutlass, dem de shout my name", intent: "safety" },
  { message: "We'd like to sit with a lawyer this week to discuss suing the old chairman. Is there a slot?", intent: "booking" },
  { message: "make appointment for me na Friday 11am", intent: "booking" },
  { message: "Una de open till 5 every day?", intent: "hours" },
  {
    message:
      "I'm a teacher and union member. My wife and I agreed to divorce. She wants the house we built with my union loan. I need a family lawyer for the divorce.",
    intent: "area:family",
  },
  {
    message:
      "Our traders' association sent goods by ship to Banjul and the bill of lading was made out to the wrong consignee. The goods were released to someone else. We need help with this cargo claim.",
    intent: "area:shipping",
  },
  { message: "Pls una de do port case? we association goods wey customs seize for the Quay, dem say we under declare", intent: "area:shipping" },
  {
    message:
      "Our union has a contract with the bus company, it says disputes go to arbitration. The company has refused to pay union levies. Can you start arbitration for us?",
    intent: "area:arbitration",
  },
  { message: "Morning. How una de?", intent: "greeting" },
  { message: "Thanks ooo, I appreciate", intent: "thanks" },
  { message: "Do you handle only Freetown matters or also provincial ones? What kinds of work do you do?", intent: "services" },
  { message: "how do i get to your office from Eastern police?", intent: "address" },
  { message: "Should I bring my union membership card and ID to the consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "Dear Madam/Sir, I chair the Kono Miners and Traders Association. We have a dispute with a buyer over the price for the association's gold. Our agreement says any dispute goes to an arbitrator. Please advise whether you can represent us.",
    intent: "area:arbitration",
  },
  {
    message:
      "I'm messaging for my cousin, he is secretary of the Bo drivers union. Police collected him from the park at 6 this morning and he is still locked up at Bo police station, they won't say why.",
    intent: "urgent",
  },
  { message: "Abeg who sabi good tailor for sew association uniform ashobi?", intent: "off-topic" },
  {
    message:
      "My husband was member of the keke union for 15 years and paid welfare every month. He died and the union say they no go pay because he owed 2 months. Can they refuse like that?",
    intent: "legal-question",
  },
  { message: "i fit come 4:30 or una don close?", intent: "hours" },
  {
    message:
      "Our teachers' union savings scheme is growing. We want to form a proper credit union company regulated by the bank. What registration is required and can you handle it?",
    intent: "area:business",
  },
  {
    message: "Dem don threaten for kill me because I de contest against di chairman. Today dem send message say dem go waylay me for road. A no fit go work",
    intent: "safety",
  },
  { message: "Good day to you", intent: "greeting" },
  {
    message:
      "My sister, a market woman, died leaving 3 children. Her husband's people want the kids and her stall savings. I am in Ghana. I want custody of the children and to protect their inheritance.",
    intent: "area:family",
  },
  { message: "Hi, can I get an appointment with the arbitration lawyer? It's our association's dispute with the bus company.", intent: "booking" },
  { message: "Na now now police dem de load di market women dem inside van for Dove Cut, my sister among dem. Dem say dem block road.", intent: "urgent" },
  {
    message: "We hired a contractor to build our union office. We paid 70% and he stopped work. The agreement is signed. We want to enforce it",
    intent: "area:contract",
  },
  { message: "Can you help me design logo for our keke union?", intent: "off-topic" },
  { message: "If the chairman who kept the money dies, can the union recover it from his family?", intent: "legal-question" },
  {
    message:
      "We want to buy land for our association office in Kenema. The seller say na family land. We need lawyer to do the conveyance and check say all di family agree",
    intent: "area:land",
  },
  { message: "Pls send me the phone number, I want call for the keke union matter", intent: "phone" },
  { message: "The union men are beating my son at the park now. Somebody just called me. Police are not there", intent: "safety" },
  {
    message:
      "Good morning. I'm treasurer of a women's association and the chairlady has accused me of stealing. She took me to court and I have to answer charges of larceny. I need criminal defence.",
    intent: "area:criminal",
  },
  { message: "Can you tell me about Adama Koroma? I heard the name from our union secretary", intent: "attorney:Adama Koroma" },
  { message: "Which radio station talk about union matters in the morning? I wan call in", intent: "off-topic" },
  {
    message:
      "Ma help me pls, they have kept my husband at the Kissy police station since Sunday, the union chairman reported him for the dues book. They say no bail till the money is paid",
    intent: "urgent",
  },
  {
    message:
      "Our cooperative exports ginger. The vessel loaded our containers at the Quay but sailed without issuing bills of lading. Now we can't get payment from the buyer. We need help from a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "I want to know the lawyers who work in your firm before I bring our union matter", intent: "team" },
  { message: "Do you have parking or do I park on the street?", intent: "knowledge:Parking" },
  { message: "What type of cases do you take? We are a market women group with different problems", intent: "services" },
  {
    message: "Our association expelled 5 members for joining another association. Is that allowed under the law? We have freedom of association right?",
    intent: "legal-question",
  },
  {
    message:
      "Two market women associations in Bo are fighting over who controls the new market. The chiefdom elders failed to settle it. We want professional mediation. Can your firm help?",
    intent: "area:arbitration",
  },
  { message: "Which email do I use for a consultation request?", intent: "email" },
  { message: "abeg police just take my papa from the park, dem put am for motor, dem say na for strike. im de go Eastern police", intent: "urgent" },
  {
    message:
      "I am a teacher. I signed a bond with the school to work 5 years after they trained me. I joined the union and now they want to cancel my contract and make me pay back the training fee. I need help",
    intent: "area:contract",
  },
  { message: "Which is the best phone for collecting dues with mobile money, cheap one?", intent: "off-topic" },
  { message: "My husband, the union chairman, is beating me because I asked about the money. I am locked in the bathroom with my baby", intent: "safety" },
  { message: "What time do you open on Monday morning?", intent: "hours" },
  {
    message:
      "Our market association wants to go into partnership with a Lebanese businessman to build shops. We need a lawyer to draft the shareholders agreement",
    intent: "area:business",
  },
  { message: "Please I want to book consultation. Na me be di new chairman for Kenema keke union", intent: "booking" },
  {
    message: "I'm a union member, I want to write a will so my union benefits and my keke go to my children, not my brothers. Can you help me write the will?",
    intent: "area:family",
  },
  { message: "Wetin be di best time for sell pepper for market? morning or evening?", intent: "off-topic" },
  {
    message: "Dem hold my wife for police since two days, di association say she collect money for di members but no pay. Dem no bring am to court",
    intent: "urgent",
  },
  { message: "The teachers' union says I can't be a branch chairman because I'm a head teacher. Is that true by law?", intent: "legal-question" },
  {
    message:
      "My son was charged with burning a keke during the union strike. He is out on bail now and the trial starts soon. Please we want a good criminal lawyer",
    intent: "area:criminal",
  },
  { message: "Thanks, I'll share with the union", intent: "thanks" },
  { message: "Does anyone at your chambers speak French? My partner in Conakry wants to join the call", intent: "knowledge:Languages spoken" },
  { message: "eh wetin", intent: "unknown" },
  {
    message:
      "The council allocated stalls on the land to our association but now another group claims they own the land under customary law. We need help with the land dispute.",
    intent: "area:land",
  },
  { message: "dem don gather outside di union office wit cutlass, dem say dem go kill di secretary. im de inside wit me now", intent: "safety" },
  { message: "Pls how i go take open union facebook page?", intent: "off-topic" },
  {
    message:
      "My husband is a ship's cook and a member of the seafarers' union. His vessel was detained at the port and the crew were abandoned without food or pay. Can your shipping lawyer help the crew?",
    intent: "area:shipping",
  },
  { message: "how i fit contact una? phone or email?", intent: "contact" },
  { message: "Please hurry, our union chairman has been held by soldiers at Kingtom since last night. They say he incited the drivers", intent: "urgent" },
  { message: "I want to meet Fatmata Kamara about my late husband's union benefits and property", intent: "booking" },
  { message: "If I was not at the meeting where they elected the new chairman, am I bound to accept him?", intent: "legal-question" },
  {
    message:
      "Our association contracted a company to supply 500 bags of cement for the market project. They delivered 300. The contract says full delivery in 30 days. We want a lawyer to go after them",
    intent: "area:contract",
  },
  { message: "Ok. Later. Bye", intent: "goodbye" },
  { message: "Do you handle matters for groups and associations, what areas?", intent: "services" },
  {
    message:
      "I am the secretary of a traders' association. We want to buy a minority share in a company that will manage the new market. Need lawyer to check the investment terms.",
    intent: "area:business",
  },
  { message: "how many members does the drivers union have in Sierra Leone?", intent: "off-topic" },
  {
    message:
      "I'm a trader and association member. My ex-husband in the US wants to take our daughter abroad without my consent. My chairlady told me to come to you. I need a family lawyer",
    intent: "area:family",
  },
  { message: "Pls my husband is in the police cell in Makeni, they say he took the union dues book. He has no food since yesterday", intent: "urgent" },
  {
    message: "Our union wants to settle a dispute with the landlord of the park without court, maybe through arbitration. How can your firm help?",
    intent: "area:arbitration",
  },
  {
    message:
      "We had a mediation with the council over the market fees and signed a settlement. The council is not following it. Can you help us enforce the settlement?",
    intent: "area:arbitration",
  },
  { message: "Somebody tell me di chairman people dem de plan attack me tonight for my house because I go court. I no safe", intent: "safety" },
  {
    message: "The keke riders are fighting with the police and people are throwing stones at my shop, my children are inside, we can't come out",
    intent: "safety",
  },
  { message: "Does the union have the right to take my keke because I didn't pay the strike fine?", intent: "legal-question" },
  { message: "Our chairman spent union money on his own campaign. Is that a crime?", intent: "legal-question" },
  { message: "How long will the case against our old chairman take in court and will we get the money back?", intent: "legal-question" },
  { message: "Is the office open today? I want to come after lunch", intent: "hours" },
  { message: "Wetin time una de open an how much for see lawyer?", intent: "hours", also: ["knowledge:Fees"] },
  { message: "Abeg help me with the maths: 240 members pay 25k each, how much?", intent: "off-topic" },
  { message: "best place for buy tarpaulin for our strike tent?", intent: "off-topic" },
  { message: "Can you translate my union letter to French for our Guinea partners?", intent: "off-topic" },
  { message: "Can our union executive come see a lawyer on Thursday at 2?", intent: "booking" },
  { message: "I want meet lawyer for di matter of di park lan, when una free?", intent: "booking" },
  {
    message: "Good day, we'd like to schedule a consultation about reviewing the association constitution. And what should we bring?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "My brother is in a cell right now in Port Loko for the teachers' protest, they took his phone. Please", intent: "urgent" },
  { message: "Police de my door now, dem say dem come for me because of di union money. Wetin I go do?", intent: "urgent" },
  { message: "dem arrest all the executive for the keke union this afternoon, dem de for Central police. Abeg help us", intent: "urgent" },
  { message: "Who are your lawyers and what does each one do?", intent: "team" },
  { message: "Do you have a lawyer for each area or one lawyer does everything?", intent: "team" },
  { message: "Na which number I fit WhatsApp una?", intent: "phone" },
  { message: "I want to get in touch. Please give me your contact details", intent: "contact" },
  { message: "Please send the email for consult", intent: "email" },
  { message: "Which street is your office on?", intent: "address" },
  { message: "Abeg explain how I go find una office, me no sabi Freetown well", intent: "address" },
  { message: "Hey there", intent: "greeting" },
  { message: "God bless una for di help", intent: "thanks" },
  { message: "Una get car park? I go drive come wit di association women", intent: "knowledge:Parking" },
  { message: "Can I speak Temne or Limba with the lawyer?", intent: "knowledge:Languages spoken" },
  { message: "how much una collect for one case? union go pay", intent: "knowledge:Fees" },
  { message: "what documents to bring for the meeting about the union election dispute?", intent: "knowledge:What to bring" },
  { message: "I'd like to know the full list of your services", intent: "services" },
  { message: "Goodnight, I will come back tomorrow", intent: "goodbye" },
  {
    message:
      "Our association chairlady died and her children are fighting over her property and her shares in the association. The eldest daughter wants a lawyer for the probate.",
    intent: "area:family",
  },
  { message: "Di lease for di park don expire an di owner wan double di rent. We wan lawyer for new lease", intent: "area:land" },
  {
    message: "We want to register the title deed for the land our union bought in 2019. The surveyor has finished, what next? can your lawyer handle it?",
    intent: "area:land",
  },
  {
    message: "We need a lawyer to help our union deal with the bank, they froze our account because the two signatories are fighting",
    intent: "area:business",
  },
  {
    message: "The drivers' union employed me as secretary without a written contract. Now they want me to sign one with bad terms. Can you review it?",
    intent: "area:contract",
  },
  {
    message: "We want to report the old chairman for fraud. He sold the union bus and kept the money. Do you do criminal complaints?",
    intent: "area:criminal",
  },
  {
    message:
      "hello good morning my name is Haja Kadiatu I am the old chair lady of the market women association period they say I take the money from the bank but I did not take it comma now the police say they will charge me question mark I want lawyer to defend me",
    intent: "area:criminal",
  },
  {
    message: "Our association goods were damaged when the lighter boat dropped them in the water at the port. Who can help us claim?",
    intent: "area:shipping",
  },
  { message: "We need a lawyer for a marine insurance claim on our association's cargo that was lost at sea", intent: "area:shipping" },
];
