import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: long-distance lorry/bus drivers and riding traders (Bo-Kenema, Freetown-Makeni); writers: old Bo lorry driver, teen loader, Kenema market woman, Freetown fleet owner, Makeni bus driver, UK daughter, Guinean trader, driver's wife
export const SIXTIETH_TEST_SET: LabelledMessage[] = [
  { message: "good morning una", intent: "greeting" },
  {
    message: "Abeg police don hold my driver for Mile 91 checkpoint since yesterday night, dem say na him cause the accident. Wetin we go do",
    intent: "urgent",
  },
  {
    message: "i drive lorry for one man in bo 7 months now he no pay me salary, 4 months owing. i want lawyer to help me collect my money",
    intent: "area:contract",
  },
  { message: "how is the road from Bo to Kenema now, they finish the bridge at Blama?", intent: "off-topic" },
  { message: "if my lorry knock person for road and the person die, will they jail me even if the person just cross without look?", intent: "legal-question" },
  { message: "the crowd dem want beat me after the okada man fall near my truck, I run enter one shop now, they still outside", intent: "safety" },
  { message: "una de open Saturday?", intent: "hours" },
  {
    message:
      "Dear Sir, I have two containers of motor spare parts held at Queen Elizabeth II Quay for three weeks. Customs say the declared value is wrong. I need legal assistance to get them released.",
    intent: "area:shipping",
  },
  { message: "how much is diesel per litre in Kenema today", intent: "off-topic" },
  { message: "I want to see one lawyer tomorrow about my bus wey police seize", intent: "booking" },
  { message: "we buy land for Makeni to make lorry park, now another family say na dem lan. pls help", intent: "area:land" },
  {
    message:
      "my husband na driver, soldiers at the checkpoint carry am go barracks this morning because of the goods in the truck. He still dey there. Pls help",
    intent: "urgent",
  },
  { message: "wetin na una phone number", intent: "phone" },
  { message: "Is it legal for police at checkpoint to collect 20k from every lorry? They say na 'for tea'", intent: "legal-question" },
  {
    message:
      "My father was a lorry driver, he died in a crash on the Bo-Kenema road last month. His brothers have taken the truck and say it's theirs. I need help for my mother and my siblings.",
    intent: "area:family",
  },
  { message: "how many lawyers una get", intent: "team" },
  { message: "dem charge me for reckless driving, case go start for Bo magistrate court next month. I need lawyer for defend me", intent: "area:criminal" },
  { message: "abeg who win the match yesterday, East End Lions or Kallon", intent: "off-topic" },
  { message: "wetin una de do for people, which kind case una de handle?", intent: "services" },
  { message: "I and my two brothers want register transport company with 3 buses for Freetown-Makeni route. How we go start?", intent: "area:business" },
  {
    message: "the owner of the lorry send boys to my house last night, dem say if I no pay for the damage dem go kill me. I fraid to go out",
    intent: "safety",
  },
  {
    message: "me and my partner share one lorry, now we de quarrel over money. we no want court, we want settle am quiet. una de do that?",
    intent: "area:arbitration",
  },
  { message: "how much una de charge for case like accident case?", intent: "knowledge:Fees" },
  { message: "pls pls they just take my brother from the lorry park in handcuff, na Kissy police dem carry am", intent: "urgent" },
  { message: "send me your email address pls", intent: "email" },
  {
    message:
      "The truck broke down at Taiama and the fish spoiled after 3 days waiting for a part. The trader says I must pay for all of it. Am I responsible by law?",
    intent: "legal-question",
  },
  { message: "wetin time the first bus de comot from Freetown to Makeni", intent: "off-topic" },
  { message: "how I fit reach una? I de for Kenema", intent: "contact" },
  {
    message:
      "Good afternoon, I signed a hire purchase agreement for a Mercedes truck and the seller now wants to take it back though I have paid 70%. I need a lawyer to look at the contract.",
    intent: "area:contract",
  },
  { message: "sir pls", intent: "unknown" },
  {
    message:
      "Dem don lock my driver for Bo police cell after the accident at Gerihun junction. the family of the people wey die de there too. Wetin I go do now?",
    intent: "urgent",
  },
  { message: "Where is your office in Freetown? I go come from Waterloo", intent: "address" },
  {
    message: "i import 500 bags rice from conakry by sea, they short land 80 bags at the quay. want lawyer to claim from the shipping line",
    intent: "area:shipping",
  },
  { message: "my truck tyre burst for Masiaka, where I fit buy tyre size 12 R22.5 near there?", intent: "off-topic" },
  { message: "una lawyer dem de speak Mende? my papa no sabi English", intent: "knowledge:Languages spoken" },
  {
    message: "Can I book an appointment for Friday? It's about my lorry that was seized at the Kambia border. And how much is the consultation?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  {
    message: "my husband beat me yesterday because the owner no pay am, he say e go kill me if I talk to anybody. I de hide for my sister house",
    intent: "safety",
  },
  { message: "after the accident the owner say I must pay for the windscreen and the door from my salary. does he have the right?", intent: "legal-question" },
  {
    message: "Police invited me to come to CID on Monday about goods they say I smuggled from Guinea in my truck. I need a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "wat time u close 2day", intent: "hours" },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "They have detained my dad at Makeni police station since Sunday after the bus crashed near Mile 91. No one will tell us anything. I'm in London, please what can I do?",
    intent: "urgent",
  },
  {
    message: "My man die na accident na Makeni road, now him family say the house and the bus na dem own, dem wan drive me and my 4 pikin comot. Abeg help",
    intent: "area:family",
  },
  { message: "write me a short poem for my late driver friend", intent: "off-topic" },
  { message: "The council want to take our garage yard at Bo for road widening, we have conveyance. need a land lawyer", intent: "area:land" },
  { message: "if I come for meeting wetin I for bring? I get the police report and the lorry papers", intent: "knowledge:What to bring" },
  { message: "What type of legal services does your firm provide?", intent: "services" },
  { message: "The police took my licence after the crash 2 months ago and no charge yet. Can they keep it this long?", intent: "legal-question" },
  {
    message: "passengers dem de hold knife for the bus now, dem say dem go stab the driver if he no turn back to Port Loko. we don stop near Lunsar",
    intent: "safety",
  },
  {
    message:
      "Our company has a dispute with a supplier over 40 tonnes of cement delivered late. The contract has an arbitration clause. Can your firm represent us in the arbitration?",
    intent: "area:arbitration",
  },
  {
    message: "I want buy small land near the highway at Blama to build garage. how I go know say the land get correct papers? need lawyer for check am",
    intent: "area:land",
  },
  { message: "pls I wan make appointment wit lawyer 2moro morning", intent: "booking" },
  { message: "tenki ya", intent: "thanks" },
  { message: "i want open bank account for my transport business, the bank say we need company papers. una fit help register?", intent: "area:business" },
  { message: "Police dey here now for the lorry park, dem wan carry my boss. pls send lawyer", intent: "urgent" },
  {
    message: "I was driving for a transport company for 5 years. They sacked me after the crash without paying my end of service benefit. I need help",
    intent: "area:contract",
  },
  { message: "Do you have a woman lawyer? I prefer to talk to a woman", intent: "team" },
  { message: "una know where I fit get job as driver? I get licence class C", intent: "off-topic" },
  { message: "pls can i talk to lawyer on phone 2day? na about my truck wey dem seize for Songo toll gate", intent: "booking" },
  { message: "pls send una whatsapp number", intent: "phone" },
  {
    message:
      "My goods came in a container from China, the shipping company say I must pay demurrage for 30 days because customs delay. I want lawyer for shipping matter.",
    intent: "area:shipping",
  },
  { message: "the traders wey loss dem goods for the accident don gather for my house, dem de throw stone, my children inside. pls", intent: "safety" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  {
    message: "My apprentice was granted bail last week for the accident at Port Loko. Now the court date is coming and we have no lawyer.",
    intent: "area:criminal",
  },
  {
    message: "dem don hold my truck AND my driver for Kenema checkpoint, the police say dem no go release am until we pay 2 million. he de there since Friday",
    intent: "urgent",
  },
  { message: "can I pay the fees small small? I be driver, I no get all the money one time", intent: "knowledge:Fees" },
  { message: "what is the weather like in Bo this week, rain go fall?", intent: "off-topic" },
  { message: "I want to make will so that if anything happen to me on the road my wife and pikin go get my two lorries", intent: "area:family" },
  {
    message: "the bus I de drive no get insurance, owner no tell me. now accident happen. na me go pay the passengers or na the owner?",
    intent: "legal-question",
  },
  { message: "my uncle sold our family land in Kenema where we park our trucks without asking us. we want to stop him", intent: "area:land" },
  { message: "Pls give me all the ways I can contact your office, phone email anything", intent: "contact" },
  {
    message: "I'd like to schedule a call with a lawyer about my father's case. He was released after the accident but charges are pending. I'm in the UK.",
    intent: "booking",
  },
  { message: "Ahh dem don tek my mama from the lorry wit her goods, the customs people at Gbalamuya, dem say she go sleep there. she old", intent: "urgent" },
  { message: "recharge card 10k Africell pls", intent: "off-topic" },
  { message: "wetin una de do? me na driver", intent: "services" },
  { message: "The owner's son slapped me and said he will shoot me if I go to the police about my salary. He has a gun. I'm scared", intent: "safety" },
  {
    message: "The union want settle the matter between me and the bus owner but he no gree. we want mediation with lawyer. una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "If goods spoil because checkpoint police keep the truck 2 days, can the trader sue the police?", intent: "legal-question" },
  { message: "wia una office de exactly, near which junction?", intent: "address" },
  {
    message:
      "Dear Sir/Madam, I am a shareholder in a haulage company in Bo. The managing director refuses to show us the accounts. We need your help as shareholders.",
    intent: "area:business",
  },
  { message: "Vous parlez français? Je suis commerçant guinéen", intent: "knowledge:Languages spoken" },
  {
    message:
      "I de travel every week with lorry to Kenema market, my husband don marry another woman and no de give money for our 3 children. I want maintenance for di pikin dem",
    intent: "area:family",
  },
  { message: "MY BROTHER IN CELL FOR MAKENI SINCE YESTERDAY FOR ACCIDENT PLS CALL ME", intent: "urgent" },
  { message: "Thank you very much for the info, God bless", intent: "thanks" },
  {
    message: "I give one driver my lorry under agreement to pay me 1.5m every week, now he stop pay and hide the lorry. I want lawyer to enforce the agreement",
    intent: "area:contract",
  },
  { message: "Wat is ur email", intent: "email" },
  {
    message:
      "Dear Madam, We are clearing agents. A consignment of cooking oil was damaged in the hold of the vessel. Our client wants to bring a cargo claim. Please advise if you handle this.",
    intent: "area:shipping",
  },
  { message: "Can I come and see a lawyer this week about my husband's bus accident case?", intent: "booking" },
  { message: "what time una de open morning?", intent: "hours" },
  { message: "Can they take my lorry from me because I still owe the bank 2 months?", intent: "legal-question" },
  { message: "abeg help me write CV for driver work", intent: "off-topic" },
  { message: "dem don carry my pikin go police, na him na the apprentice for the lorry wey crash, he only 16", intent: "urgent" },
  { message: "Is Ibrahim Jalloh the one who does criminal cases? My cousin say he help him before.", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "We want to bring investor from Ghana to buy 10 new trucks with us. I need lawyer to prepare the investment and the company side",
    intent: "area:business",
  },
  { message: "Who are the lawyers in your firm?", intent: "team" },
  { message: "I go come with my lorry, una get place for park?", intent: "knowledge:Parking" },
  { message: "they are chasing me from the accident place, they say I kill their brother. I am inside the bus, they are hitting the door", intent: "safety" },
  {
    message:
      "police accuse me say I carry stolen goods for my truck, but na trader dem put the goods. dem release me but I must report every week. need lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "we are three bus owners in Makeni, we sign agreement to share the route. now one of us break it. we want settle out of court by arbitration, not judge. can una do that?",
    intent: "area:arbitration",
  },
  { message: "ok bye", intent: "goodbye" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "I be loader for the Kenema lorry park, one big man hire 6 of us to load his trucks for 2 weeks, now he no gree pay we. we get paper wey he sign",
    intent: "area:contract",
  },
  { message: "Mr lawyer my Pa still dey inside cell for Blama police post since 3 days, dem no charge am, dem no release am. accident case", intent: "urgent" },
  { message: "Do you know a good mechanic in Makeni for Mercedes 1924 lorry?", intent: "off-topic" },
  { message: "If the passenger die in my bus but na the other car hit us, who the court go hold responsible?", intent: "legal-question" },
  { message: "Good afternoon, can I walk in on a Friday at 4:30 or are you closing by then?", intent: "hours" },
  {
    message:
      "Im a trader. The driver stop the lorry for bush near Mano Junction and him and the apprentice de threaten me, dem want my money. I de hide behind the lorry. help",
    intent: "safety",
  },
  {
    message:
      "Bonjour, my goods come from Conakry by boat to Freetown quay, the port people say papers no complete and dem hold am. I need avocat for port and customs",
    intent: "area:shipping",
  },
  { message: "how many lawyers work there and wich one handle accident?", intent: "team" },
  { message: "Na now now police dem come my house for take my husband, dem say the lorry wey he drive knock one pikin. Dem de outside", intent: "urgent" },
  { message: "What are the requirements for renewing a driving licence at SLRSA?", intent: "off-topic" },
  {
    message: "We rent a plot at Lumley as bus terminal, landlord want to end lease before time and double the rent. We have lease paper. Need land lawyer",
    intent: "area:land",
  },
  { message: "Please I need an appointment with your lawyer on Tuesday morning", intent: "booking" },
  {
    message: "My brother got killed in a bus crash. The owner of the bus say e no get money. Can we sue him and how much go court give?",
    intent: "legal-question",
  },
  {
    message: "What documents should I carry when coming for consultation for my seized lorry? I get log book, the receipt and insurance",
    intent: "knowledge:What to bring",
  },
  {
    message: "dem charge my son with manslaughter for the accident at Masiaka, he don get bail but the trial go start soon. we need good criminal lawyer",
    intent: "area:criminal",
  },
  { message: "pls what is the best cream for back pain, long driving de kill me", intent: "off-topic" },
  {
    message: "They arrested my driver at Waterloo toll gate this morning and he's still held at the station with the goods. Please send someone",
    intent: "urgent",
  },
  {
    message: "my wife leave me and carry my two pikin go Kenema while I de travel. I want custody because she no de care dem. I de drive Freetown-Bo",
    intent: "area:family",
  },
  { message: "pls list all the kind of law una de do", intent: "services" },
  {
    message: "I want to buy shares in a bus company in Bo owned by my friend. I want lawyer to check everything before I put my money",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir, a dispute has arisen between my haulage company and a mining company in Kenema over unpaid freight charges. We would prefer arbitration. Kindly advise whether your firm handles this.",
    intent: "area:arbitration",
  },
  { message: "Phone number pls, I no get data for whatsapp", intent: "phone" },
  { message: "Do police have the right to search my lorry at every checkpoint without any paper?", intent: "legal-question" },
  { message: "the lorry", intent: "unknown" },
  { message: "my boss say he go burn my house if i tell anybody about the accident. he de come now with his people", intent: "safety" },
  {
    message: "soja dem hold we bus for Kambia junction, dem tek the driver and 2 passengers enter their post, e don pass 5 hours. nobody tell we anything",
    intent: "urgent",
  },
  { message: "Which lorry is better for long distance, Mercedes or MAN?", intent: "off-topic" },
  {
    message:
      "I sign contract to supply 200 bags of palm kernel to company in Freetown, the lorry crash, goods loss. now the company want me to pay penalty. I need lawyer to check the contract",
    intent: "area:contract",
  },
  { message: "Does Christiana Thomas still work with you? My friend say she good with employment matters.", intent: "attorney:Christiana Thomas" },
  { message: "I'd prefer to write everything down. What email should I send my documents to?", intent: "email" },
  { message: "Abeg I wan meet lawyer for Saturday, I only free den", intent: "booking" },
  { message: "Is there parking near your office for a bus? I will drive from Makeni", intent: "knowledge:Parking" },
  {
    message: "The owner of the truck say because the loader break his leg while loading, na the loader problem, not him own. Is that true?",
    intent: "legal-question",
  },
  { message: "can you tell me how to go from Freetown to Conakry by road, how many checkpoints", intent: "off-topic" },
  {
    message: "my 2 vehicles wey I ship from Belgium don stay for the port 2 months, the shipping agent no release bill of lading. Need lawyer for shipping",
    intent: "area:shipping",
  },
  { message: "Thanks, dat help me plenty", intent: "thanks" },
  {
    message: "Please my uncle was taken by the police last night from the lorry park after the fight with the owner. We don't know where they took him",
    intent: "urgent",
  },
  { message: "Boundary problem: my neighbour in Makeni has moved his fence into our yard where I park my trucks. Need land lawyer", intent: "area:land" },
  { message: "hi", intent: "greeting" },
  { message: "Una de work Sunday?", intent: "hours" },
  {
    message: "Help I am on the bus and the driver is drunk, he is driving like a mad man and threatened to beat anyone who talks. we are near Masiaka",
    intent: "safety",
  },
  {
    message: "My father died in the Songo crash. He left a lorry and a house and no will. I am the eldest. I need a lawyer to handle letters of administration",
    intent: "area:family",
  },
  { message: "how many kilometers from Makeni to Kabala", intent: "off-topic" },
  { message: "My lorry was seized by customs at Gbalamuya with goods inside. Can they sell my lorry too or only the goods?", intent: "legal-question" },
  { message: "I de Guinea, how I fit contact una, which way best?", intent: "contact" },
  {
    message: "I was caught with 3 bags of charcoal without permit at the checkpoint. They gave me a court date for Thursday. I need defence lawyer.",
    intent: "area:criminal",
  },
  { message: "dem don put me driver na cell for Bo since Tuesday, dem say na for di goods wey loss. e no do anything. abeg", intent: "urgent" },
  { message: "Hello, I'm not sure which of your services covers my situation. What areas do you cover?", intent: "services" },
  { message: "I would like to arrange a consultation regarding unpaid wages from my former employer, a bus company.", intent: "booking" },
  { message: "wetin be di price of one bag of rice for Kenema market today", intent: "off-topic" },
  {
    message: "The lorry owners association and the drivers union de quarrel over the new fees. Dem want one neutral person for mediate. una fit do am?",
    intent: "area:arbitration",
  },
  { message: "Is the first consultation free or do I pay?", intent: "knowledge:Fees" },
  {
    message:
      "I carry the trader goods and police seize am at checkpoint because she no get permit. Now she say I must pay her back for all the goods. Na me get the fault by law?",
    intent: "legal-question",
  },
  { message: "are ur lawyers experienced in court or na only paper work?", intent: "team" },
  { message: "we are 5 drivers wanting to form a cooperative and get a bank loan for buses. need lawyer to set it up", intent: "area:business" },
  { message: "Abeg dem don hold my wife for Makeni police with her goods, dem say na smuggle. she get baby wit her", intent: "urgent" },
  { message: "after the crash the people in the village tie my driver hands, dem de beat am. no police there. pls help fast", intent: "safety" },
  { message: "Cn u help me with my son homework on road safety signs", intent: "off-topic" },
  {
    message:
      "My employment letter as driver says 8 hours a day but the company makes us drive 16 hours Freetown-Kenema and back. We want a lawyer to take this up",
    intent: "area:contract",
  },
  { message: "Which days are you open?", intent: "hours" },
  { message: "email?", intent: "email" },
  {
    message:
      "Our vessel's cargo of fertilizer got wet during discharge at Queen Elizabeth II Quay. We want to claim against the stevedores. Do you handle shipping claims?",
    intent: "area:shipping",
  },
  { message: "The police said I must pay 'bail money' 500k before they release my lorry. Is that legal?", intent: "legal-question" },
  { message: "la route Kenema-Pendembu est bonne maintenant?", intent: "off-topic" },
  { message: "hmm", intent: "unknown" },
  { message: "I want to lease land near Bo bypass for lorry park for 20 years. need lawyer to draft and check title", intent: "area:land" },
  { message: "Bonjour", intent: "greeting" },
  {
    message:
      "Police have been holding my father since the crash on Saturday. Today is Tuesday. They say they won't release him until the owner comes. Please help.",
    intent: "urgent",
  },
  { message: "una number pls, I wan call now", intent: "phone" },
  {
    message: "My nephew was sentenced last month for causing death by dangerous driving, 3 years. We believe the trial was unfair. We want to appeal.",
    intent: "area:criminal",
  },
  { message: "Book me with a lawyer please, any day next week after 2pm", intent: "booking" },
  { message: "do i need to bring my driving licence and the police report to the meeting?", intent: "knowledge:What to bring" },
  { message: "I get 3 poda-poda and I wan turn am to proper company with name so I fit get contract with NGO. how I go register?", intent: "area:business" },
  { message: "pls I want make appointment for talk about my injury from the lorry accident, the owner no de pay hospital bill", intent: "booking" },
  { message: "dem de hunt me for Kenema because di lorry I drive knock one big man pikin. I de hide for my friend house, I fraid", intent: "safety" },
  {
    message:
      "I'm in the US. My father, a truck driver in Bo, wants to adopt my cousin whose parents died in a bus crash. He needs a lawyer to do the adoption.",
    intent: "area:family",
  },
  { message: "Pls help my son driver na Port Loko police station, dem lock am say na him knock the woman. e don sleep there 2 nights", intent: "urgent" },
  { message: "I'm coming from Bo tomorrow. What's the address?", intent: "address" },
  {
    message: "my company own 12 trucks, we want to change the directors and add my son. Need help with the company registration office",
    intent: "area:business",
  },
  { message: "My late brother left a will making me executor. He was a lorry owner. I need help with probate in Bo high court.", intent: "area:family" },
  { message: "una get lawyer for Bo or Kenema or na only Freetown lawyers una get?", intent: "team" },
  { message: "We got an arbitration award against a fuel supplier in Kenema but they refuse to pay. We need to enforce the award", intent: "area:arbitration" },
  { message: "my lorry papers expire 1 week only, can police seize my lorry for that?", intent: "legal-question" },
  { message: "Thank u so much una too good", intent: "thanks" },
  {
    message:
      "They don't want to let my mother go. Customs officers at the Bo checkpoint are holding her in their office since morning over her bags of coffee.",
    intent: "urgent",
  },
  { message: "parkin de?", intent: "knowledge:Parking" },
  { message: "Apart from court cases, what else does your firm do?", intent: "services" },
  {
    message: "Dear Sir, I am a bus owner. I want a proper written agreement between me and my drivers on daily returns and repairs. Can your firm draft it?",
    intent: "area:contract",
  },
  {
    message: "My co-driver has a cutlass and says he will kill me tonight because I reported him stealing fuel. We are sleeping at the Makeni lorry park.",
    intent: "safety",
  },
  { message: "Can I have an appointment this Thursday at 11?", intent: "booking" },
  { message: "una fit tell me if dem don open di new road from Makeni go Kono", intent: "off-topic" },
  {
    message: "my driver was released from Kenema police on bail but they kept the truck as exhibit. now the case is going to court. need lawyer",
    intent: "area:criminal",
  },
  { message: "i be trader, i bring container of clothes for Kenema, shipping company say container missing. i wan claim", intent: "area:shipping" },
  { message: "I want reach una but I no get credit. Any other way?", intent: "contact" },
  { message: "una lawyer dem sabi Temne? my mama go come", intent: "knowledge:Languages spoken" },
  {
    message: "Please help me do a search on a plot at Kenema before I pay. The seller is a transporter and says the papers are with the bank.",
    intent: "area:land",
  },
  {
    message:
      "Kenema traders and transporters signed an agreement that disputes go to arbitration. The arbitrator ruled against me and I think he was biased. Can a lawyer help me challenge it?",
    intent: "area:arbitration",
  },
  { message: "bye bye, I go call tomorrow", intent: "goodbye" },
  { message: "wat time una close Friday", intent: "hours" },
  {
    message:
      "Good evening. My brother, a tanker driver, was arrested at the Bo junction checkpoint after a fuel spill. He's been held there since this afternoon. What should we do?",
    intent: "urgent",
  },
  { message: "how many bags of cement one 10 tyre truck fit carry", intent: "off-topic" },
  {
    message: "I want divorce. My husband na driver, he de stay for Kenema with another woman for 2 years, no money for me and the children",
    intent: "area:family",
  },
  {
    message: "I was driving the bus and a goat crossed, I swerved and the bus turned over. Two people injured. Will I go to prison for that?",
    intent: "legal-question",
  },
  { message: "office location pls and wat time una open", intent: "address", also: ["hours"] },
  {
    message: "Pls di lorry owner im boys dem surround me for di garage, dem say dem go beat me till I pay for di engine. I de inside the office now, door lock",
    intent: "safety",
  },
  {
    message:
      "My company bought 3 trucks from a dealer and they came with fake mileage and bad engines. The contract says they were in good condition. We want a lawyer",
    intent: "area:contract",
  },
  { message: "is the office open at lunchtime? I can only come around 1pm", intent: "hours" },
  { message: "I need a consultation. My bus was impounded and the case needs a lawyer. When can I come?", intent: "booking" },
  { message: "na now dem de handcuff my papa for di road, police say na him lorry knock di okada. we de near Mile 91", intent: "urgent" },
  {
    message:
      "Bonjour monsieur, mon conteneur de riz est bloqué au port de Freetown depuis un mois. The customs say I must pay more duty. I need a lawyer for port matter.",
    intent: "area:shipping",
  },
  { message: "Are there senior lawyers or just juniors in your firm?", intent: "team" },
  { message: "My father died in the crash and the insurance company says they only pay 5 million. Is that all we are entitled to?", intent: "legal-question" },
  {
    message: "We have a court case in Makeni for the bus accident last year. Our lawyer left the country. Can your firm take over the defence?",
    intent: "area:criminal",
  },
  { message: "wetin na una price for bail matter", intent: "knowledge:Fees" },
  {
    message: "I'm in the UK and I want to buy land in Bo for my dad to park his trucks. I need someone to do the conveyancing and check the title.",
    intent: "area:land",
  },
  { message: "pls book me appointment wit di lawyer wey de handle criminal case", intent: "booking" },
  { message: "Dem don hold my lorry boy for Lunsar police since yesterday, dem say he tif di trader bag. na lie. he na pikin", intent: "urgent" },
  { message: "Services?", intent: "services" },
  {
    message:
      "Good day. We are a Ghanaian logistics firm planning to invest in Sierra Leone and run trucks between Freetown and Kenema. We need help with company registration and the investment side.",
    intent: "area:business",
  },
  { message: "ok thank you", intent: "thanks" },
  { message: "If I carry goods for a trader and she no pay me the transport money, can I hold her goods until she pay?", intent: "legal-question" },
  {
    message: "Me and the man wey I buy the lorry from de quarrel. Dem say make we go arbitration for Freetown. I need lawyer for stand for me.",
    intent: "area:arbitration",
  },
  {
    message: "my husband's boss called and said if my husband doesn't return the money for the lost goods, they will come for our children. We are terrified.",
    intent: "safety",
  },
  { message: "pls wetin be the best way for keep fish cold for long journey Bo to Freetown", intent: "off-topic" },
  { message: "I need the number to call the lawyers", intent: "phone" },
  {
    message: "My driver and loader have been held by police at Taiama since Monday. They seized the truck and 300 bags of cocoa. Please we need help urgently.",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon madam, the company I work for as driver deducted money from my salary every month for 'accident fund' and now they refuse to pay me when I had accident. need help",
    intent: "area:contract",
  },
  { message: "Are you open today?", intent: "hours" },
  { message: "my late husband's family took our children after he died on the road to Kenema. I want my children back", intent: "area:family" },
  { message: "is it info@ or consult@ I should write to for a new case?", intent: "email" },
  { message: "Can the bus owner sack me because I refused to drive at night without headlights?", intent: "legal-question" },
  { message: "i want learn how to drive big truck, which school for Freetown", intent: "off-topic" },
  { message: "they took my husband from the house this morning, the police, about the lorry accident in Bo. he's at Bo central. Pls", intent: "urgent" },
  { message: "Can I speak Krio with the lawyer? My English no too strong", intent: "knowledge:Languages spoken" },
  {
    message:
      "We chartered a vessel to bring 2,000 tonnes of fuel and the owners are claiming extra demurrage at Freetown port. Our charter party says otherwise. Need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Can I book time with a lawyer for Monday morning? I travel back to Kenema Tuesday.", intent: "booking" },
  { message: "pls i need sm1 2 hlp", intent: "unknown" },
  { message: "who fix Bo-Kenema road, Chinese or government?", intent: "off-topic" },
  {
    message:
      "The government want to build toll gate on our land by the highway near Songo and pay us small. We have survey plan and conveyance. need land lawyer",
    intent: "area:land",
  },
  { message: "a group of bike riders are beating my brother at the scene of the accident at Waterloo right now, the police not there", intent: "safety" },
  { message: "Does the law allow the lorry owner to keep my licence because I owe him money?", intent: "legal-question" },
  { message: "Is Isatu Bangura still a partner there? She handled my uncle's cargo case some years back.", intent: "attorney:Isatu Bangura" },
  {
    message:
      "Police say I must come to Kenema court on Friday for 'obstruction' because my truck block the road after breaking down. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "how big is your team?", intent: "team" },
  {
    message: "Dem hold we for Kambia border post 2 days now, me and di driver, dem say papers no correct. I de chat from inside di office. help",
    intent: "urgent",
  },
  { message: "Can you recommend a hotel in Kenema near the lorry park?", intent: "off-topic" },
  { message: "wat are the ways to contact u", intent: "contact" },
  {
    message: "Our transport company has 3 partners and one wants to leave and take a bus with him. We need help to sort the shareholding and buy him out.",
    intent: "area:business",
  },
  { message: "Evening sir", intent: "greeting" },
  {
    message:
      "The garage that repaired our 5 buses overcharged us by 40 million. Both sides agree to mediation instead of court. We need a lawyer to represent us.",
    intent: "area:arbitration",
  },
  { message: "If I die on the road, will my wife or my brothers get my lorry under the law?", intent: "legal-question" },
  { message: "I'm coming in about my late father's estate. What should I bring with me?", intent: "knowledge:What to bring" },
  { message: "can charge my phone in the office while I wait?", intent: "off-topic" },
  { message: "the passengers we carry don vex because the bus break down, dem de beat the apprentice, I no fit stop dem. we de near Bo", intent: "safety" },
  { message: "Dem tek my broda go police for Makeni last night, e no come home. na di bus owner report am say e tif tyre", intent: "urgent" },
  {
    message: "I be mechanic, I repair one transporter 4 trucks. he sign say he go pay 8 million in 2 months. now 6 months no pay. need lawyer",
    intent: "area:contract",
  },
  { message: "Do you work late on weekdays, after 5?", intent: "hours" },
  { message: "The owner say if I leave the job I must pay him back for the training he give me. Is that the law?", intent: "legal-question" },
  { message: "poda poda fare from Lumley to Waterloo?", intent: "off-topic" },
  { message: "I wan come see una lawyer about my lorry wey customs seize, which day I fit come?", intent: "booking" },
  {
    message: "My late brother was a truck driver who had two wives. Both want his property. I'm the eldest and need help sharing the estate properly.",
    intent: "area:family",
  },
  { message: "Does your firm only do court cases or also agreements and company papers?", intent: "services" },
  {
    message:
      "they are holding my father at the police post in Mano Junction since morning. they said he must pay for the goat his lorry killed or he will stay",
    intent: "urgent",
  },
  { message: "do una take legal aid case? I no get money", intent: "knowledge:Fees" },
  {
    message:
      "Our shipment of cement arrived at the quay and half the bags hardened because of water in the container. We want to claim against the shipping line.",
    intent: "area:shipping",
  },
  { message: "Siaka Stevens Street which number?", intent: "address" },
  {
    message: "I'm a woman trader, the driver keeps touching me and threatening to leave me in the bush if I shout. We're still on the road. I'm scared",
    intent: "safety",
  },
  {
    message: "we build garage on lease land in Kenema, lease finish and owner say he want everything including our building. need lawyer",
    intent: "area:land",
  },
  { message: "how I go clean engine oil from my lappa", intent: "off-topic" },
  { message: "My customer gave me goods to carry without telling me it was contraband. If police catch it, am I also guilty?", intent: "legal-question" },
  { message: "Hello, good day", intent: "greeting" },
  {
    message: "I'm a bus conductor, police charged me with assault after a fight with a passenger over fare. I'm free now but I have court next week.",
    intent: "area:criminal",
  },
  {
    message: "My sister was detained at the Kenema checkpoint with her goods since this morning, they say she must pay or go to cell. she called me crying",
    intent: "urgent",
  },
  { message: "alright, see you", intent: "goodbye" },
  {
    message: "Our company want to borrow from Ecobank for 4 new buses and the bank want legal documents and board resolution. Need business lawyer.",
    intent: "area:business",
  },
  { message: "Please schedule me for a consultation about my late husband's truck", intent: "booking" },
  {
    message: "Can your firm mediate between me and my cousin about the lorry we bought together? we no want go court because na family",
    intent: "area:arbitration",
  },
  {
    message: "the angry traders are surrounding our lorry at Kenema market and shouting that they will burn it with the driver inside. Please help",
    intent: "safety",
  },
  { message: "Is it going to rain tomorrow in Makeni? I want to load salt", intent: "off-topic" },
  { message: "Thanks for your help", intent: "thanks" },
  { message: "dem don carry di driver and me go CID, we still de here. I hide my phone for type this", intent: "urgent" },
  { message: "I want to call you. Is +232 76 123 456 still your number?", intent: "phone" },
  { message: "Can I park my truck on Siaka Stevens Street while I come to the office?", intent: "knowledge:Parking" },
  { message: "Apart from coming to the office, how else can I contact you?", intent: "contact" },
  { message: "What documents do I need to travel to Guinea by bus?", intent: "off-topic" },
  {
    message:
      "I be trader. Me and one transport company get agreement say dem go carry my goods every week to Bo for fixed price. Now dem wan double the price. Abeg help me check the agreement",
    intent: "area:contract",
  },
  { message: "How many partners are in the firm?", intent: "team" },
  { message: "I want to talk to a lawyer face to face about my bus case, maybe Wednesday", intent: "booking" },
  {
    message: "We are importers. The shipping company delivered our container to the wrong consignee at Queen Elizabeth II Quay. We need a lawyer.",
    intent: "area:shipping",
  },
  { message: "wetin time una de open for Monday?", intent: "hours" },
  { message: "Good day, I'd like to know the full range of services your chambers offers.", intent: "services" },
  { message: "what is the consult email", intent: "email" },
  { message: "mi no sabi English fine, una get somebody wey go speak French ou Fula?", intent: "knowledge:Languages spoken" },
  { message: "I bought land in Makeni from a man who showed me a fake title deed, now the real owners have come. I need land lawyer.", intent: "area:land" },
  { message: "My ex-wife wants to take our son to Guinea. I'm a driver and always on the road but I want joint custody.", intent: "area:family" },
  { message: "I'm a bus driver, a passenger accused me of stealing her phone and now I have a summons to court. Need defence.", intent: "area:criminal" },
  {
    message:
      "Dear Sir, I intend to start a bus transport company between Freetown and Makeni with a foreign partner. Please assist with the registration and the partners' agreement.",
    intent: "area:business",
  },
  {
    message:
      "Our contract for hauling iron ore has a clause for arbitration in Freetown. The mining company is taking us to court in London instead. We need an arbitration lawyer.",
    intent: "area:arbitration",
  },
  { message: "ok I go come back later, bye", intent: "goodbye" },
  { message: "tenki tenki, God go bless una", intent: "thanks" },
  {
    message:
      "Sir, the police at Songo toll gate have detained our driver and the bus with 30 passengers since 6am over an unpaid toll ticket. The driver is locked in their room. Please advise urgently.",
    intent: "urgent",
  },
  {
    message: "My late father's lorry yard in Kenema has no title deed, only a receipt from the chief. We need help getting proper title.",
    intent: "area:land",
  },
  { message: "whats the price of tyre in Bo now", intent: "off-topic" },
  {
    message: "The company told me I can't claim anything because I signed a paper saying I drive 'at my own risk'. Does that paper stop me from claiming?",
    intent: "legal-question",
  },
  {
    message: "I report the owner to the labour office, now im people dem de follow me every night, today dem show me knife. I no fit sleep for my house",
    intent: "safety",
  },
  { message: "My employer, a haulage company, dismissed me by text message after 9 years without notice. I want to challenge it.", intent: "area:contract" },
  { message: "Can I meet with a lawyer on Thursday at 10am? It's about an accident claim.", intent: "booking" },
  { message: "if I reach Freetown 5.30 una go still open?", intent: "hours" },
  {
    message:
      "the military at Bandajuma checkpoint don hold my papa since this morning, dem say the lorry carry palm oil without permit, dem no gree release am",
    intent: "urgent",
  },
  {
    message:
      "Dear Sirs, we are freight forwarders. A container of generators was damaged when the crane dropped it at the Quay. The terminal operator denies liability. We need shipping counsel.",
    intent: "area:shipping",
  },
  { message: "I need a good driver for my truck, una know anybody?", intent: "off-topic" },
  {
    message: "My wife and I are separating. She wants half of the 2 buses I bought during the marriage. I want a lawyer for the divorce.",
    intent: "area:family",
  },
  {
    message: "The traders want to sue me for their goods that spoiled when the road was blocked by the landslide. Is that my fault legally?",
    intent: "legal-question",
  },
  { message: "How many female lawyers work at your firm?", intent: "team" },
  { message: "police de for my gate now wit van, dem say dem come for my husband becos of di crash for Blama. abeg wetin I go do", intent: "urgent" },
  { message: "We want to merge our two transport companies into one. Need help with the legal process and the shares.", intent: "area:business" },
  { message: "Hi there, good morning", intent: "greeting" },
  {
    message: "My son was charged in Makeni for driving without licence and causing injury. His trial is next month. We want a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "na now now di crowd de try drag my driver comot for di lorry, we de Jaiama junction, dem get stick", intent: "safety" },
  { message: "pls una call number", intent: "phone" },
  {
    message:
      "Our dispute with the Chinese road contractor about hire of our trucks went to mediation and we signed a settlement. Now they won't honour it. Help.",
    intent: "area:arbitration",
  },
  {
    message: "My brother's bus was hit by a truck, he's injured and can't work. Can he claim compensation from the truck owner, and how much would he get?",
    intent: "legal-question",
  },
  { message: "Where can I buy cheap bus insurance?", intent: "off-topic" },
  { message: "wetin i for carry come wen i de come see lawyer? i get only photo of di lorry papers for my phone", intent: "knowledge:What to bring" },
  { message: "They caught my uncle at the Lumley checkpoint last night, he's still at Lumley police, they say the bus had stolen parts.", intent: "urgent" },
  { message: "hello wetin una fit help me wit? which kind of case?", intent: "services" },
  {
    message:
      "We lease a big yard in Wellington for our trucks. The landlord sold the land to someone else who says we must leave in 1 week. We have 5 years left on the lease.",
    intent: "area:land",
  },
  { message: "?", intent: "unknown" },
  { message: "pls hw do I contact u", intent: "contact" },
  { message: "How do I get a Ghana visa to drive trucks there?", intent: "off-topic" },
  { message: "My husband died driving for the company. Does the company have to pay us anything by law?", intent: "legal-question" },
  {
    message:
      "I am a trader, I paid a transporter 6 million to bring onions from Guinea. He brought only half and wants to keep the money. We have a written contract.",
    intent: "area:contract",
  },
  {
    message: "can una fix me appointment wit lawyer for next Monday, I go come from Makeni. and wetin I go bring?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "Abeg my pikin don lock since 2 days for Makeni police. na e drive di poda poda wey crash. dem no gree mek we see am", intent: "urgent" },
  { message: "I want to change my will. I now have 4 trucks, before I had 1, and I want my daughter to get one.", intent: "area:family" },
  {
    message: "the people wey die for the accident, dem family don come my house with cutlass, dem say na blood for blood. I de hide for back",
    intent: "safety",
  },
  { message: "cn u giv me directions to Bo lorry park from Bo town", intent: "off-topic" },
  { message: "open 2moro?", intent: "hours" },
  {
    message: "i wan export ginger and cocoa by ship, the buyer in europe say goods damage on arrival. i wan claim from the shipping line. una handle dis?",
    intent: "area:shipping",
  },
  { message: "Good day. Is Mohamed Conteh your land lawyer? I want to know his experience with lorry park land disputes.", intent: "attorney:Mohamed Conteh" },
  { message: "where do clients park when they come?", intent: "knowledge:Parking" },
  {
    message: "The owner says if I no bring daily 300k he will take back the bus I've been paying for. He never give me any receipts. Can he do that?",
    intent: "legal-question",
  },
  {
    message:
      "They have taken my father into custody at Kenema after the crash, the police say he will stay until the injured man is out of hospital. That could be weeks!",
    intent: "urgent",
  },
  {
    message:
      "my bus was used to carry drugs without my knowledge. I was questioned and released but they say they will charge me. need a lawyer before it goes to court",
    intent: "area:criminal",
  },
  { message: "How una de?", intent: "greeting" },
  {
    message: "Dear Sir, I have a transport business with 6 lorries and I want to sell 40% to an investor. Please help us structure the shares.",
    intent: "area:business",
  },
  { message: "how to remove rust from lorry body", intent: "off-topic" },
  { message: "I need to see a lawyer about my salary case. Do I need appointment? pls book me for Wednesday", intent: "booking" },
  { message: "How do I get to your office from the Shell lorry park at Kissy?", intent: "address" },
  {
    message:
      "Me and the other owners of the Makeni bus park are fighting over who control the park money. The council say make we try arbitration. we need lawyer",
    intent: "area:arbitration",
  },
  {
    message: "my co-driver was just taken by policemen at the lorry park, they pushed him into their pickup. He didn't do anything. We're at Up Gun",
    intent: "urgent",
  },
  {
    message:
      "I am hiding in a shop in Blama. The man who says I owe him for his spoiled fish has been looking for me with his brothers since morning, he said he will finish me",
    intent: "safety",
  },
  {
    message: "The transport company hired me as a conductor but never gave me a contract. Now they say I'm not staff and refuse to pay overtime. Can you help?",
    intent: "area:contract",
  },
  { message: "Give me the phone number for the Sierra Leone Road Safety Authority", intent: "off-topic" },
  { message: "If I settle with the victim's family outside court, can the police still prosecute me?", intent: "legal-question" },
  { message: "Do you do cases outside Freetown, like in Kenema and Bo?", intent: "services" },
  { message: "How much does a consultation cost? And can I pay by Orange Money?", intent: "knowledge:Fees" },
  { message: "Email address for the firm?", intent: "email" },
  {
    message:
      "Help! Police at the Masiaka checkpoint have taken our driver and locked him in their container. The goods in the truck will spoil. He's been there since night",
    intent: "urgent",
  },
  { message: "Make I ask, na which day Kenema market de full pass?", intent: "off-topic" },
  {
    message:
      "Please, I'm a driver's widow. I need someone to help me apply to be administrator of my husband's estate so I can collect his money from the bank.",
    intent: "area:family",
  },
  { message: "what are your office hours?", intent: "hours" },
  {
    message: "I want to sell land in Kenema to pay for my lorry repair. I need a lawyer to do the conveyance so there's no trouble after.",
    intent: "area:land",
  },
  { message: "is there any lawyer in your firm who has been practising for many years?", intent: "team" },
  { message: "Can the police keep my bus as evidence after the accident even though I was not charged?", intent: "legal-question" },
  { message: "problem wit lorry man", intent: "unknown" },
  { message: "I'd like to arrange a video call with a lawyer because I'm abroad and my father's truck case is in Bo.", intent: "booking" },
  {
    message:
      "The driver hit a man and refuses to stop, he's driving too fast and says he will throw out anyone who touches him. Passengers are screaming. Near Waterloo.",
    intent: "safety",
  },
  { message: "Dem don detain the whole bus for Bo police, driver, conductor and me sef. Dem say wait, we wait since 11. wetin we go do", intent: "urgent" },
  {
    message: "Our vessel was arrested at Freetown port for unpaid fuel bills from a previous owner. We need a shipping lawyer immediately.",
    intent: "area:shipping",
  },
  { message: "Much appreciated, thanks", intent: "thanks" },
  { message: "Kenema to Kailahun how many hours by car", intent: "off-topic" },
  {
    message:
      "My driver was accused of bribing a police officer at the checkpoint. They took his statement and let him go, but now they want to charge him. We need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "I lost your number. Can you send it again?", intent: "phone" },
  { message: "Can the lawyers talk to my grandmother in Limba?", intent: "knowledge:Languages spoken" },
  { message: "If my bus has no permit for the Bo-Kenema route and a passenger is hurt, does the insurance still have to pay?", intent: "legal-question" },
  { message: "ok, later", intent: "goodbye" },
  {
    message:
      "Dear Madam, our transport contract with an NGO says disputes must go to arbitration. They terminated it unfairly. Please can your arbitration partner take our case?",
    intent: "area:arbitration",
  },
  { message: "best song for long drive? lol", intent: "off-topic" },
  {
    message: "The bank want guarantee for my company loan and the other directors no gree sign. I need business lawyer to sort the board matter.",
    intent: "area:business",
  },
  { message: "I want to reach the firm from the UK, what are my options?", intent: "contact" },
  { message: "Should I bring the accident photos and the hospital papers to the appointment?", intent: "knowledge:What to bring" },
  { message: "I'm on the Bo-Kenema road, armed men stopped our lorry and are making everybody lie down. I'm typing secretly", intent: "safety" },
  {
    message: "My husband is in a cell at Port Loko. The police said he must stay until the owner of the lorry comes. The owner refuses to come.",
    intent: "urgent",
  },
  { message: "wen una de open? I want come Friday after market", intent: "hours" },
  { message: "Ok goodnight", intent: "goodbye" },
  { message: "When is the next available appointment?", intent: "booking" },
  { message: "I wan talk to lawyer by phone, how I go book am?", intent: "booking" },
  {
    message: "Please review my contract with the transport company before I sign. They want me to pay for any damage to the lorry from my salary.",
    intent: "area:contract",
  },
  {
    message: "My goods were in a container that fell into the sea during loading at Freetown. The shipping line won't pay. Need shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "The chiefdom people in Kenema say our lorry park is on community land and want us to pay them. We have a lease from the family. Need land lawyer.",
    intent: "area:land",
  },
  { message: "I'm a long distance driver and my girlfriend had a baby. She won't let me see my son. I want access to him.", intent: "area:family" },
  {
    message: "A man accused me of hitting his car at the toll gate and made a police report. I have to go to court for it. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Pls we want register company for our haulage business and get a tax number. Una de do that?", intent: "area:business" },
  {
    message:
      "My brother and I inherited our father's transport business and we disagree on everything. Our elders suggest a mediator instead of court. Can your firm do it?",
    intent: "area:arbitration",
  },
  { message: "I'd like to know the lawyers at the chambers, who works there?", intent: "team" },
  { message: "what can this firm do for me? I'm just a trader", intent: "services" },
  { message: "I drive a 10-tyre, where can I leave it if I come to see you?", intent: "knowledge:Parking" },
  { message: "address pls, and una open Saturday?", intent: "address", also: ["hours"] },
];
