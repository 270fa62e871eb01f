import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: motor mechanics, garages, vulcanisers, spare-parts dealers, apprentices and customers; writers: old Kissy master mechanic (heavy Krio), young apprentice (SMS shorthand, typos), Dove Cut parts dealer (mixed English/Krio), Bo roadside vulcaniser (voice typing), UK diaspora car owner (careful English), Freetown office-worker customer (plain English), retired teacher (formal letters), keke/taxi driver (Krio, dropped vowels)
export const SEVENTY_FOURTH_TEST_SET: LabelledMessage[] = [
  { message: "Good morning una, hope una de fine", intent: "greeting" },
  {
    message:
      "I am a spare parts dealer at Dove Cut. A garage in Wellington took brake pads and shock absorbers from me on credit since March, total Le 14,000, and now the owner says he will not pay. I want a lawyer to help me recover my money.",
    intent: "area:contract",
  },
  {
    message: "Police dem just come na we garage for Kissy Road and carry my master go, dem say one of the motor we fix na tif motor. abeg help quick",
    intent: "urgent",
  },
  { message: "wetin mek my Corolla de overheat every time I reach Congo Cross traffic, radiator get water", intent: "off-topic" },
  {
    message:
      "I left my Hilux at a garage in Bo for 5 months while I was travelling and the mechanic now says he will sell it to cover storage fees. Can he legally sell my car without my permission?",
    intent: "legal-question",
  },
  { message: "una office de open Saturday? I de work na garage Monday to Friday", intent: "hours" },
  {
    message:
      "The land where my vulcanising shed is at Calaba Town, the owner family now say another man bought it and they want me to leave. I have paper from the grandfather. I need lawyer to look at this land matter",
    intent: "area:land",
  },
  {
    message: "customer wey I no finish im car say if I no give am im engine tomorrow he go come with boys to kill me. I fraid to go back to the workshop",
    intent: "safety",
  },
  { message: "pls I wan see lawyer 2moro morning about my garage partner, can u book me", intent: "booking" },
  {
    message:
      "My apprentice was charged to court last week for receiving stolen car parts. He is on bail now but the case is at Pademba Road magistrate court on Thursday. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "how much una de charge for consultation, I na jus vulcaniser i no get big money", intent: "knowledge:Fees" },
  { message: "hw many lawyer una get dia, I wan know before I come", intent: "team" },
  {
    message:
      "My container of used engines and gearboxes from Antwerp has been held at Queen Elizabeth II Quay for six weeks. The shipping line says the bill of lading has a problem and demurrage is adding daily. Can your firm handle this?",
    intent: "area:shipping",
  },
  { message: "Which one better for taxi, Michelin tyre or the China tyre dem sell for Abacha Street", intent: "off-topic" },
  {
    message: "Me and 2 of my brothers want to register our spare parts shop as a limited company so we can get bank loan. Do you do company registration?",
    intent: "area:business",
  },
  {
    message:
      "my son is an apprentice at a garage in Makeni. the police came last night and took him with the master and they are still holding him at the station since yesterday. nobody is telling us anything",
    intent: "urgent",
  },
  { message: "Master no pay me for 2 years apprentice work, he say na training. Dis one legal?", intent: "legal-question" },
  { message: "Send me una phone number pls", intent: "phone" },
  {
    message:
      "My partner and I run a panel beating workshop together and we have disagreed about sharing the profit. We do not want to go to court. Do you do mediation for this kind of thing?",
    intent: "area:arbitration",
  },
  {
    message:
      "My husband was a mechanic at Kissy and he died in January. His brothers have taken over the garage and the tools and say me and the children get nothing. I need help with his estate.",
    intent: "area:family",
  },
  { message: "How can I reach una? phone, email, anything", intent: "contact" },
  { message: "wat kind of case una de handle", intent: "services" },
  { message: "Tenki ya, God bless", intent: "thanks" },
  { message: "pls can u help me write CV, I want apply for mechanic job at a mining company in Kono", intent: "off-topic" },
  {
    message:
      "Soldiers have taken my uncle from his spare parts shop at Lumley to the barracks since morning, they say he is selling army vehicle parts. Please what do we do",
    intent: "urgent",
  },
  {
    message:
      "I bought 4 tyres from a dealer and they were fake, one burst on the highway. Can I sue him for the damage to my car and how much will the court give me?",
    intent: "legal-question",
  },
  {
    message:
      "I need a lawyer to draft a proper apprentice agreement for my workshop. I have 6 boys and I want everything clear, training period, allowance, tools.",
    intent: "area:contract",
  },
  { message: "Where is your office exactly? I will come from Waterloo by poda poda", intent: "address" },
  { message: "Dem de beat one boy na Dove Cut now now, dem say he tif side mirror. Crowd plenty, dem go kill am", intent: "safety" },
  {
    message:
      "police invited me to come to CID on Monday about a car they say was stolen and I bought it from a garage. I have not been arrested. I want a lawyer to go with me",
    intent: "area:criminal",
  },
  { message: "Is there parking near your office? I will come with my truck", intent: "knowledge:Parking" },
  { message: "what time una close on Friday", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule an appointment with a lawyer regarding a vehicle I left at a garage in Freetown while I was in the UK. I am available next week Tuesday or Wednesday. Kind regards, Samuel.",
    intent: "booking",
  },
  { message: "wetin na the price of Toyota Camry shock absorber for Freetown now", intent: "off-topic" },
  {
    message: "I want to lease a plot along Bai Bureh Road for a new garage. The owner wants me to sign a 10 year lease. Can una check the title before I pay?",
    intent: "area:land",
  },
  { message: "pls I get problem", intent: "unknown" },
  { message: "police dey for we garage gate now dem wan take all the boys dem, dem say stolen motorbike de inside", intent: "urgent" },
  {
    message:
      "Customs at the Quay seized my two Mercedes vans I shipped from Germany, they say the chassis numbers do not match the documents. I need a shipping lawyer",
    intent: "area:shipping",
  },
  { message: "If a customer leaves a car in my garage and never comes back for a year, does it become mine?", intent: "legal-question" },
  { message: "wat is una email address", intent: "email" },
  { message: "Do you advise on shareholder agreements? I want to bring two investors from Ghana into my auto parts business.", intent: "area:business" },
  { message: "Hello, good afternoon", intent: "greeting" },
  {
    message: "My master beats me every day with spanner and says if I leave he will find me and break my leg. I am hiding at my aunty house now",
    intent: "safety",
  },
  {
    message:
      "the garage charged me for a new alternator but put an old one, I have the job card and receipt. I want them to refund or replace, can your firm take it up?",
    intent: "area:contract",
  },
  { message: "Chelsea or Arsenal tonight? the boys in the workshop de argue", intent: "off-topic" },
  {
    message:
      "We got an arbitration award against a dealer in Conakry who sold us fake engine parts. Do you handle enforcing awards like that here in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "una lawyer dem de talk Temne? my papa no sabi English", intent: "knowledge:Languages spoken" },
  { message: "I want to book appointment with the land lawyer and also how much is the consultation fee", intent: "booking", also: ["knowledge:Fees"] },
  { message: "Abeg dem lock my apprentice for Kissy police station since Sunday say na im tif customer battery. We no get money for bail", intent: "urgent" },
  {
    message: "I be mechanic and me and my wife don separate. She don take the pikin dem go Kenema and she no de let me see dem. I want lawyer for custody",
    intent: "area:family",
  },
  { message: "My keke battery no de charge again, wetin fit cause am", intent: "off-topic" },
  {
    message: "I don pay garage full money for respray but dem don keep my motor 4 months. If I go take am by force, police fit hold me?",
    intent: "legal-question",
  },
  {
    message: "They have just handcuffed my brother at his vulcanising spot in Bo and are putting him in the police van. Please somebody help us now",
    intent: "urgent",
  },
  {
    message:
      "Am a mechanic, last month police find one stolen Rav4 in my workshop wey customer bring for repair. Dem charge me for receiving stolen property, I don get bail. I need lawyer for the trial",
    intent: "area:criminal",
  },
  { message: "Is Ibrahim Jalloh still with your firm? my oga say he helped him before in a stolen car case", intent: "attorney:Ibrahim Jalloh" },
  { message: "Do you have any female lawyer? I prefer to talk to a woman", intent: "team" },
  { message: "I would like to see any land lawyer about my workshop plot. What day can I come?", intent: "booking" },
  { message: "r u open 2day? its public holiday", intent: "hours" },
  {
    message:
      "The bank gave my garage a loan with my house as security and now they say I owe more than I borrowed. I need a business lawyer to look at the loan papers",
    intent: "area:business",
  },
  {
    message:
      "The owner of the car I was repairing came with a cutlass, said I spoil his engine. He is still outside the garage shouting he will chop me. I locked myself in the store",
    intent: "safety",
  },
  { message: "how to change brake pad on Nissan Almera step by step", intent: "off-topic" },
  {
    message:
      "Good day. I shipped a 40ft container of tyres from China to Freetown. When it was opened at the Quay half of the tyres were wet and rotten. The shipping company refuses to accept responsibility. I want to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "does my landlord have the right to close my garage because neighbours complain about the noise of the compressor?", intent: "legal-question" },
  {
    message: "I work as mechanic for a transport company for 3 yrs, dem sack me with no notice and no end of service benefit. I want lawyer to fight this",
    intent: "area:contract",
  },
  { message: "what documents should I bring when I come? I have receipts for the parts and the job card", intent: "knowledge:What to bring" },
  { message: "pls whch email I fit send the pictures of the car to", intent: "email" },
  {
    message: "Dem don hold my papa na Congo Cross police since yesterday morning, dem say the engine na im shop na tif engine. Dem no gree release am",
    intent: "urgent",
  },
  {
    message: "The city council marked my garage at Kissy for demolition saying it is on road reserve, but I have conveyance. I need a land lawyer to help",
    intent: "area:land",
  },
  { message: "Which place sell original Toyota parts for Bo, not China copy", intent: "off-topic" },
  { message: "ok thank u very much for the info", intent: "thanks" },
  {
    message:
      "The association of vulcanisers in Kenema want to settle a fight between two members about a spot. They said to get someone neutral. Una do mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "My father own a big spare parts shop at Kissy Street. He wants to make a will so there will be no fight among us after. Can una help him write the will?",
    intent: "area:family",
  },
  { message: "Apprentice break customer windscreen during work. Who must pay, me the master or the boy?", intent: "legal-question" },
  { message: "Hello, does your firm handle cases for business people like traders and mechanics, what areas do you cover?", intent: "services" },
  { message: "Police at my door now with the man who says I sold him a stolen engine. They want to take me. What should I do", intent: "urgent" },
  { message: "wetin na una whatsapp number", intent: "phone" },
  { message: "can I talk to a lore on the phone Thursday about my car the garage refuse to release I'm in London", intent: "booking" },
  {
    message:
      "My son is an apprentice and was released on police bail last week over a missing car. They told him to report every Monday. We want a lawyer to handle his case before it goes to court",
    intent: "area:criminal",
  },
  { message: "how much for vulcanising tube and patch now for Freetown", intent: "off-topic" },
  {
    message:
      "the landlord son and his friends de threaten my vulcaniser boys every night, dem say if we no leave the corner dem go burn the shed with we inside",
    intent: "safety",
  },
  { message: "Are you open on Sunday after church?", intent: "hours" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "I sold spare parts to a customer and later found out they were fake from my supplier. Can the police jail me for it even though I didn't know?",
    intent: "legal-question",
  },
  {
    message:
      "We signed a supply agreement with a parts importer to deliver engine oil every month. For 3 months he has not supplied and he has our deposit. I need a lawyer to enforce the agreement",
    intent: "area:contract",
  },
  { message: "Do you accept payment small small? my garage money no too much this season", intent: "knowledge:Fees" },
  { message: "Can you recommend a good driving school in Freetown for my daughter?", intent: "off-topic" },
  {
    message:
      "I want to open a branch of my auto parts business in Liberia and keep the company here. Your firm handles business registration and that kind of thing?",
    intent: "area:business",
  },
  { message: "MY APPRENTICE DEM ARREST AM THIS MORNING FOR LUMLEY, HE STILL DE DE CELL. PLS HELP", intent: "urgent" },
  { message: "how I go take contact una? I no get email", intent: "contact" },
  {
    message:
      "Charterer of the vessel that brought our car consignment wants us to pay extra freight before releasing. Do you deal with charter party disputes?",
    intent: "area:shipping",
  },
  { message: "hmm", intent: "unknown" },
  { message: "Customer no pay for repair for 6 months, can I keep his car until he pays or is that illegal?", intent: "legal-question" },
  {
    message: "my late grandfather land at Waterloo, we wan use part for family garage but my uncle say na im own. We need lawyer for the family land dispute",
    intent: "area:land",
  },
  { message: "who are the lawyers in your office?", intent: "team" },
  { message: "ok bye", intent: "goodbye" },
  { message: "Abeg how do I open a mechanic workshop Instagram page", intent: "off-topic" },
  { message: "I want appointment pls, 2moro 10am", intent: "booking" },
  {
    message:
      "My husband the mechanic beat me last night with a hose and says he will kill me if I tell anyone. I am at my sister's place now but he is looking for me",
    intent: "safety",
  },
  {
    message:
      "My ex-husband has a garage and makes good money but he refuses to give child maintenance for our 2 kids. I want to take him to family court. Can you help?",
    intent: "area:family",
  },
  { message: "Dem tek my brother from the garage na night, CID, and dem no tell we where dem carry am. Since two days now", intent: "urgent" },
  {
    message:
      "Our company supplies lubricants to garages. A big customer owes us and the contract says disputes go to arbitration. We need a lawyer to start the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Is it legal for a garage to charge me storage every day for a car they have not finished repairing?", intent: "legal-question" },
  {
    message: "plz help my husband was picked up by police at his shop in Kenema 2 hours ago, they say receiving stolen motorbikes. he is in the cell now",
    intent: "urgent",
  },
  { message: "what is the weather going to be in Freetown tomorrow, I want to spray a car outside", intent: "off-topic" },
  { message: "Parlez-vous français? Je suis guinéen, mécanicien à Freetown, mon anglais est faible", intent: "knowledge:Languages spoken" },
  {
    message: "The company I work for as a driver-mechanic has not paid my salary for 5 months. I have my appointment letter. Can una help me get my money?",
    intent: "area:contract",
  },
  {
    message:
      "Some boys are following me since I reported that my master's shop sells stolen parts. They said they will deal with me. I'm scared to sleep at home",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, I wish to arrange a meeting with one of your lawyers concerning a dispute over my late husband's garage. Kindly let me know an available date. Yours faithfully, Mrs. Kargbo",
    intent: "booking",
  },
  {
    message:
      "I was accused of stealing a customer's car from the garage where I work. I am not in custody but the case is now in court. I need a criminal lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "wat time una open in the morning", intent: "hours" },
  { message: "Abeg una de help people register business name? I wan register my vulcanising business name proper", intent: "area:business" },
  { message: "wetin na best engine oil for Toyota Hiace poda poda", intent: "off-topic" },
  {
    message: "The dealer sold me a gearbox and said it was new but it is reconditioned. He refuse to refund. Does the law say he must give back my money?",
    intent: "legal-question",
  },
  {
    message:
      "I bought a plot at Hastings to build a spare parts warehouse and now another person came with a different survey plan. I need someone to do a search at the Ministry of Lands",
    intent: "area:land",
  },
  { message: "una office de near Lumley or Central? I no know Siaka Stevens street", intent: "address" },
  {
    message:
      "Police came to the garage and took my car and my driver. The driver is at the Central police station now since last night. Please can a lawyer go there today",
    intent: "urgent",
  },
  { message: "I wan adopt my late brother son, he de learn mechanic with me. How una go help with the adoption paper", intent: "area:family" },
  { message: "How many una be for di office, na only men lawyer?", intent: "team" },
  {
    message:
      "We imported a car carrier's worth of second hand vehicles and two of the cars arrived damaged with broken windscreens. Does your firm do marine cargo claims?",
    intent: "area:shipping",
  },
  { message: "Is mechanical engineering better than auto mechanic course at the technical institute?", intent: "off-topic" },
  { message: "wetin be di parking situation for una side, I go come wit my motor wey I jus fix", intent: "knowledge:Parking" },
  { message: "hey there", intent: "greeting" },
  { message: "If I take my car from the garage at night because the mechanic refused to give it back, is that stealing?", intent: "legal-question" },
  {
    message: "Can you review a contract before I sign it? A transport company wants me to maintain their fleet of 20 trucks for 2 years",
    intent: "area:contract",
  },
  {
    message:
      "My apprentice's father came to the shop and slapped him and said he will kill him for leaving school. The boy is crying and hiding in the back of the garage. He is afraid to go home",
    intent: "safety",
  },
  { message: "What services do you offer?", intent: "services" },
  { message: "Dem don carry my pikin go police. Na apprentice na Kissy garage. Dem say im tif car radio. Since yesterday dem no release am", intent: "urgent" },
  { message: "pls who can fix car AC in Makeni, I can pay good", intent: "off-topic" },
  { message: "I need to meet a lawyer this week about fake parts I was sold. Friday ok?", intent: "booking" },
  {
    message:
      "I heard that arbitration is faster than court. We have a dispute with the Chinese company that supplied our tyre retreading machine. Can una handle it?",
    intent: "area:arbitration",
  },
  { message: "I wan call una, wetin na di number", intent: "phone" },
  {
    message: "My master died and his wife says all the tools I brought to the workshop belong to the estate. Can she keep my own tools?",
    intent: "legal-question",
  },
  { message: "How much does it cost to hire a lawyer for a court case about my car?", intent: "knowledge:Fees" },
  {
    message:
      "Magistrate gave me bail yesterday, the charge is conspiracy to steal a truck from the company yard where I was fleet mechanic. Trial starts in two weeks and I have no lawyer yet",
    intent: "area:criminal",
  },
  { message: "Please give me all your contact details, I am in Ghana", intent: "contact" },
  { message: "I need a loan to buy a compressor for my vulcanising shop. Which bank gives small loans?", intent: "off-topic" },
  { message: "?", intent: "unknown" },
  { message: "tank una plenty", intent: "thanks" },
  {
    message: "my boss is being held by military police at Wilberforce barracks since yesterday over a missing army jeep we repaired. he hasn't eaten. please",
    intent: "urgent",
  },
  { message: "What is your email? I want to send the documents", intent: "email" },
  { message: "I want to buy the land my garage is on from the owner. Can una do the conveyance and check the title deed?", intent: "area:land" },
  {
    message: "People at the park are saying I took a passenger's phone, they're surrounding my keke and beating the windscreen. Please help",
    intent: "safety",
  },
  { message: "Can I come on Saturday morning?", intent: "hours" },
  {
    message: "I signed as guarantor when my cousin bought a truck on credit, now he has run away. Does the dealer have the right to take my workshop?",
    intent: "legal-question",
  },
  {
    message: "My partner in the parts shop wants to leave and take his share. We never had a written agreement. I need a business lawyer",
    intent: "area:business",
  },
  { message: "bye for now", intent: "goodbye" },
  { message: "wetin time Barcelona go play today", intent: "off-topic" },
  {
    message:
      "My father died and he left a garage and two trucks. There is no will and my stepmother has taken everything. I want to apply for letters of administration",
    intent: "area:family",
  },
  { message: "Book me consultation with criminal lawyer please, as soon as possible", intent: "booking" },
  { message: "Wetin I for carry come when I de come see the lawyer? I get the car papers and receipt", intent: "knowledge:What to bring" },
  {
    message: "Abeg police don lock my master for Bo since Friday say di motor wey customer leave na tif motor. Dem want money before dem release am",
    intent: "urgent",
  },
  {
    message:
      "Our spare parts consignment was discharged at the Quay but the clearing agent disappeared with the documents and the port is charging storage. Need a lawyer who knows port and customs matters",
    intent: "area:shipping",
  },
  { message: "How do I balance wheels without a balancing machine", intent: "off-topic" },
  { message: "Can a spare parts dealer refuse to take back a part that doesn't fit my car if I have the receipt?", intent: "legal-question" },
  { message: "Please I want to know about Christiana Thomas. Does she handle cases of workers who were not paid?", intent: "attorney:Christiana Thomas" },
  { message: "Una de open during lunch time? I only free 1 o'clock", intent: "hours" },
  {
    message:
      "The man whose car engine knocked after we fixed it is sending me voice notes saying he knows where my children go to school. I'm afraid for my family",
    intent: "safety",
  },
  {
    message:
      "Two garages and a transport union have a big dispute over a fleet repair contract. The union chairman suggested arbitration instead of court. We want your firm to act for us",
    intent: "area:arbitration",
  },
  { message: "Dem de drag my boy inside police vehicle now now for Waterloo, he na apprentice, dem say im steal customer tyre. Help", intent: "urgent" },
  { message: "Good afternoon, can I set up a meeting with your business lawyer next Monday? It's about registering my garage", intent: "booking" },
  {
    message: "Ma papa lease land to a mechanic for 5 years but the lease don end and the man refuse to leave. We want lawyer to help us get our land back",
    intent: "area:land",
  },
  { message: "How many of your lawyers are partners?", intent: "team" },
  { message: "what time does the ferry to Targrain leave? I need to bring a gearbox", intent: "off-topic" },
  {
    message:
      "I'm an apprentice and my master promised in writing to give me a toolbox and Le 2,000 after 3 years. I finished but he refuses. I want to take him up on the agreement",
    intent: "area:contract",
  },
  { message: "If my apprentice steals a customer's part, will I as the master be charged too?", intent: "legal-question" },
  { message: "Una de do only court case or una de help with business paper and land too?", intent: "services" },
  {
    message:
      "My brother's garage was raided and they found a stolen Prado. He was released but they charged him. He says he did not know. We want to hire a lawyer for his defence at the High Court",
    intent: "area:criminal",
  },
  { message: "Do any of your lawyers speak Mende? My grandmother wants to come", intent: "knowledge:Languages spoken" },
  {
    message: "They arrested my wife at her parts shop this afternoon and she is at Ross Road police station. She is pregnant. Please send someone",
    intent: "urgent",
  },
  {
    message: "Me and my wife want divorce. We have a garage together in our names. I want lawyer to handle the divorce and share things properly",
    intent: "area:family",
  },
  { message: "Is +232 76 123 456 still your number? I tried it", intent: "phone" },
  { message: "Do you know anyone hiring auto electricians? I just finished my course", intent: "off-topic" },
  { message: "My master said if I leave before 4 years I must pay him for the training. Is that allowed by law?", intent: "legal-question" },
  {
    message:
      "We are three mechanics planning to start an auto service company together. We need help with the company registration and the shareholding documents",
    intent: "area:business",
  },
  { message: "Good evening", intent: "greeting" },
  {
    message:
      "A vessel carrying our tyres sank near the coast. The insurance and shipping line are blaming each other. Do you handle this type of shipping claim?",
    intent: "area:shipping",
  },
  {
    message:
      "I am an apprentice and the senior boys in the garage hold me and burn me with hot exhaust pipe. Today they said tonight they will finish me. Help",
    intent: "safety",
  },
  { message: "How can one reach your office from abroad? Phone, WhatsApp, email?", intent: "contact" },
  { message: "I wan come talk to lawyer face to face bout my garage land. When una free?", intent: "booking" },
  { message: "Police just entered my vulcanising shop and are taking me to the station. I'm typing from the van. What do I tell them", intent: "urgent" },
  { message: "pls send me the price list for Hyundai parts", intent: "off-topic" },
  { message: "Do you offer legal aid for poor people? My apprentice cannot afford a lawyer", intent: "knowledge:Fees" },
  {
    message:
      "We need to enforce an arbitration award against a spare parts wholesaler who has refused to pay. The award was given last year. Can your firm help enforce it?",
    intent: "area:arbitration",
  },
  { message: "email address pls", intent: "email" },
  {
    message: "There is a boundary fight between my garage and the church next door. They built their fence into my compound. Need land lawyer",
    intent: "area:land",
  },
  { message: "How much compensation can I get if the garage burnt my car while fixing it?", intent: "legal-question" },
  { message: "How do I get to your office from Eastern Police? which street?", intent: "address" },
  {
    message: "my 16 year old son is in police cell since Saturday. he was only washing cars at the garage when they came for the owner. they took all of them",
    intent: "urgent",
  },
  { message: "Thank you for your help, very useful", intent: "thanks" },
  {
    message:
      "I am a spare parts dealer. Police say some of the parts in my shop were from stolen vehicles. They took my statement and told me I will be charged. I want a lawyer to prepare my defence",
    intent: "area:criminal",
  },
  { message: "Please tell me about your team of lawyers", intent: "team" },
  { message: "Which one better, diesel or petrol engine for taxi business", intent: "off-topic" },
  { message: "What are your hours on weekdays?", intent: "hours" },
  { message: "Dem wan burn one boy now na Kissy Mess Mess, dem say he tif car battery, dem don pour petrol on am. Wetin we go do", intent: "safety" },
  {
    message: "My customer signed an agreement to pay for the engine overhaul in 3 instalments but he paid only the first one. I want to enforce the agreement",
    intent: "area:contract",
  },
  { message: "Can I park my truck in front of your office for an hour?", intent: "knowledge:Parking" },
  { message: "Please can I have an appointment with a lawyer on Wednesday afternoon", intent: "booking" },
  {
    message:
      "My late father was a vulcaniser and left a small house and his shop. He wrote a will but my elder brother is hiding it. Can your firm help with probate?",
    intent: "area:family",
  },
  {
    message: "Na me de type for my uncle. Dem tek am from im spare part shop na Dove Cut yesterday, dem say na receiving stolen goods. Im still de na station",
    intent: "urgent",
  },
  { message: "pls help", intent: "unknown" },
  { message: "How do you say spark plug in Krio lol my customer no understand me", intent: "off-topic" },
  {
    message: "I am from the UK and want to invest in a tyre retreading factory in Freetown with local partners. Do you advise foreign investors on setting up?",
    intent: "area:business",
  },
  { message: "Police don take my keke and me self, dem say di keke na stolen one. I de na Kissy police now, dem allow me use phone small", intent: "urgent" },
  { message: "The garage changed my engine without asking me and now wants me to pay for the new one. Do I have to pay?", intent: "legal-question" },
  { message: "Please what time do you close today? I am coming from Makeni", intent: "hours" },
  {
    message:
      "My ex-partner in the garage business sent men to my house last night with machetes. They broke my door. I am hiding with my children at a neighbour's place",
    intent: "safety",
  },
  {
    message:
      "Customs at QEII Quay say the duty on my imported bus is double what my agent told me and they are holding it. I want a lawyer for the customs matter",
    intent: "area:shipping",
  },
  { message: "Hello una, how di day", intent: "greeting" },
  { message: "pls can I come see one lawyer on Monday morning, na bout di car wey garage refuse to give me", intent: "booking" },
  { message: "i need tow truck on the Masiaka highway, my car broke down", intent: "off-topic" },
  {
    message: "We are a family of mechanics and our compound at Kissy was sold by one of the uncles without telling others. We need help with the family land",
    intent: "area:land",
  },
  { message: "Do you have young lawyers or only senior ones?", intent: "team" },
  {
    message:
      "They picked up my apprentice from the workshop at 6am and he is at the CID since. The police said he should have a lawyer present. Can someone come now?",
    intent: "urgent",
  },
  {
    message:
      "I have a court date next week for a charge of fraud. They say I sold a customer fake parts as genuine. I am not in custody. I need a criminal lawyer",
    intent: "area:criminal",
  },
  { message: "For the meeting should I bring my ID card and the receipt from the garage, or what else do you need?", intent: "knowledge:What to bring" },
  {
    message: "A stolen car was found in my garage but the customer who brought it ran away. Can they close my garage and take my tools?",
    intent: "legal-question",
  },
  {
    message:
      "The company that hired me to service their generators and vehicles ended my contract early and won't pay the remaining months. I need someone to look at my contract and fight it",
    intent: "area:contract",
  },
  { message: "wey way I fit reach una?", intent: "contact" },
  {
    message: "Me and the man wey rent me im workshop get quarrel about repairs. The chief say make we go mediation. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "Can you write me a poem about my late master mechanic for his funeral", intent: "off-topic" },
  { message: "wat else una de do apart from court case dem", intent: "services" },
  {
    message: "One soldier whose jeep I repaired said I damaged it, he came today with a gun and beat me. He says he is coming back tomorrow. I'm afraid",
    intent: "safety",
  },
  { message: "I want to adopt my wife's son from her first marriage. I am a mechanic in Bo. Can una help with the adoption?", intent: "area:family" },
  { message: "Phone no. pls", intent: "phone" },
  { message: "Help! police de beat and drag my brother out of the garage now, they say he has a stolen motorbike", intent: "urgent" },
  { message: "Will I win if I sue the dealer who sold me fake brake pads that caused my accident?", intent: "legal-question" },
  {
    message: "Our spare parts company has four shareholders and two of them want to remove the managing director. We need advice on company governance",
    intent: "area:business",
  },
  { message: "Is info@kamarachambers.sl the correct email or is there another one for consultations?", intent: "email" },
  {
    message: "Dear Madam, I would be grateful for an appointment with your family lawyer at your earliest convenience. Regards, Alhaji Bah",
    intent: "booking",
  },
  { message: "how much to buy a used Toyota Corolla 2008 in Freetown", intent: "off-topic" },
  { message: "una de open on Independence day April 27?", intent: "hours" },
  { message: "Thanks so much", intent: "thanks" },
  { message: "What's the address of your chambers?", intent: "address" },
  { message: "I want to register the title deed for the plot I bought at Lungi for my garage. Do you handle that?", intent: "area:land" },
  {
    message: "My husband was taken by police from his garage on Monday. Today is Wednesday and he is still at the station. They won't let us see him",
    intent: "urgent",
  },
  { message: "abeg, which battery last long for generator, Exide or Varta", intent: "off-topic" },
  { message: "my car", intent: "unknown" },
  {
    message: "My master died and his son says I must pay to keep using the workshop. Do I have right to stay since I paid rent to the father?",
    intent: "legal-question",
  },
  {
    message:
      "My son is a mechanic and has been summoned to the magistrate court over a car that went missing from his yard. He is home now but the hearing is on the 15th. Please we need a lawyer to defend him",
    intent: "area:criminal",
  },
  { message: "Wetin di fee for lawyer to write letter to garage owner", intent: "knowledge:Fees" },
  { message: "Alright, goodbye", intent: "goodbye" },
  {
    message: "My cargo of car batteries from Dubai was short landed, 200 pieces missing. The vessel agent is refusing to pay. Do you do cargo claims?",
    intent: "area:shipping",
  },
  { message: "I need an employment contract for the 3 mechanics I am hiring at my new service centre. Can una draft it?", intent: "area:contract" },
  { message: "Police don come na di garage again, dem don hold di oga and put am inside di van. Abeg send lawyer quick quick", intent: "urgent" },
  { message: "Are your lawyers Sierra Leonean? how many are there", intent: "team" },
  {
    message: "Boys from the motor park threaten to stab me if I don't give them money every week for my vulcanising spot. Today they beat my apprentice",
    intent: "safety",
  },
  {
    message: "The customer refused to pay because he says the repair took too long. Can he refuse to pay the full price when the car is working now?",
    intent: "legal-question",
  },
  {
    message:
      "We have a supply agreement with a Nigerian parts manufacturer that says disputes go to arbitration in Freetown. They have breached it. Can your firm represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "What kind of legal work does Kamara & Associates do?", intent: "services" },
  { message: "pls my apprentice need help with his maths homework on gear ratios", intent: "off-topic" },
  {
    message: "I want to register my vulcanising and tyre business as a company so I can bid for government contracts. What do I need and can una do it for me?",
    intent: "area:business",
  },
  {
    message: "Dem don detain my apprentice boy for Kenema police since two days. Im mama de cry. Dem say he bin de inside di car wey dem tif",
    intent: "urgent",
  },
  {
    message: "my madam is beating me because a customer complained, she said she will pour hot oil on me. I am 15 years, I work at her spare parts shop",
    intent: "safety",
  },
  { message: "which color paint best for my taxi? yellow or white", intent: "off-topic" },
  { message: "The vulcaniser overinflated my tyre and it burst and damaged my rim. Is he liable to pay for the rim?", intent: "legal-question" },
  { message: "I was told Mohamed Conteh is good with land matters. Is he still at your firm?", intent: "attorney:Mohamed Conteh" },
  { message: "pls una open fr 8am?", intent: "hours" },
  {
    message:
      "I am a parts importer. The shipping line released my container to another person with a fake bill of lading. I need a lawyer for this shipping problem",
    intent: "area:shipping",
  },
  { message: "I would like to book a consultation for next Tuesday regarding unpaid wages for my apprentices", intent: "booking" },
  {
    message:
      "My wife ran to her parents in Port Loko with our baby after I lost my garage job. I want to see my child. Can una help me with custody and visiting?",
    intent: "area:family",
  },
  { message: "Do you handle only big company cases or also small people like vulcanisers?", intent: "services" },
  {
    message:
      "I am being held at Tower Hill police station since last night because a car was stolen from the garage where I work as a night watchman. Please get me a lawyer",
    intent: "urgent",
  },
  {
    message:
      "Somebody is building on the land behind my garage that I bought 2 years ago. I have receipt but the deed is not registered yet. Need land lawyer urgently",
    intent: "area:land",
  },
  { message: "where can I buy genuine Bosch injectors online and ship to Sierra Leone", intent: "off-topic" },
  { message: "Una get facebook page or WhatsApp? how to reach una", intent: "contact" },
  {
    message:
      "A group of okada riders have surrounded our garage saying we stole their friend's bike. They are throwing stones. We are inside with the door locked",
    intent: "safety",
  },
  {
    message:
      "Our garage and an insurance company are in a dispute over payment for accident repairs. Both sides prefer to settle out of court. Can you handle arbitration or mediation for us?",
    intent: "area:arbitration",
  },
  { message: "Police took my car as exhibit in a case about stolen parts but I am not the accused. How long can they keep it?", intent: "legal-question" },
  { message: "Parking dey near di office?", intent: "knowledge:Parking" },
  {
    message:
      "I'm owed 8 months allowance from the transport company where I work as apprentice mechanic. They gave me a letter saying I'd get Le 500 monthly. Can your firm help me claim it?",
    intent: "area:contract",
  },
  { message: "Na now now police carry my oga from di garage, dem say im buy tif engine. Me na im apprentice. Wetin we fit do?", intent: "urgent" },
  { message: "Morning sir/ma", intent: "greeting" },
  {
    message: "I need a lawyer for my appeal. I was convicted of handling stolen vehicle parts and sentenced to 2 years but released on bail pending appeal",
    intent: "area:criminal",
  },
  { message: "Who works there? just want to know the lawyers before I come", intent: "team" },
  { message: "I want to talk to a lawyer about my car the garage sold without telling me. Can we do it on WhatsApp call tomorrow?", intent: "booking" },
  { message: "wetin na di new price of fuel per litre", intent: "off-topic" },
  {
    message: "I run a parts shop and I want to get an import licence and register for GST. Does your firm handle business compliance matters?",
    intent: "area:business",
  },
  { message: "can I have your WhatsApp number to send voice note", intent: "phone" },
  {
    message:
      "Since I reported my master to the labour office for not paying us, he has been sending people to threaten me. Yesterday they waited for me at the junction with sticks",
    intent: "safety",
  },
  { message: "Can a dealer legally sell me a car from a garage if the logbook is in another person's name?", intent: "legal-question" },
  { message: "I want to lease out my garage and land in Bo for 15 years to a company. Need lawyer to prepare the lease agreement", intent: "area:land" },
  { message: "I'm in Atlanta. Can I email my documents? what address", intent: "email" },
  {
    message: "they came with guns to my shop this evening and took my husband, they say they are police but no uniform. We don't know which station",
    intent: "urgent",
  },
  { message: "Does anyone there speak Fula? my uncle is Guinean and doesn't speak English well", intent: "knowledge:Languages spoken" },
  {
    message: "The ship that brought my vehicles from Belgium damaged three of them during unloading at the Quay. I need your shipping lawyer to make the claim",
    intent: "area:shipping",
  },
  { message: "ok tenki", intent: "thanks" },
  { message: "Is the basketball court at National Stadium open for public?", intent: "off-topic" },
  { message: "which floor are you on at Siaka Stevens Street, is there a sign board?", intent: "address" },
  { message: "My late husband left a will giving the garage to me but his brothers say the will is fake. I need help to get probate", intent: "area:family" },
  { message: "Schedule me with someone who handles employment cases. My apprentices want to sue me and I need advice", intent: "booking" },
  {
    message: "I am a woman mechanic and the men in the workshop keep threatening to rape me if I don't leave. Last night one followed me home",
    intent: "safety",
  },
  { message: "if I come 4:30pm will I meet someone?", intent: "hours" },
  {
    message: "I supplied tyres to a transport company under a written contract and they paid with a cheque that bounced. I want to enforce the contract",
    intent: "area:contract",
  },
  { message: "Ok I go come back later. Bye", intent: "goodbye" },
  { message: "does your firm deal with motor accident and insurance matters?", intent: "services" },
  {
    message:
      "We are two spare parts dealers in a quarrel over a shared warehouse. Our trade union said we should use an arbitrator. Can one of your lawyers act as mediator?",
    intent: "area:arbitration",
  },
  {
    message:
      "police took my dad from his workshop at Lunsar this morning, they said a car stolen in Freetown was found there. He has high blood pressure and no medicine with him",
    intent: "urgent",
  },
  {
    message: "My uncle has been charged for stealing a car battery from his workplace. He is at home on bail. Can your firm defend him?",
    intent: "area:criminal",
  },
  { message: "I have pictures of the fake parts and the receipt, should I bring the parts themselves to the meeting?", intent: "knowledge:What to bring" },
  { message: "my boss sacked me because I refused to fix a car I knew was stolen. is that lawful?", intent: "legal-question" },
  { message: "Hello, please how can I get in touch with the lawyers? I am in Bo", intent: "contact" },
  { message: "Abeg dem hold my broda for Makeni police since Tuesday, na mechanic, customer say im tif im car part. Dem no gree bail am", intent: "urgent" },
  {
    message: "Na my garage land dem wan take for Wellington. Di man show paper say na im get di land since 1990. I get my own paper too. Una fit help we?",
    intent: "area:land",
  },
  { message: "Can you teach me how to use OBD scanner for Toyota?", intent: "off-topic" },
  { message: "Does a spare parts dealer have the right to keep my deposit if I cancel the order before the parts arrive?", intent: "legal-question" },
  { message: "please I want to book a pointment with the lawyer for Friday 11 a.m. is about my shipping container", intent: "booking" },
  {
    message:
      "I am a spare parts trader and my bank froze my account saying there's a problem with transfers from Dubai. I need a lawyer who handles banking issues",
    intent: "area:business",
  },
  {
    message: "The customer whose car I held for payment has sent thugs to my workshop. They are outside now with sticks waiting for me to come out",
    intent: "safety",
  },
  { message: "Good day, kindly confirm your office hours", intent: "hours" },
  {
    message:
      "A police officer told me that I will be charged for buying a stolen engine block from a dealer at Dove Cut. I have not been arrested yet. Can your criminal lawyer represent me?",
    intent: "area:criminal",
  },
  { message: "how many female lawyers una get?", intent: "team" },
  {
    message:
      "I'm writing for my friend. He was arrested at the checkpoint with a car he just bought from a garage, they say the car is stolen. He's at Jui police post now",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, our company chartered a small vessel to transport heavy equipment parts from Conakry to Freetown. The owner withdrew the vessel halfway through the charter. We wish to pursue a claim.",
    intent: "area:shipping",
  },
  { message: "Hello, is anyone there?", intent: "greeting" },
  { message: "Abeg wetin I fit use clean engine, kerosene or diesel", intent: "off-topic" },
  {
    message:
      "I am a mechanic in the UK and my children are in Freetown with their grandmother. My ex-wife wants to take them to Guinea. Can your firm help me with custody?",
    intent: "area:family",
  },
  { message: "Una lawyer dem sabi Krio? I no too sabi write English", intent: "knowledge:Languages spoken" },
  {
    message:
      "My former apprentices and I signed an agreement that they won't open a garage within 2 miles of mine for 3 years. One has opened one across the road. I want to enforce the agreement",
    intent: "area:contract",
  },
  { message: "If a car I sold turns out to be stolen by the previous owner, will the buyer be able to take his money back from me?", intent: "legal-question" },
  { message: "I want to know all the area of law una de cover", intent: "services" },
  {
    message:
      "my son just called from the back of a police pickup, they took him from the vulcaniser stand at Lumley. please what station will they take him to, can a lawyer go",
    intent: "urgent",
  },
  { message: "Hi, I'd like to arrange a meeting with your arbitration lawyer to discuss a dispute with my business partner", intent: "booking" },
  {
    message:
      "The arbitration clause in our garage franchise agreement says disputes go to arbitration. The franchisor is breaching. We want to start arbitration. Can you act?",
    intent: "area:arbitration",
  },
  { message: "Pls wat is ur fone nmbr", intent: "phone" },
  { message: "Thanks a lot, I appreciate", intent: "thanks" },
  { message: "I want to buy shares in my friend's auto repair company. Can a business lawyer check the company documents first?", intent: "area:business" },
  {
    message:
      "My husband's apprentice keep coming to our house at night knocking and saying he will kill my husband for not paying him. I am alone with children and afraid",
    intent: "safety",
  },
  { message: "what is the best phone for a mechanic? one that don't break easy", intent: "off-topic" },
  { message: "Does the building have a car park or must I park on the street?", intent: "knowledge:Parking" },
  {
    message:
      "The family that sold me the land for my workshop at Waterloo now say one of their sisters didn't sign. I need a land lawyer to look at my conveyance",
    intent: "area:land",
  },
  { message: "My master wants me to sign paper saying I owe him Le 10,000 for training. If I sign, can he take me to court later?", intent: "legal-question" },
  {
    message:
      "Police arrested my son last night because the car he was test driving for the garage was reported stolen. He is still in the cell at Lumley Police. Help us please",
    intent: "urgent",
  },
  { message: "weekend hrs?", intent: "hours" },
  {
    message: "My trial for receiving stolen motorbike parts is going on at Bo High Court and my lawyer has abandoned the case. I need a new defence lawyer",
    intent: "area:criminal",
  },
  { message: "pls I need the consult email to send my case details", intent: "email" },
  { message: "I am at PZ now. How far is Siaka Stevens Street and where exactly is the office?", intent: "address" },
  { message: "How do I get a driving licence in Sierra Leone, wetin dem de ask?", intent: "off-topic" },
  { message: "Tell me about the lawyers in your firm, their experience", intent: "team" },
  {
    message: "My father left a garage and land but he had three wives. Now each wife wants it for her children. We want a lawyer to handle the inheritance",
    intent: "area:family",
  },
  { message: "can i see a lawyer today? i'm near the office", intent: "booking" },
  {
    message:
      "Police don lock my apprentice dem since yesterday for Congo Town station. Dem say dem find tif car battery na we garage. Me self dem say make I come, I fraid",
    intent: "urgent",
  },
  { message: "What kind of things can you help mechanics with?", intent: "services" },
  {
    message:
      "Our consignment of tyres has been at the port for 2 months because customs say the valuation is wrong. Demurrage is huge. Need help with customs and port issues",
    intent: "area:shipping",
  },
  { message: "Later, bye bye", intent: "goodbye" },
  { message: "Dem de beat my papa now for di garage, dem say na im sell dem fake parts. Di crowd plenty. Please", intent: "safety" },
  { message: "I need a lawyer to review the employment contract a mining company gave me as heavy duty mechanic before I sign", intent: "area:contract" },
  { message: "Do I need to bring the car logbook and insurance papers for the consultation?", intent: "knowledge:What to bring" },
  { message: "Can una help me draft shareholders agreement for the garage me and my cousins de open?", intent: "area:business" },
  { message: "How many hours does it take to respray a whole car", intent: "off-topic" },
  {
    message: "A customer and my garage have a dispute over a bill. He suggested a mediator instead of court. Do you offer mediation services?",
    intent: "area:arbitration",
  },
  {
    message:
      "We booked space on a vessel for 3 containers of used car parts from Rotterdam but the line rolled our cargo twice and we lost customers. Do you handle claims against shipping lines?",
    intent: "area:shipping",
  },
  {
    message: "Dem hold me na police station for Kissy. Dem take my phone but I borrow one. Dem say di car I de repair na tif. Abeg send lawyer",
    intent: "urgent",
  },
  {
    message: "I need an appointment with the family lawyer as soon as possible regarding my late husband's workshop. Also what are your fees?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "Please my brother the mechanic died in a road accident. His wife and his children from his first marriage are fighting over his compensation money and tools. Can your firm handle the estate?",
    intent: "area:family",
  },
  { message: "My car is making knocking sound when I press accelerator, is it the plugs?", intent: "off-topic" },
  { message: "If my garage apprentice gets injured by a falling car, do I have to pay his hospital bills by law?", intent: "legal-question" },
  { message: "Please is Hawa Turay available? She did my mother's will and I want her for my father's garage estate", intent: "attorney:Hawa Turay" },
  {
    message: "a customer's son has been calling me at night threatening to shoot me if I don't return the engine I removed. I am scared to go to the garage",
    intent: "safety",
  },
  {
    message:
      "Our transport company and a Chinese parts supplier agreed to mediation after a dispute about defective gearboxes. We need a lawyer to represent us at the mediation",
    intent: "area:arbitration",
  },
  { message: "open on Good Friday?", intent: "hours" },
  { message: "I want a title search on a plot at Goderich before I buy it for my vulcanising business. Do you do title searches?", intent: "area:land" },
  { message: "Apart from criminal cases, what other matters do you take?", intent: "services" },
  {
    message:
      "Please my husband and his two apprentices were rounded up by police from the garage this morning. They are at Central police. Nobody has told us the charge",
    intent: "urgent",
  },
  { message: "Is the first consultation free or I must pay?", intent: "knowledge:Fees" },
  { message: "Hi good afternoon, hope you're well", intent: "greeting" },
  {
    message: "My mechanic business has grown and I want to convert it from business name to limited liability company. Can you handle it?",
    intent: "area:business",
  },
  {
    message: "I'd like to book a meeting with a criminal defence lawyer. My apprentice is accused of theft and the case is in court next month",
    intent: "booking",
  },
  { message: "pls how much una think a vulcaniser de make per day for Freetown", intent: "off-topic" },
  {
    message: "Port authority auctioned my overstayed container of auto parts without proper notice. I want to challenge it. Do you handle port matters?",
    intent: "area:shipping",
  },
  {
    message:
      "My master locked me in the store since morning and says he will beat me until I confess that I stole the customer's money. I am texting from my phone quietly",
    intent: "safety",
  },
  { message: "The garage sold my car while I was in America and said I abandoned it. Can I get my car back from the new owner?", intent: "legal-question" },
  {
    message:
      "My cousin is a vulcaniser and has been accused of stealing tyres from a parked truck. He reported himself to the police and was released the same day, but they said he will be charged. He needs a lawyer for the case",
    intent: "area:criminal",
  },
  { message: "Sir pls", intent: "unknown" },
  { message: "How do I contact the firm? any way is fine", intent: "contact" },
  {
    message: "They arrested my father in Kono at his spare parts shop yesterday and transferred him to Freetown. We don't know where he is being held",
    intent: "urgent",
  },
  { message: "I wan divorce my husband, he na mechanic and he de drink all im money. We get 3 pikin. Una fit help me?", intent: "area:family" },
  { message: "Any parking for keke near una office?", intent: "knowledge:Parking" },
  { message: "Who are the partners in your chambers?", intent: "team" },
  {
    message: "The dealer and I signed a contract for 100 original batteries. He delivered fakes. I want a lawyer to take action on the contract",
    intent: "area:contract",
  },
  { message: "Can I book a video call consultation from Manchester? I want to discuss my car that was left with a garage in Freetown", intent: "booking" },
  {
    message: "We want to resolve a dispute with a garage in Bo out of court. They damaged our company vehicle and refuse to pay. Do you do arbitration?",
    intent: "area:arbitration",
  },
  { message: "Much appreciated, God bless una", intent: "thanks" },
  {
    message: "Di police don come back, dem de tek my oga and all di keke dem wey de for di yard. Dem de beat di boys. Abeg una lawyer come now",
    intent: "urgent",
  },
  {
    message: "Our garage lease from the municipal council is expiring and they want to give the land to someone else. I need help renewing the lease",
    intent: "area:land",
  },
  { message: "Your phone number isn't going through. Is there another line?", intent: "phone" },
  {
    message: "Some men I don't know came to my house asking for me. They said they were sent by the man who bought parts from me. My wife said they had knives",
    intent: "safety",
  },
  {
    message: "The court suggested we try mediation in our dispute with a spare parts wholesaler. Can Kamara and Associates do the mediation for us?",
    intent: "area:arbitration",
  },
  { message: "I'm Ghanaian, I speak English and Twi. Will there be any problem communicating with your lawyers?", intent: "knowledge:Languages spoken" },
  { message: "Are you open after 5pm? I close from the garage late", intent: "hours" },
  { message: "Okay, I'll check back. Goodbye", intent: "goodbye" },
  {
    message: "We are registering a cooperative of vulcanisers in Kenema. Can your business lawyers help with the registration and constitution?",
    intent: "area:business",
  },
  { message: "Una de handle car matter?", intent: "services" },
  {
    message:
      "Please help, my apprentice is being held at Waterloo police station since Friday. They say he was driving a stolen car, but he was only road testing it for me",
    intent: "urgent",
  },
  { message: "Is your office close to the Cotton Tree area? Give me directions", intent: "address" },
  {
    message:
      "I'm a mechanic in Makeni and a man came to me saying police are looking for me about a stolen car. I haven't been arrested. I want to hire a lawyer before I go to the police",
    intent: "area:criminal",
  },
  { message: "Wetin I fo bring? papers, ID?", intent: "knowledge:What to bring" },
  {
    message:
      "The shipping agent overcharged us for freight and terminal handling on our container of spare parts. We want to recover the money. Do you handle these?",
    intent: "area:shipping",
  },
  { message: "wetin na di difference between tubeless and tube tyre", intent: "off-topic" },
  { message: "Abeg book me fo see lawyer next week, any day after 2pm. Na bout my workshop lease", intent: "booking" },
  {
    message:
      "My sister's husband, a mechanic, died and his brother now runs the garage. She wants maintenance for their children from the garage income. Can you help her?",
    intent: "area:family",
  },
];
