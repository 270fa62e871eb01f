import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Fortieth test set: hotels, guesthouses, restaurants, beach bars and tourism, with their owners, workers, suppliers and guests (unpaid wages, beach land leases, unpaid bills and robbed guests, staff held by police, licences, travel and food questions). Writers: Mariatu, 34, runs a guesthouse in Lakka and types Krio-English on WhatsApp, worried; Hans, 58, German owner of a beach bar at River No. 2, writes careful formal English with small slips; Alusine, 22, waiter at an Aberdeen hotel, SMS shorthand and heavy typos on a cracked phone; Mrs Cecilia Williams, 61, retired teacher with a restaurant on Wilkinson Road, writes like formal letters; Ibrahim, 40, fish and vegetable supplier to hotels at Lumley, deep Krio; Aminata, 29, British-Sierra Leonean tourist and diaspora daughter in London and Manchester, plain UK English; Foday, 45, hotel manager in Bo and Kenema, practical and brisk; Kadiatu, 19, housekeeper at a Bureh Beach resort, short, scared, Krio.

export const FORTIETH_TEST_SET: LabelledMessage[] = [
  { message: "wetin Lawyer Jalloh de do?", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "my late wife left the restaurant to me in her will but her brothers say the will is not valid because it was not stamped. are they correct?",
    intent: "legal-question",
  },
  { message: "Is Isatu Bangura the one who does shipping? Is she good?", intent: "attorney:Isatu Bangura" },
  { message: "mob de beat one of we waiter dem na road, dem say e tif. police nor dey. abeg wetin we go do now now", intent: "safety" },
  { message: "ow a go contact una", intent: "contact" },
  { message: "Title search needed for a beachfront plot at Sussex, the seller claims freehold", intent: "area:land" },
  {
    message: "abeg dem don hold my broda na Lumley police station since yestade nite, e na waiter na di beach bar. dem nor tell am wetin e do",
    intent: "urgent",
  },
  { message: "Is the office open today? It's Independence Day", intent: "hours" },
  { message: "Our beach bar is registered as a sole proprietorship but we want to convert it into a company. Can you do that?", intent: "area:business" },
  { message: "probate for my late uncle's hotel in Kenema, we are the family and dont know where to start", intent: "area:family" },
  {
    message: "my ex husband came to my restaurant with a machete and broke everything. he says he will come back for me. i am alone with my baby",
    intent: "safety",
  },
  { message: "where do i send email", intent: "email" },
  { message: "what's the weather like in Freetown in August, is it too rainy for a holiday?", intent: "off-topic" },
  {
    message: "Our container of kitchen equipment for the new hotel has been stuck at Queen Elizabeth II Quay for 3 weeks, customs won't release it",
    intent: "area:shipping",
  },
  { message: "my ex took our son to work with him at a hotel in Bo and refuses to bring him back. i want custody", intent: "area:family" },
  { message: "book me with the criminal lawyer pls, my cook's case is in court next month", intent: "booking", also: ["area:criminal"] },
  { message: "mi dorta de na police cell, she de wok na guesthouse fo reception, dem say she gi room to criminal dem. abeg", intent: "urgent" },
  { message: "una de open na Sunday?", intent: "hours" },
  {
    message:
      "I'm in London. My father owned a beach bar in Sierra Leone and died without a will. My siblings and I need letters of administration, can you help",
    intent: "area:family",
  },
  { message: "...", intent: "unknown" },
  { message: "Hello, what matters does your firm deal with? I have several problems with my hotel and I don't know where to start", intent: "services" },
  { message: "I am in Germany, can I write to the firm by e-mail? Which address?", intent: "email" },
  { message: "Our hotel manager was granted bail but the prosecution wants it revoked. We need a criminal lawyer", intent: "area:criminal" },
  {
    message: "Madam, I am a cook in a hotel. My husband left me with 4 children and he earns well at the port. I want maintenance from him.",
    intent: "area:family",
  },
  {
    message: "Our contract with the resort management company has an arbitration clause. We want to start arbitration because they aren't paying our share",
    intent: "area:arbitration",
  },
  { message: "last month police kept my cook 5 days and never took him to court, then released him. was that legal?", intent: "legal-question" },
  {
    message: "I am coming to Freetown from Kenema on the 14th and I want to see a lawyer that day about my hotel. Please reserve me a time",
    intent: "booking",
  },
  { message: "pls sum1 call me. police hold my dad n d barman at river no 2, dey dey insd d cell. we nid lawyer 2day", intent: "urgent" },
  { message: "Is the Banana Islands trip worth it and how do you get there?", intent: "off-topic" },
  {
    message:
      "A Swedish couple who stay at our lodge every year want to adopt a child from the village and asked me to find them a lawyer. Do you handle adoptions?",
    intent: "area:family",
  },
  { message: "wat time una de open?", intent: "hours" },
  { message: "God bless una fo di ep", intent: "thanks" },
  { message: "dispute wit mi supplier ova moni. we nor wan go court. una de do arbitration?", intent: "area:arbitration" },
  {
    message: "A guest stayed 3 weeks and left without paying. We have a copy of his ID and his company letter. We want to recover the money",
    intent: "area:contract",
  },
  { message: "Our chef is being chased by a group of men near Lumley beach, he just called me screaming. What do I do", intent: "safety" },
  { message: "Hello, good afternoon", intent: "greeting" },
  { message: "how late are you open on fridays", intent: "hours" },
  { message: "Do I need a separate licence to sell alcohol in my guesthouse or is the tourism licence enough?", intent: "legal-question" },
  { message: "Is Mr Conteh in the office today?", intent: "attorney:Mohamed Conteh" },
  { message: "names of lawyers?", intent: "team" },
  { message: "I need to reach someone at the firm, how?", intent: "contact" },
  {
    message: "Wrongful arrest last year: I was held 10 days as a hotel security guard and then freed with no charge. I want to claim for my rights",
    intent: "area:criminal",
  },
  { message: "tenki", intent: "thanks" },
  { message: "is d office open on Eid?", intent: "hours" },
  {
    message:
      "We are a Lebanese family with a restaurant in Freetown. The police took my cousin for questioning at noon and he has not come back, they will not let us see him. It has been eight hours.",
    intent: "urgent",
  },
  { message: "can i see the list of your attorneys", intent: "team" },
  {
    message: "a man who stayed at our hotel last month keeps following me home and sends me messages saying he knows where my children sleep",
    intent: "safety",
  },
  { message: "Need help to settle a commercial dispute quietly with the company that manages our beach concession", intent: "area:arbitration" },
  {
    message:
      "a tourist i guided to Tiwai is messaging me on whatsapp that he will send people to hurt my family if i dont give back his money. he says he is already in Bo",
    intent: "safety",
  },
  { message: "Good morning. Kindly state your working hours.", intent: "hours" },
  { message: "a de go now, we go tok", intent: "goodbye" },
  {
    message:
      "Men are on the land right now pulling down our restaurant walls and they pushed my mother to the ground. They say the land is theirs. Please help fast",
    intent: "safety",
  },
  {
    message: "hello? the man who supplies drinks to our bar has been held by police since last night over fake beer. his wife is here with me crying",
    intent: "urgent",
  },
  { message: "Write me a short poem about justice for waiters who never get paid, I want to pin it on our staff notice board", intent: "off-topic" },
  {
    message: "out of court settlement needed, our catering contract with a mining camp, they say the food was bad and haven't paid 3 months",
    intent: "area:arbitration",
    also: ["area:contract"],
  },
  { message: "mi pikin get case na court, dem say e tif tourist bag na beach. e don comot na bail", intent: "area:criminal" },
  {
    message:
      "I work at a hotel in Freetown. My husband beats me every time I come home late from the night shift. Last night he strangled me. I am at work now and afraid to go home.",
    intent: "safety",
  },
  { message: "Please may I have an appointment on Monday at 10? I own a restaurant and need advice about a partnership.", intent: "booking" },
  { message: "One of my staff was caught stealing. Can I take the money from his salary or is that against the law?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I have been served a notice by the Freetown City Council to demolish my beach kiosk within 7 days. Is this lawful when I have paid rates on it for 6 years?",
    intent: "legal-question",
  },
  { message: "We want a standard contract for the guides who work with our tour company", intent: "area:contract" },
  { message: "need help wit divorce. husband own a guest house and hide d money", intent: "area:family" },
  { message: "wat r my rites if d hotel sack me wit no letter aftr 3 yrs as housekeeper", intent: "legal-question" },
  { message: "Can my partner in the restaurant take money from our joint account without telling me? We never wrote any agreement", intent: "legal-question" },
  {
    message: "my son was picked up by police at the beach where he sells fruit to tourists and taken to Lumley station. He is only 16 and still there",
    intent: "urgent",
  },
  {
    message: "The event planner who booked our restaurant for a wedding cancelled and refuses to pay the balance. We want to enforce the contract",
    intent: "area:contract",
  },
  { message: "Do you have a slot this week? It's about a tour company that owes us money.", intent: "booking" },
  { message: "Could you draft employment contracts for our 25 hotel staff?", intent: "area:contract" },
  {
    message: "We imported wine for our restaurant from Portugal and half the bottles arrived broken. We need to claim against the shipping line",
    intent: "area:shipping",
  },
  { message: "i ate grilled fish last night now running stomach and fever, which medicine should i take", intent: "off-topic" },
  {
    message:
      "Good evening. One of my barmen was arrested at 11 pm tonight at my beach bar at River No. 2 after a quarrel with a tourist. He is still in the cell at Tokeh. I need a lawyer who can go there now, I pay.",
    intent: "urgent",
  },
  {
    message: "Is a hotel responsible when a guest's money is stolen from the room? A lady lost $800 from her suitcase and she says we must pay it back",
    intent: "legal-question",
  },
  { message: "Translate our hotel welcome message into French please: Welcome to Sunset Lodge, breakfast is from 7 to 10.", intent: "off-topic" },
  {
    message:
      "a na security na one hotel. police arrest mi yestade nite wen tif brok di store, dem say na mi na di tif. dem nor gri fo lef mi. na mi sista de type dis",
    intent: "urgent",
  },
  { message: "i wan book time fo tok to lawyer", intent: "booking" },
  { message: "my contract say 6 days work but i work 7 days and 14 hrs. is dat allowed by law? i na waiter", intent: "legal-question" },
  { message: "hey", intent: "greeting" },
  { message: "wusai a go park mi motoka?", intent: "knowledge:Parking" },
  { message: "i have a problem", intent: "unknown" },
  { message: "Do you assist with bank financing? The bank wants legal documents before they fund the extension of our resort", intent: "area:business" },
  {
    message: "my former partner in the restaurant sent boys to beat me yesterday and they said next time they will finish me. i am hiding at my sister's house",
    intent: "safety",
  },
  { message: "When do you open in the morning? I want to come before my hotel shift at 10", intent: "hours" },
  { message: "What should I bring for the consultation", intent: "knowledge:What to bring" },
  { message: "I would like a video consultation from Germany about the lease for my beach bar. Can we arrange this for next week?", intent: "booking" },
  { message: "What are your lawyers' specialisms?", intent: "team" },
  {
    message:
      "My mother's will leaves the restaurant to my brother and me, but he runs it alone and won't show me the accounts. I need help with the inheritance",
    intent: "area:family",
  },
  { message: "What's the best way to get in touch with the firm? I'm abroad", intent: "contact" },
  { message: "We are 3 friends opening a beach restaurant and need a shareholders agreement", intent: "area:business" },
  {
    message: "My wife and I run a restaurant together and we are separating. I want a divorce and to sort out the business fairly. Does your firm handle this?",
    intent: "area:family",
  },
  { message: "Kindly provide your contact information.", intent: "contact" },
  { message: "mi lan lease fo di bar don expire an di landlord wan gi am to anoda man. abeg ep", intent: "area:land" },
  { message: "Our hotel accountant stole 200 million leones. We want to bring criminal charges against him", intent: "area:criminal" },
  { message: "Looking for someone to arbitrate between two restaurants that share one kitchen and can't agree on costs", intent: "area:arbitration" },
  {
    message:
      "Urgent pls. Tourist police took my boss from the beach bar 1 hr ago over a licence matter, he is in the cell at Lumley station. He is asthmatic and has no inhaler",
    intent: "urgent",
  },
  { message: "Write a job advert for a cook who knows continental and local dishes, for our hotel", intent: "off-topic" },
  {
    message:
      "Kindly assist. Our hotel's general manager was detained this morning at CID headquarters, Pademba Road, regarding a complaint by a guest. He has now been held for six hours without access to counsel.",
    intent: "urgent",
  },
  { message: "what's your email", intent: "email" },
  { message: "Where is your office?", intent: "address" },
  { message: "Tenki ya", intent: "thanks" },
  {
    message:
      "My brother is a chef at a hotel in Makeni. Police came into the kitchen this afternoon, handcuffed him and drove off. We have heard nothing since and his phone is off",
    intent: "urgent",
  },
  {
    message: "If the chief leased the same beach plot to two people, who has the better right, the one who paid first or the one who built first?",
    intent: "legal-question",
  },
  { message: "Need a lawyer for demurrage and customs clearance at QEII quay, 4 containers for a hotel project", intent: "area:shipping" },
  { message: "What areas of law does Kamara Chambers cover", intent: "services" },
  { message: "Our insurer and our hotel disagree on the fire damage claim and the policy says arbitration. Can you represent us?", intent: "area:arbitration" },
  { message: "di NGO wey stay na mi guesthouse 6 mont nor pay di las 2 mont. dem get contract wit mi", intent: "area:contract" },
  { message: "Need conveyancing for the purchase of an existing hotel in Bo", intent: "area:land" },
  { message: "do i need to bring my payslips and the letter they gave me?", intent: "knowledge:What to bring" },
  { message: "Good evening sir", intent: "greeting" },
  { message: "wich lawyer una get fo each kain case?", intent: "team" },
  { message: "ok so", intent: "unknown" },
  {
    message: "My brother, a waiter, was released after 3 days in the cell and they beat him there. We want to make a human rights complaint",
    intent: "area:criminal",
  },
  { message: "Does the hotel have to pay us extra for working Christmas and New Year's day?", intent: "legal-question" },
  {
    message: "My employer at the hotel has not paid me for 4 months. Is it legal for him to hold my salary because business is slow?",
    intent: "legal-question",
  },
  { message: "Our meat supplier took advance payment and stopped delivering. We need help enforcing the supply agreement", intent: "area:contract" },
  {
    message: "We run boat tours and our boat was hit and damaged by a cargo vessel in the harbour. Need help claiming from the ship owners",
    intent: "area:shipping",
  },
  { message: "hw do i reach u guys", intent: "contact" },
  { message: "A guest accused our receptionist of assault. She is out on bail now but the hearing is soon", intent: "area:criminal" },
  { message: "Give me 10 interview questions for hiring a hotel receptionist", intent: "off-topic" },
  { message: "How big is your team and who is the senior partner?", intent: "team" },
  { message: "what's a good name for a beach bar? something catchy that tourists remember", intent: "off-topic" },
  { message: "Who works there? Are they experienced?", intent: "team" },
  { message: "We are opening a resort near Kent and would like a meeting with your business team this Friday.", intent: "booking", also: ["area:business"] },
  { message: "Hello, I own a guesthouse in Bo and want to bring in investors. Can you prepare the documents for them?", intent: "area:business" },
  { message: "we the staff of a beach resort havent been paid since the rains started, about 30 of us. can your firm take our case", intent: "area:contract" },
  { message: "how fo mek ginger beer wey nor go spoil quick", intent: "off-topic" },
  { message: "Do your lawyers speak French? I'm a tourist from Guinea", intent: "knowledge:Languages spoken" },
  { message: "Dear Sir, our hotel group requires company secretarial services and the filing of annual returns. Please advise.", intent: "area:business" },
  { message: "Pls wetin be di price fo one gallon palm oil na Dove Cot market dis wik", intent: "off-topic" },
  { message: "my husband beat me because I want to keep the money from my cookshop. he said he will kill me when he comes back tonight", intent: "safety" },
  { message: "Help with company registration for a tour company. We'll run trips to Tacugama and Tiwai", intent: "area:business" },
  {
    message:
      "Police want to take my wife from our hotel in Kambia right now because a guest complained, they are standing in the lobby. She is pregnant. Please what should we do",
    intent: "urgent",
  },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message: "plz wat i go do police lock mi up na cell since 2day mornin bcos hotel manager say i tif money frm d till. i de use mi fren fon",
    intent: "urgent",
  },
  { message: "Una de handle wahala na Quay? mi gudz dem fo di restaurant dey dey since wan mont", intent: "area:shipping" },
  { message: "address please", intent: "address" },
  { message: "I've been asked to report to CID on Monday about a fight at my bar. I want a lawyer to go with me", intent: "area:criminal" },
  { message: "Tell me about Hawa Turay", intent: "attorney:Hawa Turay" },
  { message: "Is it possible to see a lawyer on Saturday? I work at the hotel all week", intent: "booking", also: ["hours"] },
  { message: "the manager locked me in the store room because i asked for my pay, i am texting from inside", intent: "safety" },
  {
    message:
      "Please help. Youths from the village are gathering outside our eco-lodge with sticks, they say we took their land. My guests are hiding in the rooms.",
    intent: "safety",
  },
  { message: "bye", intent: "goodbye" },
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  {
    message:
      "The owner of the hotel next to us fired a gun in the air and said if we don't stop our music he will shoot us next time. He is drunk and still standing outside our beach bar.",
    intent: "safety",
  },
  { message: "Are you open on Saturdays? I work at the hotel Monday to Friday", intent: "hours" },
  { message: "I want to bring a foreign partner into my lodge business. How do we set up the shares?", intent: "area:business" },
  { message: "Does anyone there speak German?", intent: "knowledge:Languages spoken" },
  { message: "Opening hours please", intent: "hours" },
  { message: "Port problem: 30 air conditioners for our hotel rooms are sitting at the port and demurrage is piling up every day", intent: "area:shipping" },
  { message: "una watsap numba", intent: "phone" },
  { message: "wetin una de do?", intent: "services" },
  { message: "cargo claim: 200 cartons of tin tomato for our catering business lost at the port", intent: "area:shipping" },
  {
    message:
      "Police just came to the hotel and took our cook away in their vehicle, they say he stole a guest's phone. He is at Aberdeen police station now. Please what do we do",
    intent: "urgent",
  },
  { message: "Abeg mek a kam una office monday fo tok bout di lan wey mi otel de", intent: "booking" },
  { message: "Do I need the yellow fever vaccine to enter Sierra Leone?", intent: "off-topic" },
  { message: "Write a 5-minute speech for our hotel workers union about labour rights and justice for May Day", intent: "off-topic" },
  { message: "hi r u open now", intent: "hours" },
  {
    message: "the manager of the hotel called police on me because i asked for my salary, now i am at the station and they say i will sleep here",
    intent: "urgent",
  },
  {
    message:
      "I was robbed at knifepoint near my hotel and the police caught the man. The trial is next month and I'd like a lawyer to follow it for me because I'll be back in France",
    intent: "area:criminal",
  },
  { message: "hw much 2 tlk 2 lawyer", intent: "knowledge:Fees" },
  {
    message: "Mi gyal pikin wey de clin room na di resort, police hold am since monday, dem say she tif guest in gold chain. she jus 17 yia",
    intent: "urgent",
  },
  { message: "A tour company booked 20 rooms for 2 weeks and never paid. $14,000. We need to recover it", intent: "area:contract" },
  { message: "my partner in d restaurant wan buy me out, need help sorting d company shares", intent: "area:business" },
  {
    message: "Our hotel company has 4 directors who agree on nothing, board meetings are chaos and minutes are never signed. We need help with governance",
    intent: "area:business",
  },
  { message: "how do i make an appointment", intent: "booking" },
  {
    message:
      "I was robbed in my hotel room and reported it. A staff member is charged and the case is in court now, but I'm back abroad. Can you follow the case for me?",
    intent: "area:criminal",
  },
  {
    message:
      "I run a small guesthouse in Bo. Last night armed men came, beat my watchman very badly and told me to leave town by Friday or else. Police have done nothing.",
    intent: "safety",
  },
  {
    message:
      "mi man na fisherman wey de sell fish to di otel dem. police hold am na Goderich two days now, dem say di fish rotten an guest dem sick. e still dey insai",
    intent: "urgent",
  },
  {
    message: "Family hotel, 3 brothers are the shareholders and they are fighting. Someone advised mediation before it gets worse",
    intent: "area:arbitration",
  },
  {
    message:
      "Hello, I'm staying at a hotel in Freetown and my partner has just been detained by immigration officers at reception. They've taken his passport and are putting him in a car as I type. I need help right away",
    intent: "urgent",
  },
  { message: "How much do you charge for a consultation?", intent: "knowledge:Fees" },
  {
    message: "I'm a housekeeper. A guest locked me inside his room and would not let me leave. I escaped but he is still in the hotel looking for me",
    intent: "safety",
  },
  { message: "Una de open Easter Monday?", intent: "hours" },
  { message: "hmm", intent: "unknown" },
  { message: "plz mi kozin wey de wok fo d bar na Tokeh, d boss don wund am wit botul an e say e go do am agen. e de blid", intent: "safety" },
  { message: "wetin be di bes beach near Freetown fo swim wit pikin dem?", intent: "off-topic" },
  { message: "una de charge plenty? a na waiter, a nor get moni", intent: "knowledge:Fees" },
  { message: "A guest broke the TV and the bed in his room. Can I deduct it from his deposit myself or must I go to court?", intent: "legal-question" },
  {
    message: "Di landlord in boys dem don kam na di beach bar wit cutlass, dem say we fo comot tide or dem go wound we. dem dey outside now",
    intent: "safety",
  },
  {
    message: "We represent a Chinese company planning a 60-room hotel at Lumley and are looking for a firm to handle incorporation and investment incentives",
    intent: "area:business",
  },
  {
    message: "If I sign a 10-year lease for the bar and want to leave after 4 because business is bad, do I have to pay the remaining years?",
    intent: "legal-question",
  },
  { message: "Abeg a wan mit wan lawyer, wetin day una get space dis wik?", intent: "booking" },
  { message: "We need a meeting with Isatu Bangura about our container of kitchen equipment. Wednesday?", intent: "booking" },
  {
    message:
      "the cook is locked up at Kissy police since thursday and nobody has charged him. his family is crying. can someone from your office go there today",
    intent: "urgent",
  },
  { message: "I run a guesthouse. What legal services do you offer small businesses like mine?", intent: "services" },
  { message: "What time do you close? My shift at the restaurant ends at 4", intent: "hours" },
  { message: "appeal: my son was convicted for theft from the hotel where he worked, 2 years. we want to appeal", intent: "area:criminal" },
  { message: "mi boss se if a get bele e go sak mi. e fit do dat?", intent: "legal-question" },
  { message: "Please draft a supply agreement between my bakery and a hotel chain", intent: "area:contract" },
  {
    message: "My husband died last month and left our guesthouse in Lakka. His children from his first wife want to sell it. I need help with the estate",
    intent: "area:family",
  },
  { message: "We need a contract reviewed before we sign a management agreement with a hotel operator", intent: "area:contract" },
  { message: "how do i get rid of cockroaches in the hotel kitchen without strong chemicals", intent: "off-topic" },
  {
    message: "Customs at the quay are charging duty on hotel furniture that should be exempt under our investment agreement. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "Anything I need to prepare before I come in?", intent: "knowledge:What to bring" },
  {
    message: "How much compensation would a court give me? I slipped on a wet floor in a restaurant and broke my wrist, the manager just laughed",
    intent: "legal-question",
  },
  { message: "How do I get to your office from Lumley? I'll take a keke", intent: "address" },
  { message: "I would like to book a consultation about leasing beach land at Tokeh. Is Thursday possible?", intent: "booking", also: ["area:land"] },
  {
    message: "Bartender detained at Lumley Police Station since Friday evening. No charge. I'm the employer, need counsel there today please.",
    intent: "urgent",
  },
  {
    message: "My cook was released on bail last week, his case is at the magistrate court on the 20th. We need a lawyer to defend him",
    intent: "area:criminal",
  },
  {
    message: "Hello, I'd like to book a session with a mediator about the fallout with my co-owner at the lodge",
    intent: "booking",
    also: ["area:arbitration"],
  },
  {
    message: "If my landlord sells the building where my restaurant is, does my lease still count or can the new owner throw me out?",
    intent: "legal-question",
  },
  { message: "Best time of year to visit Tiwai Island to see the pygmy hippos?", intent: "off-topic" },
  { message: "Kushe o, aw di bodi", intent: "greeting" },
  { message: "How many lawyers una get?", intent: "team" },
  {
    message: "Good day. Council officers sealed my restaurant because my licence expired two weeks ago. Can they close me down without any notice?",
    intent: "legal-question",
  },
  { message: "Which airline flies from London to Freetown and what does a return ticket cost in December?", intent: "off-topic" },
  { message: "Before I buy land at Tokeh for a guesthouse, can you check the title is clean?", intent: "area:land" },
  {
    message:
      "The beach land where my bar stands belonged to my late father. My uncles say because I am a woman I cannot inherit it. Is that true under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "the beer we import from Ghana for our bars arrived with seals broken and 40 cases missing from the container", intent: "area:shipping" },
  {
    message: "police dey na di gate of di guesthouse now, dem wan take mi fo one guest wey die na room last nite. a nor do natin. abeg call mi",
    intent: "urgent",
  },
  { message: "Contract review needed: lease-purchase of kitchen equipment, about 30 pages", intent: "area:contract" },
  {
    message:
      "Hi, my mum runs a guesthouse in Kenema and she was arrested this evening. My uncle says she's at the central police station there. I'm in Manchester, what can I do from here? I need someone with her tonight",
    intent: "urgent",
  },
  {
    message: "We chartered a boat for a week of fishing trips for our guests and the owner cancelled after we paid in full. Charter dispute, can you take it?",
    intent: "area:shipping",
  },
  { message: "I am charged with receiving stolen goods because I bought a fridge for my bar. I'm on bail. Need defence", intent: "area:criminal" },
  { message: "dem hold am!!! di cook!! na Ross Road police. since morning", intent: "urgent" },
  {
    message: "Please call me now. Police have surrounded our guesthouse in Lakka and are arresting all the staff because of a fight last night.",
    intent: "urgent",
  },
  { message: "Do you do wills? I own two hotels and I want to make sure my kids get them and not my brothers", intent: "area:family" },
  { message: "Can you make me a marketing plan to get more tourists to my guesthouse in the rainy season?", intent: "off-topic" },
  { message: "Can you write a menu for my beach bar with prices in leones", intent: "off-topic" },
  { message: "We have an arbitration award against a tour operator in Ghana who owes our hotel money. We need to enforce it here", intent: "area:arbitration" },
  {
    message: "I was robbed in my hotel room in Freetown, someone came in with a key while I was at dinner. If I sue the hotel, will I win?",
    intent: "legal-question",
  },
  { message: "Recommend a good hotel on Lumley beach under $100 a night", intent: "off-topic" },
  {
    message: "I'm a Nigerian investor planning to put money into a hotel project in Freetown. I need help with the investment structure and approvals",
    intent: "area:business",
  },
  { message: "We need our restaurant company's papers changed so my son becomes a director", intent: "area:business" },
  { message: "We want a lawyer to draft tenancy agreements for the shops inside our hotel", intent: "area:land" },
  { message: "di man wey own di otel say if a tel enibodi wetin e do mi e go kil mi. a get 15 yia", intent: "safety" },
  {
    message:
      "Good evening. An off-duty soldier is drunk at our bar and is pointing his gun at my staff because he doesn't want to pay. We are all on the floor.",
    intent: "safety",
  },
  { message: "Is it easy to find parking on Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "Are you open over the Christmas holidays? Our season is busy but I could come on the 27th", intent: "hours" },
  { message: "A supplier sold us chicken that made 12 guests sick. Who is liable, us or the supplier?", intent: "legal-question" },
  { message: "my bar was raided and i was charged for drugs found on a customer. i got bail", intent: "area:criminal" },
  {
    message: "I want to lease a piece of beach land at Bureh from the community to build chalets. Need help with the lease and a title search",
    intent: "area:land",
  },
  { message: "I don't know how to start", intent: "unknown" },
  { message: "What number can I call?", intent: "phone" },
  { message: "dem arrest di 3 bar boys na Lakka lst nite. still inside", intent: "urgent" },
  { message: "I speak only Temne, is there a lawyer who speaks it?", intent: "knowledge:Languages spoken" },
  { message: "Is it safe to swim at Bureh Beach or are the currents too strong?", intent: "off-topic" },
  { message: "Thank you so much for your help", intent: "thanks" },
  {
    message:
      "Good morning, my husband is a chef at a hotel in Freetown. He was arrested at 6 o'clock at our house, in front of the children. They say a guest accused him of poisoning the food. He is at Central police station now.",
    intent: "urgent",
  },
  { message: "list of services pls", intent: "services" },
  { message: "I want consultation. Tomorow 11am ok?", intent: "booking" },
  {
    message: "They threw me and my 3 children out of the hotel staff quarters tonight. It is raining and we are on the road at Aberdeen. I have nowhere to go",
    intent: "safety",
  },
  { message: "I need to update my will now that I have bought a share in a resort at Sussex", intent: "area:family" },
  { message: "pls fix mi apointmnt wit una land lawyer", intent: "booking" },
  { message: "Una sabi do mediation? Mi an di man wey rent mi di bar de fet ova repia", intent: "area:arbitration", also: ["area:land"] },
  {
    message: "can a guest refuse to pay for his room bcos the AC was not working? he stayed 5 nights and complained only when leaving",
    intent: "legal-question",
  },
  { message: "Is the road to Tokeh tarred now? how many hours from Congo Cross in the afternoon", intent: "off-topic" },
  { message: "I'm at a hotel in Aberdeen, where is your office and how far is it from here", intent: "address" },
  { message: "Dem de carry mi Papa go CID now now, na im get di restaurant na Wilkinson Road. dem say e nor pay tax. wetin a go do", intent: "urgent" },
  { message: "Can I phone you? What's the number", intent: "phone" },
  { message: "My beach bar supplies come by sea from Conakry and the last shipment is held by customs at the quay", intent: "area:shipping" },
  { message: "What does your firm do exactly? I'm new in Sierra Leone and about to open a bar", intent: "services" },
  { message: "phone no. of the office please", intent: "phone" },
  { message: "hello", intent: "greeting" },
  {
    message:
      "Our beach bar sits on land leased from the chiefdom. The lease runs out next year and we want to renew for 20 years. Can you help with the new lease?",
    intent: "area:land",
  },
  { message: "landlord collected 2 yrs rent advance for my cookshop space and now says he sold the building to somebody else", intent: "area:land" },
  { message: "need help getting the tourism licence from the National Tourist Board for our new guesthouse", intent: "area:business" },
  { message: "Mi boss de beat mi evri day na di kitchen, yestade e bon mi an wit hot oil. a fraid fo go wok tumara", intent: "safety" },
  {
    message:
      "A guest at my guesthouse in Kent was arrested during the night and the police refuse bail. He is a foreigner and he phoned me from the station begging me to find him a lawyer now. Who can go?",
    intent: "urgent",
  },
  { message: "a na waitress, di papa fo mi pikin na hotel manager but e nor de gi moni fo di pikin. una fit ep mi", intent: "area:family" },
  { message: "thx", intent: "thanks" },
  { message: "Do you have lawyers for different areas or does one person do everything?", intent: "team" },
  { message: "I'm visiting Freetown over the holidays. Which restaurants and clubs stay open late around Aberdeen?", intent: "off-topic" },
  { message: "wi papa don day, e lef di otel na Makeni. wi mama an im sekon wef de fet ova am. una de handle dis kain tin?", intent: "area:family" },
  { message: "is it legal to keep a guest passport until he pays the bill? one man left without paying last year and i lost a lot", intent: "legal-question" },
  { message: "thanks a lot, very helpful", intent: "thanks" },
  {
    message:
      "The crew of a cargo ship ran up a $9,000 bill at our hotel and sailed without paying. The same ship is due back at the quay next week. We want to take action against the vessel.",
    intent: "area:shipping",
  },
  { message: "We need a neutral mediator between the hotel owners and the staff association over the service charge quarrel", intent: "area:arbitration" },
  {
    message:
      "Dear Sir/Madam, I write to request a consultation at your earliest convenience concerning a dispute with the contractor who built my hotel annex. Kindly advise available dates.",
    intent: "booking",
  },
  { message: "I'm coming with the hotel van, is there parking nearby", intent: "knowledge:Parking" },
  { message: "Have a good day, bye", intent: "goodbye" },
  { message: "See you", intent: "goodbye" },
  { message: "What kind of cases do you take?", intent: "services" },
  { message: "contact details pls", intent: "contact" },
  { message: "wat u people do", intent: "services" },
  {
    message:
      "We operate a small passenger boat taking tourists to the Turtle Islands. The maritime authority has held the boat at the quay over papers. Please assist",
    intent: "area:shipping",
  },
  { message: "Is there a woman lawyer on your team?", intent: "team" },
  { message: "how many tourists visit Sierra Leone each year? its for my tourism class at college", intent: "off-topic" },
  { message: "The resort next to us at River No. 2 has built their fence 10 metres into our plot. We need help with this boundary", intent: "area:land" },
  {
    message: "The contractor who built our hotel left it half done and we are fighting over payment. We prefer to settle out of court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "can i come see lawyer 2moro morning bout di salary wey hotel nor pay mi", intent: "booking", also: ["area:contract"] },
  { message: "Tell me about your team please. I'm choosing a firm for our hotel group", intent: "team" },
  { message: "una de handle all kain case or na only som?", intent: "services" },
  { message: "do you defend people charged with selling alcohol without licence? my bar case is in court", intent: "area:criminal" },
  { message: "We won an arbitration against the builder of our guesthouse but he refuses to pay. We need the award enforced", intent: "area:arbitration" },
  { message: "???", intent: "unknown" },
  { message: "do tips belong to the waiters or can the owner keep them? my boss takes all the tips every night", intent: "legal-question" },
  { message: "Do you handle vessel matters? Our tourist boat for Banana Islands trips has been detained by the port authority", intent: "area:shipping" },
  { message: "police are pushing my husband into their van outside our bar RIGHT NOW he did nothing!!", intent: "urgent" },
  {
    message: "Hello I need help, the supplier we owe came with 4 men and they are threatening to beat my husband at the guesthouse right now",
    intent: "safety",
  },
  { message: "mi landlord lock mi restaurant na Wilberforce bikos e say rent don go up. a nid ep", intent: "area:land" },
  { message: "how much is one crate of Star beer wholesale now", intent: "off-topic" },
  { message: "We rent a hotel building and the owner wants us out before the lease ends. Can you help us?", intent: "area:land" },
  { message: "Is there a number I can text?", intent: "phone" },
  {
    message: "I'm a tourist and a man has been banging on my hotel room door for an hour saying he will break it down. Reception isn't answering",
    intent: "safety",
  },
  { message: "Can you help me write a 5-star review for my guesthouse on Tripadvisor", intent: "off-topic" },
  { message: "can i be charged if a guest drowned at the beach in front of our lodge when he was drunk?", intent: "legal-question" },
  { message: "I'm coming about my hotel lease, what papers should I carry?", intent: "knowledge:What to bring" },
  { message: "Can I speak Mende with the lawyer? my English not good", intent: "knowledge:Languages spoken" },
  {
    message: "a guest at my guesthouse is drunk and threatening me with a knife because i asked him to pay. i have locked myself in the office",
    intent: "safety",
  },
  { message: "Could my partner and I come in together to discuss a shareholders agreement for our restaurant? Any day next week works.", intent: "booking" },
  { message: "mi frozen chicken spoil fo di ship bikos di reefer nor bin de wok. a de supply otel dem. una de handle cargo claim?", intent: "area:shipping" },
  { message: "Tell me a joke about a lawyer and a waiter", intent: "off-topic" },
  { message: "Can you write the courtroom scene for my short film where a hotel thief gets sentenced? It's fiction", intent: "off-topic" },
  { message: "how many calories in one plate of jollof rice with chicken", intent: "off-topic" },
  { message: "Where can I rent a car with driver for a trip to Bo and Kenema?", intent: "off-topic" },
  { message: "Are you near PZ? I'm coming from the East End", intent: "address" },
  { message: "I bought a plot in Lakka to build a lodge and now another man came with a different conveyance for the same land", intent: "area:land" },
  {
    message: "URGENT. Soldiers came to the guesthouse and took my husband, they say he hid a man they are looking for. We don't know where they carried him",
    intent: "urgent",
  },
  { message: "Abeg gi mi una numba", intent: "phone" },
  { message: "una de tok Krio?", intent: "knowledge:Languages spoken" },
  {
    message:
      "pls my wife is in police custody at Congo Cross since saturday, she is cashier at a restaurant and the owner accuse her of taking the money. they say she cannot go until she pay",
    intent: "urgent",
  },
  {
    message:
      "Question from a German investor: can a foreigner own land outright in Sierra Leone to build a hotel, or is only a lease possible? For how many years maximum?",
    intent: "legal-question",
  },
  { message: "Are any hotels hiring chefs in Freetown? I have 5 years experience in continental food", intent: "off-topic" },
  { message: "Are you a full service firm or do you specialise?", intent: "services" },
  {
    message: "Lands ministry people came and marked our beach huts for removal saying it is state land. We have a lease from the village. Please help us.",
    intent: "area:land",
  },
  { message: "busnes registration for catering company, can u handle", intent: "area:business" },
  { message: "Which kinds of problems can your firm help tourists with?", intent: "services" },
  { message: "Our beverage distributor broke the exclusivity clause by supplying the bar next door. We want to act on the contract", intent: "area:contract" },
  { message: "can i come in today after 3? need to see somebody about a guest who ran off without paying", intent: "booking" },
  { message: "My late father's title deed for the land where our restaurant stands is lost. I want to get it replaced", intent: "area:land" },
  { message: "Do you offer legal aid for workers who haven't been paid?", intent: "knowledge:Fees" },
  { message: "hi can i book a consultation for next wk, im in UK till tues. its about my late dads hotel", intent: "booking", also: ["area:family"] },
  { message: "Do you have WhatsApp?", intent: "phone" },
  {
    message:
      "Sir my name is Alusine i work as waiter for one hotel in Aberdeen, my colleague dem hold am na police since lst nite bcos one white man fone lost. we no get money for bail. wat we fit do now",
    intent: "urgent",
  },
  { message: "can i reach una after 5? i de wok na kitchen till late", intent: "hours" },
  { message: "How can I reach you?", intent: "contact" },
  {
    message: "The police are at my restaurant right now with a paper and they want to take me with them. Can a lawyer come? I am at Lumley.",
    intent: "urgent",
  },
  { message: "Goodbye", intent: "goodbye" },
  { message: "wetin di law say if customer eat na mi restaurant an nor pay? a fit hold im fon til e pay?", intent: "legal-question" },
  { message: "Who are the lawyers at your firm?", intent: "team" },
  { message: "Set up a meeting for me and my wife, we want to do our wills. We have a guesthouse and 3 children", intent: "booking", also: ["area:family"] },
  { message: "My husband wants to marry a second wife and put her in charge of our hotel. I want to leave the marriage. Help me", intent: "area:family" },
  { message: "i sign contract wit hotel as security, dem sack me an nor pay d last 2 mnths. hlp", intent: "area:contract" },
  { message: "Good day, I run a guesthouse and I want to adopt my late sister's daughter properly so she can travel with me", intent: "area:family" },
  { message: "Can I email my documents? To what address?", intent: "email" },
  { message: "my hotel owe me 5 months salary. i de work as cook. una fit help me get my money?", intent: "area:contract" },
  { message: "Good morning", intent: "greeting" },
  { message: "What documents should I bring to the first meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "Our night watchman was picked up by police at 2 am after a guest reported her bag missing. It's now 9 am and they won't release him or let us see him. I manage a hotel in Bo.",
    intent: "urgent",
  },
  { message: "Kushe", intent: "greeting" },
  { message: "Can my driver drop me at the door? Is there space to stop?", intent: "knowledge:Parking" },
  { message: "una get email?", intent: "email" },
  {
    message: "My husband and I built our guesthouse together but the papers are in his name. If we divorce, how much of it would I get?",
    intent: "legal-question",
  },
  { message: "Criminal defence needed: charged with fraud by my former hotel employer, case adjourned to next week", intent: "area:criminal" },
  { message: "Do you work with hotels and restaurants? What can you help a hospitality business with?", intent: "services" },
  {
    message: "someone set fire to our beach huts last night and left a note saying the owner will be next. we are scared they come back tonight",
    intent: "safety",
  },
  { message: "Can I pay in instalments? Business is slow at the guesthouse", intent: "knowledge:Fees" },
  {
    message: "I want to resolve a disagreement with the travel agency that sends us guests, they say we owe commission. I'd prefer mediation",
    intent: "area:arbitration",
  },
  { message: "I want to register my guesthouse as a limited company. Can you do the registration?", intent: "area:business" },
  { message: "ok thanks", intent: "thanks" },
  { message: "wat time d Arsenal match start 2nite, we want show am na d bar", intent: "off-topic" },
  { message: "homework from catering school: explain 3 differences between civil law and common law. pls do it for me", intent: "off-topic" },
  {
    message:
      "I hold a 25-year lease on beach land from the chiefdom for my bar. Can the government take it back for a tourism project? What are my rights if they try?",
    intent: "legal-question",
  },
  {
    message:
      "is anyone there?? my boyfriend is in the cell at Aberdeen police post, he was a waiter at the beach restaurant and the owner says he took the cash box. its sunday and they say no bail till monday",
    intent: "urgent",
  },
  { message: "whats ur phone number", intent: "phone" },
  { message: "udat na di lawyer dem na una office", intent: "team" },
  { message: "mi pikin de wok na otel kitchen, police hold am dis morning say e tif meat from di store. e still dey na station. ep", intent: "urgent" },
  { message: "any housekeeping jobs at the big hotels in Aberdeen? im looking", intent: "off-topic" },
  { message: "I want to meet Mrs Thomas about my staff contracts. When is she free?", intent: "booking" },
  { message: "How much is a bag of rice in Freetown now? I need to budget for the restaurant", intent: "off-topic" },
  { message: "how do i cook cassava leaf for 40 guests, how much leaves and palm oil", intent: "off-topic" },
  { message: "Where exactly on Siaka Stevens Street are you?", intent: "address" },
  { message: "Good afternoon, I'd like to schedule an appointment with Mr. Conteh regarding my guesthouse plot.", intent: "booking" },
  {
    message:
      "I am a tour leader from the Netherlands. A young man in my group was arrested at Bureh Beach this afternoon and taken to the station at Waterloo. He is still there, he does not speak Krio and the officers will not say what happens next. Please help urgently.",
    intent: "urgent",
  },
  { message: "What are your fees", intent: "knowledge:Fees" },
  {
    message:
      "The hotel owner keeps touching me and last night he came into the staff room and tried to force me. I am scared to go back for the night shift but I have nowhere else to sleep",
    intent: "safety",
  },
  { message: "What languages do you speak", intent: "knowledge:Languages spoken" },
  { message: "the restaurant owner accuse me of stealing. police release me but the case still open. i need lawyer", intent: "area:criminal" },
  { message: "salaam alaikum", intent: "greeting" },
  { message: "email address for consultations?", intent: "email" },
  { message: "Looking for a land lawyer. We want to sublet part of our hotel compound to a restaurant operator", intent: "area:land" },
  { message: "Open during lunch hour?", intent: "hours" },
  { message: "a na supplier fo vegetable to tri otel. dem owe mi moni since december. abeg una fit ep mi collect am?", intent: "area:contract" },
  {
    message: "We invested in a lodge and the local partner breached our joint venture. The agreement has an ICC arbitration clause. Can you act for us?",
    intent: "area:arbitration",
  },
  { message: "The council says we must pay a new tourism levy backdated 3 years. Can they backdate it like that?", intent: "legal-question" },
  { message: "my aunty want a good recipe for goat pepper soup, she say una sabi everything lol", intent: "off-topic" },
  {
    message:
      "Hi, we booked a beach resort for our wedding, paid 60% deposit and they cancelled two weeks before. Are we entitled to the full refund plus damages?",
    intent: "legal-question",
  },
  { message: "wusai una office de?", intent: "address" },
  { message: "parking available?", intent: "knowledge:Parking" },
  { message: "What is the exchange rate today, dollars to leones?", intent: "off-topic" },
  { message: "A company rented our conference hall for 3 days and now refuses to pay. I can send the invoice", intent: "area:contract" },
  { message: "wetin a fo bring wen a de kam?", intent: "knowledge:What to bring" },
  {
    message: "My partner and I in the restaurant are not talking anymore. Is there a way to sort it without going to court? Mediation maybe",
    intent: "area:arbitration",
  },
  { message: "How do I get in touch with a lawyer there? Network is bad at the beach", intent: "contact" },
  {
    message: "my wife went back to Guinea with our 2 kids after she left the restaurant business. i want them back, its a custody matter",
    intent: "area:family",
  },
  { message: "Na police dem hold mi uncle wey get di cookshop na Dwarzark, since yestade. e nor eat sef", intent: "urgent" },
  { message: "I prefer to write. Please share your e-mail.", intent: "email" },
  { message: "Yu sabi wusai a fit bai cheap fresh lobster fo mi restaurant?", intent: "off-topic" },
  { message: "How long is the water taxi from Lungi airport to Freetown and how much is the ticket?", intent: "off-topic" },
  { message: "What days are you open? I'm a tourist and I fly out Thursday", intent: "hours" },
  {
    message:
      "The foreign hotel brand we franchise from wants to end our agreement. The contract says disputes go to arbitration in Freetown and we need representation",
    intent: "area:arbitration",
  },
  { message: "Which network has good data at River No 2? guests keep complaining about wifi", intent: "off-topic" },
  {
    message: "our receptionist was taken from the hotel this morning by men in uniform, they didnt say why. we think military. nobody knows where she is now",
    intent: "urgent",
  },
  { message: "dem don keep mi pikin na station 3 days now. e na cook. dem nor charge am. na di otel owner report am", intent: "urgent" },
  { message: "thank you", intent: "thanks" },
  {
    message: "Hi, the ship with our generator for the resort arrived but the bill of lading is in the wrong name and the port won't release it",
    intent: "area:shipping",
  },
  { message: "hi there", intent: "greeting" },
  { message: "Fambul lan palava: mi uncle dem say di guesthouse we bil na fambul lan an dem wan shia am", intent: "area:land" },
  { message: "a get smol cookshop, a wan register am as business so a fit get contract wit di otel dem. una de do dat?", intent: "area:business" },
  { message: "Am I entitled to any end of service benefit? I cooked at the same hotel for 9 years and they just told me to go home", intent: "legal-question" },
];
