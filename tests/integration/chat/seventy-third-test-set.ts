import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Bakeries, bread sellers, flour suppliers and head-pan bread women; writers: Ya Mariama (50s bread carrier, Kissy, Krio voice-typing), Alhaji Bakarr (bakery owner, Makeni, formal letters), Sorie (19, delivery boy, SMS shorthand), Mrs Fanta Sillah (flour distributor, Freetown, business English), Kadiatu (kiosk owner, Bo, Krio-English mix), Ousmane (Guinean baker in Kenema, French words), Aminata (bakery owner's daughter in London, long stories), Pa Santigie (old oven partner, Port Loko, dropped vowels and typos)
export const SEVENTY_THIRD_TEST_SET: LabelledMessage[] = [
  { message: "gud mornin una", intent: "greeting" },
  {
    message:
      "Abeg una help me, police don hold my bread boy Alusine dis morning na Kissy Road junction, dem say im tif money but na lie. Dem carry am go station now now",
    intent: "urgent",
  },
  { message: "how much a bag of flour cost now for Dove Cot market? last week na 450 thousand", intent: "off-topic" },
  {
    message:
      "I supply flour to 3 bakeries in Wellington on credit. We signed a paper saying they pay every 2 weeks but one of them owes me for 40 bags since March and keeps saying next week. I need a lawyer to help me collect this money.",
    intent: "area:contract",
  },
  { message: "if my oven partner stop paying him share of de firewood money, e get right for still use di oven?", intent: "legal-question" },
  {
    message:
      "My husband died last month and he left the bakery in Calaba Town. His brothers came and took the keys. I have three children with him. Please I need help with this inheritance matter.",
    intent: "area:family",
  },
  { message: "una de open Saturday? na only Saturday I free from the bakery", intent: "hours" },
  {
    message: "di man wey I owe flour money come to my kiosk wit 2 boys, dem say if I no pay by tonight dem go burn am and beat me. I fraid to go back there",
    intent: "safety",
  },
  {
    message: "Good day, I want to register my bakery as a proper company so I can get supermarket contracts. Do you handle company registration?",
    intent: "area:business",
  },
  { message: "pls i wan book appointment wit lawyer 2moro morning abt my bakery papers", intent: "booking" },
  { message: "wetin make my bread no de rise? I put yeast but e flat like chapati", intent: "off-topic" },
  {
    message:
      "My mother sells bread on her head at Eastern Police area. City council task force grabbed her this afternoon with her tray and they have her at the station now, they say she is trading on the street. Please what do we do",
    intent: "urgent",
  },
  {
    message:
      "We imported 2 containers of wheat flour from Turkey, arrived at Queen Elizabeth II Quay 3 weeks ago. Customs still holding them and demurrage is piling up every day. We need a lawyer who does port matters.",
    intent: "area:shipping",
  },
  { message: "how many lawyers una get dere?", intent: "team" },
  { message: "how much una de take for first consultation? I na small bread seller I no get plenty money", intent: "knowledge:Fees" },
  {
    message: "I want buy small plot for Waterloo to build my own bakery oven. Pls can una check if di land papers dem correct before I pay",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, my landlord wants to double the rent of my bakery shop in the middle of the lease. Is this legal under Sierra Leone law when the lease still has 2 years to run?",
    intent: "legal-question",
  },
  { message: "Can u write me small poem about bread women of Freetown for my daughter school program", intent: "off-topic" },
  {
    message:
      "Me and my flour supplier have a quarrel over 60 bags that came wet. We don't want to go to court because we still want to do business. Can your firm help us settle it out of court?",
    intent: "area:arbitration",
  },
  { message: "dem don lock my broda for CID since yestaday, e na baker, dem say e sell spoil bread to school. Nobody tell us anything", intent: "urgent" },
  { message: "wat kind of case una de tek?", intent: "services" },
  {
    message:
      "The owner of the bakery where I worked has accused me of stealing 2 million leones and reported me to the police. They gave me an invitation to come to the station on Monday. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "where una office de? I de come from Lumley", intent: "address" },
  {
    message: "My husband get bakery and e de beat me every night wen sales no good. Last night e wound my head. I de hide by my sista house now, I fraid",
    intent: "safety",
  },
  { message: "I work as baker for 6 years no contract. The oga just sack me without pay for last 3 months. I want lawyer for dis", intent: "area:contract" },
  { message: "pls snd me una fone nmba", intent: "phone" },
  { message: "Which time di rain go stop dis week? I wan carry bread go Lumley beach", intent: "off-topic" },
  {
    message: "I would like to schedule a meeting with a lawyer about my bakery lease next week. What documents should I bring along?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "Police just come insai di bakery now dem de handcuff my papa, dem say na im buy tif flour. Abeg wetin we go do", intent: "urgent" },
  { message: "can the bank take my oven and my house if I don't finish paying the loan? I have paid half already", intent: "legal-question" },
  {
    message:
      "me and my wife separate, she take di 2 pikin go she mama place. I want custody because she no de feed dem well. I sell bread, I get small money, pls una help",
    intent: "area:family",
  },
  { message: "What time do you open in the morning? I finish baking around 7", intent: "hours" },
  { message: "pls who get job for baker? I sabi make tapalapa and sugar bread", intent: "off-topic" },
  {
    message: "Three of us bread women want to form a cooperative and buy our own oven together. How do we register it as a proper business? Need help",
    intent: "area:business",
  },
  { message: "wat una emal", intent: "email" },
  { message: "Una lawyers sabi Temne? my mama no sabi English", intent: "knowledge:Languages spoken" },
  { message: "My oven partner died. Can his wife come and claim half of the oven even though we never wrote anything down?", intent: "legal-question" },
  {
    message: "sojas hold my pikin for Wilberforce barracks since yesterday night, e go deliver bread na dey, dem say e pass wrong gate. Pls",
    intent: "urgent",
  },
  {
    message:
      "A vessel carrying our flour got delayed 2 months and half the bags spoiled with water. The shipping company refuses to pay. We want to file a cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "Some area boys dem come pan mi kiosk nite dem tell me say if I no give dem bread free everyday dem go stab me. Dem de stand outside now",
    intent: "safety",
  },
  { message: "tenki ya", intent: "thanks" },
  {
    message: "My late father's oven compound in Port Loko, now my uncles dem say na family land and dem want sell am. We need help wit dis land palava",
    intent: "area:land",
  },
  { message: "wat medicine good for burn? di oven burn my hand dis morning", intent: "off-topic" },
  { message: "How can I contact you people? any way is fine, phone whatsapp or email", intent: "contact" },
  {
    message: "my son na delivery boy, dem charge am to court for knock person wit im okada wen e de carry bread. Court date next week. We need defence lawyer",
    intent: "area:criminal",
  },
  {
    message: "Dear Sir/Madam, I wish to see a lawyer regarding a supply agreement with a flour mill. Kindly let me know an available date.",
    intent: "booking",
  },
  { message: "Di council say we no fit sell bread pan di street again. Dem get right for seize my bread tray?", intent: "legal-question" },
  { message: "police de my door now dem wan take my husband, na im get di bakery. dem no show any paper", intent: "urgent" },
  {
    message:
      "Our bakery and a hotel signed a contract with an arbitration clause. The arbitrator gave an award in our favour but the hotel refuses to pay. Can you help enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Pls how I go make my phone charge fast? di light cut for bakery", intent: "off-topic" },
  { message: "I go come wit my delivery van, una get place for park am?", intent: "knowledge:Parking" },
  {
    message:
      "Bonjour, I am baker from Guinea working in Kenema. The bakery owner promised me contract with salary 1.5 million but now he pays 800 thousand. I want to know if a lawyer can help me with this contract.",
    intent: "area:contract",
  },
  { message: "Una get woman lawyer dere? I more comfortable wit woman", intent: "team" },
  { message: "Hello good afternoon", intent: "greeting" },
  {
    message: "I want to write a will. I have 2 bakeries, one in Bo and one in Kenema, and 5 children from 2 wives. I don't want palava after I die.",
    intent: "area:family",
  },
  {
    message:
      "My sista Isha dem hold am for Bo police station since Friday. She sell bread pan her head and one woman say she tif her phone. She no get money for bail",
    intent: "urgent",
  },
  { message: "If I sign as guarantor for my friend flour loan and she run go Guinea, must I pay everything?", intent: "legal-question" },
  { message: "Wahala de pan di street now, people dem de beat my delivery boy, dem say e tif bread. Na mob. Abeg!!", intent: "safety" },
  { message: "Good evening. What areas of law does your firm cover? I run a bakery and I am wondering what kind of matters you take on.", intent: "services" },
  { message: "I get investor from Ghana wey wan put money for my bakery. How we go do di shares paper? Need lawyer", intent: "area:business" },
  { message: "Which team win last night? Leone Stars play?", intent: "off-topic" },
  { message: "u open 2day? its friday", intent: "hours" },
  {
    message: "The police charged me with fraud because flour I sold was underweight. The bags came like that from the mill. My trial starts this month.",
    intent: "area:criminal",
  },
  { message: "Can I pay the lawyer fees small small? Bread business slow this month", intent: "knowledge:Fees" },
  { message: "abeg I wan sidom wit una land lawyer, wetin day e free?", intent: "booking" },
  {
    message: "I been rent small space for market to put my bread kiosk, now di owner say e want am back before di lease finish. I need help with dis lease",
    intent: "area:land",
  },
  { message: "Dem don take mi man go Central police, e na flour seller. Since last nite we no see am. Pls help us", intent: "urgent" },
  { message: "Hw fr mk fine sugar bread lk di one dem de sell for Kroo Bay", intent: "off-topic" },
  { message: "Is Mrs Fatmata Kamara still the one handling family cases at your chambers?", intent: "attorney:Fatmata Kamara" },
  {
    message: "The flour mill wrote that they will add 10 percent interest on my debt every month. Is that allowed? we never agreed interest",
    intent: "legal-question",
  },
  {
    message:
      "We chartered a small vessel to bring wheat from Conakry, the owner now want extra money for days the ship wait at Queen Elizabeth Quay. Need shipping lawyer to look at the charter party",
    intent: "area:shipping",
  },
  { message: "My oven partner say e go kill me if I tek my share of di bakery. E come wit cutlass yesterday. I de hide", intent: "safety" },
  { message: "where exactly is your office and what time una close?", intent: "address", also: ["hours"] },
  {
    message: "Di women dem wey share di community oven de quarrel every day bout who bake first. We want mediation, no court. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message: "I want a lawyer to draft a supply contract between my bakery and 4 schools for daily bread. It must cover late payment.",
    intent: "area:contract",
  },
  { message: "hmm pls", intent: "unknown" },
  {
    message:
      "Good evening, my cousin who drives our bread van was stopped at a checkpoint at Masiaka and the police have kept him and the van since morning. They say the van papers are bad. Please advise urgently.",
    intent: "urgent",
  },
  { message: "Wetin be di best yeast brand for Freetown? Saf or Angel?", intent: "off-topic" },
  { message: "Whatsapp number pls", intent: "phone" },
  { message: "My delivery boy crash di bread van. Can I remove di repair money from im salary?", intent: "legal-question" },
  {
    message: "My daughter get belle for one baker, now e refuse to give money for di pikin. I want make e pay maintenance. Una fit help?",
    intent: "area:family",
  },
  { message: "Est-ce que vous parlez français? Je suis boulanger guinéen à Freetown.", intent: "knowledge:Languages spoken" },
  { message: "Need 2 see a criminal lawyer asap, can I come tomorrow at 10? Its about accusation from my boss at bakery", intent: "booking" },
  { message: "who are the lawyers in your chambers? I want to know before I come", intent: "team" },
  { message: "mama Fanta dem hold am for Kissy station, na tiday, dem say bread tray block road. She get pikin for back. Abeg", intent: "urgent" },
  {
    message:
      "Our bakery wants a loan from the bank to buy an industrial oven. The bank sent a long loan agreement and a guarantee. We want a business lawyer to review the banking documents.",
    intent: "area:business",
  },
  { message: "court for basketball near Brookfields, who de manage am? my delivery boys want play", intent: "off-topic" },
  { message: "Somebody build fence across my bakery backyard, e say na im land. Boundary palava. I get survey plan", intent: "area:land" },
  { message: "Thank you for the information, it helps a lot", intent: "thanks" },
  { message: "I run from my husband house las nite wit my bread money, e say wherever e see me e go finish me. I de one church now", intent: "safety" },
  { message: "if di bakery owner no pay me for 3 months, e mean say I get right for tek di bread and sell am myself?", intent: "legal-question" },
  {
    message:
      "They say my son stole flour from the depot. He was released on bail last week but the case is in magistrate court. He needs a lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "what papers I go carry wen I de come for di meeting? I get receipt dem for flour", intent: "knowledge:What to bring" },
  { message: "Pls help me write CV for job at Crown Bakery", intent: "off-topic" },
  { message: "Do una handle small small case like bread women palava or only big company?", intent: "services" },
  { message: "Could you give me your email address so I can send my flour contract?", intent: "email" },
  {
    message: "They arrested my husband at the bakery at 5am while he was mixing dough, please he is at Waterloo police now, I need a lawyer to go there",
    intent: "urgent",
  },
  {
    message: "Port authority say our flour container get wrong declaration and dem wan fine us big. We need help wit customs at di quay",
    intent: "area:shipping",
  },
  { message: "all di ways I fit reach una pls, I de Bo", intent: "contact" },
  { message: "Is there parking near your office? I will drive down from Hill Station in the bakery pickup.", intent: "knowledge:Parking" },
  {
    message:
      "Good afternoon. My mother sold bread on her head for 30 years and saved to build a house in Wellington. She died without a will and now my stepfather says the house is his alone. We need a lawyer for this inheritance.",
    intent: "area:family",
  },
  {
    message: "abeg dem hold my small broda for Lumley police, e go deliver bread for one hotel, dem say e carry fake money. E de dey since 6 o'clock",
    intent: "urgent",
  },
  { message: "wetin be di price of sugar today for wholesale? I wan buy 10 bag for di bakery", intent: "off-topic" },
  { message: "I owe the flour depot 3 million. Can they put me in prison for debt or only take my things?", intent: "legal-question" },
  {
    message:
      "Dear Sirs, our company imports flour through Queen Elizabeth II Quay. The shipping line released our cargo to another consignee by mistake. We wish to pursue a claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "hi hi", intent: "greeting" },
  { message: "I wan make appointment wit una for Monday, na bakery partnership palava", intent: "booking" },
  {
    message:
      "My brother-in-law keeps coming to the bakery drunk. He slapped me today in front of customers and said next time he will pour hot oil on me. I am scared to open tomorrow.",
    intent: "safety",
  },
  {
    message:
      "We are buying a building on Kissy Road to turn into a bakery. The seller has a conveyance but we are not sure it's genuine. We want a title search done before paying.",
    intent: "area:land",
  },
  { message: "How many lawyers work in your firm and are they all in Freetown?", intent: "team" },
  { message: "Which generator good pass for run bread mixer? Light de go every time", intent: "off-topic" },
  {
    message: "Dem don carry my mama go police station wit her bread pan, dem say she sell pan road wey dem ban. She old woman, she get pressure. Please come",
    intent: "urgent",
  },
  {
    message: "Dem accuse me say I put poison in bread for neighbour shop because we get palava. Police want me report tomorrow. I need lawyer to stand for me",
    intent: "area:criminal",
  },
  { message: "Are you open during Ramadan and what are the hours then?", intent: "hours" },
  {
    message: "My late husband's brothers say a woman cannot inherit the bakery under customary law. Is that true? We were married in church.",
    intent: "legal-question",
  },
  {
    message:
      "Two of us bakers bought a big oven together and now we quarrel how to divide the baking days. Elders tried but failed. We want a mediator, is that something you do?",
    intent: "area:arbitration",
  },
  { message: "na wetin una number? I wan call", intent: "phone" },
  {
    message:
      "my boss for bakery say I must sign paper say I no go work for any other bakery for 5 years after I leave. I no sabi read well. Una fit check am for me?",
    intent: "area:contract",
  },
  { message: "Who fit teach me how to drive keke? I wan start deliver bread", intent: "off-topic" },
  { message: "Before I come, which documents should I bring for a land matter? I have the lease and some receipts.", intent: "knowledge:What to bring" },
  { message: "Pls my son Abu dem hold am for Kenema police since yestaday morning, e be bread boy. Dem beat am too. We no know wetin e do", intent: "urgent" },
  { message: "Hello, does your firm deal with matters for small businesses like bakeries and kiosks? What do you do generally?", intent: "services" },
  {
    message:
      "Me and my brother own the bakery 50/50 but he now wants to bring in his friend as shareholder without asking me. I need a business lawyer to sort out the shareholding.",
    intent: "area:business",
  },
  { message: "emai addres pls", intent: "email" },
  { message: "My stepfather threaten me wit knife dis morning because I no give am di bread money. I de outside now I no wan go back", intent: "safety" },
  { message: "Can my employer keep my last salary because some bread got spoilt when the oven broke? It was not my fault", intent: "legal-question" },
  { message: "I'd like an appointment with one of your lawyers this week. How much is the consultation fee?", intent: "booking", also: ["knowledge:Fees"] },
  {
    message: "I want to adopt my late sister's son. He has been helping me carry bread since he was 8. I want to make it legal. How do I start?",
    intent: "area:family",
  },
  { message: "abeg wetin time Kenema lorry de comot from Freetown? I wan go buy palm oil", intent: "off-topic" },
  { message: "I live in Makeni. How can I get in touch with your office, do you have WhatsApp or email?", intent: "contact" },
  {
    message: "Dem lock up all di bread women from Congo Market for Eastern Police dis morning, na council clean up. My aunty inside. Wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "A vessel bringing our bakery equipment hit the dock at Queen Elizabeth II Quay and our ovens were damaged. The insurer is slow. Please, we need help with this cargo claim.",
    intent: "area:shipping",
  },
  { message: "i get wan problem", intent: "unknown" },
  { message: "Will I win if I sue the flour company? They sold me 20 bags with weevils and refuse to replace", intent: "legal-question" },
  { message: "Na my granny land we build di oven pan. Now one man come wit paper say e buy am from my uncle. We need a land lawyer fast", intent: "area:land" },
  { message: "Good morning Kamara chambers, hope una well", intent: "greeting" },
  {
    message:
      "Dear Sir, I am a bakery manager in Bo. I was charged with forgery over delivery receipts. My case is at the High Court next month. I require a criminal defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Some boys dem follow me from di market every evening since I refuse one of dem, dem say dem go rape me. I sell bread for Lumley. I fraid",
    intent: "safety",
  },
  { message: "Can u recommend a good bakery in London that sells Sierra Leone bread? I miss tapalapa", intent: "off-topic" },
  { message: "wt tym una close 2day?", intent: "hours" },
  { message: "I heard about Ibrahim Jalloh from my cousin. Is he the one who does police and bail cases at your firm?", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "We have an agreement with a supermarket to supply 500 loaves daily. They stopped taking the bread without notice and won't pay the last invoices. We want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "police don come di bakery dem de pull di workers enter dem vehicle. Oga no dey. Abeg call lawyer", intent: "urgent" },
  { message: "do una lawyers speak Mende? my papa na from Pujehun", intent: "knowledge:Languages spoken" },
  { message: "How much flour and sugar I need to bake 200 loaves? pls give me measurement", intent: "off-topic" },
  { message: "Is it legal for the police to collect money from bread women every morning before we sell in the market?", intent: "legal-question" },
  {
    message:
      "We are a flour distribution company planning to bring in a foreign partner with 40%. We need advice on investment rules and how to structure the company.",
    intent: "area:business",
  },
  { message: "Tenki tenki, God bless una", intent: "thanks" },
  { message: "Can I come and see your land lawyer Thursday afternoon?", intent: "booking" },
  {
    message:
      "The flour mill and our bakers association signed an agreement that disputes go to arbitration. Now there is a dispute on prices. We need a lawyer to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  {
    message: "My husband lock me and di pikin dem insai di bakery store room las nite, e say e go kill me if I go complain. I get chance now to write. help",
    intent: "safety",
  },
  { message: "How do I get to your office from Congo Cross? Which bus or poda poda?", intent: "address" },
  { message: "I want divorce. My husband tek all di money from our bakery and marry another wife. I don tire. Pls help me wit divorce", intent: "area:family" },
  {
    message:
      "Good morning. My uncle has been held at the Pademba Road police post since Tuesday over a flour debt. They said he will stay until he pays. Is that even allowed? Please help.",
    intent: "urgent",
  },
  { message: "wetin una tink, Mighty Blackpool go win league dis year?", intent: "off-topic" },
  { message: "Do you have lawyers who are from the provinces? I want someone who understands our ways", intent: "team" },
  { message: "If I close my bakery, do I have to pay my workers anything? They have worked 3 years without written contract", intent: "legal-question" },
  { message: "parking dey near una office? for my okada", intent: "knowledge:Parking" },
  {
    message: "I need lawyer to write employment contract for my 6 delivery boys so everything clear, salary, hours, what happen if bread lost",
    intent: "area:contract",
  },
  { message: "Sir dem arrest my wife at Bo market this morning, she dey inside cell, pls help", intent: "urgent" },
  { message: "quick question, which legal services does your chambers provide?", intent: "services" },
  {
    message:
      "Our flour ship was detained at the port because of a dispute between the owners and the charterer. Our cargo is on board. We need a shipping lawyer to help get our flour released.",
    intent: "area:shipping",
  },
  { message: "Can you translate this French recipe for pain au lait to English? beurre, lait, farine...", intent: "off-topic" },
  { message: "Pls arrange meeting wit lawyer for me next Tuesday 2pm. I de come from Kenema", intent: "booking" },
  {
    message: "I want to lease a shop on Wilkinson Road for 10 years for my bakery. I want a lawyer to prepare the lease and check the owner's title.",
    intent: "area:land",
  },
  {
    message: "My kiosk is on the roadside. The government says they will demolish it for road widening. Do they have to pay me compensation?",
    intent: "legal-question",
  },
  { message: "Give me the WhatsApp number I go send voice note", intent: "phone" },
  { message: "ok I go call back later, bye", intent: "goodbye" },
  {
    message:
      "My nephew was accused of setting fire to the bakery where he works. He is now on bail and reporting to police every Monday. We need someone to defend him.",
    intent: "area:criminal",
  },
  { message: "?", intent: "unknown" },
  { message: "My papa get bakery for Makeni, police come pick am since yestaday night, dem say na tax matter. Dem no let us see am", intent: "urgent" },
  {
    message: "I want to change my bakery from sole proprietorship to limited company and open bank account for it. Which lawyer handles this?",
    intent: "area:business",
  },
  { message: "Pls send me credit 10 thousand, I go pay back wen I sell bread", intent: "off-topic" },
  {
    message:
      "A crowd has gathered at my bread kiosk, they say I'm a witch because a child got sick after eating bread. They are shouting they will burn me. Please",
    intent: "safety",
  },
  { message: "What is your email and phone number? I want to send my documents and call later", intent: "email", also: ["phone"] },
  {
    message: "My co-wife say since our husband pay for di oven, her pikin dem go get am when e die. Dat true? Na me build di business",
    intent: "legal-question",
  },
  {
    message:
      "A mediator helped me and my former oven partner agree on a settlement, but he is not keeping his side. Can your arbitration team help us finish this out of court?",
    intent: "area:arbitration",
  },
  { message: "For criminal case wetin I go bring? Police paper?", intent: "knowledge:What to bring" },
  {
    message: "My ex husband refuse to pay school fees for our 3 pikin. E get two bakery for Kenema. I want court make e pay maintenance",
    intent: "area:family",
  },
  { message: "Can I come on Sunday after church? Or only weekdays?", intent: "hours" },
  { message: "Dem take my husband from house 4am, men in plain clothes, dem say na CID. E na flour supplier. We no know where dem carry am", intent: "urgent" },
  { message: "How I go fix di thermostat for gas oven? E de burn bread bottom", intent: "off-topic" },
  { message: "If my oven partner sells his share to another person without telling me, can I stop the sale?", intent: "legal-question" },
  {
    message:
      "I bought a second hand oven from a man and signed an agreement. The oven never worked and he refuses to refund. I need help to enforce the agreement",
    intent: "area:contract",
  },
  { message: "i need to speak to a lawyer face to face, how do I book? its about my late husband bakery", intent: "booking" },
  { message: "How do I reach una? I de UK, na my mama bakery matter", intent: "contact" },
  { message: "police dey outside my kiosk now, dem say dem go take me, dem don hold my daughter already insai di vehicle", intent: "urgent" },
  { message: "Are your lawyers senior people or young ones? How many partners?", intent: "team" },
  {
    message: "My wife run bread kiosk and police say she receive stolen phones. They charged her and she goes to court on 15th. We need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "Is it going to rain tomorrow in Bo? I want to dry my cassava", intent: "off-topic" },
  { message: "My neighbour moved the boundary pillars of my bakery plot at night. We need somebody to deal with this boundary problem.", intent: "area:land" },
  { message: "How much will the court award me if the bakery sacked me after 10 years without notice?", intent: "legal-question" },
  {
    message: "Mi husband family dem de threaten me, dem say if I no leave di bakery dem go deal wit me. Last night dem stone my window. I no safe",
    intent: "safety",
  },
  { message: "Many thanks for your quick reply.", intent: "thanks" },
  {
    message: "Customs at the quay classified our bread improver as chemicals and charged triple duty. We need a port lawyer to challenge it",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir, I intend to open a chain of bakeries with Lebanese investors. I need assistance with company registration, a shareholders agreement and governance.",
    intent: "area:business",
  },
  { message: "Una de do free lawyer for poor people? legal aid?", intent: "knowledge:Fees" },
  { message: "E don tay since last nite wey police carry my bread boy, dem no charge am, dem no free am. Im mama de cry", intent: "urgent" },
  { message: "ok na so. bye o", intent: "goodbye" },
  { message: "Evening o, how una de do", intent: "greeting" },
  {
    message:
      "Pa Kargbo and me get joint oven for Lunsar 15 years. Now we de fight over di profit and di chief no fit settle am. We want proper mediation wey go stand, not court. Abeg help",
    intent: "area:arbitration",
  },
  {
    message:
      "they have taken my brother from the bakery to Ross Road police, he has been there overnight and they won't let us bring food. please send someone",
    intent: "urgent",
  },
  { message: "How many loaves of bread can one 50kg bag of flour make? Pls I need to calculate", intent: "off-topic" },
  { message: "Na true say if I don stay pan di land 12 years for my bakery, di land don become mine even if I no get paper?", intent: "legal-question" },
  { message: "Good morning, I want to book a consultation about shipping flour from Guinea. Which days are available next week?", intent: "booking" },
  {
    message:
      "Di bakery owner wey I de sell bread for, e say I must pay for every bread wey no sell. We agree by mouth say e go take back unsold bread. I need help wit dis agreement",
    intent: "area:contract",
  },
  {
    message: "My husband came back drunk and broke the bakery door, he's shouting he will kill me and the children. I've locked myself in the bathroom. please",
    intent: "safety",
  },
  { message: "9 to 5 every day or una close early Friday for prayers?", intent: "hours" },
  {
    message:
      "Ma Kadie, di old woman wey I de carry bread for, she die and lef everything for me in a will. Now her pikin dem say dem go challenge di will. I need lawyer for dis probate",
    intent: "area:family",
  },
  { message: "Pls wetin be di best way to keep bread fresh for 3 days without fridge?", intent: "off-topic" },
  { message: "How big is your firm, like how many partners and associates?", intent: "team" },
  {
    message:
      "Good day, we run a flour mill in Wellington and our wheat shipment was short-landed by 200 tonnes at the quay. The master says it was loaded that way. We need a shipping lawyer for this cargo claim.",
    intent: "area:shipping",
  },
  { message: "Dem don hold mi wife for Kissy Mess Mess station sin yestadey, she no do notin, na just bread she de sell near di gate", intent: "urgent" },
  { message: "Does my landlord have the right to padlock my bakery because I am two months late with rent?", intent: "legal-question" },
  {
    message: "We want to open a bread factory in Makeni and need help with business registration, NRA tax number and investment certificate.",
    intent: "area:business",
  },
  { message: "Wetin una de charge for land case? I wan know before I come", intent: "knowledge:Fees" },
  {
    message:
      "My son na 14 years, e de sell bread after school. Police grab am for Lumley dis evening, dem say e de wit thief boys. E still dey station. Abeg help",
    intent: "urgent",
  },
  {
    message: "I have been summoned to court for selling expired flour. I didn't know the date was wrong. I want a criminal lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Wat temperature I go bake sugar bread?", intent: "off-topic" },
  { message: "Mi broda de beat me because e say mi bread money na im own. Today e break mi hand. I fraid to go home", intent: "safety" },
  { message: "I need help to get a proper title deed for the land my bakery is on. I bought it in 2015 but only have a receipt.", intent: "area:land" },
  { message: "Set me up wit appointment pls, any day after 2 o'clock", intent: "booking" },
  { message: "If the flour supplier delivered late and I lost customers, can I refuse to pay him the full amount?", intent: "legal-question" },
  {
    message:
      "Our bakery has a dispute with the company that installed our oven. The contract says we must go to arbitration in Freetown. Can Kamara Chambers represent us?",
    intent: "area:arbitration",
  },
  { message: "Una de Siaka Stevens Street? which side, near cotton tree?", intent: "address" },
  { message: "Na 3 days now wey police hold my husband for Makeni, dem say e get flour debt. Dem say we must pay before dem free am", intent: "urgent" },
  { message: "Abeg which school get baking course for Freetown? I wan learn cake", intent: "off-topic" },
  { message: "phone number for the office?", intent: "phone" },
  {
    message:
      "I am a flour supplier. A bakery signed a supply agreement for 12 months but cancelled after 3. I want to enforce the contract and get compensation.",
    intent: "area:contract",
  },
  {
    message:
      "Good evening, I'm writing for my aunt who sells bread in Kroo Bay. Her ex-husband has been following her and threatened her with a knife today. She is hiding at my house and is terrified he'll find her.",
    intent: "safety",
  },
  { message: "office hours pls", intent: "hours" },
  { message: "My wife sell bread and she don run go Guinea wit our 2 pikin. I want dem back. Which lawyer for dis custody", intent: "area:family" },
  { message: "Hi, what does your firm do exactly? I saw your sign on the way to the bakery", intent: "services" },
  { message: "Can I speak Krio with di lawyer or I must speak English?", intent: "knowledge:Languages spoken" },
  { message: "Dear Sir, I would be grateful if you could arrange a meeting for me with a lawyer about my bakery's company registration.", intent: "booking" },
  { message: "Is it legal for the bakery owner to make us work from 2am to 2pm with no overtime pay?", intent: "legal-question" },
  {
    message:
      "They arrested my mother at the Guinea border at Pamelap with flour bags, she is held by Sierra Leone police at Gbalamuya since yesterday. What should we do",
    intent: "urgent",
  },
  {
    message:
      "Dem accuse mi aunty say she tif 20 bag flour from di depot where she de work. Police don tek statement and dem say dem go charge am. Pls we need defence lawyer",
    intent: "area:criminal",
  },
  { message: "who fit fix my oven? na Italian oven, di fan no de work", intent: "off-topic" },
  {
    message: "Our flour container dropped into the sea during offloading at the quay. We want to claim for the loss, can your shipping team help?",
    intent: "area:shipping",
  },
  { message: "thnks 4 ur help", intent: "thanks" },
  { message: "Abeg, me and 4 people dem wan start bakery company, we need paper for who get how much share and who go be director", intent: "area:business" },
  {
    message: "My landlord for di bakery send boys dem to throw me out by force, dem don beat my worker and dem say dem go come back tonight wit cutlass",
    intent: "safety",
  },
  { message: "abeg police come pick my broda from di bakery now now, dem de beat am for di van", intent: "urgent" },
  {
    message: "Can your firm help us enforce an arbitration award from Ghana here in Sierra Leone? It's against a Freetown flour importer.",
    intent: "area:arbitration",
  },
  { message: "which email I go send my documents?", intent: "email" },
  { message: "My father's will gave the bakery to my brother only. Can I contest it as his daughter?", intent: "legal-question" },
  { message: "Pls book me for consultation wit di lawyer wey de do criminal case, morning time good for me", intent: "booking" },
  {
    message: "I want lease land from di chiefdom to build big bakery. Pls help me wit di lease agreement and check who get right to sign",
    intent: "area:land",
  },
  { message: "Who heads the firm and who are the others working with them?", intent: "team" },
  { message: "Abeg help mi pikin wit homework, wetin be 3/4 of 120 loaves?", intent: "off-topic" },
  { message: "Bakery manager done call police and now dem de carry me and mi friend go station. I de write from inside di vehicle", intent: "urgent" },
  { message: "Pls what are all the ways to contact Kamara & Associates? I'm in Accra", intent: "contact" },
  { message: "My employer at the bakery said I'm fired because I was sick for a week. I have a contract. I want to take action.", intent: "area:contract" },
  {
    message:
      "Mi co-wife don vex say I de sell more bread pass am. Yesterday she attack me wit hot pot and she say next time she go kill me. I de sleep outside",
    intent: "safety",
  },
  { message: "How much does it cost to register a company through you?", intent: "knowledge:Fees" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  { message: "Pls wetin be di meaning of gluten free? Customer ask me", intent: "off-topic" },
  { message: "If I sign an agreement with the bakery owner in English and I can't read English, is it still valid?", intent: "legal-question" },
  {
    message: "I want to marry my fiancee properly but I already have a customary wife. We share a bakery business. I need a family lawyer before the wedding.",
    intent: "area:family",
  },
  {
    message: "Police raid di bakery dis night, dem hold di baker dem all 5 say dem no get work permit. Dem na Guinea people. Dem dey Central now",
    intent: "urgent",
  },
  { message: "Wi wan charter one boat for bring flour from Conakry every month. We need lawyer fo draft charter party", intent: "area:shipping" },
  { message: "When can I meet with your lawyer about my flour debt case? I'm free Wednesday.", intent: "booking" },
  { message: "Alright, goodnight", intent: "goodbye" },
  { message: "The bank froze our bakery account because of a dispute between the directors. We need a business lawyer to help.", intent: "area:business" },
  { message: "If the police catch my delivery boy with no license, will I as the owner also be charged?", intent: "legal-question" },
  { message: "Wen Ramadan go start dis year? I wan plan di bread for iftar", intent: "off-topic" },
  { message: "Does Christiana Thomas still work there? She helped my sister with her job case before", intent: "attorney:Christiana Thomas" },
  {
    message: "Ma husband get case for court say e beat one customer for di bakery. Di man de hospital. We need lawyer before next hearing.",
    intent: "area:criminal",
  },
  { message: "Abeg I de hide under di oven table, some men break inside di bakery wit gun, dem de search for di owner", intent: "safety" },
  { message: "can I come by 4:30 or is it too late?", intent: "hours" },
  {
    message: "Conveyance for di bakery plot we buy, di seller refuse to sign transfer. We don pay full money. Need help complete di conveyancing",
    intent: "area:land",
  },
  {
    message:
      "Good afternoon. Military police have kept our night guard at the barracks since yesterday, he was guarding the bakery when they came to question him. We cannot reach him.",
    intent: "urgent",
  },
  {
    message: "I get palava wit di man wey supply me firewood for di oven. We both agree to settle outside court. Una fit be di mediator?",
    intent: "area:arbitration",
  },
  { message: "Hello, good day to you", intent: "greeting" },
  { message: "Which phone good for WhatsApp business? I wan take bread order", intent: "off-topic" },
  { message: "The bakery I worked in closed and the owner disappeared. Am I entitled to severance pay by law?", intent: "legal-question" },
  { message: "I want to come see a lawyer Friday. Can the lawyer speak French? I'm from Guinea.", intent: "booking", also: ["knowledge:Languages spoken"] },
  { message: "Is parking free near your chambers or do I pay?", intent: "knowledge:Parking" },
  {
    message: "Me and my husband don separate 2 years. E wan take di bakery and di pikin. I want proper divorce and maintenance for di children",
    intent: "area:family",
  },
  { message: "Do you do cases outside Freetown? and what type?", intent: "services" },
  { message: "Can I call you? What's the line?", intent: "phone" },
  { message: "Na me di bread woman wey dem arrest yesterday for Congo Cross. Dem lef me phone. I still dey cell. Abeg send lawyer", intent: "urgent" },
  { message: "My neighbour say if I continue sell bread near im shop e go kill me. E don burn my tray before. Tonight e de wait for me", intent: "safety" },
  { message: "Wich one beta for sell, bread or cake? wetin go bring more profit", intent: "off-topic" },
  { message: "Our bakery wants to hire a manager on a 2-year contract. Please can you draft the employment contract?", intent: "area:contract" },
  { message: "Kindly provide your official email for correspondence.", intent: "email" },
  { message: "abeg", intent: "unknown" },
  {
    message:
      "My son was accused of rape by a girl who sells bread with him. He's at home but police say he must report tomorrow. We need a criminal lawyer please.",
    intent: "area:criminal",
  },
  { message: "Do I need to bring my ID card and the bakery registration papers for the consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "We ordered a bread production line from China. The ship went to Monrovia first and now the carrier wants us to pay extra freight to bring it to Freetown. Need help.",
    intent: "area:shipping",
  },
  { message: "Who gets the bakery after divorce if it's in my husband's name but I did all the work?", intent: "legal-question" },
  { message: "I de Kenema, I want talk wit lawyer on phone video call. How I go book?", intent: "booking" },
  { message: "hw can i reach una if I de provinces, no credit for call", intent: "contact" },
  {
    message: "Police de mi door now, dem get gun, dem say dem de look for mi husband because of di bakery fire. Im no dey. Dem say dem go tek me",
    intent: "urgent",
  },
  { message: "recipe for fry fish to sell wit bread pls", intent: "off-topic" },
  { message: "Thank you so much, you've been very kind to me and my mother", intent: "thanks" },
  { message: "Is your office near the Law Courts building? I'll come from Kissy by poda poda", intent: "address" },
  { message: "Is there any lawyer on your team who has handled cases for small traders before? Just want to know who works there.", intent: "team" },
  {
    message:
      "Good day. My company supplies flour to a chain of bakeries. We have a dispute over 300 million leones in unpaid invoices and both sides prefer arbitration rather than the courts. Can you act for us?",
    intent: "area:arbitration",
  },
  { message: "wen una de open for morning? I wan come before di bread round", intent: "hours" },
  { message: "Apart from court cases, what other things do una help people with?", intent: "services" },
  { message: "my papa de cell for Kambia since Monday, dem say e beat di bakery watchman. Nobody don tell us when dem go charge am", intent: "urgent" },
  { message: "I want transfer my bakery land to my daughter name before I die. How di conveyance go be? Need land lawyer", intent: "area:land" },
  { message: "Abeg wetin be di exchange rate for dollar today? I wan order flour from outside", intent: "off-topic" },
  {
    message: "My husband don hold di bakery key and e say if I enter e go cut me. Today e chase me wit cutlass for street. I de stay for my friend place",
    intent: "safety",
  },
  { message: "Is it possible to schedule a consultation on a Friday morning about my bakery partnership?", intent: "booking" },
  {
    message:
      "Our bakery has grown and we want to restructure the company, make my two sons directors and write proper company rules. Can your business lawyers do this?",
    intent: "area:business",
  },
  { message: "Heyy", intent: "greeting" },
  {
    message:
      "We signed a joint venture for a bakery with a Ghanaian company. Things went bad. The contract says disputes go to ICC arbitration. Can you guide us through it?",
    intent: "area:arbitration",
  },
  {
    message: "My oven partner stopped coming since 6 months but still wants his share of profit. Does he still have right to share?",
    intent: "legal-question",
  },
  { message: "pls my daughter dem take am from school go police say she tif bread money from di kiosk. she de dey now, she only 16", intent: "urgent" },
  {
    message: "Mi granpa die and e lef di bakery for all im 9 pikin. Now dem de fight and nobody de run am. We need lawyer for share di inheritance properly",
    intent: "area:family",
  },
  { message: "Tell me about your team please, how many lawyers and what they specialise in.", intent: "team" },
  {
    message: "The flour supplier raised prices in the middle of our 1-year supply contract. We need a lawyer to review the contract and push back.",
    intent: "area:contract",
  },
  { message: "Who wins if Sierra Leone play Guinea in AFCON qualifier? my customers de argue", intent: "off-topic" },
  { message: "Wer I go lef mi keke wen I come una office?", intent: "knowledge:Parking" },
  {
    message: "Vessel arrive wit our flour but di port say di bill of lading get problem and dem no go release di cargo. Pls we need shipping lawyer now-now",
    intent: "area:shipping",
  },
  {
    message: "A gang of boys is outside my bakery throwing stones, they say I refused to pay protection money. My workers are inside with me. we are scared",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, the police have charged my husband with manslaughter after our bread van hit a pedestrian. He was granted bail. We need representation at the High Court.",
    intent: "area:criminal",
  },
  { message: "Una numba abeg, I wan call pan Monday", intent: "phone" },
  { message: "Can I see one lawyer dis week? na about di flour debt wey man owe me", intent: "booking" },
  {
    message: "My neighbour claim say half of my bakery plot na im own. We get different survey plans. Need lawyer to sort out title and boundary",
    intent: "area:land",
  },
  { message: "hello... e get one ting", intent: "unknown" },
  {
    message:
      "My apprentice was picked up by police in a raid in Calaba Town last night. He's still in the cell at the station, he's only 17. What can we do right now?",
    intent: "urgent",
  },
  { message: "How una de do mediation? Me and mi sista get palava over our late mama bakery, we no want court", intent: "area:arbitration" },
  { message: "will una open Easter Monday?", intent: "hours" },
  { message: "Do your lawyers speak Fula? My uncle only speaks Fula and little Krio", intent: "knowledge:Languages spoken" },
  { message: "Best place for buy cheap firewood for oven around Waterloo?", intent: "off-topic" },
  {
    message:
      "My employer deducted money from my salary every month for flour loss without explaining. I worked there 4 years. I want help to recover my money.",
    intent: "area:contract",
  },
  { message: "Pls, can you tell me what services you offer? I'm a kiosk owner.", intent: "services" },
  { message: "How do I contact you from the US? Is there WhatsApp or email? I'm helping my mother with her bakery problem back home.", intent: "contact" },
  { message: "I want to register my small bakery business name. Na only me get am. Una de do business registration?", intent: "area:business" },
  { message: "If the bakery owner sack me because I pregnant, e legal?", intent: "legal-question" },
  { message: "Good evening Sir/Ma", intent: "greeting" },
  { message: "Police say I sell bread wit fake NRA stamp. Dem gimme bail but case go start next week. I need criminal lawyer", intent: "area:criminal" },
  { message: "wetin I need bring for meeting about divorce? marriage certificate?", intent: "knowledge:What to bring" },
  {
    message: "Police carry mi mama from Waterloo lorry park dis afternoon, dem say she owe di market tax. She old and sick and she dey station since 1 o'clock",
    intent: "urgent",
  },
  { message: "Mek una book me for Thursday morning, I wan see lawyer about di bakery land", intent: "booking" },
  {
    message:
      "My former employer keeps calling me at night saying he'll have me killed because I told the Ministry he doesn't pay us. Yesterday a car followed me home.",
    intent: "safety",
  },
  {
    message: "We are flour importers. The ship owner wants to arrest our cargo for unpaid freight owed by the seller, not us. Can your shipping lawyers help?",
    intent: "area:shipping",
  },
  { message: "pls wetin I fit name my new bakery? I want nice name", intent: "off-topic" },
  { message: "Directions to your office pls, I'm coming from Wellington", intent: "address" },
  {
    message:
      "My late husband's family want me to marry his brother to keep the bakery in the family. I refused and now they say I must leave the house. Please I need a family lawyer.",
    intent: "area:family",
  },
  { message: "are di lawyers dem old or young? I no want pikin lawyer for my matter", intent: "team" },
  { message: "Dem don tek my husband from di oven dis morning, na soldier dem. We no know where dem carry am. E get asthma", intent: "urgent" },
  {
    message: "Our bakery association has members fighting over oven use. Can you run mediation sessions to settle disputes between members?",
    intent: "area:arbitration",
  },
  { message: "Can my husband's creditor take our bakery because of his personal debt? The bakery is in my name.", intent: "legal-question" },
  { message: "ok tenki o, I go try", intent: "thanks" },
  { message: "Wetin be di school fees for Milton Margai college? mi pikin wan go", intent: "off-topic" },
  { message: "Do you charge per hour or a fixed fee for a contract review?", intent: "knowledge:Fees" },
  { message: "We need a distribution agreement for my bread to go to 30 kiosks. Each kiosk owner should sign. Can you draft it?", intent: "area:contract" },
  { message: "Is the office open at lunch time? I can only come around 1 pm", intent: "hours" },
  { message: "Hello, please I want to book a meeting with your business lawyer to discuss opening a bakery company", intent: "booking" },
  {
    message: "Di chief say we must pay again for di land wey our bakery dey, even though we buy am 10 years ago. We need help wit di title",
    intent: "area:land",
  },
  { message: "I de hear people de plan for attack mi kiosk tonight because dem say I favour one side for election. Dem don mark mi door", intent: "safety" },
  { message: "Do una do only court or una help wit papers too? like agreement and registration", intent: "services" },
  {
    message: "Bakery owner don call police for me, police hold me for di back office here, dem say dem go tek me go station. I de type quick",
    intent: "urgent",
  },
  {
    message: "Pls una help wit shareholders palava? Di other shareholders for our bakery company call meeting without me and remove me as director",
    intent: "area:business",
  },
  { message: "Bye, I go come Monday", intent: "goodbye" },
  { message: "I was convicted last month for fraud over flour sales and fined. I want to appeal. Can your criminal lawyers help?", intent: "area:criminal" },
  { message: "Pls write me small advert for my bakery on Facebook, somtin sweet", intent: "off-topic" },
  { message: "una email adres abeg, I go send di paper dem", intent: "email" },
  {
    message:
      "The bakery equipment supplier and us agreed to mediation but they keep postponing. We want a lawyer from your arbitration side to push the process.",
    intent: "area:arbitration",
  },
  { message: "Is it legal for the flour depot to keep my deposit of 2 million after cancelling my order?", intent: "legal-question" },
  { message: "contact details pls", intent: "contact" },
  { message: "Do you have a car park for clients?", intent: "knowledge:Parking" },
  {
    message: "Mi pikin papa run go Guinea and lef me wit di bread business debts and 3 pikin. I want make e support di children. Need family lawyer",
    intent: "area:family",
  },
  {
    message: "Di flour company people dem de look for my husband say e sell dia flour, dem say wen dem catch am dem go kill am. E de hide by mi mama house",
    intent: "safety",
  },
  { message: "I want appointment for tomorrow please, any lawyer", intent: "booking" },
  { message: "Una de open all day Wednesday or half day?", intent: "hours" },
  { message: "do you work late any day? I close kiosk at 6", intent: "hours" },
  {
    message: "I rent land for my oven from the church. Now they want to end the lease early. Please I need a land lawyer to read the lease.",
    intent: "area:land",
  },
  { message: "I nid sumtin pls", intent: "unknown" },
  { message: "Should I bring copies or the original of the supply contract to the consultation?", intent: "knowledge:What to bring" },
  {
    message: "Need help with charter party dispute. Vessel owner say we delay unloading flour, now dem claim demurrage 40,000 dollars",
    intent: "area:shipping",
  },
  {
    message: "Police just took my cousin from the kiosk, he's in their truck now. They're heading to Congo Cross station. Please someone help",
    intent: "urgent",
  },
  { message: "Which floor is the office? I don reach Siaka Stevens Street", intent: "address" },
  { message: "Can you send the office number pls", intent: "phone" },
  {
    message: "I'm accused of burning my rival's bread kiosk. The police let me go but say they will charge me. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Hi there! Good morning from Bo", intent: "greeting" },
  { message: "Mi papa de beat mi mama every night since di bakery collapse. Tonight e say e go kill am. We de hide for di neighbour", intent: "safety" },
  { message: "Una get how many lawyer wey de go court?", intent: "team" },
  {
    message: "I wan join my friend bakery as partner and put 50 million. We need a proper shareholders agreement so nobody go cheat.",
    intent: "area:business",
  },
  {
    message: "Hello, my mum runs a bakery in Bo and I'm in Manchester. Can we book a video consultation with one of your lawyers for next week?",
    intent: "booking",
  },
  { message: "Est-ce que je peux parler français avec vous? Mon anglais n'est pas bon, je vends la farine à Kenema", intent: "knowledge:Languages spoken" },
  {
    message:
      "Di bakery na mi papa own but e don old and sick. Mi stepmama want make e sign everything for her. We want help with im will and di family property",
    intent: "area:family",
  },
  { message: "Hi, I need to know if you handle cases for market traders and what kind of legal help you give.", intent: "services" },
  { message: "Is Mohamed Conteh the land lawyer there? My friend said he helped her with her plot at Hastings", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Our insurance company refuses to pay for flour bags that got wet in the ship's hold. The surveyor at the quay confirmed seawater damage. We want to pursue the claim.",
    intent: "area:shipping",
  },
  { message: "Thank you very much madam/sir. I appreciate the help for my bakery issue.", intent: "thanks" },
  { message: "We inherited the bakery building but the title deed is still in my grandfather's name. We need to put it in our name.", intent: "area:land" },
  { message: "Pls una de open 8 o'clock?", intent: "hours" },
  { message: "Can your firm arbitrate between me and the kiosk owners who owe me for bread? We agreed to use someone neutral.", intent: "area:arbitration" },
  { message: "I'd like a consultation with your contract lawyer. Earliest possible date please.", intent: "booking" },
  {
    message: "Di hotel wey I de supply bread sign paper wit me, now dem de pay late every month and dem want cut di price. Abeg help me enforce di agreement",
    intent: "area:contract",
  },
  { message: "Good afternoon, could you give me an overview of the legal areas your chambers practise in?", intent: "services" },
  {
    message:
      "The bank wants a company resolution and board minutes before giving our bakery a loan. We don't have any of that. Can you help set up our governance papers?",
    intent: "area:business",
  },
  { message: "Okay, I will come by. Goodbye and God bless", intent: "goodbye" },
];
