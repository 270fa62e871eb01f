import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: bus and lorry parks (loaders, ticket touts, park chairmen, drivers' unions, passengers whose luggage went missing) — writers: (1) Alhaji Sheku Mansaray, 61, chairman of the Makeni lorry park, polite semi-formal English; (2) Sahr Komba, 22, loader at Dove Cut park in Freetown, Krio SMS on a cheap phone; (3) Mariama Jalloh, 38, Kenema cloth trader whose luggage went missing on the bus, long careful stories; (4) Foday Kargbo, 45, Freetown–Kono lorry driver and drivers' union member, mixed Krio-English; (5) Kadiatu Sesay, 27, ticket tout at Shell park in Kissy, voice-to-text and heavy typos; (6) Emmanuel O. Cole, 63, retired drivers' union secretary in Bo, formal letters and emails; (7) Aminata Bangura, 33, nurse in London whose brother drives a bus, worried diaspora English; (8) Ibrahim 'Junior' Turay, 19, poda-poda apprentice at Lumley, short fragments in capitals
export const NINETY_FIFTH_TEST_SET: LabelledMessage[] = [
  { message: "kushe o, una de?", intent: "greeting" },
  {
    message:
      "Police don hold my driver Alusine at Waterloo checkpoint since morning, dem say di lorry papers no complete and dem lock am inside di cell. Abeg una send lawyer quick.",
    intent: "urgent",
  },
  { message: "where can i charge my phone near Dove Cut park, light don cut since yday", intent: "off-topic" },
  {
    message:
      "Good day. Our drivers' union branch in Makeni wants to buy a plot at Teko Road to make a new lorry park. Before we pay the owner we need someone to do the title search and prepare the conveyance.",
    intent: "area:land",
  },
  {
    message: "Pls is it legal for d park chairman to collect 20 thousand Leones from every loader every day? He call am 'ground fee' but nobody see receipt",
    intent: "legal-question",
  },
  { message: "wat time una office de open 2moro, i de load goods early morning so i go pass after", intent: "hours" },
  {
    message:
      "Dem boys wey de sell ticket for Shell park say if I come back tomorrow dem go cut me wit knife. Na me get dat spot for 6 years. I fear fo go work.",
    intent: "safety",
  },
  {
    message:
      "I drive trailer from the quay. My boss container of spare parts is held at Queen Elizabeth II Quay three weeks now, customs say the duty paper is wrong. Does your firm handle that kind of thing?",
    intent: "area:shipping",
  },
  { message: "I want to book a consultation for Thursday afternoon about my bus company papers.", intent: "booking" },
  {
    message:
      "My brother Osman drove the Bo to Freetown bus for fifteen years. He died in an accident near Mile 91 last month and left a wife, two small children and a house in Bo. Now his uncles are saying the house and the bus belong to the family and not to his wife. I am in London and I want a lawyer to help with his estate so the children are not left with nothing.",
    intent: "area:family",
  },
  { message: "PLS HELP MY BOSS DRIVER DEM CARRY AM GO EASTERN POLICE NW NW AFTER D ACCIDENT AT KISSY", intent: "urgent" },
  { message: "how much is transport fare from freetown to kenema now, d touts dem de charge different price every day", intent: "off-topic" },
  {
    message:
      "Last month the police charged me with careless driving after a poda-poda hit my lorry at Hill Station. They released me the same day but now I have a summons to appear at the magistrate court on the 14th. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "who are d lawyers for una office, una get woman lawyer?", intent: "team" },
  {
    message:
      "i giv one mechanic 4 milion leones to fix d engin of my bus n he colect d moni since march n notin don fix, he de dodge me evry time i go his garage",
    intent: "area:contract",
  },
  {
    message:
      "My bag with six bales of cloth disappeared from the roof rack of the bus between Kenema and Freetown. The company says the back of the ticket says they are not responsible for luggage. Can they really refuse to pay me because of what is printed on the ticket?",
    intent: "legal-question",
  },
  { message: "Abeg I wan register small transport business name, me and my brother get 3 poda-poda. Una de do dat?", intent: "area:business" },
  {
    message:
      "My husband na driver. Every time he come home drunk he beat me, and last night he say if I report am he go kill me. I de hide for my sister house now wit di pikin dem.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, The Bo branch of the motor drivers' union and the management of the new Bo lorry park have been in disagreement over daily dues for several months. Both sides would prefer to avoid the courts and settle the matter before a neutral mediator. I should be grateful to know whether your chambers provides such a service. Yours faithfully, E. O. Cole (Rtd. Secretary)",
    intent: "area:arbitration",
  },
  {
    message:
      "I'm writing from London. My brother was arrested yesterday evening at the Bo lorry park after a passenger accused him of stealing her bag. He is still at Bo police station and they won't let him out or let anyone see him. Please can someone help him today?",
    intent: "urgent",
  },
  { message: "wetin na una fone number", intent: "phone" },
  { message: "Pls where is d basketball court near Lumley, we apprentices wan play match wit Congo Cross boys sunday", intent: "off-topic" },
  {
    message:
      "Me get small land for Waterloo weh I wan use fo park my lorries, but one man come show paper say na him own am. Abeg help me wit dis land palava.",
    intent: "area:land",
  },
  { message: "Kindly advise whether your Bo office opens on Saturdays, as I am at the park throughout the week.", intent: "hours" },
  { message: "wat kind of cases una de handle?", intent: "services" },
  {
    message: "Police take my driving licence since two weeks, dem say I overload di lorry. Dem get right fo keep am so long without carry me go court?",
    intent: "legal-question",
  },
  {
    message: "Could I arrange a video call with one of your lawyers next week? I'm in the UK and need to discuss my late brother's bus and house.",
    intent: "booking",
  },
  {
    message:
      "Our union ordered 200 tyres from China for members. The shipment arrived at the quay two months ago, but the clearing agent we paid has disappeared and the tyres are still sitting in the port. We need a lawyer on this.",
    intent: "area:shipping",
  },
  { message: "hw much una de charge fo first consultation", intent: "knowledge:Fees" },
  { message: "dem lock my padi for Dove Cut station since yday, dem say na him tief di passenger bag but na lie. He still de inside", intent: "urgent" },
  { message: "write a short speech for our park chairman's 60th birthday party pls, something funny", intent: "off-topic" },
  {
    message:
      "my babymama de ask me fo moni fo di pikin every day but I na loader, I no get moni like dat. She say she go take me go court. Una fit help me wit dis pikin matter?",
    intent: "area:family",
  },
  {
    message: "tere is som boys at d park hu keep folowing me hom at nite n last nite one of dem grab me n tuch me by forse. i am scared to go bak to work",
    intent: "safety",
  },
  {
    message:
      "I engaged six loaders on a written agreement to work at the Makeni park for one year. Two of them have stopped coming and kept the advance payment. I want the agreement enforced.",
    intent: "area:contract",
  },
  { message: "email address pls", intent: "email" },
  {
    message:
      "Two weeks ago a loader at the Kenema park ran off with my bag that had my gold jewellery and 3 million Leones inside. I know his face and his name, and other loaders saw him. I reported to the police but nothing is moving. I want him arrested and prosecuted. Can your firm take this up for me?",
    intent: "area:criminal",
  },
  { message: "hello?? anybody de", intent: "unknown" },
  {
    message:
      "Dear Sir, A group of retired drivers in Bo wishes to form a limited company to operate two coaster buses between Bo and Kenema. We require assistance with incorporation and the operating licence. Yours faithfully.",
    intent: "area:business",
  },
  { message: "wat time d plane from Lungi go land today, i de go pick my oga", intent: "off-topic" },
  { message: "MY BOSS DEM HOLD AM FOR LUMLEY POLICE STATION NOW NOW. WETIN I GO DO", intent: "urgent" },
  {
    message:
      "If a passenger's luggage is stolen inside the park while in the care of the union's loaders, is the union liable, or only the individual loader? I ask as a former secretary of the branch.",
    intent: "legal-question",
  },
  { message: "una office de which side, near Cotton Tree?", intent: "address" },
  {
    message:
      "Two drivers union dem de fight over who go control Kissy park. Both chairmen agree make neutral person settle am outside court. Una de do dat kind mediation?",
    intent: "area:arbitration",
  },
  { message: "I should be obliged if you could tell me how many lawyers are presently in your chambers.", intent: "team" },
  { message: "I wan see lawyer Monday morning befo I load go Kono", intent: "booking" },
  { message: "If I come wit my lorry, place de fo park am near una office?", intent: "knowledge:Parking" },
  {
    message:
      "The union rented a building in Bo for its office on a five-year lease. The landlord has now padlocked the gate and says he wants to sell the property, although three years of the lease remain and rent is fully paid. We need representation in this tenancy matter.",
    intent: "area:land",
  },
  {
    message:
      "I came to Freetown on Friday to buy goods. My son, who is a conductor on the Kenema bus, got into a fight with a tout at the park and soldiers took him away. Since Saturday night he has been at the military police post and they are not releasing him. Please, I need a lawyer to go there.",
    intent: "urgent",
  },
  { message: "abeg wetin na di best way fo cook cassava leaf wit bonga fish", intent: "off-topic" },
  { message: "i wan divors my husban he na bus driver n he don marry anoda wife without tel me. hw i go start", intent: "area:family" },
  {
    message:
      "Some young men who lost the park election came to my house last night with cutlasses and said I will not live to see the end of the month. I have sent my wife and children to the village. I do not know what to do.",
    intent: "safety",
  },
  { message: "if i sell ticket for d park without union card, d police fit arest me?", intent: "legal-question" },
  { message: "What are your opening hours in GMT? I'd like to get in touch during my lunch break in London.", intent: "hours" },
  { message: "POLICE SAY DEM GO CHARGE ME TO COURT BCOS D PODA PODA NO GET INSURANCE. NEED LAWYER", intent: "area:criminal" },
  { message: "Is Fatmata Kamara still the head of your chambers? Somebody at the park told me she is very good.", intent: "attorney:Fatmata Kamara" },
  { message: "which network get cheapest contract for data, orange or africell", intent: "off-topic" },
  {
    message:
      "Me na trailer driver. Dem tell me wait at di quay fo container since 5 days, di shipping line say di bill of lading get problem and my oga de lose moni every day. Una fit help?",
    intent: "area:shipping",
  },
  { message: "I would like an appointment with a lawyer about my lost goods, any day next week after 2pm.", intent: "booking" },
  { message: "How can I reach your firm? I am in Kono and cannot come down to Freetown easily.", intent: "contact" },
  {
    message: "dem arest my broda at d park dis mornin n dey still got him at d statin, dey say he must pay 500 tousand befor dey releas him",
    intent: "urgent",
  },
  {
    message:
      "I wan take bank loan fo buy two new lorries fo my transport business. Di bank give me paper fo sign wit plenty condition. Make una check am fo me.",
    intent: "area:business",
  },
  { message: "tenki yu fo di help", intent: "thanks" },
  { message: "Who won the match between East End Lions and Kallon yesterday?", intent: "off-topic" },
  {
    message:
      "I paid a bus company in Kenema to carry 20 bags of rice to Freetown for my shop. They took the money and gave me a waybill, but only 12 bags arrived. The manager keeps telling me to wait and now he doesn't pick my calls. I want the rest of my goods or my money back.",
    intent: "area:contract",
  },
  {
    message: "My brother was a driver and he died while on duty in the company bus. Do his children have a right to compensation from the bus owner?",
    intent: "legal-question",
  },
  { message: "Please tell me the kinds of services your chambers offers. Our union may need a lawyer on a regular basis.", intent: "services" },
  {
    message:
      "We obtained an arbitration award against a haulage firm last year over unpaid transport charges, but they simply refuse to pay. We need your assistance to enforce the award.",
    intent: "area:arbitration",
  },
  { message: "D CONDUCTOR DEM FROM ODA PARK SAY DEM GO BEAT ME TONIGHT WEN I COME BACK, DEM DON SEND PIPUL DE WAIT FOR ME BY D GATE", intent: "safety" },
  {
    message:
      "Dear lawyer, the police came to the Makeni park an hour ago and took our treasurer away in their vehicle. They are holding him at the Makeni police division now. We need a lawyer immediately.",
    intent: "urgent",
  },
  { message: "Who was d judge for Miss Freetown pageant last year", intent: "off-topic" },
  {
    message: "When I come for my meeting, what papers should I bring for my lost luggage case? I have the bus ticket and the waybill only.",
    intent: "knowledge:What to bring",
  },
  { message: "my granmama lan for Wellington, my uncle dem wan sell am to di park pipul. i want stop dem", intent: "area:land" },
  { message: "Can I WhatsApp you from the UK? Which number should I use?", intent: "phone" },
  {
    message: "Can the city council take our lorry park land without paying compensation when the union has used it for thirty years?",
    intent: "legal-question",
  },
  { message: "Good afternoon.", intent: "greeting" },
  {
    message:
      "My brother was held for two nights in Bo last month and then released on bail. Now they say he will be charged with stealing a passenger's bag. We need someone to defend him in court.",
    intent: "area:criminal",
  },
  { message: "ok so", intent: "unknown" },
  { message: "I should be grateful for an appointment with Hawa Turay at the Bo office on Tuesday morning.", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, Goods belonging to a Bo trader were shipped from Conakry by boat to be collected by our union's lorries at Freetown. The boat sank near Tombo and the goods were lost at sea. The owners are seeking to claim against the owner of the vessel. Kindly advise whether you handle such claims.",
    intent: "area:shipping",
  },
  { message: "pls hw do i fix my generator it de start n off again", intent: "off-topic" },
  { message: "Dem hold we chairman for CID since Monday fo di union moni. He still de inside, dem no gi am bail. Abeg send lawyer", intent: "urgent" },
  { message: "Could you kindly provide your email address so that I may forward the union's documents?", intent: "email" },
  { message: "I am old now and I want to write my will so my lorries and houses are shared well among my children after I am gone.", intent: "area:family" },
  { message: "una open today? na lunch time now", intent: "hours" },
  {
    message:
      "The union wants to obtain a licence from the Road Safety Authority to run the Makeni park officially, and we also want to register the park management as a company.",
    intent: "area:business",
  },
  {
    message:
      "My brother in Bo keeps getting calls saying they will burn his bus and his house with him inside if he keeps driving on the Pujehun route. He is too scared to sleep at home.",
    intent: "safety",
  },
  { message: "if i lose passenger bag wen i de load am, dem fit make me pay all di moni?", intent: "legal-question" },
  { message: "Una get lawyer wey sabi transport palava? wetin dem name?", intent: "team" },
  {
    message: "The bus company and I both want to sit down with a neutral person to settle my luggage claim instead of going to court. Can you arrange that?",
    intent: "area:arbitration",
  },
  {
    message:
      "Sir, my nephew, a conductor, was detained at the Bo central police station last night following a dispute over fares. He remains in custody this morning. Kindly assist without delay.",
    intent: "urgent",
  },
  { message: "i no get moni, una de help free?", intent: "knowledge:Fees" },
  {
    message:
      "My oga give me im lorry on work-and-pay, I don pay 80 percent, now he want take di lorry back say di agreement don finish. We sign paper togeda. Abeg help me.",
    intent: "area:contract",
  },
  { message: "I'm coming from Kenema on Monday, which street is your office on in Freetown?", intent: "address" },
  { message: "Is there parking space for a car at your Freetown office?", intent: "knowledge:Parking" },
  { message: "Do you only do court cases, or other legal work as well?", intent: "services" },
  { message: "hw i go reach una", intent: "contact" },
  { message: "WANT MEET LAWYER 2MORO MORNING ABOUT MY BOSS PODA PODA CASE", intent: "booking" },
  { message: "Una lawyer dem sabi Temne? My Krio no too strong.", intent: "knowledge:Languages spoken" },
  { message: "Thank you very much for your prompt response.", intent: "thanks" },
  { message: "ok bye i go com back later", intent: "goodbye" },
  {
    message:
      "I went back to the Kenema park to ask again about my missing bag. The loader I had accused gathered his friends, they surrounded me, pushed me to the ground and said next time they will finish me. Now they stand by the park gate every morning watching for me. My shop is just opposite the park and I am afraid to open it.",
    intent: "safety",
  },
  { message: "Una de open Sunday? Na di only day I no de drive", intent: "hours" },
  { message: "D POLICE JUS TAKE MY DRIVER FROM D PODA PODA NOW FOR ABERDEEN JUNCTION, DEM DE CARRY AM GO STATION", intent: "urgent" },
  {
    message:
      "Please, the land where the Makeni park stands was given to the union by the paramount chief in 1994, but we never got a proper title deed. Now two families claim it. We want the title regularised.",
    intent: "area:land",
  },
  { message: "hw much one container of rice de sell wholesale nw", intent: "off-topic" },
  {
    message:
      "I bin knock one okada man by accident wen I de reverse inside di park. He only wound small. If he take me go court, how much di judge go make me pay?",
    intent: "legal-question",
  },
  {
    message: "my sista husban die for bus acident n his family don tek all his tings n drive her out of d house wit d pikin dem. she need lawyer for d estate",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I wish to request a consultation with Mr Ibrahim Jalloh at his earliest convenience regarding a dispute within our union. Yours faithfully, E. O. Cole",
    intent: "booking",
  },
  { message: "Could you send me a list of your lawyers and what each one does?", intent: "team" },
  { message: "dem carry my oga go station yestaday nite fo di loader fight, up to nw dem no lef am", intent: "urgent" },
  {
    message:
      "My oga get fish container wey come from Guinea, dem hold am fo quay say di health paper no correct. Di fish go spoil. Abeg una de handle dis kind case?",
    intent: "area:shipping",
  },
  { message: "WETIN UNA DE DO", intent: "services" },
  {
    message:
      "Our union treasurer has disappeared with the members' contributions, about 90 million Leones. We want to report him formally and have him prosecuted. Please assist the union with this.",
    intent: "area:criminal",
  },
  { message: "What's the cheapest way to send money to Sierra Leone from the UK, is Orange Money better than WorldRemit?", intent: "off-topic" },
  {
    message: "my husban na driva he de insid cell at kissy police since tuesday, dey sey d car he drive was stolen but he only drive am for d owner",
    intent: "urgent",
  },
  {
    message:
      "Does a park chairman elected under the union constitution have the legal authority to suspend a driver from loading at the park without giving him a hearing?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, Our union supplied fuel on credit to a haulage company for six months. An invoice of 45 million Leones remains outstanding despite several reminders. We seek your assistance in recovering the debt.",
    intent: "area:contract",
  },
  { message: "Morning o", intent: "greeting" },
  {
    message:
      "Some big boys from di next park don chase me wit stick today, dem say di loading spot na dem own. I de hide inside one shop nw, dem still de outside",
    intent: "safety",
  },
  {
    message:
      "My brother and I want to jointly own a bus in Sierra Leone and run it as a proper business. I'll put in the money from here in the UK and he'll manage it day to day. We want a lawyer to set up the partnership properly so there are no fights later.",
    intent: "area:business",
  },
  { message: "i wan mak apoinment wit lawyer bout my husban cas, wich day i fit cum", intent: "booking" },
  {
    message: "Do you charge per hearing or one fee for the whole case? I'm a small trader and I want to know before I start my luggage claim.",
    intent: "knowledge:Fees",
  },
  { message: "wat is d meaning of 'sentence' in english grammar, my pikin homework", intent: "off-topic" },
  {
    message:
      "Two transport owners in Makeni are quarrelling over a bus they bought together. They have asked me, as chairman, to find a neutral person to settle it. Do your lawyers act as arbitrators?",
    intent: "area:arbitration",
  },
  {
    message:
      "Please, my nephew who sells tickets at the Kenema park was picked up by police last night and they have not released him. They are keeping him at the station with the boys they took for the fight.",
    intent: "urgent",
  },
  { message: "una get whatsapp? send di number", intent: "phone" },
  { message: "Can the police keep my brother's bus as evidence for months when no one has even been charged?", intent: "legal-question" },
  {
    message:
      "I bought a small plot near the new Kenema bus station from a man who said it was his family land. I paid him half and he gave me a receipt, but now his cousins say he had no right to sell. I want a lawyer to check the papers and secure the land for me.",
    intent: "area:land",
  },
  { message: "Are you open on public holidays? I'm flying in over Independence Day week.", intent: "hours" },
  { message: "My mum only speaks Mende. Is there someone at your Bo office who can talk with her?", intent: "knowledge:Languages spoken" },
  { message: "HOW MUCH TO CHARGE BATTERY FOR D PODA PODA", intent: "off-topic" },
  { message: "Me and my wife don separate two years. Now she carry di pikin go Guinea without tell me. I want custody of my pikin.", intent: "area:family" },
  {
    message:
      "Dear Sir, Please be informed that the chairman of our Bo branch was arrested this morning at the union office by officers of the Criminal Investigations Department. He is currently held at Bo police headquarters. Urgent legal assistance is required.",
    intent: "urgent",
  },
  { message: "Please how do I get in touch with the chambers from Makeni?", intent: "contact" },
  { message: "I BIN DE INSIDE CELL 3 DAYS LAST MONTH, DEM LEF ME ON BAIL. NOW DEM SAY I MUST GO COURT. NEED LAWYER FOR DAT", intent: "area:criminal" },
  {
    message:
      "My brother's ex-partner's family came to the park with machetes looking for him over money they say he owes. He has locked himself in a friend's room in Bo and is scared to come out. What should he do?",
    intent: "safety",
  },
  { message: "abeg i wan come see lawyer friday, wetin time fine?", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, A consignment of bus spare parts imported by our cooperative has been detained by customs at the Quay on grounds of undervaluation. We should be grateful for your assistance in securing its release.",
    intent: "area:shipping",
  },
  { message: "What is the price of a second-hand Toyota Hiace bus in Freetown now?", intent: "off-topic" },
  { message: "me and 4 loader dem wan form small company fo load and offload goods, una fit register am?", intent: "area:business" },
  { message: "d man hu own d bus i work wit sey he wil sack me bcos i am pregnant. is dat alowed by law?", intent: "legal-question" },
  {
    message: "Dem lock my apprentice fo Waterloo station since yesterday becos di lorry jam one woman. Na me de drive, no be him. Dem no wan free am",
    intent: "urgent",
  },
  { message: "OK TANKS", intent: "thanks" },
  {
    message:
      "My brother signed a contract as a driver with a transport company in Bo. They dismissed him last week without notice and kept two months of his salary. He wants to take action against them.",
    intent: "area:contract",
  },
  { message: "Kindly let me know what documents I ought to prepare before my consultation regarding the union's lease.", intent: "knowledge:What to bring" },
  { message: "Dat Ibrahim Jalloh una lawyer, na him de handle business matter?", intent: "attorney:Ibrahim Jalloh" },
  { message: "pls i get wahala", intent: "unknown" },
  { message: "write a poem about the lorry park for the union magazine, the title should be Road of Life", intent: "off-topic" },
  {
    message:
      "Me and di man weh hire my lorry sign agreement say if palava come we go go arbitration. Now palava don come, he no pay. Abeg help we start di arbitration",
    intent: "area:arbitration",
  },
  {
    message:
      "Soldiers at the Kambia checkpoint took my brother off his bus an hour ago and they're holding him at their post. Passengers called me. Please send someone, I'm panicking.",
    intent: "urgent",
  },
  { message: "were is ur ofice", intent: "address" },
  {
    message: "I'd like to book a phone consultation for Saturday if possible, and could you tell me what it costs?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "di landlord wan drive me comot from di room, I don pay 6 months advance. Una fit help?", intent: "area:land" },
  { message: "If the union removes a chairman before his term ends, can he go to court and get his position back?", intent: "legal-question" },
  { message: "what's your email? I'd rather send the details in writing", intent: "email" },
  { message: "hw many lawyer una get", intent: "team" },
  { message: "Can I come in on Wednesday morning to see someone? I'll bring the waybill and the bus ticket.", intent: "booking" },
  {
    message:
      "A group of touts has been threatening the Bo park treasurer, telling him his children will be harmed unless he hands over the ticket money. He is now afraid to leave his house.",
    intent: "safety",
  },
  { message: "WHICH PODA PODA GO FROM LUMLEY TO CONGO CROSS", intent: "off-topic" },
  {
    message:
      "The police at Kenema asked me for money before they will investigate the theft of my luggage from the bus. I refused. I want a lawyer to push the case so the thief is charged.",
    intent: "area:criminal",
  },
  { message: "Please, does the office close for lunch? I will be coming by bus and may arrive around 1 o'clock.", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, My late brother, a bus owner in Bo, died without a will. I wish to apply for letters of administration on behalf of his widow and children. I should be grateful for your assistance.",
    intent: "area:family",
  },
  { message: "dey take my sista from d park tday bcos of d tiket moni palava n dey lock her at d statin, she stil dey", intent: "urgent" },
  {
    message: "Our members sent palm oil by ship from the Quay to Monrovia and half of the drums never arrived. Can your firm handle a cargo claim for us?",
    intent: "area:shipping",
  },
  { message: "Wetin be di best medicine fo back pain, I de drive long hours", intent: "off-topic" },
  { message: "Could you please outline the areas of law in which your chambers practises?", intent: "services" },
  { message: "I FIT PARK OKADA FOR UNA FRONT?", intent: "knowledge:Parking" },
  {
    message: "The loader who stole my bag has been caught. If he is convicted, will the court also order him to pay back what I lost?",
    intent: "legal-question",
  },
  {
    message: "I de work fo one shop man fo load im goods, we agree 300 tousand every month. 3 months now he no pay me. Abeg help me collect my moni",
    intent: "area:contract",
  },
  { message: "I shall take my leave now. Good day.", intent: "goodbye" },
  {
    message:
      "Our drivers' cooperative is winding up after twenty years. We need help to close the company properly and share the remaining assets among members.",
    intent: "area:business",
  },
  {
    message:
      "Please, my son who drives for me was stopped on the highway at Masiaka and the police have kept him at their post since morning. They refuse to say what the charge is. Help.",
    intent: "urgent",
  },
  { message: "hw to join d trial for d national football team, my broda good player", intent: "off-topic" },
  { message: "Do your lawyers speak Limba? Many of our members are more comfortable in Limba.", intent: "knowledge:Languages spoken" },
  {
    message: "Would the firm be able to mediate between my brother and his bus co-owner? They don't want to go to court because they are cousins.",
    intent: "area:arbitration",
  },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "My neighbour, one driver, de beat im wife every night. Today she run come my house wit blood for head. He de outside de shout say he go kill am. Abeg wetin we go do",
    intent: "safety",
  },
  {
    message:
      "Police don call me say make I report to di station Monday fo statement about di accident weh happen for Masiaka. I no know wetin dem go do me. I want lawyer go wit me.",
    intent: "area:criminal",
  },
  { message: "May I have a telephone number for your Bo office?", intent: "phone" },
  { message: "if di police catch me de load goods fo street instead of inside park, dem fit seize di goods?", intent: "legal-question" },
  { message: "I would like to meet Abdul Rahman Sesay when I come to Freetown next Thursday. Please book me in.", intent: "booking" },
  { message: "Kindly suggest a suitable hymn for the funeral service of our late union member.", intent: "off-topic" },
  { message: "We family get land fo Kono. My broda survey am and put only im own name fo di survey plan. We want lawyer fo correct am", intent: "area:land" },
  { message: "U DEY THERE? NEED SOMETIN", intent: "unknown" },
  { message: "me and my gyal wan marry fo court. una de help wit marriage?", intent: "area:family" },
  { message: "What is the best way to contact you if I cannot come in person?", intent: "contact" },
  { message: "UNA OPEN NOW?", intent: "hours" },
  {
    message: "my oga send me fo collect im container fo quay but di clearing agent say dem need more moni, dem don hold am two weeks. wetin una fit do",
    intent: "area:shipping",
  },
  {
    message:
      "I ordered a new bus body from a welder in Bo and paid him 15 million Leones upfront in January. He promised delivery in six weeks. It is now July, the body is not finished, and he has started asking for more money. I want a lawyer to make him deliver or refund me.",
    intent: "area:contract",
  },
  { message: "NEED LICENCE FOR MY OWN PODA PODA BUSINESS, UNA DE HELP?", intent: "area:business" },
  { message: "wat i go bring wen i cum for d meetin", intent: "knowledge:What to bring" },
  { message: "Please send me your email so I can write to you.", intent: "email" },
  {
    message:
      "Sir, the drivers' union and the Bo District Council have agreed to refer their dispute over park levies to arbitration. We are looking for counsel to represent the union at the hearing.",
    intent: "area:arbitration",
  },
  { message: "Una Bo office de Dambara Road which side? near di market?", intent: "address" },
  { message: "IF I DRIVE WITHOUT LICENCE N POLICE CATCH ME, WETIN GO HAPPEN TO ME", intent: "legal-question" },
  { message: "Do you have a female lawyer? I would feel more comfortable.", intent: "team" },
  { message: "una de do only land case or all kind?", intent: "services" },
  {
    message:
      "The loaders' leader told my assistant he will set the park office on fire tonight with us inside because of the new fees. We are frightened and have locked ourselves in.",
    intent: "safety",
  },
  { message: "Thank you so much, that helps a lot.", intent: "thanks" },
  { message: "abeg my broda still de inside Congo Cross police since Sunday, dem no carry am go court, dem no gi am food", intent: "urgent" },
  {
    message:
      "Yesterday evening I park my lorry for Kissy Road fo offload cement. One police come say I block di road and I argue wit am small. Dem handcuff my apprentice Momoh and carry am go Kissy station, up to now dem no release am. Dem say make I bring 1 million. Abeg una help me get am out.",
    intent: "urgent",
  },
  {
    message:
      "Please, I want a lawyer to draft a proper agreement between the union and the drivers who rent buses from members, so that everyone knows the daily payment and who repairs the vehicle.",
    intent: "area:contract",
  },
  { message: "my gran tel me story bout custody of a goat betwin two vilages, but i jus want to no hw to cook goat pepper soup", intent: "off-topic" },
  { message: "Is the office open on Friday afternoon? Many offices close early for prayers.", intent: "hours" },
  { message: "MY BOSS SAY HE GO CUT MY PAY BCOS PASSENGER BAG LOST. HE GET RIGHT?", intent: "legal-question" },
  {
    message:
      "My brother bought land in Bo to build a small garage for his buses, but the seller has sold the same plot to someone else. I want to instruct a lawyer to protect his purchase.",
    intent: "area:land",
  },
  {
    message: "d tout dem for shell park de threten to burn my stall n kill me if i no giv dem share of my tiket moni. dey com last nite n brake my door",
    intent: "safety",
  },
  {
    message:
      "My husband was a lorry driver and we were married for twelve years. He left me for another woman two years ago and has not given one cent for our three children since. I sell cloth at the Kenema park but it is not enough for school fees. I want a lawyer to make him pay maintenance.",
    intent: "area:family",
  },
  { message: "Abeg book me fo see one lawyer Wednesday, I go de Freetown dat day", intent: "booking" },
  {
    message:
      "My brother shipped a used minibus from Antwerp to Freetown for his route. It's been at the port for a month and customs keep adding charges. Can your firm help get the vehicle cleared?",
    intent: "area:shipping",
  },
  { message: "na how many lawyer de una office, na man or woman?", intent: "team" },
  {
    message:
      "Please, the police arrested four of our loaders this morning after a fight with some Guinean drivers. They are all in the cells at Makeni police now. As chairman I need a lawyer to go and see them.",
    intent: "urgent",
  },
  { message: "What's the weather going to be like in Freetown in August? Planning my trip home.", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, One of our members was released from Pademba Road prison last year after serving his sentence. He wishes to appeal against his conviction, which he maintains was unjust. Kindly advise whether you undertake criminal appeals.",
    intent: "area:criminal",
  },
  {
    message:
      "The bus company gave me a form to sign saying they will pay only 500,000 Leones for my lost bag, which was worth far more. If I sign it, can I still go to court for the full amount later?",
    intent: "legal-question",
  },
  { message: "i wan open my own tiket booking ofis for d Bo buses, i need help to register it", intent: "area:business" },
  { message: "Is there somewhere to park near the Bo office? I shall be driving down from Kenema.", intent: "knowledge:Parking" },
  { message: "my padi Abu dem hold am fo PZ police station nw, e no do notin, na di tout dem put am fo trouble", intent: "urgent" },
  { message: "YO HELLO", intent: "greeting" },
  {
    message:
      "Me and one transport company get palava over di money dem owe me fo haulage. Dem say make we go mediation instead of court. Una fit stand as di middle person?",
    intent: "area:arbitration",
  },
  { message: "Di phone number weh I fit call una, and di email?", intent: "phone", also: ["email"] },
  { message: "di park chairman say any loader weh no pay union dues no go work again. E get power fo do dat?", intent: "legal-question" },
  { message: "dem wan break di union office fo Dove Cut say na government land. We get lease paper. Abeg help", intent: "area:land" },
  {
    message:
      "My sister-in-law just called me crying. My brother's business partner came to their house in Bo tonight, drunk, banging on the door and shouting that he'll kill my brother over the bus money. My brother is hiding in the back room with the kids. I'm in London and I don't know what to do.",
    intent: "safety",
  },
  { message: "WHICH TIME D MATCH START FOR NATIONAL STADIUM TODAY", intent: "off-topic" },
  { message: "Apart from court cases, what other services does your firm provide to ordinary people like traders?", intent: "services" },
  { message: "I should like to arrange a meeting with Adama Koroma at the Freetown office during the first week of next month.", intent: "booking" },
  { message: "i work as tiket sela for one bus compani 3 yrs, dey jus sack me witout notis n no pay my las moni. i want lawyer", intent: "area:contract" },
  {
    message:
      "Madam/Sir, The police this afternoon detained the driver of our union bus at Mano Junction after a collision. He is being held in the cells there and has not been allowed to make a call. Please act.",
    intent: "urgent",
  },
  { message: "What email should I send the photos of my waybill to?", intent: "email" },
  {
    message: "one man tief passenger bag fo di park and dem say na me. police don release me but dem say dem go charge me. I need lawyer fo defend me",
    intent: "area:criminal",
  },
  { message: "Please help me write a CV for my son who wants a job as a bus conductor.", intent: "off-topic" },
  {
    message: "If my brother didn't leave a will, does his wife get everything or do his parents also have a share? He had a bus and a house in Bo.",
    intent: "legal-question",
  },
  { message: "una open satday?", intent: "hours" },
  { message: "MY PAPA DIE LAST WEEK, MY UNCLE DEM WAN TAKE IM PODA PODA. WE WANT LAWYER FOR D ESTATE", intent: "area:family" },
  {
    message:
      "Please, a fishing boat owned by two of our union members was seized at Goderich by the fisheries officers, and the catch and nets are still held. Does your firm deal with fishing boat matters?",
    intent: "area:shipping",
  },
  {
    message: "na dis tout e de follow me every night wit knife say e go stab me if I load fo di Kono lorry again. Tonight I no go sleep home",
    intent: "safety",
  },
  {
    message:
      "My brother came to meet me at the Bo park and a policeman took him away because he had no ID card. That was at 10 this morning and he is still at the station, they say he will sleep there. Please, what can you do?",
    intent: "urgent",
  },
  { message: "Kindly state your fee for a consultation, and whether payment may be made in instalments.", intent: "knowledge:Fees" },
  {
    message:
      "My two friends and I put money together to buy a bus that runs Kenema to Freetown, and we registered it as a small company. Now one of them wants to sell his share to an outsider. We want a proper shareholders agreement.",
    intent: "area:business",
  },
  { message: "how I go bail water from my canoe faster, e de leak", intent: "off-topic" },
  { message: "UNA SABI FULA?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir, The union's agreement with the Bo park contractor contains an arbitration clause. A dispute has arisen concerning the construction of the waiting shed. We wish to commence arbitration and require counsel.",
    intent: "area:arbitration",
  },
  { message: "tenki bad bad", intent: "thanks" },
  { message: "If a lorry falls into a ditch because the park road is bad, can the owner sue the council for the damage?", intent: "legal-question" },
  { message: "dey hol my pikin fada at d Kissy police sins 2 days now dey no tel us wat he do", intent: "urgent" },
  {
    message:
      "Our union wants to lease a plot from the Makeni city council for twenty-five years to build a proper bus terminal. Please, we need a lawyer to negotiate and prepare the lease.",
    intent: "area:land",
  },
  { message: "Who's on your team? I'd like to know if anyone specialises in family and estates.", intent: "team" },
  { message: "UNA OFFICE NEAR WHICH JUNCTION", intent: "address" },
  {
    message:
      "Dem give me summons say make I come court Tuesday fo di accident wey kill one goat and wound one man fo Makeni highway. I want lawyer stand fo me.",
    intent: "area:criminal",
  },
  { message: "Kindly advise on suitable exercises for an elderly man with a weak heart; my doctor spoke of the risk of cardiac arrest.", intent: "off-topic" },
  { message: "I WAN SEE LAWYER DIS WEEK. WHICH DAY FREE", intent: "booking" },
  {
    message:
      "A tout I reported for stealing my bag has been sending boys to my house in Kenema. Last night they threw stones at my window and said I will be next. I have moved my children to my mother's place.",
    intent: "safety",
  },
  {
    message:
      "My brother leased two buses to a company in Bo under a written agreement. They've stopped paying the monthly rent for four months but are still using the buses. He needs a lawyer to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Ok I go talk to una later, bye", intent: "goodbye" },
  { message: "if d bus compani lose my goods n dey sey na d loader fault, hu go pay me, d compani o d loader?", intent: "legal-question" },
  {
    message: "my oga get fridge dem wey e send from Europe, di container don reach quay but dem say some goods miss inside. e want claim",
    intent: "area:shipping",
  },
  { message: "i wan tok to d lawyer dem face to face bout my tiket wahala, tuesday ok?", intent: "booking" },
  { message: "Hi, I'm not sure where to start...", intent: "unknown" },
  { message: "At what time does the Freetown office close on weekdays?", intent: "hours" },
  { message: "Di bank wan seize my transport company lorries becos di loan payment late. Abeg una help me wit di bank.", intent: "area:business" },
  { message: "MY FRIEND INSIDE CELL FOR CONGO CROSS NOW, DEM BEAT AM. HELP", intent: "urgent" },
  { message: "How much di container house de cost fo build small shop?", intent: "off-topic" },
  { message: "I should be grateful to know how best to contact your chambers.", intent: "contact" },
  { message: "Can you tell me about Christiana Thomas? A lady at the Kenema park said she helped her with a debt.", intent: "attorney:Christiana Thomas" },
  { message: "Is a union entitled in law to levy compulsory dues on drivers who are not members before they may use a public park?", intent: "legal-question" },
  {
    message: "My daughter married a bus driver in Kono and now wants a divorce because he has abandoned her. She has asked me to find her a lawyer.",
    intent: "area:family",
  },
  { message: "I'll come with my brother's car. Can we leave it in front of your office for an hour or two?", intent: "knowledge:Parking" },
  { message: "Me and anoda loader get palava ova di moni we share. Chairman say make neutral person settle am. Una fit do am?", intent: "area:arbitration" },
  {
    message:
      "Sir, the newly elected chairman of the Bo park has received a letter warning that he will be killed if he does not step down. He is in fear and has stopped going to the park.",
    intent: "safety",
  },
  {
    message:
      "My brother's conductor just rang me: police stopped the bus at Taiama and took my brother into the police post because a passenger had fake money in a bag. He's been there since 2pm. Can a lawyer go there?",
    intent: "urgent",
  },
  { message: "Can you give me a business plan for a small cloth shop in Kenema market?", intent: "off-topic" },
  { message: "EMAIL?", intent: "email" },
  { message: "d police beat me wen dey arest me las mont, i was releasd after 3 days but i want to tek action for my rights", intent: "area:criminal" },
  { message: "Is it possible to book a consultation with Fatmata Kamara for my family? I'll be in Freetown from the 10th.", intent: "booking" },
  { message: "Wetin I go bring wen I come? I get di lorry paper and di police paper", intent: "knowledge:What to bring" },
  {
    message:
      "I de rent one yard fo park my lorries. Di landlord don double di rent without notice and say if I no pay he go lock di gate. I want help wit dis tenancy.",
    intent: "area:land",
  },
  { message: "If my lorry kill somebody fo accident and na brake failure, dem fit put me fo prison?", intent: "legal-question" },
  { message: "wat is d best phone under 1 milion leones", intent: "off-topic" },
  { message: "Please, does your firm advise organisations like unions and transport associations, or only individuals?", intent: "services" },
  {
    message:
      "Dear Sir/Madam, Our cooperative chartered a small vessel to carry building materials to Bonthe. The owner withdrew the vessel midway through the charter and refuses to refund the hire. We wish to engage your chambers.",
    intent: "area:shipping",
  },
  { message: "Good morning, I hope you are well.", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I am the guardian of the two children of a late union member. Their mother has since remarried and moved to Guinea, and the children live with me in Bo. I wish to adopt them legally and should be grateful for your assistance.",
    intent: "area:family",
  },
  { message: "Please, I want to come and see a lawyer with two of our union executives. When can you give us an appointment?", intent: "booking" },
  { message: "polis don come di park nw nw, dem de pull di loader dem enter dem van. my broda inside dem. abeg", intent: "urgent" },
  { message: "Sir, I wish to have a supply agreement reviewed before the union signs it with a tyre dealer in Bo.", intent: "area:contract" },
  { message: "tomorrow na holiday, una go open?", intent: "hours" },
  { message: "giv me ur numba i wan call", intent: "phone" },
  { message: "Can you recommend a good hotel near Lungi airport?", intent: "off-topic" },
  { message: "What's the nearest landmark to your Freetown office? The taxi drivers never know street names.", intent: "address" },
  { message: "if I no get moni now I fit pay small small?", intent: "knowledge:Fees" },
  { message: "ME N MY BOSS WAN REGISTER PODA PODA COMPANY, UNA FIT DO AM FOR US", intent: "area:business" },
  { message: "Una lawyer dem, na who and who?", intent: "team" },
  { message: "D TOUT DEM SAY DEM GO BURN ME IF I SHOW MY FACE FOR D PARK AGAIN. I DEY HIDE FOR MY AUNTY HOUSE", intent: "safety" },
  { message: "Thank you very much, God bless you.", intent: "thanks" },
  {
    message:
      "Does your firm offer mediation? My brother and the union are arguing about his dues and his suspension, and everyone would rather not go to court.",
    intent: "area:arbitration",
  },
  {
    message: "Dem don keep my conductor fo Waterloo police since Friday night. Dem say na him sell fake ticket. He still de inside, nobody free am",
    intent: "urgent",
  },
  { message: "wat servis una de giv?", intent: "services" },
  { message: "Bye for now!", intent: "goodbye" },
  { message: "una get facebook or anytin I fit take contact una?", intent: "contact" },
  {
    message:
      "Last year a loader at the Freetown park stole my luggage and the police caught him with my things. The case has been adjourned seven times at the magistrate court, and now the prosecutor says the file is missing. I want my own lawyer to follow the prosecution so the case does not die.",
    intent: "area:criminal",
  },
  { message: "dem hold me fo station nw, na from inside cell I de write dis, dem say na me tief di bag", intent: "urgent" },
  { message: "Who go judge di drivers dance competition fo Makeni dis Christmas? I wan enter", intent: "off-topic" },
  { message: "Please, what days of the week are you open?", intent: "hours" },
  {
    message: "Would it be possible to conduct the consultation in Krio? My English is adequate but my wife prefers Krio.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "i sold tikets for a bus dat neva left d park bcos d driver got drunk. d pasengers want dere moni n d compani sey na my problem. am i d one hu must refund dem by law?",
    intent: "legal-question",
  },
  {
    message:
      "My brother says men from a rival union have been waiting outside his house every night since he gave evidence against them, and one of them showed him a gun yesterday. He's staying indoors with the lights off.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, The late founder of our union left a house in Bo which is occupied by tenants who have paid no rent for two years. The family has asked me to assist in recovering possession. Kindly advise whether your chambers handles landlord and tenant matters.",
    intent: "area:land",
  },
  { message: "i want to meet Isatu Bangura nex munday if she de", intent: "booking" },
  { message: "MY BOSS GET GOODS FOR SHIP WEY NO REACH, SHIP COMPANY NO ANSWER. UNA DE HANDLE SHIP CASE?", intent: "area:shipping" },
  { message: "Na only big man case una de take, or una de help small driver dem too?", intent: "services" },
  {
    message:
      "Please, I am at the Kenema police station right now. They have locked up my cousin, the one who loads the Freetown bus, since yesterday morning. They say they will take him to court but nothing is happening.",
    intent: "urgent",
  },
  {
    message:
      "My brother and his wife want to adopt their nephew, whose parents died in the bus crash last year. They live in Bo. Can your firm handle the adoption?",
    intent: "area:family",
  },
  { message: "Please what is the price of a bag of cement in Makeni this week?", intent: "off-topic" },
  {
    message:
      "I gave a tailor at the park 2 million Leones and the cloth to sew uniforms for my shop girls. Four months later, nothing, and he has moved his machine away. I want a lawyer to get my money back.",
    intent: "area:contract",
  },
  { message: "Please, who are the senior lawyers in your chambers?", intent: "team" },
  { message: "helo gud evnin", intent: "greeting" },
  {
    message:
      "Dear Sir, This is to inform you that our branch secretary was remanded in custody this morning by the Bo magistrate and taken to the correctional centre. We require counsel to apply for bail at once.",
    intent: "urgent",
  },
  {
    message:
      "Sir, the union intends to invest in a fuel station at the Bo park jointly with a private investor. We require legal assistance with the investment agreement and the company structure.",
    intent: "area:business",
  },
  { message: "me na loader, if passenger bag fall and break wen I de carry am, dem fit take me go court?", intent: "legal-question" },
  { message: "HOW TO GET FOOTBALL CONTRACT WIT EUROPE CLUB", intent: "off-topic" },
  { message: "me n d bus ownr agree to sit wit som1 neutral to setl d moni palava instead of court, una fit arrange am", intent: "area:arbitration" },
  {
    message:
      "Since I testify fo court about di accident, di driver im people dem de threaten me, dem say dem go crash my lorry wit me inside. Yesterday dem follow me from Waterloo to Kissy.",
    intent: "safety",
  },
  { message: "Could you give me the number to call the Freetown office?", intent: "phone" },
  {
    message:
      "Police in Bo have summoned my brother for questioning about a missing passenger's luggage. He hasn't been arrested. Can someone represent him when he goes in?",
    intent: "area:criminal",
  },
  { message: "D POLICE VAN TAKE 3 OF US APPRENTICE TODAY, 2 FREE BUT MY PADI STILL LOCK UP FOR WELLINGTON STATION", intent: "urgent" },
  {
    message: "Before I come in, is there a list of documents I should gather about my brother's estate? Death certificate, bus papers, anything else?",
    intent: "knowledge:What to bring",
  },
  { message: "Could you give me a recipe for jollof rice for 50 people? I am cooking for the union's end of year party.", intent: "off-topic" },
  { message: "I wan buy small land fo Lunsar fo build garage. Abeg help me do di conveyance and check if di man get true paper.", intent: "area:land" },
  { message: "Would an oral agreement between a bus owner and his driver be binding in court, given that nothing was written down?", intent: "legal-question" },
  { message: "I'd like to come and discuss my lost luggage claim with a lawyer. Are you free on Thursday?", intent: "booking" },
  {
    message: "Me wife don die last year, now her family want take my two pikin go village say na dem get right. I want keep my pikin. Help me",
    intent: "area:family",
  },
  {
    message:
      "My brother just called from the back of a police pickup. They're taking him to Bo central right now, something about a passenger's complaint. Please help!",
    intent: "urgent",
  },
  { message: "di email weh I fit send di paper dem", intent: "email" },
  {
    message:
      "A trader friend and I imported a container of Dutch wax cloth through the Quay. Customs cleared it, then the shipping line refused to release it saying freight was unpaid, which is false. Every day we pay storage. We need a lawyer.",
    intent: "area:shipping",
  },
  { message: "Kindly recommend a reliable mechanic in Bo for a Mercedes coaster bus.", intent: "off-topic" },
  { message: "ahh i no know how fo begin dis ting", intent: "unknown" },
  {
    message:
      "The man from the bus company I'm claiming against called me and said women who make trouble disappear on that road. Since then a car has been parked outside my shop every evening. I'm afraid to travel to Freetown for the case.",
    intent: "safety",
  },
  { message: "I want to register my cloth trading as a business name so I can open a bank account and take a loan. Please help.", intent: "area:business" },
  { message: "Will anyone be in the office on Saturday morning?", intent: "hours" },
  {
    message: "If the union constitution says the chairman serves four years, can the government appoint a new chairman for the park before that?",
    intent: "legal-question",
  },
  { message: "HOW TO REACH UNA QUICK", intent: "contact" },
  {
    message:
      "Me sign paper wit one company fo carry dem goods go Kono fo one year. Dem don stop give me load but dem no wan cancel di agreement properly, and dem owe me two trip. Abeg help",
    intent: "area:contract",
  },
  { message: "how I fit land job fo Guinea as loader?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, Our union and the Kenema branch have agreed to appoint a sole arbitrator to resolve a dispute over shared assets. We should be grateful if one of your partners could serve, or recommend a suitable neutral person.",
    intent: "area:arbitration",
  },
  { message: "Please, is Hawa Turay the lawyer in charge of your Bo office? What cases does she handle?", intent: "attorney:Hawa Turay" },
  { message: "d soljas tek my husban from d bus at Lumley junction n lock him in dere post, is 5 hours now", intent: "urgent" },
  { message: "Thank you, that's really reassuring.", intent: "thanks" },
  { message: "polis release me yday after 2 day fo di fight fo park, but di odas wan make dem charge me again. I want lawyer", intent: "area:criminal" },
  { message: "cn i park keke at ur ofis", intent: "knowledge:Parking" },
  {
    message: "If the bus driver was drunk when he crashed and my brother was a passenger, can the family sue the bus owner for his injuries?",
    intent: "legal-question",
  },
  { message: "Alright, we shall talk again. Goodbye.", intent: "goodbye" },
  {
    message:
      "A surveyor put the boundary pillars of my plot behind the Kenema park in the wrong place and my neighbour has now built his fence on my side. I want a lawyer for the boundary dispute.",
    intent: "area:land",
  },
  { message: "BOOK ME LAWYER FRIDAY 10AM", intent: "booking" },
  {
    message: "my husban jus beat me agen n lock me out of d house, he sey wen he com back tonite he go finish me. i dey by d park wit my baby",
    intent: "safety",
  },
  { message: "How do I get my UK phone to charge with Sierra Leone sockets? Do I need an adapter?", intent: "off-topic" },
  { message: "my broda is a fisherman, d big trawler tear im net n bost im boat at sea. we want claim", intent: "area:shipping" },
  { message: "What kinds of cases does your firm take on?", intent: "services" },
  {
    message: "Please, a policeman and two soldiers are at the park gate now pushing our vice-chairman into their vehicle. We need help immediately.",
    intent: "urgent",
  },
  { message: "IF MY BOSS NO PAY ME 3 MONTH, I FIT HOLD D PODA PODA TILL HE PAY?", intent: "legal-question" },
  {
    message:
      "Sir, my late wife's estate has not been administered three years after her death, and her relatives now wish to share it among themselves. I require assistance with probate.",
    intent: "area:family",
  },
  { message: "Di price of diesel go go up next week?", intent: "off-topic" },
  { message: "me padi dem wan make we open loader association as company wit shares, una go help?", intent: "area:business" },
  { message: "Do any of your lawyers speak French? My business partner from Guinea will come with me.", intent: "knowledge:Languages spoken" },
  { message: "My driver still de lock up fo Lunsar police since two days ago. Dem no allow me see am. Abeg", intent: "urgent" },
  { message: "WAT TIME UNA CLOSE TODAY", intent: "hours" },
  { message: "di man weh employ me as loader fo im warehouse don sack me today say I lazy, we get paper. help me", intent: "area:contract" },
  { message: "Kindly let me know the names of the partners in your firm.", intent: "team" },
  {
    message:
      "Sir, I write on behalf of a young woman who sells water at the Bo park. A driver has been forcing himself on her and telling her that if she tells anyone he will kill her. She is terrified and has stopped coming to the park.",
    intent: "safety",
  },
  { message: "Hello, good evening from London", intent: "greeting" },
  {
    message: "The bus company has offered to go to mediation over my luggage. I'd like a lawyer from your firm to represent me there.",
    intent: "area:arbitration",
  },
  { message: "hw many bottles in one case of star beer", intent: "off-topic" },
  { message: "HOW MUCH FOR LAWYER", intent: "knowledge:Fees" },
  { message: "abeg my broda dem carry am go Ross Road police since morning, he still de inside", intent: "urgent" },
  {
    message:
      "A man posing as a union official has been collecting fake levies from drivers at the Bo park with forged receipts. The union wishes to press charges and needs a lawyer to pursue the complaint.",
    intent: "area:criminal",
  },
  { message: "If I pay di police fine fo overload, dat mean say I don accept say na me wrong? Dem fit still take me court?", intent: "legal-question" },
  { message: "Kindly furnish me with your telephone number.", intent: "phone" },
  { message: "LANDLORD SAY WE MUS COMOT BY FRIDAY, NO NOTICE. WE NEED LAWYER", intent: "area:land" },
  { message: "Could I book a consultation for my brother and me with one of your partners, maybe on a Monday?", intent: "booking" },
  { message: "I fit bring my witness dem come fo di meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "Please, goods our members loaded onto a vessel from Freetown to Banjul were damaged by seawater because the hatch was left open. We want to claim from the shipowner.",
    intent: "area:shipping",
  },
  {
    message:
      "Please, a member's transport company was struck off the register and now cannot renew its operating licence. We need help restoring the registration and the licence.",
    intent: "area:business",
  },
  {
    message:
      "They refused bail for my son this morning and he has been sent back to the cells at Kenema. He is only 17 and sold tickets at the park. Please, can a lawyer go to see him?",
    intent: "urgent",
  },
  { message: "Please recommend a good book on the history of the railway in Sierra Leone.", intent: "off-topic" },
  { message: "ok i de go, see you", intent: "goodbye" },
  { message: "Di Freetown office, how I go find am from Dove Cut?", intent: "address" },
  { message: "is der any way to get to una besides coming to d ofis?", intent: "contact" },
  { message: "hello o", intent: "greeting" },
  { message: "Tenki plenty, God go bless una", intent: "thanks" },
  { message: "WHO BE D LAWYERS", intent: "team" },
  { message: "Please, what help can your chambers give to people in the transport sector generally?", intent: "services" },
  { message: "SOME GUYS PUSH ME INSIDE GUTTER TODAY N SAY NEXT TIME NA KNIFE. I NO FIT GO BACK D PARK", intent: "safety" },
  {
    message:
      "There's a mob at the Bo park right now beating the driver of my brother's bus because a child was knocked down. My brother is there too and they're shouting at him. Please, what do we do?",
    intent: "safety",
  },
  {
    message: "Is someone at the Bo office at 8 in the morning, and where exactly is it? I want to come before the market opens.",
    intent: "hours",
    also: ["address"],
  },
  {
    message: "The loader who took my bag has paid back half. If I accept the money, will the police still be able to prosecute him?",
    intent: "legal-question",
  },
  { message: "I wan make appointment fo my lorry yard land palava, any day next week", intent: "booking" },
  { message: "Please schedule me for a consultation with Mohamed Conteh regarding a criminal summons served on a union member.", intent: "booking" },
  { message: "my man na driva n he sey he go tek my pikin go Kono, we no marry. i want custody of my baby. una fit help", intent: "area:family" },
  {
    message:
      "My brother paid a dealer in Freetown for a reconditioned bus engine six months ago. The dealer delivered the wrong engine and refuses to exchange it. Can your firm help him enforce the sale?",
    intent: "area:contract",
  },
  { message: "Di arbitrator don decide say di company must pay me 40 million, but dem no pay. Abeg help me enforce am.", intent: "area:arbitration" },
];
