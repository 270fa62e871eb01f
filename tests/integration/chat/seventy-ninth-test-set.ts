import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: young Sierra Leoneans recruited as domestic workers/labourers in Lebanon, Oman, Kuwait and the Gulf, and their families; writers: Krio returnee housemaid in Freetown, voice-typing mother in Kenema, SMS-shorthand labourer in Kuwait, formal retired teacher in Bo, typo-heavy teenager in Beirut, long-winded brother in London, Krio-English sister in Makeni, French-mixing trader in Kambia.
export const SEVENTY_NINTH_TEST_SET: LabelledMessage[] = [
  { message: "hello good morning", intent: "greeting" },
  {
    message: "Dem give me contract for go work na Oman as house girl, e write 150 rial but agent say na 90 I go get. Una de check contract before person sign?",
    intent: "area:contract",
  },
  {
    message: "Pls help, immigration at Lungi don hold my sister since morning, dem say her papers fake, she was going to Kuwait. they no let us see her",
    intent: "urgent",
  },
  { message: "how much is flight from freetown to muscat one way this month", intent: "off-topic" },
  {
    message:
      "Dear Sir, my son paid an agent Le 15,000,000 to process a visa for Kuwait and the visa never came. The agent now says the money is not refundable as stated on the receipt. Is such a clause lawful, and can he legally refuse to return the money?",
    intent: "legal-question",
  },
  { message: "wat time una de open 2moro", intent: "hours" },
  { message: "My husband don go Saudi since 2021, no money for the pikin dem, no call. I wan divorce am. Una de do dat?", intent: "area:family" },
  { message: "madam de beat me every day wit shoe, today she say she go kill me. i de hide in bathroom. i am in beirut pls wat i do", intent: "safety" },
  { message: "How much una de charge for first consultation? Na my daughter wey de na Lebanon I wan talk about", intent: "knowledge:Fees" },
  {
    message:
      "The agent who took money from 12 of us in Makeni has run away. We want to make a police case for fraud and have a lawyer follow it. Can your firm handle this?",
    intent: "area:criminal",
  },
  { message: "how many lawyers una get for dat office", intent: "team" },
  { message: "abeg how I go send money from Kuwait to Sierra Leone cheap, which app best", intent: "off-topic" },
  { message: "I want to book appointment to see lawyer next week about my sister stuck in Oman", intent: "booking" },
  { message: "police don come carry my mama dis morning because the agent say she owe am. dem de na Kissy police station now. abeg", intent: "urgent" },
  {
    message:
      "I send money from Kuwait for 4 years for my brother to buy land for me in Waterloo. Now he say the land na his own, the papers get his name. I need lawyer for dis land matter",
    intent: "area:land",
  },
  { message: "tenki ya, God bless", intent: "thanks" },
  {
    message:
      "I shipped two barrels from Oman in June with my things, they arrive Queen Elizabeth Quay but customs no release am, they say duty too much. una de help with port matter?",
    intent: "area:shipping",
  },
  { message: "if I run from my sponsor house in Oman and come home, will I go to jail in Sierra Leone or can they come after me?", intent: "legal-question" },
  { message: "hmmm pls", intent: "unknown" },
  {
    message: "I came back from Qatar with some savings and want to register a small company for a cold store business. Can you help with company registration?",
    intent: "area:business",
  },
  { message: "send me una whatsapp number pls", intent: "phone" },
  { message: "My boy Alusine dey na Kuwait deportation jail since 3 days, dem no give am food or phone. wetin we go do now", intent: "urgent" },
  {
    message: "Do the lawyers speak Mende? My mother doesn't speak English well and she wants to explain about her daughter in Lebanon herself.",
    intent: "knowledge:Languages spoken",
  },
  { message: "what kind of cases does your firm take", intent: "services" },
  {
    message:
      "Me and 6 other returnees want to settle with the recruitment agency without going to court. They said they will talk if there is a mediator. Do you do that kind of mediation?",
    intent: "area:arbitration",
  },
  { message: "wetin be the weather for Kuwait now, e hot?", intent: "off-topic" },
  { message: "Are you open on Saturday? I only get off work then. And where exactly is the office?", intent: "hours", also: ["address"] },
  {
    message: "The agent boys dem come my house last night say if I talk to radio again about my daughter dem go burn the house. I fraid for my life",
    intent: "safety",
  },
  { message: "how can I reach una, I de Kenema", intent: "contact" },
  { message: "wats ur email address", intent: "email" },
  {
    message: "My employer in Lebanon took my passport when I arrived, he says it is normal there. Does he have the right to keep it?",
    intent: "legal-question",
  },
  {
    message:
      "I worked 2 years in Dubai for a construction company, they owe me 8 months salary and end of service. the company deal thru an agent in Freetown. I need help to claim",
    intent: "area:contract",
  },
  { message: "Good evening una", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a consultation regarding my niece who travelled to Oman through an agency in Bo. Kindly advise on available dates.",
    intent: "booking",
  },
  {
    message: "They are taking my brother now!! CID people came to our house in Wellington, say he is part of the agents sending girls. he is not. please",
    intent: "urgent",
  },
  {
    message:
      "my daughter went to lebanon and left her two small pikin with me. Now the father want take dem away from me. i want keep dem with paper from court",
    intent: "area:family",
  },
  { message: "can u write CV for me for housemaid job in Dubai", intent: "off-topic" },
  { message: "Is there parking near your office? I will drive from Lumley", intent: "knowledge:Parking" },
  {
    message:
      "My cousin was charged for trafficking after he helped some girls go to Oman. He is on bail now and the trial starts next month. He needs a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Una get woman lawyer? My sister want talk to woman about wetin happen to her in Kuwait", intent: "team" },
  { message: "where una office de exactly", intent: "address" },
  {
    message: "Before I go back to Oman I want to lease my house in Kissy to tenants properly with paper. Can your firm prepare the lease?",
    intent: "area:land",
  },
  {
    message:
      "I borrowed 10 million from a woman to pay the agent. The job in Kuwait was fake and I came back. Do I still have to pay her back if the agent ran away?",
    intent: "legal-question",
  },
  { message: "how to say 'I am tired, I want to rest' in Arabic", intent: "off-topic" },
  {
    message:
      "Good day, I bought a used car in Kuwait and shipped it to Freetown, it arrived damaged and the shipping company refuses to pay. I want to make a cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "we are 3 friends that worked in Saudi, we put money together in a company but one partner has taken over the bank account. shareholder problem. can una help",
    intent: "area:business",
  },
  {
    message: "na Lungi police post dem hold my cousin wey just land from Oman. dem say e carry drugs in e bag, e nor know anything. e de dey since last night",
    intent: "urgent",
  },
  {
    message:
      "pls my friend Mariatu in Muscat say the sponsor son keep coming to her room at night. she very scared, she say she no safe. what can we do from here",
    intent: "safety",
  },
  { message: "can I talk to lawyer on phone tomorrow? Book me pls, na about my son passport wey the agent hold", intent: "booking" },
  {
    message: "We got an arbitration award against a recruitment company from Ghana that failed to pay us. We want help to enforce it here in Sierra Leone.",
    intent: "area:arbitration",
  },
  {
    message: "agent in Bo collected Le 5 million each from 20 boys for Kuwait labourer job and disappear. we want take case to court. una de do dis kind",
    intent: "area:criminal",
  },
  { message: "u open till wat time on friday, and where una office de?", intent: "hours", also: ["address"] },
  {
    message: "Abeg my daughter de na Oman police station since yesterday, madam accuse am say she tif gold. she call me only one time. Help me",
    intent: "urgent",
  },
  { message: "what is the exchange rate of omani rial to leones today", intent: "off-topic" },
  {
    message:
      "My son died in Kuwait at a building site. The company says they will pay nothing because he had no insurance. Is the family entitled to compensation by law?",
    intent: "legal-question",
  },
  { message: "Hi", intent: "greeting" },
  {
    message:
      "My husband died in Saudi last year and his brothers took the money the company sent, now they want the house too. I need lawyer for the inheritance",
    intent: "area:family",
  },
  { message: "wetin I for carry come when I come una office? I get my contract paper and my passport copy", intent: "knowledge:What to bring" },
  { message: "pls I wan make appointment wit lawyer for monday morning", intent: "booking" },
  {
    message:
      "My wife in Kuwait says her madam threatened to throw her from the balcony if she asks for her salary again. She is hiding in the kitchen now and crying. Please advise what we can do.",
    intent: "safety",
  },
  { message: "Before my daughter sign the work contract for Qatar, I want lawyer to read it. Is 3 pages Arabic and English.", intent: "area:contract" },
  { message: "Is Christiana Thomas still working there? She helped my cousin with his contract case before", intent: "attorney:Christiana Thomas" },
  { message: "Pls which medicine good for back pain, I de clean house 14 hours a day", intent: "off-topic" },
  {
    message:
      "Dear Sir, I purchased a plot at Regent with savings from my years in Oman. I would like a title search done before I pay the balance. Do you handle this?",
    intent: "area:land",
  },
  { message: "dem don lock my broda na Central Police because he fight the agent wey tif we money. since yesterday. pls", intent: "urgent" },
  { message: "wetin una de do? una na lawyer for all kind of case?", intent: "services" },
  {
    message: "my container of used items from Dubai is at QEII Quay for 2 months, the shipping line is charging demurrage every day. i need lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "the agent made my daughter sign paper saying she owe him $2000 if she come back before 2 years. she came back because they beat her. must she pay?",
    intent: "legal-question",
  },
  { message: "Wat is ur phone number", intent: "phone" },
  { message: "I want open a recruitment agency the legal way, register it and get license. Can una help me set up the company?", intent: "area:business" },
  { message: "can I pay the lawyer small small? I just come back from Lebanon, no money", intent: "knowledge:Fees" },
  { message: "who win kuwait league last season", intent: "off-topic" },
  { message: "police de here now at my house they want carry my husband, they say he sold fake visas. he is here with us please call me", intent: "urgent" },
  { message: "who are the lawyers at your firm", intent: "team" },
  {
    message:
      "Our group of returnees signed an agreement with the agency saying disputes go to arbitration. We want to start it. Do you represent people in arbitration?",
    intent: "area:arbitration",
  },
  { message: "I'm in London. What are all the ways to contact your office? My sister needs help back home.", intent: "contact" },
  { message: "my madam husband touch me and say if i tell anybody he go kill me. i de fraid, i de Lebanon. pls help", intent: "safety" },
  {
    message:
      "My sister was treated very badly in detention in Oman before they deported her, now she is home. It is a human rights matter. We want a lawyer to take up her case.",
    intent: "area:criminal",
  },
  { message: "Wich street is the office, I'm coming from Kenema 2moro", intent: "address" },
  { message: "I want send documents by email. which email pls", intent: "email" },
  { message: "Can the agency in Freetown be held responsible for what the employer did in Lebanon, or only the employer?", intent: "legal-question" },
  { message: "Is the office open on Independence Day, 27 April?", intent: "hours" },
  {
    message: "Papa dem hold am na barracks since yesterday, soja dem say e help people cross go Guinea for go Gulf. nobody tell us anything",
    intent: "urgent",
  },
  { message: "Thank you very much for your help, I will call tomorrow", intent: "thanks" },
  { message: "I want to make a will before I travel to Kuwait next month, in case anything happen to me my children get my house", intent: "area:family" },
  { message: "how do I get the job with Qatar airways cleaning? anybody hiring", intent: "off-topic" },
  {
    message: "Good afternoon, my mother and I want to meet a lawyer together about my brother who we cannot reach in Oman. When can we come?",
    intent: "booking",
  },
  { message: "una get place for park motorbike?", intent: "knowledge:Parking" },
  {
    message: "my employment contract in Oman end, they refuse to pay my ticket home and last salary as contract say. i want lawyer to claim it",
    intent: "area:contract",
  },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "Do you only do court cases or other things too?", intent: "services" },
  { message: "If I sign power of attorney for my brother while I'm in Kuwait, can he sell my land without asking me?", intent: "legal-question" },
  {
    message:
      "I sent money home to invest in my cousin's shop but he did not register the company or put my name. I want to make it a proper company with shares for me.",
    intent: "area:business",
  },
  {
    message: "Mob de gather outside my house now, they say I na the agent wey sell dem pikin to Oman. I am not agent, I only introduce. please",
    intent: "safety",
  },
  { message: "my sister Fatu arrested at the airport in Beirut, they say her residence expire. she is in the airport cell now. what we do", intent: "urgent" },
  { message: "recipe for majboos chicken like Oman people cook", intent: "off-topic" },
  { message: "The agent agreed to pay us back in parts if we do mediation. Can your lawyer be mediator between us and him?", intent: "area:arbitration" },
  {
    message: "Good morning. The company that shipped my late husband's belongings from Kuwait lost one of the boxes. We need help to claim from them.",
    intent: "area:shipping",
  },
  { message: "family land in Port Loko, my uncle sold part while I was in Oman. boundary now wrong. i want lawyer for land case", intent: "area:land" },
  { message: "pls book me for consult wit lawyer thursday 10am", intent: "booking" },
  { message: "?", intent: "unknown" },
  {
    message: "Me husband de na Kuwait, e say make I sign paper for divorce and send am. I nor understand am. I need lawyer for dis divorce matter",
    intent: "area:family",
  },
  {
    message:
      "they just took my son from the market, men in plain clothes say police, put him in car. he work for agency office. we dont know where they carry him",
    intent: "urgent",
  },
  { message: "wat is minimum salary for driver in Kuwait", intent: "off-topic" },
  { message: "Is it legal for an agent in Sierra Leone to send girls under 18 to work in Lebanon if the parents sign?", intent: "legal-question" },
  { message: "Una de speak Temne? My papa na Port Loko man, e no sabi English", intent: "knowledge:Languages spoken" },
  { message: "I need to see a lawyer this week. My sister is still in Oman and her employer won't let her come home. How do I book?", intent: "booking" },
  {
    message:
      "I was promised work as driver in Kuwait but when I reach they put me in cleaning for half the pay. Now I'm home and want to sue the agent for breaking the contract.",
    intent: "area:contract",
  },
  {
    message: "pls my daughter just call me from Kuwait, she say madam beat her with iron, her hand swell, she fraid madam go kill am. wetin I go do",
    intent: "safety",
  },
  { message: "una de open early morning? like 8", intent: "hours" },
  { message: "how many female lawyers una get", intent: "team" },
  {
    message:
      "The agent who sent my daughter to Lebanon is walking free in Freetown after she came back sick. We want to file a criminal complaint of trafficking against him. Please can you handle it?",
    intent: "area:criminal",
  },
  { message: "my phone charge no de hold, wetin I go do", intent: "off-topic" },
  {
    message: "I want to buy land in Kono with my Oman money but the seller get only survey plan, no conveyance. I need a lawyer to do the conveyancing",
    intent: "area:land",
  },
  {
    message:
      "My brother was picked up by police at Lungi last night as he came back from Saudi. They say there's a case against him. He is still at the airport police post. Please someone",
    intent: "urgent",
  },
  { message: "Ok thank u so much sir", intent: "thanks" },
  {
    message: "My husband has been in Qatar 5 years sending nothing. If I file divorce will the court give me the house he built with his money?",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. I run a small travel and recruitment business and need help drafting proper governance rules for the company and registering it correctly. Is that something your business team handles?",
    intent: "area:business",
  },
  { message: "Hello una good afternoon", intent: "greeting" },
  {
    message:
      "Customs at the quay want to seize the generator and fridge I brought back from Kuwait. They say I did not declare well. I need lawyer for customs issue.",
    intent: "area:shipping",
  },
  { message: "abeg give me una number, I go call", intent: "phone" },
  {
    message: "What documents should I bring to the meeting about my brother in Oman? We have his passport copy, agent receipt and some WhatsApp messages.",
    intent: "knowledge:What to bring",
  },
  { message: "pls help me with homework, explain the Gulf war in 200 words", intent: "off-topic" },
  {
    message: "Dem don hold my sister na Kuwait jail since two weeks, madam report am for run. Nobody de help am, e de cry on phone. Wetin we go do from ya",
    intent: "urgent",
  },
  {
    message:
      "Is there a way to settle a dispute between me and my former partner in our Gulf recruitment firm without going to court? We just want to divide things fairly.",
    intent: "area:arbitration",
  },
  { message: "Hw cn i contact una, phone or email or come?", intent: "contact" },
  { message: "Please what are your practice areas?", intent: "services" },
  {
    message: "The Lebanese employer says I owe him the $3000 he paid the agency because I left early. Can he take me to court here in Sierra Leone for that?",
    intent: "legal-question",
  },
  {
    message: "My sister want adopt the small girl wey e friend leave behind when e go Oman and never come back. how una go help for adoption",
    intent: "area:family",
  },
  {
    message: "Dear Sir, what are your fees for handling a case against a recruitment agency? Our family has limited means. Do you offer legal aid?",
    intent: "knowledge:Fees",
  },
  { message: "email address abeg", intent: "email" },
  {
    message: "the agent say if we no stop asking for the money he go send people come beat us. dem already come once with cutlass. we de fraid",
    intent: "safety",
  },
  {
    message:
      "Dear Madam, I wish to arrange a meeting with one of your lawyers concerning recruitment fees paid on behalf of my two sons. Kindly let me know a suitable time and what the consultation costs.",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "Pls I want lawyer write agreement between me and my cousin, I lend am money for go Oman, he go pay me back monthly", intent: "area:contract" },
  {
    message: "Dem de carry my daughter now go immigration office Freetown say her passport na fake, she just arrive from Lebanon. abeg come quick",
    intent: "urgent",
  },
  { message: "Where is your office located? I'm coming from Waterloo", intent: "address" },
  { message: "I need to know how many lawyers are in the firm and if any of them are women.", intent: "team" },
  {
    message: "my nephew de go court for fraud case, he collect visa money for a man wey run. he no tif anything. he need defence lawyer, trial start next week",
    intent: "area:criminal",
  },
  { message: "Is Oman Air better than Emirates for luggage?", intent: "off-topic" },
  { message: "bye for now, I go come back", intent: "goodbye" },
  {
    message: "My husband built house on his father's land with money from Saudi. Now his family want us out. I want lawyer for family land dispute",
    intent: "area:land",
  },
  { message: "pls what days is the office working? Mon to Sat?", intent: "hours" },
  {
    message:
      "My remittance account at a bank in Freetown has been frozen for three months with no explanation. All my Kuwait savings are there. Do you handle banking matters?",
    intent: "area:business",
  },
  {
    message: "if my brother in Oman overstay his visa because sponsor hold passport, does he go to prison there or just deportation?",
    intent: "legal-question",
  },
  {
    message: "police just came to the agency office where I work and they are taking all of us to the station. I am in the car now please help",
    intent: "urgent",
  },
  { message: "Wetin be price of rice bag for Makeni now", intent: "off-topic" },
  {
    message:
      "I run from the house in Salalah and now I de hide with a friend. The madam brother de find me, he say when he catch me he go finish me. I fraid plenty",
    intent: "safety",
  },
  { message: "can my mother come see lawyer without appointment or must she book? if book, book her for tuesday", intent: "booking" },
  {
    message:
      "We import goods from Dubai. The vessel we chartered was delayed because the owner broke the charter party and our cargo sat for weeks. Need lawyer.",
    intent: "area:shipping",
  },
  { message: "we won arbitration against Gulf labour supplier but they no want pay. how una go help enforce award", intent: "area:arbitration" },
  {
    message: "Abeg I need help with title deed. I buy land for Hastings while I de Oman, the man give me paper but people say e no registered",
    intent: "area:land",
  },
  { message: "are u open at lunchtime? I can come 1pm", intent: "hours" },
  {
    message:
      "My daughter phoned from Kuwait, police came to the house and took her, madam said she stole. She's in the station now. What can we do from Freetown?",
    intent: "urgent",
  },
  { message: "Which sim card is cheapest to call Lebanon from Sierra Leone?", intent: "off-topic" },
  { message: "Can my employer in Oman cancel my visa and refuse to give me my last 3 months salary? Is that allowed?", intent: "legal-question" },
  { message: "I want to know about Ibrahim Jalloh, does he take trafficking cases? People say he is good", intent: "attorney:Ibrahim Jalloh" },
  { message: "my wife went to Lebanon 3 years ago and don marry another man there. I want divorce proper so I can marry again", intent: "area:family" },
  { message: "Can I park my car at your office or is there paid parking nearby?", intent: "knowledge:Parking" },
  {
    message: "Abeg my pikin na Oman, e send voice note now say madam pour hot water on am and say e go do worse tonight. e de fear. wetin we go do",
    intent: "safety",
  },
  {
    message: "The agency made me sign a contract saying I will work 2 years and get no salary for the first 3 months. I want a lawyer to look at it.",
    intent: "area:contract",
  },
  { message: "morning sir", intent: "greeting" },
  { message: "write a poem for my mother, she is missing me in Kenema while I am in Kuwait", intent: "off-topic" },
  { message: "Abeg I wan see lawyer, when una free this week", intent: "booking" },
  {
    message: "Agent wey carry my sister go Oman don change name and open new office. We wan report am and follow the case to court. We need criminal lawyer",
    intent: "area:criminal",
  },
  {
    message: "my husband dem hold am since yesterday na Waterloo police, the agent wey we owe report am. he get sugar sickness, he no get e medicine",
    intent: "urgent",
  },
  { message: "Do you have a WhatsApp line? I'm in Kuwait and calls are expensive", intent: "phone" },
  {
    message: "I'm in Dubai and want to invest in Sierra Leone, maybe a fishing company. I need a lawyer to help with registration and the investment side.",
    intent: "area:business",
  },
  { message: "If the agent took my passport and won't give it back unless I pay 2 million, is that a crime? Can police force him?", intent: "legal-question" },
  { message: "i need help about sumtin", intent: "unknown" },
  {
    message: "Good day. My goods came on a ship from Jebel Ali and half was wet and spoilt. Insurance people no want pay. I need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Parlez-vous français? Mon frère est en Guinée, il veut parler avec un avocat pour sa fille au Koweït.", intent: "knowledge:Languages spoken" },
  { message: "Is it true Oman will give visa on arrival to Sierra Leoneans? I want go visit", intent: "off-topic" },
  { message: "I am in USA, how I go reach una fast, call, whatsapp, email?", intent: "contact" },
  {
    message: "pls pls dem don lock my broda na Saudi prison since last week, e say e no do anything, dem nor tell am charge. how una go help",
    intent: "urgent",
  },
  { message: "Mediation pls. Me and the agent agree to sit down with somebody neutral to settle the refund. Una de arrange dat?", intent: "area:arbitration" },
  { message: "what services do you offer", intent: "services" },
  {
    message: "For the appointment Friday, should I bring the original passport or copy is fine? And the receipts from agent?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "My sister in Beirut says her employer hides the food and hits her if she asks to call home. Tonight he threatened her with a knife. She's terrified.",
    intent: "safety",
  },
  { message: "I need lawyer to check if the land wey my uncle sell me for Lumley get proper title, I go pay am with my Kuwait salary", intent: "area:land" },
  {
    message:
      "My daughter is 17 and the agent says she can go to Oman if we change her age on the birth certificate. Is it legal? What happen if they catch us?",
    intent: "legal-question",
  },
  { message: "Who does employment cases in your firm? I don't know any names", intent: "team" },
  { message: "Good evening, kindly schedule me a consultation for Monday. It concerns my late son's salary arrears from Kuwait.", intent: "booking" },
  {
    message: "My daughter in Lebanon asks me to take her son while she works, but the boy's father won't let go. We want custody through court. Can you help?",
    intent: "area:family",
  },
  { message: "thnks 4 d info", intent: "thanks" },
  { message: "how much for iPhone 13 in Kuwait, is cheaper than Freetown?", intent: "off-topic" },
  { message: "right now police de beat an push my broda into dem van outside agency office for Kissy Road. they taking him. help", intent: "urgent" },
  { message: "The company in Qatar want me sign new contract with less pay to renew. Can una review am before I sign? I send am pdf", intent: "area:contract" },
  { message: "send me your email so I can send you my contract pictures", intent: "email" },
  {
    message: "My son was granted bail last week after the agency fraud arrest. Now he needs a lawyer for the trial. Can your criminal team represent him?",
    intent: "area:criminal",
  },
  { message: "Una de open Sunday?", intent: "hours" },
  { message: "how do I get to your office from the Cotton Tree", intent: "address" },
  { message: "Do you handle cases for ordinary people or only business?", intent: "services" },
  {
    message:
      "My husband and I have a company and his brother holds shares. Since my husband went to Oman the brother is running it alone and not showing accounts. We need a business lawyer.",
    intent: "area:business",
  },
  {
    message: "How much compensation will the court give my sister for 2 years of unpaid salary in Lebanon if we sue the agent here?",
    intent: "legal-question",
  },
  { message: "Wetin be best cream for skin wey burn for sun, Kuwait hot too much", intent: "off-topic" },
  {
    message:
      "Dear Sir, my nephew was detained at Lungi International Airport this morning by immigration officers on suspicion of trafficking three girls. He remains in custody. Please advise urgently.",
    intent: "urgent",
  },
  {
    message:
      "I de hide na me friend house since two days. The agent man don send boys for find me because I tell police about him. Dem say dem go deal wit me.",
    intent: "safety",
  },
  {
    message: "Our containers from Dubai are stuck at QEII Quay over a dispute with the shipping line about freight charges. Need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "pls fix me appointment wit lawyer, I de come from Bo Thursday", intent: "booking" },
  {
    message:
      "Dear Sir, our agreement with the Kuwaiti recruiting partner has an arbitration clause. The partner has failed to pay commissions. We seek representation in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "wat time una close today", intent: "hours" },
  {
    message: "I got offer from Oman agency for housemaid job. Contract says no day off and they keep passport. I want a lawyer to read it before I sign.",
    intent: "area:contract",
  },
  { message: "Dem don take my papa go police because e fight the agent wey take my sister. Since morning we no see am. Pls help", intent: "urgent" },
  { message: "how many hours from Freetown to Beirut by plane", intent: "off-topic" },
  {
    message:
      "My sister's employer in Kuwait hasn't paid her for 10 months. Under the law, can she still claim it after she's back in Sierra Leone, or is it too late?",
    intent: "legal-question",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "My husband don go Kuwait since 2019 and e no send money for school fees. I want claim maintenance for the pikin dem.", intent: "area:family" },
  { message: "Is consultation free? And do I need to bring my passport?", intent: "knowledge:Fees", also: ["knowledge:What to bring"] },
  {
    message:
      "my sister in oman sending me messages saying she want to kill herself because the madam dey beat her and the agent no answer. pls i am scared for her",
    intent: "safety",
  },
  { message: "Please I need lease agreement for the shop I build on my land with Oman money. Tenant want 3 years.", intent: "area:land" },
  { message: "Is Fatmata Kamara the one who does family cases? Is she still there?", intent: "attorney:Fatmata Kamara" },
  { message: "wetin be good present for carry go give madam family when I return Oman", intent: "off-topic" },
  { message: "Can I book a video call consultation? I'm in Muscat and only free on Friday.", intent: "booking" },
  {
    message:
      "Our village people gave money to one man to take boys to the Gulf. He lied. The police took statement but no action. We want lawyer to push the criminal case.",
    intent: "area:criminal",
  },
  {
    message:
      "My daughter was stopped on the street in Kuwait City this morning without her residence card and police took her. She's still at the station. Please help us.",
    intent: "urgent",
  },
  { message: "Do you have lawyers that understand labour migration issues? Who is on your team?", intent: "team" },
  { message: "I be returnee from Saudi, I want start poultry business and register am as company. una go help?", intent: "area:business" },
  { message: "Does the agent have the right to keep my original certificates until I pay the balance of his fee?", intent: "legal-question" },
  { message: "parking dey near una office? i de come wit my own motor", intent: "knowledge:Parking" },
  {
    message: "I am a trader. I import goods from Dubai and the shipping company delivered the wrong container to Freetown. Cargo claim please.",
    intent: "area:shipping",
  },
  { message: "Thank you so much. You people are kind.", intent: "thanks" },
  { message: "how to make Arabic coffee like the one in Kuwait", intent: "off-topic" },
  { message: "mobile number for your office please", intent: "phone" },
  {
    message: "Soldiers at the border in Gbalamuya have held my son since yesterday. He was going through Guinea to find work in Lebanon. We can't reach him.",
    intent: "urgent",
  },
  {
    message: "Our company had a commercial dispute with a Gulf recruitment company. We both want to settle out of court. Can your arbitration lawyer help?",
    intent: "area:arbitration",
  },
  { message: "Pls how do I get in touch with your lawyers? I'm in Ghana", intent: "contact" },
  { message: "Una lawyer dem sabi Krio? Me English nor too strong", intent: "knowledge:Languages spoken" },
  {
    message: "Dis man wey collect we money for Oman job de threaten me on phone every night, e say if I report am e go kill me and me pikin. I de fraid",
    intent: "safety",
  },
  {
    message: "I was a security guard in Qatar under contract. They fired me without notice and kept my gratuity. I'm home now and want to go after them.",
    intent: "area:contract",
  },
  {
    message: "Will I win if I take the agent to court for sending my daughter to a different employer than the one in the contract?",
    intent: "legal-question",
  },
  { message: "Pls can I email my documents? Which address do I use for consultation?", intent: "email" },
  {
    message:
      "My brother died in Oman and his body came home. His wife and his mother are fighting over his savings and end of service money. We need a family lawyer.",
    intent: "area:family",
  },
  { message: "abeg I want make appointment for my mama, she wan talk about my sister wey de Lebanon", intent: "booking" },
  { message: "I want job in Dubai as driver, una know good agency?", intent: "off-topic" },
  { message: "na now now dem de carry my pikin go station, police say e tif from the agent office. e nor tif. we de Kenema", intent: "urgent" },
  { message: "My grandfather land in Moyamba, my uncles sell am while I dey Oman working. I want court case to recover am", intent: "area:land" },
  { message: "Are all your lawyers men or is there a woman?", intent: "team" },
  { message: "What areas of law do you cover?", intent: "services" },
  {
    message:
      "My son was wrongly accused of trafficking because he drove the agent car. Police released him but the case still continues. We need lawyer for defence.",
    intent: "area:criminal",
  },
  { message: "ur office na which side for Freetown?", intent: "address" },
  { message: "my sister signed papers in Arabic she couldn't read. is that contract valid under the law?", intent: "legal-question" },
  { message: "Can I come tomorrow at 4:30, will you still be open?", intent: "hours" },
  { message: "pls the madam son try to force me tonight, i lock myself in toilet. i dey Kuwait. i fraid", intent: "safety" },
  {
    message:
      "We are returnees and want to register a company that will run a small savings scheme for other returnees. Can you do the registration and shareholder papers?",
    intent: "area:business",
  },
  { message: "score of Leone Stars vs Oman match?", intent: "off-topic" },
  {
    message:
      "good morning. my late brother shipped a car from Kuwait before he died. customs at the quay want big duty and I have no papers. help with port issue",
    intent: "area:shipping",
  },
  { message: "Alright, have a good day. Bye.", intent: "goodbye" },
  {
    message: "Dem don hold me broda na Oman deportation center two weeks now, e nor get ticket, sponsor nor want sign. Na jail e de. help we",
    intent: "urgent",
  },
  { message: "agent agree say make we go mediation instead of court. una get mediator?", intent: "area:arbitration" },
  { message: "I'd like to schedule a meeting with a lawyer next Wednesday about my recruitment agent case.", intent: "booking" },
  { message: "hi there, good evening", intent: "greeting" },
  {
    message: "My neighbour took 8 million from my family for visa to Kuwait and gave us fake visa. We want take him to court for fraud.",
    intent: "area:criminal",
  },
  { message: "MY SISTER ARRESTED IN BEIRUT, madam call police on her, she is in the station now crying. PLEASE", intent: "urgent" },
  { message: "Wat time is it now in Oman compared to Freetown", intent: "off-topic" },
  {
    message: "My wife left for Oman without my consent and took our baby to her mother. Is she allowed to do that? Can I take the child back?",
    intent: "legal-question",
  },
  { message: "pls wetin I go bring for the meeting? I no get contract, only agent receipt and the WhatsApp chat", intent: "knowledge:What to bring" },
  {
    message:
      "The employer in Kuwait sent a message to my family that if my brother does not come back to work he will find him and kill him. My brother is hiding with a friend over there.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, my late sister worked in Kuwait and left a young child. I wish to be appointed guardian and to administer her estate. Do you handle such matters?",
    intent: "area:family",
  },
  { message: "office open on Friday afternoon? Jummah time", intent: "hours" },
  {
    message:
      "We want to ship 40 foot container of household goods from Muscat to Freetown. There is a problem with the bill of lading, the shipper put wrong name. Can una sort it?",
    intent: "area:shipping",
  },
  { message: "i wan book appointment for tomorrow pls, na for my broda wey de Kuwait", intent: "booking" },
  { message: "best time to buy gold in Dubai, is it cheaper than here", intent: "off-topic" },
  { message: "Police don come me house now now wit paper, dem wan carry me husband say e na agent. Dem de outside. wetin we go do", intent: "urgent" },
  {
    message:
      "I supply uniforms to a recruitment agency that sends workers to Qatar. They owe me for 3 deliveries and refuse to pay. I want to enforce our supply agreement.",
    intent: "area:contract",
  },
  { message: "Can the agency legally charge me the ticket money back if I return early because of abuse?", intent: "legal-question" },
  { message: "How much is your fee if you take the case to court against the agent? We are 5 families, can we share the cost?", intent: "knowledge:Fees" },
  {
    message: "I want to register the conveyance of land I bought in Makeni while I was abroad, the vendor is ready. Can una do the registration?",
    intent: "area:land",
  },
  { message: "Abeg, people don gather for we compound, dem say na me sister sell dem pikin dem to Lebanon. Dem de hold stick. Help", intent: "safety" },
  { message: "who are ur lawyers and what are they good at", intent: "team" },
  {
    message: "I have a remittance company, we send money from the Gulf to SL. Our banking partner closed the account. We need a lawyer for the banking issue.",
    intent: "area:business",
  },
  {
    message: "Since Saturday dem don hold my pikin na Lumley police, no charge, no bail. E just come back from Oman and the agent say e tif. Help",
    intent: "urgent",
  },
  { message: "Tenki plenty, una try", intent: "thanks" },
  { message: "Can you translate this Arabic text message my madam send me?", intent: "off-topic" },
  {
    message:
      "We are three agencies who partnered in sending workers to Kuwait. We fell out over money. We prefer arbitration rather than court. Can your firm lead it?",
    intent: "area:arbitration",
  },
  { message: "Wetin una firm de handle?", intent: "services" },
  {
    message: "Na now my husband de beat me because I say I wan go back to Oman to work. He say he go kill me if I go. I de hide for neighbour house",
    intent: "safety",
  },
  { message: "What number do I call to speak to someone?", intent: "phone" },
  {
    message:
      "My brother was tortured by police last year after he complained about the agent. He is free now but we want justice for his human rights. Please take the case.",
    intent: "area:criminal",
  },
  { message: "Is it true that if I sign the agent's bond paper and come back early, they can send me to prison for breach?", intent: "legal-question" },
  { message: "pls", intent: "unknown" },
  {
    message: "Our father died in Oman, he had money in a bank there and land here. My stepmother want everything. We need a lawyer for inheritance.",
    intent: "area:family",
  },
  { message: "which bus go from Freetown to Conakry, I wan fly from there to Dubai", intent: "off-topic" },
  { message: "Could I arrange a consultation for my aunt on Tuesday? She's back from Lebanon and needs advice.", intent: "booking" },
  {
    message: "my son is in a cell at Bo police since Friday because the girls he helped to travel never came back. no lawyer has seen him. please come",
    intent: "urgent",
  },
  { message: "Abeg all una contact, phone, email, everything", intent: "contact" },
  {
    message: "Our cargo of building materials from Oman was delayed at the quay and the charterer refuses to pay. Need lawyer for charter party dispute.",
    intent: "area:shipping",
  },
  { message: "Is there any place to park my car near Siaka Stevens Street? traffic too much", intent: "knowledge:Parking" },
  {
    message:
      "My cousin hired me as driver in Freetown after I came back from Kuwait, we had a written contract, now he sacked me with no pay. Employment dispute, can you help?",
    intent: "area:contract",
  },
  { message: "r u open on public holidays", intent: "hours" },
  { message: "Oman visa medical test, which hospital in Freetown do it", intent: "off-topic" },
  {
    message: "Pls my sister in Oman just text: 'they beat me again, i no fit take again, come take me'. Now she no de answer. I fraid too much",
    intent: "safety",
  },
  { message: "Is it kamarachambers email? what's the exact email", intent: "email" },
  {
    message: "I leased my house to a tenant before going to Kuwait. He's not paid for 2 years and now claims the house is his. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "Do you deal with matters for people abroad or only here in Sierra Leone?", intent: "services" },
  {
    message: "If my daughter signed a 2-year contract in Lebanon and broke it after 6 months, will she be blacklisted and never travel again?",
    intent: "legal-question",
  },
  { message: "They carrying my brother away now from the agency office in Makeni, police handcuff him. Please what do we do", intent: "urgent" },
  {
    message:
      "We signed a mediation settlement with the agency last month but they are not respecting it. We want help to enforce the settlement. Una handle dat?",
    intent: "area:arbitration",
  },
  { message: "ok I go talk to una later, bye", intent: "goodbye" },
  { message: "I want to meet the lawyer face to face this week to talk about my daughter Oman case. when?", intent: "booking" },
  {
    message:
      "I am returning from Saudi with capital to invest in a joint venture with a Lebanese businessman in Freetown. I need a lawyer for the investment and company setup.",
    intent: "area:business",
  },
  {
    message: "Pls una de write employment contract? I wan take housemaid from Freetown go work for me family for London, I wan do everything proper",
    intent: "area:contract",
  },
  { message: "Office hours pls", intent: "hours" },
  { message: "my son is locked up at Kuwait central prison, they say visa trading. he's been there 5 days without lawyer. please", intent: "urgent" },
  { message: "I want learn Arabic fast before I travel, which app good?", intent: "off-topic" },
  {
    message: "Can the police in Sierra Leone arrest the Lebanese employer when he comes here on holiday for what he did to my daughter?",
    intent: "legal-question",
  },
  { message: "Do any of your lawyers speak Arabic? My contract is in Arabic.", intent: "knowledge:Languages spoken" },
  { message: "Aw di bodi? good morning", intent: "greeting" },
  {
    message:
      "The agent's wife came to my shop with two men and said they will break my legs if my family goes to the radio again. They're still around the area. I'm scared.",
    intent: "safety",
  },
  { message: "My husband was working in Oman and now he's back with another wife. He want sell our house. I want divorce and my share", intent: "area:family" },
  { message: "Tell me about your lawyers, are they experienced?", intent: "team" },
  {
    message: "I have a court date for fraud charge because I collected money for my friend agency. I am on bail. I need lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Is it safe to drink tap water in Kuwait?", intent: "off-topic" },
  { message: "Pls make appointment for me and my husband wit una lawyer dis Friday 11", intent: "booking" },
  {
    message:
      "Dem lock am na cell since yesterday night, me sister wey come from Lebanon, dem say e no get right travel paper. Kingtom police. e get baby wit am",
    intent: "urgent",
  },
  { message: "God bless una for the advice", intent: "thanks" },
  { message: "I want a lawyer for a boundary problem. The neighbour moved the beacons on my land while I was in Kuwait.", intent: "area:land" },
  { message: "Should I carry my daughter's contract from Lebanon and her flight ticket when I come for the consultation?", intent: "knowledge:What to bring" },
  { message: "Is the agent allowed to charge the worker AND the employer for the same job? My daughter paid 6 million", intent: "legal-question" },
  {
    message:
      "Dear Sir, I am a director in a recruitment company registered in Freetown. My co-directors have excluded me from board meetings and bank decisions. I require representation in this shareholder dispute.",
    intent: "area:business",
  },
  { message: "ok so wat now", intent: "unknown" },
  {
    message: "Shipping problem: my barrels from Dubai was send to wrong port in Guinea. The company say not their fault. I want claim.",
    intent: "area:shipping",
  },
  { message: "Is +232 76 123 456 your number? I tried it and no answer", intent: "phone" },
  {
    message:
      "Pls police just enter our house an take my sister an her husband. Dem say dem de send girls go Oman without license. dem carry dem go station now",
    intent: "urgent",
  },
  { message: "my madam want me cook jollof for party in Kuwait, send me good recipe", intent: "off-topic" },
  { message: "Is arbitration faster than court? Our company wants to resolve a commission dispute with a Kuwait labour agent.", intent: "area:arbitration" },
  { message: "What's the best way to reach you from Lebanon? I can't call Sierra Leone easily.", intent: "contact" },
  { message: "If my sister returns from Oman with the baby of her employer, does the father have any right to the child?", intent: "legal-question" },
  {
    message:
      "My daughter in Riyadh told me a man in the house tried to strangle her last night. She's in her room now and scared he'll come back. What should we do?",
    intent: "safety",
  },
  {
    message: "We signed an agreement with the agency that they'd refund 50% if the visa failed. The visa failed, no refund. We want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Can you tell me what your law firm does?", intent: "services" },
  { message: "Can I write to you? Wat is ur email adress", intent: "email" },
  {
    message:
      "My uncle says the police want him for questioning about an agency fraud next week. He wants to meet a lawyer before that. Can he book a meeting for Monday?",
    intent: "booking",
  },
  {
    message: "My daughter left Lebanon pregnant and the father is Lebanese. Can una help register the child and get maintenance from him?",
    intent: "area:family",
  },
  { message: "Is Kuwait hiring nurses now? where to apply", intent: "off-topic" },
  { message: "Dem de take my pikin now, immigration officers at Queen Elizabeth quay, e want go on ship. dem de drag am go their office", intent: "urgent" },
  { message: "Hi, will you be open next Monday? I'm travelling in from Kabala", intent: "hours" },
  { message: "how much una de take for write letter to agent demand we money?", intent: "knowledge:Fees" },
  { message: "Do you have someone my sister can talk to about abuse abroad? A female lawyer?", intent: "team" },
  {
    message: "My company brings in goods from Oman by sea. The insurer refuses to pay for the container that fell overboard. Need marine cargo lawyer.",
    intent: "area:shipping",
  },
  { message: "Is your office near the Law Courts building? Which street?", intent: "address" },
  {
    message: "Dear Madam, I am writing to request an appointment with a lawyer at your earliest convenience concerning my daughter who is stranded in Beirut.",
    intent: "booking",
  },
  { message: "I need help to register a business name for my tailoring shop I open with money I save in Lebanon.", intent: "area:business" },
  {
    message: "My brother died in Kuwait and the employer says the family can only get his salary if we sign that we won't sue. Is that lawful?",
    intent: "legal-question",
  },
  { message: "Abeg help me write application letter for cleaning job for Qatar hotel", intent: "off-topic" },
  {
    message: "pls pls my mama de fraid, the agent and im boys come threaten am wit knife say she must withdraw the case. dem still de near the house",
    intent: "safety",
  },
  { message: "I need title search for a plot at Tokeh I want to buy. I'm in Oman, can you do it for me remotely?", intent: "area:land" },
  {
    message:
      "Good day, I have a dispute with my Kuwaiti business partner over money from our joint trade. He suggests arbitration in Freetown. Can your firm act for me?",
    intent: "area:arbitration",
  },
  { message: "thats all, bye", intent: "goodbye" },
  {
    message:
      "The police came to the hospital and took my sister from her bed. She just came back from Oman sick and they say they need her. She's at the station now.",
    intent: "urgent",
  },
  {
    message: "We want to report the agent to the anti-trafficking unit and we need a lawyer to follow up. My daughter was sold to a household in Lebanon.",
    intent: "area:criminal",
  },
  { message: "I don't know what to do", intent: "unknown" },
  {
    message:
      "My daughter in Oman sends money for her son's school but her ex husband takes it. She wants full custody of the boy. Can una help her from there?",
    intent: "area:family",
  },
  { message: "Wetin we go do, dem don hold me uncle na CID since Monday, say e help girls travel go Kuwait illegal. No bail yet", intent: "urgent" },
  { message: "what is the best month to travel to Dubai for shopping", intent: "off-topic" },
  {
    message: "My husband sent money from Kuwait to buy land in his mother's name. Now he died. Does the land belong to me and the children or to his mother?",
    intent: "legal-question",
  },
  { message: "Office open now?", intent: "hours" },
  { message: "Is Mohamed Conteh the land lawyer? I was told to ask for him", intent: "attorney:Mohamed Conteh" },
  { message: "any parking space for clients?", intent: "knowledge:Parking" },
  {
    message:
      "I back home from Lebanon but the sponsor man cousin here in Freetown de follow me, say I owe money. He beat me yesterday and say he go come back tonight. I fear",
    intent: "safety",
  },
  { message: "Our agency wants a lawyer to draft a standard contract for workers going to Saudi, so everything is fair and clear.", intent: "area:contract" },
  { message: "hey", intent: "greeting" },
  { message: "Pls recommend me good cheap hotel in Beirut near the airport", intent: "off-topic" },
  { message: "I want book consultation for my sister, she just come back from Oman, she need talk to lawyer. Wednesday 2pm ok?", intent: "booking" },
  {
    message:
      "My brother is accused of assault on the agent who cheated us. He's been released on bail and the case is at the Magistrate Court. We need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "My husband is being held by the Omani police, his sponsor reported him for absconding. He's been in the cell 4 days. We are desperate.",
    intent: "urgent",
  },
  { message: "Is the consultation in English only? I'm more comfortable in French.", intent: "knowledge:Languages spoken" },
  {
    message: "I'm a returnee and want to set up a microfinance company for other returnees. Need help with registration and Bank of Sierra Leone licensing.",
    intent: "area:business",
  },
  { message: "can I call una office now? wat number", intent: "phone" },
  {
    message: "If my son overstayed in Kuwait and got deported, can he still take the agent to court here, or has he lost his right?",
    intent: "legal-question",
  },
  {
    message:
      "We are Sierra Leonean seamen who worked on a ship in the Gulf and the owner owes us wages. The ship is now at Freetown port and we want it arrested. Can una help?",
    intent: "area:shipping",
  },
  { message: "thank you, that helps a lot", intent: "thanks" },
  { message: "Do una handle only big company case or even small people problems?", intent: "services" },
  {
    message:
      "I sent money from Kuwait to my aunt to pay for a plot. Now I hear there are two people with conveyance for the same land. I need a land lawyer to check.",
    intent: "area:land",
  },
  { message: "now now, police de drag my sister from she house, the woman wey e help go Lebanon say e sell am. pls come Calaba Town", intent: "urgent" },
  { message: "Wetin be the best phone for Kuwait network, i wan buy one", intent: "off-topic" },
  { message: "Please send me all your contact details. I am writing for my grandmother in Pujehun.", intent: "contact" },
  {
    message: "We prefer mediation with our former partner who runs the Oman side of our business. Can you arrange mediation sessions?",
    intent: "area:arbitration",
  },
  {
    message: "there is a group of young men outside the agent office where i work, they are throwing stones and say they will kill me, i am inside alone",
    intent: "safety",
  },
  { message: "Wetin I suppose bring come? My passport nor de with me, agent hold am", intent: "knowledge:What to bring" },
  {
    message: "Can I get back the 7 million I paid the agent if I have only a WhatsApp message and no receipt? Will the court accept it?",
    intent: "legal-question",
  },
  { message: "Good morning. My mother passed while I was working in Lebanon. I need help with probate for her house and bank account.", intent: "area:family" },
  { message: "How big is your team? Any woman partner?", intent: "team" },
  {
    message:
      "Dear Sir, my son was taken from our home in Bo at 2am by armed men in uniform. We believe he is at the military barracks. He is a returnee from Oman who spoke out about the agents.",
    intent: "urgent",
  },
  { message: "which perfume brands are cheapest in Dubai airport", intent: "off-topic" },
  {
    message:
      "I worked in Qatar and came back. I now have a job in Freetown but the employer want me sign contract that I no can work anywhere else for 5 years. Can una review?",
    intent: "area:contract",
  },
  { message: "Do you close for lunch? What hours in the afternoon?", intent: "hours" },
  { message: "hello, pls can i fix meeting with lawyer on zoom? i de Kuwait", intent: "booking" },
  {
    message:
      "My daughter was trafficked to Lebanon and now she's back. The police opened a case against the agent. We want a lawyer to represent her interest in the trial.",
    intent: "area:criminal",
  },
  { message: "Besides court cases, do you also do documents and advice?", intent: "services" },
  { message: "Pls direction to una office, I de come from Lungi with ferry", intent: "address" },
  {
    message: "My brother in Kuwait is a shareholder in our family company here and wants to transfer his shares to me. Can una handle the paperwork?",
    intent: "area:business",
  },
  { message: "which church in Kuwait for Sierra Leoneans?", intent: "off-topic" },
  {
    message: "My daughter is in Oman and I am her guardian here. Can I sign a complaint against the agent for her or must she do it herself?",
    intent: "legal-question",
  },
  { message: "abeg my sista de for Kuwait, di madam put am outside for roof for sun all day, she say she de die, no water. e de fear", intent: "safety" },
  { message: "Bonjour, I want lease land for Kambia for build workshop, I de Oman. Una go do lease paper and check the title?", intent: "area:land" },
  { message: "ok au revoir, a demain", intent: "goodbye" },
  {
    message: "The police are at the gate now with a paper for my mother, the agent says she collected visa money. They are taking her. Please what do we do",
    intent: "urgent",
  },
  {
    message:
      "My container of returnee goods been at the port 3 months, the clearing agent disappear with the money and documents. I need a lawyer for port and customs.",
    intent: "area:shipping",
  },
  { message: "Both sides agree to arbitration for our refund dispute with the labour agency. Can una represent we?", intent: "area:arbitration" },
  {
    message:
      "Dear Sir, please schedule an appointment for me at your earliest convenience regarding a complaint against a recruitment agency. Mornings suit me best.",
    intent: "booking",
  },
];
