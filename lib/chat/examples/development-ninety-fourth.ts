import type { LabelledMessage } from "./labelled-message";

// NGO and aid workers and the people they serve; writers: project driver (Kenema, Krio), community mobiliser (Port Loko, SMS shorthand), food/cash beneficiary (Kroo Bay, voice-typed Krio), retired landlord renting to NGOs (formal letters), unpaid volunteer (Makeni, heavy typos), NGO finance/HR officer (Freetown, plain English), NGO supplier (Bo, English-Krio mix), Guinean logistician and diaspora relatives (French words)
export const DEVELOPMENT_NINETY_FOURTH: LabelledMessage[] = [
  { message: "Gd mrng una. How di day", intent: "greeting" },
  {
    message:
      "Abeg una help, police don hold our project driver since this morning for Bo highway. Dem say na him jam the okada man. The Land Cruiser sef de for station, di NGO people no answer phone",
    intent: "urgent",
  },
  { message: "pls hw do i apply for the field monitor job wit Plan International, wen dem close the vacancy", intent: "off-topic" },
  {
    message:
      "I was community volunteer for a nutrition project in Kambia for 14 months. They promised 300,000 Leones stipend every month but we only received three payments, and now the project has closed and the office is empty. Can we still force them to pay us or is it too late?",
    intent: "legal-question",
  },
  {
    message:
      "Our organisation wants to lease a compound in Kenema for our field office. We need a lawyer to check the lease and the landlord's title before the country director signs.",
    intent: "area:land",
  },
  { message: "una de open saturday morning?", intent: "hours" },
  {
    message:
      "My husband collect the cash transfer money wey the NGO send for my name, three times now. When I ask am he beat me bad. Last night he say if I go tell the NGO people he go kill me. I de hide for my sister house now, abeg",
    intent: "safety",
  },
  {
    message:
      "I worked as driver for an INGO for 6 years and they just gave me a letter saying my contract ends on Friday, no reason, no benefits. I need a lawyer for this.",
    intent: "area:contract",
  },
  { message: "wat is ur fone nomba pls", intent: "phone" },
  {
    message:
      "I wan register my company so I can bid for the NGO supply tenders, they ask for business registration certificate and tax clearance. Una de do that kind work?",
    intent: "area:business",
  },
  {
    message:
      "They have just taken our finance officer from the office in a police pickup. CID came with a letter about missing funds from the project. She is at CID headquarters now. Please what do we do",
    intent: "urgent",
  },
  {
    message:
      "Bonjour, we have 2 containers of medical supplies for our NGO at Queen Elizabeth II Quay since 3 weeks. Customs refuse to release, they say the duty waiver letter is not correct. Can your firm help us?",
    intent: "area:shipping",
  },
  { message: "Wetin be di price of one bag of rice for Bo market now", intent: "off-topic" },
  {
    message:
      "My late son worked with an NGO in Pujehun as water engineer. He died in accident last month and now his wife, his pikin dem and me his mother all de ask for the death benefit. I need lawyer to sort the inheritance",
    intent: "area:family",
  },
  {
    message:
      "I would like to schedule a consultation with one of your lawyers concerning arrears of rent owed by an NGO tenant. Kindly advise of an available date next week.",
    intent: "booking",
  },
  { message: "how many lawyers work in your chambers", intent: "team" },
  {
    message:
      "the police charge me for stealing bags of bulgur from the warehouse where I was storekeeper. Court is next Tuesday. I did not take anything, I need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "is it legal for the NGO to deduct the cost of the broken tyre from my salary when na the bad road cause am?", intent: "legal-question" },
  {
    message:
      "Our supply contract with an international NGO says any dispute goes to arbitration. They have refused to pay 180 million for rice delivered. We want to start the arbitration, can your firm handle it?",
    intent: "area:arbitration",
  },
  { message: "hw much una de charge for consultation, me na volunteer, no money", intent: "knowledge:Fees" },
  {
    message:
      "Dem don carry my pikin go police station for Kroo Bay since yesterday. Dem say he tief the NGO mattress for the flood people. Him na only 16 years. I no get money, how much una de take? Please help me",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "What kinds of cases does your firm handle?", intent: "services" },
  { message: "can u help me write a proposal for donor funding for our youth group", intent: "off-topic" },
  {
    message:
      "I'm a community mobiliser. Since the beneficiary list came out, some youths in the village say I put only my family on the list. They are outside my house now with sticks shouting my name. I locked the door. I am scared.",
    intent: "safety",
  },
  {
    message:
      "I want to give part of my family land to an NGO to build a health post but my uncles are not agreeing. Need lawyer to help with the papers and the family quarrel",
    intent: "area:land",
  },
  { message: "Kindly furnish me with your email address so that I may forward the tenancy documents.", intent: "email" },
  {
    message: "We are drafting the MoU and supply agreement between our local NGO and a fuel station in Bo. We'd like a lawyer to review it before signing.",
    intent: "area:contract",
  },
  {
    message:
      "Soja dem stop our vehicle for Gendema checkpoint, dem hold our driver and the logistician inside the barracks since last night. Dem no tell us wetin we do",
    intent: "urgent",
  },
  { message: "tnx so much 4 ur help", intent: "thanks" },
  {
    message:
      "Bonsoir. My wife works with an NGO in Kailahun and she took our two children with her without telling me. I am in Freetown. I want custody, I need your help.",
    intent: "area:family",
  },
  {
    message: "If an NGO stops renting my house after 1 year but the lease says 3 years, do they have to pay me the remaining 2 years?",
    intent: "legal-question",
  },
  { message: "Do any of your lawyers speak Mende? The women from our cash programme don't speak English well.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our local NGO board has split, the chairman is signing cheques alone and refusing to call a board meeting. We need a lawyer on the governance side.",
    intent: "area:business",
  },
  { message: "pls wen is di nxt WFP food distribution for Kroo Bay", intent: "off-topic" },
  { message: "abeg I wan see lawyer tomorrow about my stipend money", intent: "booking" },
  { message: "Are you open during the lunch hour? I can only come between 1 and 2 from the office.", intent: "hours" },
  {
    message:
      "We chartered a vessel to bring relief rice from Conakry to Freetown. The ship arrived late and the owners are now claiming demurrage. Do you deal with charter party disputes?",
    intent: "area:shipping",
  },
  {
    message: "Police come our house now now, dem de take my husband. He na driver for di NGO and dem say di fuel coupon dem missing. Dem de push am inside van",
    intent: "urgent",
  },
  { message: "where exactly is your office, I'm coming from Waterloo", intent: "address" },
  {
    message: "I have been summoned to court in Makeni for fraud over the cash transfer list. I was only the enumerator. I need someone to defend me.",
    intent: "area:criminal",
  },
  {
    message:
      "The project manager keeps sending me messages that if I don't sleep with him he will remove me from the volunteer list, and today he said he knows where I live and will deal with me. I'm afraid to go home.",
    intent: "safety",
  },
  {
    message:
      "Our community and the mining company foundation had a dispute over the well project. Both sides agree to mediation instead of court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "Which malaria drug is best for a child 3 years? Our NGO clinic run out", intent: "off-topic" },
  { message: "how can i reach una, all d ways pls", intent: "contact" },
  {
    message: "The NGO paid me as 'consultant' for 4 years but I worked full time like staff. Am I entitled to end of service benefit like the others?",
    intent: "legal-question",
  },
  { message: "ok bye", intent: "goodbye" },
  { message: "I get problem", intent: "unknown" },
  {
    message:
      "My brother is at Kenema central police station since Sunday. He was the mobiliser when the distribution turned into fighting. They have not charged him and they are not allowing us to see him.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sirs, I wish to conduct a title search on a plot at Hill Station which an NGO proposes to purchase from me. Please advise whether you undertake such searches. E. Cole",
    intent: "area:land",
  },
  { message: "How many of una lawyers na woman?", intent: "team" },
  { message: "the ngo hav not payd me my volnteer stpnd for 7 month i wnt lawyer to help me clam it", intent: "area:contract" },
  { message: "Can I get an appointment on Thursday at 10 with the lawyer who handles employment cases?", intent: "booking" },
  { message: "Wetin be Orange money code for send money to Guinea", intent: "off-topic" },
  {
    message: "An NGO caseworker said I should adopt my late sister's child properly so the girl can get the scholarship. Do you help with adoption?",
    intent: "area:family",
  },
  { message: "I will come with the NGO vehicle, is there space to park a big Land Cruiser near your office?", intent: "knowledge:Parking" },
  {
    message:
      "di man wey de share di rice for di NGO slap me today because I complain the bag small. Now him and him boys dem de follow me, dem say dem go beat me again tonight",
    intent: "safety",
  },
  {
    message:
      "We are a social enterprise selling solar lamps with an NGO partner. The bank has frozen our account saying documents are incomplete. Can your business lawyers help?",
    intent: "area:business",
  },
  { message: "Is Mohamed Conteh still with your chambers? He handled our NGO's lease back in 2021.", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Police came to the warehouse at 6am and took three of our volunteers and the storekeeper. They are in the cell at Lumley now. Nobody has told us why.",
    intent: "urgent",
  },
  { message: "Can the chief remove my name from the cash transfer list because I refused to give him part of the money?", intent: "legal-question" },
  {
    message: "the boxes of drugs for our clinic came damaged from the ship, water entered the container. we need lawyer for cargo claim",
    intent: "area:shipping",
  },
  { message: "wetin una de do for people", intent: "services" },
  {
    message: "I am accused of stealing the NGO generator but I have the receipt. Next week is the trial at Bo magistrate court. I need criminal lawyer",
    intent: "area:criminal",
  },
  { message: "The NGO built a basketball court in our school, who do we contact to fix the broken rim", intent: "off-topic" },
  { message: "Do you open on public holidays like Independence Day?", intent: "hours" },
  {
    message: "We got an arbitration award against the NGO for unpaid construction work but they are still not paying. We need help to enforce it.",
    intent: "area:arbitration",
  },
  { message: "Please send me your WhatsApp number, I want to send photos of the contract.", intent: "phone" },
  {
    message: "Dear Madam, Please fix a meeting for me and my two partners with a business lawyer. We supply furniture to NGOs and wish to form a company.",
    intent: "booking",
  },
  {
    message: "what papers should I carry when I come, I have my volunteer ID, the stipend sheet and some WhatsApp messages",
    intent: "knowledge:What to bring",
  },
  { message: "dem don lock my papa for cell for Makeni since yestiday, dem say na him sell di NGO seeds. abeg", intent: "urgent" },
  { message: "The NGO next to my land built their fence 3 metres inside my plot. I need a lawyer for the boundary.", intent: "area:land" },
  {
    message:
      "Our office in Kono was attacked by a crowd this afternoon because the cash payments stopped. Me and two staff are hiding in the back store and they are still outside throwing stones.",
    intent: "safety",
  },
  { message: "If I crash the NGO car while driving on official duty, do I have to pay for it myself or the organisation?", intent: "legal-question" },
  {
    message: "Could someone review my employment contract with a UN agency? There's a clause saying I cannot work for any other NGO for 2 years after leaving.",
    intent: "area:contract",
  },
  { message: "My late husband was aid worker, he left a will but his brothers want to take everything. I need help with probate", intent: "area:family" },
  { message: "who will win the Leone Stars match on Sunday", intent: "off-topic" },
  { message: "email?", intent: "email" },
  {
    message:
      "We want to set up a foreign NGO branch in Sierra Leone, registration with the ministry and all the governance documents. Do you assist international organisations?",
    intent: "area:business",
  },
  { message: "Thank you, that is very helpful. God bless.", intent: "thanks" },
  { message: "Who are the lawyers at your firm and what do they each do?", intent: "team" },
  {
    message:
      "Ma pikin na volunteer, dem arrest am this morning for di distribution site and carry am go Waterloo station. Dem de beat dem inside. Abeg una come",
    intent: "urgent",
  },
  {
    message: "Our NGO is importing a boat for river ambulance service. We need help with registration of the vessel and the port papers.",
    intent: "area:shipping",
  },
  { message: "Parlez-vous français? Je suis guinéen, my English is small", intent: "knowledge:Languages spoken" },
  {
    message:
      "My son was charged with assault after the fight at the food distribution. He is on bail now but the case continues. I want a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "pls can i bk apointmnt 4 monday, n hw much d consultation", intent: "booking", also: ["knowledge:Fees"] },
  { message: "Does an NGO have the right to hold my last salary because I didn't return the laptop that was stolen from me?", intent: "legal-question" },
  {
    message: "We have a dispute with our INGO partner on the sub-grant. We prefer to settle it out of court quietly. Does your firm do that?",
    intent: "area:arbitration",
  },
  { message: "How do I contact the firm? I'm in the UK, my mother is a beneficiary in Bo and has a problem with the programme.", intent: "contact" },
  { message: "Where can I buy a charger cable for the solar phone charging kiosk the NGO gave us", intent: "off-topic" },
  {
    message:
      "Please the aid worker who came to register us for the shelter project has been coming to my house at night, he threatens me and my daughter. Tonight he said he will come again. We are alone",
    intent: "safety",
  },
  {
    message: "Sir they are taking our driver now, police stopped us at Masiaka and they are putting him in the cell, the vehicle papers are in order",
    intent: "urgent",
  },
  { message: "Do you only handle big company cases or also ordinary people?", intent: "services" },
  { message: "Do you offer legal aid or reduced fees for NGO beneficiaries who cannot pay?", intent: "knowledge:Fees" },
  { message: "What time do you close on Friday?", intent: "hours" },
  { message: "Una office de near which junction", intent: "address" },
  {
    message: "My landlord wants to increase the rent by 50% because he says NGOs pay more. Can he do that in the middle of the lease?",
    intent: "legal-question",
  },
  { message: "how to write a good monthly report for my volunteer supervisor, any template?", intent: "off-topic" },
  { message: "I'd like to set up a phone consultation with a contract lawyer, I'm based in Makeni so I can't easily travel to Freetown.", intent: "booking" },
  { message: "Hello", intent: "greeting" },
  { message: "Good night", intent: "goodbye" },
  { message: "its about di project", intent: "unknown" },
  {
    message:
      "Good afternoon. I am a former cashier with an NGO and I have just received a court summons for embezzlement of project funds. I was not even a signatory. I need a defence lawyer before the hearing on the 14th.",
    intent: "area:criminal",
  },
  {
    message: "dem don hold me brother for Bo police since Friday, he na di NGO watchman, dem say he open di store for tif. dem no gree we see am",
    intent: "urgent",
  },
  { message: "what is the best time to plant groundnut, the NGO gave us seeds", intent: "off-topic" },
  {
    message: "I want divorce. My husband is a driver for the UN, he married another woman with the money and now he doesn't give me and the children anything.",
    intent: "area:family",
  },
  {
    message: "The NGO told all volunteers we are not staff so we cannot claim anything. We worked 8 hours every day for 2 years. Are they right?",
    intent: "legal-question",
  },
  { message: "parking de for una place? I go come with okada", intent: "knowledge:Parking" },
  {
    message:
      "The chiefdom youth leader has threatened to burn my house if I continue reporting the diversion of the food aid. He came today with his boys and said this is my last warning. I'm afraid for my children.",
    intent: "safety",
  },
  { message: "i wan register my NGO as company limited by guarantee, how una fit help", intent: "area:business" },
  {
    message:
      "Please come quickly, the police are at our NGO office right now and they are taking the country director and the accountant to the station. They have taken the computers too.",
    intent: "urgent",
  },
  { message: "r u opn 2day, wer una office de", intent: "hours", also: ["address"] },
  { message: "Our NGO wants a standard contract for our suppliers and another one for our drivers. We need a lawyer to draft both.", intent: "area:contract" },
  { message: "Can you translate this NGO report from English to French for me?", intent: "off-topic" },
  {
    message:
      "I bought land with my severance from the NGO job and now another man is showing a different conveyance for the same plot at Kossoh Town. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "I want appointment wit Mr or Mrs lawyer for my stipend case, which day free", intent: "booking" },
  {
    message:
      "Customs at the quay are holding our donated wheelchairs because they say we must pay duty, but we are a registered NGO with exemption. Can you help us get the cargo out?",
    intent: "area:shipping",
  },
  { message: "good evening to you all", intent: "greeting" },
  { message: "Can my landlord lock the NGO office because the rent is 2 months late, while the lease is still running?", intent: "legal-question" },
  {
    message:
      "The engineering firm and our NGO have an arbitration clause in the borehole contract. They want to name their own arbitrator. We need lawyers to represent us in this arbitration.",
    intent: "area:arbitration",
  },
  {
    message: "mi husband no come back since yesterday, di police say dem don put am for cell for Kissy. he na di NGO driver wey de carry di cash box",
    intent: "urgent",
  },
  { message: "Are your lawyers all Sierra Leoneans?", intent: "team" },
  { message: "I need a CV for an NGO logistics job, can you write one for me", intent: "off-topic" },
  {
    message:
      "My ex-boyfriend works with the NGO as security, he has a gun. He called me to say he is coming to finish me today because I reported him to the country office. I'm hiding at my friend's place in Lumley.",
    intent: "safety",
  },
  {
    message:
      "They accuse my mother of collecting the cash transfer twice with two names. The case is at Kenema magistrate court. She is old and cannot read. Please can you defend her?",
    intent: "area:criminal",
  },
  { message: "pls send ur email adres", intent: "email" },
  {
    message:
      "My brother who worked with MSF died and left two children with different women. The women are fighting over the children and the property. We need a family lawyer.",
    intent: "area:family",
  },
  { message: "Mi pikin, soja dem take am from school dis morning. Dem say he fight di NGO guard. Na barracks dem carry am now. Help", intent: "urgent" },
  {
    message: "The NGO paid me half the contract amount and said the other half will come 'when donor releases funds'. Can they legally make me wait forever?",
    intent: "legal-question",
  },
  {
    message: "What documents should a landlord bring for a lease review meeting? I have the conveyance and the old survey plan.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Me and two friends started a company to supply NGOs with stationery. One of them has taken the company bank book and refuses to give account. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "Is it going to rain in Kailahun this week, we want to do the distribution", intent: "off-topic" },
  {
    message: "I was dismissed by the NGO after I reported fraud by my supervisor. They said it is restructuring. I want a lawyer to challenge it.",
    intent: "area:contract",
  },
  { message: "What is the address of Kamara and Associates?", intent: "address" },
  {
    message: "Good day. Please can I come in to see a lawyer about my tenancy agreement with an INGO? I am available any afternoon next week.",
    intent: "booking",
  },
  { message: "Abeg help, dem de beat my broda for police station now now and dem lock am since 2 days, he na community mobilizer", intent: "urgent" },
  { message: "Our NGO wants to buy land in Port Loko to build a school. We need someone to do a title search and the conveyance.", intent: "area:land" },
  { message: "Hi, what services do you provide?", intent: "services" },
  {
    message: "Dem say I tif the NGO relief money, now the whole village want to deal with me. A crowd de come my house now, my wife and pikin dem de cry. Abeg",
    intent: "safety",
  },
  { message: "Am I still bound by the confidentiality clause if the NGO didn't pay me my last three months?", intent: "legal-question" },
  {
    message: "We want to charter a small vessel to carry relief to the islands in Bonthe. Can your shipping lawyer help prepare the charter party?",
    intent: "area:shipping",
  },
  { message: "Can I have your number to call, I don't have data for chatting", intent: "phone" },
  { message: "how much is fuel per litre now in Freetown", intent: "off-topic" },
  {
    message: "Our dispute with the contractor was decided in arbitration and we won. Now we need help to register the award in court.",
    intent: "area:arbitration",
  },
  { message: "Thanks a lot", intent: "thanks" },
  {
    message:
      "Police took my wife from the distribution point in Kroo Bay an hour ago, they say she was fighting with the NGO staff. She is pregnant. Where do I go?",
    intent: "urgent",
  },
  {
    message: "Di NGO man wey give me belle don go back en country. Di pikin don 2 years, him no send anything. I wan lawyer for maintenance",
    intent: "area:family",
  },
  { message: "Are you open 2moro morning early like 8?", intent: "hours" },
  { message: "Give me all your contact details please, phone, email and address.", intent: "contact" },
  {
    message:
      "I was arrested last month over the missing tarpaulins and released on bail. The police say they will charge me to court. I want a lawyer ready from now.",
    intent: "area:criminal",
  },
  { message: "what is the meaning of humanitarian for my school homework", intent: "off-topic" },
  { message: "Could I schedule a consultation for our NGO management team, 4 people, with your arbitration partner?", intent: "booking" },
  { message: "Can the NGO sue me for talking on radio about how they treated us volunteers?", intent: "legal-question" },
  { message: "Una lawyers dem de speak Temne? Me na from Kambia, my Krio no strong", intent: "knowledge:Languages spoken" },
  { message: "I want a lawyer to look at the vehicle hire agreement before I give my two pickups to the NGO", intent: "area:contract" },
  {
    message:
      "Please help. A staff of the aid agency forced himself on my 15 year old daughter and now he is threatening us that if we talk they will cut us from the food list and hurt us.",
    intent: "safety",
  },
  {
    message:
      "Notre logisticien has been detained at the Gbalamuya border police post since this morning because of the truck papers. He is still there. What to do?",
    intent: "urgent",
  },
  {
    message: "My NGO tenant has sublet half of my house to another organisation without my permission. I need legal help, I am the landlord.",
    intent: "area:land",
  },
  {
    message:
      "We are a diaspora group in the US wanting to invest in a rice mill with a local NGO. We need advice on structuring the investment and a shareholders agreement.",
    intent: "area:business",
  },
  { message: "Who is the senior partner there?", intent: "team" },
  { message: "I want to know more about Christiana Thomas, does she handle NGO employment cases?", intent: "attorney:Christiana Thomas" },
  { message: "write me a short poem for International Volunteer Day", intent: "off-topic" },
  {
    message:
      "The rice we ordered for the food programme arrived at the port short by 400 bags. The shipping line says it is not their problem. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "Which email do I use to send documents before a consultation?", intent: "email" },
  { message: "Do I pay before the first meeting or after? And can I pay in instalments because the NGO still owes me.", intent: "knowledge:Fees" },
  { message: "Is it possible to mediate between us volunteers and the NGO instead of going to court? We just want our money.", intent: "area:arbitration" },
  { message: "dem arest my sista for Makeni she na volunter 4 di cash projec dem say she chop di money she de for cell now", intent: "urgent" },
  { message: "My husband says because the cash transfer is for the household, he has the right to spend all of it. Is that true?", intent: "legal-question" },
  {
    message: "I am a widow and beneficiary of the cash programme. My late husband's family want to take my children. Can you help me keep them?",
    intent: "area:family",
  },
  { message: "Abeg I wan book time for talk to una lawyer, na about the NGO wey no pay me for the blocks I supply", intent: "booking" },
  { message: "Which days are you open?", intent: "hours" },
  { message: "The mob are beating the NGO driver outside right now because his car hit a goat. Please what do I do, they may kill him", intent: "safety" },
  { message: "How can I get Airtel data bundle cheap?", intent: "off-topic" },
  {
    message:
      "Police say they want to interview me about the stolen fuel. I have not been arrested, but I want a lawyer to come with me to the station tomorrow.",
    intent: "area:criminal",
  },
  { message: "Do you deal with matters for NGOs and their staff?", intent: "services" },
  { message: "wetin a fo bring wen a de come see di lawyer", intent: "knowledge:What to bring" },
  {
    message:
      "Our company delivered 2,000 hygiene kits but the NGO is refusing to pay, saying some items were late. The contract says nothing about late penalty. I need a lawyer to enforce it.",
    intent: "area:contract",
  },
  {
    message:
      "Police just handcuffed my son at the NGO gate, he was protesting for the unpaid stipends with the others. They are pushing them into the truck now",
    intent: "urgent",
  },
  { message: "how do I get to your office from Lumley by kekeh", intent: "address" },
  {
    message: "After my father died, my brothers leased our family land to an NGO without asking me and are collecting all the rent. I want a land lawyer.",
    intent: "area:land",
  },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "We're an international NGO and our local partner wants to convert into a social enterprise company. We need help with the company registration and the governance structure.",
    intent: "area:business",
  },
  { message: "Is the NGO allowed to keep our ID cards until we finish paying back the stipend advance?", intent: "legal-question" },
  { message: "Where can I buy a cheap secondhand motorbike in Bo?", intent: "off-topic" },
  {
    message:
      "Our NGO's container of school books is stuck at Queen Elizabeth II Quay and the shipping line is charging demurrage every day. We need help to clear it fast.",
    intent: "area:shipping",
  },
  { message: "Book me for next Wednesday pls, about my landlord issue. Mornings better.", intent: "booking" },
  { message: "Is there a parking area for clients? We will come in two vehicles.", intent: "knowledge:Parking" },
  {
    message:
      "The NGO and my construction company agreed to go to arbitration but they keep delaying to appoint the arbitrator. Can your firm take over the matter?",
    intent: "area:arbitration",
  },
  {
    message:
      "Sir I'm the mobiliser in Tonkolili. The chief sent men to my house, they say if I register the people he doesn't want, they will cut me. They are waiting by the junction now.",
    intent: "safety",
  },
  {
    message:
      "Good morning, our project driver was detained at Congo Cross police last night after an accident. He's still there and they want money to release him.",
    intent: "urgent",
  },
  { message: "what is the whatsapp", intent: "phone" },
  { message: "Tell me about your team please.", intent: "team" },
  { message: "What are your opening hours?", intent: "hours" },
  { message: "I'm in Ghana, what's the best way to get in touch with your office?", intent: "contact" },
  { message: "?", intent: "unknown" },
  { message: "Will I win if I take the NGO to court for the 9 months stipend? They say the donor ended the grant.", intent: "legal-question" },
  { message: "tenki ya", intent: "thanks" },
  { message: "Una de handle land matter, family matter or na only business?", intent: "services" },
  { message: "Alright, have a good day.", intent: "goodbye" },
  { message: "I need to talk to a lawyer about my dismissal, can I come this Friday at 2pm?", intent: "booking" },
  { message: "The NGO wants me to fill their online job form, how do I upload my certificate?", intent: "off-topic" },
  {
    message:
      "Dem don hold my papa for Blama police post since yesterday morning. Him na di village focal person for di NGO, dem say di seed rice no reach. Dem no give am food",
    intent: "urgent",
  },
  {
    message:
      "My sister married an expat aid worker under customary law. He has left Sierra Leone and she wants a divorce and maintenance for their daughter. Can your family lawyer help?",
    intent: "area:family",
  },
  { message: "recipe for cooking the yellow split peas from the food ration", intent: "off-topic" },
  { message: "U people work on sundays?", intent: "hours" },
  {
    message:
      "I'm a nurse with a small NGO clinic in Kono. A patient's relatives are blaming us for his death and they are gathering at the gate with machetes. We locked ourselves inside. Help",
    intent: "safety",
  },
  {
    message:
      "We are an NGO whose lease expires in March. The landlord has died and his children all claim to be the new landlord. We need a lawyer to sort out the lease.",
    intent: "area:land",
  },
  { message: "If the NGO supervisor slapped me at work last month, can I claim compensation from the NGO itself or only from him?", intent: "legal-question" },
  { message: "can i meet a lawyer on tuesday morning? i'm the landlord of the house the NGO is using in Bo", intent: "booking" },
  {
    message:
      "I supply cement to an NGO project. They want me to sign a contract with a penalty of 10% per day of delay. I need someone to review and negotiate it.",
    intent: "area:contract",
  },
  { message: "Salam aleikum", intent: "greeting" },
  {
    message: "Di police dem de tek all di volunteers dem wey protest for di NGO office, dem put dem for one truck go Central. Me brother inside",
    intent: "urgent",
  },
  {
    message:
      "Our seed consignment for the farmers project was shipped from Dakar but the bill of lading shows another consignee. The vessel is at the quay now. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Which is better for a field officer, Tecno or Itel phone?", intent: "off-topic" },
  {
    message:
      "Police are investigating me for forging beneficiary signatures. They have not arrested me yet but they keep calling me. I want a lawyer to defend me if they charge me.",
    intent: "area:criminal",
  },
  {
    message: "How much is the fee to review a lease agreement? Is it fixed or by the hour? And where do I park when I come?",
    intent: "knowledge:Fees",
    also: ["knowledge:Parking"],
  },
  {
    message: "Our NGO wants to open a microfinance arm as a company. Who can help with the registration and the Bank of Sierra Leone rules?",
    intent: "area:business",
  },
  { message: "My NGO tenant removed walls in the building without asking me. When they leave, can I force them to put it back?", intent: "legal-question" },
  {
    message:
      "The NGO wants us to go to mediation over the unpaid transport invoices. We have never done this. Can one of your lawyers represent us in the mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "They arrested our field coordinator at Kabala this morning, he's in the police cell now. The police say it is a complaint from the chief. He has diabetes and no medicine with him.",
    intent: "urgent",
  },
  { message: "Please list the lawyers in your firm.", intent: "team" },
  {
    message:
      "dem de threaten me on phone since morning, say if I no withdraw the complaint against di NGO coordinator dem go kill me. now one motorbike de stand near me house for long time",
    intent: "safety",
  },
  { message: "What is the exchange rate of dollar to Leone today? The NGO pays us in dollars.", intent: "off-topic" },
  {
    message: "I want to write a will. I work with an INGO and I have a house, a car and a pension. I want my children to be protected.",
    intent: "area:family",
  },
  { message: "Abeg wetin be una email, I wan send di NGO letter", intent: "email" },
  {
    message: "I am landlord and the NGO left my building owing 14 months rent and plenty damage. I want to take them to court. Do you do property cases?",
    intent: "area:land",
  },
  {
    message:
      "Police came to my house at night and took my husband and my first son. They said the NGO complained about missing roofing sheets. They are still at Tombo police station.",
    intent: "urgent",
  },
  { message: "Pls I wan fix appointment for Monday, me and the other volunteers, about 12 of us. Can the lawyer see all of us at once?", intent: "booking" },
  { message: "If I resign from the NGO, do I have to give one month notice even though they didn't pay me for 3 months?", intent: "legal-question" },
  {
    message: "My NGO contract says 'casual worker' but I have been there since 2019. I want a lawyer to help me get a proper employment contract.",
    intent: "area:contract",
  },
  { message: "For the appointment, do I need to bring the original lease or is a copy ok?", intent: "knowledge:What to bring" },
  { message: "how to make ORS at home for my child, the NGO clinic closed", intent: "off-topic" },
  {
    message:
      "A vessel carrying our humanitarian cargo was detained by the port authority for unpaid fees owed by the shipowner. Our goods are inside. Can you help us?",
    intent: "area:shipping",
  },
  { message: "Whats the practice areas of the firm?", intent: "services" },
  {
    message: "Di soja dem stop di NGO truck for Mile 91 an dem hold di driver and di loader. Dem put dem for one room since 4 o clock. Dem say no papers",
    intent: "urgent",
  },
  {
    message: "My son is accused of raping a girl at the NGO youth centre. He was granted bail but the trial starts next month. We need a good defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Please which number can I call, and what time do you close?", intent: "phone", also: ["hours"] },
  {
    message:
      "I'm a woman beneficiary. The distribution supervisor told me he will take my name off and beat me if I don't give him 100,000 from every payment. He followed me home today and stood at my door shouting.",
    intent: "safety",
  },
  {
    message:
      "I own a small transport business that rents cars to NGOs. I want to bring in my cousin from the US as a shareholder. Do you do shareholder agreements?",
    intent: "area:business",
  },
  { message: "Can my brothers stop me from renting my share of our father's house to the NGO?", intent: "legal-question" },
  { message: "Can you tell me what time the Bo to Freetown bus leaves in the morning?", intent: "off-topic" },
  {
    message: "Our arbitration with the construction NGO ended but they went to court to set aside the award. Can your arbitration lawyer handle this?",
    intent: "area:arbitration",
  },
  { message: "is your office open at 4:30pm?", intent: "hours" },
  { message: "I am in town near Cotton Tree, how far is Siaka Stevens Street from here?", intent: "address" },
  {
    message:
      "Pls our procurement officer is inside the police cell at Lungi since yesterday over the fuel contract. They say tomorrow they will transfer him. What to do?",
    intent: "urgent",
  },
  {
    message:
      "The NGO wants to pay my late husband's terminal benefits but his other wife from the village also wants it. We were both married under custom. Help us please",
    intent: "area:family",
  },
  { message: "thnks, very helpful", intent: "thanks" },
  {
    message: "I would like to arrange a meeting with a land lawyer regarding an NGO's offer to purchase my property. Please propose a date.",
    intent: "booking",
  },
  { message: "Please I want someone to do the conveyance for the land I am selling to the NGO in Waterloo, they want proper documents.", intent: "area:land" },
  { message: "Can I speak Krio when I come, my English not good?", intent: "knowledge:Languages spoken" },
  { message: "pls hw 2 get volunteer job wit Red Cross", intent: "off-topic" },
  {
    message: "The NGO we rent generators to has broken the agreement and moved the generators to another district. I need a contract lawyer.",
    intent: "area:contract",
  },
  { message: "I heard Ibrahim Jalloh defends people accused of stealing project money. Is he a partner there?", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Please help me, the aid worker I reported for abuse came to my stall today with two men and said I will not see tomorrow. I closed my stall and I'm hiding in the mosque.",
    intent: "safety",
  },
  {
    message:
      "My brother was picked up by the police at the cash distribution in Moyamba and they're keeping him at the station. He was just translating for the NGO staff.",
    intent: "urgent",
  },
  { message: "Is it allowed for the NGO to pay women less stipend than men volunteers for the same work?", intent: "legal-question" },
  {
    message: "We are an NGO importing mobile clinics by ship. We need help with customs clearance and the port formalities at Queen Elizabeth II Quay.",
    intent: "area:shipping",
  },
  { message: "Pls how we fit reach una?", intent: "contact" },
  { message: "bye for now", intent: "goodbye" },
  { message: "I want to appeal my conviction. I was jailed 6 months over NGO fuel theft and released, but I want to clear my name.", intent: "area:criminal" },
  { message: "How many partners and associates do you have?", intent: "team" },
  { message: "Can you check if my name is on the WFP cash list for this month?", intent: "off-topic" },
  {
    message: "We want to register a cooperative for the women who received the NGO business grants. Can you help with the registration?",
    intent: "area:business",
  },
  { message: "Do you charge NGOs differently from individuals? Can we get a quote for a retainer?", intent: "knowledge:Fees" },
  {
    message: "Dem don hold my wife for Kenema station, she de work for di NGO as cleaner, dem say she tek di phone. Since yesterday she no chop",
    intent: "urgent",
  },
  { message: "Is it possible to get an appointment this afternoon? It's about my unpaid stipend and I'm in Freetown today only.", intent: "booking" },
  {
    message: "We have an arbitration award from Ghana against an NGO based here. We need lawyers to get it enforced in Sierra Leone.",
    intent: "area:arbitration",
  },
  { message: "What time do you open in the morning?", intent: "hours" },
  { message: "My wife left me to marry the NGO team leader and took my son. I want the child back. Abeg help", intent: "area:family" },
  { message: "Can the NGO force me to sign a paper that I will not claim anything before they give me my last payment?", intent: "legal-question" },
  {
    message:
      "Please, the community are blaming me for the NGO leaving. My neighbours poured petrol near my door last night and said tonight they will light it.",
    intent: "safety",
  },
  { message: "Which of your emails should I write to, info or consult?", intent: "email" },
  { message: "Help me calculate how much 12 volunteers x 250,000 x 6 months is", intent: "off-topic" },
  {
    message: "The NGO wants to build a water tank on the boundary between me and my neighbour and we don't agree where the boundary is. I need a land lawyer.",
    intent: "area:land",
  },
  {
    message: "Mi fren, police just stop us at di checkpoint near Lumley, dem take di driver comot di NGO vehicle an dem de carry am go station now",
    intent: "urgent",
  },
  { message: "Do you also do criminal matters or only civil?", intent: "services" },
  {
    message: "We are a local NGO and our donor wants us to sign a grant agreement with very tough conditions. We'd like a lawyer to review it.",
    intent: "area:contract",
  },
  { message: "Is parking free near your chambers or must I pay?", intent: "knowledge:Parking" },
  {
    message: "Our NGO's generator was lost during shipment from Antwerp. The shipping company is not responding. Can you help us claim?",
    intent: "area:shipping",
  },
  { message: "pls", intent: "unknown" },
  {
    message: "The NGO reported me to the police for defamation after my Facebook post. I have a court date next month. I need criminal defence.",
    intent: "area:criminal",
  },
  { message: "I want to see Mr Sesay or any business lawyer about setting up my supply company", intent: "booking" },
  { message: "Will the court order the NGO to take me back or only to pay me off?", intent: "legal-question" },
  { message: "what documents do I need to renew my passport, I got a job with an NGO in Liberia", intent: "off-topic" },
  {
    message:
      "Our supply company has a dispute among the directors about who signs the NGO contracts. We need help with board resolutions and company governance.",
    intent: "area:business",
  },
  { message: "I lost your number, pls resend", intent: "phone" },
  {
    message:
      "They have arrested the driver and me in Kambia, we are both at the police station now, I am typing from the phone they did not take. The car carries NGO drugs.",
    intent: "urgent",
  },
  {
    message: "We are a supplier and the NGO proposed arbitration in London. We prefer here in Freetown. Can your firm advise and represent us?",
    intent: "area:arbitration",
  },
  { message: "Should I bring the volunteer agreement, my bank statements and the messages from the coordinator?", intent: "knowledge:What to bring" },
  { message: "Does the firm have lawyers for the provinces too or all in Freetown?", intent: "team" },
  { message: "Until what time can I come on weekdays?", intent: "hours" },
  { message: "send me ur location pls, I'm coming with a bike", intent: "address" },
  { message: "Okay thank you very much", intent: "thanks" },
  { message: "What are all the ways to contact you? My phone is off most of the day.", intent: "contact" },
  {
    message: "The NGO security man de wait for me outside with cutlass because I report am for selling the oil. I de inside the shop, I no fit go out",
    intent: "safety",
  },
  { message: "Apart from court cases, what other things does your firm do?", intent: "services" },
  { message: "hey", intent: "greeting" },
  { message: "Ok, goodbye.", intent: "goodbye" },
  {
    message: "Dear Sir, I should be grateful if you could arrange a consultation with your family lawyer for myself and my daughter at the end of the month.",
    intent: "booking",
  },
  { message: "Can you help my son with his maths homework, he is in JSS 3", intent: "off-topic" },
  { message: "My NGO contract says the organisation can terminate with 1 week notice. Is that even legal in Sierra Leone?", intent: "legal-question" },
  { message: "Hello una, good afternoon", intent: "greeting" },
  {
    message:
      "Abeg help, di storekeeper de beat me for di warehouse back because I see am de sell di oil. I don run inside di toilet, I lock am, he de knock di door",
    intent: "safety",
  },
  {
    message: "They took my uncle from his farm this morning, police and some NGO staff. They say he sold the seed rice. Now he is in the cell at Pujehun.",
    intent: "urgent",
  },
  { message: "Who is the country director of UNICEF Sierra Leone?", intent: "off-topic" },
  {
    message: "My employer, an INGO, wants me to sign a new contract that cuts my salary by 30% or leave. I need an employment lawyer to negotiate for me.",
    intent: "area:contract",
  },
  {
    message: "The NGO gave me a motorbike to use for the project and told us it was ours to keep. Now the project is over, can they take it back?",
    intent: "legal-question",
  },
  {
    message:
      "We want proper papers for the land where our NGO built the community centre. The chief gave it to us but there are no documents. Need a land lawyer.",
    intent: "area:land",
  },
  {
    message: "Pls my husband don de police cell for 3 days now for Kailahun, dem say na him tek di NGO motorbike. Nobody tell us wetin go happen",
    intent: "urgent",
  },
  { message: "You speak Mende? My grandma wants to explain herself.", intent: "knowledge:Languages spoken" },
  {
    message: "I want to adopt the child who was left at our NGO feeding centre, I have been caring for her for 2 years. How can you help?",
    intent: "area:family",
  },
  {
    message: "I'd like a 30 minute consultation by WhatsApp video call. I'm in Manchester, my father's land was rented to an NGO without his consent.",
    intent: "booking",
  },
  { message: "whats the cheapest way to send money from UK to Kenema", intent: "off-topic" },
  {
    message:
      "The container of hospital beds arrived at the Freetown port and the shipping agent is asking for extra charges that are not in the bill of lading. Do you handle port disputes?",
    intent: "area:shipping",
  },
  {
    message:
      "Tonight some boys came to the NGO guesthouse where I stay and said they know I am the one who reported them for stealing food. They broke the window and said they will return. I'm alone here.",
    intent: "safety",
  },
  {
    message: "Help, the police are at the distribution site now arresting the volunteers, they already took my daughter and 5 others to the van.",
    intent: "urgent",
  },
  {
    message:
      "Our international NGO wants to invest in a local agribusiness and take 40% of the shares. We need advice on the investment agreement and company registration.",
    intent: "area:business",
  },
  { message: "During Ramadan do you change your hours?", intent: "hours" },
  {
    message:
      "I'm a former NGO accountant charged with conspiracy and larceny, the case is at the High Court. My lawyer has withdrawn. I need a new defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Our NGO landlord says he will throw our things outside if we don't pay the new rent. Is he allowed to do that without a court order?",
    intent: "legal-question",
  },
  {
    message:
      "The NGO consortium and our logistics company have a contract that says disputes go to 'Sierra Leone arbitration'. We now have a dispute over fuel charges. Please can you start the process?",
    intent: "area:arbitration",
  },
  { message: "Abeg wetin be di best fertilizer for swamp rice", intent: "off-topic" },
  { message: "una lawyer dem plenty?", intent: "team" },
  {
    message:
      "Pls dem don carry my son go Kingtom police since las night. He na di NGO night watchman, dem say he open di gate for di tif dem. We no get money for bail",
    intent: "urgent",
  },
  { message: "Where do clients park? I'll be driving.", intent: "knowledge:Parking" },
  { message: "I want to sell a plot to an NGO but I lost my original title deed. I need a lawyer to help me get the papers in order.", intent: "area:land" },
  {
    message:
      "My husband found out I reported him to the NGO protection officer. He is coming home drunk now and told my neighbour he will kill me tonight. I'm with my 3 children.",
    intent: "safety",
  },
  {
    message:
      "Our NGO took my lorry on hire for 6 months and never signed the agreement they promised. Now they say they owe only 2 months. I need a lawyer to recover the money.",
    intent: "area:contract",
  },
  { message: "Abeg, make una fix me for lawyer next week, me na NGO driver, about my sack", intent: "booking" },
  { message: "Can the NGO refuse to pay my stipend because I missed 2 training sessions while I was sick?", intent: "legal-question" },
  { message: "Can you recommend a good guesthouse in Kenema for our NGO workshop?", intent: "off-topic" },
  {
    message:
      "I am a Sierra Leonean aid worker in the US. My ex-wife in Freetown won't let me see our son. I want to arrange custody and visits through the court.",
    intent: "area:family",
  },
  {
    message:
      "Soldiers have taken the NGO's community mobiliser from the village meeting in Kono about 2 hours ago. We don't know where they took him. People say to the barracks.",
    intent: "urgent",
  },
  { message: "What areas of law una cover?", intent: "services" },
  {
    message:
      "Our donated ambulance was damaged while being offloaded at the quay. The port and the shipping line blame each other. We need a lawyer to claim for the damage.",
    intent: "area:shipping",
  },
  { message: "call number?", intent: "phone" },
  {
    message:
      "My wife has a criminal case for cheating the NGO on the cash transfer, the police gave her bail. The case is in the magistrate court in Port Loko. Can your firm defend her?",
    intent: "area:criminal",
  },
  {
    message:
      "There's a fight at the food distribution right now and a group is chasing the NGO staff. I'm one of them, we've run into a house. They are outside.",
    intent: "safety",
  },
  { message: "Does Hawa Turay handle wills? My mother wants one before she travels.", intent: "attorney:Hawa Turay" },
  { message: "Which network has the best coverage in Kailahun for our field team?", intent: "off-topic" },
  {
    message: "I supply fuel to several NGOs. I want to change my business name to a registered company and add my wife as director. Can you do it?",
    intent: "area:business",
  },
  { message: "If the NGO dies, I mean closes down, who will pay the money they owe me for the desks I supplied?", intent: "legal-question" },
  {
    message:
      "Me na di NGO driver, police just stop me and dem de hold me now for Waterloo station, dem take my license. I de use my colleague phone. Abeg call somebody",
    intent: "urgent",
  },
  {
    message:
      "Our community signed an MoU with the NGO that says any disagreement should be mediated. Now they want to move the school. Can your firm mediate or represent us?",
    intent: "area:arbitration",
  },
  { message: "when una de open on Monday?", intent: "hours" },
  { message: "the issue still not solved", intent: "unknown" },
  { message: "My brother sold our family land to an NGO without the family agreeing. We want to stop the sale.", intent: "area:land" },
  { message: "Hi, I want to book a consultation with your land lawyer about my NGO tenant problem. When is he free?", intent: "booking" },
  { message: "How much does it cost to take an NGO to court for unpaid stipends? Can we pay small small?", intent: "knowledge:Fees" },
  {
    message: "We're an NGO and one of our suppliers delivered fake solar panels. The contract has a warranty clause. We need a lawyer to enforce it.",
    intent: "area:contract",
  },
  { message: "Pls send me the list of NGOs in Sierra Leone with their phone numbers, I want to apply for job", intent: "off-topic" },
  {
    message: "An expat worker from the NGO has locked me inside his compound and will not let me go out. I'm sending this from my phone quietly.",
    intent: "safety",
  },
  {
    message: "My late father worked for the NGO for 20 years and left money in the staff pension. My stepmother wants it all. I need a probate lawyer.",
    intent: "area:family",
  },
  {
    message: "The police arrested my wife at Lungi airport as she was travelling to Ghana for an NGO workshop. She is still in their office there now.",
    intent: "urgent",
  },
  { message: "Do you have an email for the firm? I prefer to write.", intent: "email" },
  { message: "Is there a lady lawyer I can talk to? I'm not comfortable discussing this with a man.", intent: "team" },
  {
    message: "Our NGO's cargo of therapeutic food is held by customs at the quay because of a wrong HS code. We need it cleared before it expires.",
    intent: "area:shipping",
  },
  { message: "Does the NGO have the right to put my photo and story on their website without my permission? I'm a beneficiary.", intent: "legal-question" },
  { message: "Mi broda don come out on bail, but dem say di trial for di NGO money go start next month. Una fit defend am?", intent: "area:criminal" },
  { message: "Bonjour", intent: "greeting" },
  { message: "How many calories in one ration of CSB for a child?", intent: "off-topic" },
  {
    message: "Please we want to register a company that will do consultancy for NGOs, me and two friends. Can you register it for us?",
    intent: "area:business",
  },
  { message: "Does anyone there speak Limba or Fula? Our beneficiaries are from Koinadugu.", intent: "knowledge:Languages spoken" },
  { message: "How can our organisation contact you? Phone and email both please.", intent: "contact" },
  {
    message:
      "My boy is at the police station in Bo since yesterday evening. The NGO accused him of stealing the laptop. They are asking us for money before they release him.",
    intent: "urgent",
  },
  {
    message: "We got an arbitration award against the INGO but they have left the country. Can you help enforce it against their assets here?",
    intent: "area:arbitration",
  },
  { message: "Can I see Mrs Kamara next week for my divorce?", intent: "booking" },
  { message: "Appreciate it, thanks", intent: "thanks" },
  {
    message: "We have been renting houses to NGOs for years, now we want a proper lease template for all our properties. Can your land lawyer help?",
    intent: "area:land",
  },
  { message: "Do you work late any day of the week? I finish at 5.", intent: "hours" },
  {
    message:
      "Please I'm a volunteer, the team leader and two drivers dragged me into the vehicle and are driving me somewhere, I don't know where. They say I talk too much.",
    intent: "safety",
  },
  { message: "The NGO paid my salary in cash without payslips. Can they deny that I worked for them?", intent: "legal-question" },
  { message: "Please I need lawyer to write contract between me and the NGO for hiring my 5 motorbikes for the health outreach.", intent: "area:contract" },
  { message: "Can you recommend a good accountant for our small NGO?", intent: "off-topic" },
  { message: "Dem don arrest di whole cash transfer committee for Kabala, dem lock dem for station. Na me papa di chairman. Abeg", intent: "urgent" },
  {
    message: "My husband died in the NGO vehicle accident. His family want to take his house and the compensation the NGO will pay. I need a family lawyer.",
    intent: "area:family",
  },
  { message: "is dere parking 4 motobike by una office", intent: "knowledge:Parking" },
  { message: "Can you help with things like NGO disputes, land, family? What all do you do?", intent: "services" },
  {
    message: "I am clearing agent for an NGO. The ship's captain refused to discharge our cargo at Freetown and carried it to Monrovia. Who can help us?",
    intent: "area:shipping",
  },
  { message: "which building na una office for Siaka Stevens Street", intent: "address" },
  {
    message: "My cousin was convicted for stealing NGO relief items and sentenced to 2 years. We believe the trial was unfair. We want to appeal.",
    intent: "area:criminal",
  },
  { message: "Please book me a slot to talk to a lawyer about the contract with the NGO, Tuesday afternoon if possible.", intent: "booking" },
  {
    message: "The bank refused to open an account for our new NGO because the constitution is not properly done. We need help with our governance documents.",
    intent: "area:business",
  },
  { message: "How do I become a UN volunteer?", intent: "off-topic" },
  { message: "Can the NGO stop me from working for another NGO in the same district after I leave?", intent: "legal-question" },
  {
    message: "Please can you arrange mediation between us landlords and the NGO? They want to reduce the rent for all the houses they use in Makeni.",
    intent: "area:arbitration",
  },
  { message: "so wetin", intent: "unknown" },
  {
    message: "They came with guns at 5am and took our security guard, said he is involved in the NGO office robbery. He is at Kenema police now, no lawyer.",
    intent: "urgent",
  },
  { message: "What's the number to ring the office?", intent: "phone" },
  { message: "Which of your lawyers is the most experienced?", intent: "team" },
  { message: "I'm bringing my tenancy agreement. Anything else I need to come with?", intent: "knowledge:What to bring" },
  { message: "Will someone be at the office at 9am sharp tomorrow?", intent: "hours" },
  { message: "Is there any other way to reach you apart from this chat?", intent: "contact" },
  { message: "Di man wey de do di registration for di NGO don threaten me with knife because I refuse am. He de outside my door now.", intent: "safety" },
  { message: "Tenki plenty, una don help me", intent: "thanks" },
  { message: "Hi, good morning", intent: "greeting" },
  { message: "I will come tomorrow. Goodbye", intent: "goodbye" },
  { message: "Do you take NGOs as clients?", intent: "services" },
  { message: "I want to meet the lawyer in person on Wednesday, what documents should I bring?", intent: "booking", also: ["knowledge:What to bring"] },
  { message: "Wetin be di meaning of M&E for NGO work?", intent: "off-topic" },
  { message: "The NGO said my contract ended automatically when the grant ended. Do they still owe me notice pay?", intent: "legal-question" },
];
