import type { LabelledMessage } from "./labelled-message";

// Security and uniformed work: guards, soldiers and their wives, police, warders, customs and immigration officers writing to a Freetown law firm's chat. Writers: Aminata, 34, a soldier's widow in Wilberforce barracks who writes grieving, angry Krio on a basic phone; Foday, 23, a private security guard in Kissy typing fast with heavy typos on a cracked Android; Sgt Mohamed Kargbo, 44, a police sergeant in Kenema writing stiff, formal English about his own trouble; Mrs Christiana Cole, 58, a retired prison warder in Wellington who writes patient letter-style messages; Ibrahim Turay, 31, a university-educated customs officer at Queen Elizabeth II Quay who is terse and precise; Mariama, 27, the worried wife of a peacekeeper in Somalia, writing SMS shorthand from Lumley; Alusine, 19, a school leaver in Makeni who wants to join the army and asks anything; Joseph, 52, an immigration officer at the Gbalamuya border who mixes Krio and English in hurried WhatsApp bursts.

export const DEVELOPMENT_SIXTY_FIRST: LabelledMessage[] = [
  { message: "I want to reserve a slot with the land lawyer about the plot the army says is theirs.", intent: "booking", also: ["area:land"] },
  { message: "what is the difference between a warrant officer and a sergeant", intent: "off-topic" },
  { message: "Ok, later", intent: "goodbye" },
  {
    message: "Plz help. ma bro gaurd at d mall, managr acuse him of tef, police carry him, he in Central police since 6pm. we dnt hv money but pls",
    intent: "urgent",
  },
  { message: "how do i make an appointment", intent: "booking" },
  { message: "bye", intent: "goodbye" },
  { message: "wen i fit come see lawyer? my broda don release on bail now", intent: "booking" },
  {
    message:
      "My husband was killed on duty as a police officer. His family took the death benefit papers and say I'm not a real wife because we did customary marriage. I need help with the inheritance.",
    intent: "area:family",
  },
  {
    message:
      "I worked as a security guard on a vessel in Freetown harbour and the owner never paid us. I heard you can arrest a ship. Can you help me do that?",
    intent: "area:shipping",
  },
  { message: "Is Ibrahim Jalloh a good criminal lawyer?", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "My daughter's husband, a police officer, was charged with murder after a shooting at a roadblock. He got bail. The family wants a good defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Looking for a business lawyer to help us set up a cooperative so soldiers' widows can invest their benefits together.", intent: "area:business" },
  {
    message:
      "Customs officer here. Since I refused a bribe from some importers I get calls saying they will burn my house. Last night someone poured petrol at my gate.",
    intent: "safety",
  },
  {
    message:
      "There was a fight at the checkpoint and now the other side are hunting my son, a police constable, with machetes. He is hiding at my house. They know where we live.",
    intent: "safety",
  },
  {
    message:
      "How much compensation could a court give me? I was shot in the leg by a police officer at a checkpoint in 2022 while riding okada and I can't work now.",
    intent: "legal-question",
  },
  { message: "tenki", intent: "thanks" },
  {
    message: "can the army take back the barracks house from me now that my husband is dead? I have lived there 15 yrs with the kids",
    intent: "legal-question",
  },
  { message: "Do you offer legal aid for widows?", intent: "knowledge:Fees" },
  { message: "Kushe", intent: "greeting" },
  { message: "Mama na police officer, dem arrest am na di station sef, now dem de carry am go CID headquarters. Abeg call we", intent: "urgent" },
  { message: "pls is it against d law 4 a security company to keep ur ID card n certificates so u cant go work elsewhere?", intent: "legal-question" },
  {
    message: "We supply food to the barracks under a contract and the Ministry hasn't paid for a year. Can you help us enforce the contract?",
    intent: "area:contract",
  },
  {
    message:
      "pls i am a guard at a construction site in Lungi, the workers say they will beat me to death because I stopped them carrying cement. they are gathering now",
    intent: "safety",
  },
  { message: "Do you do conveyancing? I'm buying a plot with my end-of-service gratuity.", intent: "area:land" },
  {
    message: "husband in army, he said tonight he will kill me and himself. he has a pistol. I took the kids to my mother's but he is calling nonstop",
    intent: "safety",
  },
  { message: "What documents should I bring to the first meeting?", intent: "knowledge:What to bring" },
  { message: "list of services pls", intent: "services" },
  {
    message: "Customs at Queen Elizabeth Quay have been holding our container of uniforms for the security company for 3 weeks. Can you help?",
    intent: "area:shipping",
  },
  { message: "How much is a consultation?", intent: "knowledge:Fees" },
  { message: "Which is better to join, army or police? I'm 20 and I finished WASSCE", intent: "off-topic" },
  { message: "Are you open on Saturday? I work shifts all week", intent: "hours" },
  { message: "What papers do I need for my first appointment about my husband's pension?", intent: "knowledge:What to bring" },
  { message: "My cousin, a warder, has a case at the magistrate court for aiding an escape. We need a criminal lawyer.", intent: "area:criminal" },
  { message: "My nephew was released but the police say he must report every day, it's about the checkpoint fight. We need help.", intent: "area:criminal" },
  {
    message:
      "Is it true soldiers cannot be tried in civilian courts for things like assault? A soldier beat my brother at a checkpoint and they say only the army can judge him.",
    intent: "legal-question",
  },
  { message: "my late husband soldier family don drive me and my 3 pikin comot na di house tonight, we de na road now, rain de fall", intent: "safety" },
  { message: "A man in military uniform is following my daughter from school every day. Today he tried to pull her into his car.", intent: "safety" },
  { message: "I would like to meet Mr Jalloh about my son's case. He is a soldier, released last week.", intent: "booking" },
  { message: "Do you only do criminal or other things too?", intent: "services" },
  { message: "how many countries has sierra leone sent soldiers to for peacekeeping? its for my homework", intent: "off-topic" },
  { message: "Who are your lawyers?", intent: "team" },
  { message: "can I drop by today after 3 to talk with a lawyer? immigration problem", intent: "booking" },
  { message: "Do you work on Sundays?", intent: "hours" },
  { message: "Do you do mediation? Dispute between our widows' association and the contractor building our houses.", intent: "area:arbitration" },
  { message: "Me and 2 retired soldiers want to start a security guard business together. We need a shareholders agreement.", intent: "area:business" },
  {
    message:
      "Good morning. I'd like to arrange a meeting with one of your lawyers next week about a case against me at work. I'm a customs officer. Tuesday or Wednesday afternoon suits me best.",
    intent: "booking",
  },
  { message: "The hotel we guard has not paid us for 5 months. We have a signed agreement. We want to recover the debt.", intent: "area:contract" },
  { message: "People from the police barracks have built shops on my land at Kingtom. I want them removed.", intent: "area:land" },
  { message: "Is Sierra Leone Police recruiting in Kenema this year? My cousin wants to apply", intent: "off-topic" },
  { message: "Abeg I wan meet lawyer tomorrow, I go cam after my shift, 2 o'clock", intent: "booking" },
  { message: "Is the office open at lunchtime? I only get 1 hour break from my post", intent: "hours" },
  { message: "Good morning. Could you outline the firm's practice areas?", intent: "services" },
  { message: "Names of the lawyers pls", intent: "team" },
  {
    message:
      "i am a prison officer. an ex inmate I used to guard has been following me home for 3 days and last night he told me he knows where my children sleep",
    intent: "safety",
  },
  { message: "Give me 5 interview questions for a prison officer job and good answers", intent: "off-topic" },
  {
    message: "Our security company wants to apply for its operating licence but our company documents are a mess. Do you handle that kind of thing?",
    intent: "area:business",
  },
  { message: "can i see a lawyer on friday morning? I'm a police officer with a disciplinary matter", intent: "booking" },
  { message: "the supplier of our uniforms and us disagree about the quality, we want to go to arbitration instead of court", intent: "area:arbitration" },
  { message: "How many lawyers work at the firm?", intent: "team" },
  { message: "tank u so much", intent: "thanks" },
  { message: "una get whatsapp?", intent: "phone" },
  {
    message:
      "pls urgent!! soldiers at the checkpoint near Waterloo holding my brother since morning, they beat him small and they say they will carry him to Benguema. he did nothing only argue about the money they collect",
    intent: "urgent",
  },
  { message: "We want to settle a dispute between the two partners in our guard business through mediation, not court.", intent: "area:arbitration" },
  { message: "I am a security guard. What services do you offer ordinary workers like me?", intent: "services" },
  { message: "Set up a meeting pls. Subject: wrongful dismissal, Sierra Leone Police. Available any morning.", intent: "booking" },
  { message: "Lease for a guard kiosk on a private property - una fit write am?", intent: "area:land" },
  { message: "Wetin na di salary for private soldier now?", intent: "off-topic" },
  {
    message: "Grandmother here. My son was a soldier and he died, his wife left the children with me and went to Guinea. I want legal guardianship of them.",
    intent: "area:family",
  },
  {
    message:
      "dem hold my broda na work, e na security man for one shop na Kissy Road, di owner say e tif phone, police cam carry am go CID since yesterday nite",
    intent: "urgent",
  },
  {
    message: "Can the police charge me for the fight at the checkpoint when it was the soldier who hit me first? it was self defence",
    intent: "legal-question",
  },
  { message: "directions pls from Eastern police", intent: "address" },
  { message: "police don arrest my husband. he's a warder. at Congo Cross now. hurry", intent: "urgent" },
  {
    message:
      "Sir my guard colleague Sahr dem don arrest am today at di bank wey we de guard, money miss from di ATM, police de interview am now now for Tower Hill",
    intent: "urgent",
  },
  { message: "What does your firm do?", intent: "services" },
  { message: "What kind of cases do you take?", intent: "services" },
  { message: "I have a conviction from a fight 10 years ago. Does the law stop me from being licensed as a security guard now?", intent: "legal-question" },
  { message: "When is the next RSLAF recruitment and what are the requirements?", intent: "off-topic" },
  { message: "Una get space for see me dis week? Na about di fight wey happen na checkpoint, di case don go court", intent: "booking" },
  {
    message: "My partner in our security business took money from the company account and the bank has frozen it. We need a business lawyer.",
    intent: "area:business",
  },
  {
    message:
      "customs officers and police at the quay arrested my husband 2 hours ago, he is a clearing agent, they say false declaration. he's still at the port police post",
    intent: "urgent",
  },
  { message: "Who in your team handles human rights?", intent: "team" },
  {
    message:
      "we guard the chinese company site at night. armed robbers just came, they tied my colleague, I ran and I am hiding in the bush behind. what do I do",
    intent: "safety",
  },
  { message: "if my husband die on peacekeeping mission, who get right to di UN compensation money, me or en family?", intent: "legal-question" },
  {
    message: "OSD men don hold my brother since last night after di palava at di checkpoint for Hill Station, dem say e assault officer. E still dey dey.",
    intent: "urgent",
  },
  { message: "my husband will be posted to Kabala next month, is it very cold there in harmattan?", intent: "off-topic" },
  { message: "Is there a number I can ring today to speak to someone?", intent: "phone" },
  { message: "I finish my shift at 4:30, will you still be open when I reach around 5?", intent: "hours" },
  {
    message:
      "Can someone from the firm go to Waterloo police station now? My nephew, a security guard, has been in the cell since yesterday over missing generator fuel.",
    intent: "urgent",
  },
  { message: "Are you open on Christmas Eve?", intent: "hours" },
  { message: "Chelsea vs Arsenal score?", intent: "off-topic" },
  {
    message:
      "Good afternoon. I am a serving police constable and I have just been detained by my own colleagues at Eastern Police Station. They took my phone, I am writing from a friend's phone. I need a lawyer now.",
    intent: "urgent",
  },
  {
    message:
      "Good evening. The Transnational Organised Crime Unit detained my son at the airport an hour ago. He works there as an immigration officer. They have not said why. Please advise urgently.",
    intent: "urgent",
  },
  { message: "write a story about a brave border guard for my class, teacher says it must talk about justice and the law", intent: "off-topic" },
  { message: "How can I contact you?", intent: "contact" },
  { message: "I'm a guard, I can't pay big money. Do you take payment in instalments?", intent: "knowledge:Fees" },
  { message: "Which street are you on? Is it near the Cotton Tree?", intent: "address" },
  {
    message:
      "my husband's friends from the battalion are threatening me because I went to the welfare office about his pension after he died. they said they will 'sort me out' this weekend",
    intent: "safety",
  },
  { message: "???", intent: "unknown" },
  { message: "Are there scholarships for children of soldiers who died in the war? for my little brother's school", intent: "off-topic" },
  { message: "Is there space for a pickup to park? I'll come in the company vehicle.", intent: "knowledge:Parking" },
  {
    message:
      "I am a sergeant. My officer commanding has ordered me detained at the station pending investigation. I am sending this from the orderly room. I need representation immediately.",
    intent: "urgent",
  },
  { message: "Where can I buy good black boots for my security uniform in Freetown, not too expensive?", intent: "off-topic" },
  { message: "ok so", intent: "unknown" },
  {
    message: "I'm a female guard on night shift and my supervisor keeps trying to force himself on me. He's here now, I locked myself in the toilet.",
    intent: "safety",
  },
  { message: "Can you tell me what sort of legal matters Kamara Chambers deals with?", intent: "services" },
  { message: "How many lawyers una get and wetin dem sabi?", intent: "team" },
  { message: "email pls", intent: "email" },
  {
    message: "Police de na me door now, dem say dem want tek me go station for di fight wey happen na di checkpoint. I na soldier sef. Wetin I go do??",
    intent: "urgent",
  },
  { message: "Does a police officer facing internal disciplinary proceedings have the right to have his own lawyer at the hearing?", intent: "legal-question" },
  { message: "A client cancelled our 3-year guarding contract after only 4 months. We want to enforce the contract.", intent: "area:contract" },
  { message: "Is there a lawyer for wills and one for land? who are they", intent: "team" },
  {
    message: "customs valuation of our shipment at the quay is way too high, we import security equipment. need help with port and customs",
    intent: "area:shipping",
  },
  { message: "I'm a police officer charged with assault after a fight at a checkpoint. I'm on bail. I need a defence lawyer.", intent: "area:criminal" },
  {
    message: "Please schedule an appointment for me with someone who handles criminal cases. I am a warder and I have been accused of something at work.",
    intent: "booking",
  },
  { message: "send me ur email i will forward the dismissal letter", intent: "email" },
  { message: "divorce + custody. husband is army. I want the kids. pls help", intent: "area:family" },
  { message: "Do you help with company registration for a security firm that will also do cash-in-transit?", intent: "area:business" },
  { message: "hi there", intent: "greeting" },
  {
    message: "Wan group boys de chase me since I comot work, I na security man, dem say I catch dem padi yesterday. I de hide inside one shop now",
    intent: "safety",
  },
  {
    message:
      "Immigration officers stopped me at Lungi on arrival and I am still in their back office, they have my passport. I am Sierra Leonean, ex-soldier coming from UK for my mother's funeral. Help",
    intent: "urgent",
  },
  { message: "do i need to bring my ID?", intent: "knowledge:What to bring" },
  {
    message:
      "My husband worked as a security guard for an international NGO and died on duty. His employment contract had an insurance clause and they are ignoring my letters. Please help.",
    intent: "area:contract",
  },
  { message: "Please who is the current Inspector General of Police?", intent: "off-topic" },
  { message: "How do I get to you from Wilberforce barracks?", intent: "address" },
  {
    message:
      "Someone is stalking me since I gave evidence against senior officers at the commission of inquiry. A black jeep parks outside my house every night. I am an immigration officer.",
    intent: "safety",
  },
  {
    message:
      "URGENT. Brother, private security guard with a well known company, held at Lumley police station since Friday. No charge, no bail. Family not allowed to see him.",
    intent: "urgent",
  },
  { message: "can una help me change di shareholders for my security company, one partner don comot", intent: "area:business" },
  {
    message: "Di site manager don threaten for kill me because I report say dem de tif di company fuel. E say e go send boys tonight. I na security guard",
    intent: "safety",
  },
  {
    message: "di man wey get di compound lock my guard inside di guard house and call police, say e tif gas cylinder. police don cam, dem de tek am now",
    intent: "urgent",
  },
  {
    message:
      "After my husband died his brothers are claiming the house we built on family land in Kono. I have to leave the quarters soon and have nowhere else. Please help with the land.",
    intent: "area:land",
  },
  { message: "Is this a law firm? What do you handle?", intent: "services" },
  { message: "Hello, is there a free slot on Wednesday for a first meeting? I'm a guard supervisor.", intent: "booking" },
  { message: "I won an arbitration award against a client for guarding services but they won't pay. Can you help enforce it?", intent: "area:arbitration" },
  { message: "Which languages do you speak? My English is not good.", intent: "knowledge:Languages spoken" },
  { message: "Hello, we are a Nigerian security firm wanting to open a Sierra Leone subsidiary. Do you assist with that?", intent: "area:business" },
  { message: "what does it cost to hire a lawyer from you", intent: "knowledge:Fees" },
  { message: "i hear say una de settle wahala outside court. my company and one hotel get palava over guard money", intent: "area:arbitration" },
  { message: "una open today?", intent: "hours" },
  { message: "Ex-customs officer here, starting a clearing and forwarding company. Need help with incorporation.", intent: "area:business" },
  { message: "what time do you open?", intent: "hours" },
  {
    message:
      "my wife is a police woman and her station commander locked her in the cell at Congo Cross since Saturday for 'insubordination'. is that even allowed?? she is still inside, please call me",
    intent: "urgent",
  },
  { message: "Where can I park near you?", intent: "knowledge:Parking" },
  {
    message:
      "My husband is a soldier and he came home drunk with his gun, he is beating me and saying he will shoot me. I am hiding in the neighbour's house with my children",
    intent: "safety",
  },
  { message: "Tell me about your team.", intent: "team" },
  {
    message: "my neighbour is a soldier and he beat my son badly today over nothing, he said he will come back for me. my son is bleeding from the head",
    intent: "safety",
  },
  { message: "ok thx", intent: "thanks" },
  {
    message: "we chartered a vessel to bring supplies for the peacekeeping battalion and the owners are now claiming demurrage. help pls",
    intent: "area:shipping",
  },
  {
    message: "I lent money to my commanding officer with a written agreement signed by both of us and he refuses to pay back. I need help enforcing it.",
    intent: "area:contract",
  },
  { message: "can I talk Krio with the lawyer?", intent: "knowledge:Languages spoken" },
  { message: "Do you handle cargo claims? Half the bags of rice for our army supply contract were missing when the ship unloaded.", intent: "area:shipping" },
  { message: "if I sue the security company for unpaid overtime will I win? they made us work 12 hours a day for 2 years", intent: "legal-question" },
  { message: "What are your working days?", intent: "hours" },
  { message: "Where is your office?", intent: "address" },
  { message: "Take care, bye", intent: "goodbye" },
  { message: "how you say 'attention, stand at ease' in krio? for my recruits lol", intent: "off-topic" },
  {
    message:
      "Please help, my husband is a soldier and the military police came to the barracks this morning and took him away. They say he stole ammunition from the armoury. He is at the MP office in Wilberforce now. What do I do",
    intent: "urgent",
  },
  { message: "how tall you must be to join police for sierra leone", intent: "off-topic" },
  { message: "wetin una de do na dis office?", intent: "services" },
  { message: "Should I bring my dismissal letter and payslips when I come?", intent: "knowledge:What to bring" },
  { message: "Which of your lawyers deals with what?", intent: "team" },
  {
    message: "I am a customs officer and a shipping line has brought a claim over cargo we detained at the port. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "The company that employed me as a guard closed down owing me 5 months salary. Can I go after the owner personally?", intent: "legal-question" },
  { message: "Boundary dispute with my neighbour, he's a soldier and he moved the beacons at night.", intent: "area:land" },
  { message: "Can the okada drop me right at the door?", intent: "knowledge:Parking" },
  { message: "I need a consultation next week about starting a private security company. Who do I book with?", intent: "booking", also: ["area:business"] },
  { message: "Which lawyer handles employment, and which one does criminal?", intent: "team" },
  { message: "My son the customs officer has been charged with corruption by the ACC. Trial starts in March. Help.", intent: "area:criminal" },
  { message: "good morning", intent: "greeting" },
  {
    message: "Mediation needed: dispute with a former business partner (both of us ex-soldiers) over a joint venture in a security firm.",
    intent: "area:arbitration",
  },
  { message: "explain habeas corpus for my criminology assignment, 500 words, due tomorrow", intent: "off-topic" },
  {
    message: "Customs have my wife at Lungi, they found money in her bag, she has been in a room with them since morning. Please what to do",
    intent: "urgent",
  },
  { message: "Police beat me in custody last month. I'm out now. I want to bring a human rights claim.", intent: "area:criminal" },
  {
    message: "I need someone to review my employment contract with a security company before I sign. It has a clause about paying for any losses.",
    intent: "area:contract",
  },
  { message: "Good evening sir", intent: "greeting" },
  { message: "i get small guard company, i wan bring foreign investor, una fit help with di papers", intent: "area:business" },
  { message: "wetin time di big parade de start for national stadium on 27 april?", intent: "off-topic" },
  { message: "office open 2moro? itz public holiday abi?", intent: "hours" },
  {
    message:
      "dem wan carry my husband go court martial but now e dey lock up na di guard room for Wilberforce, dem no gree make I see am. abeg how una fit help am now",
    intent: "urgent",
  },
  { message: "dem de beat my brother na di junction, dem say e na di guard wey report dem, pls wetin i go do", intent: "safety" },
  {
    message:
      "dey don tek my papa go Kingtom police, e na retired warder, dem say e sell di prison rice 10 yrs ago. e old and e get sugar sickness, e no take en medicine",
    intent: "urgent",
  },
  { message: "Much appreciated, thank you.", intent: "thanks" },
  { message: "Which areas of law do you cover?", intent: "services" },
  { message: "Wan retired warder sell me lan but now en pikin dem say e no get right for sell am. I wan help", intent: "area:land" },
  { message: "Recipe for jollof rice for 50 people, its for my son's passing out parade party", intent: "off-topic" },
  {
    message: "Hello, I am an immigration officer charged with issuing false passports. I deny it. Trial at the High Court. Looking for representation.",
    intent: "area:criminal",
  },
  { message: "Police arrest me broda na Bo yesterday, e na prison officer, e still de na cell. We need lawyer fast pls", intent: "urgent" },
  { message: "I don't know how to start", intent: "unknown" },
  {
    message: "Hello, I want to adopt my late colleague's son. He was a prison officer and the boy's mother also died. How can you help me do it properly?",
    intent: "area:family",
  },
  { message: "helo", intent: "greeting" },
  { message: "What is your email address?", intent: "email" },
  { message: "how do I get transferred from Kailahun to Freetown, who do I write to at police HQ?", intent: "off-topic" },
  { message: "Do you handle human rights cases? Soldiers beat me at a checkpoint last year and I want to take action.", intent: "area:criminal" },
  {
    message: "My husband the soldier married another woman while I was still his wife and now she is collecting his allowance. Is their marriage even valid?",
    intent: "legal-question",
  },
  { message: "What is your address", intent: "address" },
  { message: "Wetin time una de open Monday?", intent: "hours" },
  {
    message: "Commercial dispute with a security equipment supplier in Ghana, clause says ICC arbitration. Does your firm handle international arbitration?",
    intent: "area:arbitration",
  },
  { message: "Wetin RSLAF mean for full?", intent: "off-topic" },
  { message: "Is it true the UN pays peacekeepers $1400 a month? My brother is going to Somalia", intent: "off-topic" },
  {
    message: "Is the officer at the checkpoint allowed to take my car keys and keep them until I pay? That happened to me last night at Kossoh Town.",
    intent: "legal-question",
  },
  { message: "Book consultation. Name: Alusine K. Matter: my father's army pension. I will send phone number.", intent: "booking" },
  { message: "What does Christiana Thomas do?", intent: "attorney:Christiana Thomas" },
  { message: "Do your lawyers speak Krio?", intent: "knowledge:Languages spoken" },
  { message: "hmm", intent: "unknown" },
  { message: "Does anyone there speak French? My husband is from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "Is it possible to have a consultation by phone? I am posted in Kailahun and cannot travel to Freetown.", intent: "booking" },
  {
    message: "the police at Gbalamuya border have held my truck driver and his apprentice since Monday, customs say smuggling. they are still in custody there",
    intent: "urgent",
  },
  { message: "I have back pain from standing 12 hours at my guard post, which tablet should I take?", intent: "off-topic" },
  { message: "Soldiers took my money at a checkpoint 2 weeks ago and beat me. I want to take them to court. Can you help?", intent: "area:criminal" },
  {
    message: "We want to take a bank loan to buy vehicles for our security firm. Can your business lawyers help us with the bank side?",
    intent: "area:business",
  },
  { message: "dem don bail my husband but dem say e go appear na court monday for di tif case. e na guard. una fit defend am?", intent: "area:criminal" },
  { message: "i wan una check di contract wey di security company give me, dem say i no fit work for another company for 2 years", intent: "area:contract" },
  { message: "Where can I do a first aid course? Our guard company requires a certificate", intent: "off-topic" },
  { message: "I de go now, bye bye", intent: "goodbye" },
  { message: "Aw di bodi?", intent: "greeting" },
  { message: "I want to be a customs officer, which university course should I do?", intent: "off-topic" },
  { message: "I'm a retired prison officer and I've been summoned to appear in court over an old matter. I need a defence lawyer.", intent: "area:criminal" },
  { message: "I was convicted of theft as a guard and I want to appeal. I'm out on bail pending the appeal.", intent: "area:criminal" },
  {
    message: "The radios we ordered from China for our guard company arrived smashed. I want to make a cargo claim against the carrier. Can you help?",
    intent: "area:shipping",
  },
  { message: "wat kind of law work una sabi do?", intent: "services" },
  { message: "mi na security guard, i want lawyer fo check mi contract before i sign, when i fit see una", intent: "booking", also: ["area:contract"] },
  {
    message: "im a warder n one prisoner release yesterday say e go cut me wen e see me, e don do am to anoda officer before. I see am near my house now",
    intent: "safety",
  },
  {
    message:
      "soldier at the checkpoint slapped me and said if I pass there again he will deal with me. I have to pass every day to go to market, what do I do I'm scared",
    intent: "safety",
  },
  { message: "Can I come in on Saturday to see a lawyer? I'm on duty all week.", intent: "booking", also: ["hours"] },
  { message: "Released on police bail but they keep calling me back every week. I'm a soldier. Need a lawyer to handle this.", intent: "area:criminal" },
  { message: "hours pls", intent: "hours" },
  { message: "Are you open during the Eid holiday?", intent: "hours" },
  { message: "What's the way to reach you after I get off duty?", intent: "contact" },
  {
    message: "My husband is a soldier and he has refused to support our 2 children since he married another woman. I want maintenance for them. Can you help?",
    intent: "area:family",
  },
  { message: "Wetin I go bring when I cam?", intent: "knowledge:What to bring" },
  { message: "my wife left me and took the children to her village while I was on night duty as a guard. I want them back. help pls", intent: "area:family" },
  { message: "contact details pls", intent: "contact" },
  { message: "We need a guarding services contract drafted for a new client, a supermarket on Wilkinson Road.", intent: "area:contract" },
  { message: "my papa na retired soldier, e wan write en will before e die, una de do dat?", intent: "area:family" },
  { message: "The company owes me 4 months salary as a guard. I have my contract. Can you help me get the money?", intent: "area:contract" },
  { message: "My landlord locked my room while I was on 24 hour guard duty, all my things are inside. Can you help?", intent: "area:land" },
  { message: "My brother's case for the checkpoint fight has been adjourned 6 times. He is on bail. Can you take over the defence?", intent: "area:criminal" },
  {
    message: "dem hold my boy na di checkpoint for Lumley roundabout, police say e no get licence and e curse dem, e still dey na di police post",
    intent: "urgent",
  },
  { message: "pls", intent: "unknown" },
  { message: "Can I email my documents? To which address?", intent: "email" },
  { message: "Do you know where they sell the new police rank badges? Mine are old", intent: "off-topic" },
  {
    message:
      "A telecom company terminated our tower-guarding contract early. The contract has an arbitration clause. We need someone to start the arbitration.",
    intent: "area:arbitration",
  },
  { message: "pls una de handle arbitration? di estate wey we guard no pay us, dem say make we go arbitration", intent: "area:arbitration" },
  {
    message: "Can a customs officer be held personally liable for goods released on his signature if his superior ordered the release in writing?",
    intent: "legal-question",
  },
  { message: "Do you have a phone line I can call from Guinea?", intent: "phone" },
  { message: "Una fee dear? How much for see lawyer?", intent: "knowledge:Fees" },
  { message: "court martial for my husband next month, una de defend soldier for court martial?", intent: "area:criminal" },
  { message: "una office de na usai?", intent: "address" },
  {
    message: "The vessel that was meant to bring our patrol vehicles left 2 of them behind in Lome. We need help with a claim under the charter party.",
    intent: "area:shipping",
  },
  {
    message: "Wetin go happen to me if I refuse transfer to Kailahun? Police say na order, but my wife sick bad. Dem fit sack me for dat?",
    intent: "legal-question",
  },
  { message: "i want a title search before I buy land in Waterloo, the seller is a retired police officer", intent: "area:land" },
  { message: "Land grabbers don enter my land na Goderich, dem de build and dem say dem get soldier for back. I wan go court", intent: "area:land" },
  { message: "what does a customs officer earn per month in sierra leone", intent: "off-topic" },
  { message: "Wrongful termination. I was a guard supervisor, they sacked me by text message. Please help.", intent: "area:contract" },
  {
    message: "If the court acquitted me, can the police still keep me on suspension? I am an inspector and it has been 8 months since the judgment.",
    intent: "legal-question",
  },
  { message: "pls which day dem go post di names of dem wey pass di army recruitment test", intent: "off-topic" },
  {
    message:
      "soldiers arrested my son at the checkpoint at Mile 91 tonight because he filmed them collecting money from drivers. they took his phone and took him. Please",
    intent: "urgent",
  },
  {
    message: "pls call me, my husband a corporal was arrested by MPs at Cockerill HQ today, he is still inside, i am standing outside the gate",
    intent: "urgent",
  },
  {
    message:
      "Is it legal for a police officer to be dismissed without a hearing? I got a dismissal letter after 14 years of service and nobody ever asked my side.",
    intent: "legal-question",
  },
  { message: "How do I iron the creases on a police uniform so they stay sharp?", intent: "off-topic" },
  { message: "Wetin na una phone number?", intent: "phone" },
  {
    message: "I want a lawyer to help me get child support from my kids father, he is a warder at pademba road and he earns but gives nothing",
    intent: "area:family",
  },
  { message: "wetin di law talk, soldier wife fit get en husband pension if dem no marry na church, na only traditional marriage?", intent: "legal-question" },
  { message: "Hello, good afternoon to you", intent: "greeting" },
  {
    message:
      "Is there a lawyer available right now? My employee, a watchman, was arrested by police this afternoon after a client's warehouse was broken into. He is still in custody at Wellington.",
    intent: "urgent",
  },
  { message: "our container of boots and body armour is stuck at the port, customs say we need a special permit. help", intent: "area:shipping" },
  { message: "Who is the senior partner?", intent: "team" },
  { message: "landlord no wan give back my deposit becos I transfer to Makeni. help me pls", intent: "area:land" },
  { message: "I go cam wit my car, una get place for park?", intent: "knowledge:Parking" },
  {
    message: "Good afternoon, I require assistance registering the title deed for land I purchased while serving with UNAMID. The survey plan is ready.",
    intent: "area:land",
  },
  { message: "I wan cam una office for see lawyer about my husband benefit. Which day I fit cam?", intent: "booking" },
  { message: "Family land in Port Loko, my uncle the ex-soldier is selling plots without asking any of us. We want to stop him.", intent: "area:land" },
  {
    message: "URGENT: prison officer colleague arrested by police at the gate of Mafanta prison, still being held. Family in Freetown asking for a lawyer.",
    intent: "urgent",
  },
  { message: "Need a lawyer to review a contract for training guards for a mining company. It must be signed next week.", intent: "area:contract" },
  { message: "Good evening, are you open now?", intent: "hours" },
  { message: "...", intent: "unknown" },
  { message: "Do you have any female lawyers?", intent: "team" },
  { message: "Goodbye, I have to go on duty", intent: "goodbye" },
  { message: "my guard company say if I resign I must pay back di uniform money, 3 months salary. Dem get right?", intent: "legal-question" },
  {
    message:
      "i'm a guard, my boss said I must sign that I'll pay for anything lost in the shop or I lose my job. is that kind of contract legal in sierra leone?",
    intent: "legal-question",
  },
  { message: "can I pay small small every month?", intent: "knowledge:Fees" },
  { message: "book me in 4 monday pls, guard matter", intent: "booking" },
  {
    message: "Can immigration officers stop me from leaving the country without telling me why? I was turned back at Lungi last week with a valid passport.",
    intent: "legal-question",
  },
  {
    message: "I want to divorce my husband. He's a police officer, never home, and I found out he has another family in Bo. Do you handle divorce?",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I served 22 years in the Sierra Leone Correctional Service and retired in 2020. To date my pension has not been paid despite many letters. Kindly tell me what my rights are and whether I can take the government to court. Yours faithfully, Mrs C. Cole",
    intent: "legal-question",
  },
  {
    message: "The other side is trying to set aside the arbitration award we got against them for unpaid security fees. Need help.",
    intent: "area:arbitration",
  },
  { message: "Our shipment of CCTV cameras was auctioned by customs at the quay without any notice to us. We want to challenge it.", intent: "area:shipping" },
  {
    message: "Am I entitled to severance pay? 9 yrs night watchman for a family, no contract paper, they just told me don't come again",
    intent: "legal-question",
  },
  {
    message: "abeg help, soldier husband lock me and di pikin dem inside room since morning, e say nobody go comot. I de type from under di bed",
    intent: "safety",
  },
  { message: "Is Hawa Turay in the office this week?", intent: "attorney:Hawa Turay" },
  { message: "price of bag of rice at the barracks shop now?", intent: "off-topic" },
  { message: "best cream for razor bumps? the army says we must shave every morning", intent: "off-topic" },
  { message: "una lawyer dem, na who en who?", intent: "team" },
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "See you", intent: "goodbye" },
  {
    message: "The army says the land my father bought near Benguema is military land and they put a fence around it. We have the conveyance. Help",
    intent: "area:land",
  },
  {
    message: "we are in arbitration with a chinese contractor over security services at their site, need a lawyer for the hearing next month",
    intent: "area:arbitration",
  },
  { message: "Do you do cases for soldiers and police, or only for business people?", intent: "services" },
  { message: "Is Lungi airport immigration hiring? I speak French and English", intent: "off-topic" },
  { message: "Which security companies are hiring guards in Freetown right now?", intent: "off-topic" },
  { message: "give me 10 rules of a good security guard for our morning briefing", intent: "off-topic" },
  { message: "Can I call the office? Which number?", intent: "phone" },
  { message: "hello hello. military police took my boyfriend from his post at lungi airport. still there. what can we do tonight", intent: "urgent" },
  {
    message:
      "The wife of my late husband's commanding officer sent men who beat me last week in the married quarters and they promised to come back. I am afraid to sleep.",
    intent: "safety",
  },
  { message: "una get email?", intent: "email" },
  { message: "Exchange rate dollar to leones today? I receive my mission allowance in dollars", intent: "off-topic" },
  { message: "I'm in the UK and prefer to write by e-mail. What address should I use?", intent: "email" },
  {
    message: "A de lock up na police cell na Bo, na me own oga lock me because I refuse give am part of me pay. Dis na me friend en phone. Abeg send lawyer",
    intent: "urgent",
  },
  { message: "Can una arrange mediation between my security company and the guards union about wages? We no want strike.", intent: "area:arbitration" },
  {
    message: "We'd rather settle out of court. Dispute with a bank over the security contract for their branches. Can you arrange arbitration?",
    intent: "area:arbitration",
  },
  { message: "I speak only Mende, do you have someone who speaks it?", intent: "knowledge:Languages spoken" },
  {
    message: "My late husband had 2 wives. He was a staff sergeant. Will the widow's benefit be shared between us or does the first wife take everything?",
    intent: "legal-question",
  },
  {
    message: "My late husband started a security company. I hold his shares now but the other directors refuse to let me see the company books. I need help.",
    intent: "area:business",
  },
  { message: "poem about a soldier's widow pls, for my mother's remembrance service on sunday", intent: "off-topic" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "I am writing from Kenema. Police have just come to arrest my husband who is a security guard at the diamond company, they say stones are missing. They are putting him in the pickup right now.",
    intent: "urgent",
  },
  { message: "Tenki ya", intent: "thanks" },
  { message: "Can your firm draft employment contracts for our 60 guards?", intent: "area:contract" },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "Good evening. I am a retired warder living alone in Wellington. Young men who were once prisoners have been stoning my house at night and shouting that they will finish me.",
    intent: "safety",
  },
  { message: "Tell me about Fatmata Kamara", intent: "attorney:Fatmata Kamara" },
  { message: "Where exactly in Freetown are you located?", intent: "address" },
  {
    message:
      "i write you from makeni. my uncle a retired army captain, police take him this morning from his house about old land case. he is at makeni police station now, he is 70 years",
    intent: "urgent",
  },
  {
    message: "I am a warder. The prison authority has kept me on interdiction on half pay for 3 years with no charge. Can they do that?",
    intent: "legal-question",
  },
  { message: "write me a short speech for Armed Forces Day about courage and the rule of law", intent: "off-topic" },
  {
    message: "I am a port security guard at the Quay. A shipping company is blaming me for missing cargo and wants me to pay. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Which email is for consultations?", intent: "email" },
  { message: "I would like to book a consultation about my late husband's army pension. What days are available?", intent: "booking" },
  { message: "my contract as guard says 8 hours but dem make us do 12. I want help to take it up with the company", intent: "area:contract" },
  { message: "my husband soldier in cell at Juba barracks 4 days now, nobody telling us anything, pls i need lawyer today", intent: "urgent" },
  {
    message: "soldier husband deployed to somalia for a year, not sending any money for the children. looking for help to get maintenance from his allowance",
    intent: "area:family",
  },
  { message: "Best way to get in touch with a lawyer there?", intent: "contact" },
  {
    message: "We run a security company and the directors are fighting over how the board should work. Need help with corporate governance.",
    intent: "area:business",
  },
  { message: "I'm abroad on mission, how can I get in touch with your office?", intent: "contact" },
  { message: "mi sista husband na police, e de beat am every day, today e break en hand. she de cry for me now wetin we go do", intent: "safety" },
  { message: "when does the correctional service training school start the next intake", intent: "off-topic" },
  {
    message: "Port police and immigration won't let the crew of our vessel come ashore at QEII Quay. Do you deal with port matters like this?",
    intent: "area:shipping",
  },
  {
    message:
      "help me. my son was a bouncer at the night club and there was a fight. police came and picked him and 2 others. they are in Kissy police station now",
    intent: "urgent",
  },
  { message: "I want to register a private security company. Can you help with the registration?", intent: "area:business" },
  { message: "The contract with the NGO says disputes go to arbitration in Freetown. They owe us 6 months. Can you act for us?", intent: "area:arbitration" },
  {
    message:
      "My husband is on deployment in Somalia. Tonight 4 men came with cutlasses banging our door saying the house is theirs. Me and the baby are inside alone.",
    intent: "safety",
  },
  { message: "Thank you very much for your help, madam.", intent: "thanks" },
  { message: "my title deed got lost when I was posted to Pujehun. can you help me get it replaced?", intent: "area:land" },
  { message: "Una lawyer dem de talk Temne?", intent: "knowledge:Languages spoken" },
  { message: "I'm in London, ex-soldier. Could I book a video call with a lawyer about my pension arrears back home?", intent: "booking" },
  {
    message:
      "Please, a mob is gathered outside our compound, they say my husband the police officer shot a boy at the checkpoint. They are throwing stones. We are inside.",
    intent: "safety",
  },
  { message: "una de handle port matter? dem seize my container na quay", intent: "area:shipping" },
  { message: "Open on Independence Day?", intent: "hours" },
  {
    message:
      "Immigration at Gbalamuya are holding my cousin, a Guinean, in their office since yesterday. They say his papers are fake. He has been there overnight with no food.",
    intent: "urgent",
  },
  { message: "Supply deal for 500 uniforms: the supplier took the deposit and delivered nothing. Help me recover it.", intent: "area:contract" },
  { message: "i want register my business, na uniform tailoring for di security companies dem", intent: "area:business" },
  { message: "what time una de close? I start night shift at 6", intent: "hours" },
  {
    message:
      "Good morning Kamara Chambers. My brother, who works as a guard for an NGO, was picked up by police from his house at 5 am. He is at Ross Road police station. Can a lawyer attend?",
    intent: "urgent",
  },
  {
    message: "I was wounded in training and discharged as medically unfit. Do I have a claim against the Ministry of Defence for compensation?",
    intent: "legal-question",
  },
  {
    message: "My husband died while serving in the army in 2021. Am I entitled to his gratuity and pension, or does it go to his mother who is claiming it?",
    intent: "legal-question",
  },
  { message: "what colour is the beret for military police", intent: "off-topic" },
  {
    message: "Hello, customs duty dispute at the port over second-hand uniforms we imported for resale. Looking for a lawyer who does customs matters.",
    intent: "area:shipping",
  },
  { message: "I need a lease drawn up, I'm renting my house in Kissy to a police officer.", intent: "area:land" },
  { message: "How many years does it take to become an inspector in the police?", intent: "off-topic" },
  { message: "How do I reach the firm from Kailahun?", intent: "contact" },
  {
    message: "Wetin be my right if di army no pay my husband salary since e miss for mission? Dem say e desert but na lie, e sick for Mogadishu",
    intent: "legal-question",
  },
  { message: "Please give me your contact info so my sister can reach you.", intent: "contact" },
  { message: "What's your phone number?", intent: "phone" },
  { message: "Company secretary services? We are a small guarding company with 40 staff.", intent: "area:business" },
  { message: "how i go take reach una?", intent: "contact" },
  { message: "my late husband soldier no write will, en broda dem de share en property. I wan help", intent: "area:family" },
  {
    message: "Our security company and a mining client have a dispute over unpaid invoices. The contract says arbitration. Can you represent us?",
    intent: "area:arbitration",
  },
  { message: "Good day. I am a serving officer about to deploy abroad and I want to make a will before I go. Can the firm prepare it?", intent: "area:family" },
  {
    message: "We want to meet a lawyer as a family about our brother the soldier who died on mission, 4 of us. Can we all come together on Thursday?",
    intent: "booking",
  },
  { message: "pls fix me appointment wit Madam Fatmata Kamara", intent: "booking" },
  { message: "my broda na clearing agent, customs block en pass for di quay, una fit help?", intent: "area:shipping" },
  {
    message: "Can my employer deduct from my salary the cost of a phone that was stolen on my shift? I am a security guard and I was not even at that post.",
    intent: "legal-question",
  },
  { message: "Is it lawful for soldiers to search my phone at a checkpoint?", intent: "legal-question" },
  {
    message: "I've been a tenant for 7 years and the new owner, an immigration officer, says we must leave in one week. Need help with the tenancy.",
    intent: "area:land",
  },
  {
    message:
      "Customs officer here. My colleague and I were picked up at Queen Elizabeth II Quay this morning by ACC investigators over seized goods that went missing from the bond. He is still held at their office. They let me go to find help.",
    intent: "urgent",
  },
  {
    message:
      "My sister's husband, an immigration officer, died last month in a road accident at the border. We need help sorting out the estate for her and the children.",
    intent: "area:family",
  },
  { message: "A customs officer seized my goods at the border and gave me no receipt. Is that legal, and can I get them back?", intent: "legal-question" },
  { message: "Give me ur WhatsApp, I will send the documents", intent: "phone" },
  {
    message:
      "My ex is a police officer. He keeps coming to my shop in uniform threatening me, he says nobody will believe me. Today he came again with a knife on his belt.",
    intent: "safety",
  },
  { message: "Thank you", intent: "thanks" },
  {
    message:
      "My brother, a security guard, was released on bail yesterday after being accused of stealing from the warehouse. The case is in court next week. Can you defend him?",
    intent: "area:criminal",
  },
  {
    message:
      "my son is a prison officer at pademba road. they locked him up in the same prison last night saying he helped an inmate escape which he didnt do. please someone call me",
    intent: "urgent",
  },
  { message: "number to call pls", intent: "phone" },
  { message: "Una de handle divorce for soldier and en wife? Me na di wife.", intent: "area:family" },
  { message: "my son was killed in service in 2019, he was not married and had no child. can I as the mother claim his benefits?", intent: "legal-question" },
  { message: "We need letters of administration for my father's estate. He was an army major and died last year.", intent: "area:family" },
  { message: "Our clearing company and a shipping agent both prefer mediation to court over disputed fees. Can you mediate?", intent: "area:arbitration" },
  { message: "We want to arrest a foreign vessel that owes our security company 6 months of fees for guarding it at the port.", intent: "area:shipping" },
  { message: "My husband na soldier, e don dey na military prison for one week, dem no charge am, dem no allow me see am", intent: "urgent" },
  { message: "Anything I should prepare before coming in?", intent: "knowledge:What to bring" },
  { message: "I'm retiring from the police and want to open a business that trains guards. I need the company formed properly.", intent: "area:business" },
  { message: "Do you handle employment matters? I was dismissed from a private security job after 8 years without any benefits.", intent: "area:contract" },
  {
    message: "abeg una help, my pikin na recruit na Benguema, dem put am na guard room since Tuesday, dem no de give am food, we no sabi wetin e do",
    intent: "urgent",
  },
  { message: "thanks a lot, God bless", intent: "thanks" },
  { message: "parking available?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Kamara Chambers, I wish to request an appointment with a lawyer at your earliest convenience regarding a matter relating to my retirement from the Correctional Service. Yours faithfully, C. Cole (Mrs)",
    intent: "booking",
  },
  {
    message: "Custody matter. I'm a customs officer being transferred to Kambia and my ex-wife won't let the kids come with me on weekends. Need help.",
    intent: "area:family",
  },
  { message: "Can you help me write my application letter for the immigration service job advert?", intent: "off-topic" },
  { message: "What time does your office open in the morning? I'm on duty from 10.", intent: "hours" },
  { message: "Can a prison officer be forced to work double shifts without extra pay? Sometimes we do 24 hours straight.", intent: "legal-question" },
  { message: "Abeg una fit help me, di company no give me my end of service money, I work for dem 10 yrs as watchman", intent: "area:contract" },
];
