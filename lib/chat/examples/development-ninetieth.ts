import type { LabelledMessage } from "./labelled-message";

// Freetown youth and street life; writers: Mariatu (Kroo Bay market mother, voice typing), Scanty (19, ataya base boy, SMS), Mr Kargbo (retired teacher, formal), Fatu (FBC student), Osman (okada rider from Conakry, Krio/French), Aminata (aunt in London), Pa Alimamy (youth worker, long stories), Kadiatu (17, PZ street vendor, dropped vowels)
export const DEVELOPMENT_NINETIETH: LabelledMessage[] = [
  { message: "gud mornin una", intent: "greeting" },
  {
    message: "Police don hold my pikin Alusine last night for the Kroo Bay sweep, dem carry am go Central police station and e never come out. Abeg help me",
    intent: "urgent",
  },
  { message: "how u make ataya strong wit plenty foam? di boys dem say mine too weak", intent: "off-topic" },
  {
    message:
      "The family land at Kissy where my late papa build the small house, some land grabber boys dem don come put beacon and say one man buy am. We get the old conveyance paper. I need lawyer for this.",
    intent: "area:land",
  },
  {
    message: "Can police arrest somebody just because he sit down for ataya base after curfew time? my brother say dem no get right",
    intent: "legal-question",
  },
  { message: "una de open Saturday?", intent: "hours" },
  {
    message:
      "My son was charged with possession of kush and the case is at the magistrate court next Tuesday. He is on bail now. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  {
    message: "Some boys from the other clique de look for me, dem say dem go chook me tonight. I de hide for my aunty os for Wellington. Wetin I go do",
    intent: "safety",
  },
  { message: "pls i wan bk apntmnt wit lawyer 2moro mornin", intent: "booking" },
  {
    message: "My daughter's boyfriend na kush boy, he don born pikin with her and now he no de give one cent for the baby. I want make he pay maintenance",
    intent: "area:family",
  },
  { message: "wich team win di match yestaday Arsenal or Chelsea, di base boys de argue", intent: "off-topic" },
  { message: "How many lawyers are in your chambers?", intent: "team" },
  {
    message:
      "Dear Sir, my nephew, a 17 year old school boy, was picked up by police at Lumley roundabout at about 11 pm yesterday during the curfew sweep and is still being held at Lumley police station. We respectfully request immediate legal assistance.",
    intent: "urgent",
  },
  {
    message: "Me and my 5 padi dem from the base want register small company for car wash business so we stop sit down idle. How we go do am?",
    intent: "area:business",
  },
  { message: "how much una de charge for small case? I no get plenty money", intent: "knowledge:Fees" },
  {
    message: "If council officers take my tomato and pepper basket for road side, dem get right for keep am? or must dem give am back?",
    intent: "legal-question",
  },
  {
    message:
      "I get container wey dem hold for Queen Elizabeth Quay since 3 weeks, customs say papers no correct and some boys dem break inside and tif some bale. I need lawyer for this cargo matter",
    intent: "area:shipping",
  },
  { message: "dem dn hold my brada 4 kush at Congo Cross station sinc yestaday dem nor gree release am, pls come", intent: "urgent" },
  { message: "What kind of cases does your firm handle?", intent: "services" },
  {
    message:
      "I work as security for one betting shop at Lumley for 8 months, dem no pay me 3 month salary and now dem sack me. I get contract paper. I want lawyer for help me",
    intent: "area:contract",
  },
  { message: "pls I need rehab centre for my son wey de smoke kush every day, he de talk to himself now", intent: "off-topic" },
  {
    message: "They are beating a boy outside my shop right now, people saying he is a thief and they want to burn him. What should we do, please",
    intent: "safety",
  },
  {
    message:
      "Our market women association and the supplier who sells us onions have a dispute over money, about 40 million leones. We do not want court, we want someone to settle it between us. Can your firm do that?",
    intent: "area:arbitration",
  },
  { message: "wetin be una phone number", intent: "phone" },
  {
    message: "My son is 16. If police catch him with one wrap of kush, can they put him in Pademba Road with big men or must it be juvenile?",
    intent: "legal-question",
  },
  { message: "What time do you close on Friday? I finish work at 4.", intent: "hours" },
  {
    message: "Sir, my late brother's plot at Hastings, the caretaker has sold it to another man behind our back. I want a title search and to fight it.",
    intent: "area:land",
  },
  { message: "Could I arrange to meet with one of your lawyers this week about my son's court case?", intent: "booking" },
  { message: "Police dem de na we yard now now, dem want carry my two boys dem say na dem fight for Ferry Junction. Abeg", intent: "urgent" },
  { message: "is there place to park car at your office? Siaka Stevens street na so so traffic", intent: "knowledge:Parking" },
  {
    message:
      "My boy get court case for fighting and wounding, from the clique fight for Kissy last month. Dem grant am bail but na next week the trial. Una de handle dis kind case?",
    intent: "area:criminal",
  },
  { message: "hello", intent: "greeting" },
  { message: "wat tym curfew start 2nite for East end, I wan go buy credit", intent: "off-topic" },
  { message: "where exactly is your office? I am coming from Calaba Town. And what time do you open?", intent: "address", also: ["hours"] },
  { message: "Is it legal for the government to put curfew for only young men in one area? Dem say no boy must walk after 10", intent: "legal-question" },
  {
    message:
      "My grandson's mother died and his father is a kush addict on the street. I want to adopt the boy properly so nobody come take am from me. Una de do adoption?",
    intent: "area:family",
  },
  { message: "una get woman lawyer? I want talk to woman", intent: "team" },
  { message: "pls send me your email adres", intent: "email" },
  {
    message: "Military and police don block we street for Dwarzark and dem de load the boys dem for truck. My son inside. Wetin I go do now",
    intent: "urgent",
  },
  { message: "mi bf na kush seller, he de beat me every night and he say if I leave he go kill me. I de fear", intent: "safety" },
  { message: "Do your lawyers speak Temne? My mother only speaks Temne", intent: "knowledge:Languages spoken" },
  {
    message: "I run a small kiosk business at PZ and I want to bring in a partner with money. How do we put it on paper as shareholders?",
    intent: "area:business",
  },
  { message: "write me a rap song about Freetown street life and di struggle", intent: "off-topic" },
  {
    message: "my uncle sent me used clothes bales from UK by ship and the shipping company says the bales got lost at the port. who do I talk to for claim",
    intent: "area:shipping",
  },
  { message: "How can I reach you people? phone, whatsapp, email, any one", intent: "contact" },
  { message: "I wan see Lawyer for Monday pls, na about my son wey dem release on bail", intent: "booking" },
  {
    message:
      "The council gave us stalls at the new market with a signed agreement, now a new officer says we must leave without refund. I need help to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "hmmm", intent: "unknown" },
  {
    message:
      "We gave a boy from our youth group money for a joint okada business and he refused to share the profits. We want mediation, not police. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "tenki una, God bless", intent: "thanks" },
  { message: "ok bye, I go call back", intent: "goodbye" },
  {
    message:
      "Good evening. My son Mohamed was taken from the ataya base at Grafton around 1 am by men in uniform. We have gone to three stations and no one will tell us where he is. Please can a lawyer help us find him today?",
    intent: "urgent",
  },
  {
    message: "I need lawyer for my small brother, dem charge am with robbery but he no do am, na the clique boys dem put am inside. Court na next month.",
    intent: "area:criminal",
  },
  { message: "how much one bag of rice now for Freetown", intent: "off-topic" },
  { message: "do una handle only criminal case or other things too?", intent: "services" },
  { message: "De boys dem from Scorpion side don surround we base wit cutlass, dem say dem go scatter we tonight. abeg wetin we go do", intent: "safety" },
  { message: "r u open 2day? its public holiday", intent: "hours" },
  {
    message:
      "Landlord wan drive we comot from the house at Mountain Cut because e say my boys dem de smoke for the compound. We get lease paper for 2 more years. Help us",
    intent: "area:land",
  },
  {
    message: "If my son was with the boys when the fight happened but he did not touch anybody, can he still be charged for the death?",
    intent: "legal-question",
  },
  { message: "Is Lawyer Ibrahim Jalloh still at your chambers? He helped my cousin before with bail.", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a consultation at your earliest convenience regarding a matter involving my grandson. Kindly advise on an available date.",
    intent: "booking",
  },
  { message: "my fren dey inside cell for Eastern police since Sunday dem say na kush but dem no find anything on am. pls", intent: "urgent" },
  { message: "wen I cum 4 meetin wat papers I shud bring? i get only police bail paper", intent: "knowledge:What to bring" },
  {
    message:
      "My husband died in the clash at Kissy last year. Now his brothers are saying the house and everything is theirs and my children get nothing. I need a lawyer for the inheritance.",
    intent: "area:family",
  },
  { message: "Abeg wetin be di best ataya leaf, Chinese green or the one from Guinea", intent: "off-topic" },
  {
    message:
      "I worked 6 months for a construction company as labourer and the foreman sacked all of us young boys without pay, calling us rarray boys. We want to take action on the employment agreement.",
    intent: "area:contract",
  },
  { message: "Salone bless! hw una de", intent: "greeting" },
  { message: "Do council officers have the right to beat street traders and seize their goods without giving any receipt?", intent: "legal-question" },
  {
    message:
      "We are a youth cooperative of former kush users running a soap-making business in Waterloo. We want to register it properly and open a bank account. Can your firm assist?",
    intent: "area:business",
  },
  { message: "Which email should I send my documents to?", intent: "email" },
  { message: "Police just enter the base now now and they de carry all the boys dem including my brother. dem de take dem go Kissy station", intent: "urgent" },
  {
    message: "I am hiding in a shop at Sani Abacha Street, some area boys want to beat me because they say I am an informer. Please I am afraid",
    intent: "safety",
  },
  {
    message: "I import small motorbike parts through the quay. The vessel arrived but the shipping agent released my cargo to another person. I want to claim.",
    intent: "area:shipping",
  },
  { message: "Do you offer legal aid for poor families? My son's case, we cannot pay full fees.", intent: "knowledge:Fees" },
  { message: "pls help me do my WASSCE english essay on the topic drug abuse among youths", intent: "off-topic" },
  { message: "Pls wetin be una WhatsApp number, I wan send voice note", intent: "phone" },
  {
    message:
      "Two groups of keke riders have a quarrel over a loading park business deal worth a lot of money. The elders suggested arbitration instead of court. Can Kamara Chambers arbitrate?",
    intent: "area:arbitration",
  },
  { message: "Wetin be the punishment for sell kush for Sierra Leone? How much year dem go give my cousin if dem find am guilty?", intent: "legal-question" },
  { message: "can i talk 2 a lawyer face to face on thursday?", intent: "booking" },
  {
    message:
      "My son was released on bail after the Calaba Town curfew arrests but the police keep calling him to report every week. I want a lawyer to handle his matter going forward.",
    intent: "area:criminal",
  },
  {
    message:
      "My son was picked up near Susan's Bay last night and they took him to the naval base. Nobody is letting the family see him. I'm in London, please can someone go there?",
    intent: "urgent",
  },
  { message: "I'd like to know what areas of law your chambers practises.", intent: "services" },
  { message: "who win di basketball game at di court for Brookfields yesterday", intent: "off-topic" },
  {
    message:
      "Na family land for Regent, my uncles dem want sell am to one Lebanese man and dem don bring surveyor without we consent. We want stop the sale with lawyer",
    intent: "area:land",
  },
  { message: "Una office de near Cotton Tree? how I go find am", intent: "address" },
  { message: "What are your opening hours during Ramadan?", intent: "hours" },
  { message: "Who are the lawyers in your firm? I want to know before I come", intent: "team" },
  {
    message: "My 15 year old boy don run go join street boys at Cline Town. I want lawyer to help me get custody of am before e papa carry am go provinces.",
    intent: "area:family",
  },
  {
    message: "My husband came home high on kush with a knife and he is shouting outside the door. Me and the children locked inside the room.",
    intent: "safety",
  },
  { message: "how can I contact your office from Bo? I no de Freetown", intent: "contact" },
  {
    message:
      "I supply ataya cups and sugar to 20 bases, one big supplier sign contract with me and now e refuse to deliver after I pay. I want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Ma son, dem catch am for curfew for Lumley beach and put am for cell, he get asthma and no medicine. Help quick", intent: "urgent" },
  { message: "Is it true police can hold you 72 hours without charging you? My son was held for 5 days last month.", intent: "legal-question" },
  {
    message: "My brother in the US wants to invest in a recording studio for young artists in Freetown. What does he need to do to set up the company here?",
    intent: "area:business",
  },
  { message: "Can I park my okada in front of your office or will council people take it?", intent: "knowledge:Parking" },
  { message: "my phone no de charge, wetin I go do", intent: "off-topic" },
  {
    message:
      "Boys from the wharf helped offload our cargo then some bags of cement went missing, and the shipowner refuses to pay. Need lawyer for cargo claim.",
    intent: "area:shipping",
  },
  { message: "thank you very much for the information", intent: "thanks" },
  {
    message: "We won an arbitration award against a contractor who built our youth centre badly, but he refuses to pay. How do we enforce it? Can you help?",
    intent: "area:arbitration",
  },
  { message: "I'd like an appointment with whichever lawyer deals with juvenile cases.", intent: "booking" },
  { message: "aright, bye bye", intent: "goodbye" },
  { message: "abeg una, the kush boys dem wey I owe money say if I no pay by tonight dem go kill me. Dem know where I sleep", intent: "safety" },
  {
    message:
      "Good afternoon. I am writing from Manchester. My late sister left two boys in Freetown who are now sleeping at Kroo Bay on the street. I want to bring them under my legal guardianship. Does your family department handle this?",
    intent: "area:family",
  },
  { message: "Dem don hold mi for Ross Road police since this morning, dis na mi friend phone. Dem no tell me wetin I do", intent: "urgent" },
  { message: "Weda go rain tomorrow for Freetown? we de plan football match for Kingtom", intent: "off-topic" },
  { message: "Can a 14 year old boy be sent to prison for fighting in Sierra Leone?", intent: "legal-question" },
  { message: "my son get case for Kissy magistrate say he sell kush. na lie. we need lawyer 4 di next hearing", intent: "area:criminal" },
  { message: "up to what time una de work every day", intent: "hours" },
  { message: "una get plenty lawyer or na only one?", intent: "team" },
  { message: "I would like to see a lawyer about my brother's trial. Next Wednesday afternoon if possible.", intent: "booking" },
  {
    message:
      "The council says our family land at Kroo Bay is state land and they want to demolish our houses. We have a title deed from 1978. Can you help us?",
    intent: "area:land",
  },
  { message: "how much okada fare from Lumley to PZ now", intent: "off-topic" },
  { message: "Bonjour, mon petit frère, dem hold am since yesterday for Kissy police station, dem say na gang. S'il vous plaît help", intent: "urgent" },
  { message: "do una lawyer dem speak French? I come from Conakry my Krio no strong", intent: "knowledge:Languages spoken" },
  { message: "I want register my barber shop business name for Goderich. Na me and me padi. Una de do business registration?", intent: "area:business" },
  { message: "Right now a group of boys with machetes are chasing my son in Kanikay, he called me crying, he is hiding in a church", intent: "safety" },
  {
    message: "My employer at the supermarket accused me of stealing and sacked me without letter, after 3 years. I want lawyer for my employment matter.",
    intent: "area:contract",
  },
  { message: "Wetin go happen if my pikin no go report at police station like the bail say? dem go lock am back?", intent: "legal-question" },
  {
    message:
      "Our charter party for a fishing vessel was broken by the owner who took the boat away mid-season. The crew are young boys from Tombo with no work now. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "email address?", intent: "email" },
  {
    message: "Na 2 o'clock for night police come broke we door carry my three boys dem. Dem de Wellington police station now. Please help we today",
    intent: "urgent",
  },
  {
    message:
      "Our youth football club signed a sponsorship deal with a company and they pulled out. Both sides agree to mediation instead of court. Can you arrange it?",
    intent: "area:arbitration",
  },
  { message: "abeg", intent: "unknown" },
  { message: "I want make will so that if anything happen to me na my pikin dem go get my shop, not my brothers.", intent: "area:family" },
  { message: "pls help me write CV for job at the port", intent: "off-topic" },
  { message: "Wetin una de do for people? Una de help with police matters and land matters and so on?", intent: "services" },
  { message: "What documents should I carry for the consultation about my son's case? Charge sheet, birth certificate?", intent: "knowledge:What to bring" },
  { message: "Is it legal for the police to search my phone when they stop me at night?", intent: "legal-question" },
  {
    message:
      "Some men sold us a plot at Waterloo, we built a small house, now another family comes with papers saying it's theirs. I need help checking the title.",
    intent: "area:land",
  },
  {
    message: "we de for Central police now, my son dem lock am since 2 days without food, dem say dem go transfer am to Pademba road. Wetin I go do",
    intent: "urgent",
  },
  { message: "Number to call pls", intent: "phone" },
  { message: "Abeg make una book me for meet lawyer, na about my pikin wey dem charge", intent: "booking" },
  {
    message:
      "My nephew was released without charge but police kept his phone and money. We want a lawyer to follow up and also act for the beating he got in custody.",
    intent: "area:criminal",
  },
  { message: "Una know any good school for my boy wey drop out? I want make he go back learn trade", intent: "off-topic" },
  {
    message: "Tonight the boys from the other base burnt our ataya shed and they are still outside throwing stones at our house. We are inside, scared.",
    intent: "safety",
  },
  { message: "wey side una office de? Siaka Stevens street wich part?", intent: "address" },
  {
    message:
      "I have small money from London and want to open a bank account and company for my nephew's cookshop in Freetown. Can your business lawyers handle that?",
    intent: "area:business",
  },
  { message: "Good evening to you.", intent: "greeting" },
  { message: "Can the court force my son to give evidence against his own friends from the clique?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I signed a contract to supply 500 uniforms to a youth skills centre and the buyer now refuses to pay the balance. I require assistance in enforcing the agreement.",
    intent: "area:contract",
  },
  { message: "Do you have young lawyers who understand street life? My boy won't talk to old people", intent: "team" },
  {
    message:
      "They picked my son up at the Congo Cross curfew checkpoint. He's 15. Police say he'll stay there until Monday. Can your lawyer go now? How much will it cost?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "The customs officers at the quay seized my goods saying the duty was not paid but I have the receipt. I need a lawyer.",
    intent: "area:shipping",
  },
  { message: "If I can't pay all at once, can I pay small small every month?", intent: "knowledge:Fees" },
  { message: "Are you open on Sunday? I can only come weekend", intent: "hours" },
  { message: "wetin be di meaning of kush sef? my granny de ask", intent: "off-topic" },
  { message: "Please give me all the ways to get in touch with your firm, I live in Kenema.", intent: "contact" },
  {
    message: "Me and my business partner get dispute over the money from our phone accessories shop. Na small claim but we no want court. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "thank u sah, u don help me", intent: "thanks" },
  { message: "Is it possible to get a consultation on Saturday? If not, Monday morning.", intent: "booking" },
  {
    message: "My cousin was convicted last week for the Calaba Town fight and got 3 years. The family wants to appeal. Do you handle appeals?",
    intent: "area:criminal",
  },
  { message: "can una help me find job as driver, I don leave the street life", intent: "off-topic" },
  { message: "po-lice dem dn tek my pikin frm di ataya base 2nite, e de na Lumley cell now, e only 16 yr", intent: "urgent" },
  { message: "Where can I leave my car when I come to see the lawyer?", intent: "knowledge:Parking" },
  { message: "Can they charge my son as an adult if he was 17 when the fight happened but now he is 18?", intent: "legal-question" },
  {
    message:
      "A youth group occupied the empty lot near our house and built an ataya base and toilet there without permission. We own the land. We need to recover it legally.",
    intent: "area:land",
  },
  { message: "dem de beat my broda now for di junction, dem say na him tif phone, pple plenty", intent: "safety" },
  { message: "what time you open in the morning?", intent: "hours" },
  { message: "I want to know if Mrs Fatmata Kamara handles custody cases herself, somebody recommended her.", intent: "attorney:Fatmata Kamara" },
  {
    message:
      "My son is 19 and his girlfriend is pregnant. Her family says he must marry her or they will take him to court. We want a family lawyer to guide us.",
    intent: "area:family",
  },
  { message: "Kindly book me an appointment with your criminal defence lawyer for Tuesday next week.", intent: "booking" },
  { message: "Wetin time di council market for Dove Cut de close, I wan go sell my pepper", intent: "off-topic" },
  {
    message: "Our group of young vendors want to form an association and register it so that the council will recognise us. How do we go about it?",
    intent: "area:business",
  },
  { message: "Sir my son is at Kissy police station since Friday they want money before they release him. please send lawyer", intent: "urgent" },
  { message: "hi do you people do only court cases or also advice?", intent: "services" },
  {
    message:
      "The shop owner employed my son as a salesboy with a written agreement and then refused to pay him for 4 months, saying he is a street boy. We want to claim his wages.",
    intent: "area:contract",
  },
  { message: "If the police beat my son during the sweep and he got injured, does he have the right to claim compensation?", intent: "legal-question" },
  {
    message:
      "I paid a clearing agent at QEII Quay to clear my container of used tyres, he disappeared with the money and the container is now under demurrage. Need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "pls i nid ur help", intent: "unknown" },
  { message: "What's your email? I want to send scanned copies from London.", intent: "email" },
  { message: "Una lawyer dem sabi Mende? my papa na Mende man he no sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "We are a transport union and have a dispute with a company over the lease of buses. The contract has an arbitration clause. Can your arbitration partner take this?",
    intent: "area:arbitration",
  },
  { message: "help!! dem don surround the house, soldier and police, dem say dem de find my son for the gang fight. Dem de enter now", intent: "urgent" },
  { message: "tell me a funny joke abeg, I de bored for base", intent: "off-topic" },
  {
    message:
      "I'm a youth worker. One of our boys was charged with unlawful assembly after a curfew protest. He is out on bail but needs a defence lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "Is there a lawyer in your team who is a woman? My daughter will only talk to a woman.", intent: "team" },
  { message: "I wan meet lawyer dis week, wetin day I go cum?", intent: "booking" },
  { message: "Dem say if you sell kush na 10 years. Na true?", intent: "legal-question" },
  {
    message:
      "I bought land at Grafton and the boys there say I must pay them settle money before I build. The seller gave me a conveyance. I need help with registering the title deed.",
    intent: "area:land",
  },
  {
    message:
      "My ex boyfriend is a gang leader in Culvert and he has been sending boys to follow me. Today they threatened to cut my face. I'm scared to go home.",
    intent: "safety",
  },
  { message: "Abeg send the phone number wey I go call for talk with una", intent: "phone" },
  {
    message:
      "My wife and I are separating. She wants to take our two boys to the village because of the gang problem in our area. I want to keep them with me. Need a family lawyer.",
    intent: "area:family",
  },
  { message: "What is the best way to quit smoking kush? I want to stop for real", intent: "off-topic" },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "My sister's son was picked up off the street on his way back from evening prayer. Curfew patrol. He's at Mountain Cut station. We need someone right now.",
    intent: "urgent",
  },
  { message: "how do I get to your office from Eastern police? by keke", intent: "address" },
  {
    message:
      "My late father's shares in a company are now being controlled by his partner who won't give us anything. We are young and don't know what to do. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "Do I need to bring my ID card and my son's school report to the meeting?", intent: "knowledge:What to bring" },
  { message: "Can my landlord throw me out because my son was arrested for kush, even if he was never convicted?", intent: "legal-question" },
  {
    message:
      "My brother was hired as a deckhand on a foreign trawler from the quay, the vessel left and they never paid crew wages. Who can help us claim against the ship?",
    intent: "area:shipping",
  },
  { message: "una de open lunch time? I fit cum 1 oclock?", intent: "hours" },
  {
    message:
      "We signed a deal with a printing company to make T-shirts for our youth peace campaign. They delivered half and kept the money. Need lawyer to enforce.",
    intent: "area:contract",
  },
  { message: "What services does Kamara and Associates offer? I saw your name on a flyer at Youyi building.", intent: "services" },
  { message: "Dem tek ma bredda from di okada park for Waterloo go barracks, na 2 days now. No one tell us why", intent: "urgent" },
  { message: "how many goals Kei Kamara score for Leone Stars", intent: "off-topic" },
  { message: "I want all your contact details pls, phone and email and where you are", intent: "contact" },
  {
    message:
      "The vendors' cooperative and a microfinance company disagree on loan terms. The agreement says disputes go to arbitration. We need someone to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Pls can I get appointment to talk about my son matter? Any day next week good", intent: "booking" },
  { message: "ok thanks a lot!", intent: "thanks" },
  { message: "Alright, goodbye and God bless", intent: "goodbye" },
  { message: "Dem don stab one boy for we base and the other clique de come back for more. We de hide inside di shop, pls", intent: "safety" },
  { message: "is the office open on weekends or only weekdays", intent: "hours" },
  {
    message:
      "Good day. My 20-year-old son was taken during last night's joint operation at Kolleh Town. Police say he will be charged with gang membership. He is at CID Kingtom. Please advise urgently.",
    intent: "urgent",
  },
  { message: "Which clinic can test my son for TB? he sleep outside for long", intent: "off-topic" },
  {
    message: "I want lawyer for my son case. Dem accuse am say he part of the group wey attack one man for Mabella. He don get bail.",
    intent: "area:criminal",
  },
  {
    message: "If a boy was picked up in a sweep and released, will he have a criminal record? Can it stop him from travelling abroad?",
    intent: "legal-question",
  },
  { message: "wich lawyers de work there? I wan know dem name", intent: "team" },
  {
    message: "My neighbour's son is standing outside with a cutlass saying he will kill my boy because of a girl. Police no answer phone. Please",
    intent: "safety",
  },
  { message: "What are your consultation fees? In leones please", intent: "knowledge:Fees" },
  {
    message:
      "My grandmother's house at Fourah Bay was seized by her nephew who claims the family land is his alone. We have her will. We want to clear the title and get the house back.",
    intent: "area:land",
  },
  { message: "I'd like to book a meeting with a lawyer for me and my son, he is scared to speak to police alone", intent: "booking" },
  { message: "wetin be di name of dat Salone song wey de play for all di ataya base now", intent: "off-topic" },
  {
    message: "I was married to my son's father by customary law. He left us 10 years ago. Now I want divorce properly so I can remarry. Una de handle divorce?",
    intent: "area:family",
  },
  { message: "dey dn lock ma boy 4 Kissy Mess Mess stn sinc tuesday dem say e get kush, we nor get moni 4 bail", intent: "urgent" },
  { message: "can i email you instead of calling? what is the address", intent: "email" },
  {
    message:
      "I want to start a company that employs ex-gang youths to clean streets, on contract with the council. How do I register and what structure is best?",
    intent: "area:business",
  },
  {
    message:
      "Please I need advice. Some boys broke into the warehouse at the port and stole goods from a consignment we carried. The consignee is blaming us, the shipping line. We need a lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  { message: "Is it legal for the government to lock up boys only because they have tattoos or dreadlocks?", intent: "legal-question" },
  { message: "una get parking space? I de come wit my jeep from Goderich", intent: "knowledge:Parking" },
  {
    message:
      "My son signed a 2 year apprentice contract at a mechanic workshop. The master now refuses to give him his certificate and withholds his pay. Can you help enforce the contract?",
    intent: "area:contract",
  },
  { message: "I want to travel to Dakar by road, which bus company good?", intent: "off-topic" },
  { message: "Pls help, my son just called me from inside a police van, they are taking him and other boys from Lumley beach now", intent: "urgent" },
  {
    message: "Two shop owners at the market have a long dispute over rent sharing. The market chief wants an independent arbitrator. Does your firm do that?",
    intent: "area:arbitration",
  },
  { message: "hey", intent: "greeting" },
  { message: "I wan know all the kind of case una de take", intent: "services" },
  {
    message: "My brother was accused of stealing at his workplace and the police invited him for questioning tomorrow. He wants a lawyer to go with him.",
    intent: "area:criminal",
  },
  {
    message: "There are boys fighting with bottles and cutlasses in front of our house at Kanikay. My children are inside and I can't get to them.",
    intent: "safety",
  },
  { message: "Pls wetin be una full address", intent: "address" },
  { message: "My son was made to sign a statement at the station without a lawyer. Can the court use it against him?", intent: "legal-question" },
  {
    message: "We want to buy a piece of land at Tokeh for a youth skills centre. Before we pay, we need someone to do a title search. Please help.",
    intent: "area:land",
  },
  {
    message:
      "Dear Madam, I wish to request a consultation in person for myself and my sister regarding our brother's pending trial. Friday would suit us best.",
    intent: "booking",
  },
  {
    message:
      "I'm messaging from Maryland. My nephew was arrested two days ago at a checkpoint near Up Gun. His mother has no phone credit so she asked me to reach you. He's still at the station. Can a lawyer see him today?",
    intent: "urgent",
  },
  { message: "how do I load airtel credit from my orange money", intent: "off-topic" },
  { message: "Abeg, una lawyer dem na Salone people or foreign?", intent: "team" },
  {
    message:
      "My brother died in a gang clash and left 3 small children. His wife and his family are quarrelling over the children and his shop. We need a lawyer to settle the inheritance and guardianship.",
    intent: "area:family",
  },
  { message: "Can I speak Krio to the lawyer? I no sabi English well", intent: "knowledge:Languages spoken" },
  {
    message:
      "We borrowed from a bank to start an ataya and snack kiosk chain and the bank is now charging extra interest not in the agreement. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "una go open tomorrow? na Friday", intent: "hours" },
  { message: "How long can they keep a juvenile in remand before trial?", intent: "legal-question" },
  {
    message:
      "Our cargo of rice arrived damaged from water in the vessel hold. The charterer refuses responsibility. We are a small traders group. Can you handle this?",
    intent: "area:shipping",
  },
  { message: "Tank yu plenty, una don help mi", intent: "thanks" },
  { message: "dem arrest me pikin las nite for kush, dem de hold am na Brookfields station, I no get money, pls wetin I go do", intent: "urgent" },
  { message: "How do I get in touch with the office?", intent: "contact" },
  { message: "Na me dis, dem don find where I de hide. The gang boys dem de knock di door now say I must come out", intent: "safety" },
  {
    message: "A Ghanaian company owes our youth cooperative for cassava we supplied. We'd prefer mediation to a lawsuit. Who at your firm can mediate?",
    intent: "area:arbitration",
  },
  { message: "Write a short poem for mothers of Freetown who lost their sons", intent: "off-topic" },
  { message: "pls arrange meeting for me wit lawyer this wk", intent: "booking" },
  { message: "call number for una office? una de pick on Saturday?", intent: "phone", also: ["hours"] },
  {
    message: "The NGO hired me as a youth outreach worker on a 1-year contract then terminated it after 4 months without notice. I want to challenge it.",
    intent: "area:contract",
  },
  { message: "ok I don hear, bye", intent: "goodbye" },
  { message: "di council dem don block di road for Kissy road market, wich way I go pass go Shell", intent: "off-topic" },
  {
    message: "I was beaten and arrested in the curfew sweep last month and released. Now I have a summons to appear in court for loitering. I need a lawyer.",
    intent: "area:criminal",
  },
  {
    message: "My daughter's boyfriend is at Central police and they say they'll take him to court Monday. He has been there since Thursday. Please send help.",
    intent: "urgent",
  },
  { message: "Can police take my okada because my passenger had kush in his bag?", intent: "legal-question" },
  { message: "wat to bring wen i cum see lawyer?", intent: "knowledge:What to bring" },
  { message: "Good day, kindly list the services your law firm provides.", intent: "services" },
  {
    message:
      "Land grabbers hired some area boys to fence our family land at Kossoh Town. We have a survey plan and title deed. We want legal action to stop them.",
    intent: "area:land",
  },
  {
    message:
      "Please I need help, my brother is smoking kush and just broke everything in the house, he has a knife and said he will kill our mother. We are outside hiding",
    intent: "safety",
  },
  { message: "Is Christiana Thomas the one who handles employment cases? What's her background?", intent: "attorney:Christiana Thomas" },
  { message: "do u open by 8am?", intent: "hours" },
  { message: "Pls who de sell second hand phone cheap for PZ?", intent: "off-topic" },
  {
    message:
      "My teenage daughter ran away with a boy from the base and now she's pregnant and the boy's family denies it. I want the court to make him responsible for the child.",
    intent: "area:family",
  },
  { message: "Mi broda don pass 4 days na cell for Waterloo, dem no carry am go court, family no allow see am", intent: "urgent" },
  { message: "Do you have any slots on Monday for a consultation? It's about my nephew.", intent: "booking" },
  {
    message:
      "Me and two partners opened a small mobile money and phone repair business. One partner took the cash and registration papers. We need to sort out who owns what in the company.",
    intent: "area:business",
  },
  { message: "I prefer email. Whats ur mail?", intent: "email" },
  { message: "Una tink say my son go win di case? Dem say he sell but na the police wey plant di kush on am", intent: "legal-question" },
  {
    message:
      "I am a street vendor and I signed an agreement with a company to sell their juice on commission. They stopped paying my commission. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "eh eh so wetin now", intent: "unknown" },
  {
    message: "We chartered a small boat to carry goods from Tombo to the quay and the boat owner sank part of our cargo. We need to claim damages.",
    intent: "area:shipping",
  },
  { message: "Pls can u tell me how to cook cassava leaf with fish?", intent: "off-topic" },
  {
    message:
      "The OSD came into Kroo Bay this morning and took many boys. My son and my husband's nephew among them. They are at Congo Cross? we don't know. Please help",
    intent: "urgent",
  },
  { message: "My boyfriend sells kush and he found out I talked to police. His boys are waiting at my gate now. I can't go out.", intent: "safety" },
  {
    message:
      "The Association of Petty Traders has a disagreement with the private company managing the new market about fees. Both sides agreed on an arbitrator but we need a lawyer to present our side.",
    intent: "area:arbitration",
  },
  { message: "Una de take payment through orange money? How much for first meeting?", intent: "knowledge:Fees" },
  { message: "tell me about the lawyers in your chambers", intent: "team" },
  {
    message: "Police seized my son's money and phone during the sweep and never returned them after releasing him. Do they have the right to keep them?",
    intent: "legal-question",
  },
  {
    message:
      "My younger brother was named as a suspect in the killing at Kroo Bay but he is in hiding. The family wants him to surrender with a lawyer. Can you help?",
    intent: "area:criminal",
  },
  { message: "Where is Kamara Chambers located? Near the Law Courts?", intent: "address" },
  {
    message: "I rented my shop at Lumley to a young man who now uses it to sell kush and refuses to leave. I want to end the lease and get my property back.",
    intent: "area:land",
  },
  { message: "I go like make appointment wit una lawyer bout di land wey dem tif from we", intent: "booking" },
  {
    message: "Please! the police came to the hospital where my son is being treated after the fight and they have handcuffed him to the bed.",
    intent: "urgent",
  },
  { message: "what are all the ways i can contact u? im in Ghana", intent: "contact" },
  { message: "Where can I buy good school shoes for my son at a cheap price?", intent: "off-topic" },
  { message: "Do you handle cases for young people, like police problems and family issues?", intent: "services" },
  {
    message: "My ex-husband pays nothing for our three boys, and they're now hustling on the street. I want a court order for maintenance.",
    intent: "area:family",
  },
  { message: "Are you open today till 5?", intent: "hours" },
  {
    message:
      "I'm a young entrepreneur, my company registration certificate still lists my partner as director after he went to jail. How do we fix the governance?",
    intent: "area:business",
  },
  { message: "Parking dey near una office?", intent: "knowledge:Parking" },
  { message: "Plz gimme di whatsapp numba", intent: "phone" },
  { message: "Can a mother be arrested because her son is a gang member? Police keep coming to my house to ask for him.", intent: "legal-question" },
  {
    message: "Our vessel was detained at QEII Quay by the port authority over unpaid charges that we dispute. The crew are stuck. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "I'm at the ataya base and some guys just pulled a gun on us, we ran into a house. They're still outside.", intent: "safety" },
  {
    message: "A police officer called me to say my son is at Adonkia police post and I must bring 500,000 leones tonight or they'll keep him. Please help.",
    intent: "urgent",
  },
  { message: "Help me with math homework, fractions", intent: "off-topic" },
  {
    message:
      "We had a business dispute with our former partners and we both want a neutral person to decide instead of going to court. What's the process with your firm?",
    intent: "area:arbitration",
  },
  {
    message: "My employer at the construction site wants me to sign a new contract with lower pay or leave. Can you review the contract for me?",
    intent: "area:contract",
  },
  { message: "Pls I want see di lawyer wey de handle police case, wetin time I fit cum?", intent: "booking" },
  { message: "much appreciated", intent: "thanks" },
  { message: "Good morning, hope all is well", intent: "greeting" },
  {
    message: "Sir, my son was arrested yesterday evening while selling water at Lumley. Council officers handed him to police. He is still at Lumley station.",
    intent: "urgent",
  },
  {
    message:
      "Please, I am a widow. My late husband's family wants to take my boys to the village and marry me to his brother. I want a lawyer to protect my children and our house.",
    intent: "area:family",
  },
  { message: "Is there any youth training programme that pays allowance? My son wants to learn tailoring.", intent: "off-topic" },
  { message: "If I stand surety for my son and he runs away, will I lose the money or go to prison myself?", intent: "legal-question" },
  { message: "how many lawyer dem dey una office", intent: "team" },
  {
    message:
      "The police want to charge my son with being a member of a gang, which I didn't know was a crime. He is out on bail. We need a lawyer for the case in court.",
    intent: "area:criminal",
  },
  { message: "wat tym una de close on weekdays?", intent: "hours" },
  { message: "Dem de chook people for the fight for Mabella now, my pikin inside the crowd, I no fit reach am", intent: "safety" },
  { message: "Hello, I would like to request a meeting with a lawyer to discuss getting my son's goods back from the council.", intent: "booking" },
  { message: "is any lawyer there who can speak French? mon mari parle seulement français", intent: "knowledge:Languages spoken" },
  {
    message:
      "My brothers and I have a boundary dispute with a neighbour at Wilberforce. His boys moved our fence posts at night. We need a lawyer to sort out the boundary.",
    intent: "area:land",
  },
  { message: "How to make money online abeg, I tire for sit down for base", intent: "off-topic" },
  {
    message:
      "Please my grandson was taken by police this morning at the Kissy Road market. They say he was fighting with council officers. He's still there, at Kissy.",
    intent: "urgent",
  },
  {
    message:
      "We are a group of young women who sell gari and fish on the street. We want to form a registered company and get a loan from the bank. Help please.",
    intent: "area:business",
  },
  { message: "Does the council have power to ban street trading in the whole city centre? Can they fine us?", intent: "legal-question" },
  {
    message:
      "Our company shipped fish from Freetown to Ghana but the vessel's refrigeration failed and the cargo spoiled. The buyer refuses to pay. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "pls wats di email 4 bookin consultation", intent: "email" },
  {
    message:
      "I employed three young boys to work in my shop and now one says I owe him overtime and says he will report me. I want a lawyer to review our employment agreement.",
    intent: "area:contract",
  },
  {
    message: "Dem carry all the pikin dem wey de sleep for Kroo Bay market go police last night. My son inside. Dem say dem go take dem go court today",
    intent: "urgent",
  },
  {
    message: "Our vendors' union wants to settle a quarrel with the landlord of the market building through mediation. Can your firm mediate or represent us?",
    intent: "area:arbitration",
  },
  { message: "??", intent: "unknown" },
  { message: "Which documents do I need for my meeting about my brother's land? I have a survey plan and some receipts.", intent: "knowledge:What to bring" },
  {
    message: "My son is being threatened by a kush dealer he owes money. They came to our house today and said they'll come back tonight to finish him.",
    intent: "safety",
  },
  { message: "My phone screen cracked, where can I fix it in Freetown?", intent: "off-topic" },
  {
    message: "My son's case was transferred to the High Court for trial. It's about a killing during a gang fight. We need a senior lawyer.",
    intent: "area:criminal",
  },
  { message: "My son is under 18. Can the police interview him without me being there?", intent: "legal-question" },
  { message: "I want to know the kinds of problems your firm helps with", intent: "services" },
  { message: "i lost ur numba, pls send again", intent: "phone" },
  {
    message:
      "My sister is in prison and her little boy is living with me. I want to legally adopt him so I can get his birth certificate and put him in school.",
    intent: "area:family",
  },
  { message: "Book me a slot with a lawyer 4 thursday pls", intent: "booking" },
  { message: "they are beating and dragging my brother to a police vehicle right now at Cline Town. please do something", intent: "urgent" },
  { message: "tell me about the history of the Freetown cotton tree", intent: "off-topic" },
  { message: "How much would it cost for a lawyer to represent my son at trial?", intent: "knowledge:Fees" },
  {
    message:
      "The government wants to evict people from the area near the quay including our family who has lived there 40 years. We want a lawyer to defend our rights to the land.",
    intent: "area:land",
  },
  { message: "What days are you open?", intent: "hours" },
  {
    message: "Our goods in a container were auctioned by the port authorities while we were still paying customs duties. We need a lawyer to challenge this.",
    intent: "area:shipping",
  },
  { message: "Who is the head of your firm?", intent: "team" },
  {
    message:
      "I paid a man to supply me with 50 crates of soft drinks for my kiosk. He took the money, gave me 20, and won't respond. I have a written agreement. Help.",
    intent: "area:contract",
  },
  { message: "Pls help the boys dem de fight wit stone for we street and one don break my window, dem de near my door now", intent: "safety" },
  { message: "I'm a social worker. What is the best way to get in touch with you for our cases? phone, email, anything", intent: "contact" },
  { message: "Is it a crime in Sierra Leone just to smoke kush, not sell it?", intent: "legal-question" },
  {
    message:
      "We run a cookshop with investors from the US. The investors now want to take over the management. We need a lawyer to protect us as shareholders.",
    intent: "area:business",
  },
  {
    message: "My son called from a strange number saying men took him in a car from the ataya base and they are police. We don't know where he is. He's 17.",
    intent: "urgent",
  },
  { message: "kushe o, aw di bodi", intent: "greeting" },
  {
    message:
      "Our group and a hotel have a dispute over payment for beach cleaning. We don't want to go to court, it takes too long. Can we settle outside court with your help?",
    intent: "area:arbitration",
  },
  { message: "Wetin be di best phone for 500k?", intent: "off-topic" },
  { message: "Can Monday 10 am work for me to come in and see a lawyer? And wetin I go bring?", intent: "booking", also: ["knowledge:What to bring"] },
  { message: "Grateful, thank you", intent: "thanks" },
  { message: "ok tek care, bye", intent: "goodbye" },
  {
    message:
      "Good day, I am a mother of four. Our landlord at Kroo Bay sold the land we rent on to a company and now they're telling us to leave in a week. We have a lease. Please help.",
    intent: "area:land",
  },
  { message: "Dem tek me son from di house wit no paper, na 3 days now dem keep am for Kissy police. Dem no allow we bring food self.", intent: "urgent" },
  { message: "pls how much be di ticket to watch football for National Stadium", intent: "off-topic" },
  {
    message:
      "I am a girl who sells on the street and some boys have been following me every night and today they said they will rape me. I'm afraid to go to work.",
    intent: "safety",
  },
  { message: "If a kush dealer uses my son's phone to sell, is my son guilty too?", intent: "legal-question" },
  {
    message:
      "My son's friend told the police my son sells kush so they could release him. Now my son has been charged. Court date is next week. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "if i bring my keke where i go park am?", intent: "knowledge:Parking" },
  { message: "Una still open now? na 4:30", intent: "hours" },
  { message: "Does Mohamed Conteh still handle land cases? My uncle worked with him on a conveyance years back.", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "I'm in Atlanta. My brother died and his son, a street boy in Freetown, is the heir. The uncles took everything. I need someone to handle the probate and protect the boy's share.",
    intent: "area:family",
  },
  { message: "wetin be di best way for wash white sneakers", intent: "off-topic" },
  { message: "Please come quick, police have my 2 boys at Goderich station. They took them from the beach at midnight.", intent: "urgent" },
  { message: "I would like to set up a consultation as soon as possible regarding my son's ongoing case.", intent: "booking" },
  {
    message:
      "My cousin and I want to import phone accessories and sell at PZ. We need a company registered and advice on investment rules for my Guinean partner.",
    intent: "area:business",
  },
  { message: "Wetin una fit help me with? I get plenty problem for Freetown", intent: "services" },
  {
    message:
      "I've been a street sweeper for a private company under contract with the council. They haven't paid us in 5 months and fire anybody who complains. We need help with our employment contracts.",
    intent: "area:contract",
  },
  {
    message: "My son got into a fight and now the other boy's family and friends are searching for him to kill him. He is hiding under my bed.",
    intent: "safety",
  },
  { message: "na so so problem", intent: "unknown" },
  {
    message:
      "I work for a small shipping agency. A vessel we handle had stowaways, young boys from Kroo Bay, and now the shipowner wants to sue us. We need a lawyer.",
    intent: "area:shipping",
  },
  { message: "My son was caught in a sweep with no ID. Is it a crime to walk without ID at night in Freetown?", intent: "legal-question" },
  { message: "Abeg una phone number, I wan call una now", intent: "phone" },
  {
    message:
      "We are two trading groups who can't agree on how to share the profit from a joint shipment. We want a private arbitration hearing in Freetown. Is that something you handle?",
    intent: "area:arbitration",
  },
  { message: "Is there any music studio in Freetown for young artists? I rap about street life", intent: "off-topic" },
  { message: "Mi pikin dem tek am go CID for Kingtom since yesterday, dem say na im kill one boy for di fight but na lie. abeg una", intent: "urgent" },
  { message: "Your lawyers, are they experienced? How long have they been practising?", intent: "team" },
  { message: "The landlord wants me to sign a 5 year lease for a shop near the ataya base. I want a lawyer to check the lease first.", intent: "area:land" },
  { message: "Can the lawyer speak Fullah? My husband don't speak English or Krio.", intent: "knowledge:Languages spoken" },
  {
    message: "My son's girlfriend took our grandchild away and won't let my son see him. My son wants visitation rights. We need a lawyer.",
    intent: "area:family",
  },
  { message: "I wan mek appointment fo see lawyer fo mi son court case", intent: "booking" },
  {
    message:
      "Council officers and some thugs are chasing the traders right now at Abacha Street with sticks. They are beating us. I'm hiding behind the mosque.",
    intent: "safety",
  },
  { message: "Abeg tell me how I go reach una office from Lumley", intent: "address" },
  { message: "My son has a court case next week. If he pleads guilty, will they reduce his sentence?", intent: "legal-question" },
  {
    message: "I was accused of receiving stolen phones that some boys sold to me at my kiosk. Police told me to report on Monday. I need a lawyer before I go.",
    intent: "area:criminal",
  },
  {
    message: "The police are at my door right now with a paper saying they're arresting my son for the Kroo Bay fight. Please tell me what to do.",
    intent: "urgent",
  },
  { message: "wich pharmacy de sell cheap malaria tablets", intent: "off-topic" },
  {
    message:
      "Dear Sir, I was employed by a hotel as a cleaner. After I reported theft by my supervisor, they dismissed me. I'd like to pursue my rights under my employment contract.",
    intent: "area:contract",
  },
  { message: "What should I take with me when I come in? I'm coming about an employment matter.", intent: "knowledge:What to bring" },
  { message: "Is your office open on Independence Day?", intent: "hours" },
  {
    message: "Goods for my shop were shipped from China but the bill of lading shows a different consignee. The shipping line refuses to release. Help.",
    intent: "area:shipping",
  },
  { message: "Apart from criminal cases, what else do you do?", intent: "services" },
  { message: "how i fit reach una? call, whatsapp or come office?", intent: "contact" },
  {
    message:
      "Me and my ex-partner in a beach bar business want to settle our quarrel with a neutral person. We signed a paper saying we'll go to mediation. Can your firm help?",
    intent: "area:arbitration",
  },
  { message: "Abeg, my son call me say police de drag am for Kissy road now, dem say curfew time don pass. I de run go there", intent: "urgent" },
  {
    message: "My husband's friends, kush sellers, have threatened to burn our house tonight if I go to court. I'm hiding with the kids at my sister's.",
    intent: "safety",
  },
  { message: "Wetin be di meaning of rarray boy?", intent: "off-topic" },
  { message: "Can the court take my house if my son, who lives with me, is convicted for selling kush from it?", intent: "legal-question" },
  { message: "I need a lawyer to help us draft a shareholders agreement for our youth-owned cleaning company, we are 4 friends.", intent: "area:business" },
  { message: "Pls can I make an appointment to speak with a lawyer by phone? I'm in Kono.", intent: "booking" },
  { message: "Morning!", intent: "greeting" },
  { message: "ok tenki", intent: "thanks" },
  { message: "Goodbye, I will come tomorrow", intent: "goodbye" },
];
