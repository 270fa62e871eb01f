import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Sea travel and people on the water (ferries, water taxis to Lungi, Tagrin, Bonthe, islands); writers: Foday the Krio pampa owner at Government Wharf, Aminata the SMS-typing student commuter on the Tagrin ferry, Mr Lansana the retired civil servant writing formal letters from Bonthe, Kadiatu the fish trader from Tombo using voice typing, Ousmane the Guinean trader mixing French, Sarah the UK returnee using the Lungi water taxi, Alusine the young harbour tout with heavy typos, Idrissa the ferry mate writing plain mixed English.
export const SIXTY_SEVENTH_TEST_SET: LabelledMessage[] = [
  { message: "hello good morning from Tagrin side", intent: "greeting" },
  {
    message:
      "Abeg, me na pampa owner for Government Wharf. Dem port people don hold me boat engine since last week say me nor pay some levy, but I get receipt. Una de handle dis kind case?",
    intent: "area:shipping",
  },
  { message: "wetin time di first ferry de comot Kissy go Tagrin tomorrow morning", intent: "off-topic" },
  { message: "dem don hold me brother for Kissy police station since yesterday night, e na di captain for di boat wey capsize. abeg help", intent: "urgent" },
  {
    message: "If a passenger fall inside water because he stand up in the boat by himself, am I as the boat owner responsible for his hospital bill?",
    intent: "legal-question",
  },
  { message: "r u open on saturday? i finish wrk at the wharf by 2", intent: "hours" },
  {
    message:
      "My husband drowned when the Bonthe boat turned over in August. His family are saying the house and his two boats belong to them now and me and the children should go. I need a lawyer to help me with his estate.",
    intent: "area:family",
  },
  {
    message: "the touts at the jetty said they will beat me if I sell tickets there again, they follow me home last night. I fraid for me life",
    intent: "safety",
  },
  { message: "I would like to book a consultation with a lawyer next week concerning my water taxi business.", intent: "booking" },
  { message: "what kind of cases una de take?", intent: "services" },
  { message: "how much for the seacoach from Lungi to Aberdeen now, price don go up?", intent: "off-topic" },
  {
    message: "i wrk as deckhand for one ferry company 3 yrs, dem sack me no notice and nor pay me last 4 months salary. i need lawyer",
    intent: "area:contract",
  },
  {
    message:
      "Sir the marine police came and took my husband from our house at Goderich this morning, they said fishing net matter. We don't know where they took him",
    intent: "urgent",
  },
  { message: "wats ur fone numba pls", intent: "phone" },
  {
    message:
      "I bought a plot near the Tagrin ferry terminal from a family, now another family is saying it's their land and they have started building on it. Can you help me?",
    intent: "area:land",
  },
  { message: "how much una de charge for consultation? me na small boat man nor get plenty money", intent: "knowledge:Fees" },
  {
    message: "The ferry company lost my suitcase with all my documents inside. Are they obliged by law to pay me the full value or only a small fixed amount?",
    intent: "legal-question",
  },
  { message: "is the sea rough today? i want go Banana Island with my kids", intent: "off-topic" },
  {
    message:
      "After the accident at Plantain Island the police charged me with manslaughter and I am on bail now. The case starts at the magistrate court next month. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Please what is your email address? I want to send the documents of my boat.", intent: "email" },
  { message: "Dem carry me pikin go CID, e na ticket seller for wharf, dem say e tif money. Since morning we nor see am", intent: "urgent" },
  { message: "how many lawyers are in your chambers", intent: "team" },
  {
    message: "Me and my partner get problem over the speedboat we buy together. We nor want go court, we want somebody settle am quietly. Una de do dat?",
    intent: "area:arbitration",
  },
  {
    message: "my husband come back from sea drunk and he de beat me every night, tonight he say he go kill me. I de hide for neighbour house",
    intent: "safety",
  },
  { message: "can I come see lawyer tomorrow around 11", intent: "booking" },
  { message: "pls which boat go Bonthe on friday and wetin na di fare", intent: "off-topic" },
  { message: "Mi boss say if di boat engine spoil while I de drive am, na me go pay for am from me salary. Na so di law say?", intent: "legal-question" },
  {
    message: "I want to register a company for my water taxi service between Lungi and Aberdeen. What do I need to do? Can you handle the registration?",
    intent: "area:business",
  },
  { message: "What time does your office close on Fridays?", intent: "hours" },
  { message: "pls", intent: "unknown" },
  {
    message:
      "Good day, my cousin arrived at Lungi and was taken by immigration officers at the ferry terminal. They are holding him there since 6pm yesterday. Please advise urgently.",
    intent: "urgent",
  },
  { message: "where una office de? I de come from Kissy ferry terminal", intent: "address" },
  { message: "Est-ce que quelqu'un parle français chez vous? je suis commerçant guinéen", intent: "knowledge:Languages spoken" },
  {
    message: "Our container of outboard engines is stuck at Queen Elizabeth II Quay, customs say the documents are wrong. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Can you write me a poem about the sea at Lumley for my girlfriend", intent: "off-topic" },
  { message: "tenki ya, God bless", intent: "thanks" },
  {
    message: "Some boys at the wharf surround me say na me make their friend drown. Dem hold stick, I run enter one shop and lock the door. please",
    intent: "safety",
  },
  {
    message: "If the ferry was overloaded and my son died, can I sue the government since they own the ferry? And how much money would the court give?",
    intent: "legal-question",
  },
  { message: "police de na me door now dem say dem want take me for the boat accident matter abeg wetin a go do", intent: "urgent" },
  { message: "i wan divorce me husband, he don go Guinea with boat 2 years no send anything for di pikin dem", intent: "area:family" },
  {
    message:
      "Dear Sir/Madam, I wish to schedule an appointment with one of your lawyers regarding a claim against a shipping company. Kindly advise available dates.",
    intent: "booking",
  },
  { message: "how can I reach una? I de Bonthe, no easy for come Freetown", intent: "contact" },
  { message: "wetin na di best engine for pampa, Yamaha or Suzuki", intent: "off-topic" },
  {
    message: "I want somebody to draw up a proper agreement between me and the man who will drive my boat, how we share the money every day.",
    intent: "area:contract",
  },
  { message: "Good evening", intent: "greeting" },
  { message: "When I come for meeting wetin a for bring? I get my boat license and the receipt dem", intent: "knowledge:What to bring" },
  { message: "they say I smuggle goods by canoe from Guinea, I get court date next week. Need defence lawyer", intent: "area:criminal" },
  {
    message: "navy people hold our boat and all of we crew for Pepel since yesterday, e get 6 of us. My phone small battery remain. pls help",
    intent: "urgent",
  },
  { message: "una de open by 8 in the morning?", intent: "hours" },
  { message: "does the port authority have the right to seize my boat without a court order just because I owe harbour dues", intent: "legal-question" },
  { message: "Good afternoon. Could you tell me which areas of law your firm practises?", intent: "services" },
  { message: "I lost my phone on the Tagrin ferry, can you call my number so I can hear it ring", intent: "off-topic" },
  {
    message:
      "Ma'am my sister's boyfriend is a boat captain and he threatened her with a machete at Kissy terminal today. She is hiding in the ticket office now. What do we do",
    intent: "safety",
  },
  { message: "Is Isatu Bangura still doing shipping cases? My uncle said she handled his cargo claim", intent: "attorney:Isatu Bangura" },
  {
    message: "my grandfather land by the sea at Tombo, my uncles don sell part to a boat yard man without we consent. I want lawyer take am back",
    intent: "area:land",
  },
  { message: "Dem don lock up me papa for Bonthe police since Tuesday, dem nor charge am nor take am court. He is 67 and sick", intent: "urgent" },
  {
    message: "We have an arbitration award against a Ghanaian boat supplier who refused to deliver our ferry. How do we enforce it here in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "wetin make di sea water salt? my pikin ask me", intent: "off-topic" },
  { message: "una get woman lawyer? I prefer woman", intent: "team" },
  {
    message:
      "Our ferry company has three shareholders and one of them is taking money from the ticket sales without telling us. We need advice on the company governance.",
    intent: "area:business",
  },
  { message: "I bought a ticket, the boat didn't leave and they refused to refund. Is it legal for them to keep my money?", intent: "legal-question" },
  { message: "pls i wan see lawyer abt my boat wey dem seize, when una free", intent: "booking" },
  { message: "Can I pay in small small? like every month", intent: "knowledge:Fees" },
  { message: "ok bye", intent: "goodbye" },
  {
    message: "I sent 40 bags of rice on a cargo boat to Bonthe, 15 bags reached wet and spoiled. The boat owner refuse to pay. Can una take the case?",
    intent: "area:shipping",
  },
  {
    message: "My son is 16, they took him off the boat at Shenge and put him in the police cell saying he had no ID. He is still there. Please someone call me",
    intent: "urgent",
  },
  { message: "Please send me your WhatsApp number", intent: "phone" },
  { message: "do you know anyone selling life jackets cheap in Freetown", intent: "off-topic" },
  {
    message: "the boat owner I complained against sent men to my house, they broke my window and said next time it's me. I'm scared to sleep there",
    intent: "safety",
  },
  { message: "me na tout for wharf, I collect small money from passengers for carry their load. Police say na crime. Na true?", intent: "legal-question" },
  {
    message: "My brother was charged with theft of an outboard engine, he's out on bail but the trial is next month. Need a good defence lawyer",
    intent: "area:criminal",
  },
  { message: "Are you open on public holidays, like Independence Day?", intent: "hours" },
  {
    message: "the boat builder at Kroo Bay took my money for a new canoe, 6 months now he nor finish and nor return money. We get paper we sign. Help me",
    intent: "area:contract",
  },
  { message: "what's the cheapest way to get from Lungi airport to town at night", intent: "off-topic" },
  { message: "Is there parking at your office? I will come with my pickup", intent: "knowledge:Parking" },
  { message: "My wife left with our 2 children to Banana Island and refuses to let me see them. I want custody. Can your firm help?", intent: "area:family" },
  { message: "email address pls", intent: "email" },
  {
    message:
      "They've held the ferry captain and the mate at Tagrin police since the crash at the jetty last night. I'm the owner, please we need a lawyer there now",
    intent: "urgent",
  },
  { message: "hmm ok so", intent: "unknown" },
  {
    message: "Two boat associations for Kissy wharf de fight over who go load first. We want mediation, not court. Una de do dat kind?",
    intent: "area:arbitration",
  },
  { message: "Wey exactly una office de for Siaka Stevens Street? near wetin?", intent: "address" },
  { message: "Can my late husband's brothers take his boat and engine because we didn't do church marriage, only traditional?", intent: "legal-question" },
  { message: "I'd like to talk to a lawyer by phone this week, I'm in London. Can we set up a time?", intent: "booking" },
  { message: "help me with my homework, describe the journey of a ship from Freetown to Liverpool", intent: "off-topic" },
  {
    message:
      "I de plan open boat transport business with one Chinese investor. We need proper shareholders agreement and investment registration. Una fit help?",
    intent: "area:business",
  },
  { message: "Salamalekum", intent: "greeting" },
  {
    message: "People de throw stones for we boat because e overturn yesterday, crowd big for di wharf, dem want beat di captain. We hide for inside store",
    intent: "safety",
  },
  {
    message: "I want to lease a piece of waterfront land at Lumley to build a jetty for my water taxis. Can you prepare the lease and check the title?",
    intent: "area:land",
  },
  { message: "Thank you very much for the info, very helpful.", intent: "thanks" },
  { message: "which football team una support, East End Lions or Kallon?", intent: "off-topic" },
  { message: "dem arrest me husband na Government Wharf say e nor get licence for di boat, now e de inside cell. Abeg", intent: "urgent" },
  { message: "I want to know what your law firm does in general before I explain my matter", intent: "services" },
  {
    message:
      "The charter party for our fishing vessel says the charterer should pay monthly. He has not paid for three months and the vessel is still with him. We need a lawyer for this.",
    intent: "area:shipping",
  },
  { message: "Is it against the law for a boat to carry more passengers than the number written on it? The captain say na normal", intent: "legal-question" },
  { message: "who are the lawyers there", intent: "team" },
  { message: "how do I get a job as crew on the seacoach", intent: "off-topic" },
  { message: "Una de talk Mende? Me English nor strong", intent: "knowledge:Languages spoken" },
  {
    message: "I was accused of stealing a passenger bag on the ferry. The police let me go but said I will be charged. Can your lawyer defend me?",
    intent: "area:criminal",
  },
  { message: "What are all the ways I can contact your office? phone email whatsapp everything", intent: "contact" },
  {
    message:
      "Please help. Soldiers at the Lungi jetty have taken my driver and are holding him in a small room, saying he carried contraband. It's been 5 hours",
    intent: "urgent",
  },
  { message: "if I lend my boat to a friend and he crash it, who pays the other boat owner, me or him?", intent: "legal-question" },
  { message: "Can I book appointment with the family lawyer Monday?", intent: "booking" },
  { message: "how to swim, i fear water but i must take ferry every day", intent: "off-topic" },
  {
    message: "My husband died at sea, they never found the body. How do I handle his will and the bank? I need help with the inheritance.",
    intent: "area:family",
  },
  {
    message: "My employer, a ferry company, wants me to sign a new contract that cuts my pay by half. Can a lawyer review it before I sign?",
    intent: "area:contract",
  },
  { message: "Me ex-husband na captain for Bonthe boat, he de call me say e go drown me if I nor give am back di pikin. I fear", intent: "safety" },
  {
    message: "Dem give me fake title deed for land near Kissy ferry, I pay full money. I need lawyer do title search and recover me money",
    intent: "area:land",
  },
  { message: "wen una de open", intent: "hours" },
  { message: "Do you offer legal aid or free help? I lost everything when the boat sank.", intent: "knowledge:Fees" },
  {
    message:
      "We are an international freight company with a dispute with a local boat operator. Our contract has an arbitration clause. Could your firm represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Ok, I will call later. Goodbye", intent: "goodbye" },
  { message: "Bank refuse give me loan for new ferry, say my company papers nor correct. I want lawyer fix the company documents", intent: "area:business" },
  {
    message: "What documents should I carry to the meeting about my lost cargo? I have the bill of lading and some photos.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Dear Sir, I am a retired teacher resident in Bonthe. My late brother left a will naming me executor, but his sons have taken his cargo boat and refuse to recognise the will. I should be grateful for your assistance with the probate.",
    intent: "area:family",
  },
  { message: "abeg dem don take me boy dem go Ferry Junction police, dem say dem fight for di wharf. Dem still de dey since last night", intent: "urgent" },
  { message: "wat tym d water taxi leave lungi 4 aberdeen on sunday", intent: "off-topic" },
  { message: "Hi, is your office open tomorrow afternoon?", intent: "hours" },
  {
    message:
      "The water taxi company charged me for excess luggage and then my bag never came out at Aberdeen. Can I make them pay for everything inside, even the gold jewellery?",
    intent: "legal-question",
  },
  {
    message: "Tonight the other boat owners come to my house with cutlass say I don take their passengers. My wife and children de cry, dem still outside",
    intent: "safety",
  },
  {
    message: "me and 3 odda boat owners wan form company together, share di profit. Una fit do di registration and di shareholder paper?",
    intent: "area:business",
  },
  {
    message: "I need a lawyer because the ferry dropped my car into the water at Tagrin ramp. The company say na my fault. Want claim for di car",
    intent: "area:shipping",
  },
  { message: "Do you have a lawyer called Ibrahim Jalloh? People say he good for police matter", intent: "attorney:Ibrahim Jalloh" },
  { message: "I want to make appointment to see lawyer about my land by the jetty. Which day is free?", intent: "booking" },
  { message: "bonjour", intent: "greeting" },
  {
    message:
      "Customs officers at Queen Elizabeth Quay took my nephew into their office and they are not letting him out, they say false declaration. Since 10 this morning. please",
    intent: "urgent",
  },
  {
    message:
      "I work as ticket seller for one boat company, they don't give me any contract paper, now they say I owe them shortage money. I want a lawyer to look at the matter",
    intent: "area:contract",
  },
  { message: "what is the weather forecast for Bonthe this weekend, want to travel by boat", intent: "off-topic" },
  { message: "na wetin una de do exactly? una na lawyer for everything?", intent: "services" },
  {
    message: "the owner of the guesthouse by Bonthe wharf wants to throw us out, but we have a 5 year lease on the shop. Need land lawyer",
    intent: "area:land",
  },
  { message: "Can the police keep my boat as evidence forever? It's been 4 months and I can't work", intent: "legal-question" },
  {
    message:
      "Hello, I'm abroad in Maryland and my mother was arrested in Bonthe yesterday after an argument at the boat landing. She's still at the station. Can someone go?",
    intent: "urgent",
  },
  { message: "Na how much una de take for court case? Me brother get case for di boat accident", intent: "knowledge:Fees" },
  { message: "Kindly furnish me with your telephone number so that I may call the office.", intent: "phone" },
  {
    message:
      "We are two fishing companies who had a collision between our vessels off Sherbro. We would prefer arbitration to going to court. Do you handle that?",
    intent: "area:arbitration",
  },
  {
    message: "My girlfriend brother dem say dem go kill me because she get belleh. Dem de wait me for di jetty every evening. I nor go work 3 days now",
    intent: "safety",
  },
  { message: "Tenki for di help oo", intent: "thanks" },
  { message: "my son don get charge for fight on di ferry, e nor de cell now but court next week. I want lawyer stand for am", intent: "area:criminal" },
  { message: "how much is a ticket on the Tagrin ferry for a car", intent: "off-topic" },
  {
    message: "Please I need to see a lawyer urgently on Thursday regarding the seizure of my vessel. What time can I come?",
    intent: "booking",
    also: ["hours"],
  },
  { message: "una get lawyer dem wey sabi shipping? How many lawyer una get total", intent: "team" },
  {
    message: "The navy stopped our boat near Turtle Islands and they are still holding all the passengers on the beach since morning. My mother is among them",
    intent: "urgent",
  },
  { message: "Where is your office located please? I'm coming from Lungi by seabus", intent: "address" },
  {
    message:
      "My husband say because he pay the bride price, the children are his and if we divorce I cannot take them to my people in Bonthe. Is that what the law says?",
    intent: "legal-question",
  },
  {
    message:
      "My father had land at Tagrin near the ferry and now my half-brothers say they will share it without me because I'm a woman. I want to fight for my share.",
    intent: "area:family",
  },
  { message: "Are you open at lunchtime? I can only come 1 to 2", intent: "hours" },
  {
    message:
      "We supply fuel to the ferry company since 2022, they owe us 400 million old leones and the contract says 30 days payment. We want to enforce the contract",
    intent: "area:contract",
  },
  { message: "?", intent: "unknown" },
  { message: "I need a shipping lawyer. Our boat was damaged when the port crane dropped a container on it. Who pays?", intent: "area:shipping" },
  {
    message: "they beat my brother at the wharf and they still searching for him, he is hiding at our house now, they said they will come with more people",
    intent: "safety",
  },
  { message: "which email can I use to send my papers", intent: "email" },
  {
    message: "I want to open a small bank account for my boat company but the bank say my company not registered properly. Help me register the business",
    intent: "area:business",
  },
  { message: "recipe for fried bonga fish like they sell at the wharf pls", intent: "off-topic" },
  {
    message: "dem take my uncle from the boat at Kissy terminal put am inside police van, dem say na im get the stolen engine. Right now dem de carry am",
    intent: "urgent",
  },
  { message: "What do you do exactly as a firm? We run a ferry company and want to know if you can be our lawyers for different things", intent: "services" },
  {
    message: "A man sold me a boat with a loan still on it, now the bank wants to take the boat. Can they take it from me when I paid cash?",
    intent: "legal-question",
  },
  { message: "pls cn i bk meetn wit lawyer nxt tuesday", intent: "booking" },
  {
    message: "Me na Guinean, I buy land near Shenge for build small fish store. Now chief say e nor valid. I want lawyer check the papers. Merci",
    intent: "area:land",
  },
  { message: "do you have a parking space? I don't want to park on the street", intent: "knowledge:Parking" },
  {
    message: "they took my brother to court for smuggling diesel by boat, he is on bail. Can you defend him? the hearing is in two weeks",
    intent: "area:criminal",
  },
  {
    message:
      "Last week two ferry owners had a fight over a contract of carrying goods for a company. They agree to go before a neutral person. Can your firm arrange this mediation?",
    intent: "area:arbitration",
  },
  { message: "ok thanks bye", intent: "goodbye" },
  { message: "abeg dem don handcuff me husband for the jetty now now, na di harbour master send the police. I de watch dem", intent: "urgent" },
  { message: "how many languages does the water taxi staff speak? I'm French speaking", intent: "off-topic" },
  { message: "Please how can I contact you? Phone or WhatsApp or email, any one", intent: "contact" },
  { message: "Are there any female lawyers in your team?", intent: "team" },
  {
    message: "Is there a law about life jackets? The boat I took to Banana Island had none and my friend nearly drowned. Can the owner be punished?",
    intent: "legal-question",
  },
  {
    message: "I'm a Ghanaian investor, looking to put money into a ferry service in Sierra Leone. Need help with investment registration and company setup.",
    intent: "area:business",
  },
  {
    message:
      "Good morning madam, my cargo of cement from Conakry never arrived. The boat owner now says the boat sank but my people saw it in Tombo. I need to claim.",
    intent: "area:shipping",
  },
  { message: "ma husband sell me boat without tell me, now e don leave me for another woman. I wan divorce and get back me share", intent: "area:family" },
  { message: "i wan book meeting wit una lawyer, i go bring all di paper dem. wetin i go bring?", intent: "booking", also: ["knowledge:What to bring"] },
  { message: "Good afternoon to you all", intent: "greeting" },
  {
    message: "the people dem wey sell ticket for the jetty want beat me because I report them for overcharge. I dey hide for the toilet now. Help",
    intent: "safety",
  },
  { message: "what time do you open on monday", intent: "hours" },
  { message: "Can you help me fix my phone? water entered it on the boat", intent: "off-topic" },
  {
    message: "The ferry company says my contract as engineer ended because I took sick leave after an injury on board. I want to challenge this, please help.",
    intent: "area:contract",
  },
  {
    message: "Police took my wife from Tombo landing site, say she buy stolen fish. She get 2 month baby with her. Dem de hold am since yesterday",
    intent: "urgent",
  },
  { message: "My neighbour built his boat shed on my land by the beach at Goderich, I want a lawyer to fix the boundary", intent: "area:land" },
  { message: "una de talk Temne? my mama nor sabi English", intent: "knowledge:Languages spoken" },
  {
    message: "We agreed the dispute with the Lebanese boat supplier goes to arbitration but now he says no. Can you force him to arbitrate?",
    intent: "area:arbitration",
  },
  { message: "what number can i call for lawyer", intent: "phone" },
  {
    message:
      "Dear Sirs, I write on behalf of the Bonthe Boat Owners Association. We wish to meet with a lawyer to discuss representation in a matter with the port authority. Please advise on a suitable date.",
    intent: "booking",
  },
  { message: "i de travel Lungi with the seabus, wetin i for do if dem tif me bag? any advice on how to keep bag safe", intent: "off-topic" },
  {
    message: "My cousin was arrested when he came back from Guinea by boat yesterday, he is in a cell at Kambia police. They say illegal goods. Please help.",
    intent: "urgent",
  },
  {
    message: "Dem accuse me say na me cause di ferry fire, police don invite me for statement next week. I go need lawyer for defend me",
    intent: "area:criminal",
  },
  {
    message: "If my boat engine was stolen while the boat was at the wharf, is the wharf owner responsible because I paid him to watch it?",
    intent: "legal-question",
  },
  { message: "We had a big dispute with the boat yard over repairs and we want to settle without court, do you do mediation?", intent: "area:arbitration" },
  {
    message:
      "My uncle in London sent money for a new boat and the boat yard in Kroo Bay is saying it will take another year, and now they want more money. Can a lawyer check the contract we signed?",
    intent: "area:contract",
  },
  { message: "Please is your office near the Kissy ferry or more to town?", intent: "address" },
  { message: "My cousin work as boat captain, im wife de beat am and threaten am with knife. E fraid for go house", intent: "safety" },
  {
    message: "Can I get a lawyer to help change my company director? My old partner run away with the money from the water taxi business",
    intent: "area:business",
  },
  { message: "weh", intent: "unknown" },
  { message: "Hello. I would like to know what cases your firm handles. I have a small transport business on the water.", intent: "services" },
  { message: "what is the email for the consultation", intent: "email" },
  { message: "how many hours by boat from Freetown to Bonthe", intent: "off-topic" },
  {
    message:
      "they've arrested the boat captain for the Goderich accident but I need to know, is the owner going to be arrested too? I'm the owner and I'm scared",
    intent: "legal-question",
  },
  { message: "Thanks a lot, I'll call the office", intent: "thanks" },
  {
    message: "The police came with the port authority and took all 4 of our crew from the boat to the station, they are inside the cell now. We need bail",
    intent: "urgent",
  },
  {
    message:
      "Our boat carrying passengers to Bonthe caught fire and some people were injured. Now they want to claim against us. We need a shipping lawyer to defend the company.",
    intent: "area:shipping",
  },
  { message: "Me pikin papa nor de pay anything for di pikin since e go work for boat for Liberia. I want maintenance", intent: "area:family" },
  { message: "I need to book an appointment to discuss a cargo claim, I can only come after 4pm. Is that possible?", intent: "booking" },
  { message: "Who is the lawyer for land in your office? I dont know the name", intent: "team" },
  { message: "Can you recommend a nice hotel near the Lungi ferry terminal?", intent: "off-topic" },
  {
    message: "my uncle land at Bonthe, the government took it for new wharf project and paid nothing. I want lawyer to help get compensation",
    intent: "area:land",
  },
  { message: "Hello, how can I reach the firm from Lungi? I don't have data often, only SMS", intent: "contact" },
  { message: "dem put me brother for cell na Lungi police say e tif passenger phone, e nor do am. Since two days now", intent: "urgent" },
  { message: "Una get space for park motorbike?", intent: "knowledge:Parking" },
  { message: "Is it closed on Sunday?", intent: "hours" },
  {
    message: "Please I am being followed by a man since I got off the boat at Aberdeen, he said he will hurt me. I am inside a shop near the wharf now",
    intent: "safety",
  },
  { message: "I was charged for fighting with the tout at Kissy wharf. They released me but there is court. I need lawyer", intent: "area:criminal" },
  { message: "Can the ferry company sack me because I joined the workers union?", intent: "legal-question" },
  { message: "Hawa Turay na im de handle will and probate? Me mama want make will before e travel go Bonthe", intent: "attorney:Hawa Turay" },
  {
    message:
      "I just reached Lungi from Gatwick. Police took my husband aside at the water taxi jetty and they're saying he has to go with them to the station. They're putting him in the car now.",
    intent: "urgent",
  },
  { message: "wetin be di price of one bag of salt for Bonthe market now", intent: "off-topic" },
  {
    message:
      "My late father's 3 speedboats, my stepmother has sold one already. We the children want to stop her selling the others and share the estate properly. I need family lawyer.",
    intent: "area:family",
  },
  { message: "hw much 4 lawyer 2 look my boat papers", intent: "knowledge:Fees" },
  { message: "good morning una", intent: "greeting" },
  {
    message: "the man I owe money for boat repair say he go send boys to burn me boat and me with am tonight. I don hide for me sister place",
    intent: "safety",
  },
  {
    message:
      "If the water taxi crashes into the jetty and I get injured, does the travel insurance from the UK cover it or the company? Who do I claim against under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "pls i wan appointment with lawyer about di ferry company wey owe me, dis week if possible", intent: "booking" },
  {
    message:
      "Our shipment of fishing nets from China has been held at the port for 2 months because of a demurrage dispute with the shipping line. Can you act for us?",
    intent: "area:shipping",
  },
  {
    message:
      "The police came to Tagrin jetty and picked up my boy, he is only 14, he was helping carry loads. He is in the station now and they want money to release him",
    intent: "urgent",
  },
  { message: "What hours are you open?", intent: "hours" },
  { message: "Write me CV for job as ferry steward pls", intent: "off-topic" },
  {
    message:
      "I signed to supply 200 life jackets to a ferry company. They took delivery and now refuse to pay saying quality bad. I want lawyer to enforce the agreement",
    intent: "area:contract",
  },
  {
    message: "the chief for Plantain Island give me land to build guesthouse, now his son say na family land and I must leave. I need lawyer",
    intent: "area:land",
  },
  {
    message: "Dem hold my papa for the navy base for Murray Town since yesterday, dem say e fish for wrong place. E get sugar sickness and no medicine",
    intent: "urgent",
  },
  { message: "how do i get to your office from the Government Wharf", intent: "address" },
  {
    message:
      "We want to set up a joint venture with a Turkish company to run a new ferry between Freetown and Lungi. Can your firm draft the shareholders agreement and register the company?",
    intent: "area:business",
  },
  { message: "mi wan tok to lawyer, how I go contact una?", intent: "contact" },
  { message: "Is the boat owner allowed to keep my deposit if I cancel my charter two days before?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I was charged last month with causing death by reckless navigation following the incident at Kent. I am currently on bail and require legal representation for my trial.",
    intent: "area:criminal",
  },
  { message: "how many lawyers work there, and are they all in Freetown", intent: "team" },
  { message: "Who won the boat race at Regatta last year", intent: "off-topic" },
  {
    message: "After the Bonthe boat matter there is a mob at my house saying I am a witch that caused the boat to sink. They are banging the door.",
    intent: "safety",
  },
  {
    message:
      "We have a dispute with our partners in Guinea over fish export contract, contract say any dispute go arbitration in Freetown. Can your firm handle the arbitration?",
    intent: "area:arbitration",
  },
  { message: "please which days are you closed", intent: "hours" },
  { message: "Do you have parking for a big car? I drive a Land Cruiser", intent: "knowledge:Parking" },
  {
    message: "Good evening. My daughter was taken by the police at Kissy ferry terminal an hour ago for no reason, they won't tell us anything. She's 19.",
    intent: "urgent",
  },
  { message: "what does your chambers deal with? just the main things", intent: "services" },
  { message: "i need lawyer, dem don take me boat for debt wey I nor owe, na cargo boat for di Bonthe run", intent: "area:shipping" },
  { message: "Thank you so much, you have been very kind", intent: "thanks" },
  { message: "i go come una office wit my brother, wetin we go bring for di land case?", intent: "knowledge:What to bring" },
  { message: "My son father na fisherman for Tombo, e don marry another woman, e say e go take di pikin. I want custody", intent: "area:family" },
  { message: "Can my employer make me work on the ferry 7 days a week with no overtime? Is that legal?", intent: "legal-question" },
  {
    message:
      "Good day, I am writing from Conakry. Please can I make a video call with a lawyer about my goods that were lost on the boat to Freetown? Kindly propose a time.",
    intent: "booking",
  },
  { message: "wetin na una phone number abeg", intent: "phone" },
  { message: "dem lock me brother up for Aberdeen police since Friday, say na im tif di water taxi engine, e nor see lawyer yet", intent: "urgent" },
  { message: "Which is the best time to visit Banana Islands for snorkelling?", intent: "off-topic" },
  {
    message:
      "Our company was registered in 2019 for boat transport, but now we want to change the name and add new shareholders. How can your business lawyer help?",
    intent: "area:business",
  },
  {
    message: "My landlord at Tagrin wants to double my shop rent near the ferry terminal before the lease ends. I need a lawyer to look at my lease",
    intent: "area:land",
  },
  {
    message: "I was working as mate on a cargo boat and they didn't pay me for 5 trips. I have the work record. Can you help me recover my money?",
    intent: "area:contract",
  },
  {
    message: "Please help me, my husband is a seaman and he said if I tell anyone about the beatings he will kill me. He is coming home tonight",
    intent: "safety",
  },
  { message: "hello?", intent: "greeting" },
  { message: "The port officials want to charge my boat a special fee that no one else pays. Do they have the right to do that?", intent: "legal-question" },
  { message: "hmmm", intent: "unknown" },
  { message: "Dem don beat me son and carry am go police for di wharf, dem say na im start di fight. Now e de for cell bleeding", intent: "urgent" },
  {
    message: "I'm a fisherman, court case coming for me next month, they accuse me of using dynamite fishing. I no de cell, but I need lawyer",
    intent: "area:criminal",
  },
  { message: "una de work saturday morning?", intent: "hours" },
  { message: "any good place to eat near the Kissy ferry", intent: "off-topic" },
  {
    message: "We want our disputes with the dockworkers union settled by mediation instead of court. Do your lawyers do mediation?",
    intent: "area:arbitration",
  },
  { message: "please what is your email, i dont have credit to call", intent: "email" },
  { message: "Can I book a consultation for my father who is in Bonthe? He can't travel, maybe by phone", intent: "booking" },
  { message: "Dem say dem go kill me because I see dem when dem de offload drugs from boat na night. I nor fit go house, I de hide", intent: "safety" },
  { message: "I have lost my passport on the ferry, where do I go to get a new one", intent: "off-topic" },
  {
    message:
      "I am the operator of a fleet of water taxis and one of my clients lost a laptop bag on board. He is now demanding 10,000 dollars. Do I have to pay that?",
    intent: "legal-question",
  },
  { message: "Una lawyer dem na who and who?", intent: "team" },
  { message: "Bonsoir, mon frère est arrêté au port de Freetown depuis hier soir. Il est dans une cellule. Aidez-nous svp", intent: "urgent" },
  {
    message: "The company that ships our fish to Liberia damaged 3 tonnes because the freezer on the vessel broke. We want to claim the loss",
    intent: "area:shipping",
  },
  { message: "Can you tell me your address so I can send a letter?", intent: "address" },
  {
    message: "I want a lawyer to write a will for me, I get 2 boats and a house for Bonthe and I want make my children get everything fair",
    intent: "area:family",
  },
  { message: "Please do you speak Krio in your office or only English", intent: "knowledge:Languages spoken" },
  { message: "abeg una fit write agreement paper for me and di man wey go rent me pampa for 6 months?", intent: "area:contract" },
  {
    message:
      "The boys at the wharf say they will break my legs if I do not pay the money they claim I owe them. Two of them are standing by my gate right now with sticks.",
    intent: "safety",
  },
  { message: "How do I get my name on the land title for my dad's land at Lumley? He died last year. I need help with the papers", intent: "area:land" },
  { message: "Good day, what areas of law do you handle? I have an issue with an investor in my boat business", intent: "services" },
  {
    message: "One boy dem call Alusine, e tout for Kissy wharf, police don grab am now now and beat am inside van. Dem de carry am go station",
    intent: "urgent",
  },
  { message: "who sell generator for boat at good price", intent: "off-topic" },
  { message: "I want to meet with a criminal lawyer on Friday morning, is it possible?", intent: "booking" },
  { message: "OK tank u, bye bye", intent: "goodbye" },
  {
    message:
      "Me and my business partner own a ferry together 50/50, now he wants to sell his share to someone I don't trust. Can you advise us how to structure this in the company?",
    intent: "area:business",
  },
  { message: "Can the court order the boat owner to pay school fees for my children since my husband died working on his boat?", intent: "legal-question" },
  {
    message: "The ferry company and the fuel supplier both agreed to arbitration. We need a lawyer to represent us, our award might be big",
    intent: "area:arbitration",
  },
  { message: "If I go to the ferry terminal, are there taxis to your office", intent: "address" },
  { message: "Wetin man go bring when e come see una lawyer? ID card?", intent: "knowledge:What to bring" },
  { message: "I want to contact a lawyer but I don't know how, please tell me all the ways", intent: "contact" },
  {
    message:
      "My cousin was put in jail after an argument at the ferry and now they say court. Sorry I mean they released him on bail yesterday and he has trial. We need a criminal lawyer",
    intent: "area:criminal",
  },
  { message: "police de squeeze my brother say make e pay money or dem go lock am. dem de hold am now for the jetty checkpoint", intent: "urgent" },
  { message: "Please is it free parking", intent: "knowledge:Parking" },
  { message: "tenki una", intent: "thanks" },
  {
    message:
      "I took the water taxi to Lungi and they left my luggage behind, now the company deny everything. I want to claim my things. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "Hi, I'm trying to find out about the people who work at your firm, how many partners?", intent: "team" },
  { message: "Is it possible to come on Saturday or only weekdays?", intent: "hours" },
  { message: "What are the rules for bringing goats on the ferry to Tagrin", intent: "off-topic" },
  { message: "Me husband lef me with 4 pikin and go Lungi work for boat, e nor de send money. Una fit help me get maintenance?", intent: "area:family" },
  {
    message: "My crewman is saying I owe him compensation because he hurt his leg on my boat. Is he right? He wasn't following my instructions",
    intent: "legal-question",
  },
  {
    message: "A group of touts are threatening my sister, saying they will rape her if she doesn't leave the ticket job. She is scared to go to work",
    intent: "safety",
  },
  { message: "The man I sold my boat to paid half and disappeared. We signed a sale agreement. Can I get a lawyer to enforce it?", intent: "area:contract" },
  { message: "pls una fone", intent: "phone" },
  { message: "We want a land lawyer to do title search before we buy land for a boat yard in Bonthe", intent: "area:land" },
  { message: "Hello, are you there? my phone dey go off", intent: "greeting" },
  { message: "I need an appointment with the shipping lawyer, anytime this week", intent: "booking" },
  { message: "Dear Sir, kindly confirm the e-mail address to which I may forward my documents regarding the estate of my late husband.", intent: "email" },
  { message: "do una handle all kind of legal matters or only some?", intent: "services" },
  { message: "Na Bonthe police dem hold me pikin since Monday, dem nor let we see am. Dem say e fight for boat. Abeg help", intent: "urgent" },
  {
    message: "I heard Christiana Thomas is good with employment matters. Is she at your firm? I have a problem with the ferry company I work for.",
    intent: "attorney:Christiana Thomas",
  },
  { message: "wetin time d seabus de close for night? I wan return from Lungi late", intent: "off-topic" },
  { message: "Abeg come help, police dem don enter we yard now, dem de drag me uncle comot say e get boat wey tif. Dem nor show paper", intent: "urgent" },
  { message: "Morning. Is the office open today? Public holiday or not?", intent: "hours" },
  {
    message:
      "My wife and I are separating. We own a water taxi together and she says she gets nothing because it is in my name. Is that true under Sierra Leone law?",
    intent: "legal-question",
  },
  {
    message:
      "A fisherman from our village is threatening to kill my father over a boundary at the landing beach. He came with a cutlass this evening and said tomorrow is the day.",
    intent: "safety",
  },
  { message: "I would like an appointment with your business lawyer to discuss buying a second ferry. Next Wednesday would suit me.", intent: "booking" },
  {
    message:
      "I am a boat operator in Tombo and the company that hired my boat to carry their cargo has not paid after 3 trips. They say the cargo was damaged. I need a lawyer to claim my freight money.",
    intent: "area:shipping",
  },
  { message: "Me and di odda owner for di boat nor de agree again. We get arbitration clause for we paper. Una fit represent me?", intent: "area:arbitration" },
  { message: "pls how i go take register my pampa business as company, una de do am?", intent: "area:business" },
  { message: "Can I send you a message on WhatsApp? What is the number", intent: "phone" },
  {
    message:
      "They arrested me in July for assault at Tagrin after a fight with a passenger, I was released on bail. I have not had a lawyer and the trial begins soon. Please I need help",
    intent: "area:criminal",
  },
  { message: "wetin na di mean of port and starboard", intent: "off-topic" },
  {
    message:
      "Good morning. Please note that my brother has been held at the Maritime Wing office at Cline Town since Sunday without charge. We are requesting immediate legal assistance.",
    intent: "urgent",
  },
  {
    message:
      "I need the family lawyer. My husband died on the boat to Bonthe last year and the boat company never paid us anything. His brothers now want the little we have. I need help with his estate.",
    intent: "area:family",
  },
  { message: "How many years can the court give to a boat captain if passengers died because he overloaded?", intent: "legal-question" },
  { message: "what do you people do? una na lawyer or na ferry company?", intent: "services" },
  { message: "Bye for now, I will come Monday", intent: "goodbye" },
  {
    message: "I bought a piece of land at Bonthe near the new jetty but the seller is now selling it again to someone else. I need a land lawyer to stop him",
    intent: "area:land",
  },
  {
    message: "i wrk as cook on fishing vessel, dem nor gree sign any contract wit me and nor pay me for 2 trips. wetin i go do, i need help",
    intent: "area:contract",
  },
  { message: "Are there female and male lawyers? and which ones speak Temne", intent: "team" },
  { message: "how do I tie a good knot for fishing boat", intent: "off-topic" },
  {
    message: "Dem arrest the water taxi driver dem for Lungi after di accident. Na me own di boat. Now dem de find me too, police dey outside me house",
    intent: "urgent",
  },
  {
    message:
      "Someone keeps calling me saying they know where I live and they will kill me because I told the police about the boat that sank. I'm scared to go out.",
    intent: "safety",
  },
  {
    message: "Can you see me tomorrow? I am coming from Bonthe on the morning boat and want to talk to a lawyer about my late brother's boat.",
    intent: "booking",
  },
  { message: "What is your contact details, I need to talk to someone", intent: "contact" },
  { message: "Is it true that if you lose your ferry ticket you can't claim anything when your luggage is lost?", intent: "legal-question" },
  {
    message:
      "The shipping agent at the quay has charged us storage fees for our vessel's cargo for weeks even though the delay was their fault. We need a lawyer to fight this.",
    intent: "area:shipping",
  },
  { message: "Do you speak French? Mon anglais est pas bon", intent: "knowledge:Languages spoken" },
  {
    message:
      "We are foreign investors in a ferry project and our local partner has taken over the company bank account. We need help with our shareholder rights and governance.",
    intent: "area:business",
  },
  { message: "how many km from Freetown to Bonthe by sea", intent: "off-topic" },
  {
    message: "they took my husband from the boat at Tombo, put him in police truck. We don't know which station. He is diabetic. Please help now",
    intent: "urgent",
  },
  { message: "Yu mos tell me di time wey una de close, I de come from wharf after 4", intent: "hours" },
  {
    message:
      "The boat owners association and the touts union can't agree over loading fees at the jetty. We all agree to use a mediator. Can your firm mediate?",
    intent: "area:arbitration",
  },
  {
    message: "I'm being threatened by my husband's family because he drowned and they say I killed him with witchcraft. They said they will beat me tonight",
    intent: "safety",
  },
  { message: "Please book me a meeting with a lawyer. My name is Kadiatu, I sell fish at Tombo. Any day next week good for me", intent: "booking" },
  { message: "What should I bring to the consultation about the accident? The police report and the hospital papers?", intent: "knowledge:What to bring" },
  { message: "Can I go to prison because the ferry I manage had no fire extinguisher when it burned?", intent: "legal-question" },
  { message: "tenki for answer me so fast", intent: "thanks" },
  {
    message:
      "I was accused by my employer of stealing fuel from the boat and they reported me. Police say I will be charged, I am not arrested. I need defence lawyer",
    intent: "area:criminal",
  },
  { message: "my brodas dem don take papa land for Tagrin wey e lef for all of we. I want lawyer help we share am fair", intent: "area:land" },
  {
    message: "Me husband don leave me with di pikin dem, e don marry another woman for Bonthe. I wan make e pay for di pikin dem school",
    intent: "area:family",
  },
  { message: "abeg how much una go charge me for help get compensation for me boat?", intent: "knowledge:Fees" },
  { message: "Dem hold me and me friend dem for Lungi jetty police post, dem say we nor get ID. I de type wit dem phone. Help us", intent: "urgent" },
  { message: "which is better, ferry or water taxi to Lungi", intent: "off-topic" },
  {
    message: "We own a small boat yard and want to convert it into a company with my two sons as directors. Can your business lawyer handle that?",
    intent: "area:business",
  },
  {
    message:
      "A supplier of boat parts agreed in writing to deliver in 2 weeks, now 3 months and nothing. I want to cancel and get my money back. Need a lawyer to enforce the contract",
    intent: "area:contract",
  },
  { message: "Who are the partners at your firm?", intent: "team" },
  { message: "Is it okay for my boss at the ferry company to hold my salary because a passenger complained about me?", intent: "legal-question" },
  { message: "I'm at the wharf and one man wey I refuse give money de hold knife say e go stab me. People just de look", intent: "safety" },
  { message: "Do you handle cases for boat operators? Like seized boats, cargo claims, accidents", intent: "area:shipping" },
  { message: "Can someone come to Bonthe to see me? Or I must come to Freetown for consultation", intent: "booking" },
  { message: "How do I contact you from the UK?", intent: "contact" },
  {
    message: "Dem don put me brother for Pademba Road since last week after di ferry fight, nobody don go court for am. Na remand. Abeg help we",
    intent: "urgent",
  },
  { message: "i lost", intent: "unknown" },
  { message: "Can you tell me good songs for a boat party on Sunday", intent: "off-topic" },
  {
    message:
      "Our contract with a Nigerian shipping line has an arbitration clause in London but we want it here. Can your arbitration lawyer advise and act for us?",
    intent: "area:arbitration",
  },
  { message: "What is the working hours of the chambers?", intent: "hours" },
  { message: "My brother died in the Bonthe boat accident and left 3 children. Can I adopt them legally? Their mother is also gone.", intent: "area:family" },
  { message: "Yes thank you", intent: "thanks" },
  { message: "email pls, want send the contract for my boat hire", intent: "email" },
  {
    message: "Me pikin na ticket seller, dem accuse am say e sell fake ticket. Court don set date. E nor de inside cell but I want lawyer for am",
    intent: "area:criminal",
  },
  {
    message: "If the boat owner didn't register the boat with the maritime administration, can I still claim damages for my injury?",
    intent: "legal-question",
  },
  {
    message:
      "The marine police are holding my boat and the two boys who were in it at Kroo Bay right now. They say the boat isn't registered. The boys are crying",
    intent: "urgent",
  },
  { message: "Is there somewhere to leave the car near your building?", intent: "knowledge:Parking" },
  { message: "Good day", intent: "greeting" },
  {
    message: "My father's house at Goderich near the beach, the neighbour has moved the beacon and is claiming half. Need lawyer for boundary",
    intent: "area:land",
  },
  {
    message:
      "A passenger fell from my boat at Tagrin and died. The family came to my house this evening and they are shouting that they will burn it with us inside. The children are here",
    intent: "safety",
  },
  { message: "is the ferry running today or strike", intent: "off-topic" },
  { message: "Please I want lawyer appointment, me nor sabi read well, una fit call me?", intent: "booking" },
  {
    message:
      "I signed as captain for a private yacht owner, he terminated me after one week and refused to pay the agreed month. I want to enforce my employment contract",
    intent: "area:contract",
  },
  { message: "please what services do you offer", intent: "services" },
  { message: "Abeg I wan come see lawyer for my husband boat matter, which day una get space?", intent: "booking" },
  { message: "Una fit tell me how many lawyer de una office and which one na woman?", intent: "team" },
  { message: "I need the number to call the office", intent: "phone" },
  { message: "wetin i for bring when i come, i get plenty paper for di boat and cargo", intent: "knowledge:What to bring" },
  {
    message: "Our ferry company has a dispute with the insurer over the vessel that sank. The policy says arbitration. We want your firm to handle it for us.",
    intent: "area:arbitration",
  },
  { message: "Your guide earlier was helpful. Take care, goodbye", intent: "goodbye" },
  { message: "Me and me business partner wan separate, we get 2 water taxi. We nor want court, we want una settle am for we", intent: "area:arbitration" },
  {
    message:
      "My brother is a boat captain, the shareholders of the ferry company want to make him a director but we don't know what the papers mean. Can your business lawyer check?",
    intent: "area:business",
  },
  { message: "what's the best fish to catch near Turtle Islands", intent: "off-topic" },
  { message: "I de hide for church since yesterday because my husband say if e see me e go kill me. E na captain for di Lungi boat", intent: "safety" },
  {
    message: "Police pick up di whole crew for di Tagrin ferry after di accident, dem dey for station now. Di company nor send lawyer. Abeg una",
    intent: "urgent",
  },
  { message: "Hello. Can I meet a lawyer before I sign a charter agreement for my vessel? I'd like to book a time.", intent: "booking" },
  {
    message: "The boat was carrying my goods and the crew threw some of them overboard in the storm to save the boat. Who should pay for my lost goods?",
    intent: "legal-question",
  },
  { message: "I de for Bonthe and I wan know if una get lawyer wey go handle cargo claims and boat registration", intent: "area:shipping" },
  { message: "Una de talk Krio ya?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Hello, I am a Senior Citizen of Bonthe Island. My late wife's family are disputing her will concerning our house and her share in the boat. I require assistance.",
    intent: "area:family",
  },
  {
    message: "I want to buy shares in a water taxi company in Lungi, can your lawyer check the company and do the investment paperwork?",
    intent: "area:business",
  },
  { message: "wetin una de do for people like me wey de work for boat", intent: "services" },
  {
    message:
      "My brother was charged for selling fake ferry tickets, he got bail last week and the case is at the Magistrate Court on Monday. We need a lawyer to defend him",
    intent: "area:criminal",
  },
  { message: "Book me a ticket for the Bonthe boat please", intent: "off-topic" },
  { message: "land wey I buy near Lungi jetty, the surveyor say e de on state land. I need lawyer check title before I build", intent: "area:land" },
  {
    message:
      "Good day. Please I worked for the ferry company for 10 years and now they say I resigned but I never signed anything. I need a lawyer to help me challenge them",
    intent: "area:contract",
  },
  { message: "They charged me with assaulting a police officer at the jetty but I am out on bail, trial next month. Need lawyer", intent: "area:criminal" },
  { message: "Dem don arrest me because of di boat, I de inside cell now, dem give me phone small. Abeg send lawyer Bonthe police", intent: "urgent" },
];
