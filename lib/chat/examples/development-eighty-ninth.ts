import type { LabelledMessage } from "./labelled-message";

// Forests, sand and stone: beach sand miner's daughter (SMS), old charcoal burner (voice-typed Krio), quarry worker (typos), retired civil servant with Peninsula hill land (formal), forest reserve guard, timber logger up-country (dropped vowels), diaspora daughter in the UK (long stories), Guinean charcoal trader (French words)
export const DEVELOPMENT_EIGHTY_NINTH: LabelledMessage[] = [
  { message: "gud mornin una", intent: "greeting" },
  {
    message:
      "Pls help my brother Sorie dem don hold am for Hamilton beach dis morning. EPA people plus police came say we de dig sand illegal, dem carry am go Lumley police station now now. wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I write concerning my plot at Regent on the Peninsula hills. Some men cleared the bush there last month and are now putting up a foundation on it. I hold a conveyance from 1998. I would like the firm to take up the matter on my behalf.",
    intent: "area:land",
  },
  { message: "how much one bag of charcoal de sell for Kissy market now", intent: "off-topic" },
  { message: "una de open satday?", intent: "hours" },
  { message: "if EPA catch u dig sand 4 beach wit no licence how much fine dem go giv? dem go seize my truck 4 good?", intent: "legal-question" },
  {
    message: "my uncle get court case for Pademba Road court, dem charge am say e cut tik inside the forest reserve. we need lawyer for defend am",
    intent: "area:criminal",
  },
  {
    message: "the land grabbers dem come wit cutlass last night say if we no comot dem go kill we. we de hide for neighbor os now. abeg wetin we go do",
    intent: "safety",
  },
  {
    message:
      "I want to register a company to supply granite chips from our quarry to construction firms. Can you help me with the registration and the papers?",
    intent: "area:business",
  },
  { message: "wats ur whatsapp numba", intent: "phone" },
  { message: "Which tree is better for charcoal that burns long, mango or ironwood?", intent: "off-topic" },
  { message: "I would like to book an appointment with a land lawyer next week Tuesday if possible.", intent: "booking" },
  {
    message:
      "Bonjour, I supply charcoal to one restaurant in Lumley, dey take 60 bags and refuse to pay since 2 mois. We have paper we both sign. Una fit help me get my money?",
    intent: "area:contract",
  },
  {
    message: "forest guards catch my husband for Guma side wit chainsaw, dem tie im hand carry am go barracks. e no come home since yesterday",
    intent: "urgent",
  },
  { message: "how many lawyers una get", intent: "team" },
  {
    message: "My grandfather planted the trees on our family land at Kent. Do my cousins have the right to sell the timber without asking me?",
    intent: "legal-question",
  },
  { message: "how much una de charge for first meeting", intent: "knowledge:Fees" },
  {
    message:
      "We shipped a container of sawn timber to Antwerp from Queen Elizabeth II Quay and customs held it at the port saying the export permit is not valid. The buyer is threatening to cancel. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "where una office de exactly? I de come from Waterloo", intent: "address" },
  { message: "Me and my partner get palaver over the quarry money, we no want go court. Una de do mediation?", intent: "area:arbitration" },
  { message: "pls send me CV format for job as forest guard", intent: "off-topic" },
  { message: "dem don lock my pikin for Kissy police since last night, say e tif granite from the quarry. e only 17", intent: "urgent" },
  { message: "tenki ya", intent: "thanks" },
  {
    message:
      "My husband died in the quarry accident last year and his brothers took the house and the land. I have three children. I want a lawyer to help me.",
    intent: "area:family",
  },
  { message: "wetin una de do for people", intent: "services" },
  { message: "My boss at the quarry beat me today becos I ask for my pay, he say he will come to my house tonite with his boys. I fear", intent: "safety" },
  { message: "what time do you close on fridays", intent: "hours" },
  { message: "Is it legal for the environment agency to seize my sand truck without a court order?", intent: "legal-question" },
  {
    message: "EPA and police seize my charcoal and charge me say I burn inside protected area. Court date na next month. I need defence lawyer",
    intent: "area:criminal",
  },
  { message: "wetin be the weather for Freetown tomorrow, e go rain?", intent: "off-topic" },
  { message: "Pls what is your email address. I want to send my documents", intent: "email" },
  { message: "I wan buy lan for Tokeh near the beach, I wan make una check if the title clean before I pay", intent: "area:land" },
  { message: "Police dey take my father now from our house for Regent, dey say na him clear the hill. Please come", intent: "urgent" },
  { message: "Hello, good afternoon", intent: "greeting" },
  { message: "Una lawyer dem de speak Temne? My papa no sabi English", intent: "knowledge:Languages spoken" },
  { message: "abeg I wan see lawyer 2moro morning for my quarry matter", intent: "booking" },
  {
    message:
      "We are three brothers with a sawmill in Bo, we want to make it a company and give everybody shares. How do we go about it? We need a lawyer to do the paperwork.",
    intent: "area:business",
  },
  { message: "how to start a chainsaw that wont start after rain", intent: "off-topic" },
  {
    message: "The agency gave me a fine of 15 million leones for cutting trees on my own land. Can they really fine me for my own land?",
    intent: "legal-question",
  },
  { message: "Dem people wey de mine sand for we beach dem don threaten my mama say dem go burn we os if we talk to EPA again. we fraid", intent: "safety" },
  { message: "how can I contact una", intent: "contact" },
  {
    message: "I signd contract wit timber company to supply 200 logs evry month, now dey say dey wan cut the price. Can u review the contract 4 me",
    intent: "area:contract",
  },
  {
    message: "hello they arrested 6 of us sand miners at Lakka this morning, we are at the police post, they say we will go to court. Can you send someone",
    intent: "urgent",
  },
  { message: "Is Mohamed Conteh still handling land cases? I want him for my matter at Leicester village", intent: "attorney:Mohamed Conteh" },
  {
    message: "Our contract with the timber buyer has an arbitration clause. The buyer won't pay. Can you start an arbitration for us?",
    intent: "area:arbitration",
  },
  { message: "Which is the best beach in Freetown for a picnic with my family this sunday", intent: "off-topic" },
  { message: "r u opn nw", intent: "hours" },
  { message: "my papa don die and e leave charcoal bizness plus lan for Port Loko, we wan do the sharing proper. Una de handle dat?", intent: "area:family" },
  { message: "If I built my house before the government said the area is forest reserve, can they break it down?", intent: "legal-question" },
  { message: "pls i get problem", intent: "unknown" },
  {
    message: "Ship wey carry we granite go Liberia break down and half the cargo lost. The vessel owner no wan pay. We need lawyer for cargo claim",
    intent: "area:shipping",
  },
  { message: "wetin I for bring wen I de come meet lawyer about my land paper", intent: "knowledge:What to bring" },
  {
    message: "My husband has been held at the barracks since yesterday because soldiers said he was logging in the reserve. We cannot see him. Please help",
    intent: "urgent",
  },
  {
    message:
      "Some men with machetes are cutting the forest behind our house and they said they will kill anyone who reports them. My children are afraid. What should we do now",
    intent: "safety",
  },
  { message: "do una get woman lawyer", intent: "team" },
  { message: "my son was charged with wounding after a fight at the quarry, his trial is next week, we need lawyer", intent: "area:criminal" },
  { message: "abeg help me with my homework on deforestation in sierra leone, 500 words", intent: "off-topic" },
  { message: "Can I schedule a consultation on Thursday afternoon about the fine from EPA", intent: "booking" },
  { message: "Our family land at Mile 13 get boundary palaver with the neighbor, he move the pillars dem. We need lawyer", intent: "area:land" },
  { message: "ok bye", intent: "goodbye" },
  { message: "plz giv me d fone nmbr i wan call", intent: "phone" },
  { message: "Can the chief sell our family forest to loggers without our consent?", intent: "legal-question" },
  {
    message: "I am a quarry worker and the company sacked me without notice after 6 years. I have my employment contract. I want to take action against them.",
    intent: "area:contract",
  },
  { message: "Dem grab my brother for Waterloo checkpoint wit im charcoal truck, dem say e no get permit, now e de inside cell", intent: "urgent" },
  { message: "how much is cement per bag now", intent: "off-topic" },
  {
    message:
      "Good day. I'd like to know if you assist foreign investors. I plan to invest in a granite quarry in the Western Rural District and need advice on setting up.",
    intent: "area:business",
  },
  { message: "my husband come home drunk from the sand pit every night and beat me, last night e nearly choke me. I no get anywhere to go", intent: "safety" },
  { message: "What areas of law do you practice?", intent: "services" },
  { message: "hi", intent: "greeting" },
  {
    message:
      "We had mediation with the village about the quarry compensation and everybody sign, but the company no respect the agreement. Can una enforce am?",
    intent: "area:arbitration",
  },
  { message: "Una de allow person pay small small? I be just charcoal seller", intent: "knowledge:Fees" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  {
    message:
      "I want to adopt my late brother's son. My brother died in a logging accident in Kailahun and the boy lives with me now. Can you help with the adoption?",
    intent: "area:family",
  },
  { message: "Will I get compensation if the quarry blasting cracked my house walls?", intent: "legal-question" },
  { message: "Wetin na di score of East End Lions game yesterday", intent: "off-topic" },
  { message: "Police de for my door now say dem wan take me because of the land clearing for Hill Station. wetin I go do", intent: "urgent" },
  { message: "Is your office on Siaka Stevens Street near the Cotton Tree?", intent: "address" },
  {
    message: "We imported excavators for our quarry through QEII Quay. Customs clearing is taking 3 months and the demurrage is very high. Help",
    intent: "area:shipping",
  },
  { message: "Thank you so much for the info", intent: "thanks" },
  { message: "I need lawyer to apply bail for my cousin, he was charged for illegal logging and remanded at Pademba Road", intent: "area:criminal" },
  { message: "I want to meet a lawyer about my grandmother's will, the one with the forest land at Bathurst. When can I come?", intent: "booking" },
  { message: "pls how to make briquette from sawdust", intent: "off-topic" },
  { message: "mob de for the quarry now, dem de beat one man say na tif. e don bleed plenty", intent: "safety" },
  { message: "Does my employer have to pay me if I was injured in the quarry?", intent: "legal-question" },
  { message: "wat r all d ways to reach una office", intent: "contact" },
  { message: "I need a lease drafted for 20 acres of land to a timber plantation company, and a title search on the land first", intent: "area:land" },
  { message: "They have taken my son to CID since Monday over the sand mining at Sussex. He is not allowed visitors", intent: "urgent" },
  { message: "Do you have an email I could write to from London? Family land issue back home", intent: "email" },
  { message: "who are the lawyers in this firm", intent: "team" },
  { message: "Supply deal for 500 bags charcoal to Guinea buyer, I want lawyer to draft the contrat properly", intent: "area:contract" },
  { message: "Is there parking at your office? I'll drive my pickup", intent: "knowledge:Parking" },
  { message: "my phone charge no de hold, which charger good", intent: "off-topic" },
  { message: "My wife left me and took our children to her village. I work in the forest as guard and I want custody of my children.", intent: "area:family" },
  { message: "Abeg una, dem carry my papa go police since yesterday for di stone quarry palaver. e sick", intent: "urgent" },
  { message: "?", intent: "unknown" },
  { message: "Is it possible to settle a dispute over timber concession money with a Chinese company without going to court?", intent: "area:arbitration" },
  { message: "How long can police hold someone for burning charcoal before they must take him to court?", intent: "legal-question" },
  {
    message: "Forest guard here. Loggers threatened me with guns at the reserve today and said they will come to my house. I am afraid for my family",
    intent: "safety",
  },
  { message: "una de open early morning? like 8", intent: "hours" },
  { message: "alright see you, bye bye", intent: "goodbye" },
  {
    message:
      "Morning sir/madam. My late father's land at Sugar Loaf on the peninsula hills was cleared by people who say the Ministry gave them the land. We have the survey plan and the conveyance. My brothers in the US want me to find a lawyer here to deal with it.",
    intent: "area:land",
  },
  { message: "dey hold my wife since 2 day for Goderich police, say she de buy sand from illegal miners. she de breastfeed abeg", intent: "urgent" },
  { message: "wat time una de open monday", intent: "hours" },
  {
    message:
      "Bonsoir. Me I am from Guinea, I bring charcoal in Freetown. The customs at the border take all my bags and say I must pay big fine. I want lawyer help me get my goods back.",
    intent: "area:criminal",
  },
  { message: "how to tell if sand is good for building block or too salty", intent: "off-topic" },
  { message: "If my boss don't give me protective gear in the quarry and I lose my eye, can I sue him and how much money I go get?", intent: "legal-question" },
  { message: "Good morning", intent: "greeting" },
  { message: "I want book appointment wit una, abeg which day free", intent: "booking" },
  {
    message:
      "Our logging company wants to bring in a foreign partner with 40 percent. We need the shareholders agreement done and the company records changed.",
    intent: "area:business",
  },
  { message: "som boys de follow me since I report di sand mining to EPA, dem say dem go wound me. I de hide for my aunty os now", intent: "safety" },
  { message: "do you have lawyers for criminal cases and for land cases?", intent: "services" },
  { message: "wetin na una fon numba abeg", intent: "phone" },
  {
    message:
      "The ship we chartered to carry our logs to China left Freetown 3 days late and the owners want us to pay extra. The charter party says something else. Can una look into it?",
    intent: "area:shipping",
  },
  {
    message: "They just came and took my brother from the sawmill in Kenema, soldiers and police together, they did not say why. Please we need somebody now",
    intent: "urgent",
  },
  { message: "Can my landlord throw me out because the government says the house is in the forest reserve?", intent: "legal-question" },
  { message: "wat d price of 1 trip of sand 4 Waterloo now", intent: "off-topic" },
  { message: "Is Ibrahim Jalloh the one who does human rights cases? I want him for the forest community eviction case", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "I have a dispute with the man who bought my stone crusher, he paid half and stopped. We agreed to go to arbitration if there was a problem. Can you handle it?",
    intent: "area:arbitration",
  },
  {
    message:
      "My late husband's family is saying I can't stay in the house he built from his timber money because we didn't do church wedding. I need help with this inheritance matter.",
    intent: "area:family",
  },
  { message: "pls I wan talk to lawyer face to face about the EPA fine, una get time Wednesday?", intent: "booking" },
  {
    message: "I work for a timber company as a driver for 4 years and they never give me contract, now they say I no be staff. I want to fight this.",
    intent: "area:contract",
  },
  { message: "Wetin language una de talk for office? I sabi only Mende and small Krio", intent: "knowledge:Languages spoken" },
  { message: "how to write a poem about the forest for my school", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, My son has been detained at Waterloo police station since Saturday in connection with the clearing of land at Hastings hills. He has not been charged and we are not allowed to see him. I urgently request your assistance.",
    intent: "urgent",
  },
  { message: "who be di lawyer dem for una office", intent: "team" },
  { message: "hmmm", intent: "unknown" },
  { message: "Is it true the agency can fine me for burning charcoal in my own farm bush? Is it against the law?", intent: "legal-question" },
  { message: "wat d email", intent: "email" },
  {
    message: "I want to check the title of land at Lakka before I buy. The seller says it's family land but the beach side has sand miners on it.",
    intent: "area:land",
  },
  { message: "pls hurry, police don come for we yard now dem de put my papa for vehicle, say e tif log", intent: "urgent" },
  { message: "Dem don burn my charcoal oven last night and tell me say next time na me dem go burn. I no sleep for my os since", intent: "safety" },
  { message: "What time you open on saturday and do you have parking?", intent: "hours", also: ["knowledge:Parking"] },
  {
    message: "Please I need someone to defend me. EPA took me to court for running an unlicensed stone quarry. I did not know I needed a licence.",
    intent: "area:criminal",
  },
  { message: "who wins between Kallon FC and Bo Rangers this season", intent: "off-topic" },
  { message: "Tenki for di help, God bless una", intent: "thanks" },
  {
    message: "Hello, I run a charcoal business with my sister and we want to register it properly with the Corporate Affairs Commission. Do you do that?",
    intent: "area:business",
  },
  { message: "Can I go to the office to see a lawyer without appointment or I must book first? I want to book if that is needed.", intent: "booking" },
  { message: "where is the office, i'm coming from Kono by poda poda", intent: "address" },
  {
    message:
      "Our cargo of timber was damaged by seawater because the hatch on the vessel was leaking. The insurers are refusing. We need a lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  { message: "Dem lock me inside container for the quarry site since morning, dem say I tif diesel. I de use my friend fon", intent: "urgent" },
  { message: "Will the court send me to prison if they find me guilty of cutting trees in the reserve? Its my first time", intent: "legal-question" },
  { message: "how to cook cassava leaf with smoked fish", intent: "off-topic" },
  { message: "I need help with my father's will. He had land at Grafton and a sawmill. He died in December.", intent: "area:family" },
  { message: "Yu get lawyer wey sabi forest law? wetin una de handle", intent: "services" },
  {
    message:
      "Sir, my brother and I run a quarry together and we cannot agree on how to divide the profit. Our uncle tried to settle it but it failed. We prefer to settle quietly without court. Can your firm do this?",
    intent: "area:arbitration",
  },
  { message: "I wan bring my papa for meeting, wetin we for carry come", intent: "knowledge:What to bring" },
  {
    message: "e get one man wey de hold gun for the forest, e say e go shoot anybody wey pass there. My pikin dem de go farm that side. We fraid",
    intent: "safety",
  },
  {
    message:
      "The company that contracted me to cut and haul 300 logs has refused to pay the last instalment. They say the logs were short. I have the contract. I need a lawyer to enforce it.",
    intent: "area:contract",
  },
  { message: "hw many ppl wrk der as lawyer", intent: "team" },
  { message: "Can I have your number and email so I can send the pictures of the cleared land", intent: "contact" },
  { message: "police take my uncle from Lumley beach wen dey catch di sand trucks, e de Central police now since yesterday", intent: "urgent" },
  { message: "how much for a consultation? and can I pay in mobile money", intent: "knowledge:Fees" },
  { message: "Can the forestry officers take my chainsaw and logs without giving me any paper?", intent: "legal-question" },
  { message: "do una get office for Bo or only Freetown", intent: "address" },
  { message: "Good evening to you", intent: "greeting" },
  { message: "I need to talk to someone about my land at Regent. Can I book an appointment for Friday morning?", intent: "booking" },
  { message: "Which phone is cheap and has good battery for the bush", intent: "off-topic" },
  { message: "Abeg una de open for lunch time? I go come from work", intent: "hours" },
  {
    message:
      "They picked my husband from the road at Tombo with a truck of sand last night. The police at the station say he will stay till Monday. Please help us",
    intent: "urgent",
  },
  { message: "Does Christiana Thomas handle quarry workers who were sacked? I was dismissed last month", intent: "attorney:Christiana Thomas" },
  {
    message:
      "Our village signed agreement with stone company for the quarry on our land, now the company don expand pass the boundary. We wan lawyer for the land side",
    intent: "area:land",
  },
  {
    message: "I want to invest in a eucalyptus timber plantation in Port Loko. Can you help with the company registration and investment license?",
    intent: "area:business",
  },
  { message: "fine. thanks", intent: "thanks" },
  { message: "Can a mining company take my family land for sand without paying compensation?", intent: "legal-question" },
  { message: "Is there anyone in your office who speaks French? My husband is from Conakry", intent: "knowledge:Languages spoken" },
  { message: "wetin be the best way for pack charcoal so e no break for lorry", intent: "off-topic" },
  {
    message: "The port authority detained our barge carrying sand at the quay and say we owe port charges. We disagree. Need a shipping lawyer please",
    intent: "area:shipping",
  },
  {
    message: "My wife wants divorce, she say I no de give money since the quarry close. I want lawyer to handle the divorce and the children matter.",
    intent: "area:family",
  },
  { message: "I wan make una defend me, dem say I set fire for the forest for Tacugama side but na lie. Court don start", intent: "area:criminal" },
  {
    message: "Dem don hold my son and his friends for the beach since yesterday evening, dem say na sand mining. Nobody tell we where dem carry dem",
    intent: "urgent",
  },
  { message: "wetin be your phone number for call", intent: "phone" },
  { message: "I want to book a consultation for my father who was fined by EPA. He is old so can it be in the morning?", intent: "booking" },
  {
    message: "My neighbor at the quarry site is threatening my daughter, he said if she does not agree to marry him he will take her by force. She is 15",
    intent: "safety",
  },
  { message: "tell me joke about loggers", intent: "off-topic" },
  {
    message: "We had a tribunal award against a timber exporter last year but they still haven't paid. How do we enforce it in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "Can I ask my question by email instead of coming?", intent: "email" },
  {
    message:
      "My contract with the sand supply company says I must deliver 10 trips a week but the beach is now closed by EPA. Am I in breach? Will they win if they sue me?",
    intent: "legal-question",
  },
  { message: "wetin I for bring wen I de come? I get receipt for the fine, and the seizure paper", intent: "knowledge:What to bring" },
  { message: "Is it possible to have a woman lawyer for my matter? It is about my husband", intent: "team" },
  { message: "how far is Bo from Kenema by car", intent: "off-topic" },
  { message: "whats ur hours", intent: "hours" },
  { message: "police de beat my broda now for the checkpoint, dem don tie am, e de cry. Waterloo checkpoint", intent: "urgent" },
  { message: "I drive truck for sand company and they owe me 6 months salary. I want lawyer help me collect", intent: "area:contract" },
  { message: "Abeg una de help people wey get land palaver and people wey dem charge for court?", intent: "services" },
  {
    message: "I and my brothers want to form a company for stone quarrying and export. Need lawyer for registration and shareholding.",
    intent: "area:business",
  },
  { message: "the men wey clear the hill for Leicester don come back tonight, dem de shout and throw stone for we house. We inside. Please", intent: "safety" },
  { message: "I need to see a lawyer about the timber seizure, can I come tomorrow at 10", intent: "booking" },
  { message: "Can I pay the fine from EPA in parts or they will lock me up?", intent: "legal-question" },
  {
    message: "Dem don seize my 3 lorries wit logs for Makeni, the police say na illegal. I get permit. I need lawyer for fight the case",
    intent: "area:criminal",
  },
  {
    message: "We have a cargo claim. Our granite chips shipped to Guinea arrived short by 40 tonnes. The shipping agent blames the port. Can you help?",
    intent: "area:shipping",
  },
  { message: "my husband family want take my pikin from me after e die for the forest. E no leave will. Abeg help me", intent: "area:family" },
  { message: "can una send me una contact details all of dem", intent: "contact" },
  { message: "CID officers have just handcuffed my brother in front of his charcoal store in Kissy. He is being driven away. What do we do", intent: "urgent" },
  { message: "help me write application letter for job at the sawmill", intent: "off-topic" },
  { message: "Is your office near Lumley?", intent: "address" },
  {
    message: "My brother and I disagree about the sale of our late father's sand mining licence. Can you arrange mediation for us?",
    intent: "area:arbitration",
  },
  { message: "I clear my land for Waterloo, now the forestry people say I cut protected tree. Will they take my land away?", intent: "legal-question" },
  { message: "ok I go come back later. bye", intent: "goodbye" },
  {
    message:
      "Our community land at Number 2 River was cleared for a resort. Nobody asked the family heads. We need a lawyer to look at the documents and protect the land.",
    intent: "area:land",
  },
  { message: "una get lawyer for contract palaver, for supply of charcoal", intent: "area:contract" },
  { message: "Ow di bodi, una well?", intent: "greeting" },
  { message: "abeg dem don arrest my aunty for Kroo Bay wit charcoal, dem say she no get permit for sell. she de Eastern police now", intent: "urgent" },
  {
    message:
      "I am a forest guard at the Western Area Peninsula park. The Ministry has not paid us for 7 months and now they want us to sign new contract with less money. Can your firm take our case?",
    intent: "area:contract",
  },
  { message: "What is the best fertilizer for planting acacia trees", intent: "off-topic" },
  {
    message: "Is Adama Koroma available? I heard she handles arbitration and we have a quarry dispute with a Lebanese company",
    intent: "attorney:Adama Koroma",
  },
  { message: "If the forestry people seized my logs, do they have to give them back if the court says I am not guilty?", intent: "legal-question" },
  {
    message: "we are hiding in the bush near Mama Beach, the sand boys with sticks are looking for my son because he talked to the radio. Please",
    intent: "safety",
  },
  { message: "Parking de for una office? I go come wit motorbike", intent: "knowledge:Parking" },
  { message: "I want to register my sand haulage business with 4 trucks as a limited company. Wetin I need and una fit do am?", intent: "area:business" },
  { message: "una de close wat time 2day", intent: "hours" },
  { message: "Pls I want to book appointment with lawyer for the land that the people clear for Kossoh Town", intent: "booking" },
  { message: "dem carry my broda go Hastings police dis morning, dem say e cut tree inside reserve. dem no gi am food since", intent: "urgent" },
  {
    message:
      "We loaded 2,000 bags of charcoal on a vessel to Senegal and the vessel left without half the cargo. The agent says it's the master's fault. We need help with this claim.",
    intent: "area:shipping",
  },
  {
    message: "Our grandfather's land at Hamilton was sold by our uncle to a sand mining man. We are the grandchildren and want to stop it. We need a lawyer",
    intent: "area:land",
  },
  { message: "how to get visa to Ghana from Freetown", intent: "off-topic" },
  {
    message:
      "Dear Counsel, I am the chairman of a community forest committee in Moyamba. We have a disagreement with a logging contractor over royalties. Both sides have agreed to try mediation. Does your firm conduct mediation?",
    intent: "area:arbitration",
  },
  { message: "Wetin una de do? Una de help people wey get palaver wit government?", intent: "services" },
  { message: "Una lawyer dem na man or woman", intent: "team" },
  {
    message: "My sister died and left two children, their father works the quarry and doesnt care for them. I want guardianship and maintenance from him. Help",
    intent: "area:family",
  },
  { message: "If I sign that I agree with the fine, can they still take me to court later?", intent: "legal-question" },
  { message: "soldiers dem de beat people for the quarry now, say we block road. I don run go hide but my friend dem still de there", intent: "safety" },
  { message: "they took my father from our farm at Bathurst in a police pickup, they say he burnt the forest. he is 70", intent: "urgent" },
  { message: "which hospital in Freetown good for burns, my friend burn at charcoal pit", intent: "off-topic" },
  { message: "Dem charge me say I spoil environment wit sand mining, first hearing na Monday for Magistrate court. I nid lawyer", intent: "area:criminal" },
  { message: "fone numba pls", intent: "phone" },
  { message: "can i book a time to speak with a lawyer on whatsapp call? i am in Manchester", intent: "booking" },
  { message: "Ok tenki", intent: "thanks" },
  {
    message:
      "The environment agency closed our stone crusher and fined the company. We want to challenge the decision and also review our licences and company papers. Which lawyer handles business?",
    intent: "area:business",
  },
  {
    message:
      "Our employer at the sawmill made us sign a new contract in English that we cannot read. Now they deduct money every month. Can you review the contract?",
    intent: "area:contract",
  },
  { message: "They seized the sand truck I hired from a man and now he says I must pay for the truck. Must I pay him?", intent: "legal-question" },
  { message: "wetin be the date today", intent: "off-topic" },
  {
    message: "I need help urgently, the gendarmes in Pamelap took my cousin with his charcoal truck. He is Sierra Leonean. They keep him since Friday",
    intent: "urgent",
  },
  { message: "our neighbour take bulldozer clear part of our land for Grafton and put pillar. We wan lawyer for survey and to stop am", intent: "area:land" },
  { message: "What time do you open on Monday morning? I will come early", intent: "hours" },
  { message: "Can I get all your contacts, phone whatsapp and email", intent: "contact" },
  {
    message:
      "Hello, I want to open an account for the timber company but the bank refuses because of the forestry licence question. Can your business lawyer help us with the bank?",
    intent: "area:business",
  },
  {
    message: "please I'm afraid, the man I reported for illegal logging has been calling my phone saying he knows where my children go to school",
    intent: "safety",
  },
  { message: "I want to see a lawyer this week please. My father's logs were seized", intent: "booking" },
  { message: "what is the difference between hardwood and softwood", intent: "off-topic" },
  { message: "Dem hold my husband for two nights now for Kenema police, dem say e carry timber wit no permit. abeg una", intent: "urgent" },
  {
    message: "Our vessel was arrested at the quay because of a claim by a fuel supplier. We need to release the ship quickly. Please call us",
    intent: "area:shipping",
  },
  { message: "wetin una de do", intent: "services" },
  {
    message: "My late mother's will left the forest land at Tokeh to me but my step brothers say the will is fake. We need a lawyer for probate.",
    intent: "area:family",
  },
  { message: "Do I need a licence to burn charcoal on my own farm?", intent: "legal-question" },
  { message: "is there a car park close to the office or I go park for road", intent: "knowledge:Parking" },
  {
    message: "My uncle was taken by people in plain clothes from the quarry office an hour ago. They said they are police but we don't know where they went",
    intent: "urgent",
  },
  {
    message:
      "Good day. My company supplied timber to a construction firm in Freetown under a written contract. They have refused the last load and won't pay. We want a lawyer to demand payment.",
    intent: "area:contract",
  },
  { message: "wetin na una email", intent: "email" },
  { message: "Pls I wan know di fees before I come", intent: "knowledge:Fees" },
  { message: "Abeg wetin be the recipe for pepper soup", intent: "off-topic" },
  {
    message:
      "we are sand miners from Tombo, the EPA say we should stop and the traders we sell to want to take us to court. We want to settle out of court. Can una help?",
    intent: "area:arbitration",
  },
  { message: "My brother is in a police cell in Port Loko since yesterday for charcoal. His wife just delivered. Please is there any way", intent: "urgent" },
  { message: "yu lawyer dem sabi Mende?", intent: "knowledge:Languages spoken" },
  { message: "dem man dem wey clear land for Kissy hills don come tell my mama say if e no sign paper dem go kill am. e de alone", intent: "safety" },
  { message: "hey", intent: "greeting" },
  {
    message: "I had an accident at the stone quarry and lost two fingers. The owner refuses to pay my hospital bill. I want a lawyer.",
    intent: "area:contract",
  },
  { message: "How many partners are in the firm?", intent: "team" },
  {
    message: "I have been charged with receiving stolen logs. I didn't know they were stolen. I need someone to represent me at trial.",
    intent: "area:criminal",
  },
  { message: "The EPA officer asked me for money to not fine me. If I refuse, can he still fine me?", intent: "legal-question" },
  { message: "which team you support Chelsea or Arsenal", intent: "off-topic" },
  { message: "I want appointment next Monday for my uncle's land on the Peninsula hills", intent: "booking" },
  { message: "una de open sunday?", intent: "hours" },
  { message: "Dem take my pikin from school for Lumley, police say na him and im friends de dig sand for night. e just 14", intent: "urgent" },
  {
    message:
      "Our cargo of hardwood logs to Vietnam was rejected at destination because of fumigation. The shipper says the charter party makes us pay. Need advice from shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "I want to buy a plot near the forest reserve at Regent. Please do a search to see if the land is inside the reserve.", intent: "area:land" },
  { message: "ur phone no. pls", intent: "phone" },
  { message: "i dnt knw", intent: "unknown" },
  { message: "Thank you, that is helpful", intent: "thanks" },
  {
    message: "I run a charcoal depot in Kissy, I want to bring my brother in as partner with shares. Do you draft shareholder agreements?",
    intent: "area:business",
  },
  {
    message:
      "Hello, I have been beaten by my husband, he works as a logger and he came back and beat me because I asked for money. I am bleeding and I am hiding in the toilet",
    intent: "safety",
  },
  { message: "what time una de open, and una get parking?", intent: "knowledge:Parking", also: ["hours"] },
  { message: "best place to buy chainsaw chain in Freetown", intent: "off-topic" },
  {
    message: "My brother and I can't agree on splitting the sand trucks after papa died. We want a neutral person to help us agree. Can una help?",
    intent: "area:arbitration",
  },
  { message: "Am I allowed to dig sand from the river behind my own house or it is illegal?", intent: "legal-question" },
  { message: "Madam I wan book meeting for my divorce case", intent: "booking" },
  {
    message:
      "Dear Sir, I was arrested at the forest reserve yesterday, I'm now writing from the police station in Goderich where I am held. Please send a lawyer",
    intent: "urgent",
  },
  {
    message: "My husband's family wants to put me out of the house and take my pikin dem share of his quarry money. He died last year without will.",
    intent: "area:family",
  },
  { message: "Which kind of law una de handle", intent: "services" },
  {
    message: "My employer at the sawmill is refusing to give me end of service benefits after 12 years. I want to take him to the tribunal",
    intent: "area:contract",
  },
  { message: "Pls how do I contact you from Ghana?", intent: "contact" },
  { message: "Who is the lawyer in charge of criminal cases there", intent: "team" },
  { message: "Police don seize my chainsaw and charge me. I go court Thursday. Pls represent me", intent: "area:criminal" },
  { message: "how to make a sand filter for drinking water", intent: "off-topic" },
  { message: "There are men outside my house with cutlasses saying I must leave the land today. My husband is not home", intent: "safety" },
  {
    message: "The government revoked our timber export license and the container is at the port. We need help with the port and customs release",
    intent: "area:shipping",
  },
  { message: "my broda wey dem lock since saturday for Wellington police station e no get food, e no see lawyer, e sick bad", intent: "urgent" },
  { message: "Can I book a call with a lawyer today?", intent: "booking" },
  { message: "How much money go get if the sand trucks spoil my house and I sue?", intent: "legal-question" },
  { message: "where is the firm located", intent: "address" },
  { message: "una de open now? I de outside", intent: "hours" },
  {
    message: "I want a lawyer for the family land at Goderich. People are clearing it and my uncles want to sell part. We have the title deed.",
    intent: "area:land",
  },
  { message: "I need a lawyer to defend my son. They say he assaulted the forest guard during the seizure. Trial next month", intent: "area:criminal" },
  { message: "please can u guide me to start a charcoal business, how much capital I need", intent: "off-topic" },
  {
    message: "My partners sold the quarry equipment without telling me. We are a registered company. I want to take action to protect my shares.",
    intent: "area:business",
  },
  { message: "mi fren wey e de work for sand pit don tek im shovel hit me for head today, e say e go finish me. I de for me cousin os now", intent: "safety" },
  { message: "I want to talk to the lawyer for family about my late husband's charcoal business and the children", intent: "area:family" },
  { message: "bye for now", intent: "goodbye" },
  { message: "what should I bring to the consultation? I have the EPA letter and photos", intent: "knowledge:What to bring" },
  { message: "the arbitration with the logging firm finished and we won, but they appeal. Can una help us enforce the award?", intent: "area:arbitration" },
  { message: "dem take my papa and my uncle from the village for the forest fire, dem de barracks since yesterday night", intent: "urgent" },
  { message: "Salut, good morning to una all", intent: "greeting" },
  {
    message:
      "I am a stone breaker at Kissy quarry. Police came this morning and picked up 10 of us, they say we are breaking stone on government land. We are at Kissy police station. Please",
    intent: "urgent",
  },
  { message: "Sir I need lawyer to defend me in court, the EPA say I do sand mining for Hamilton without licence and dem charge me", intent: "area:criminal" },
  { message: "how to fix the engine of my sand truck it de smoke", intent: "off-topic" },
  {
    message: "Can the agency seize my house because I built it on hill land they say is protected? I have papers from the Ministry.",
    intent: "legal-question",
  },
  {
    message:
      "My husband's brothers took his timber business after he died and they want me to leave the compound with my five children. I want the court to give my children their share.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, I would be grateful if you could schedule a meeting with one of your lawyers regarding land at Leicester Peak. I am available any morning next week.",
    intent: "booking",
  },
  {
    message:
      "The men who cleared the forest behind us came to our house last night and beat my husband, they say we must sign the land paper. He is in bed, they said they will return",
    intent: "safety",
  },
  { message: "which lawyers do you have for land", intent: "team" },
  { message: "what is your phone number and what time can I call", intent: "phone", also: ["hours"] },
  {
    message:
      "We have a contract with a Chinese timber company that says disputes go to arbitration in Freetown. They have breached it. Can your firm represent us?",
    intent: "area:arbitration",
  },
  {
    message: "Dem just pick my broda from di junction for Waterloo, di charcoal people dem call police, dem say e owe money. e de inside police van now",
    intent: "urgent",
  },
  {
    message: "I need help with a lease for my land at Tokeh. A hotel wants to lease it for 25 years but there are sand miners on the beach side.",
    intent: "area:land",
  },
  { message: "una get legal aid for poor people? my papa na charcoal burner", intent: "knowledge:Fees" },
  {
    message: "I want to start an export company for processed timber. Can you help me register it and get the investment incentives?",
    intent: "area:business",
  },
  { message: "how many people work at una firm", intent: "team" },
  { message: "abeg wetin be Lumley beach traffic now", intent: "off-topic" },
  {
    message: "Police arrested my wife at the market in Bo for selling charcoal they say came from the reserve. They are holding her now. Please what do we do",
    intent: "urgent",
  },
  {
    message: "The shipping line says our container of sawn timber was lost at sea but they won't give us any documents. We need to make a claim against them.",
    intent: "area:shipping",
  },
  { message: "wetin una de do, una de help wit land and wit court case?", intent: "services" },
  { message: "my employer owes me for work in the stone quarry, 4 months. can I go to labour office or court, will I win?", intent: "legal-question" },
  { message: "I want to meet a lawyer. when can I come?", intent: "booking" },
  {
    message: "I need to see a criminal lawyer about a police case against my son, the quarry owner said my son stole dynamite. He is on bail now.",
    intent: "area:criminal",
  },
  { message: "dem de chase me wit stick for the beach, the sand boys say I talk to EPA. I don hide for one shop. pls help me", intent: "safety" },
  { message: "plse wat tim u open 2moro", intent: "hours" },
  { message: "how much is fees for land case?", intent: "knowledge:Fees" },
  {
    message:
      "The port detained our sand dredger at the quay for unpaid port dues from the former owner. We bought the vessel last year. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "can u help me write a poem for my mother", intent: "off-topic" },
  { message: "Dem don lock my son inside cell for Lumley since 3 days, e no get lawyer, dem say e de mine sand for night. abeg", intent: "urgent" },
  {
    message:
      "I am writing from Atlanta. My family land in Waterloo was cleared by strangers while we were away. I have photos and the survey plan. I need a lawyer on the ground to handle this.",
    intent: "area:land",
  },
  { message: "Bonjour, vous parlez français? I am a charcoal trader from Guinea", intent: "knowledge:Languages spoken" },
  {
    message: "I want a divorce. My husband is a logger and he has taken another wife, he no de support me or the children. I want maintenance.",
    intent: "area:family",
  },
  { message: "Una de handle environment matters like EPA fines and forestry, or only normal court case?", intent: "services" },
  { message: "Thanks a lot", intent: "thanks" },
  { message: "what is the email for consultation?", intent: "email" },
  { message: "is it legal for the forestry department to sell the logs they seized before my case is finished?", intent: "legal-question" },
  { message: "help", intent: "unknown" },
  { message: "Dem don tie my papa wit rope for di forest, di guards dem de carry am go Regent station. e old", intent: "urgent" },
  { message: "we want to bring the sand mining community and the company to mediation. una de do that?", intent: "area:arbitration" },
  { message: "please i want meeting with a lawyer on Friday 11am", intent: "booking" },
  { message: "What's the weather in Kenema this week, I want to go cut wood", intent: "off-topic" },
  {
    message:
      "Our company needs help with governance. The directors of our quarry company have not held a meeting in two years and the MD is taking decisions alone.",
    intent: "area:business",
  },
  { message: "wetin una numba", intent: "phone" },
  { message: "Can I come to see you and talk Krio? My English is not good", intent: "knowledge:Languages spoken" },
  {
    message:
      "Hello, the logging company hired me as a chainsaw operator and fired me after I got injured. I have the contract. I need a lawyer for this employment problem.",
    intent: "area:contract",
  },
  { message: "Dem don take my son from di sand pit dis morning, di police wey come wit EPA. We no sabi wey dem carry am go", intent: "urgent" },
  { message: "Can the chief fine me for cutting wood on community land? He said I must pay 2 goats and money.", intent: "legal-question" },
  { message: "Good afternoon, I would like to schedule a meeting with a lawyer about the seizure of my timber", intent: "booking" },
  { message: "where is your office in Freetown", intent: "address" },
  { message: "which documents I for bring for the meeting about my land", intent: "knowledge:What to bring" },
  { message: "please my neighbor is beating his wife now in the compound, he is a quarry worker, she is shouting. what can we do", intent: "safety" },
  { message: "how much for a ton of granite from the quarry", intent: "off-topic" },
  { message: "Please what kinds of cases do you take?", intent: "services" },
  { message: "our cargo of charcoal was thrown overboard in a storm, the shipowner says we must share the loss. Can una help us?", intent: "area:shipping" },
  {
    message: "The police have my brother in custody in Kambia since Sunday for transporting timber. We sent money but they won't release him",
    intent: "urgent",
  },
  { message: "una get parking for visitors?", intent: "knowledge:Parking" },
  {
    message: "I bought land at Sussex, the seller gave me a deed, now another man says he owns it. I need lawyer to check the deed and deal with him",
    intent: "area:land",
  },
  { message: "My brother is accused of burning the forest and I need a good defence lawyer for his trial in Freetown", intent: "area:criminal" },
  { message: "my father died and left a will but my uncle is holding the sawmill. We need a lawyer for probate", intent: "area:family" },
  { message: "evening", intent: "greeting" },
  { message: "Will the EPA fine be bigger if I don't pay on time?", intent: "legal-question" },
  {
    message:
      "Dear Sir, our company has a long-term supply contract with a construction firm for crushed stone. They want to end it early. We want it reviewed and enforced.",
    intent: "area:contract",
  },
  { message: "Help me find a job in the forest department", intent: "off-topic" },
  {
    message: "My brother and I have a dispute over the sand trucks with a Ghanaian partner. The contract says arbitration. What do we do?",
    intent: "area:arbitration",
  },
  { message: "I want to see a lawyer. Can I come today?", intent: "booking" },
  { message: "Who are your partners and associates?", intent: "team" },
  {
    message: "I just got a call, soldiers dey hold my son for Tombo since yesterday night, dem say e dig sand for the beach. Pls do someting",
    intent: "urgent",
  },
  { message: "dem de shoot gun for the forest near my house, the loggers and the guards de fight. I de inside wit my pikin dem, we fraid", intent: "safety" },
  { message: "i am in the US. How do I reach you, phone, whatsapp, email?", intent: "contact" },
  { message: "Una de do company registration?", intent: "area:business" },
  { message: "wetin I go bring for the meeting", intent: "knowledge:What to bring" },
  { message: "how can I charge my phone at the quarry, no light", intent: "off-topic" },
  {
    message:
      "Dear Sir, the Ministry of Lands has demolished the houses on the hill at Juba without notice. We want to know if they can do that without a court order.",
    intent: "legal-question",
  },
  { message: "Una de open for holiday week?", intent: "hours" },
  {
    message: "The port customs detained our container of logs because the exporter was using a different name. We need help at QEII Quay",
    intent: "area:shipping",
  },
  {
    message: "di quarry boss and im boys dem de look for my cousin after the fight, dem say dem go kill am. e de hide for we os now. plz help",
    intent: "safety",
  },
  { message: "Thank you very much, I will call tomorrow", intent: "thanks" },
  { message: "hmm ok", intent: "unknown" },
  { message: "Is there any way to settle the quarry dispute with my community without going to court?", intent: "area:arbitration" },
  { message: "What does the firm help with?", intent: "services" },
  {
    message: "My wife and I are separating, she wants the land at Regent that I bought with my timber money. I need a lawyer for the divorce",
    intent: "area:family",
  },
  {
    message: "I want a lawyer to represent me at the police station, they invited me for questioning about illegal logging next week.",
    intent: "area:criminal",
  },
  { message: "how to register football team", intent: "off-topic" },
  { message: "please how can I reach una", intent: "contact" },
  { message: "I want to book a consultation, my family land at Kent is being cleared", intent: "booking" },
  { message: "Abeg police don come for we os now wit EPA, dem de carry my papa go. Wetin we go do", intent: "urgent" },
  { message: "what email do I use to send my land documents?", intent: "email" },
  { message: "Can the agency seize my chainsaw if I only cut trees on my own farm?", intent: "legal-question" },
  { message: "Im scared, my husband said he will kill me because I told the police about his illegal logging", intent: "safety" },
  { message: "I want to buy land in Waterloo hills, they say the government may take it. Can una do title search?", intent: "area:land" },
  { message: "una de sell chainsaw?", intent: "off-topic" },
  { message: "We need a lawyer to check the investment agreement for a sand dredging project before we sign.", intent: "area:business" },
  { message: "Parking space dey near una office? I go come wit truck", intent: "knowledge:Parking" },
  { message: "I was sacked from the quarry after I reported unsafe work. I want lawyer help me with my contract claim", intent: "area:contract" },
  { message: "una de open till 5?", intent: "hours" },
  { message: "oya bye", intent: "goodbye" },
  { message: "I wan book time wit lawyer about di sand truck wey EPA seize", intent: "booking" },
  { message: "I need appointment please", intent: "booking" },
  {
    message: "Our charcoal shipment to Dakar is stuck at QEII Quay, the shipping agent won't release the bill of lading. Need a lawyer for this",
    intent: "area:shipping",
  },
  { message: "ok goodbye and thanks again", intent: "goodbye" },
];
