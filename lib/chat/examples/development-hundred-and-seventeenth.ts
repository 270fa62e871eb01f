import type { LabelledMessage } from "./labelled-message";

// Car rental, chauffeurs and airport transfers; writers: Mariatu (Wilberforce hire-firm owner, formal), Alusine (young Kissy chauffeur, Krio), Osman (Lungi transfer operator, mixed), Sheku (UK diaspora fleet investor), Fatu (accounts clerk, voice-typing), Pa Brima (Bo taxi owner, dropped vowels), Mamadou (Guinean cross-border driver, French words), Aminata (student dispatcher, SMS shorthand)
export const DEVELOPMENT_HUNDRED_AND_SEVENTEENTH: LabelledMessage[] = [
  { message: "gud mornin una", intent: "greeting" },
  {
    message: "Police don hold my driver Alusine since yesterday night for Lungi, dem say di car wey e de drive na tif car. Abeg wetin I fit do",
    intent: "urgent",
  },
  { message: "how much una de charge for Prado for one week wedding hire", intent: "off-topic" },
  {
    message:
      "Dear Sir, I operate a car hire business in Wilberforce. A UN agency has hired three of our vehicles on a monthly contract since March and has not paid for four months despite several reminders. I need a lawyer to help me recover the money.",
    intent: "area:contract",
  },
  { message: "if a client crash my car and e no get insurance, can I hold im passport till e pay?", intent: "legal-question" },
  { message: "una de open satday? I fit cum only weekend bcos na me de drive", intent: "hours" },
  {
    message: "the man who hired my rav4 and refuse to bring it back is calling me saying if I go to police he will finish me. I scared to even go home",
    intent: "safety",
  },
  { message: "I want to register my car rental business properly as a company, right now na just me and my brother. how do I start", intent: "area:business" },
  { message: "pls can I see a lawyer this week about a car that was hired and never returned", intent: "booking" },
  {
    message:
      "My chauffeur sold the company fuel card to some people at the Kissy Road filling station. We have the receipts. I want to bring charges against him, can your firm help",
    intent: "area:criminal",
  },
  { message: "wetin be di Lungi ferry time 2moro morning", intent: "off-topic" },
  {
    message:
      "I imported 4 Hilux from Japan for my rental fleet, the containers dey Queen Elizabeth quay since 2 months, customs say the duty papers wrong. I need help clearing them",
    intent: "area:shipping",
  },
  {
    message: "pls dem jus carry my broda from di airport car park, na police in mufti, e de drive taxi for transfer. we no know where dem take am",
    intent: "urgent",
  },
  { message: "how many lawyers do you have there", intent: "team" },
  {
    message:
      "my husband and I started a car hire business together, now we are separating. I want a divorce and I want a lawyer to make sure I get my share of the cars",
    intent: "area:family",
  },
  { message: "how much is consultation fee pls", intent: "knowledge:Fees" },
  {
    message: "I rent a yard at Hastings for parking my cars and the landlord family now saying the land is not his. I want a lawyer to check the title",
    intent: "area:land",
  },
  {
    message:
      "Sir they have locked me up at Lumley police since morning because a client said I stole his laptop from the car. I am using the officer phone. Please send someone",
    intent: "urgent",
  },
  {
    message: "my employer say I must pay for the Corolla I crash on the Lungi highway, from my salary every month. does he have the right?",
    intent: "legal-question",
  },
  {
    message:
      "We have a dispute with an international NGO about unpaid transport invoices and two damaged vehicles. Our contract says disputes go to arbitration. Can your firm represent us?",
    intent: "area:arbitration",
  },
  { message: "wich tyre best for rainy season on dem bad road to Bo", intent: "off-topic" },
  { message: "wats ur phone number", intent: "phone" },
  { message: "client family dem de beat my driver now for Aberdeen because e knock dem pikin small with di car. dem plenty, abeg", intent: "safety" },
  { message: "I would like to book a consultation for Thursday afternoon regarding a chauffeur services contract", intent: "booking" },
  { message: "pls I need driver job, I get licence 5 years, clean record", intent: "off-topic" },
  {
    message: "wi want draft proper rental agreement wey go protect us when customer damage car or carry am go upcountry without permission. una de do dat?",
    intent: "area:contract",
  },
  { message: "wat time u close 2day", intent: "hours" },
  { message: "hi there, evening", intent: "greeting" },
  { message: "what's the email to send documents", intent: "email" },
  {
    message:
      "they have taken my husband from our house this morning, soldiers, they say the car he drove for the embassy was used in a robbery. he is at Wilberforce barracks",
    intent: "urgent",
  },
  {
    message: "I was invited by CID for next Monday about an accident my driver had, I am the owner of the vehicle. I need a lawyer to go with me",
    intent: "area:criminal",
  },
  { message: "can the embassy refuse to pay us because they have diplomatic immunity? they used our buses for 6 months", intent: "legal-question" },
  { message: "how do I reach una, I dey Makeni", intent: "contact" },
  {
    message:
      "Our airport transfer company runs two speedboats from Lungi to Aberdeen. One of them was hit by a bigger vessel at the jetty and badly damaged. Who handles this kind of claim?",
    intent: "area:shipping",
  },
  { message: "wat kind of case una de handle", intent: "services" },
  { message: "where can I buy second hand Noah bus cheap in Freetown", intent: "off-topic" },
  { message: "my uncle in London want invest in my car rental business, 50 50. how we go do the paper so no palaver later", intent: "area:business" },
  { message: "Police dey for my office gate now, dem wan take me and my two drivers, dem say na fuel card fraud. pls do quick", intent: "urgent" },
  {
    message: "I want to buy small land near Lungi airport to build garage and office for my transfer business. need someone to do the search before I pay",
    intent: "area:land",
  },
  { message: "hello I get problem", intent: "unknown" },
  { message: "ok tenki", intent: "thanks" },
  { message: "my papa die and leave 3 taxi and one bus, now my uncles want share dem. we pikin dem want lawyer", intent: "area:family" },
  {
    message: "if a client keeps the car 3 weeks past the return date, can I just go take it back myself from his house without court?",
    intent: "legal-question",
  },
  { message: "una get woman lawyer? I prefer woman", intent: "team" },
  { message: "wat documents I go bring for di meeting? I get di rental agreement and police report", intent: "knowledge:What to bring" },
  {
    message: "we want settle our fight with my former partner in the car hire business without going to court, maybe mediation. una de do dat kind?",
    intent: "area:arbitration",
  },
  { message: "ok bye", intent: "goodbye" },
  { message: "can I book appointment for monday 10am, I am the owner of Sahara Car Hire", intent: "booking" },
  { message: "how I go get international driving permit for go Guinea", intent: "off-topic" },
  {
    message: "Hiding in a shop at Lungi now, the taxi drivers at the airport say I took their passenger, they have cutlass and are waiting outside for me",
    intent: "safety",
  },
  {
    message:
      "Good evening. I am based in Manchester and I own a small fleet of four vehicles in Freetown that are hired out with chauffeurs. My manager signed a contract with a mining company for staff transfers but I think the terms are very bad for us. Could one of your lawyers review it before we renew?",
    intent: "area:contract",
  },
  {
    message: "bonjour, mon frère is held by police at Lungi since hier, they say his papers for the car not correct. he is driver for transfer. svp help",
    intent: "urgent",
  },
  { message: "hw much is taxi from lungi airport to aberdeen now", intent: "off-topic" },
  { message: "wen drvr crsh my car an he no hav mony, cn i tak his hous?", intent: "legal-question" },
  { message: "Where is your office located I am coming from Wellington by car is it near the law courts", intent: "address" },
  {
    message:
      "A customer used a fake ID and a fake Ghanaian passport to rent our Land Cruiser, we traced it to the Guinea border. We want to make a criminal complaint and get the car back. Please can a lawyer help us",
    intent: "area:criminal",
  },
  {
    message: "abeg di man wey rent di bus don send boys for mi house, dem say dem go burn am if I no drop di case. mi wife an pikin dem de fear",
    intent: "safety",
  },
  { message: "Pls I want book appointment with the lawyer for contract matters. my company transport NGO staff", intent: "booking" },
  { message: "r u open on public holiday? independence day", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, our company leased a plot at Kissy for ten years to use as a vehicle depot. After three years the landlord has sold the land to someone else who now wants us out. We need legal assistance.",
    intent: "area:land",
  },
  { message: "dem don tek mi pikin go Kissy station, e na di driver for one Lebanese man wey say e tif di car. pls e young, 19 yrs", intent: "urgent" },
  {
    message: "Could you tell me what areas of law your firm covers? I am setting up in Sierra Leone and want to know if you are the right firm.",
    intent: "services",
  },
  { message: "pls wich insurance company best for rental cars for Sierra Leone", intent: "off-topic" },
  {
    message:
      "My husband is a chauffeur for an embassy and he has stopped giving money for the children since he moved out I want him to pay maintenance for our three kids",
    intent: "area:family",
  },
  {
    message: "If an NGO pays our invoices six months late, are we entitled to charge interest even though the contract does not mention interest?",
    intent: "legal-question",
  },
  {
    message:
      "we ship cars from Antwerp to Freetown for our rental company. last container arrive with two cars smashed inside and the shipping line dey refuse. need lawyer",
    intent: "area:shipping",
  },
  { message: "is there parking at your office, I will come with the company bus", intent: "knowledge:Parking" },
  {
    message: "Me and two friends formed a company for airport transfers, now one of them took the company money and wants to remove me as director. need help",
    intent: "area:business",
  },
  { message: "thank you very much for the quick response", intent: "thanks" },
  { message: "Is Christiana Thomas the one who does employment contracts? my friend recommended her", intent: "attorney:Christiana Thomas" },
  {
    message:
      "please help my driver was picked up by the police at the Lungi airport roundabout about one hour ago they put him in the back of the pickup and we don't know where they are taking him",
    intent: "urgent",
  },
  {
    message:
      "We got an arbitration award against a transport company that owes us for 20 leased cars, but they refuse to pay. We need help to enforce it, can you handle",
    intent: "area:arbitration",
  },
  { message: "Wetin be di new price for fuel today", intent: "off-topic" },
  { message: "pls send me your email I want send di contract", intent: "email" },
  {
    message:
      "My driver had an accident while he was using the car for his own business at night without my permission. Am I responsible for the damage to the other car?",
    intent: "legal-question",
  },
  { message: "who r the lawyers there", intent: "team" },
  {
    message: "our fuel card company charged us for fuel we never used, about 40 million leones. We have the agreement. I want a lawyer to handle this",
    intent: "area:contract",
  },
  { message: "giv me di nomba fo cal", intent: "phone" },
  { message: "pls", intent: "unknown" },
  {
    message:
      "The police charged my chauffeur with dangerous driving after the accident at Congo Cross. He is on bail now but court is next month. We need a defence lawyer for him.",
    intent: "area:criminal",
  },
  { message: "cn i talk to a lawyer on whatsapp video, i'm in the US, about my cars in freetown", intent: "booking" },
  {
    message: "The client whose car we repossessed came to our office with a gun today and said he will come back for us. We closed the office. we are scared",
    intent: "safety",
  },
  { message: "can u recomend good mechanic for toyota in freetown", intent: "off-topic" },
  { message: "I want to make a will so that my car hire business goes to my children and not my brothers when I die", intent: "area:family" },
  { message: "Wetin tem una de open for morning", intent: "hours" },
  {
    message: "Police came and took my husband from the car wash at Lumley, they are saying the Hilux he rented out was used to carry drugs. He is at CID now",
    intent: "urgent",
  },
  { message: "di customer pay deposit 2 million and bring back di car wit scratches, I fit keep all di deposit?", intent: "legal-question" },
  { message: "I need all ur contact details, phone, whatsapp, email", intent: "contact" },
  {
    message:
      "family land at Waterloo, my late father built garage on it and I rent am out as parking. now my cousins want chase me commot. I need lawyer for di family land case",
    intent: "area:land",
  },
  { message: "can I pay the lawyer fee small small? business slow now", intent: "knowledge:Fees" },
  {
    message: "Good day, I want to open a branch of my Ghana car rental company in Freetown. What registration do I need and can your firm do it for me?",
    intent: "area:business",
  },
  { message: "pls write me a nice advert for my car hire business for facebook", intent: "off-topic" },
  { message: "Salut, good morning", intent: "greeting" },
  {
    message:
      "We chartered a vessel to bring 10 minibuses from China for our airport shuttle and the owners are now holding the cargo saying we owe demurrage. please assist",
    intent: "area:shipping",
  },
  { message: "I want to meet the lawyer who handles arbitration next week, any free day?", intent: "booking" },
  { message: "for the appointment should I bring the car logbook and the hire agreement or just the police report?", intent: "knowledge:What to bring" },
  { message: "na now now police dey for mi shop, dem wan carry me go station say di car wey I rent to one man don jam person die. abeg", intent: "urgent" },
  { message: "Abeg una de do mediation? me an di embassy wey owe we transport money wan settle am quiet, no court", intent: "area:arbitration" },
  {
    message: "If the rented car is seized by police because the client used it in a crime, can they keep my car? It's my only car for business.",
    intent: "legal-question",
  },
  { message: "est-ce que l'avocat parle français? my english not so good", intent: "knowledge:Languages spoken" },
  { message: "plis dem hol ma son fo Bo polis sins yestiday, dem se e kil man wit di taxi. e nor kil anybody", intent: "urgent" },
  {
    message:
      "We supply vehicles and drivers to an embassy under a three-year framework agreement. They have now terminated it without notice after only one year. We would like your firm to take up the matter.",
    intent: "area:contract",
  },
  { message: "guys who won arsenal match yesterday lol the drivers dem de argue for di yard", intent: "off-topic" },
  { message: "What are your opening hours? I'm in the UK and want to ring after my shift, is 4pm UK time ok?", intent: "hours" },
  { message: "bos say I go pay for di side mirror wey tif people break wen di car park for night. na mi fault?", intent: "legal-question" },
  {
    message: "I get 6 bus for Lungi transfer, I wan turn am company an get bank loan for buy more. una fit help wit di company papers and di bank side",
    intent: "area:business",
  },
  {
    message:
      "my boss the owner of the rental company slapped me today and said if I tell anybody about the missing money he will deal with me I am afraid to go to work tomorrow",
    intent: "safety",
  },
  { message: "a wan mit lawya nex wik tusdey, i de cum frm Bo", intent: "booking" },
  {
    message:
      "I shipped a Mercedes Sprinter from Southampton to Freetown for my chauffeur business. The bill of lading says it arrived but the port says it is not there. Who at your firm can help with this?",
    intent: "area:shipping",
  },
  { message: "how many lawyers dey your office, dem all na partners?", intent: "team" },
  { message: "my cousin dey inside cell for Eastern police since last night, dem say e drive di rental car without papers. pls wat we do", intent: "urgent" },
  {
    message:
      "One of our former chauffeurs is being accused by a client of stealing 5,000 dollars from a bag left in the car. The police have asked him to report on Friday. We would like a criminal lawyer to assist him.",
    intent: "area:criminal",
  },
  {
    message: "di airport authority don say we no fit pick passenger for Lungi again unless we pay new fee. dem get di right to do dat?",
    intent: "legal-question",
  },
  { message: "hw much fo new batri fo corolla", intent: "off-topic" },
  {
    message:
      "We bought land at Tagrin near the ferry terminal for our car park but another man came with a survey plan saying it is his. I need a lawyer for the boundary matter",
    intent: "area:land",
  },
  { message: "Is +232 76 123 456 still your number? I called and it didn't go", intent: "phone" },
  { message: "mi gyal don go wit mi pikin go Guinea, I de drive for live, I wan custody for mi pikin. pls help", intent: "area:family" },
  {
    message:
      "My brother was detained at Lungi International Airport an hour ago when he came to collect a client. He is still being held by airport security and police. Please advise urgently.",
    intent: "urgent",
  },
  {
    message:
      "Our contract with a mining company for staff transfers has an arbitration clause. They owe us for nine months. We would prefer arbitration rather than the High Court. Do you handle arbitration?",
    intent: "area:arbitration",
  },
  { message: "bonsoir", intent: "greeting" },
  { message: "how do I calculate depreciation for the company cars in Excel", intent: "off-topic" },
  { message: "wat do u guys do exactly", intent: "services" },
  { message: "mi bos no pay mi salary 4 months, na driver I be for im car hire. I no get contract paper but I wan mi money", intent: "area:contract" },
  { message: "Could you give me an idea of your fees for reviewing a vehicle hire contract?", intent: "knowledge:Fees" },
  {
    message: "Some boys at Lungi wharf are attacking my drivers right now with sticks because they say we take their passengers. one of them bleeding",
    intent: "safety",
  },
  {
    message: "if the NGO cancel the contract in the middle of the year do they still have to pay for the three months notice period",
    intent: "legal-question",
  },
  { message: "where is the office exactly, I come from Conakry by road", intent: "address" },
  { message: "dem lock mi driver for Mile 91 police post since morning because e no gree pay dem money. e de cry for phone", intent: "urgent" },
  { message: "Could I arrange a phone consultation with one of your partners for next Wednesday? I am in London.", intent: "booking" },
  {
    message:
      "We want to change the shareholders of our car rental company because one of the founders has died, and the bank is asking for new board resolutions. Can your firm do this?",
    intent: "area:business",
  },
  { message: "tnk u vry mch", intent: "thanks" },
  {
    message:
      "mi boat wey de carry passenger from Lungi to Government wharf, di port people dem seize am say license no complete. I need lawyer for di boat matter",
    intent: "area:shipping",
  },
  { message: "can I come before 9? my first airport run start 10", intent: "hours" },
  {
    message: "police don call me say make I come station Monday about di accident wey happen for Wilkinson road. I no want go alone, I need lawyer",
    intent: "area:criminal",
  },
  { message: "Kindly provide your email address so that I may forward the hire agreement.", intent: "email" },
  { message: "hmm ok so", intent: "unknown" },
  {
    message: "If our chauffeur was driving and the client told him to speed, who is liable for the accident, the client, the driver or the company?",
    intent: "legal-question",
  },
  { message: "Are all your lawyers based in Freetown or do you have any in the provinces?", intent: "team" },
  { message: "ma broda sell di lan wey ma garej de pan fo Bo. i nid lawya", intent: "area:land" },
  {
    message:
      "the police has arrested our accountant at the office right now they are taking him in their vehicle saying he forged fuel receipts please someone come",
    intent: "urgent",
  },
  { message: "how I can contact you from Guinea? whatsapp ou email", intent: "contact" },
  { message: "wetin time di last water taxi de commot from Lungi tonight", intent: "off-topic" },
  {
    message: "My late husband was a taxi owner and his brothers took the two cars and the logbooks after the funeral. I want to get them back for my children",
    intent: "area:family",
  },
  { message: "una get place wey I go park di Land Cruiser when I cum?", intent: "knowledge:Parking" },
  {
    message:
      "I and my business partner in Freetown have fallen out over the car hire company accounts. I would prefer a mediator rather than court. Is this something your firm does?",
    intent: "area:arbitration",
  },
  { message: "my ex who drives for the transfer company keeps following me home and said he will hurt me if i dont come back. im scared", intent: "safety" },
  { message: "ok I go come back later, bye bye", intent: "goodbye" },
  {
    message: "hotel for Aberdeen wan sign me for all dem airport transfer, dem send contract 12 pages. I want lawyer check am before I sign",
    intent: "area:contract",
  },
  { message: "if di polis tak ma car bcos drvr no hav lisens, me go pay fine or im?", intent: "legal-question" },
  { message: "wat papers i go carry wen i come see lawyer about my car", intent: "knowledge:What to bring" },
  { message: "can you tell me how to become a chauffeur for embassy, what they need", intent: "off-topic" },
  { message: "Abeg I wan make appointment fo see lawyer 2moro about mi salary case", intent: "booking" },
  { message: "are u open rn", intent: "hours" },
  {
    message:
      "Na me Osman for Lungi transfer. Police dem don hold mi two boys since yesterday for Port Loko road, dem say di bus overload. dem still dey inside",
    intent: "urgent",
  },
  {
    message:
      "My father ran a car hire business in Freetown and passed away last month without a will. I am in the UK and need someone to help with letters of administration so we can keep the business running.",
    intent: "area:family",
  },
  { message: "c'est combien for rent 4x4 go Conakry one week with driver", intent: "off-topic" },
  {
    message:
      "Our client, a foreign embassy, has deducted 20 percent from our last invoice saying the vehicles were late. Can they lawfully do that when the contract has no penalty clause?",
    intent: "legal-question",
  },
  { message: "di owner of di car wey I crash don send people for find me, dem say dem go wound me. I de hide for mi aunty os now", intent: "safety" },
  {
    message:
      "Our cashier has been stealing from the fuel card top ups for one year we found it in the audit and we want to report it to police and prosecute him we need a lawyer",
    intent: "area:criminal",
  },
  { message: "abeg book me for lawyer dis week, any day after 2 o'clock", intent: "booking" },
  { message: "my aunty wants to register her airport pickup business as limited company, do u do that n how long it takes", intent: "area:business" },
  { message: "vous avez combien d'avocats? how many lawyer you have", intent: "team" },
  {
    message: "I rent one shop for Lungi junction for mi transfer office, di landlord wan chase me out before di lease finish. I get di lease paper. pls help",
    intent: "area:land",
  },
  {
    message: "dem don hol mi for Congo Cross station since 6 o'clock dis morning, I use mi friend phone. dem say I jam okada man. abeg send lawyer",
    intent: "urgent",
  },
  { message: "what is the best accounting software for a car hire company", intent: "off-topic" },
  {
    message:
      "Dear Sir, three armoured vehicles we imported for an embassy contract are being held at the Queen Elizabeth II Quay because customs says they need special clearance. The embassy is pressing us. Please advise whether your shipping team can assist.",
    intent: "area:shipping",
  },
  { message: "wt tings una de do fo pipul", intent: "services" },
  { message: "if I resign from di car hire company, dem fit hold mi last salary because of di crash?", intent: "legal-question" },
  {
    message: "mi an di oda transfer people for Lungi get palaver about who go carry passenger for which flight, we wan somebody for settle am without court",
    intent: "area:arbitration",
  },
  { message: "hello hello", intent: "greeting" },
  { message: "What is your WhatsApp number? It's cheaper for me to call from the UK that way.", intent: "phone" },
  { message: "We want a lawyer to write employment contracts for our 15 chauffeurs, at the moment they work with no papers", intent: "area:contract" },
  {
    message:
      "Good afternoon. Officers from the Transnational Organised Crime Unit have just come to our yard and are taking away our operations manager and two vehicles. They are leaving now. Please help us.",
    intent: "urgent",
  },
  { message: "hw fo renew ma car lisens fo SLRSA", intent: "off-topic" },
  { message: "una lawyer dem sabi Mende? mi papa no sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "A group of men are outside our office gate at Wilberforce shouting that we stole their boss's car and throwing stones. My staff are locked inside. What should we do",
    intent: "safety",
  },
  { message: "mi wife wan divorce, she say she go take half of mi boat and bus dem. I need family lawyer", intent: "area:family" },
  { message: "merci beaucoup", intent: "thanks" },
  { message: "If my manager in Freetown signed a vehicle lease without my authority as the sole director, am I bound by it?", intent: "legal-question" },
  { message: "email address?", intent: "email" },
  {
    message: "police took my dad from his car at the airport pick up point an hour ago, he was waiting for a client. plz help we dont know why",
    intent: "urgent",
  },
  { message: "what are the ways I can contact the firm, I want to call and also send email", intent: "contact" },
  {
    message: "at the border Gbalamuya police say I carry stolen car, they give me paper to come to court in Kambia. I need avocat for defend me",
    intent: "area:criminal",
  },
  { message: "how much una go charge me, I na driver I no get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "We are about to sign a 15-year lease for a new showroom and car park on Wilkinson Road. We need a lawyer to do a title search and review the lease.",
    intent: "area:land",
  },
  { message: "una de work Sunday?", intent: "hours" },
  { message: "plz can u help me with my assignment on transport in sierra leone its due tmr", intent: "off-topic" },
  { message: "I will be in Freetown from the 12th to the 20th. I'd like to book a meeting with a business lawyer during that time.", intent: "booking" },
  {
    message:
      "We are considering bringing in a foreign investor who will take 40% of our car rental company. We need help with the shareholders agreement and protecting the family's control.",
    intent: "area:business",
  },
  { message: "ok nw wat", intent: "unknown" },
  { message: "Ibrahim Jalloh de dere? dem say na im de handle police case", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "We bring boat engine from Dakar by ship, di shipping company lose am. I want lawyer for claim di engine money from dem",
    intent: "area:shipping",
  },
  { message: "is it legal for the transfer company to keep my ID card till i finish the month", intent: "legal-question" },
  {
    message:
      "my husband who is a driver beat me last night because I refused to give him my salary he said he will kill me when he comes back I am at my friend's place now",
    intent: "safety",
  },
  { message: "ma drvr de insaid cel fo Kenema polis, 2 days nw, dem nor tel us wetin e du", intent: "urgent" },
  {
    message:
      "Kindly advise whether your firm can represent us in a mediation with a donor-funded project over outstanding vehicle rental fees. Both parties wish to avoid litigation.",
    intent: "area:arbitration",
  },
  { message: "wer is ur ofis", intent: "address" },
  { message: "Is there somewhere safe to leave a car near your office, or should I come by taxi?", intent: "knowledge:Parking" },
  { message: "how much is Lungi airport parking ticket now", intent: "off-topic" },
  {
    message: "A client hired our bus for a conference and the cheque bounced. We have the signed hire agreement. We want to recover the money.",
    intent: "area:contract",
  },
  { message: "What documents should I bring to the consultation? Company certificate, contracts, invoices?", intent: "knowledge:What to bring" },
  { message: "au revoir", intent: "goodbye" },
  { message: "i wan si lawya fo ma lan case, wen i fit cum", intent: "booking" },
  {
    message:
      "Does your firm handle corporate and commercial work as well as disputes? I'm looking for one firm for everything related to my transport company.",
    intent: "services",
  },
  {
    message:
      "my brother is in the cell at Ross Road police station since Friday they said the car he hired from us was reported stolen by our own manager by mistake please help us get him out",
    intent: "urgent",
  },
  { message: "una sabi if rain go fall tomorrow? I get wedding convoy", intent: "off-topic" },
  {
    message:
      "I'm buying a plot at Lumley to build offices and a garage for my rental company. The seller is in Freetown and I'm in London. I need a lawyer to verify the title and handle the conveyancing.",
    intent: "area:land",
  },
  { message: "if the car I drive for client get accident in Guinea side, the law of Sierra Leone or Guinea apply? who pay?", intent: "legal-question" },
  {
    message: "theres a man at the transfer desk shouting he will stab me because his booking got cancelled, security not here. what do i do",
    intent: "safety",
  },
  { message: "ma drvr tek ma car fo wok an si pay mi evri wik, nw e nor pay 3 mons. we sain pepa. a wan lawya", intent: "area:contract" },
  { message: "is it possible to see a lawyer tomorrow morning? it's about a Lungi transfer contract", intent: "booking" },
  { message: "I want to know if there is a female lawyer that handles business matters in your team", intent: "team" },
  {
    message: "one of my boat drivers dem charge am to court say e carry contraband from Lungi. e de on bail. I want good lawyer for defend am",
    intent: "area:criminal",
  },
  { message: "svp urgent, Sierra Leone police hold me at Kambia checkpoint since morning, they take my passport and the car of my client", intent: "urgent" },
  { message: "wat tym una opn", intent: "hours" },
  {
    message:
      "Our company imported spare parts for the rental fleet and the container was damaged by seawater on the ship. The insurer and the shipping line are pushing the blame on each other. We need help with the cargo claim",
    intent: "area:shipping",
  },
  { message: "abeg send me 10k credit, mi phone don go off", intent: "off-topic" },
  {
    message: "my wife is Sierra Leonean, we divorce and she keep the children in Freetown. I want see them, I need lawyer for the custody",
    intent: "area:family",
  },
  {
    message: "Are we allowed to publish on Facebook the names of clients who hire our cars and do not pay, or could they sue us for defamation?",
    intent: "legal-question",
  },
  { message: "me an mi padi dem wan start car hire, 3 of us, how we go register am so nobody go tif di oda one share", intent: "area:business" },
  { message: "whats the whatsapp", intent: "phone" },
  { message: "police dem jus come Lungi wharf now now, dem de put mi brother inside dem van say di boat no get license. abeg quick", intent: "urgent" },
  {
    message:
      "There is an arbitration clause in our joint venture agreement with a Freetown transport operator. We want to start arbitration proceedings. Can your firm act for us?",
    intent: "area:arbitration",
  },
  { message: "sm pipul wit cutlass de wet fo mi drvr na di park fo Bo, dem se e jam dem broda. e de insaid ma os nau", intent: "safety" },
  { message: "Could you kindly send your schedule of fees? We may need ongoing advice for our rental contracts.", intent: "knowledge:Fees" },
  { message: "if passenger fall inside water from mi boat, na me go responsible or na di boat driver?", intent: "legal-question" },
  { message: "Good morning from London.", intent: "greeting" },
  { message: "Can you recommend a reliable GPS tracking company for our vehicles in Freetown?", intent: "off-topic" },
  {
    message: "I buy small land for Waterloo for park mi taxi, now 3 people dem all de show papers for di same land. I need lawyer for check am",
    intent: "area:land",
  },
  { message: "okay thank you so much", intent: "thanks" },
  { message: "What's the best way to get in touch with your firm from abroad?", intent: "contact" },
  {
    message:
      "they just arrested the driver of our embassy client at the Aberdeen roundabout, the police are taking him now in their car. He was driving the ambassador's wife. Please send someone",
    intent: "urgent",
  },
  {
    message:
      "the transfer company i work for wants me to sign a contract saying i cant work for any other company for 2 yrs after i leave. can someone look at it for me",
    intent: "area:contract",
  },
  { message: "hw mch fo bay use car frm cotonou", intent: "off-topic" },
  { message: "I fit park mi okada na una front?", intent: "knowledge:Parking" },
  {
    message:
      "A former driver has filed a police complaint against me claiming I assaulted him when I was in Freetown last month. It's false. The police want a statement. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "je veux rendez-vous avec avocat, Monday possible?", intent: "booking" },
  { message: "gi me una email", intent: "email" },
  { message: "can the company refuse to pay my end of service benefit because I worked there as contract staff for 6 years", intent: "legal-question" },
  { message: "can I come in at 4:45 or are you closing", intent: "hours" },
  { message: "my mum wants to adopt my cousin whose parents died in the accident on the Lungi road. who helps with adoption", intent: "area:family" },
  { message: "what the firm do? you do business law and also police case?", intent: "services" },
  {
    message: "my partner in the business says if I take him to court he will kill me, he has people. yesterday they broke the windows of my car at night",
    intent: "safety",
  },
  { message: "my bf is at lumley station since last nite, they say the uber car he drives no papers. they won't let him out without money", intent: "urgent" },
  {
    message:
      "We're in a dispute with a freight forwarder who cleared our vehicles at QEII Quay and is now holding them until we pay charges we never agreed. Is this something your shipping lawyers handle?",
    intent: "area:shipping",
  },
  { message: "una ofis de usay na Frito", intent: "address" },
  {
    message:
      "the bank is asking our car hire company for audited accounts and board resolution before they give us the loan for new vehicles we need a lawyer to help with the company documents",
    intent: "area:business",
  },
  { message: "I want to know if Isatu Bangura still works with you she helped my boss with a container before", intent: "attorney:Isatu Bangura" },
  { message: "me an mi bos wan settle di money palaver wit mediator, no court. una fit do am?", intent: "area:arbitration" },
  { message: "Thanks, that's all for now. Goodbye.", intent: "goodbye", also: ["thanks"] },
  { message: "di lawyer sabi Temne? mi papa wan cum", intent: "knowledge:Languages spoken" },
  { message: "its about the thing", intent: "unknown" },
  { message: "can u help me write CV for chauffeur job at embassy", intent: "off-topic" },
  { message: "Pls book me a consultation with family lawyer, Tuesday if possible", intent: "booking" },
  { message: "una lawyer dem plenty? I wan know who de dere before I cum", intent: "team" },
  { message: "how I fit reach una, call or whatsapp or email, which one fast", intent: "contact" },
  {
    message: "abeg dem don carry mi small broda go Pademba Road, dem say e tif car part from di garage. since Tuesday e dey dere, we no get lawyer",
    intent: "urgent",
  },
  {
    message:
      "I send 2 cars from Conakry by boat to Freetown for rent business, now the boat captain say he want more money before he give the cars. I need avocat for this",
    intent: "area:shipping",
  },
  { message: "what is the exchange rate of dollar to leones today I need to pay the car supplier", intent: "off-topic" },
  { message: "if a rent ma car to NGO an di car get damage fo dem projek, na dem fo fix am or ma own insurance?", intent: "legal-question" },
  {
    message:
      "One of my drivers phoned me crying, he says the client he is driving to Kenema has a gun and forced him to stop in the bush. We cannot reach him again. What do we do",
    intent: "safety",
  },
  { message: "Kindly schedule an appointment for me with the contract lawyer at your earliest convenience.", intent: "booking" },
  {
    message: "my friend is accused of stealing a tourist's phone from the airport shuttle, police said they will charge him next week. he needs a lawyer",
    intent: "area:criminal",
  },
  { message: "Are you open on Saturday mornings at all? I only have the weekend when I'm in Freetown.", intent: "hours" },
  { message: "a wan mek wil so ma 4 taxi go to ma pikin dem, nor ma wif famili", intent: "area:family" },
  { message: "how much lawyers una get dere for dat office", intent: "team" },
  {
    message:
      "I've just had a call that my driver in Freetown was detained by police at Kissy yesterday and he's still not been released. Nobody will tell his family anything. Can your firm help immediately?",
    intent: "urgent",
  },
  {
    message: "di plot wey we build di transfer office for Lungi, government say na dem land for airport expansion. we get conveyance. need lawyer",
    intent: "area:land",
  },
  { message: "do u guys only do court cases or also contracts n stuff", intent: "services" },
  { message: "which speedboat engine best, Yamaha or Suzuki", intent: "off-topic" },
  {
    message:
      "I want to set up a Sierra Leone subsidiary of my UK chauffeur company to serve diplomatic clients. Can your firm handle the incorporation and the structure?",
    intent: "area:business",
  },
  { message: "can you give me the phone number of the office please", intent: "phone" },
  { message: "we have problem with transport company in Freetown, the contract say arbitration in Freetown. you can do for us?", intent: "area:arbitration" },
  { message: "polis dem cum na ma os nau nau, dem wan tek mi se di car wey a sel na tif car. plis", intent: "urgent" },
  { message: "if i drove the company car home without permission and someone hit it, can they make me pay for everything?", intent: "legal-question" },
  {
    message: "We need a supply agreement drafted with a fuel company for fuel cards for our fleet of 30 vehicles. Can your contract team prepare this?",
    intent: "area:contract",
  },
  { message: "how una de, good evening", intent: "greeting" },
  { message: "di man wey I carry go airport say I go pay for im bag wey lost, e dey beat me now for di car park, people de watch", intent: "safety" },
  { message: "ur email pls", intent: "email" },
  { message: "What is the going rate for a chauffeur's monthly salary in Freetown these days?", intent: "off-topic" },
  {
    message:
      "One of our vehicles was hired using a stolen credit card by a foreign national who then left the country. We need to file a fraud complaint and would like legal representation.",
    intent: "area:criminal",
  },
  { message: "una de collect money for first meeting?", intent: "knowledge:Fees" },
  {
    message: "We want a lawyer to review the charter party for a vessel we will use to bring 20 vehicles from Dubai for a new embassy contract.",
    intent: "area:shipping",
  },
  {
    message:
      "my cousin he drive the transfer for Lungi, police take him this morning from the ferry terminal, he is from Guinea and they say his papers no good. he still inside",
    intent: "urgent",
  },
  { message: "What's the exact address? I'll get my driver to bring me.", intent: "address" },
  { message: "tenki ya, God bless", intent: "thanks" },
  { message: "before I come for the meeting do I need to bring the invoices and the letters we sent to the NGO", intent: "knowledge:What to bring" },
  {
    message:
      "My company wants to buy the land we are renting at Jui for the car yard. The owner agreed but we need a lawyer to check the documents and do the conveyance.",
    intent: "area:land",
  },
  { message: "lol can u write a poem for my bf birthday hes a driver", intent: "off-topic" },
  { message: "I wan come see lawyer Thursday wit mi partner, abeg put we down", intent: "booking" },
  {
    message:
      "My brother died in a road accident in Freetown while driving for a transfer company. His widow and children need help with his estate. Can you help them?",
    intent: "area:family",
  },
  {
    message:
      "some people are at my house now saying my husband owes them for the car he rented, they are banging the door and threatening to take me, he is not home",
    intent: "safety",
  },
  { message: "As a UK citizen, am I allowed to own 100% of a Sierra Leone car rental company, or do I need a local partner by law?", intent: "legal-question" },
  { message: "una open dis kind time for evening? 6 o'clock", intent: "hours" },
  {
    message: "mi an mi partner wan separate di transfer business, im wan take di boat, me di bus. we need lawyer for share di company",
    intent: "area:business",
  },
  {
    message: "dem sack me from di car hire say I crash di car but na di odder driver crash am. I no get paper, I want lawyer for fight am",
    intent: "area:contract",
  },
  { message: "usay a go pak ma car wen a cum", intent: "knowledge:Parking" },
  {
    message:
      "Our company has an arbitration award against a client who rented buses for election work and never paid. We need a lawyer to enforce the award in court",
    intent: "area:arbitration",
  },
  { message: "police r taking my brother rn from the taxi park at lumley, they hit him n put him in the car. hes a driver", intent: "urgent" },
  { message: "a de go nau, bai", intent: "goodbye" },
  { message: "Do any of your lawyers speak French? My business partner is from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "wetin be di cheapest airline for go London from Lungi", intent: "off-topic" },
  { message: "What matters does Kamara & Associates deal with?", intent: "services" },
  { message: "di landlord for di garage don lock me inside di yard wit im boys, dem say dem no go let me go till I pay. dem get stick", intent: "safety" },
  { message: "I need to talk to a criminal lawyer in person this week, how do I book", intent: "booking" },
  { message: "Good morning I hope you are doing well", intent: "greeting" },
  {
    message:
      "Please, our chauffeur has been held at the Lungi airport police post since last night after a passenger accused him of taking her handbag. He has not been charged and they will not release him.",
    intent: "urgent",
  },
  { message: "a wan register ma taxi biznes as kompani fo Bo, una de du am fo provins?", intent: "area:business" },
  { message: "wetin be di best way for cool engine wey de overheat", intent: "off-topic" },
  {
    message: "my boss deducted money from my salary for the fuel card that went missing even though I did not lose it is that legal",
    intent: "legal-question",
  },
  { message: "wat days r u open", intent: "hours" },
  {
    message: "dem boys for Tagrin don surround mi bus wit di passenger dem inside, dem de shake di bus and say we no go pass. people de cry",
    intent: "safety",
  },
  {
    message:
      "My Freetown company supplies vehicles to an NGO under a contract that is up for renewal. I'd like your firm to negotiate better payment terms because they always pay 90 days late.",
    intent: "area:contract",
  },
  { message: "can i book for my mum to see a lawyer friday, shes the one with the car issue", intent: "booking" },
  { message: "ma shipmnt of 2 car frm japan de na quay, customs se a fo pay big tax, a nor gri. a nid lawya", intent: "area:shipping" },
  {
    message:
      "We were referred to Adama Koroma for an arbitration involving our vehicle leasing contract. Could you tell me a little about this lawyer's experience?",
    intent: "attorney:Adama Koroma",
  },
  {
    message: "dem lock mi padi Abu inside cell for Waterloo since two days, e na taxi driver. dem say e carry tif goods but na passenger bag. abeg help",
    intent: "urgent",
  },
  {
    message:
      "Our general manager has been charged with fraud over fuel card transactions. He maintains his innocence. The case goes to the Magistrate Court next week and we need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "How big is your team? I need to know you have enough people for a long commercial matter.", intent: "team" },
  { message: "how do I make a rental invoice template on my phone", intent: "off-topic" },
  { message: "I want buy land in Freetown for parking my trucks and cars, I am Guinean, I need lawyer for check documents", intent: "area:land" },
  { message: "dem tell me say if I drive without di owner insurance, police fit lock me. na true?", intent: "legal-question" },
  { message: "le numéro de téléphone svp", intent: "phone" },
  { message: "My sister's husband died and his family are taking his minibus and the house. She needs a lawyer for the inheritance", intent: "area:family" },
  { message: "una de handle boat matter an land matter all two?", intent: "services" },
  {
    message:
      "hello the police are at our office right now they are putting handcuffs on my manager because of the embassy car accident please send a lawyer quickly",
    intent: "urgent",
  },
  { message: "Which hotel near Lungi airport would you recommend for a client arriving late at night?", intent: "off-topic" },
  { message: "me an NGO get palaver fo car rent mony, a wan setul am witout kot", intent: "area:arbitration" },
  { message: "how do i get in touch wit u guys", intent: "contact" },
  {
    message:
      "My driver in Freetown just messaged that he is being chased by a gang who want the car, he has locked himself in a shop and they are outside. I am in London and don't know what to do.",
    intent: "safety",
  },
  { message: "Could I have the email address for consultations please?", intent: "email" },
  { message: "I want open car rental company in Freetown, I am foreigner from Guinea. you can register for me?", intent: "area:business" },
  { message: "If a client's cheque bounces, is it a criminal offence we can report to the police or only a civil matter?", intent: "legal-question" },
  { message: "Is there parking for visitors at 12 Siaka Stevens Street, or should my driver drop me and wait elsewhere?", intent: "knowledge:Parking" },
  { message: "we want a lawyer to review the agreement with the airport for our pickup desk licence before we sign", intent: "area:contract" },
  { message: "usay a fit get chip spea pat fo Hiace na Bo", intent: "off-topic" },
  { message: "you are open at what time in the morning", intent: "hours" },
  {
    message: "police say I fo cum court Tuesday for reckless driving but I no do am, na di oda car jam me. I need lawyer for defend me",
    intent: "area:criminal",
  },
  { message: "Dem soja dem don hold mi driver an di bus for Lungi checkpoint since morning, dem no wan release am", intent: "urgent" },
  { message: "Thanks very much, that's helpful.", intent: "thanks" },
  { message: "una office na Siaka Stevens? wich side, near cotton tree?", intent: "address" },
  {
    message: "di ferry wey we de use for carry we bus go Tagrin, dem damage two bus for inside. di ferry company no wan pay. need lawyer",
    intent: "area:shipping",
  },
  {
    message: "my uncle who owns the car hire keeps touching me when i go to work there and threatened me if i tell anybody. i dont know who to talk to",
    intent: "safety",
  },
  { message: "una get any young lawyer or na only old ones?", intent: "team" },
  { message: "mi granpa lan for Kossoh Town, mi uncle dem rent am to car park man an chop all di money. we wan lawyer", intent: "area:land" },
  { message: "I would like to schedule a meeting with a lawyer about our fuel card contract next Tuesday morning if possible", intent: "booking" },
  { message: "does anyone there speak krio? my gran doesnt speak english well", intent: "knowledge:Languages spoken" },
  { message: "Can the embassy terminate our contract and sue us because our driver posted photos of the ambassador on Facebook?", intent: "legal-question" },
  { message: "mi wife don die, mi pikin dem small. I wan make will so if anything happen dem go get mi boat dem", intent: "area:family" },
  { message: "they took my uncle from the airport taxi rank to CID, he is still there since yesterday. how do we get him out", intent: "urgent" },
  { message: "Weh I fit buy fuel card for mi personal car?", intent: "off-topic" },
  {
    message: "Can your firm arrange a mediator between me and my former co-director over the car hire company? We both want to avoid going to court.",
    intent: "area:arbitration",
  },
  { message: "what else do you do apart from court?", intent: "services" },
  { message: "I'd like to arrange a consultation next week please, it is about an unpaid invoice from an embassy.", intent: "booking" },
  { message: "ma wif broda de na Magburaka polis sel frm Fraide, dem se e drayv car wey nor get pepa. plis", intent: "urgent" },
  { message: "Could you recommend a good driving school in Freetown for training new chauffeurs?", intent: "off-topic" },
  { message: "if di NGO no pay we after 6 months, we fit take dem car or property for collect we money?", intent: "legal-question" },
  { message: "a man say I take his wife to Conakry in my car and now he and his brothers look for me to kill me, I am hiding in Freetown", intent: "safety" },
  {
    message: "We would like your firm to review our standard chauffeur hire terms and conditions, which we have used since 2015 without any legal input.",
    intent: "area:contract",
  },
  { message: "a wan apoyntmnt wit lawya fo Monde", intent: "booking" },
  { message: "una de open till wetin tem?", intent: "hours" },
  { message: "polis se ma drvr nok pikin wit di taxi fo Bo, dem charj am to kot. e de home on bail. a wan lawya fo im", intent: "area:criminal" },
  { message: "heyy", intent: "greeting" },
  {
    message:
      "My cousin has been held at Lungi airport by immigration and police since this morning. He went to meet a client off the Brussels flight. They've taken his phone. Please help.",
    intent: "urgent",
  },
  {
    message:
      "my aunt n her friend share a car hire company but the friend opened another bank account n is taking the money. does ur firm help with that kind of company matter",
    intent: "area:business",
  },
  { message: "Pls una get boat for rent? I need one for Saturday", intent: "off-topic" },
  {
    message: "our cargo of tyres for the cars come by ship to Freetown quay, half is missing. the shipping agent say not his problem. I need lawyer for claim",
    intent: "area:shipping",
  },
  { message: "r all ur lawyers men?", intent: "team" },
  {
    message: "If we dismiss a driver for crashing a client's car while drunk, do we still have to pay him his end of service benefits?",
    intent: "legal-question",
  },
  { message: "di client wey I crash im car don cum mi os wit boys now, dem de shout outside say dem go beat me till I pay. mi mama de cry", intent: "safety" },
  { message: "di boundri of ma garej lan fo Bo, ma nebo don push im fens insaid ma lan. a nid lawya", intent: "area:land" },
  { message: "tenki boku", intent: "thanks" },
  { message: "Please what services do you offer I want to know if you can help a small transport company", intent: "services" },
  {
    message:
      "the police have taken my son from the car park where he washes cars they say he stole a side mirror he is only 16 please help they took him to Central",
    intent: "urgent",
  },
  { message: "my dad drives for an ngo n he left my mum for another woman, she wants divorce n maintenance. who should she talk to", intent: "area:family" },
  { message: "how can I contact the lawyers, I am in Guinea now", intent: "contact" },
  { message: "di hotel wey owe we transfer money don gree make we go mediation. una fit represent we?", intent: "area:arbitration" },
  { message: "is the basketball court at national stadium open on weekends", intent: "off-topic" },
  { message: "Can I book a video consultation with your shipping partner about vehicles stuck at the port?", intent: "booking" },
  { message: "una lawya sabi tok Limba or Temne?", intent: "knowledge:Languages spoken" },
  {
    message: "dem don tek mi boat driver go Lungi police since morning wit di boat key, dem say e carry passenger pass di limit. e still dey dere",
    intent: "urgent",
  },
  {
    message: "my friend have case for court in Freetown, they say he take money from client for car and not deliver. he need avocat for criminal case",
    intent: "area:criminal",
  },
  { message: "how I go find una office from Government Wharf? I go walk", intent: "address" },
  { message: "can my boss make me work 14 hrs a day driving airport runs without extra pay? is that allowed", intent: "legal-question" },
  {
    message:
      "my brother in law is threatening my husband on the phone saying he will kill him if he does not give back the car, he said he knows where we live. we are afraid to sleep here tonight",
    intent: "safety",
  },
  { message: "gi me di number wey I fit call now", intent: "phone" },
  {
    message:
      "We would like your business team to prepare new articles and a shareholders agreement for our car hire company as my son is joining as a director.",
    intent: "area:business",
  },
  { message: "I go need carry mi boat license an mi ID wen I come?", intent: "knowledge:What to bring" },
  { message: "how do I make my phone charge faster in the car, the charger in the bus is slow", intent: "off-topic" },
  { message: "?", intent: "unknown" },
  {
    message:
      "Our vehicles were loaded on the wrong vessel in Antwerp and ended up in Lagos. The shipping line is refusing responsibility. Can your shipping team handle a claim?",
    intent: "area:shipping",
  },
  { message: "Alright, goodbye.", intent: "goodbye" },
  {
    message: "I'd like to lease a plot next to Lungi airport for a car park for transfer clients. Can your land team draft and check the lease?",
    intent: "area:land",
  },
  {
    message:
      "my brother is in police cell at Kissy since two nights, they say he drive the car without customs papers. he is Guinean, no family here, svp help",
    intent: "urgent",
  },
  { message: "abeg I wan talk to lawyer face to face about mi sack, wen I fit cum", intent: "booking" },
  { message: "Do you close for lunch? I'd planned to come around 1pm.", intent: "hours" },
  { message: "di driver wey I sack don cum back wit knife, e de round di yard now, we lock di gate. abeg wetin we do", intent: "safety" },
  { message: "I have been caring for the son of my late chauffeur for two years. I would like to adopt him formally. Please assist.", intent: "area:family" },
  {
    message: "Dear Sir, we have received a notice of arbitration from a client claiming our chauffeur damaged their goods in transit. We need representation.",
    intent: "area:arbitration",
  },
  { message: "Can you tell me which kinds of legal problems you deal with, is it only for companies?", intent: "services" },
];
