import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Pilgrims and travel agents (Hajj, Umrah, Jerusalem): retired Makeni trader, Freetown market woman (Krio), Bo church deacon (formal), student niece (SMS), London son (diaspora), elderly pilgrim (voice typing), agency owner, Kenema woman (typos, Krio/French).
export const SEVENTIETH_TEST_SET: LabelledMessage[] = [
  { message: "Salaam alaikum. Good morning to una all.", intent: "greeting" },
  {
    message:
      "I paid Al-Noor Travels 38 million leones for my mother hajj package in march, flight ticket, hotel in makkah, everything. Now they say the package cancel and they give back only 10 million. I want a lawyer to make them pay the rest.",
    intent: "area:contract",
  },
  {
    message: "abeg una help, police don hold my broda for Lungi airport since dis morning, dem say in visa fake. he no sabi nothin na di agent give am",
    intent: "urgent",
  },
  { message: "wat is the temperature in makkah in june pls", intent: "off-topic" },
  {
    message:
      "The agent has kept my passport for 4 months and refuses to return it unless I pay another 3 million. Is he allowed by law to hold my passport like that?",
    intent: "legal-question",
  },
  { message: "Una de open Saturday? I de work Monday to Friday na market", intent: "hours" },
  {
    message: "Di pipul dem wey pay me for Jerusalem trip don come my house wit stick, dem say dem go kill me if I no give di money. I dey hide inside room now",
    intent: "safety",
  },
  {
    message:
      "My father passed away in Madinah during Hajj last year and was buried there. Now my stepmother and my uncles are fighting over his shops in Makeni. We need help sharing his estate properly.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, I would like to book an appointment with one of your lawyers concerning a pilgrimage group that was defrauded. Kindly let me know the earliest date available.",
    intent: "booking",
  },
  {
    message: "i want to report dis travel agent to CID for fraud, e collect money from 23 pilgrims for kenema n vanish. can una help us bring case",
    intent: "area:criminal",
  },
  { message: "how many lawyers una get for dat office", intent: "team" },
  { message: "what should a woman pack for umrah, like how many abaya and what shoes", intent: "off-topic" },
  {
    message:
      "My mother is being held at the deportation centre in Jeddah right now, the Saudi police took her yesterday because the agent gave her a tourist visa not hajj visa. Please what can we do",
    intent: "urgent",
  },
  { message: "I want to register my own Hajj and Umrah travel agency as a limited company. What is the process with you?", intent: "area:business" },
  { message: "wetin na una phone number", intent: "phone" },
  { message: "What kind of cases does your firm handle?", intent: "services" },
  { message: "if d agent say saudi cut the quota so e no fit carry us, e still get for pay back all we money or e can keep part?", intent: "legal-question" },
  {
    message:
      "I sold my plot at Waterloo to pay for Hajj for me and my wife. The buyer paid half and now he has built on it and refuses to pay the rest. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "how much una de charge for sue travel agent? we be poor pipul we all pay our savings", intent: "knowledge:Fees" },
  {
    message:
      "Our church shipped 40 boxes of souvenirs and olive wood from Israel, now the container is stuck at Queen Elizabeth Quay and customs want big duty. We need someone to handle the clearance dispute.",
    intent: "area:shipping",
  },
  { message: "pls i get problem", intent: "unknown" },
  { message: "which airline cheaper from Freetown to Jeddah, Ethiopian or Royal Air Maroc?", intent: "off-topic" },
  {
    message:
      "Dem don carry my husband go Kissy police station yesterday night. Na him na di agent but him no tif anybody money, na di Saudi company fail. He still de inside cell",
    intent: "urgent",
  },
  {
    message:
      "We are an agency with a dispute with a hotel in Makkah over rooms they did not give our pilgrims. The contract says disputes go to arbitration. Do you handle that?",
    intent: "area:arbitration",
  },
  { message: "Pls send me ur email adress so I can send the receipts", intent: "email" },
  {
    message: "my husband beat me last night because I give my Hajj savings to my mother. He say he go kill me if I no bring am back. I fraid to go home",
    intent: "safety",
  },
  { message: "What time does your office close on Friday? I want come after jumat prayer", intent: "hours" },
  {
    message:
      "Mr lawyer, I work for a travel agency for 3 years selling umrah packages, they sack me without paying my last 5 months salary and commission. I need help.",
    intent: "area:contract",
  },
  {
    message:
      "My brother died during the Jerusalem trip. The travel company had insurance in the package. Does his wife have the right to the insurance money or we the family?",
    intent: "legal-question",
  },
  { message: "gud evnin", intent: "greeting" },
  { message: "can u help me write a poem for my grandma who just came back from hajj", intent: "off-topic" },
  {
    message: "they are taking our agent away now, the police came to the office with 3 pilgrims, they are putting him in the pickup. what do we do",
    intent: "urgent",
  },
  {
    message: "When I come for meeting, what papers should I bring? I have the receipt from the agent and copy of my passport only",
    intent: "knowledge:What to bring",
  },
  {
    message: "A man at Lumley forged Israeli visas for our group and we were turned back at Addis. We want to take criminal action against him.",
    intent: "area:criminal",
  },
  { message: "Abeg I wan see lawyer tomorrow for dis hajj money case, una get space?", intent: "booking" },
  { message: "How can I reach una? I dey for Kono, I no fit come Freetown easily", intent: "contact" },
  { message: "Before I go Hajj this year I want to write my will so my children no go fight if anything happen. Una de do dat?", intent: "area:family" },
  { message: "Wetin na price for zamzam water for Freetown now?", intent: "off-topic" },
  {
    message: "Can the agency keep my deposit if I cancel because my visa was refused by the Saudi embassy? The receipt says non refundable.",
    intent: "legal-question",
  },
  { message: "di agent in boys de follow me since I report am to radio. yesterday dem say dem go burn my shop. I no sleep for house", intent: "safety" },
  { message: "my son in police custody in conakry since sunday, dem say e carry pilgrims wit fake document. abeg", intent: "urgent" },
  { message: "Is Mr Ibrahim Jalloh still practising with you? What kind of cases does he take?", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Me and 2 partners open travel agency in 2021, now one partner take all the company money from bank account and open his own agency. We are shareholders. Wetin we fit do?",
    intent: "area:business",
  },
  { message: "Tenki ya, God bless una", intent: "thanks" },
  { message: "How do I do tawaf properly? First time going", intent: "off-topic" },
  { message: "r u open 2day", intent: "hours" },
  {
    message:
      "I sent a barrel of goods from Jeddah after Hajj by ship, it arrive Freetown broken and half the things missing. The shipping company refuse to pay. Una de handle cargo claim?",
    intent: "area:shipping",
  },
  { message: "Do you people only do court cases or also give advice to companies?", intent: "services" },
  {
    message: "Immigration at Lungi don hold my mama and 6 other old women since 4 o clock, dem say di passport dem get problem. Dem no allow dem go",
    intent: "urgent",
  },
  { message: "Will the court order the agent to pay back our money with interest or only the amount we paid?", intent: "legal-question" },
  { message: "Wey una office de? Na Siaka Stevens Street near which place?", intent: "address" },
  {
    message:
      "While I was in Jerusalem for pilgrimage my uncle sold part of our family land in Bo. I came back and there are people building. I want help to stop them.",
    intent: "area:land",
  },
  {
    message: "Please, pilgrims who did not travel are gathering outside our agency with machetes shouting. Me and my staff locked inside. We are afraid",
    intent: "safety",
  },
  { message: "my phone no de charge since I come back from Saudi, wetin fit do am", intent: "off-topic" },
  {
    message:
      "I'd like to schedule a consultation for my parents, who paid for Hajj through an agent in Lunsar and never travelled. I'm in London, can we do it by video call next week?",
    intent: "booking",
  },
  { message: "Una lawyer dem de speak Temne? My papa no sabi English well", intent: "knowledge:Languages spoken" },
  {
    message: "The pilgrims and our agency agree to settle without court. We want mediation to share the loss. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "Evening o, how una de?", intent: "greeting" },
  {
    message: "Before we pay the agency for our church group to Israel, we want a lawyer to review the agreement they gave us. It is 12 pages.",
    intent: "area:contract",
  },
  {
    message: "Police don lock up my wife for Bo since yesterday because she collect money for di church Jerusalem trip and di trip fail. She no tif am",
    intent: "urgent",
  },
  { message: "the agent is my cousin, if i take him to court will he go to prison or just pay back", intent: "legal-question" },
  { message: "pls how to apply for saudi visa online, wat website", intent: "off-topic" },
  { message: "Una get any woman lawyer for dat firm?", intent: "team" },
  { message: "Whatsapp number pls", intent: "phone" },
  {
    message:
      "My friend is accused by the pilgrims of taking their money. Police invited him to come and give statement on Monday. He needs a lawyer to go with him",
    intent: "area:criminal",
  },
  { message: "ok bye", intent: "goodbye" },
  {
    message: "since my sister complain about the agent, her husband say she shame him and he de beat her every night. She de hide by me now",
    intent: "safety",
  },
  {
    message: "My wife went to Saudi for Hajj 2 years ago and never came back, she is now working there. I want to divorce. How do I start?",
    intent: "area:family",
  },
  { message: "Are you open during Eid al Adha week?", intent: "hours" },
  { message: "Is there direct flight to Tel Aviv from Accra?", intent: "off-topic" },
  { message: "Soldiers don carry my uncle go barracks since yesterday, dem say e de sell fake hajj visa. Nobody see am since", intent: "urgent" },
  { message: "Dear Sir, kindly provide your email so that I may forward the documents regarding the Al Barakah Tours matter.", intent: "email" },
  { message: "Is there parking at your office? I'll come with the church bus and 10 members", intent: "knowledge:Parking" },
  { message: "Di Saudi embassy refuse my visa and di agent say na my fault so e no go pay back. E get right for do dat?", intent: "legal-question" },
  {
    message: "Our agency's bank account at Rokel Bank was frozen after pilgrims complained. We need a business lawyer to deal with the bank.",
    intent: "area:business",
  },
  { message: "Can I book an appointment with the lawyer who handles fraud cases for Thursday?", intent: "booking" },
  {
    message:
      "We chartered a vessel to bring back pilgrims luggage from Dakar and the owner now says we owe demurrage. We need a shipping lawyer to look at the charter party.",
    intent: "area:shipping",
  },
  { message: "Wetin be di meaning of labbaik allahumma labbaik", intent: "off-topic" },
  {
    message: "We got an arbitration award against a Ghana tour operator who took our pilgrims' money. How do we enforce it here in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "what are all the ways I can contact your firm from the UK?", intent: "contact" },
  {
    message:
      "I am in Cairo hotel, the agent's man took our passports and now he is threatening us, saying if we tell anybody he will hurt us. I am scared to go out",
    intent: "safety",
  },
  { message: "Brother just call me, CID don hold am at headquarters sinc yesterday, na pilgrimage money palava. abeg send lawyer", intent: "urgent" },
  { message: "wetin una de do for pipul", intent: "services" },
  { message: "Thank you very much for the information, it has been helpful.", intent: "thanks" },
  {
    message: "If my late mother paid for Hajj and died before traveling, can her children claim the money from the agency or does it belong to the agency now?",
    intent: "legal-question",
  },
  { message: "I want to lease a shop space at Wallace Johnson Street for my travel agency. Need lawyer to check the lease and title.", intent: "area:land" },
  { message: "how much is 1 saudi riyal in leones today", intent: "off-topic" },
  {
    message: "Agent promised 5 star hotel near haram in writing, we got a bad hotel 8 km away. We want to enforce the agreement and get compensation.",
    intent: "area:contract",
  },
  { message: "Do una do legal aid? We be pilgrims wey lose everything.", intent: "knowledge:Fees" },
  { message: "police dey for we door now, dem wan carry my papa, dem say na e organise di hajj group. abeg help quick", intent: "urgent" },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "The agent used my name and ID to collect money from people and now they want to charge ME with fraud. I have not been arrested yet but I received a summons.",
    intent: "area:criminal",
  },
  { message: "can u make me a CV to work with travel agency as booking officer", intent: "off-topic" },
  {
    message: "A mob is going to the agent's house right now in Magburaka, they say they will beat him. His wife and children are inside, please",
    intent: "safety",
  },
  { message: "I heard about Hawa Turay from my neighbour. Does she do wills? Is she still there?", intent: "attorney:Hawa Turay" },
  { message: "I want to meet with a lawyer about my hajj refund. When can I come?", intent: "booking" },
  { message: "How do I get to your office from Lumley by poda poda?", intent: "address" },
  { message: "?", intent: "unknown" },
  { message: "wat time una de open morning", intent: "hours" },
  { message: "Alright, I'll call tomorrow. Goodbye.", intent: "goodbye" },
  {
    message: "Dem hold my granny for Jeddah airport since 2 days, dem no let am enter, dem no let am come back. She 71 years. Dem keep am inside one room",
    intent: "urgent",
  },
  {
    message:
      "My husband went for Jerusalem pilgrimage and married another woman in Ghana on the way back. He no send money for the children again. I want maintenance for my 3 pikin.",
    intent: "area:family",
  },
  { message: "best dates to buy in madinah for gift?", intent: "off-topic" },
  { message: "Is it a crime for the agent to keep our passports after the trip was cancelled?", intent: "legal-question" },
  { message: "pls wat document i go carry wen i de cum for d appointment", intent: "knowledge:What to bring" },
  {
    message: "Two agencies shared a charter flight with us for Hajj, now they refuse to pay their part. We prefer arbitration, not court. Can you help?",
    intent: "area:arbitration",
  },
  { message: "Abeg book me for Monday morning, na about di Jerusalem trip money", intent: "booking" },
  {
    message:
      "Dem de threaten my mama for Kailahun, di pipul wey she collect money from for the Umrah, dem say dem go kill am if the money no come this week. She de fear",
    intent: "safety",
  },
  { message: "Is the office open at lunch time? I can only come 1pm", intent: "hours" },
  {
    message: "I am in the US and want to invest in a travel agency in Freetown with a friend. I need advice on shares and a shareholders agreement.",
    intent: "area:business",
  },
  { message: "Wetin dem de call the white cloth for hajj again? I forget", intent: "off-topic" },
  {
    message:
      "They arrested my dad at the airport this morning, he was with 40 pilgrims. He is still in the police post at Lungi. He is the group leader not the agent",
    intent: "urgent",
  },
  { message: "Who are the lawyers in your firm?", intent: "team" },
  {
    message:
      "The agency owner stole our money and ran to Guinea. We already reported at Tower Hill police but nothing happen. We need a lawyer to push the case",
    intent: "area:criminal",
  },
  { message: "my mother died for Mecca, her second husband say all her money for the bank na him own. Is dat true by law?", intent: "legal-question" },
  { message: "Please what's your phone number, I want to call", intent: "phone" },
  {
    message: "we signed contract with agency for 15 pilgrims, they only took 9, 6 left behind. we need help to get the money for the 6",
    intent: "area:contract",
  },
  { message: "abeg show me how to book hotel for jerusalem near old city", intent: "off-topic" },
  {
    message:
      "My husband was picked up by men in uniform this morning from our house in Wellington, they said CID. He is the travel agent. We don't know where they took him",
    intent: "urgent",
  },
  { message: "Parlez-vous français? Je suis en Guinée et mon père ne parle pas anglais", intent: "knowledge:Languages spoken" },
  {
    message:
      "We are a freight forwarder. A ship carrying 300 cartons of Hajj goods for our client arrived at QEII Quay with water damage and the carrier denies liability. We need a shipping lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "The travel agent gave us his land document as security for our money. Now he disappear. We want a lawyer to do a title search and see if the land is really his.",
    intent: "area:land",
  },
  { message: "What areas of law does your firm practise?", intent: "services" },
  { message: "Salam. Good afternoon", intent: "greeting" },
  { message: "I am hiding in a mosque in Medina because the man who bring us here want take my daughter, he say we owe am. Please we fraid", intent: "safety" },
  {
    message:
      "Customs at the Quay holding our consignment of prayer mats and Qurans from Saudi. They say we declared wrong. We need help with the port and customs.",
    intent: "area:shipping",
  },
  { message: "If we sue the agency in Freetown but the owner is in Guinea now, can the court still make him pay?", intent: "legal-question" },
  { message: "what injections do i need before going hajj, meningitis?", intent: "off-topic" },
  { message: "email address?", intent: "email" },
  {
    message: "Good day. My grandfather wants to talk to a lawyer about the Hajj agent who kept his passport. Can we fix an appointment on Wednesday afternoon?",
    intent: "booking",
  },
  {
    message: "My mother wants to adopt the daughter of a pilgrim who died in Mecca, the child has nobody. How does adoption work with una?",
    intent: "area:family",
  },
  { message: "abeg dem don lock my brother for Congo Cross police since yesterday afternoon, di pilgrims dem report am. e no get lawyer", intent: "urgent" },
  { message: "I need to ask something", intent: "unknown" },
  { message: "Do you have WhatsApp or email or something? I need to reach you", intent: "contact" },
  {
    message:
      "Dear Sir, our parish paid Holy Land Tours Ltd for 30 pilgrims under a signed agreement. They delivered only half the services. We seek to enforce the contract.",
    intent: "area:contract",
  },
  { message: "how many kilos luggage ethiopian airlines allow for hajj flight", intent: "off-topic" },
  { message: "una de open Sunday?", intent: "hours" },
  {
    message: "My brother-in-law is at my door with boys, he says I sold my late husband's land to go hajj and he will beat me. I locked the door. Help",
    intent: "safety",
  },
  { message: "Can I be jailed for collecting money for my church pilgrimage if the agent I paid ran away?", intent: "legal-question" },
  { message: "How can I get my company registered in SL? I want to run hajj packages legally as a company with directors.", intent: "area:business" },
  { message: "Can I pay the lawyer fee small small? The agent took all I had.", intent: "knowledge:Fees" },
  { message: "Who is Christiana Thomas? Is she a partner?", intent: "attorney:Christiana Thomas" },
  {
    message: "My son is in a cell in Accra since Friday, they say he carried people with fake pilgrimage visas. Please do you help with this?",
    intent: "urgent",
  },
  { message: "wat time is maghrib in makkah", intent: "off-topic" },
  { message: "I was granted bail in the hajj fraud case, my trial starts next month. I need a new defence lawyer", intent: "area:criminal" },
  { message: "thank u so much", intent: "thanks" },
  {
    message: "Our company and a Saudi mutawwif company have a disagreement on payment. They suggest arbitration in Jeddah. Can you represent us?",
    intent: "area:arbitration",
  },
  { message: "Where exactly is your office located?", intent: "address" },
  { message: "Di pilgrims dem don catch di agent and police carry am go station now now. Na my husband. Abeg", intent: "urgent" },
  { message: "Does the agent have the right to give my passport to another agent without asking me?", intent: "legal-question" },
  {
    message: "I used my land at Lungi as collateral to borrow money for my parents hajj. I paid back but the lender refuse to return the title deed.",
    intent: "area:land",
  },
  { message: "Abeg help me for my homework, write essay on the history of hajj", intent: "off-topic" },
  { message: "I would like to make an appointment to see a lawyer on Friday morning please.", intent: "booking" },
  {
    message: "im being threatened by phone, a man say if i no drop the case against the agent e go send pipul to kill me. i de fraid to go out",
    intent: "safety",
  },
  {
    message: "My father came back from Jerusalem and died one week later. He left no will. My brothers and I want to get letters of administration.",
    intent: "area:family",
  },
  { message: "how many of una lawyers are women", intent: "team" },
  { message: "Wey I go park my car if I come?", intent: "knowledge:Parking" },
  { message: "which phone sim work for saudi, orange roaming?", intent: "off-topic" },
  { message: "How much will the court give us if we win against the agent? We pay 25 million each", intent: "legal-question" },
  { message: "Police just come to the agency and arrest all of us workers, I in the van now, dem de carry us go. Please", intent: "urgent" },
  { message: "The agency refuse refund after they cancel our trip. We have signed receipts. We want lawyer to write demand letter.", intent: "area:contract" },
  { message: "what are your office hours", intent: "hours" },
  {
    message: "A ship carrying our relief goods for pilgrims stuck in Guinea was delayed and some goods spoiled. We want to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Bye, I go come back later", intent: "goodbye" },
  { message: "u get whatsapp", intent: "phone" },
  { message: "hello", intent: "greeting" },
  { message: "Our travel agency want to open branch in Guinea. Need help with company structure and bank.", intent: "area:business" },
  { message: "pls is it true say women under 45 need mahram for hajj?", intent: "off-topic" },
  { message: "what services do you offer", intent: "services" },
  {
    message: "the agent's wife call me, she say her husband de beat am because the pilgrims de call. He lock am for room. she ask me to find help",
    intent: "safety",
  },
  { message: "I am writing for my father, he is detained at Bo police station since last night over the pilgrims money. He is diabetic", intent: "urgent" },
  { message: "We want to bring a private prosecution against the agent who sold fake hajj visas.", intent: "area:criminal" },
  { message: "if the agent pays back half now and signs to pay the rest, can I still take him to court later?", intent: "legal-question" },
  { message: "Should I bring the agent's receipts and the WhatsApp messages printed?", intent: "knowledge:What to bring" },
  { message: "recipe for the saudi kabsa rice my mama learn for mecca", intent: "off-topic" },
  { message: "I need the email for consultations", intent: "email" },
  { message: "they came for my uncle at the mosque after jumma, police put him in van, he organise hajj for 15 years never problem", intent: "urgent" },
  {
    message:
      "Before my father go Hajj e give me power of attorney for sell e lan. Now my sisters say I no get right. I need lawyer to do di conveyancing properly.",
    intent: "area:land",
  },
  { message: "Can I talk to a lawyer tomorrow about my passport held by an agent?", intent: "booking" },
  { message: "pls", intent: "unknown" },
  { message: "Pilgrims from our mosque and the agent agreed to go to mediation. We need a neutral mediator. Una de do am?", intent: "area:arbitration" },
  { message: "how do I get in touch with you", intent: "contact" },
  { message: "what is the best time of year to visit Jerusalem, weather wise", intent: "off-topic" },
  { message: "The agent say we sign paper that says no refund if visa refused. Is that paper legal?", intent: "legal-question" },
  {
    message: "My wife is stranded in Cairo, she left my 2 kids with her sister who now refuse to give them back to me. I want custody.",
    intent: "area:family",
  },
  { message: "Pilgrims group don take over di agent office for Kenema, dem de beat di staff. Police never come", intent: "safety" },
  { message: "my broda dey inside cell for Makeni police since Tuesday, no food, no lawyer, na hajj money matter", intent: "urgent" },
  { message: "I was told Adama Koroma does arbitration, is that correct?", intent: "attorney:Adama Koroma" },
  {
    message: "I want a lawyer to draft an agreement between my agency and the pilgrims, so everything clear about refund and visa refusal.",
    intent: "area:contract",
  },
  { message: "How do I send money to my mother in Mecca, which money transfer work there?", intent: "off-topic" },
  { message: "Una de open 8 o'clock morning?", intent: "hours" },
  { message: "Tank u fo di help", intent: "thanks" },
  { message: "My brother was convicted for hajj fraud at magistrate court last week. We believe he innocent and want to appeal.", intent: "area:criminal" },
  { message: "If the Saudi side cancelled, is the agent or the Saudi company liable to refund us?", intent: "legal-question" },
  { message: "Do you speak Mende?", intent: "knowledge:Languages spoken" },
  { message: "Can you tell me the price of Hajj package 2025 for Sierra Leone", intent: "off-topic" },
  { message: "i wan appointment for me n ma sista, na about we papa hajj money. how much una go charge?", intent: "booking", also: ["knowledge:Fees"] },
  {
    message: "The shipping line lost the container with our agency's hajj kits (ihram, bags) between Jeddah and Freetown. We want to claim.",
    intent: "area:shipping",
  },
  { message: "Police de knock my door now, dem say dem wan take my husband for the pilgrimage case", intent: "urgent" },
  { message: "Can you tell me about the lawyers in your firm and their experience?", intent: "team" },
  { message: "Good morning sir", intent: "greeting" },
  {
    message: "Alhaji my husband die for Arafat, e get 3 wife. Now di wife dem de fight for di house. I na di first wife. Abeg help us share am right",
    intent: "area:family",
  },
  { message: "wat is d best time to buy ticket to jeddah", intent: "off-topic" },
  {
    message: "Pls my mother and 5 others are locked in a room at a police post in Kambia since last night, they were going to Conakry to catch hajj flight",
    intent: "urgent",
  },
  { message: "Can the family of a pilgrim who died abroad sue the travel agency for negligence?", intent: "legal-question" },
  { message: "I de hide for my friend os because my husband say if I no give am di money I save for Umrah e go chop me wit cutlass", intent: "safety" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  {
    message:
      "Our company sells umrah packages. A bank in Freetown refused to open us a foreign currency account. We need a lawyer for business and banking issues.",
    intent: "area:business",
  },
  {
    message:
      "Dear Madam/Sir, I wish to request a consultation at your chambers regarding the failure of our Holy Land pilgrimage. Please advise on available dates.",
    intent: "booking",
  },
  { message: "Abeg send me una number, I go call", intent: "phone" },
  { message: "the agent forged my signature on document to get money from bank for hajj. I want to press charges", intent: "area:criminal" },
  { message: "Help me translate this Arabic on my visa page pls", intent: "off-topic" },
  {
    message: "We have a clause for arbitration in our contract with the Israeli tour operator. They owe us 20,000 dollars. Can you start arbitration?",
    intent: "area:arbitration",
  },
  { message: "Wetin una de charge for first consultation?", intent: "knowledge:Fees" },
  { message: "dem don arrest my aunty for Ghana immigration, she de inside since yesterday, she bin de go Jerusalem thru Accra", intent: "urgent" },
  {
    message: "Our church signed with a travel agent who now wants to increase the price by 40% after we paid. The contract fixed the price. Help us.",
    intent: "area:contract",
  },
  { message: "Can you tell me what types of legal matters you handle?", intent: "services" },
  {
    message: "The agency owner sold me a plot to settle my refund but now another person is claiming the same plot. Need a title search.",
    intent: "area:land",
  },
  { message: "wetin", intent: "unknown" },
  { message: "Am I responsible if the pilgrims I recruited for the agent lose their money? I got commission from him.", intent: "legal-question" },
  { message: "Dem don beat my papa for road yesterday because e na di hajj agent, and dem say dem go come back today finish am. We de fear", intent: "safety" },
  { message: "What football team is the best in Saudi league", intent: "off-topic" },
  { message: "Need help, our vessel carrying goods from Jeddah detained at Quay for port charges dispute", intent: "area:shipping" },
  { message: "Can I have your email to send a formal complaint letter?", intent: "email" },
  { message: "Can Mr Jalloh see me next week? Hajj fraud case", intent: "booking" },
  { message: "My husband left for Umrah 3 years ago, never came back, no contact. I want to remarry. Can una help with divorce?", intent: "area:family" },
  {
    message: "Police take my son from the Saudi embassy in Freetown this morning when he go complain about visa. E still dey Central police.",
    intent: "urgent",
  },
  { message: "ok I go now, bye", intent: "goodbye" },
  { message: "Thanks, that's helpful", intent: "thanks" },
  { message: "how much does it cost to fly to Israel from Freetown", intent: "off-topic" },
  {
    message: "Police are looking for me because the pilgrims said I am the agent. I am not. I want to go to the station with a lawyer before they come.",
    intent: "area:criminal",
  },
  {
    message: "my papa bin buy lan for Hastings before e go Umrah, now e don die an di seller de sell di same lan to anoda man. we need lawyer for di lan case",
    intent: "area:land",
  },
  { message: "The agent said if we sue him he will counter sue us for defamation because we posted on Facebook. Can he win?", intent: "legal-question" },
  { message: "Hw late una de stay open?", intent: "hours" },
  { message: "How big is your team?", intent: "team" },
  { message: "Send me ur location pls", intent: "address" },
  { message: "For the meeting do I need to bring my original passport or a copy?", intent: "knowledge:What to bring" },
  { message: "I drive bus for a pilgrim agency, they owe me 8 months pay, no contract paper. Can you help me get my money?", intent: "area:contract" },
  { message: "URGENT my father arrested now in Port Loko by police, hajj money case. they taking him to Freetown", intent: "urgent" },
  {
    message:
      "The pilgrims we took to Jerusalem came back and are now threatening my family every day at our shop, yesterday they broke the window and said next time it will be us",
    intent: "safety",
  },
  { message: "Wetin I go cook for welcome party for my papa when e come back from hajj", intent: "off-topic" },
  { message: "We want to merge our two small travel agencies into one company. Who can advise on shares and governance?", intent: "area:business" },
  { message: "My visa refused because the agent put wrong info. Can I sue him for the money and the damage?", intent: "legal-question" },
  { message: "Hi good evening una", intent: "greeting" },
  { message: "I'm in Ghana, what's the best way to contact your firm: phone, email, WhatsApp?", intent: "contact" },
  {
    message: "Group of 50 pilgrims vs agency, we want to settle out of court to avoid long case. Can una arrange arbitration or mediation?",
    intent: "area:arbitration",
  },
  { message: "Our late father pledge our family land for hajj loan, now the lender want to take the whole land. Need land lawyer quick", intent: "area:land" },
  { message: "can i get appointment this week with family lawyer, my mama die for hajj", intent: "booking" },
  { message: "Is Jerusalem safe to visit this year?", intent: "off-topic" },
  {
    message:
      "They have held my wife at the Israeli airport since yesterday, they say her visa paper is not correct and they will deport her. She is in a detention room",
    intent: "urgent",
  },
  { message: "I want help with inheritance. My grandmother died in Mecca during hajj, she had houses in Freetown and Bo.", intent: "area:family" },
  { message: "what do you people do exactly", intent: "services" },
  { message: "parking dey?", intent: "knowledge:Parking" },
  { message: "Is it legal for the travel agency to charge us a cancellation fee when they are the ones who cancelled?", intent: "legal-question" },
  {
    message:
      "I am the travel agent, some pilgrims say they will report me to police for fraud. I have not been arrested. I want a criminal lawyer to advise me.",
    intent: "area:criminal",
  },
  { message: "They say they will kill me. The agent gave me their number to collect money, now they think I am with him. I'm hiding in Bo", intent: "safety" },
  { message: "make me a poster for my umrah travel business", intent: "off-topic" },
  { message: "I need the phone number of your office pls", intent: "phone" },
  { message: "di police don hold my pikin since yesterday for Waterloo, dem say e help di agent collect money", intent: "urgent" },
  {
    message: "We imported 2 containers of umrah souvenirs for sale, customs at QEII Quay holding them over valuation. We need help with the port.",
    intent: "area:shipping",
  },
  {
    message: "Do pilgrims who were stranded in Egypt have a right to compensation from the agency for hotel and food they paid themselves?",
    intent: "legal-question",
  },
  { message: "are una open on Good Friday?", intent: "hours" },
  {
    message: "Employer (a tour company) wants me to sign new contract that says I pay back any pilgrim refund from my salary. I need someone to review.",
    intent: "area:contract",
  },
  { message: "How to perform the Stations of the Cross in Jerusalem", intent: "off-topic" },
  {
    message: "Maintenance for my kids: my ex husband spent all his money on his second wife's hajj and now he refuses to pay school fees.",
    intent: "area:family",
  },
  { message: "Una lawyers speak Krio? I no sabi write English good", intent: "knowledge:Languages spoken" },
  { message: "Are your lawyers experienced? How many partners do you have?", intent: "team" },
  { message: "ok so what now", intent: "unknown" },
  { message: "I want speak to lawyer on phone today, na about my passport wey di agent hold.", intent: "booking" },
  { message: "Help!! My brother is in custody at the Guinean border post since this morning, they say his travel papers for pilgrims fake", intent: "urgent" },
  { message: "do una get email", intent: "email" },
  { message: "Wetin be di difference between hajj and umrah?", intent: "off-topic" },
  { message: "We won arbitration against an agency in Guinea, the award is in French. We need to enforce it in Sierra Leone.", intent: "area:arbitration" },
  { message: "I want register my travel agency business name and get the company papers done proper", intent: "area:business" },
  { message: "My aunty was attacked in her house last night by pilgrims who lost money, they say they come back tonight", intent: "safety" },
  { message: "My father's second wife says his Hajj refund belongs only to her since she was his wife at death. Is she right?", intent: "legal-question" },
  {
    message:
      "The police want to charge my mother for conspiracy in the hajj fraud. She reports to the station every week on bail. We need a lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "Many thanks for your help", intent: "thanks" },
  { message: "Pls write a short prayer I can put in my mom's hajj farewell card", intent: "off-topic" },
  { message: "Good day", intent: "greeting" },
  {
    message: "My husband is at the police station now, they say they will keep him until he pays the pilgrims. He went there this morning to explain.",
    intent: "urgent",
  },
  { message: "We are buying a building for our hajj agency office at Kissy Road, need help with conveyancing.", intent: "area:land" },
  { message: "What days una de open?", intent: "hours" },
  { message: "Abeg fix meeting wit lawyer for Friday 10 am, na me na di Bo deacon wey write before", intent: "booking" },
  { message: "What is the exchange rate shekel to leones", intent: "off-topic" },
  {
    message: "A supplier promised to supply ihram and bags to our agency, we paid in advance, he never deliver. I want to enforce the supply contract.",
    intent: "area:contract",
  },
  { message: "How much do you charge per hour?", intent: "knowledge:Fees" },
  { message: "the agent offer to give us his car instead of money. if we accept can we still sue for the rest?", intent: "legal-question" },
  { message: "Ok see you later", intent: "goodbye" },
  { message: "Are you near the Cotton Tree?", intent: "address" },
  { message: "My son who went for umrah with agent is being beaten by the agent's man in the apartment in Riyadh, he called crying", intent: "safety" },
  { message: "cheap hotel in Medina please", intent: "off-topic" },
  { message: "I shipped my car from Saudi after working there, the ship company damaged it. I want to make a claim.", intent: "area:shipping" },
  { message: "Mi brodar don enter cell for Lumley police since 2 days. na di pilgrimage money. Dem say dem no go release am", intent: "urgent" },
  {
    message: "My late husband's family took the Hajj refund money and the house. I'm the widow with 4 children. I need help with the estate.",
    intent: "area:family",
  },
  { message: "How can I contact you?", intent: "contact" },
  { message: "Can you give me a list of your practice areas?", intent: "services" },
  { message: "will i win if i take the agent to court with only whatsapp messages, no receipt?", intent: "legal-question" },
  { message: "My brother and I are shareholders in a travel business, he wants to remove me as director. Need business lawyer.", intent: "area:business" },
  { message: "wetin d name for di big black cube for mecca", intent: "off-topic" },
  { message: "please police officers are inside our house now taking my daughter, she worked at the travel agency as cashier", intent: "urgent" },
  { message: "What should my father bring to the consultation? He has the agent's receipt, the contract, and photos.", intent: "knowledge:What to bring" },
  { message: "Hello, I'm in Birmingham. I'd like a video consultation with a lawyer about my mum's Hajj money. Can I book for Saturday?", intent: "booking" },
  { message: "My cousin was granted bail but police still keep his passport. He has trial for hajj visa fraud. Need defence lawyer.", intent: "area:criminal" },
  {
    message:
      "Our pilgrims' luggage was sent separately by sea freight from Jeddah and never arrived. The forwarder says it's not their fault. We want to claim.",
    intent: "area:shipping",
  },
  {
    message:
      "My mother and the rest of the hajj group are held in a police post at the airport since yesterday after they fought with the agent. They are not allowed to leave",
    intent: "urgent",
  },
  { message: "Can I report the agent to the police AND sue him for the money at the same time?", intent: "legal-question" },
  { message: "Abeg, di agent in people dem hold gun for my face yesterday, dem say if I talk radio again dem go shoot me", intent: "safety" },
  { message: "My sister died on the way to Jerusalem, her husband wants to take her children to Guinea. We want custody.", intent: "area:family" },
  { message: "Are you closed on weekends?", intent: "hours" },
  { message: "Who works at Kamara & Associates?", intent: "team" },
  {
    message: "My brothers want to sell our family land to pay for their hajj, but our mother still lives there. I want to stop the sale.",
    intent: "area:land",
  },
  { message: "We want an arbitrator for the dispute between our mosque committee and the hajj agency over 200 million leones.", intent: "area:arbitration" },
  { message: "Pls I want to know how to register a foreign company. A Saudi hajj company want open office in Freetown with us.", intent: "area:business" },
  { message: "whats ur whatsapp pls, I in london, can't call", intent: "phone" },
  { message: "help my husband detained at airport in Addis by security since yesterday on way to Jeddah, they say agent visa fake", intent: "urgent" },
  { message: "The travel company wants me to sign a contract to be their agent in Bo. I want a lawyer to review it before I sign.", intent: "area:contract" },
  { message: "does una firm handle all kind case?", intent: "services" },
  { message: "I want to see Mrs Kamara about my mother's estate, can I get appointment?", intent: "booking" },
  { message: "The port authority at QEII Quay detained our cargo of zamzam water cartons for wrong labelling. Need help.", intent: "area:shipping" },
  { message: "I'm coming with my elderly father, is there parking near the building?", intent: "knowledge:Parking" },
  { message: "Do you do arbitration? We have a business dispute with a travel company over unpaid tickets.", intent: "area:arbitration" },
  { message: "I rented my house to a travel agency, they left without paying 2 years rent and damaged it. Need lawyer for the lease.", intent: "area:land" },
  {
    message: "My wife is being threatened by her brothers because she refused to give them her hajj money. They beat her last night and are outside",
    intent: "safety",
  },
  { message: "OMG my brother just texted me hes been arrested at Tower Hill, they took his phone now. Hajj agency staff. Help", intent: "urgent" },
  { message: "Our company is a travel agency, we need advice on governance, we have 5 directors who never agree.", intent: "area:business" },
  { message: "Una email address abeg, I wan send di agent contract", intent: "email" },
  { message: "If I sign the agreement to receive refund in 6 months, do I lose my right to go to court?", intent: "legal-question" },
  { message: "what is the weather in Jerusalem in December", intent: "off-topic" },
  { message: "Could I come in on Tuesday to meet a lawyer? I was stranded in Egypt by my agent and need advice.", intent: "booking" },
  {
    message:
      "Dear Sir, I am a retired trader. I bought a used generator in Jeddah after Hajj and shipped it home, but the bill of lading carries the agent's name and the shipping line refuses to release it to me. Kindly assist.",
    intent: "area:shipping",
  },
  { message: "Your lawyers, are any of them partners or just juniors?", intent: "team" },
  {
    message:
      "Hajj agency owner here. A Jeddah hotel group wants to take us to arbitration in Riyadh over unpaid room blocks from last season. We need a lawyer who knows arbitration to defend us.",
    intent: "area:arbitration",
  },
  { message: "Divorce: my husband sold my gold to pay for his second wife's Umrah. I want to leave the marriage.", intent: "area:family" },
  { message: "Na now now police carry my Alhaji from di house, dem no tell we wetin e do. E na di organiser of di hajj group for Makeni", intent: "urgent" },
  {
    message: "Me and my partner in the umrah business don get palava over money. We no want go court, we want somebody settle am between us. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "I want to transfer the title of my house to my son before I go to Jerusalem. Can you do the conveyance?", intent: "area:land" },
  { message: "Do any of your lawyers speak French? My brother in Conakry will call", intent: "knowledge:Languages spoken" },
  { message: "what are your contact details", intent: "contact" },
  { message: "Help I am in a hotel in Jerusalem, the group leader locked me in and says I must pay him or he will hurt me", intent: "safety" },
  { message: "Need lawyer for investment: I want to buy 30% of an established travel agency in Freetown.", intent: "area:business" },
  {
    message: "The agent signed a contract to get us umrah visas in 30 days. It's 90 days now, no visa. Can you enforce the contract for us?",
    intent: "area:contract",
  },
  { message: "Pls can I see a lawyer tomorrow morning?", intent: "booking" },
  { message: "Which street is your office on, and are you open Saturday?", intent: "address", also: ["hours"] },
  { message: "An agent sold my grandma a fake Hajj ticket. We know where he stays. How do we start a criminal case?", intent: "area:criminal" },
  { message: "Abeg pipul, dem don take my sista to police for Kenema, she bin de collect money for agent. Since morning e no come out", intent: "urgent" },
  {
    message: "My husband paid for my hajj from our joint account without telling his other wife. Can she take the money back in court?",
    intent: "legal-question",
  },
  {
    message: "wi ship 3 drum of tings from Dakar aftr d pilgrimage, d ship company sey dem lost 1 drum, pls una de handle dis kain case?",
    intent: "area:shipping",
  },
  { message: "tenki tenki", intent: "thanks" },
  {
    message:
      "Dear Sir, the Bo diocese and the tour operator have agreed to mediation regarding the failed Holy Land pilgrimage. We wish to know whether your chambers can conduct it.",
    intent: "area:arbitration",
  },
  {
    message: "wen I bin stranded for Egypt 6 months, somebody put fence round my lan for Goderich an now e say na e own. abeg I need help",
    intent: "area:land",
  },
  { message: "Una de open before 9?", intent: "hours" },
  { message: "Are you a full service law firm?", intent: "services" },
  { message: "I'd like to arrange a meeting with your contract lawyer about my agency agreement.", intent: "booking" },
  {
    message: "The bank gave our agency a loan for hajj season, now they want to take the whole account because of late payments. Need banking lawyer.",
    intent: "area:business",
  },
  { message: "Pls my neighbour say she go pour acid for my face because I bring di agent to her house. I de fear for my life", intent: "safety" },
  { message: "My wife is in the police van right now, they stopped her at the checkpoint with the group's passports in her bag. Please", intent: "urgent" },
  { message: "how many lawyer una get, I want know if una big firm", intent: "team" },
  { message: "can i park d keke near una office", intent: "knowledge:Parking" },
  { message: "The pilgrim agency owes my late father's estate money for a refund. I am the executor. Need help with probate.", intent: "area:family" },
  { message: "Can the bank refuse to refund the transfer I made to the hajj agent's account if the agent is a fraud?", intent: "legal-question" },
  {
    message:
      "The vessel that was supposed to carry our church's donated goods to Israel left without them though we paid freight. Shipping company refusing refund. Need help.",
    intent: "area:shipping",
  },
  { message: "Ah wan mek appointment fo tok to una lawyer, abeg wish day free", intent: "booking" },
  {
    message:
      "Our airline partner in Morocco had a contract with our agency with an arbitration clause, they now refuse to pay refunds for cancelled hajj seats. Need arbitration lawyer.",
    intent: "area:arbitration",
  },
  { message: "My uncle is held at Pademba Road since Friday over the hajj case, he was remanded, nobody represent am", intent: "urgent" },
  { message: "Do I need to bring witnesses or just documents?", intent: "knowledge:What to bring" },
  {
    message: "I want to buy land in Kerry Town with money I saved working in Saudi. Please help with title search and the conveyance before I pay.",
    intent: "area:land",
  },
  { message: "Am coming from Makeni by bus, how do I find your office from the lorry park?", intent: "address" },
  {
    message: "My son was accused of human trafficking because he helped people get pilgrimage visas and they stayed in Saudi. He is on bail. Need lawyer.",
    intent: "area:criminal",
  },
  { message: "Give me the number to call the office", intent: "phone" },
  {
    message: "the man who took our money is in the same hotel with us in Amman and says he'll harm anyone who complains, we are 12 old people and we're scared",
    intent: "safety",
  },
  {
    message: "Our agency's annual returns were never filed by the old secretary, now the registrar says the company might be struck off. Help.",
    intent: "area:business",
  },
  { message: "If the agent dies, can we claim our money from his family?", intent: "legal-question" },
  { message: "Dear Sir, on behalf of 14 families of stranded pilgrims, I request a meeting with a lawyer at your earliest convenience.", intent: "booking" },
  { message: "dem don hold my uncle for Jeddah police since Monday, e overstay after hajj because agent no book return ticket", intent: "urgent" },
  {
    message: "We are a small agency. The airline broke our block seat agreement for Hajj and cancelled 20 seats. We want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Do you have senior lawyers or only young ones? My papa old, he want somebody with experience", intent: "team" },
  {
    message:
      "Customs at Queen Elizabeth II Quay say my returning pilgrim personal effects must pay duty like commercial goods. Need someone to talk to them for me.",
    intent: "area:shipping",
  },
  { message: "Is there any free legal help for families of stranded pilgrims?", intent: "knowledge:Fees" },
  { message: "wi get award from arbitration since last year, di agency no pay yet. how una fit help us collect", intent: "area:arbitration" },
  { message: "Pls wat kind of work una law firm de do", intent: "services" },
  { message: "How can I get a job as a hajj guide in Saudi?", intent: "off-topic" },
  {
    message:
      "The agency rented our family house as their office, now my uncle is collecting the rent alone and says the land is his. We need help with the family land.",
    intent: "area:land",
  },
  { message: "They are following me now on okada, the agent's people, I'm running to the market", intent: "safety" },
  { message: "can i reserve a time wit d lawyer for next week wenesday, i come from kenema", intent: "booking" },
  { message: "pls my husband detained at the border Gbalamuya since last night with 8 pilgrims, dem say dem papers no correct", intent: "urgent" },
  {
    message: "Mi an mi kompin wan start umrah bizness, we wan make di shares clear from beginning. Una fit draft shareholders agreement?",
    intent: "area:business",
  },
  { message: "We paid the agent in dollars. If the court orders refund, will it be in dollars or leones?", intent: "legal-question" },
  { message: "Somebody dey wey sabi Fula or Arabic? My grandma no sabi English or Krio", intent: "knowledge:Languages spoken" },
  { message: "I want custody of my grandchildren. Their mother went for Umrah 2 years ago and stayed in Saudi. The father is dead.", intent: "area:family" },
  { message: "wetin tym una close today", intent: "hours" },
  { message: "A fake agent used my late brother's name to sell Hajj seats. We want police to investigate and charge him.", intent: "area:criminal" },
  { message: "I want all your contact info, phone email and whatsapp", intent: "contact" },
  { message: "Is there a safe place to leave a car during the meeting?", intent: "knowledge:Parking" },
  { message: "Who is the head of the firm?", intent: "team" },
  { message: "Please set me up a consultation with the land lawyer, Mr Conteh, any day after 2pm.", intent: "booking" },
  {
    message: "The tour company agreed in writing to pay my wages in dollars but pays in leones at a bad rate. I want to take action.",
    intent: "area:contract",
  },
  { message: "Before I explain my story, tell me which kinds of matters your chambers take on", intent: "services" },
  { message: "Thank you, you have been very kind to an old man.", intent: "thanks" },
  { message: "Alright bye, I go message back tomorrow", intent: "goodbye" },
];
