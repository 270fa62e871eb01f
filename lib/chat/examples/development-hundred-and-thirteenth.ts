import type { LabelledMessage } from "./labelled-message";

// Theme: hunters, bush-meat sellers, forest guards and reserve neighbours; writers: old Gola hunter (Krio, grandson's voice-typing), Kenema bush-meat trader (SMS), forest guard (plain English), young Kambia farmer (typos), London son of a Kabala hunter, Lumley chop-bar owner (Krio/English), Guinean border trader (French words), retired teacher and town chief (formal letters)
export const DEVELOPMENT_HUNDRED_AND_THIRTEENTH: LabelledMessage[] = [
  { message: "Kushe o. Good morning una", intent: "greeting" },
  {
    message: "Abeg di forest guard dem don hold mi broda since yesterday na Joru police station, dem say e kill bush cow inside Gola. Wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "My family farm land de for Malema chiefdom near Gola park. Dis year dem put new boundary pillar dem inside we cocoa farm an now dem say we nor for go back dey. I need lawyer for help we wit dis lan matter.",
    intent: "area:land",
  },
  { message: "how do i smoke cutting grass so it nor spoil for 2 weeks", intent: "off-topic" },
  { message: "wat tym una de open 2moro", intent: "hours" },
  { message: "If monkey dem de chop my cassava every day, e legal for me shoot dem or I go get case?", intent: "legal-question" },
  {
    message:
      "Good day. I was charged last month at Kenema magistrate court for possession of chimpanzee meat. I am on bail now and the next date is the 14th. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "I want book appointment for see lawyer next tuesday morning about my hunting gun matter", intent: "booking" },
  { message: "Di hunters dem for we village don tell me say if I report dem to forest guard dem go shoot me. I fraid for go farm now. Help", intent: "safety" },
  {
    message:
      "my papa was a big hunter in Koinadugu, he died in march. now my uncles take all his guns and the farm and say we the children get nothing. i need help with this inheritance",
    intent: "area:family",
  },
  { message: "How many lawyers are in your firm?", intent: "team" },
  { message: "pls which shop in Bo de sell cartridge cheap", intent: "off-topic" },
  {
    message: "I de sell smoked meat na Kenema market for 10 years. Now I wan register am as proper company so I fit get bank loan. Una de help wit dat?",
    intent: "area:business",
  },
  { message: "police dem de na we door now dem wan take my husband for di single barrel gun wey nor get licence. PLS CALL ME", intent: "urgent" },
  { message: "Wetin na una phone number", intent: "phone" },
  {
    message:
      "Our container of hunting cartridges and gun cleaning kits has been held by customs at Queen Elizabeth II Quay for 3 weeks. They say the import permit has a problem. Can your firm deal with this?",
    intent: "area:shipping",
  },
  { message: "hello? na di bush matter", intent: "unknown" },
  { message: "does the forest guard have the right to take my gun when my licence only expired 2 weeks ago?", intent: "legal-question" },
  {
    message:
      "I bin work as forest guard for one conservation project for 2 years. Dem stop pay me since January an now dem say contract don end but nobody give me paper. I need lawyer for dis employment matter",
    intent: "area:contract",
  },
  { message: "Weather for Kailahun this weekend, e go rain? we want go hunting", intent: "off-topic" },
  { message: "I go drive my pickup come from Makeni, una get place for park am?", intent: "knowledge:Parking" },
  {
    message:
      "We are a community forest association in a dispute with an NGO over the money from carbon credits on our forest. We do not want to go to court. Can you help us settle it through mediation or arbitration?",
    intent: "area:arbitration",
  },
  { message: "my son de na cell for Bo police since 2 days for bush meat dem find na im bag. dem nor gree let am go", intent: "urgent" },
  { message: "wat kind of case una de handle", intent: "services" },
  { message: "Is your office open on Saturdays? I work in the forest all week.", intent: "hours" },
  {
    message: "please my husband come back from hunting drunk and beat me with the gun butt. he is still in the house shouting. i am hiding by the neighbour",
    intent: "safety",
  },
  {
    message: "Who is Ibrahim Jalloh? A man in my village said he is a good lawyer for criminal cases, is he still at your office?",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message: "Government say dem de extend the reserve boundary to cover our village bush. Nobody consult we. We want lawyer for dis land matter please.",
    intent: "area:land",
  },
  { message: "can u write me a CV for forest guard job at the national protected area authority", intent: "off-topic" },
  { message: "email address plz", intent: "email" },
  { message: "My neighbour trap caught my goat and he refuse to pay for it. If I take him to court will I win?", intent: "legal-question" },
  { message: "dem charge my brother for illegal gun possession. dem done give am bail but case start nex month. una go defend am?", intent: "area:criminal" },
  {
    message:
      "Dear Sir, I would like to schedule a consultation with one of your lawyers concerning the boundary of our family land which borders the Kangari Hills reserve. Kindly let me know an available date. Yours faithfully, Pa Sorie Kamara.",
    intent: "booking",
  },
  { message: "hello", intent: "greeting" },
  { message: "recipe for pepper soup with porcupine meat pls", intent: "off-topic" },
  {
    message: "Soldiers take my papa from we farm dis morning say e de hunt inside the park. Dem carry am go barracks. We nor know wetin dem go do am",
    intent: "urgent",
  },
  {
    message: "My wife want divorce me because she say I de always na bush for hunting. We get 3 pikin. I want lawyer for help with di divorce an custody",
    intent: "area:family",
  },
  { message: "how much una de charge for one case? I na poor hunter", intent: "knowledge:Fees" },
  {
    message: "me and my cousin want open chop bar in Lumley as partners. we need help draw up the partnership and register the business",
    intent: "area:business",
  },
  { message: "una get woman lawyer? I prefer talk to woman", intent: "team" },
  {
    message: "I sign paper with one hotel say I go supply dem 20 kg smoked fish every week. Now dem nor pay me for 3 months. Na contract matter, una fit help?",
    intent: "area:contract",
  },
  { message: "Is it legal to sell grasscutter meat at my chop bar or do I need special permit? I nor want wahala", intent: "legal-question" },
  { message: "where una office de for Freetown", intent: "address" },
  { message: "who win the match yesterday, East End Lions or Kallon", intent: "off-topic" },
  {
    message:
      "Hello, my father was picked up by forest guards and police at the checkpoint with deer meat in his bag. He is still held at Kenema station since last night. Please what can we do now?",
    intent: "urgent",
  },
  { message: "mob de beat one man for we junction say e tif hunter gun. dem go kill am. wetin we go do", intent: "safety" },
  {
    message: "I ship smoked fish go Guinea by boat from Freetown. Di vessel owner lose half my cargo an refuse pay. I want make claim",
    intent: "area:shipping",
  },
  { message: "Tenki ya, God bless", intent: "thanks" },
  {
    message: "we get one arbitration award against the timber company since last year but dem nor pay. how una go help we enforce am",
    intent: "area:arbitration",
  },
  { message: "what time do you close on friday", intent: "hours" },
  { message: "If elephant destroy my rice farm near Gola, government must pay me compensation? how much?", intent: "legal-question" },
  { message: "how to charge phone for bush wey nor get current", intent: "off-topic" },
  { message: "Wetin I for carry come when I come see di lawyer? I get my gun licence and receipt for di fine.", intent: "knowledge:What to bring" },
  { message: "Good afternoon. Could you tell me the areas of law your firm practises in?", intent: "services" },
  { message: "how i go reach una from Kailahun? all di ways pls", intent: "contact" },
  {
    message: "I am a forest guard. One poacher accuse me say I steal im gun an now CID invite me for statement nex week. I need criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "dem arrest me wife na market for sell monkey meat, she de na police now", intent: "urgent" },
  { message: "cn i tok to lawyer on phone 2moro abt my lan", intent: "booking" },
  { message: "I want buy land near Waterloo but people say e part of Western Area forest reserve. I need title search before I pay.", intent: "area:land" },
  { message: "i get problem", intent: "unknown" },
  {
    message:
      "Di men dem wey de cut tree and hunt inside the reserve come my house last night wit cutlass. Dem say if I talk to forest guard again dem go kill me. I de hide na me aunty in Bo now.",
    intent: "safety",
  },
  { message: "abeg tell me how fo set trap for bush pig", intent: "off-topic" },
  {
    message:
      "Dear sir, my husband, a licensed hunter, died in an accident in the forest. He left no will. His brothers are claiming the house in Kenema and his shotgun. I need legal help with the estate.",
    intent: "area:family",
  },
  { message: "WhatsApp number?", intent: "phone" },
  { message: "My licence for the shotgun na Bo district own. If I carry am go Kono for hunt, police fit charge me?", intent: "legal-question" },
  { message: "Pls can una review one contract di eco lodge give me for work as tour guide, I nor understand some part", intent: "area:contract" },
  { message: "is there parking near your office? i will come on okada", intent: "knowledge:Parking" },
  { message: "PLS police hold my 2 brothers at Kailahun since friday over gun. no food no visit", intent: "urgent" },
  {
    message: "I want invest in small eco-tourism lodge near Tiwai island with foreign partner. Need help with company registration and shareholders agreement.",
    intent: "area:business",
  },
  { message: "Pls I wan see lawyer Friday about the gun case, make una put me name down", intent: "booking" },
  { message: "who and who na di lawyers dem", intent: "team" },
  { message: "ok bye", intent: "goodbye" },
  { message: "Can the chief fine me for hunting in our own family bush without his permission? he say I must pay 500 thousand", intent: "legal-question" },
  {
    message:
      "Me and my partner get cold room business for bush meat and fish, now we de quarrel over money. We nor want court, we want somebody settle am. una de do dat?",
    intent: "area:arbitration",
  },
  { message: "I need to meet a lawyer this week about my father's estate. Thursday is good for me.", intent: "booking" },
  {
    message:
      "the forest guard who catch me said if I don't pay him 2 million he will come at night and burn my house. he came yesterday with two men. I am afraid for my family",
    intent: "safety",
  },
  { message: "court for basketball na Bo school, when dem de play?", intent: "off-topic" },
  {
    message: "i import 2 container of deep freezer for my chop bar business. customs na quay say dem go auction am if i nor pay some fine. help",
    intent: "area:shipping",
  },
  { message: "una de open lunch time? I go come 1 oclock", intent: "hours" },
  { message: "Dem catch my pikin na checkpoint wit im grandpa old dane gun, police don lock am up since last night. He only 17", intent: "urgent" },
  { message: "una sabi Mende? my papa nor sabi english", intent: "knowledge:Languages spoken" },
  {
    message: "I get court case for Bo High Court for hunting inside national park. Di first lawyer leave me. I need new lawyer for di trial.",
    intent: "area:criminal",
  },
  { message: "besides court case, wetin else una de do for people?", intent: "services" },
  {
    message: "The chop bar next to mine sells monkey meat openly. If police come, can they close my bar too because we share the same compound?",
    intent: "legal-question",
  },
  { message: "my husband de na Kenema police cell now for cutting grass meat, dem say im nor go comot till we pay. abeg come", intent: "urgent" },
  { message: "Can you send me your email so I can send the pictures of the boundary pillars", intent: "email" },
  { message: "I wan adopt my late brother pikin dem. E bin na hunter, e die for bush. How una go help me do the adoption proper", intent: "area:family" },
  { message: "Thank you very much for the information, it helped", intent: "thanks" },
  { message: "how I go find una office from Lumley, which street", intent: "address" },
  {
    message: "My grandfather's land in Kambia is now inside the Outamba-Kilimi map. We have old survey plan. We want lawyer to fight for our land.",
    intent: "area:land",
  },
  { message: "write poem about di forest for my school program", intent: "off-topic" },
  { message: "Wetin we go do, police come take my uncle from im chop bar say im de sell chimp meat. Dem carry am go Central police", intent: "urgent" },
  { message: "how do I contact you guys, I'm in London. my dad's a hunter in Kabala and has a problem with the forestry people", intent: "contact" },
  {
    message: "My employer, a logging company, sacked me after I got injured by a bush pig while working. No compensation paid. I want to sue them.",
    intent: "area:contract",
  },
  { message: "Do I need to bring my hunting licence and ID card when I come to the office?", intent: "knowledge:What to bring" },
  { message: "abeg make una fix me appointment wit land lawyer, I de come Freetown nex week", intent: "booking" },
  {
    message:
      "Good day, we chartered a small vessel to carry timber from Pepel to Freetown but the owner kept the boat and the cargo saying we owe demurrage. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "wi wan start company for buy and sell cocoa from villages near Gola. how una go help wit registration and papers", intent: "area:business" },
  {
    message:
      "The chiefdom and the forest project signed a benefit-sharing agreement with an arbitration clause. The project has stopped paying the community. We want to start arbitration.",
    intent: "area:arbitration",
  },
  { message: "i de hide na bush now, di poachers dem de look for me say na me tell di guards. abeg wetin i go do", intent: "safety" },
  { message: "Bonjour, hello", intent: "greeting" },
  { message: "Which hunting boots are good for the rainy season? where I fit buy dem for Freetown", intent: "off-topic" },
  {
    message: "Mi uncle sell part of we family land near di Gola park boundary widout tell anybody. Di buyer don start build. We want stop am",
    intent: "area:land",
  },
  {
    message: "Mon frère is held at the border post at Gbalamuya since yesterday, the police say his gun papers from Guinea are not good. Please help us",
    intent: "urgent",
  },
  { message: "Does the law allow me to put wire trap around my farm if the farm is just outside the reserve line?", intent: "legal-question" },
  {
    message: "My son got summons to appear in court for hunting during closed season. He is not detained. We need a lawyer to represent him.",
    intent: "area:criminal",
  },
  { message: "are u open on public holidays", intent: "hours" },
  {
    message:
      "Hi, I'd like to arrange a video call with a lawyer about my father's land near the Western Area Peninsula National Park. I live in Manchester. Are evenings UK time possible?",
    intent: "booking",
  },
  {
    message: "Di people dem for di next village say we hunter dem de kill dem animals, dem come wit stick and cutlass now for fight we. we de run",
    intent: "safety",
  },
  {
    message: "my husband take second wife an now im nor de give me an the pikin dem moni for food. im de sell bush meat get moni. I want maintenance",
    intent: "area:family",
  },
  { message: "how many kilo of meat one bush cow get", intent: "off-topic" },
  {
    message:
      "Good morning. I own three chop bars in Bo and Kenema. I want to convert them into one limited company and bring my children in as shareholders. Can you assist?",
    intent: "area:business",
  },
  { message: "Do you have lawyers who know about forest and wildlife matters? how many of you are there", intent: "team" },
  {
    message: "they have taken my father from his house this morning, the forestry men and police, they say his gun is not registered. he is old and sick",
    intent: "urgent",
  },
  {
    message: "Pls wi get dispute wit di company wey buy we cocoa. Contract say any problem go arbitration. Una de do arbitration?",
    intent: "area:arbitration",
  },
  { message: "pls send ur phone numba", intent: "phone" },
  {
    message:
      "I need a lawyer to draft a contract between me and four hunters who supply my restaurant with legal game meat, so everyone knows the price and quantity.",
    intent: "area:contract",
  },
  {
    message: "The Forestry officer seized my 2 bags of smoked deer meat and gave me no receipt. Is that allowed? Can I get it back?",
    intent: "legal-question",
  },
  { message: "hw 2 clean dane gun rust", intent: "off-topic" },
  {
    message:
      "We exported dried fish in a container to Ghana through the Quay. It arrived spoiled because the reefer was switched off on the ship. We need a lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  { message: "Parlez-vous français? Je suis guinéen, mon anglais est pas bon", intent: "knowledge:Languages spoken" },
  { message: "Abeg di guards dem tie my broda hand na di park office near Kenema, dem say dem go carry am go police. Dem de beat am too", intent: "urgent" },
  { message: "wetin na una email, I wan send the paper dem", intent: "email" },
  {
    message: "Is there a lawyer who can do a survey and title check for farmland in Kambia district? The buyer wants to be sure it is not inside the reserve.",
    intent: "area:land",
  },
  { message: "What do you people do exactly? Are you a lawyer company?", intent: "services" },
  {
    message: "my ex-husband is a hunter and he keeps his gun at home. he said today he will shoot me if I take the children. he is outside my house now",
    intent: "safety",
  },
  {
    message:
      "Good evening. I am charged with assaulting a forest guard at a checkpoint. I was released on police bail and must report on Monday. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "which animal meat get the most protein, deer or grasscutter", intent: "off-topic" },
  { message: "Mohamed Conteh na una land lawyer? how long e don de practice", intent: "attorney:Mohamed Conteh" },
  { message: "I wan make appointment for Wednesday 10 oclock please", intent: "booking" },
  {
    message:
      "My late father left a will giving his hunting land and 2 guns to my younger brother only. The rest of us want to challenge the will. Can your firm help?",
    intent: "area:family",
  },
  { message: "If my chop bar worker sell protected animal meat when I nor de, na me go get case or na im?", intent: "legal-question" },
  { message: "una de open sunday", intent: "hours" },
  {
    message: "we be hunters association for Koinadugu, we want register as cooperative so we fit get licence together and sell legal. how una go help",
    intent: "area:business",
  },
  { message: "help they just arrested my mum at the chop bar for selling bush meat. the police van just left with her to the station", intent: "urgent" },
  { message: "Do you offer legal aid or payment in instalments? My family can't pay all at once.", intent: "knowledge:Fees" },
  { message: "How far is Tiwai island from Bo and how much the boat cost?", intent: "off-topic" },
  {
    message: "Di mediation between we village and di next village over hunting ground nor work. Chief say make we find lawyer for arbitration. Una fit help?",
    intent: "area:arbitration",
  },
  { message: "what are all the ways to contact your office? phone, email, whatsapp?", intent: "contact" },
  {
    message: "di company wey hire me as hunting guide for white tourist dem nor pay me last 2 trips. I get contract paper. wetin una fit do",
    intent: "area:contract",
  },
  { message: "Will the court give me back my shotgun after the case is finished if they find me not guilty?", intent: "legal-question" },
  {
    message:
      "I work as forest guard. Yesterday the poachers shot at us in the forest and now they sent message that they will come for me at home. I am scared for my children",
    intent: "safety",
  },
  { message: "bye for now", intent: "goodbye" },
  {
    message: "Na ship we ship cocoa go Europe. Di vessel don delay 3 week na port an di buyer say im go cancel. We want sue di shipping company",
    intent: "area:shipping",
  },
  { message: "my papa na cell for Pujehun police since Tuesday, dem say e shoot duiker inside reserve. nobody tell we di charge", intent: "urgent" },
  { message: "u fit tell me how to cook cassava leaf wit smoke fish", intent: "off-topic" },
  { message: "how many partners una get and how many junior lawyers", intent: "team" },
  {
    message: "Forestry Division demarcated the reserve and put the line through my house plot at Regent. I have a conveyance from 2009. I want to fight this.",
    intent: "area:land",
  },
  { message: "Can I come in Friday to talk with someone about my gun licence problem?", intent: "booking" },
  { message: "ok thank u", intent: "thanks" },
  { message: "Forest guard ask me for 300k make e nor arrest me. If I pay am an later report am, I go get case too?", intent: "legal-question" },
  { message: "wi case for hunting inside park don finish. magistrate give my broda 2 years. we want appeal", intent: "area:criminal" },
  { message: "They took my husband to the army barracks at Daru since yesterday saying he is a poacher. The family can't see him.", intent: "urgent" },
  { message: "Una office de near Law Court building?", intent: "address" },
  { message: "wat time di bus from Kenema to Freetown de comot", intent: "off-topic" },
  { message: "Di hunter wey gi me belleh nor gree accept di pikin. I want make im pay for di pikin. how una go help me", intent: "area:family" },
  { message: "Does your firm only do court cases, or also documents and advice?", intent: "services" },
  { message: "Where can I park when I come to Siaka Stevens Street? Is there a car park for clients?", intent: "knowledge:Parking" },
  { message: "pls di forestry men dem don block road an de carry everybody wey get bush meat go station. dem take me uncle now now", intent: "urgent" },
  {
    message:
      "I'm in the US and want to invest in a cold-storage business in Kenema with local partners. Need help with registration, investment rules and a shareholders agreement.",
    intent: "area:business",
  },
  { message: "How many years jail for killing chimpanzee for Sierra Leone?", intent: "legal-question" },
  { message: "My neighbour dem de fight over the bush meat money, one take gun now de threaten everybody. we de lock inside house", intent: "safety" },
  {
    message: "Di NGO give me contract for work as community ranger but di pay inside nor match wetin dem talk. I wan lawyer check am before I sign.",
    intent: "area:contract",
  },
  { message: "pls help me wit my homework on wildlife in West Africa", intent: "off-topic" },
  { message: "I nor get data, gi me number make I call", intent: "phone" },
  { message: "My brother was held at Bo police station since yesterday night over a gun found in his car. Can a lawyer go there today?", intent: "urgent" },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "Our company and the timber exporter agreed to mediation over the unpaid logs but they keep postponing. We want a lawyer experienced in mediation to push it through.",
    intent: "area:arbitration",
  },
  { message: "Are you open at 5:30 pm? I finish work at 5", intent: "hours" },
  { message: "Di chief say anybody wey nor get licence nor for hunt even na im own farm. Na true so di law talk?", intent: "legal-question" },
  { message: "Una lawyer dem sabi Temne? I sabi small English", intent: "knowledge:Languages spoken" },
  {
    message: "Police give me bail after dem arrest me for gun but dem still keep my gun an my motorbike. I want lawyer for handle di case before e go court.",
    intent: "area:criminal",
  },
  { message: "how to fix okada chain", intent: "off-topic" },
  { message: "What is your email address for consultations?", intent: "email" },
  { message: "Good evening una", intent: "greeting" },
  { message: "We want lease 50 acres of we family land to a conservation project for 20 years. We need lawyer to prepare the lease.", intent: "area:land" },
  {
    message: "Our barge carrying sawn timber sank near Tagrin and the cargo owners are suing us. We are the boat owners. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, I wish to book a meeting with a lawyer regarding a compensation dispute with the National Protected Area Authority. Please advise available dates next week.",
    intent: "booking",
  },
  { message: "consultation fee how much", intent: "knowledge:Fees" },
  { message: "Dem de beat my sister now na di junction say she tif meat from di chop bar, pipul dem plenty. pls somebody", intent: "safety" },
  { message: "Police dem take my papa from im bed dis morning for gun wey e get since war time. Dem carry am go station.", intent: "urgent" },
  { message: "I'm in Accra. My uncle in Kenema has a forestry case. How can we get in touch with you all?", intent: "contact" },
  { message: "Can government take my family land for national park without paying us anything?", intent: "legal-question" },
  { message: "Is it a big firm? like how many lawyers and who is the boss", intent: "team" },
  { message: "Leone Stars play today? wat time", intent: "off-topic" },
  { message: "I go call back later. bye bye", intent: "goodbye" },
  { message: "list of your services please", intent: "services" },
  { message: "thanks so much, very helpful", intent: "thanks" },
  { message: "How do I get to your office from the Eastern Police roundabout, and una open till what time?", intent: "address", also: ["hours"] },
  {
    message: "My brother died in the bush while hunting and his wife wants to take the children back to her village. We his family want custody. Please help.",
    intent: "area:family",
  },
  {
    message: "Abeg I wan open account for bank for my chop bar business but bank say I nor get business registration. Una fit help register am?",
    intent: "area:business",
  },
  {
    message: "Una de represent community for arbitration against big company? di mining company spoil we forest an di agreement say arbitration.",
    intent: "area:arbitration",
  },
  { message: "My contract as ranger say dem fit sack me anytime. Dem sack me now widout pay. Pls help", intent: "area:contract" },
  { message: "dem lock my broda na di forest guard post since yesterday, dem nor gi am food, e nor do notin", intent: "urgent" },
  {
    message: "Di hunters dem don surround my house tonight because I show di guards dem camp. Dem de shout say dem go burn am. I de inside wit my pikin dem",
    intent: "safety",
  },
  { message: "I wan see Mohamed Conteh or any land lawyer Monday, abeg fix am", intent: "booking" },
  { message: "make una book me for consultation pls, na about my late papa gun and lan", intent: "booking" },
  { message: "what are your working hours", intent: "hours" },
  {
    message: "Customs at the Quay holding my container of wire mesh for fencing my farm against baboons. Dem say papers nor complete. I need help clear am",
    intent: "area:shipping",
  },
  { message: "wetin I for bring come? di fine receipt, licence, pictures?", intent: "knowledge:What to bring" },
  { message: "How de body una", intent: "greeting" },
  {
    message:
      "Dear Sir, I write in haste. My son, a community ranger, was detained by the police at Kailahun since Sunday after a quarrel with hunters. He has not been charged. Kindly send help.",
    intent: "urgent",
  },
  { message: "best time of year for hunt deer for Koinadugu?", intent: "off-topic" },
  { message: "Is it against the law to keep a baby chimpanzee as pet if I found it in my farm?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I am an elderly hunter and I want to make a will so my guns, my farm and my house are shared fairly among my children after I die. Please assist.",
    intent: "area:family",
  },
  { message: "Pls na we family lan near Loma Mountain, di park people say na dem own. We get document from 1970s. Help we", intent: "area:land" },
  { message: "una de open early morning like 8?", intent: "hours" },
  { message: "Dem de threaten me say dem go cut me with cutlass because I nor gree sell dem my papa gun. Dem de watch my house every night", intent: "safety" },
  { message: "I want register my bush meat chop bar name so nobody else can use am. How una go help?", intent: "area:business" },
  { message: "dey don cary my pa go staton for gun wey no get paper, e stil dey dey since yestday", intent: "urgent" },
  { message: "Who are the lawyers at Kamara and Associates?", intent: "team" },
  {
    message:
      "Our boat carrying palm oil from Bonthe to Freetown was arrested by the maritime wing. They say the vessel has no registration papers. We need help getting the vessel released.",
    intent: "area:shipping",
  },
  {
    message: "I would like an appointment with your land lawyer to discuss the reserve boundary on our farm. I can come any day next week.",
    intent: "booking",
  },
  { message: "pls give me recipe for groundnut soup wit deer meat", intent: "off-topic" },
  {
    message:
      "Dear Sirs, our timber concession agreement with a foreign company provides for arbitration in London. A dispute has arisen over royalties. Can your firm represent us?",
    intent: "area:arbitration",
  },
  {
    message:
      "My father was charged with unlawful possession of a firearm. He is on bail. The hearing is next month in Makeni. We need a lawyer for his defence.",
    intent: "area:criminal",
  },
  {
    message: "I need a lawyer to look at my employment contract as a forest guard before I sign. Some clauses about night patrols worry me.",
    intent: "area:contract",
  },
  { message: "pls help", intent: "unknown" },
  { message: "police at the door now asking for my husband gun they say they want take him with them", intent: "urgent" },
  { message: "If government declare my farm part of reserve, dem fit stop me harvest my cocoa wey I plant before?", intent: "legal-question" },
  { message: "Wetin una de do?", intent: "services" },
  { message: "what number can I call you on from the UK", intent: "phone" },
  { message: "Wetin be di name of the biggest tree in Gola forest", intent: "off-topic" },
  { message: "mi wife lef me an carry mi 2 pikin go Guinea. I want custody back", intent: "area:family" },
  { message: "My husband de beat me every time e come back from bush. Yesterday e put di gun on my head. I de fear for my life", intent: "safety" },
  { message: "Mon mari est arrêté à Kambia police station depuis hier, for bush meat in his truck. S'il vous plaît help", intent: "urgent" },
  { message: "Tell me about Hawa Turay please, is she a senior lawyer?", intent: "attorney:Hawa Turay" },
  {
    message: "I bought land at No. 2 River and now forestry officers marked it as reserve. I need a lawyer to check the title and defend my land.",
    intent: "area:land",
  },
  { message: "di charterer for we fishing boat nor pay di hire for 4 month. Di charter party de. Una de do dat kind case?", intent: "area:shipping" },
  { message: "Ma question: I have hunting licence from Guinea, it is valid in Sierra Leone or no?", intent: "legal-question" },
  { message: "pls set meetin wit lawyer 4 me on thursday, na abt my chop bar", intent: "booking" },
  { message: "where I fit buy solar torch for night hunting", intent: "off-topic" },
  {
    message: "My hunters cooperative wants to take a bank loan to buy a truck but the bank wants company papers and a board resolution. Can you help us?",
    intent: "area:business",
  },
  { message: "I get lorry, una get space for park am near di office?", intent: "knowledge:Parking" },
  { message: "Na now now dem de drag my uncle inside police van for di monkey meat wey e de smoke. Abeg", intent: "urgent" },
  { message: "we and di eco lodge owner quarrel ova profit sharing. we want settle am without court. una de do mediation?", intent: "area:arbitration" },
  {
    message:
      "dem say make I come police tomorrow for statement about di elephant tusk dem find near my farm. I nor know notin about am. I need lawyer to go wit me",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, I run a chop bar and a supplier took advance payment for 50 kg of meat and never delivered. I have his written agreement. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "tenki tenki", intent: "thanks" },
  {
    message:
      "A group of young men are chasing the forest guard from our village, they have sticks and stones. He ran inside our compound. Please what do we do",
    intent: "safety",
  },
  { message: "office hours pls", intent: "hours" },
  {
    message:
      "My dad (hunter, 70) was taken from his village near Kabala by forestry officers this morning and nobody knows where they are holding him. I'm in London, what can you do right now?",
    intent: "urgent",
  },
  { message: "Do your lawyers speak Krio? My English is not strong", intent: "knowledge:Languages spoken" },
  {
    message: "My brother borrow my gun and he shoot somebody by accident in the bush. Na me go answer for am because na my name de on the licence?",
    intent: "legal-question",
  },
  { message: "Mwen need phone credit, how I fit transfer Africell credit to Orange", intent: "off-topic" },
  {
    message:
      "My mother sold bush meat for 30 years and built a house in Kenema. She died and my step-brothers want to sell the house. We need help with the inheritance.",
    intent: "area:family",
  },
  { message: "what email should I write to", intent: "email" },
  { message: "Bonjour, je veux rendez-vous with a lawyer, for my gun papers, please which day?", intent: "booking" },
  { message: "Me an me neighbour de quarrel over boundary for we farm near di forest. E move di stick dem. we need lawyer", intent: "area:land" },
  {
    message: "forest guards have locked my 2 boys in their office at the reserve gate since last night for setting snares. dem nor wan release dem",
    intent: "urgent",
  },
  { message: "Hi there", intent: "greeting" },
  {
    message: "My goods on the ship from Conakry got missing at the Quay. Bill of lading show 200 bags but we get only 150. Help me claim",
    intent: "area:shipping",
  },
  { message: "Hw 2 tan animal skin make e nor smell", intent: "off-topic" },
  { message: "una get lawyer wey sabi criminal case an land both? who dem be", intent: "team" },
  {
    message: "Me and 2 partners get smoked fish company. One partner want comot an take im share. We need lawyer for the shareholder matter.",
    intent: "area:business",
  },
  {
    message: "Dear Sir, the forestry department has imposed a fine of Le 5,000 on our chop bar without any court. Is this lawful, and must we pay?",
    intent: "legal-question",
  },
  { message: "pls I de hide na church now, di chop bar man I owe money say im go kill me tonight", intent: "safety" },
  { message: "How do I reach your office? I'm in Conakry", intent: "contact" },
  { message: "mi boss for di sawmill sack me wit no notice after 6 yrs. no end of service. I want lawyer", intent: "area:contract" },
  { message: "Dem hold my auntie na Lumley police since morning say she chop bar de sell bush meat. She get pressure", intent: "urgent" },
  { message: "Una de tek pay small small? I nor get plenty moni now", intent: "knowledge:Fees" },
  { message: "We won an arbitration case against the buyer of our smoked fish in Ghana. How do we get the award enforced here?", intent: "area:arbitration" },
  { message: "Pls help me write love letter to my girl, she na chop bar woman", intent: "off-topic" },
  {
    message: "Dear Madam, I kindly request a consultation with a lawyer on behalf of our hunters' association. Please let us know when your lawyers are free.",
    intent: "booking",
  },
  { message: "Mon cousin has trial in Kambia for transport of bush meat across the border. He is free on bail. Can you defend him?", intent: "area:criminal" },
  { message: "wat is the punishment if police catch u wit pangolin scales", intent: "legal-question" },
  { message: "You people open on Friday afternoon?", intent: "hours" },
  { message: "Do you people handle all kinds of cases or only some?", intent: "services" },
  { message: "I want divorce my husband. E na forest guard an e nor de come house, e nor de send moni. abeg help", intent: "area:family" },
  { message: "my broda de na Pademba Road now, dem transfer am from Kenema for di gun case, e nor get lawyer", intent: "urgent" },
  { message: "which dog breed good for hunting cane rat", intent: "off-topic" },
  { message: "We want to buy a plot in Bo for a chop bar. Can you do the conveyancing and check the title deed?", intent: "area:land" },
  { message: "dem de beat di old hunter for market, dem say na witch, e de bleed", intent: "safety" },
  { message: "Je veux ouvrir business in Freetown, import hunting equipment from Guinea. How to register company here?", intent: "area:business" },
  { message: "Dear Sir, kindly give me the exact location of your chambers, I will be travelling from Kenema.", intent: "address" },
  { message: "Can my landlord throw me out of the chop bar because neighbours complain about the smell of smoked meat?", intent: "legal-question" },
  { message: "I wan meet lawyer face to face, I go come Freetown Monday. Make una reserve time for me", intent: "booking" },
  {
    message:
      "Dear Sir, we exported a container of cashew nuts and the shipping line is holding it for unpaid port charges that we already paid. Kindly assist with the port and customs issue.",
    intent: "area:shipping",
  },
  { message: "any parking for visitors?", intent: "knowledge:Parking" },
  { message: "Police de search we house now for gun, dem say dem go take my papa an me. Wetin we go talk?", intent: "urgent" },
  { message: "abeg una get arbitrator wey fit settle di palava between di hunters association an di chop bar owners ova price?", intent: "area:arbitration" },
  { message: "we want proper contract for sell we cocoa to one buyer for 3 years. who go draft am", intent: "area:contract" },
  { message: "I need job as hunter guide, una de hire?", intent: "off-topic" },
  { message: "Good afternoon sir", intent: "greeting" },
  {
    message: "Police don charge me say na me set fire for di forest reserve. I nor do am. Case de for court now, I de outside on bail. Abeg I need defence",
    intent: "area:criminal",
  },
  { message: "Email pour envoyer les documents?", intent: "email" },
  {
    message: "I reported illegal logging in the reserve and now I get calls every night saying they know where my children go to school. I am afraid",
    intent: "safety",
  },
  { message: "Is it only one lawyer or plenty? I want know who go handle my case", intent: "team" },
  { message: "una phone numba for call", intent: "phone" },
  { message: "If a bush pig I shot run enter the reserve and die dey, I fit go take am or na crime?", intent: "legal-question" },
  { message: "Can my uncle and me have a zoom meeting with a lawyer next Saturday? It's about his hunting licence being cancelled.", intent: "booking" },
  { message: "ok so", intent: "unknown" },
  { message: "what documents should I carry for my first meeting about the land?", intent: "knowledge:What to bring" },
  { message: "Una sabi Fula? my grandma na Fula", intent: "knowledge:Languages spoken" },
  { message: "di charge for my torch battery don finish fast, wetin I go do", intent: "off-topic" },
  { message: "Dear Sir, kindly send me the list of legal matters your chambers can assist with.", intent: "services" },
  { message: "pls give me all una contact, phone, whatsapp an email", intent: "contact" },
  { message: "wetin time una de close evening? I de come from Bo", intent: "hours" },
  { message: "ok great thanks a lot", intent: "thanks" },
  { message: "alright, goodbye", intent: "goodbye" },
  { message: "Salam aleikum", intent: "greeting" },
  { message: "abeg help, dem don tek my husband from di chop bar go Waterloo police since 2 days, dem say na im kill di chimp", intent: "urgent" },
  { message: "how long fresh bush meat fit stay inside freezer", intent: "off-topic" },
  { message: "If forest guard shoot my dog wey chase deer inside reserve, I fit make am pay?", intent: "legal-question" },
  {
    message:
      "Our chiefdom gave land to a conservation project by lease but they now act like they own it and chase us away. We want a lawyer to look at the lease.",
    intent: "area:land",
  },
  {
    message: "Please help me, my brother-in-law is threatening me with a cutlass because I refused to give him my late husband's gun. He is outside now.",
    intent: "safety",
  },
  { message: "Kindly book me a consultation for Tuesday at 11 am regarding my late father's estate.", intent: "booking" },
  {
    message: "My papa marry 3 wife. E die las year an now di wife dem de fight over im house an im gun dem. We need lawyer for sort di inheritance",
    intent: "area:family",
  },
  { message: "una open now?", intent: "hours" },
  { message: "Container of timber we export to China held at Quay, customs say we need more permit. We get all permit. Pls help", intent: "area:shipping" },
  { message: "the police came at dawn and took my grandpa and his old shotgun. he is in the cell at Kabala now. we need lawyer there quick", intent: "urgent" },
  { message: "Pls I wan register company for protect forest an train hunters for other work. How una fit help?", intent: "area:business" },
  { message: "wat is the best rifle for hunt big animal", intent: "off-topic" },
  { message: "How many lawyers do you have and are any of them women?", intent: "team" },
  {
    message: "We have a commercial dispute with the company that buys our honey. The contract says it must go to arbitration. Please help us start it.",
    intent: "area:arbitration",
  },
  {
    message: "My employer at the wildlife sanctuary reduced my salary without telling me. I have a written contract. I want to take action.",
    intent: "area:contract",
  },
  {
    message: "My brother was released from the cell last week but the police say they will charge him for possession of ivory. We need a defence lawyer ready.",
    intent: "area:criminal",
  },
  { message: "I bought a gun from a man without papers. If I go register it now, will police arrest me?", intent: "legal-question" },
  { message: "Give me the number to call the office", intent: "phone" },
  { message: "di whole village vex wit me say na me bring forest guard. dem de come to my house now wit stick", intent: "safety" },
  {
    message: "Forest guards caught my brother with snares inside Gola this afternoon and handed him to the police at Zimmi. He is still there.",
    intent: "urgent",
  },
  { message: "Please what are the symptoms of monkey pox", intent: "off-topic" },
  { message: "Do you do free work for poor people? My father is a poor hunter", intent: "knowledge:Fees" },
  { message: "I nid title search for land near Gola before I buy am. pls", intent: "area:land" },
  {
    message:
      "Dear Madam, I'm in Leicester. My brother, a forest guard in Kenema, died and his children are with his girlfriend who won't let us see them. We want guardianship.",
    intent: "area:family",
  },
  { message: "I wan talk to lawyer bout di chop bar contract, when I fit come?", intent: "booking" },
  { message: "which side una office de on Siaka Stevens Street, near which building?", intent: "address" },
  { message: "my wife and 2 oda women dem lock up na Kenema police for selling smoke monkey for market. since yestaday", intent: "urgent" },
  {
    message: "The ship that carried our smoked fish to Liberia damaged half the cargo with seawater. The carrier is refusing our claim.",
    intent: "area:shipping",
  },
  {
    message: "Dear Sir, if the National Park takes half of our village farmland, are we entitled by law to be resettled or compensated?",
    intent: "legal-question",
  },
  { message: "which market in Freetown get fresh fish cheap", intent: "off-topic" },
  { message: "What services does your firm offer?", intent: "services" },
  { message: "Je suis en danger, the poachers know I am the informant. They call me every night.", intent: "safety" },
  {
    message:
      "Our family chop bar business has no proper governance, my siblings keep taking money. We want to set it up as a company with a board. Can you help?",
    intent: "area:business",
  },
  { message: "Dem de carry my son go now, di police an forestry men, e jus 16. wetin I go do", intent: "urgent" },
  { message: "Is Adama Koroma a partner there? what kind of cases?", intent: "attorney:Adama Koroma" },
  { message: "We want mediation wit di man wey rent we di cold room, we nor want court case", intent: "area:arbitration" },
  { message: "Can you draft a supply agreement between my chop bar and a poultry farm so I can stop selling bush meat?", intent: "area:contract" },
  { message: "i get case for court say i shoot forest guard dog. i de on bail. pls who go defend me", intent: "area:criminal" },
  { message: "do you work weekends at all", intent: "hours" },
  { message: "Thank you sir", intent: "thanks" },
  { message: "my late husband brothers say I nor fit inherit im farm near reserve because I na woman. dem right?", intent: "legal-question" },
  { message: "how to train for forest guard exam", intent: "off-topic" },
  {
    message:
      "Hello, I'm writing from Birmingham. My uncle was detained at Bo police station over the weekend for hunting without licence, he hasn't been allowed a phone call. Please can someone go?",
    intent: "urgent",
  },
  { message: "My boyfriend beat me because I nor give am di chop bar money. My eye swell. I fraid for go back house", intent: "safety" },
  { message: "Pls schedule me for appointment wit lawyer on Monday. na abt my broda court case nex month", intent: "booking" },
  { message: "which documents I go bring for my papa inheritance meeting?", intent: "knowledge:What to bring" },
  { message: "Abeg, my late papa lan near di reserve, im broda dem de share am widout we. Na family land palava", intent: "area:land" },
  { message: "Mon bateau est bloqué au port de Freetown, port authority say we owe fees. Need lawyer for shipping", intent: "area:shipping" },
  {
    message: "I want to get investment from a Dutch company for my honey business near Gola. Need help with the investment agreement and registration.",
    intent: "area:business",
  },
  { message: "tell me joke about hunter", intent: "off-topic" },
  { message: "Can a forest guard search my house without a warrant because he thinks I have bush meat?", intent: "legal-question" },
  { message: "Dem lock mi papa na CID for 3 days now, dem say di gun na rebel gun. e nor get case before", intent: "urgent" },
  { message: "I want to get in touch with your firm. What are the ways?", intent: "contact" },
  { message: "I want my husband to pay maintenance for our 4 children. He has a good business selling bush meat but gives us nothing.", intent: "area:family" },
  {
    message:
      "Hunters from another chiefdom set fire near our houses after we refused them passage. They said next time they will kill us. We are scared to sleep",
    intent: "safety",
  },
  {
    message: "The other side refuses to obey the arbitration award given in our favour over the timber payment. We need it enforced through the court.",
    intent: "area:arbitration",
  },
  { message: "can I see a lawyer today if I come at 2", intent: "booking" },
  {
    message:
      "Good evening. My late father was a hunter near Kangari Hills and before he died he asked me to take care of my small sisters. Now our stepmother says she is their guardian and wants to sell the farm. I need help with the guardianship and his estate.",
    intent: "area:family",
  },
  { message: "Wat time office de open Monday morning", intent: "hours" },
  { message: "I sign contract wit one company for clear bush for dem. Dem nor pay me final balance. I get di paper. help me", intent: "area:contract" },
  { message: "Bo vs Kenema football today who go win", intent: "off-topic" },
  { message: "Les militaires ont pris mon oncle at the border checkpoint since this morning for his gun. Help", intent: "urgent" },
  {
    message: "Good afternoon, I was convicted yesterday and fined for selling protected species. I want to appeal both the conviction and the fine.",
    intent: "area:criminal",
  },
  { message: "Who are the partners at your firm?", intent: "team" },
  { message: "if I sell bush meat wey I buy from licensed hunter, I still de break law?", intent: "legal-question" },
  { message: "I will drive down from Kenema, is there safe parking for my car?", intent: "knowledge:Parking" },
  { message: "wan man wit gun de follow me since I comot di reserve office. I de hide inside shop", intent: "safety" },
  {
    message: "Dear Sir, we chartered a vessel to carry rice to Bonthe and the shipowner cancelled the charter party after we paid. We wish to claim our money.",
    intent: "area:shipping",
  },
  { message: "How I fit raise grasscutter for sell? any tips", intent: "off-topic" },
  { message: "una email pls", intent: "email" },
  { message: "Dear Sir, I want to transfer my farm near Tiwai to my son by deed. Please assist with the conveyance.", intent: "area:land" },
  { message: "we get small company for sell hunting gear. di shareholders dem want add new partner, how we go do am proper?", intent: "area:business" },
  { message: "Pls, police officers are at our chop bar right now arresting my mother and seizing the meat. What should we do?", intent: "urgent" },
  { message: "?", intent: "unknown" },
  {
    message: "Dear Sir, I should be grateful if you would arrange a meeting between our village elders and a lawyer concerning the reserve boundary.",
    intent: "booking",
  },
  { message: "Will I lose my hunting licence forever if I am convicted for hunting in closed season?", intent: "legal-question" },
  { message: "Una fit speak Mende or Temne? Na dat I sabi", intent: "knowledge:Languages spoken" },
  { message: "di lodge company an we community get agreement, now quarrel de. we want settle am out of court quick", intent: "area:arbitration" },
  { message: "what is the price of palm oil in Kailahun this week", intent: "off-topic" },
  {
    message:
      "My daughter's husband keeps threatening to kill her with his hunting gun. She ran to my house last night with the kids but he says he is coming for them",
    intent: "safety",
  },
  { message: "you people do legal work for villagers too? wetin una de handle", intent: "services" },
  { message: "Hey", intent: "greeting" },
  {
    message:
      "Dear Sir, I was dismissed from my job as a park ranger after reporting my supervisor for corruption. I believe it is unfair dismissal and would like a lawyer to handle it.",
    intent: "area:contract",
  },
  { message: "Di police invite my papa for interview about gun wey dem find for we farm. E nor arrest yet. We want lawyer wit am", intent: "area:criminal" },
  { message: "How much for consultation and do I pay before?", intent: "knowledge:Fees" },
  { message: "di guard dem hold my broda na dem camp inside bush since Sunday, dem nor carry am go police sef", intent: "urgent" },
  { message: "Is the office open during Ramadan at the same times?", intent: "hours" },
  { message: "Wey una de? I de come from Waterloo", intent: "address" },
  { message: "Na true say police fit seize my car because dem find porcupine inside am?", intent: "legal-question" },
  { message: "Wetin be di English name for bush cow", intent: "off-topic" },
  { message: "I want to know the types of cases your chambers deals with before I come", intent: "services" },
  { message: "una get WhatsApp? number pls", intent: "phone" },
  { message: "Should I bring the seizure receipt from the forest guard to the consultation?", intent: "knowledge:What to bring" },
  { message: "me wan book lawyer consultation over whatsapp call, I de for Kono", intent: "booking" },
  { message: "hw i fit contact una, I de Makeni", intent: "contact" },
  { message: "Tell me about your team of lawyers", intent: "team" },
  { message: "tenki for di help o", intent: "thanks" },
  { message: "ok bye take care", intent: "goodbye" },
  { message: "Goodbye and God bless", intent: "goodbye" },
];
