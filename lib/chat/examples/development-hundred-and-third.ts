import type { LabelledMessage } from "./labelled-message";

// Scrap metal collectors, recyclers and dump-site workers; writers: Alhaji (50s Kissy yard owner, plain English), Momoh (17, Kingtom dump scavenger, heavy Krio SMS), Mariama (30s Granville Brook sorter, Krio-English typos), Foday (40s push-cart man, voice typing), Mr Samuel Cole (retired teacher for the dealers' association, formal letters), Ibrahim (24, Bo/Kenema buyer, SMS shorthand), Aminata (UK diaspora sister of a Freetown dealer), Fode (Guinean scrap buyer, French words)
export const DEVELOPMENT_HUNDRED_AND_THIRD: LabelledMessage[] = [
  { message: "Morning o. Una de?", intent: "greeting" },
  {
    message:
      "Police say me and two other boys tif EDSA cable for Wellington. Dem don release we on bail but we get court Monday. I need lawyer for defend me, I no tif notin.",
    intent: "area:criminal",
  },
  { message: "how much one kilo copper de sell today for Cline Town", intent: "off-topic" },
  {
    message: "pls help police don carry my brother from the scrap yard at Kissy this morning, dem put am in the van, we no know which station",
    intent: "urgent",
  },
  { message: "wat time una office de open 2moro", intent: "hours" },
  {
    message: "If I buy scrap iron from a boy and later police say it was stolen from the railway, am I guilty even if I did not know?",
    intent: "legal-question",
  },
  {
    message:
      "I supplied 3 tonnes of aluminium to a buyer at Wellington industrial estate in March. We signed paper that he will pay in two weeks. Till now no money, he keeps dodging me. I need help to make him pay.",
    intent: "area:contract",
  },
  { message: "Dem de beat one small boy na dump site now say he tif pan, plenty people de round am wit stick, abeg wetin we go do", intent: "safety" },
  { message: "Can I book appointment to see lawyer on Thursday about my scrap business", intent: "booking" },
  {
    message:
      "We been use this land at Bormeh as scrap yard since 2011, now one man come with paper say na him land and he want push we out. Una de handle land matter like dis?",
    intent: "area:land",
  },
  { message: "wetin una de do for people lek we wey de buy and sell scrap", intent: "services" },
  { message: "how to burn the rubber off copper wire without too much smoke", intent: "off-topic" },
  {
    message:
      "My husband died last year when the container of scrap fell on him at the yard. His brothers have taken the yard and the keys and say me and the children get nothing. I want a lawyer to help me.",
    intent: "area:family",
  },
  { message: "how many lawyers una get for that office", intent: "team" },
  {
    message: "Soldiers enter the dumpsite for Granville Brook just now, dem de hold all the boys dem wey de pick metal, dem don tie my pikin hand. Help",
    intent: "urgent",
  },
  { message: "pls send me una phone number make I call", intent: "phone" },
  { message: "Is it legal for police to take all my scrap from the yard without giving me any paper or receipt?", intent: "legal-question" },
  {
    message:
      "Our container of scrap copper has been held at Queen Elizabeth II Quay for three weeks. Customs say the export permit is not complete. We need a lawyer who knows port matters.",
    intent: "area:shipping",
  },
  { message: "tenki ya", intent: "thanks" },
  { message: "I wan register my scrap metal buying business proper so dem no go harass me. Una de help with company registration?", intent: "area:business" },
  { message: "Leone Stars play today? wetin time", intent: "off-topic" },
  {
    message:
      "Me and di exporter get palava ova weight. He say 12 tonnes, my scale say 14. We no wan go court, we wan sit down settle am. Una de do dat kind mediation?",
    intent: "area:arbitration",
  },
  {
    message: "The yard owner said if I report him for cheating on the scale he will send boys to finish me. I am scared to go home tonight.",
    intent: "safety",
  },
  { message: "Are you open on Saturday", intent: "hours" },
  { message: "Is Ibrahim Jalloh the one who handles police cases? My uncle told me to ask for him.", intent: "attorney:Ibrahim Jalloh" },
  { message: "scrap", intent: "unknown" },
  {
    message: "Police invite me to CID say I receive stolen manhole covers. I never go yet, dem say make I come Wednesday. I wan lawyer go with me.",
    intent: "area:criminal",
  },
  {
    message: "Dem lock my husband inside Kingtom police cell since yesterday evening, say he buy stolen rail. Dem no gree for bail. Wetin we go do",
    intent: "urgent",
  },
  { message: "How much do you charge? I am only a scrap collector, I don't have plenty money", intent: "knowledge:Fees" },
  {
    message: "the buyer at Kissy use scale wey dem don fix. if I prove am, can I take am court an get back all di money for di past months?",
    intent: "legal-question",
  },
  {
    message:
      "I get two pikin for one man wey de buy scrap for Wellington. He don lef we, he no de give notin for school fees. I wan make he pay for di pikin dem.",
    intent: "area:family",
  },
  { message: "which company buy plastic bottles in Freetown", intent: "off-topic" },
  { message: "I wan meet wan lawyer face to face abeg. Wen I fit come?", intent: "booking" },
  { message: "Where is your office exactly? I will come from Wellington", intent: "address" },
  { message: "Hi", intent: "greeting" },
  {
    message:
      "I work at the recycling factory in Wellington for 4 years, no contract paper. Now dem sack me and they refuse to pay my last 3 month salary. Can una help me?",
    intent: "area:contract",
  },
  {
    message: "Boys wey de control di dump site don tell me say if I no pay dem every week dem go cut me. Dem come my shack last night wit cutlass.",
    intent: "safety",
  },
  {
    message: "Police raid the scrap yard now now, they are loading the workers in their truck. My father is among them. Please somebody help",
    intent: "urgent",
  },
  { message: "can u help me write CV for job at the steel company", intent: "off-topic" },
  {
    message: "My grandfather left family land at Waterloo. My cousin has turned part of it into a scrap yard without asking us. We want a lawyer to stop him.",
    intent: "area:land",
  },
  { message: "Can the city council chase us from the dumpsite when we been work there 10 years? Dey have the right?", intent: "legal-question" },
  { message: "Good afternoon. Please what kind of cases does your firm take?", intent: "services" },
  { message: "wat is ur email adress", intent: "email" },
  {
    message:
      "Me and my friend start scrap business together, I put 40 million, he put 20 million. Now he wan take everything. We never write paper. I need lawyer for dis business palava.",
    intent: "area:business",
  },
  { message: "How can I reach una? I de Bo", intent: "contact" },
  { message: "una de work till wat time for friday", intent: "hours" },
  {
    message:
      "Dear Sir, I am an exporter of ferrous scrap. The shipping line has refused to release the bill of lading for our last shipment to India, claiming unpaid demurrage. We require legal assistance.",
    intent: "area:shipping",
  },
  { message: "wetin de cure cut from rusty iron? my foot swell", intent: "off-topic" },
  { message: "dem hold my small brother for Eastern police since 2day, say he tif battery. He only 15 years. abeg", intent: "urgent" },
  {
    message:
      "We are an association of scrap dealers at Cline Town. Two of our members have a dispute over a shared truck and load. We want a neutral person to help settle it outside court. Do you do this?",
    intent: "area:arbitration",
  },
  { message: "una get woman lawyer? I prefer talk to woman", intent: "team" },
  { message: "Is it against the law for me to carry my 12 year old son to the dump site to help me pick metal on Saturdays?", intent: "legal-question" },
  { message: "ok bye", intent: "goodbye" },
  { message: "Please I would like to schedule a consultation for next week regarding a supply contract with a scrap exporter.", intent: "booking" },
  {
    message: "My husband drink and beat me every night since di scrap business fall. Yesterday he hold knife. I de hide for my sister house now.",
    intent: "safety",
  },
  {
    message: "My son was charged to court for unlawful possession of copper cable. The next hearing is 14th. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Weather for Freetown tomorrow, rain go fall? we wan dry the cardboard", intent: "off-topic" },
  { message: "if I come with my truck is there place to park near your office", intent: "knowledge:Parking" },
  {
    message: "Abeg my papa die, him get scrap yard for Kissy an small house. We 5 pikin. Di wife wey he marry last want take all. We need help share am.",
    intent: "area:family",
  },
  { message: "I get problem", intent: "unknown" },
  {
    message: "The police came to our house at 5am and took my husband. They say the scrap he sold was stolen from the mines. He is at the station now.",
    intent: "urgent",
  },
  {
    message:
      "Dear Madam/Sir, our company signed an agreement to supply 200 tonnes of scrap monthly to a foreign buyer. We would like a lawyer to review the contract before we sign the renewal.",
    intent: "area:contract",
  },
  {
    message: "Police take my push cart an all di metal inside. Dem say I must pay 500 thousand to get am back. Dem get right for do dat?",
    intent: "legal-question",
  },
  { message: "WhatsApp number pls", intent: "phone" },
  { message: "hw much 1 ton of iron rod cost for now", intent: "off-topic" },
  {
    message: "The government say they will relocate the Kingtom dumpsite. Our small houses dey there. We want lawyer to talk for us about the land.",
    intent: "area:land",
  },
  { message: "Thank you very much for the information, God bless", intent: "thanks" },
  {
    message: "I am opening a scrap metal export company. I need help with registration, licenses and how to bring a Lebanese partner as shareholder.",
    intent: "area:business",
  },
  {
    message: "Di Chinese buyer and me get dispute, di contract say any palava go to arbitration. I nor sabi wetin dat mean. Una fit help we?",
    intent: "area:arbitration",
  },
  { message: "One mob de chase my brother now for Calaba Town say he tif zinc, he run enter one shop, dem de outside wit stones", intent: "safety" },
  { message: "Pls is the office open during lunch time", intent: "hours" },
  { message: "My boy na 16, police hold am for di scrap yard raid yesterday, dem carry am go Central. We nor see am since.", intent: "urgent" },
  {
    message: "We have scrap containers booked on a vessel but the ship left without them. The agent won't refund the freight. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "where I go sell old car battery for good price", intent: "off-topic" },
  { message: "Can I come on Monday morning to see the lawyer who handle contract matter? Buyer owe me money.", intent: "booking" },
  { message: "I want to talk to a lawyer about my scrap yard that police closed. Can I get appointment tomorrow?", intent: "booking" },
  {
    message:
      "The police raided our yard last week, beat people and took money. Nobody is held now but we want to complain about their abuse. Does your firm handle human rights cases?",
    intent: "area:criminal",
  },
  { message: "Good evening ma", intent: "greeting" },
  { message: "Una lawyer dem de tok Krio? My English no too good", intent: "knowledge:Languages spoken" },
  {
    message: "I want to adopt my late friend's son, he has been picking metal at the dump since his mother died. I want to take him home properly.",
    intent: "area:family",
  },
  { message: "mi broda don sleep 2 nite na Kissy station, dem no charge am, dem no release am. pls help am", intent: "urgent" },
  {
    message:
      "They have arrested my wife at the weighbridge in Wellington, the buyer called police after she complained about the scale. She is with the police now.",
    intent: "urgent",
  },
  { message: "Do you handle cases for workers, or only for big companies?", intent: "services" },
  { message: "Di buyer wey no pay me, when I go ask for my money he pull gun. He say if I come back he go kill me. I fraid.", intent: "safety" },
  {
    message: "I sign contract wit one exporter say I go bring 5 tonnes every month. Now he wan cancel without notice and keep my deposit. I need lawyer.",
    intent: "area:contract",
  },
  { message: "how long a person can stay in police cell before them take am to court in Sierra Leone?", intent: "legal-question" },
  {
    message: "Our recycling company want open account with bank but bank say our papers no correct. We need business lawyer to fix our documents.",
    intent: "area:business",
  },
  { message: "Write me a small poem about the boys at the dump site", intent: "off-topic" },
  {
    message: "I bought a plot for a scrap yard in Hastings and paid in full. Now the seller sold the same land to another man. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "Una office de near PZ? How I go reach there from Kissy", intent: "address" },
  { message: "We won an arbitration award against a metal buyer in Guinea but he refuse to pay. Can you help enforce it?", intent: "area:arbitration" },
  { message: "Port people seize our scrap container say the declaration wrong. They want big fine. Who for una de handle customs?", intent: "area:shipping" },
  { message: "Can a buyer refuse to pay me just because he say my aluminium get dirt inside, after he don already carry am go?", intent: "legal-question" },
  { message: "Who are the lawyers in your firm", intent: "team" },
  { message: "Abeg I wan see lawyer for criminal case. Set appointment for me", intent: "booking" },
  { message: "wetin I go carry come when I come for meeting? I get receipts from di buyer", intent: "knowledge:What to bring" },
  { message: "Please give me all the ways to contact your firm", intent: "contact" },
  { message: "I want to send you my documents by email, what address should I use?", intent: "email" },
  { message: "Alright I go come back later. Bye bye", intent: "goodbye" },
  {
    message: "Police de beat an handcuff di boys dem for our yard at Cline Town right now, dem say everybody go station. Abeg send lawyer quick",
    intent: "urgent",
  },
  {
    message:
      "Bonjour, my cousin Mamadou is a scrap buyer from Conakry, police arrest him at Lumley yesterday and he is still in the cell. He speak only French. S'il vous plaît help.",
    intent: "urgent",
  },
  { message: "wetin na di diffrence btw brass an copper, how I go know", intent: "off-topic" },
  {
    message:
      "Our scrap yard lease finish, the landlord refuse to renew and say we must remove all the iron in one week. Lease paper say 3 months notice. I need a lawyer for this.",
    intent: "area:land",
  },
  { message: "Hello what are your opening hours", intent: "hours" },
  {
    message: "My sister is in London. Our brother in Freetown got accused of selling stolen metal. If he pays back the owner, will the police drop the case?",
    intent: "legal-question",
  },
  {
    message:
      "Hi, I live in Manchester. My late dad owned a scrap yard in Wellington and there is no will. My step-mum is selling off everything. I need someone in Freetown to handle the inheritance for us.",
    intent: "area:family",
  },
  {
    message: "The dump site boys them say I be informer because police come. Now dem de wait for me outside wit sticks. I de hide inside one container.",
    intent: "safety",
  },
  { message: "Would it be possible to arrange a video call with a lawyer? I am in the UK.", intent: "booking" },
  {
    message: "Bonjour, je suis guinéen. I want to open branch of my scrap company in Freetown. What papers I need and can your firm do the registration?",
    intent: "area:business",
  },
  { message: "Bonjour", intent: "greeting" },
  { message: "Which day EDSA go bring light for Kissy? we need power for the cutting machine", intent: "off-topic" },
  { message: "OSD people dem take all we boys from dump site for Kingtom just now. Dem de for inside di truck. Help we pls", intent: "urgent" },
  {
    message: "Dem charge me say I tamper wit scale fo cheat customers. I no do am. Court day na next month. I need lawyer for stand for me.",
    intent: "area:criminal",
  },
  { message: "Una get plenty lawyer dem or na only one?", intent: "team" },
  { message: "Is weighing scale cheating a crime for Sierra Leone law or na just civil matter?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I am a collector and I signed a paper with a yard owner that I will bring all my metal only to him and he will give me advance. Now he say I owe him 4 million. I want a lawyer to look at the paper.",
    intent: "area:contract",
  },
  {
    message: "My daughter 14 yrs, police pick her up at the dump site dis morning say she de among the tif. She de Congo Cross station now, she de cry.",
    intent: "urgent",
  },
  { message: "how much cost to rent a truck from Freetown to Kenema for scrap", intent: "off-topic" },
  {
    message: "Our ship chartered to carry scrap to Turkey. The owner now says we breached the charter party due to late loading and wants money. Please help.",
    intent: "area:shipping",
  },
  { message: "Apart from court cases, what other services does your chambers provide?", intent: "services" },
  {
    message:
      "Three men came to my yard with cutlasses saying I owe their boss money for scrap. They said they will come back tonight to burn the yard with me inside.",
    intent: "safety",
  },
  { message: "Please is Christiana Thomas still working with you? She help my uncle before with his work contract.", intent: "attorney:Christiana Thomas" },
  { message: "u de open sundays?", intent: "hours" },
  {
    message: "Our scrap dealers union want a way to settle quarrels among members without going to court. Can your firm mediate for us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Na di buyer call police for me husband because he ask for him money. Now dem don lock am since yesterday for Waterloo police. Dem say na him tif.",
    intent: "urgent",
  },
  { message: "Merci beaucoup", intent: "thanks" },
  { message: "Can the yard owner keep my scrap because I owe him small money? He no gree give me back my cart too.", intent: "legal-question" },
  {
    message:
      "We are a group of families living at the Granville Brook dumpsite edge. A company is fencing the area saying they bought the land. We need a lawyer to check the title.",
    intent: "area:land",
  },
  { message: "wetin I fit do with old fridge compressor, who buy am", intent: "off-topic" },
  { message: "Wat na una numba", intent: "phone" },
  { message: "My husband go Guinea wit di scrap money since 2 years, he no send notin for di pikin dem. I wan divorce am.", intent: "area:family" },
  { message: "pls book me for tuesday 10am", intent: "booking" },
  { message: "I am in Kenema, how do I contact your office? Email or call?", intent: "contact" },
  { message: "If a child under 18 dies at the dump site while working for a scrap dealer, can the family sue the dealer?", intent: "legal-question" },
  {
    message:
      "I am a scrap yard owner. Police keep coming to search my yard every week without warrant and collecting money. I want a lawyer to stop this harassment.",
    intent: "area:criminal",
  },
  { message: "help me with my homework, what metals are magnetic", intent: "off-topic" },
  { message: "Police don surround we yard now, dem say nobody go commot. Dem de handcuff my workers. Abeg una call lawyer fast", intent: "urgent" },
  { message: "hmm", intent: "unknown" },
  { message: "I want know how to bring investors into my recycling plant without losing control. Can your business lawyers advise?", intent: "area:business" },
  { message: "Do you people do legal aid for poor people? I be scavenger, I no get money for pay lawyer", intent: "knowledge:Fees" },
  { message: "Dem de chase me wit machete sey I tif dem iron. I de run now pls", intent: "safety" },
  {
    message:
      "I was hired by a steel company as weighbridge clerk. They told me to change the weights, I refused and they sacked me. Can you help me with this employment matter?",
    intent: "area:contract",
  },
  { message: "hello gud afternoon", intent: "greeting" },
  { message: "which one better for cut iron, gas torch or grinder?", intent: "off-topic" },
  { message: "Is your office open tomorrow, Good Friday?", intent: "hours" },
  {
    message:
      "Some of our scrap brass went missing during loading at Queen Elizabeth II Quay. We want to claim from the stevedoring company. Can you handle cargo claims?",
    intent: "area:shipping",
  },
  {
    message: "The city council officers seized my scrap and said I was trading without license. Do I need a license to collect scrap in Freetown?",
    intent: "legal-question",
  },
  { message: "Abeg send me una email", intent: "email" },
  { message: "mi papa de na Pademba Road prison since last week, no court date, dem say he buy rail. wi nid lawyer quick", intent: "urgent" },
  {
    message: "A Ghanaian buyer owes us for 2 containers of scrap. Our contract has an arbitration clause in Accra. We want someone to represent us.",
    intent: "area:arbitration",
  },
  { message: "What is the address of your chambers", intent: "address" },
  { message: "what services u offer", intent: "services" },
  { message: "pls how I go make metal bed frame from scrap iron", intent: "off-topic" },
  {
    message: "My uncle de force me go dump site every day an if I no bring 50 thousand he flog me wit wire. I de 13 years. I nor wan go back house.",
    intent: "safety",
  },
  { message: "I want buy land at Kossoh Town for scrap yard. I want una check if the title good before I pay.", intent: "area:land" },
  { message: "Dear Sir, I would be grateful if you could fix an appointment for me with your land lawyer this week.", intent: "booking" },
  { message: "Me an my wife de sell scrap togeda. If we divorce, she go get half of di yard?", intent: "legal-question" },
  { message: "Abeg I need help. My ex-wife take my pikin go Guinea. I want custody. I de work scrap for Kissy.", intent: "area:family" },
  { message: "Parking dey near una office? I go bring keke", intent: "knowledge:Parking" },
  {
    message: "dey don carry my brotha an 3 oda boys go Ross Road police station now now. The man wey own di scrap say dem tif. dem de beat dem",
    intent: "urgent",
  },
  { message: "Au revoir", intent: "goodbye" },
  {
    message:
      "My brother has been on police bail for 3 months over a stolen generator accusation. They keep asking him to report every week. We want a lawyer to handle the case.",
    intent: "area:criminal",
  },
  { message: "how to get visa go Guinea for buy scrap", intent: "off-topic" },
  { message: "How many lawyers work at Kamara and Associates?", intent: "team" },
  { message: "We are a small recycling cooperative of 20 women. We want to register officially. Can you help?", intent: "area:business" },
  { message: "Police get right for close my scrap yard without court order?", intent: "legal-question" },
  { message: "Can I meet the criminal lawyer on Friday? my son has court next week", intent: "booking" },
  { message: "I lost the number, please what is your telephone and WhatsApp?", intent: "phone" },
  { message: "We want to charter a small vessel to carry scrap from Pepel to Freetown. Need a lawyer to draft the charter party.", intent: "area:shipping" },
  { message: "Dem de beat my wife for di market say she be di one wey report the scale cheat. She de bleed, people de watch. Help", intent: "safety" },
  {
    message:
      "Good day. My husband, a scrap collector, was picked up by police at Lumley roundabout with his cart at 6 pm yesterday. He has not returned and they refused to let us see him.",
    intent: "urgent",
  },
  {
    message:
      "Our dispute with the exporter over rejected scrap went to mediation last year and we signed agreement. Now he refuses to follow it. Can una help enforce am?",
    intent: "area:arbitration",
  },
  { message: "thanks u too much, u help me", intent: "thanks" },
  {
    message:
      "My boss at the scrap yard promise to pay me 20 percent of every sale. I work 1 year now he say na only small salary. Wetin I go do, I wan lawyer.",
    intent: "area:contract",
  },
  { message: "Do your lawyers speak French? Je parle un peu anglais seulement.", intent: "knowledge:Languages spoken" },
  { message: "Is mediation possible for a dispute between two scrap yard owners about a shared weighbridge? We don't want court.", intent: "area:arbitration" },
  { message: "If police raid and break my things, can I sue the police for damages?", intent: "legal-question" },
  { message: "What time do you close on weekdays", intent: "hours" },
  { message: "Can u recommend a good doctor for chest pain from smoke of burning wire", intent: "off-topic" },
  {
    message: "Human rights people say police beat scrap workers during the raid last month. My leg broke. I want lawyer to take action.",
    intent: "area:criminal",
  },
  { message: "pls", intent: "unknown" },
  { message: "Hw I go get una? Call, email, anything", intent: "contact" },
  { message: "They holding my son at the military barracks in Wilberforce since Sunday. They said he stole army metal. He is 19.", intent: "urgent" },
  { message: "I want to make a will so my scrap yard go to my children, not my brothers.", intent: "area:family" },
  {
    message: "What documents should I bring for the meeting? I have the contract with the exporter and some WhatsApp messages.",
    intent: "knowledge:What to bring",
  },
  { message: "I'd like a consultation please, about my brother's case. When is the next available slot?", intent: "booking" },
  {
    message: "One family say di land wey we put di scrap yard na dem family land, dem de cause trouble. We get lease from one of dem. Una fit help?",
    intent: "area:land",
  },
  { message: "Where can I buy good work gloves and boots in Freetown for the dump site", intent: "off-topic" },
  { message: "email address for consultations?", intent: "email" },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "police don come ma house now dem de search for my son say he tif copper from Guma. dem wan carry me go instead", intent: "urgent" },
  { message: "can i get appointment for saturday or next week monday to talk about my case", intent: "booking" },
  { message: "Do you have young lawyers or all of them old?", intent: "team" },
  { message: "Wat kain case una de take?", intent: "services" },
  { message: "Which street una office de? I go take poda poda", intent: "address" },
  {
    message:
      "I de drive truck for one scrap exporter, dem no give me contract, now dem say I must pay for di tyre wey burst. I wan lawyer for dis work palava.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, our company buys scrap from collectors. A shareholder has been taking money without board approval. We need advice on governance and removing him.",
    intent: "area:business",
  },
  { message: "Good night", intent: "goodbye" },
  {
    message: "We imported a shredder machine for our recycling plant. It is stuck at the port, customs want duty we think is wrong. We need help.",
    intent: "area:shipping",
  },
  { message: "We are 4 women wey de pick at dump site. Some men de come at night de threaten for rape us. We fraid to sleep dia.", intent: "safety" },
  {
    message:
      "my name is Foday I am a push cart man police say I steal the iron from the old railway line in Bo road they give me summon to come court I need lawyer for the case",
    intent: "area:criminal",
  },
  { message: "wetin time di dump truck dem de come Kingtom for drop new load", intent: "off-topic" },
  { message: "abeg my pikin dem hold am na Kingtom police post since yestaday, dem de ask 1 million for release am", intent: "urgent" },
  {
    message: "the exporter say the scrap I bring get too much rust so he go pay only half. we no write nothing about rust. can he do dat legally?",
    intent: "legal-question",
  },
  { message: "office open what time on monday morning", intent: "hours" },
  { message: "my husband say if I leave him and take the children from the scrap yard he will kill me. he done beat me twice this week.", intent: "safety" },
  {
    message: "Na me de care for my late sister 3 pikin dem. Dem papa de sell scrap for Bo but e no de give notin. I wan go court for maintenance.",
    intent: "area:family",
  },
  { message: "Hello, can I set a meeting on Wednesday afternoon? It is about my scrap yard lease.", intent: "booking" },
  {
    message:
      "I am a scrap exporter in Kenema. Two of my containers were lost overboard from the vessel and the insurance people don't want to pay. Shipping lawyer needed.",
    intent: "area:shipping",
  },
  { message: "who de buy aluminium can for Bo", intent: "off-topic" },
  { message: "I wan change my scrap business from one man business to limited company. Wetin una go do for me?", intent: "area:business" },
  {
    message: "Police just stop our truck of scrap at Waterloo checkpoint and they are taking the driver and my boy to the station. They say we have no permit.",
    intent: "urgent",
  },
  { message: "Tell me about your team please. How experienced are they?", intent: "team" },
  { message: "If I find metal for the dump site wey people throw away, e be mine or I fit get trouble?", intent: "legal-question" },
  { message: "We bought land at Lumpa for a scrap yard but the title deed has a different name. I want a title search done.", intent: "area:land" },
  { message: "Gud mornin sa", intent: "greeting" },
  { message: "How can I start a YouTube channel to show our recycling work", intent: "off-topic" },
  {
    message: "I'm at the yard and some boys are throwing stones at us because they think we stole their metal. We locked the gate but they are climbing.",
    intent: "safety",
  },
  {
    message:
      "I signed a supply deal with a company in Wellington to deliver 10 tonnes of copper each quarter. They changed the price after signing. I want to enforce the agreement.",
    intent: "area:contract",
  },
  {
    message: "Dem carry me senior brother go CID since Friday. Today na Sunday. Dem say na him buy di stolen EDSA transformer. Nobody tell we notin.",
    intent: "urgent",
  },
  { message: "number for call pls", intent: "phone" },
  {
    message: "Dear Sir, I would like to know if your firm can act for us in an arbitration with a Turkish steel mill over quality of scrap delivered.",
    intent: "area:arbitration",
  },
  { message: "I don't understand what a law firm does. Can you explain what kind of help you give?", intent: "services" },
  { message: "Dem say if pikin under 18 de work na dump site, di parent go jail. Na true?", intent: "legal-question" },
  { message: "pls how I go protect my chest from di smoke for dump site, which mask good", intent: "off-topic" },
  {
    message: "I was convicted in the magistrate court for receiving stolen metal and fined. I believe the trial was unfair. I want to appeal.",
    intent: "area:criminal",
  },
  {
    message: "Soldiers beat and take three of our scrap boys from the mining area at Marampa this morning, they are holding them at their base.",
    intent: "urgent",
  },
  { message: "ok tenki oo", intent: "thanks" },
  { message: "do I need to pay before I see the lawyer? how much is consultation", intent: "knowledge:Fees" },
  {
    message: "I want to divorce my wife because she took all the money from our scrap business and went to her people. We have 3 children.",
    intent: "area:family",
  },
  { message: "I need to see a lawyer urgently about my contract, can I come today?", intent: "booking" },
  {
    message: "The police seized my truck for carrying scrap at night. They say it's against the law to move scrap after 6pm. Is that true?",
    intent: "legal-question",
  },
  { message: "please help me with maths, if 1 kilo copper na 35,000, how much for 7.5 kilo", intent: "off-topic" },
  { message: "una de open early in di morning? I de go dump site by 7", intent: "hours" },
  {
    message:
      "Dear Sir, I have a scrap yard on state land at Cline Town with a lease from the Ministry. They now want to cancel the lease without reason. Please assist.",
    intent: "area:land",
  },
  { message: "I want to know about Mohamed Conteh. Is he the land lawyer? My yard problem is about land.", intent: "attorney:Mohamed Conteh" },
  { message: "mi wife de cell now na Lumley station, di yard owner say she tif copper. Dem no allow we see am", intent: "urgent" },
  { message: "Di landlord don send thugs come break we shack near di dump, dem say if we no comot by tonight dem go burn we.", intent: "safety" },
  {
    message: "We run a scrap business and want a loan from the bank. The bank wants company documents and board resolutions. Can you prepare them?",
    intent: "area:business",
  },
  { message: "Any good recipe for cassava leaf, my wife travel", intent: "off-topic" },
  { message: "contact details pls, all of dem", intent: "contact" },
  { message: "Must I bring my ID card? I no get am, only voter card", intent: "knowledge:What to bring" },
  { message: "If I am a scrap collector and a company hires me daily for years, am I entitled to end of service benefits?", intent: "legal-question" },
  {
    message: "The shipping company gave us a bill of lading with a wrong weight for our scrap. Buyer in India is refusing to pay because of it. We need help.",
    intent: "area:shipping",
  },
  { message: "wetin", intent: "unknown" },
  {
    message: "Me na welder. I do work for scrap yard owner, he promise pay me after I finish. Now he say e no get money. We get paper. I wan lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "Pls I'm writing from the US, my mum in Freetown just called saying police took my brother from his scrap shop in Kissy an hour ago. Can you send a lawyer?",
    intent: "urgent",
  },
  { message: "Is there any job for me at your office, I can clean and do errands", intent: "off-topic" },
  { message: "My boss at the yard say he go use cutlass on me if I tell police he de buy cable wey dem tif. He de follow me. I no safe.", intent: "safety" },
  {
    message: "Can we use arbitration for a quarrel with our business partner about the scrap truck? Our agreement doesn't say anything about it. We want help.",
    intent: "area:arbitration",
  },
  { message: "I want to arrange meeting with lawyer about my husband case. He de court.", intent: "booking" },
  { message: "are all ur lawyers men?", intent: "team" },
  { message: "Is parking available at Siaka Stevens Street? I drive a small truck", intent: "knowledge:Parking" },
  {
    message:
      "I am a scrap dealer. Police want to charge me with money laundering because I export scrap. I have not been arrested yet. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "My papa die an leave di scrap yard. E no write will. Me as di first son, I get right for take am all?", intent: "legal-question" },
  { message: "any car park close to your office?", intent: "knowledge:Parking" },
  { message: "My daughter is 15, her father takes her to the dump site every day instead of school. I want custody of her.", intent: "area:family" },
  { message: "dem de carry my uncle now, police don put am in di back of di pickup for Wellington, I de run follow dem", intent: "urgent" },
  { message: "Hi there", intent: "greeting" },
  { message: "I speak Mende only small Krio. Any lawyer understand Mende?", intent: "knowledge:Languages spoken" },
  { message: "Government people put red mark on our scrap yard say na road reserve. We get title deed. We wan lawyer for dis.", intent: "area:land" },
  { message: "Are you closed on public holidays?", intent: "hours" },
  { message: "Can una tell me all di kind of work una de do? I wan know before I come.", intent: "services" },
  { message: "do you speak Temne in your office", intent: "knowledge:Languages spoken" },
  { message: "Can you translate this into English for me: Dem don close di scrap market till further notice", intent: "off-topic" },
  { message: "Pls help, some people come beat my son for dump site say e be tif. E de na clinic now but dem de outside de wait for am.", intent: "safety" },
  { message: "Good afternoon, could I have an appointment with any criminal lawyer on Monday?", intent: "booking" },
  {
    message:
      "Dear Madam, I was employed as a supervisor at a recycling firm. My employment contract says 3 months notice. They dismissed me in one day. I require assistance.",
    intent: "area:contract",
  },
  { message: "Do una get email?", intent: "email" },
  { message: "What do I need to do to be a licensed scrap exporter? I want your firm to handle it for me.", intent: "area:business" },
  { message: "wich part I fit buy secondhand weighing scale for Freetown", intent: "off-topic" },
  {
    message:
      "My husband and 2 workers were taken from our yard by police last night. This morning they still at Eastern Police. They say we must pay or they go to court.",
    intent: "urgent",
  },
  {
    message: "Court don grant my brother bail for the metal case, he don comot, but the conditions too hard. We want lawyer to apply for change.",
    intent: "area:criminal",
  },
  { message: "Is it legal for the scrap yard to use a scale that is not stamped by the Standards Bureau?", intent: "legal-question" },
  { message: "Where your office located?", intent: "address" },
  {
    message: "We loaded scrap in containers but the shipping line says containers are overweight and wants extra charges and penalty. Can you challenge this?",
    intent: "area:shipping",
  },
  { message: "wat time Arsenal play", intent: "off-topic" },
  {
    message: "Na di dumpsite chairman dem de beat di small pikin dem wey no pay dem 'fee'. Today dem flog one girl till she faint. We fraid.",
    intent: "safety",
  },
  { message: "WhatsApp?", intent: "phone" },
  { message: "Later", intent: "goodbye" },
  { message: "Police raid Kissy scrap market now, dem de grab everybody. Dem hold my sister, she no even de sell metal, she de sell food", intent: "urgent" },
  { message: "We got an arbitration award in Freetown against our buyer. How do we get the court to enforce it? Please help.", intent: "area:arbitration" },
  { message: "pls I want set appointment with una for next week", intent: "booking" },
  { message: "How many partners you have", intent: "team" },
  { message: "Can I pay the lawyer small small? scrap money no de come same time", intent: "knowledge:Fees" },
  { message: "My wife died in the fire at the dump site. Her family wants to take our children away. I want to keep them.", intent: "area:family" },
  { message: "Thank you for helping me understand", intent: "thanks" },
  { message: "If di buyer no pay me and I take back my metal from him yard by force, I go get case?", intent: "legal-question" },
  {
    message: "I am from the UK and my family land at Wellington is being used by squatters as a scrap dump. How can you help us recover it?",
    intent: "area:land",
  },
  { message: "I de for Conakry, how I go contact una firm?", intent: "contact" },
  { message: "For the appointment, should I bring the weighing receipts and photos of the scale?", intent: "knowledge:What to bring" },
  {
    message:
      "The man at the yard threatened me with his dogs and a metal rod when I asked for my pay. He said next time he will break my head. I am afraid to go back for my things.",
    intent: "safety",
  },
  { message: "I want a lawyer to draft a proper agreement between me and the boys who collect scrap for me, so nobody go cheat.", intent: "area:contract" },
  { message: "They arrest my son at school this morning, police say he was seen at the scrap yard with stolen pipe. He is 17. Please.", intent: "urgent" },
  { message: "Does your firm handle cases for scrap dealers and collectors?", intent: "services" },
  {
    message: "Scrap dealers here at Bormeh have a big quarrel with the exporter over prices. Everyone is angry. We want a mediator, not court. Can una do it?",
    intent: "area:arbitration",
  },
  { message: "I'd like to book a session with a lawyer, preferably early morning before I go to the yard.", intent: "booking" },
  { message: "I'm a shareholder in a metal recycling company and they never call AGM or show accounts. I want help.", intent: "area:business" },
  {
    message:
      "Our scrap container was stolen from the port yard after customs cleared it. The port authority says it's not their problem. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "what time una de close today", intent: "hours" },
  { message: "Abeg, dem de beat one man for Kingtom bridge now say e tif motor part. Dem put tyre for am neck. Somebody help", intent: "safety" },
  {
    message: "I inherited a yard at Kissy Dockyard from my father but my uncles say the land belongs to the whole family. I need a lawyer to sort the title.",
    intent: "area:land",
  },
  { message: "how much for sell one bag of cans at Kissy", intent: "off-topic" },
  { message: "my son done spend 3 nights for Hastings police. Dem say he buy stolen solar panel. Dem no carry am court. abeg", intent: "urgent" },
  { message: "What time una open an where una de?", intent: "hours", also: ["address"] },
  { message: "Can my landlord seize my scrap to pay the rent I owe?", intent: "legal-question" },
  {
    message:
      "A steel company in Freetown hired me as a scrap sorter on a 1-year contract, but they stopped my pay after 6 months saying business is slow. I want a lawyer to help me get my money.",
    intent: "area:contract",
  },
  { message: "Is it possible to see a lawyer on Saturday? I work at the dump site weekdays.", intent: "booking" },
  { message: "Hey", intent: "greeting" },
  {
    message:
      "Police say I de among di people wey tif railway iron for Cline Town. Dem give me bail but I must report every Monday. I wan lawyer for fight dis case.",
    intent: "area:criminal",
  },
  { message: "which market in Freetown sells spare parts for old Toyota", intent: "off-topic" },
  {
    message:
      "Dear Sirs, we are a Lebanese-owned scrap export company. A vessel we chartered damaged three of our containers at the quay. We seek to claim against the owners.",
    intent: "area:shipping",
  },
  { message: "Dem take me boss an all di worker dem for di yard go Brookfields police. Me one escape. Wetin I go do", intent: "urgent" },
  { message: "pls how many lawyer una get, an una get wey sabi criminal case?", intent: "team" },
  { message: "Is it true that the government banned scrap metal export? If I export, will I be breaking the law?", intent: "legal-question" },
  { message: "My husband died and his family say I must marry his brother or leave the house and the scrap shop. I need help.", intent: "area:family" },
  { message: "I see one small girl at di dump site, one man de drag am go inside di bush. Wetin I fit do now", intent: "safety" },
  { message: "Pls what is the phone number for Kamara & Associates?", intent: "phone" },
  {
    message: "We want to form a company to recycle metal with a Chinese investor. Need help with the investment agreement and registration.",
    intent: "area:business",
  },
  { message: "Wetin Adama Koroma de handle? Mi broda say na am sabi settle business palava.", intent: "attorney:Adama Koroma" },
  { message: "wetin be di best way for clean rust from iron", intent: "off-topic" },
  {
    message: "police dem don enter we compound now wit gun, dem say dem de look for my husband about di scrap case. Dem de hold me an me pikin dem.",
    intent: "urgent",
  },
  {
    message:
      "We have a dispute with an Indian buyer who says our scrap was contaminated. Our contract says disputes go to arbitration in Freetown. Can you represent us?",
    intent: "area:arbitration",
  },
  { message: "Una fit help me with any problem I get for scrap work, or only some kind of case?", intent: "services" },
  { message: "Consultation fee how much? Can I pay by Orange Money?", intent: "knowledge:Fees" },
  {
    message: "The dumpsite land where we have our sorting shed was leased to us by the council. Now a private company says it owns it. We need a title search.",
    intent: "area:land",
  },
  {
    message: "My employer at the recycling plant made me sign a paper saying they are not responsible if I get injured. Is that paper valid?",
    intent: "legal-question",
  },
  { message: "Thanks a lot", intent: "thanks" },
  { message: "Abeg my broda dem hold am for Kroo Bay police post since morning. Dem say him scale tamper. Dem no gree tok wit we.", intent: "urgent" },
  {
    message: "I supplied scrap to an exporter on credit with a written agreement. He paid half and now he changed his number. Help me recover my money.",
    intent: "area:contract",
  },
  { message: "Which one strong pass, aluminium or stainless?", intent: "off-topic" },
  { message: "Could I get an appointment for my mother and me? It's about my father's scrap yard and his estate.", intent: "booking" },
  { message: "are u open today", intent: "hours" },
  {
    message:
      "The police officer who raided our yard took my phone and money and beat my boy. We want to file a complaint against the police. Una de handle dis?",
    intent: "area:criminal",
  },
  { message: "Dem tell me say if I testify for court bout di stolen cable dem go kill my family. Dem don send message again today.", intent: "safety" },
  { message: "Email?", intent: "email" },
  {
    message: "The port is holding our container of scrap because the shipping agent didn't pay port charges we already paid him. Can you help?",
    intent: "area:shipping",
  },
  { message: "?", intent: "unknown" },
  { message: "If I sign to be guarantor for my friend's scrap loan and he run, the bank can take my house?", intent: "legal-question" },
  { message: "My wife call me say police de beat an carry di boys from di dump site to di barracks. Me pikin de among dem. Dem de go now.", intent: "urgent" },
  {
    message:
      "I'm in Ghana. My child lives with his grandmother in Freetown and she makes him work at the dump site. I want full custody and bring him to Accra.",
    intent: "area:family",
  },
  { message: "Give me idea for a school project on recycling in Sierra Leone", intent: "off-topic" },
  { message: "What are the ways to contact the firm from abroad?", intent: "contact" },
  { message: "Our scrap company board members are fighting and the bank has frozen the account. We need a business lawyer.", intent: "area:business" },
  { message: "wetin I go bring when I come? police paper, receipt?", intent: "knowledge:What to bring" },
  { message: "Di buyer dem don gang up say dem go beat me since I report dem scale to di council. I see dem de come my yard now.", intent: "safety" },
  { message: "wetin be di name dem of una lawyers", intent: "team" },
  { message: "Police catch my cousin for the bridge with copper wire in his bag. They holding him now, they say they take him to Central.", intent: "urgent" },
  { message: "Is there a way to settle a payment dispute with a scrap buyer through mediation instead of court? Una de do am?", intent: "area:arbitration" },
  { message: "Parlez-vous français? Je suis commerçant guinéen de ferraille.", intent: "knowledge:Languages spoken" },
  { message: "Tell me joke abeg, I tired for dump site", intent: "off-topic" },
  { message: "If police take my scale as evidence and say it cheat, dem fit jail me without proof?", intent: "legal-question" },
  { message: "Dear Sir, I wish to purchase a plot adjacent to my scrap yard at Wellington. Kindly handle the conveyancing and search.", intent: "area:land" },
  { message: "direction to your office from Lumley?", intent: "address" },
  { message: "Dear Sir/Madam, I write to request an appointment to discuss an employment dispute with a metal recycling company.", intent: "booking" },
  { message: "Na di dump site chairman call police for me daughter. Dem tie am an put am inside vehicle now. She de shout.", intent: "urgent" },
  { message: "what areas of law you cover", intent: "services" },
  {
    message: "I am a collector, I signed a buying agreement with a yard to get a fixed price per kilo for 6 months. They broke it after 2 months. Need help.",
    intent: "area:contract",
  },
  { message: "pls which bus go from Freetown to Makeni and how much", intent: "off-topic" },
  { message: "until wat time I fit come 2day", intent: "hours" },
  {
    message: "They charged my husband with arson for a fire at the dumpsite. He was not even there. The case is at Magistrate Court No. 2.",
    intent: "area:criminal",
  },
  { message: "Do I have to pay tax on money I make from selling scrap?", intent: "legal-question" },
  {
    message: "They detained my dad at the Kissy police since yesterday morning and they say he needs to pay for bail, is bail free? Please come.",
    intent: "urgent",
    also: ["legal-question"],
  },
  { message: "I buy scrap and sell to the exporters. Do I need to register a business name? Can you do it for me?", intent: "area:business" },
  {
    message: "Dem don threaten say dem go cut me hand because I talk to di journalist about di pikin dem wey de work for di dump. I dey hide now.",
    intent: "safety",
  },
  { message: "Who won the election for councillor in Kingtom ward?", intent: "off-topic" },
  {
    message: "Help, we want to ship scrap to Pakistan for the first time. Who can check the contract with the shipping line and explain the customs steps?",
    intent: "area:shipping",
  },
  { message: "Can I park my cart outside the office?", intent: "knowledge:Parking" },
  { message: "Call number abeg, my data don finish", intent: "phone" },
  {
    message:
      "My brother died at the dump when the heap collapsed. He left a young wife and 2 children. Who can help them get his share from his business partner?",
    intent: "area:family",
  },
  { message: "I want see lawyer bout di money di buyer owe me. When una free?", intent: "booking" },
  { message: "bye for now, God bless", intent: "goodbye" },
  {
    message: "The exporter says if I don't sell only to him he will report me to police for receiving stolen goods. Can he do that?",
    intent: "legal-question",
  },
  { message: "Tell me about who works there, their positions", intent: "team" },
  { message: "can u charge my phone if I come to una office", intent: "off-topic" },
  {
    message: "Please my husband is held at the Wellington police station since last night over scrap metal. Can you also tell me your fees?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "The council is evicting the dump site dwellers with bulldozers next week. We have lived there 15 years. Can a land lawyer help us?",
    intent: "area:land",
  },
  { message: "Tenki for di info ya", intent: "thanks" },
  { message: "Una office de Siaka Stevens Street which number?", intent: "address" },
  { message: "Best way to reach una?", intent: "contact" },
  { message: "I need the consult email address", intent: "email" },
  { message: "We need representation at an arbitration hearing next month with our metal buyer. Can una act for us?", intent: "area:arbitration" },
  { message: "my driver go drop me, place dey for am wait wit di car?", intent: "knowledge:Parking" },
  { message: "If I get hurt at dumpsite, di council responsible?", intent: "legal-question" },
  { message: "We dey hide inside di church, people from di next community say we tif dem zinc roof an dem de wait outside wit cutlass.", intent: "safety" },
  { message: "The Task Force arrested all the push cart men on Kissy Road, they took them somewhere, my husband among them. Help us.", intent: "urgent" },
  { message: "Wetin una firm de handle? All kind of law?", intent: "services" },
  { message: "ow much una de take for follow case to court?", intent: "knowledge:Fees" },
  {
    message: "My son is in court for robbery of metal from a warehouse. We believe he is innocent. Looking for a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Pls una go open on Independence Day April 27?", intent: "hours" },
  { message: "Plz make appointment for me n my husband Thursday morning", intent: "booking" },
  {
    message: "My ex wants me to pay maintenance for the kids but I'm only a scrap picker, I earn small. I need a lawyer for the family court.",
    intent: "area:family",
  },
  { message: "Can u tell me how to write a letter to apply for a job at the port", intent: "off-topic" },
  { message: "Should I bring my business registration certificate to the first meeting?", intent: "knowledge:What to bring" },
  { message: "Na me an my 2 broda get di scrap yard. We wan make am company wit shares so nobody go cheat. Una fit do di papers?", intent: "area:business" },
  {
    message:
      "My cousin and I agreed by mouth that I give him my scrap to sell in Guinea and we share profit. He sold and kept everything. Can you help me recover? There are witnesses.",
    intent: "area:contract",
  },
  {
    message: "Our scrap shipment arrived in China and the buyer says the weight is short by 4 tonnes. He blames the vessel. We need a cargo claim lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "Two scrap yard associations in Kissy and Wellington want an independent person to mediate their quarrel over customers and prices. Can your firm arrange mediation?",
    intent: "area:arbitration",
  },
  { message: "I want speak Temne wit di lawyer, e possible?", intent: "knowledge:Languages spoken" },
  { message: "Set me up with a meeting about the contract with the buyer, any day next week after 2pm", intent: "booking" },
];
