import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: phone repairers, phone and accessory sellers, SIM registration agents and their customers; writers: (1) Alusine Fofanah, 34, phone repairer at a roadside stall on Kissy Road, Freetown, writes Krio on a cracked Tecno with heavy typos; (2) Mariama Sow, 27, phone accessories seller on Abacha Street, mixes Krio and English in SMS shorthand; (3) Sorie Kanu, 41, SIM registration agent under an umbrella in Makeni, shorthand and capitals; (4) Mrs Josephine Cole, 62, retired teacher and customer in Wilberforce, formal letters and emails; (5) Ibrahim Mansaray, 23, second-hand smartphone seller in Bo, voice-to-text without punctuation; (6) Fanta Kallon, 35, market trader and phone customer in Kenema, long plain-English stories; (7) Mohamed Bah, 39, owner of a phone and accessories import shop in central Freetown, business English; (8) Kadiatu Williams, 46, nurse in London who sends phones home to family, quick notes and emails
export const DEVELOPMENT_HUNDRED_AND_FORTY_FOURTH: LabelledMessage[] = [
  { message: "kushe o, good morning", intent: "greeting" },
  {
    message:
      "Good afternoon. I import phone accessories from Guangzhou: chargers, cases, earpieces, power banks. My 20ft container has been sitting at Queen Elizabeth II Quay for three weeks because customs say my invoice value is too low and they want to re-value everything. Demurrage is running every single day and my customers are waiting. Can your firm help me get the container released?",
    intent: "area:shipping",
  },
  {
    message:
      "abeg una help, polis don kam na mi shop dis morning dem tek mi apprentis go Eastern polis say di phone we e fix na tif phone. e still de de now, dem nor lef am",
    intent: "urgent",
  },
  { message: "my tecno spark nor de charge again even wen I plug am, na di charging port or na di battery?", intent: "off-topic" },
  {
    message:
      "If a customer leaves his phone with me for repair and never comes back for six months, is it legal for me to sell it to recover my money for the parts?",
    intent: "legal-question",
  },
  { message: "wat time una de close 2day? i wan pass afta i close mi stall", intent: "hours" },
  {
    message:
      "I rent a small container shop by the roadside at Calaba Town where I sell phones and recharge cards. Last week the landowner told me his family has sold the land and I must remove my shop in two weeks. But I paid rent for one full year in advance and I still have eight months left. I want a lawyer to handle this for me.",
    intent: "area:land",
  },
  {
    message:
      "Some boys came to my stall last night saying I sold them a fake iPhone. They said if I don't return 4 million leones by Friday they will burn the stall with me inside it. I didn't sleep. I'm scared to even open today.",
    intent: "safety",
  },
  { message: "how many lawyers are in your office?", intent: "team" },
  { message: "I want to register my phone repair shop as a business name. Can you do that for me?", intent: "area:business" },
  { message: "pls can i meet a lawyer dis week any day, na bout mi container palava at d quay", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, I am writing on behalf of my nephew, Abu, who sells mobile phones at the Kenema lorry park. He was arrested yesterday afternoon by police officers who claimed that one of the phones in his showcase had been reported stolen. He spent the night at the station and as of this morning he has not been released. I should be grateful if a lawyer could attend to him urgently. Yours faithfully, J. Cole",
    intent: "urgent",
  },
  {
    message:
      "I supplied 40 Samsung phones to a company for their staff on credit. Their manager signed a delivery note saying they would pay in 30 days. That was four months ago and nothing has been paid, now they don't pick my calls. I need help to collect my money.",
    intent: "area:contract",
  },
  { message: "wetin kain wok una de do na dis office?", intent: "services" },
  {
    message:
      "My husband and I run a phone shop together in Bo. We have been living apart for a year now and he already has another woman. I want a proper divorce so I can move on. Please help me.",
    intent: "area:family",
  },
  { message: "I wan see lawyer 2moro morning bout mi shop palava, abeg put mi name down", intent: "booking" },
  { message: "if polis seize mi phone dem en a get receipt fo all, dem get right fo keep am?", intent: "legal-question" },
  {
    message:
      "A customer has reported me to the police saying I swapped the screen of his phone with a fake one, which is not true. The CID has written asking me to come and make a statement next week Tuesday. I have never been in this kind of thing before. I need a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "does anyone at your office speak Temne? my papa no sabi English well", intent: "knowledge:Languages spoken" },
  { message: "how many cartons of phone cases can fit inside one 40ft container?", intent: "off-topic" },
  {
    message:
      "Me and my business partner are quarrelling over how to share the profit from our accessory shop. It has been going on for months and we are no longer talking. We don't want to go to court. Can your firm arrange mediation with a neutral person?",
    intent: "area:arbitration",
  },
  { message: "SIR MY BROTHER IS SIM AGENT DEM ARREST HIM AT MAKENI FOR REGISTERING SIM WITHOUT ID HE IS IN CELL NOW PLS HELP", intent: "urgent" },
  { message: "wetin na una phone number, en una email?", intent: "phone", also: ["email"] },
  {
    message: "mi phone dem we a sen from Dubai by ship nor reach. di shipping company say di container fall na sea. una kin help mi fo claim?",
    intent: "area:shipping",
  },
  {
    message:
      "My husband broke my phone and slapped me because he saw a message from one of my customers. He said when he comes back tonight he will deal with me properly. I am at my sister's place now but he knows where she lives.",
    intent: "safety",
  },
  { message: "Please what is your email address? I want to send you scanned documents.", intent: "email" },
  {
    message:
      "Is it true that a SIM agent can go to prison if a SIM he registered is used for fraud? What will happen to me if one of my customers used his line to scam people?",
    intent: "legal-question",
  },
  {
    message:
      "Three of us want to form a limited company to import phones and accessories. We are not sure who should be directors and how to share the shares. We need help setting it up properly.",
    intent: "area:business",
  },
  { message: "Do you sell iPhone 13 cases? the leather ones", intent: "off-topic" },
  { message: "r u open on saturday", intent: "hours" },
  { message: "I want to buy a plot at Waterloo to build a bigger repair shop. Can you do the title search before I pay the man?", intent: "area:land" },
  { message: "how can I reach your office from Kenema? I can't travel now", intent: "contact" },
  { message: "dem carry mi boss go station yestade fo di phone dem we polis say na smuggle. till now dem nor lef am. wetin a fo do", intent: "urgent" },
  { message: "Hello, could you tell me what kinds of cases your firm handles?", intent: "services" },
  {
    message:
      "I employed a boy in my phone repair shop for two years with a written contract. Last month I dismissed him because he was stealing screens and batteries. Now he says I owe him six months salary and he will take me to the labour office. I want a lawyer to look at the contract and handle it.",
    intent: "area:contract",
  },
  { message: "Good day, I would like to book a consultation with Fatmata Kamara on Wednesday afternoon regarding the lease for my shop.", intent: "booking" },
  { message: "tenki ya, God bless", intent: "thanks" },
  {
    message:
      "My father died last year and left three phone shops in Freetown. My uncles have taken the keys and say they will run them for the family. We his children have seen no money since. We want to sort out the estate properly. Can you help?",
    intent: "area:family",
  },
  { message: "abeg a get wahala o", intent: "unknown" },
  { message: "abeg which network get di cheapest data bundle now? orange or africell?", intent: "off-topic" },
  {
    message:
      "The network company I work for as a SIM registration agent stopped paying my commission in March and then terminated my agent contract without any notice. I have worked for them for five years. Do I have a right to claim compensation?",
    intent: "legal-question",
  },
  { message: "Is Fatmata Kamara still the senior partner there? what kind of cases does she handle?", intent: "attorney:Fatmata Kamara" },
  {
    message:
      "Someone is sending me WhatsApp messages saying he will post my private pictures that he got from my phone when I gave it for repair, unless I pay him. He also said he knows where I live and will come to my house. Please I am afraid.",
    intent: "safety",
  },
  {
    message:
      "I want to report a man who sold me 15 phones that turned out to be stolen and then ran away with my money. I have his picture and his number. I want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "is there a woman lawyer in your firm? I prefer to talk to a woman", intent: "team" },
  {
    message: "We won an arbitration award against my phone supplier in Conakry but he has not paid one cent. I need help enforcing the award.",
    intent: "area:arbitration",
  },
  {
    message:
      "Hi, I'm writing from London. My younger brother in Freetown runs a phone shop at Lumley. He just called me crying that police officers are in his shop right now putting handcuffs on him and taking him away. Please send someone!",
    intent: "urgent",
  },
  { message: "how much is consultation fee? i be small phone repairer", intent: "knowledge:Fees" },
  { message: "write me a short advert for my phone accessories shop to put on facebook", intent: "off-topic" },
  { message: "where is your office in Freetown? which street", intent: "address" },
  {
    message:
      "i pay one man na Guinea 25 million leones since March fo supply mi 100 phone. e don block mi numba. wi bin sign paper togeda. a want lawyer fo dis",
    intent: "area:contract",
  },
  { message: "mi wef e don de na Kissy polis station since yestade dem say na tif phone e buy. dem nor gri release am. una fo help", intent: "urgent" },
  { message: "Which phone plan contract is better for my shop, Africell postpaid or the Orange monthly one?", intent: "off-topic" },
  { message: "My container clearing is on Monday morning. What time does your office open on Monday so I can pass before going to the quay?", intent: "hours" },
  {
    message: "can my landlord lock my phone shop because I owe two months rent? he put his own padlock on it yesterday and all my stock is inside",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, our company's consignment of 2,000 mobile handsets arrived at Queen Elizabeth II Quay on 3 June. Our clearing agent has since disappeared with the duty money we gave him and the goods remain uncleared. We require legal representation in this matter at your earliest convenience.",
    intent: "area:shipping",
  },
  { message: "Hello good evening", intent: "greeting" },
  {
    message:
      "The man who supplies me phones said if I tell anyone he sells stolen ones he will cut me. Today he came and stood in front of my stall for hours just watching me. I don't feel safe going home tonight.",
    intent: "safety",
  },
  { message: "mi granpa lan na Lunsar, mi uncle dem wan sell am witout tok to wi. we nor gri. una kin tek di case?", intent: "area:land" },
  { message: "pls can u tell me d names of ur lawyers", intent: "team" },
  {
    message: "I would like an appointment with a lawyer next Tuesday. I run a SIM registration point and need advice about my agency agreement.",
    intent: "booking",
  },
  { message: "how do I unlock an iCloud locked iPhone? customer forgot the password", intent: "off-topic" },
  { message: "i nid licence to sell sim cards n phones, wich office i go? u can do it 4 me?", intent: "area:business" },
  {
    message: "They have kept my son at Pademba Road on remand since last Thursday for a phone theft case. He is still there. I need a lawyer to get him out.",
    intent: "urgent",
  },
  { message: "wat type of case una de tek?", intent: "services" },
  {
    message:
      "I was arrested last year for buying a stolen phone and they released me on bail after two days. I thought it was finished. Now a court summons has come for next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message:
      "I bought a phone from a shop in town with a receipt. Two weeks later police said it was stolen and took it from me. The shop owner says it's not his problem. Do I have a right to get my money back from him?",
    intent: "legal-question",
  },
  { message: "pls d office na which side? near wat landmark? n parking dey?", intent: "address", also: ["knowledge:Parking"] },
  { message: "mi babymama don cari mi pikin go Guinea witout mi consent. a want custody. una de handle dat kain case?", intent: "area:family" },
  { message: "Is there parking for my car when I come to your office?", intent: "knowledge:Parking" },
  { message: "I'm the judge for a phone photography competition next week. What should I look for when scoring the pictures?", intent: "off-topic" },
  { message: "plz hlp my husbnd sim agent dey arrest am 2day at Bo 4 fake registration dem lock am nw at d station", intent: "urgent" },
  {
    message:
      "Please could your lawyers review a distribution agreement before I sign it? A big phone brand wants me to be their dealer in the Northern Province and the document is thirty pages of small writing.",
    intent: "area:contract",
  },
  { message: "do you have a whatsapp number i can text instead of calling", intent: "phone" },
  {
    message:
      "We are three partners in a phone shop at Congo Cross and there's a big disagreement about who put in how much money. Before we spoil the friendship completely, can you bring in a mediator to help us settle?",
    intent: "area:arbitration",
  },
  {
    message:
      "I'm hiding in a neighbour's house. My ex boyfriend broke into my shop with a knife looking for me because I blocked his number. He's still outside on the street shouting my name.",
    intent: "safety",
  },
  { message: "Wetin a fo bring wen a de cam fo di mitin? mi receipt dem en di polis paper?", intent: "knowledge:What to bring" },
  {
    message:
      "If a phone I'm repairing gets damaged while it's with me, like water enters it from the roof, will the court make me pay the full price of a new phone?",
    intent: "legal-question",
  },
  { message: "is anyone there? hellooo", intent: "unknown" },
  {
    message:
      "The shipping line lost three pallets of our accessories somewhere between Antwerp and Freetown. They keep sending us from one office to another. We want to claim against them. Do you do cargo claims?",
    intent: "area:shipping",
  },
  { message: "una open na lunch time?", intent: "hours" },
  { message: "abeg how a go transfer moni from Orange money to Afrimoney?", intent: "off-topic" },
  { message: "a wan tok to lawyer fes to fes, wich day a kin cam? mi palava na bout mi shop lan", intent: "booking" },
  { message: "Do you have a lawyer based in Bo?", intent: "team" },
  {
    message:
      "My company has imported phones for five years but business is very bad now with the exchange rate. I want to close the company properly and pay off everybody, the bank, the staff, the suppliers. How do I start? Please help.",
    intent: "area:business",
  },
  {
    message:
      "My cousin repairs phones at Kissy Road. This morning some soldiers came and said a phone he was fixing belongs to an officer and was stolen. They beat him small and took him away in their truck. We don't know where they took him and nobody has seen him since.",
    intent: "urgent",
  },
  {
    message: "We want to buy a two storey house in Bo and use the downstairs as our phone shop. The seller is ready. Can your lawyers handle the conveyancing?",
    intent: "area:land",
  },
  { message: "ok bye, I go call back", intent: "goodbye" },
  { message: "how do I get in touch with you people?", intent: "contact" },
  {
    message: "wan customer de spoil mi name se a tif in phone. e don go report na polis but dem nor arrest mi. i wan lawyer fo handle d matter before e big",
    intent: "area:criminal",
  },
  {
    message:
      "Please, they arrested my sister at her SIM registration kiosk at Congo Cross about an hour ago and she is in the police cell at Congo Cross station right now. Her baby is with me. What do we do?",
    intent: "urgent",
  },
  {
    message: "Good afternoon. I'm new in Freetown and I'm not sure what a law chambers like yours does exactly. Can you explain your services?",
    intent: "services",
  },
  { message: "if a sell phone we a nor no se na tif phone, dem go put mi na prison?", intent: "legal-question" },
  { message: "I want to write a will so that my phone shops go to my children and not to my brothers when I die.", intent: "area:family" },
  { message: "can I email you? whats d address", intent: "email" },
  { message: "Thank you very much for the information, it helps a lot.", intent: "thanks" },
  {
    message:
      "The network company says our dispute about my unpaid commissions must go to arbitration according to the dealer agreement. I have never done arbitration before. I need a lawyer to represent me in it.",
    intent: "area:arbitration",
  },
  { message: "what is the price of iPhone 15 pro max in freetown now?", intent: "off-topic" },
  { message: "Good morning, I'd like to come with my brother on Friday to see a lawyer about his case. Is 11am possible?", intent: "booking" },
  {
    message:
      "Since I refused to register SIMs for some guys without ID cards, they wait for me every evening at the junction near my kiosk. Yesterday one of them showed me a gun and said next time I'm finished.",
    intent: "safety",
  },
  { message: "Which cell phone has the best battery life for a SIM registration agent who works outside in the sun all day?", intent: "off-topic" },
  {
    message:
      "My landlord wants to increase the rent of my phone shop by 100% in the middle of my three year lease. We signed the lease with a fixed rent. Is that legal?",
    intent: "legal-question",
  },
  { message: "URGENT my papa dem hol am na Makeni polis station since 2 day, dem nor gi am bail. e de sell phone na Station Road", intent: "urgent" },
  { message: "a get 2 container of phone accessory dem hol na quay, customs say mi papers nor complete. una go help mi clear am?", intent: "area:shipping" },
  { message: "Can I pay the legal fee in parts? My business is small and I can't pay everything at once.", intent: "knowledge:Fees" },
  { message: "Plz book me appointment wit Abdul Rahman Sesay 4 thursday", intent: "booking" },
  { message: "We are opening a branch of our phone shop in Kenema and need help sorting out the registration and licences for it.", intent: "area:business" },
  {
    message:
      "My landlord's sons came to my stall with sticks and said if I'm still there tomorrow they'll break my legs. They already smashed my glass showcase and scattered my chargers on the ground.",
    intent: "safety",
  },
  { message: "hw late r u open 2day", intent: "hours" },
  {
    message:
      "My apprentice has been charged to court for receiving stolen phones. He is on bail now and the case starts next month. He is a good boy and I believe him. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Kushe! How una de?", intent: "greeting" },
  { message: "pls how to fix a phone that fell in water? i put it inside rice already", intent: "off-topic" },
  {
    message:
      "My husband died without a will. His brothers say the phone shop and the house now belong to them because I'm only the wife and not blood. I have three children with him. Can they take everything from me and my children?",
    intent: "legal-question",
  },
  {
    message: "Mi en mi man don separate tri yia now. A want mek wi divorce legally. A de sell phone na Kenema market en a nor want am fo kam tek mi shop.",
    intent: "area:family",
  },
  { message: "what kind of cases does Abdul Rahman Sesay do? is he good with business matters?", intent: "attorney:Abdul Rahman Sesay" },
  {
    message:
      "Good evening. I am a SIM registration agent in Port Loko. Today around 3pm two policemen came to my kiosk with a list of numbers. They said some of the SIMs we registered were used for mobile money fraud. They took my colleague Sheku with them to the station and he's still there now, they said he can't go until the matter is investigated. Please what can your firm do?",
    intent: "urgent",
  },
  {
    message:
      "We made an agreement with a company in Freetown to supply them 60 tablets. They paid half and now refuse to pay the other half, saying we delivered two days late. The agreement says nothing about that. We need to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "who are the partners in your firm?", intent: "team" },
  { message: "Give me a nice poem for my wife's birthday, she sells phone cases in the market", intent: "off-topic" },
  {
    message:
      "I have a family land dispute with my cousins in Moyamba about where the boundary of our plot is. They moved the beacons when I was in Freetown. Need a lawyer.",
    intent: "area:land",
  },
  { message: "call number pls", intent: "phone" },
  {
    message:
      "My supplier in Lebanon and I have an arbitration clause in our contract. He sent us 500 phones with bad screens. I want to start arbitration against him. Do you handle that?",
    intent: "area:arbitration",
  },
  { message: "if i register sim 4 som1 wit fake id n i nor no, am i guilty?", intent: "legal-question" },
  {
    message:
      "hello my brother was arrested by the police at the wharf yesterday they said he is smuggling phones he is still with them at the police post please help me",
    intent: "urgent",
  },
  { message: "Bonjour, avez-vous un avocat qui parle français? Je suis guinéen, je vends des téléphones à Freetown.", intent: "knowledge:Languages spoken" },
  { message: "do u do only court cases or u also help wit business papers n other tins? wat services u get", intent: "services" },
  {
    message:
      "I'm a phone importer. One of my containers was opened at the port before I got there and a lot of phones are missing, about 300 pieces. The seal number is different from the one on my papers. I want to claim from the shipping line and the port. Can you act for me?",
    intent: "area:shipping",
  },
  { message: "mi man de bit mi evri nite sins a start fo sell phone na market. yestade e se e go kil mi. a nor no usai fo go", intent: "safety" },
  { message: "Can I meet a lawyer at your Bo office? any day next week, I sell phones there.", intent: "booking" },
  { message: "What time does the Brussels flight land at Lungi on Fridays? I'm bringing phones for my shop.", intent: "off-topic" },
  { message: "Dear Sir/Madam, kindly let me know the best means of contacting your chambers, as I reside in the provinces.", intent: "contact" },
  {
    message:
      "I got a loan from the bank for my phone business and now they are threatening to take my shop because of late payments. The interest keeps climbing. I need a lawyer for this bank issue.",
    intent: "area:business",
  },
  { message: "dem don lock mi padi insai di cell na Lumley station sins las nite bikos of phone we dem se e tif. abeg", intent: "urgent" },
  { message: "Is your office near the Cotton Tree?", intent: "address" },
  { message: "I will come on my okada. Can I park it in front of your office?", intent: "knowledge:Parking" },
  {
    message: "someone hacked my mobile money and took 12 million. i know who did it, he used to work with me. i want him to be charged to court.",
    intent: "area:criminal",
  },
  {
    message:
      "The police collected 50 phones from my shop as evidence three months ago and never returned them. Nobody has been charged. Can they keep my goods forever like that?",
    intent: "legal-question",
  },
  { message: "ok tenki plenti", intent: "thanks" },
  {
    message: "I'm in the UK. My sister in Freetown wants to adopt our late brother's child, who is six. We need a lawyer to do the adoption properly.",
    intent: "area:family",
  },
  { message: "Una de open tumara? tumara na Satide", intent: "hours" },
  { message: "email address for consultation?", intent: "email" },
  { message: "What is the capital of Canada? my son is asking for his homework", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I engaged a contractor to construct a new phone shop for me at Goderich. He collected forty million leones and, after six months, has only laid the foundation before disappearing. I wish to take legal action against him.",
    intent: "area:contract",
  },
  {
    message:
      "Some men in a car keep following me from my shop since I reported the fake phone dealer. Last night they parked outside my house until morning. Today they were there again.",
    intent: "safety",
  },
  { message: "For the consultation, what documents should I prepare? I have my business registration and the lease.", intent: "knowledge:What to bring" },
  { message: "alright, see you later", intent: "goodbye" },
  { message: "i de rent shop na Bo, di landlord nor want gi mi receipt fo di rent a pay. a nid lawyer fo dis tenant palava", intent: "area:land" },
  { message: "Hi, can I schedule a call with one of your lawyers tomorrow? I'm in London, it's about my container in Freetown.", intent: "booking" },
  { message: "i nid neutral pesin fo settle palava between mi en mi kompin phone seller, we nor want go kot", intent: "area:arbitration" },
  {
    message: "Dem kam tek mi kompin na in shop jus now, polis en dem put am na dem vehicle. dem se na fo di SIM we e register. dem de go wit am now now!",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I was detained for two days in 2022 on an allegation of handling stolen mobile phones and was released without charge. I have now received a fresh summons to appear at the Magistrate Court next month. I should be grateful if your chambers would represent me.",
    intent: "area:criminal",
  },
  { message: "Is there a free trial version of a flashing software for Tecno and Infinix phones?", intent: "off-topic" },
  { message: "Madam abeg, dem hol mi pikin na Kissy polis since Sunday, e na 17 yia, dem se e tif phone. dem nor gri mek a see am", intent: "urgent" },
  {
    message: "How much will the judge award me if I sue the shipping company for losing my container of phones worth 40,000 dollars?",
    intent: "legal-question",
  },
  {
    message:
      "Please, my stepfather touches me when my mother goes to the market to sell phones. He said if I tell anyone he will hurt me. I am 15 and I don't know who to tell.",
    intent: "safety",
  },
  { message: "my goods r at d quay, customs blck dem bcos of hs code issue, nid lawyer", intent: "area:shipping" },
  { message: "I'd like to see Isatu Bangura next Monday at 10 about my shop lease, is she available?", intent: "booking" },
  {
    message:
      "My brother and I are partners in a phone shop. He wants to bring in a new shareholder, a friend of his from Lebanon, without my agreement. I need help with our partnership papers before he does it.",
    intent: "area:business",
  },
  { message: "Good morning, are you open during Ramadan at the same hours?", intent: "hours" },
  { message: "hau mani lawyer una get, en wich wan dem na uman?", intent: "team" },
  { message: "abeg us phone betteh fo 1 million leones? tecno or itel?", intent: "off-topic" },
  {
    message:
      "My ex-wife refuses to let me see our children since we separated last year. I pay child maintenance every month from my repair work, I have the mobile money records. I want a court order so I can see them.",
    intent: "area:family",
  },
  {
    message:
      "My husband was picked up by police last night from his phone shop at Lumley and has not been released. They won't tell us why. Please we need a lawyer at the station now.",
    intent: "urgent",
  },
  { message: "so um yeah", intent: "unknown" },
  {
    message:
      "I'm abroad and want to buy land in Freetown to build shops for rent, mostly for phone sellers. I've been cheated before by a man who sold the same plot to three people. Can your firm do the whole process including survey and title deed?",
    intent: "area:land",
  },
  { message: "if my customer's phone is stolen from my shop during a break-in, am I responsible to pay him?", intent: "legal-question" },
  { message: "do you offer free legal help for poor people? I'm a young phone repairer, small money.", intent: "knowledge:Fees" },
  { message: "mi kompin we a gi moni fo bring phone from Dubai don tek di moni en nor bring notin. wi bin sign paper. a wan lawyer", intent: "area:contract" },
  {
    message:
      "i'm writing from my neighbour's phone. my husband took my phone and locked me in the room and said if i go out he will beat me like yesterday. please",
    intent: "safety",
  },
  { message: "I have your Freetown address already but where exactly is the Bo office?", intent: "address" },
  { message: "what areas of law does your firm practise in?", intent: "services" },
  {
    message:
      "Please help, soldiers at the Gbalamuya border are holding my husband since this morning with the phones he brought from Guinea. They are saying he will sleep there. He is still there now.",
    intent: "urgent",
  },
  {
    message:
      "Our landlord and all the phone sellers in the building have a quarrel about service charges for the generator. Everyone agreed to mediation instead of court. Can your firm provide a mediator?",
    intent: "area:arbitration",
  },
  { message: "Whats your phone number pls i wan call now", intent: "phone" },
  { message: "how much do people charge for replacing an iPhone 11 screen in Freetown?", intent: "off-topic" },
  {
    message:
      "My employer, a phone shop at Kissy, sacked me after four years without notice or pay because I asked for a raise. Is that allowed under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "do una lawyer dem sabi tok Mende? mi mama wan tok to dem", intent: "knowledge:Languages spoken" },
  {
    message:
      "I want to take my former shop assistant to the police and court. He stole 20 phones from my store last year and ran to Guinea. Now he's back in town and I saw him at Dove Cut.",
    intent: "area:criminal",
  },
  { message: "Hi", intent: "greeting" },
  { message: "pls can i come 2moro 2pm 4 consultation, n hw much?", intent: "booking", also: ["knowledge:Fees"] },
  {
    message:
      "Our fishing boat was impounded at the quay with all the navigation phones and radios on board. The owner of the boat is my uncle and he's sick. We need legal help to get the vessel released.",
    intent: "area:shipping",
  },
  {
    message:
      "My business partner said he will make me disappear if I take him to court over the money he took from our shop. He sent a voice note with his friends laughing behind him. I am afraid to go out of my house.",
    intent: "safety",
  },
  { message: "pls help me write a CV, I want to apply for job at Orange as SIM registration supervisor", intent: "off-topic" },
  { message: "Do you help with getting a NATCOM dealer licence for selling phones and SIM cards?", intent: "area:business" },
  { message: "Tell me about your team, who are the lawyers?", intent: "team" },
  { message: "dem don put mi broda na remand, kot se no bail. e de na Pademba rd now. wetin we fo do", intent: "urgent" },
  { message: "Thanks a lot, appreciate it", intent: "thanks" },
  {
    message:
      "My late mother's phone shop and house are being shared and my stepbrothers left me out completely. They say I'm a girl and will marry. I want to challenge how her estate is being shared.",
    intent: "area:family",
  },
  {
    message: "di netwok se dem go tek bak di SIM machine en ol mi moni bikos a late fo register di customers. dem get rait fo du dat?",
    intent: "legal-question",
  },
  { message: "A buy lan na Kossoh Town, now anoda man kam wit in own document se na in lan. Una kin help?", intent: "area:land" },
  { message: "pls how do I contact you after office hours?", intent: "contact" },
  { message: "are you opening on public holidays like Independence Day?", intent: "hours" },
  { message: "Do you do more than court cases? Like do you prepare documents or help people with their businesses? What do you offer?", intent: "services" },
  { message: "Bye for now", intent: "goodbye" },
  {
    message:
      "I need my dealer agreement with the network reviewed. I am a SIM registration agent and they sent me a new one to sign by Friday with many changes.",
    intent: "area:contract",
  },
  {
    message:
      "The mediator in our shop partnership case made a decision that we all signed, but my partner refuses to follow it. I need your help to get the award enforced.",
    intent: "area:arbitration",
  },
  { message: "how do I register my SIM online without going to an agent?", intent: "off-topic" },
  {
    message:
      "Dear Madam, I wish to arrange a meeting with one of your lawyers at the earliest convenient date concerning a dispute with my phone supplier. Kindly advise me of available times. Yours faithfully.",
    intent: "booking",
  },
  {
    message:
      "The guys who sold me stolen phones found out I gave their names to the police. They came to my house tonight banging the door and shouting they will kill me. I'm inside with my kids and they're still outside.",
    intent: "safety",
  },
  {
    message: "Mi padi Sahr we de fix phone na Bo, polis don hol am fo 3 day now na Bo polis. dem de aks fo moni before dem release am. e still de insai",
    intent: "urgent",
  },
  {
    message:
      "Hello, I clear phones through the port every month and my next shipment comes in on Thursday. I'll want to pass your office after the quay. Until what time are you open on Thursdays?",
    intent: "hours",
  },
  {
    message:
      "Dear Sir/Madam, URGENT. My employee, a phone technician at our Wellington branch, was taken into custody by officers of the Criminal Investigations Department at approximately 10am today. He remains at CID headquarters as I write. We request immediate legal assistance.",
    intent: "urgent",
  },
  { message: "who won the basketball match at the court near Brookfields yesterday? my shop boys were betting on it", intent: "off-topic" },
  {
    message:
      "My father gave me a piece of land in Kenema before he died so I could build a phone shop on it. I built the shop and have been there for four years. Now my elder brother says the land was only lent to me and wants me to leave. I have a paper my father signed in front of the chief. I want a lawyer to fight this for me.",
    intent: "area:land",
  },
  {
    message:
      "My ex-husband says he will take our two kids because I work late at my phone shop. I close at 8 and my mother keeps them till then. Will the court give him custody because of my working hours?",
    intent: "legal-question",
  },
  { message: "sup plier collect mi money 4 iphone 12 batch since jan, no delivery no refund. hw cn u help", intent: "area:contract" },
  { message: "a wan mit wit lawyer fo mi SIM agent palava. Wenzde kin wok?", intent: "booking" },
  {
    message:
      "My landlord came into my room at night last week and tried to force himself on me. He now says if I report him, he'll throw my phone stall into the street and beat me. I still live in his house.",
    intent: "safety",
  },
  { message: "Isatu Bangura is she still working with your firm? my friend said she helped her before", intent: "attorney:Isatu Bangura" },
  { message: "i wan register mi phone shop as company so a kin get bank loan. Una de du dis wok?", intent: "area:business" },
  { message: "how to remove FRP lock on samsung A14?", intent: "off-topic" },
  { message: "pls my son is in police cell at Congo Cross now they say he broke into a phone shop he is only 16 pls help", intent: "urgent" },
  { message: "Who are your senior lawyers?", intent: "team" },
  {
    message:
      "We chartered space on a vessel to bring phone accessories from China. The carrier offloaded our container in Dakar by mistake and now it's stuck there. Can you help us get it brought to Freetown and claim the extra costs?",
    intent: "area:shipping",
  },
  { message: "parking de nia una ofis? a get jeep", intent: "knowledge:Parking" },
  { message: "if police arest me 4 buying used phone wit no receipt, wat will happen 2 me? cn they jail me?", intent: "legal-question" },
  {
    message:
      "Good day. I own a phone accessories shop and I'm getting married next month. My fiancée and I want a marriage agreement about the shop before the wedding. Can your firm help?",
    intent: "area:family",
  },
  { message: "Good morning o", intent: "greeting" },
  {
    message:
      "Police invited me to CID about my SIM registration records but they haven't arrested me. They said it's just questions. I want a lawyer to be with me when I go on Monday.",
    intent: "area:criminal",
  },
  { message: "wetin na di bes way fo kuk cassava lif? mi wef de na England", intent: "off-topic" },
  {
    message:
      "I am writing from inside Kissy police station, the officer allowed me to use my phone. I fix phones and they say a phone I was repairing was stolen. They want to keep me till court. Please come.",
    intent: "urgent",
  },
  { message: "whr is ur offis exactly? i go take keke from Eastern Police", intent: "address" },
  {
    message:
      "I and my partner sell phones together in Makeni and we disagree about the shop stock and who owes who. We want a neutral person to decide instead of going to court. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "Could you send me the firm's email? I need to forward some documents from London.", intent: "email" },
  { message: "can i call una now? na wich numba?", intent: "phone" },
  { message: "landlord evicting me frm my shop w/out notice, i paid 2 yrs. need lawyr", intent: "area:land" },
  {
    message:
      "I am a SIM agent. A customer's registered line was used to threaten someone and police now want my records. Do I have to give them the customer's ID details without a court order?",
    intent: "legal-question",
  },
  {
    message:
      "my uncle has been threatening me since I refused to give him my phone shop. he told my mother he will have me killed before Christmas, and yesterday someone threw stones at my window at night",
    intent: "safety",
  },
  { message: "what should i bring to the lawyer meeting about my container? the bill of lading?", intent: "knowledge:What to bring" },
  { message: "what do you people do exactly?", intent: "services" },
  { message: "In my story book the judge gave custody of the goat to the market woman. Anyway, how do I cook goat pepper soup?", intent: "off-topic" },
  { message: "wat tym una de opin", intent: "hours" },
  {
    message:
      "Good evening. My husband imports phones and he was called to police headquarters this morning to answer some questions about a shipment. He went with our driver. The driver came back alone at 4pm and said they have put my husband in the cell and he will sleep there tonight. We are very worried. Please advise what to do now.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I operate a mobile phone retail business in Bo. A corporate client owes me Le 85,000,000 in unpaid invoices for handsets supplied in 2023. Despite several reminders, they have failed to pay. I should be grateful if your firm would take up the recovery of this debt.",
    intent: "area:contract",
  },
  { message: "thanks so much for yur help", intent: "thanks" },
  {
    message:
      "We want to bring an investor from Lebanon into our phone repair company. He will put in money for new machines. Can you help with the investment documents?",
    intent: "area:business",
  },
  {
    message: "Good afternoon. I'd like to book a consultation for next week. It concerns my late father's shop. Any time in the afternoon suits me.",
    intent: "booking",
  },
  {
    message: "A de hide na mi anti os. Di man we a owe fo phone goods sen boys fo bit mi, dem don bit mi yestade en dem se dem go kam bak fo finish mi.",
    intent: "safety",
  },
  { message: "what's the best way to reach you people? i dont have credit to call", intent: "contact" },
  { message: "dem charge mi fo kot bikos dem se a buy tif phone. dem gi mi bail. a nid lawyer fo di case", intent: "area:criminal" },
  { message: "My brother signed as guarantor for my bank loan for the phone business. If I can't pay, can the bank take his house?", intent: "legal-question" },
  { message: "please i need some help with something", intent: "unknown" },
  {
    message:
      "My husband went to America three years ago and stopped sending money for our children. I sell phone covers at Kenema market to feed them and pay school fees. I have his address over there. I want child maintenance from him.",
    intent: "area:family",
  },
  { message: "How much do you take for a divorce case?", intent: "knowledge:Fees" },
  { message: "ok I go come back later, bye bye", intent: "goodbye" },
  {
    message:
      "Good day, our company had a dispute with a Chinese phone manufacturer over defective batteries. The arbitrator gave an award in our favour in Singapore. We now need it enforced in Sierra Leone.",
    intent: "area:arbitration",
  },
  { message: "DEM JUS ARREST MI MAN NA KENEMA MARKET NOW NOW FO PHONE DEM DE PUT AM NA VAN PLS", intent: "urgent" },
  { message: "what is the difference between 4G and 5G?", intent: "off-topic" },
  { message: "mi container we get phone en chaja don sidon na wharf fo 2 mont. clearing agent don ron. abeg una ep mi", intent: "area:shipping" },
  { message: "cn i see lawyer Christiana Thomas on friday?", intent: "booking" },
  { message: "a wan opin phone shop wit mi kompin dem, 3 of wi. ow wi go register am? una go ep wi?", intent: "area:business" },
  { message: "my Africell contract bundle finish before month end, how do i check balance?", intent: "off-topic" },
  {
    message:
      "Good day, my father is a SIM agent and the police came to his house at 5am and arrested him. He's at the police station in Lunsar now. They say no bail until Monday. We need a lawyer please.",
    intent: "urgent",
  },
  {
    message:
      "I sold a phone with three months warranty and the customer now wants a full refund after five months, saying the speaker is bad. Does the law force me to refund him?",
    intent: "legal-question",
  },
  { message: "hey there", intent: "greeting" },
  {
    message:
      "please I need help my husband is beating me right now I'm in the bathroom he is shouting outside the door he broke my phone I'm using my daughter's",
    intent: "safety",
  },
  { message: "customs seize mi accessories container, dem se a under declare. a wan challenge am. Una de du customs case?", intent: "area:shipping" },
  { message: "I work at my stall till 5. Are you open after 5pm any day? And where is the office?", intent: "hours", also: ["address"] },
  { message: "Do you have young lawyers or only old ones? lol who is on the team", intent: "team" },
  {
    message:
      "I've been renting a shop at Wellington for six years to sell phones. The landlord died in January and his children want to sell the building. They are telling all tenants to leave in one month. Some of us paid rent in advance for two years. We want a lawyer to represent the tenants.",
    intent: "area:land",
  },
  { message: "Hello, I'd like to meet Ibrahim Jalloh about a shipping matter. When is he free?", intent: "booking" },
  { message: "Can u recommend a good place to buy wholesale phone accessories in Guangzhou?", intent: "off-topic" },
  {
    message: "abeg, mi kompin we de sell phone na Lumley, polis don ol am na Lumley station since yestade. dem se na tif phone. di moni wi nor get fo bail",
    intent: "urgent",
  },
  {
    message:
      "The network company terminated my SIM registration agency contract and kept my deposit of 10 million. I did nothing wrong. I want to enforce the contract and get my deposit back.",
    intent: "area:contract",
  },
  { message: "I prefer email. What's yours?", intent: "email" },
  {
    message:
      "My wife passed away in March and now her family is trying to take our kids to the village. I run a phone repair shop and take care of them alone, they are in school here. I need a lawyer to sort out guardianship.",
    intent: "area:family",
  },
  {
    message: "If I make a written agreement with my apprentice that he cannot open his own repair shop near mine for two years, will a court enforce it?",
    intent: "legal-question",
  },
  { message: "Does the lawyer speak Limba? My grandfather wants to explain his land case himself.", intent: "knowledge:Languages spoken" },
  { message: "How do I judge if a used iPhone is original or refurbished before buying?", intent: "off-topic" },
  {
    message:
      "I'm a SIM agent and I've been accused of registering lines for fraudsters. Police haven't charged me but the network has suspended me and people are talking. I want a lawyer to defend my name with the police.",
    intent: "area:criminal",
  },
  { message: "number?", intent: "phone" },
  {
    message:
      "our phone dealers association wants to use arbitration to settle quarrels between members instead of going to court. Can your firm help set it up and also act as arbitrator?",
    intent: "area:arbitration",
  },
  { message: "mi broda in wef de trit mi se dem go kil mi bikos a tek mi shop bak. dem sen pipul fo kam na mi os las nite wit cutlass", intent: "safety" },
  { message: "Hi. Do you handle only criminal cases or all sorts of cases? What services do you offer?", intent: "services" },
  {
    message:
      "My nephew works at a phone accessories shop near PZ. Around noon, plain-clothes officers came, searched the shop and took him away with a bag of phones. We went to Central Police station and they confirmed he is inside but won't say when he'll be released. His mother is crying. Please can a lawyer go there today?",
    intent: "urgent",
  },
  {
    message:
      "My bank froze my business account because of some mobile money transactions from customers they call suspicious. I can't pay my suppliers. I need a lawyer to deal with the bank.",
    intent: "area:business",
  },
  { message: "is parking free near your office or should I take a taxi?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if an appointment could be arranged for me to consult a lawyer regarding the administration of my late husband's estate, which includes two phone shops. I am available any weekday morning.",
    intent: "booking",
  },
  {
    message: "What will happen to me if police find stolen phones among the ones customers left in my shop for repair? I didn't know they were stolen.",
    intent: "legal-question",
  },
  { message: "pls hw much is a carton of Infinix chargers in Abacha street?", intent: "off-topic" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "we want to survey our family land in Port Loko before sharing it among us. Can your firm arrange the surveyor and the papers?",
    intent: "area:land",
  },
  { message: "tenki tenki, una du well", intent: "thanks" },
  {
    message:
      "A fishing vessel hit our boat carrying accessories across to Bonthe and sank it. We lost all our goods, more than 200 boxes. We want to claim against the owner of the fishing vessel.",
    intent: "area:shipping",
  },
  { message: "I am in Makeni, how can I reach you?", intent: "contact" },
  { message: "my sis arested 2day at her SIM booth, she n police cell at Kenema nw pls hlp asap", intent: "urgent" },
  { message: "How many lawyers do you have at the Freetown office?", intent: "team" },
  {
    message:
      "I married under customary law and now my husband wants to marry another wife against my will. I helped him build our phone business from one table to two shops. I want to separate and take what is mine.",
    intent: "area:family",
  },
  { message: "shud i bring my ID card n d shop papers wen i come?", intent: "knowledge:What to bring" },
  { message: "My English teacher said my sentence is wrong: I has sold 10 phone today. Pls correct it.", intent: "off-topic" },
  { message: "if a nor register mi phone shop, govment kin lock am? dem go fine mi?", intent: "legal-question" },
  {
    message:
      "I agreed to buy a small shop container from a welder at Kissy. He took 70% payment and has not delivered it for five months. Every time he gives a new story. I need help.",
    intent: "area:contract",
  },
  { message: "Bye bye, I have to go now", intent: "goodbye" },
  { message: "Do you open on Sunday?", intent: "hours" },
  { message: "pls i need appointment wit any lawyer dis wik, i de cam from Kenema", intent: "booking" },
  { message: "mi en mi kompin wan settle wi palava bout di phone shop outside kot. una get pesin we kin sidon midul?", intent: "area:arbitration" },
  { message: "kushe, wetin una de ep pipul wit na una chamba?", intent: "services" },
  {
    message:
      "They have taken my husband to the police since Friday night. They said it's about phones in his shop. We went today and he's still locked up. What can you do?",
    intent: "urgent",
  },
  {
    message:
      "I'm scared. My ex says he'll throw acid on my face because I left him and opened my own phone stall. He came to the market yesterday asking for me.",
    intent: "safety",
  },
  {
    message:
      "I was detained for a week in 2021 because of a phone I bought. They released me and the case was dropped. Now I'm applying for a job and my name is still in police records. I want a lawyer to clear it.",
    intent: "area:criminal",
  },
  { message: "wan man dem don swindle mi wit fake mobile moni alert, e tek 3 phone. a wan mek dem kech am en kot am", intent: "area:criminal" },
  {
    message:
      "Since I found out my business partner was selling fake phones and told him I'll go to the police, he has sent three men to my shop. Today one held my neck against the wall and said this is the last warning. I'm still shaking.",
    intent: "safety",
  },
  { message: "which is better for phone case business, silicone or leather?", intent: "off-topic" },
  {
    message: "pls am in cell rite now at Waterloo police, they took my phone but the officer let me use his. they say am selling stolen phones. help me",
    intent: "urgent",
  },
  { message: "Can the network company deduct money from my SIM agent commission as a fine without telling me first? Is that legal?", intent: "legal-question" },
  { message: "Ibrahim Jalloh, is he the one who does shipping cases? tell me about him", intent: "attorney:Ibrahim Jalloh" },
  { message: "I need a lawyer to prepare a lease for my shop. I'm renting it to another phone seller for five years.", intent: "area:land" },
  { message: "Wen una de close fo lunch? A wan cam na aftanun.", intent: "hours" },
  {
    message:
      "We are clearing agents. Our client's phone shipment was wrongly classified and customs have seized it. We need legal assistance to get it released.",
    intent: "area:shipping",
  },
  {
    message:
      "Mi na SIM agent na Kambia. Dis mornin polis dem kam tek mi kompin Foday, dem se dem de find mi too. Dem don lock Foday na Kambia station, e nor kam out yet. Abeg una sen lawyer.",
    intent: "urgent",
  },
  { message: "Hello, good afternoon to you", intent: "greeting" },
  {
    message: "We want to register a partnership for our phone repair business, two of us. Can you do the registration and the partnership papers?",
    intent: "area:business",
  },
  { message: "hw 2 make money sellin phone accessries online in SL?", intent: "off-topic" },
  { message: "I would like to meet a lawyer about buying land. Is Thursday 2pm possible?", intent: "booking" },
  {
    message:
      "A Chinese company promised exclusive supply of phone screens to my shop for the whole of Bo. Now I find they are supplying my competitor across the road too. We signed a contract last year. I need a lawyer to enforce it.",
    intent: "area:contract",
  },
  {
    message: "My late father left no will. Do I as the first son have a right to take over his phone shop, or must it be shared with my sisters?",
    intent: "legal-question",
  },
  { message: "Tell me the names of the lawyers who work in the Freetown office.", intent: "team" },
  {
    message:
      "I repair phones in Kenema. A customer's phone had videos of a man beating his wife and I told the woman. Now the man has found out. He came to my stall with two friends and said I'm dead the next time he sees me. I have closed my stall and I'm staying indoors.",
    intent: "safety",
  },
  { message: "I want to divorce my husband. He took the money from our phone shop and married another woman with it. How do I start?", intent: "area:family" },
  { message: "wat is ur fee 4 consultation", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, I am writing on behalf of my employer, a mobile phone wholesaler, who was detained this afternoon by officers of the Anti-Corruption Commission at his warehouse in Kissy. He is presently held at their office and has not been allowed to see a lawyer. Kindly advise on immediate representation.",
    intent: "urgent",
  },
  { message: "what to do when customer's phone screen is showing green lines and blinking?", intent: "off-topic" },
  {
    message: "We had mediation with my landlord about my shop but it failed. Now he proposes arbitration. Can your firm represent me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "whats the consult email", intent: "email" },
  { message: "I speak only Krio and a little Fula. Will I be able to talk to the lawyer?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Some officers took 200 phones from my shop during a raid last week and nobody was arrested. They didn't show any paper. I want a lawyer to challenge the raid and get my phones back.",
    intent: "area:criminal",
  },
  { message: "Please send me your phone number, I want to call the lawyer.", intent: "phone" },
  { message: "if mi man lef mi fo anoda uman, a go get di phone shop we wi bil togeda? kot go gi mi am?", intent: "legal-question" },
  { message: "I want to sell my plot of land, how much do plots cost in Waterloo now?", intent: "off-topic" },
  {
    message:
      "The vessel carrying our phone containers was detained at the quay because the charterer didn't pay the ship owner. Our goods are stuck on board and we paid our freight in full. Please help.",
    intent: "area:shipping",
  },
  { message: "a wan mit Hawa Turay na Bo ofis fo mi lan palava. wich day e de?", intent: "booking" },
  { message: "What are the ways to contact you? I am in the US.", intent: "contact" },
  {
    message: "They detained my husband at the airport this morning with phones in his bag. He's still at the airport police office. We need help now.",
    intent: "urgent",
  },
  { message: "I wan buy os na Bo fo mi phone biznes. a nid lawyer fo chek di documents before a pe", intent: "area:land" },
  { message: "Good morning, I'm trying to understand what your firm offers. What sort of services do you provide?", intent: "services" },
  { message: "am confused", intent: "unknown" },
  {
    message:
      "I'm a widow. My husband's family took our house and phone shop after he died, they even took his phones and laptop. I want to fight for my children's inheritance.",
    intent: "area:family",
  },
  { message: "abeg wetin na di beta way fo stop mi phone fo hot?", intent: "off-topic" },
  { message: "What documents should I prepare before the consultation? I have a contract and some WhatsApp messages.", intent: "knowledge:What to bring" },
  { message: "thank you sir", intent: "thanks" },
  {
    message:
      "Our phone import company is registered in Guinea. We want to set up a branch in Sierra Leone. Can you help with the registration and the investment permits?",
    intent: "area:business",
  },
  { message: "my bro stil insyd since yday dem carry am go station 4 phone matter, no bail yet", intent: "urgent" },
  {
    message:
      "Someone keeps calling me saying they know where my children go to school and will take them if I don't pay. It started after I reported a SIM fraud to the network.",
    intent: "safety",
  },
  { message: "If my supplier delivered fake phones, can I refuse to pay the balance, or will the court make me pay?", intent: "legal-question" },
  { message: "r u guys open now?", intent: "hours" },
  { message: "Can you give me directions to your Bo office from the Clock Tower?", intent: "address" },
  {
    message:
      "I left my phone shop with a friend to manage while I'm in London. We wrote an agreement about what he pays me every month. He's not paying anything. What can your firm do?",
    intent: "area:contract",
  },
  { message: "Is it easy to find parking near your Siaka Stevens Street office? I'm driving a van.", intent: "knowledge:Parking" },
  { message: "Can your firm appoint a neutral arbitrator for a dispute between two phone dealers in Makeni? Both sides agree.", intent: "area:arbitration" },
  { message: "I'd like a consultation please, whenever possible, about my shop.", intent: "booking" },
  { message: "Do you have interpreters? My business partner is Chinese and speaks very little English.", intent: "knowledge:Languages spoken" },
  { message: "please come quickly police are at my shop now they want to take my husband away, they're pulling him to the car", intent: "urgent" },
  { message: "How do I appeal a Facebook ban on my phone shop page?", intent: "off-topic" },
  { message: "a gi di kapinta moni fo mek mi shop showcase, 3 mont now e nor mek am. a wan lawyer", intent: "area:contract" },
  { message: "Is it legal for police to search my phone shop without a warrant?", intent: "legal-question" },
  {
    message: "My teenage son wants to live with me but my ex-wife refuses. I'm a phone seller in Makeni and I can provide for him. Please help with custody.",
    intent: "area:family",
  },
  {
    message:
      "My brother-in-law forced me into his car after I closed my shop and touched me. He says if I tell my sister he'll kill me. He comes by my stall every day and looks at me.",
    intent: "safety",
  },
  { message: "what days is your Bo office open?", intent: "hours" },
  { message: "di ship we cari mi phone dem from Conakry lost af di goods. a wan claim. una de du shipping wok?", intent: "area:shipping" },
  { message: "Who's who in your firm? i need to know the lawyers before i choose", intent: "team" },
  {
    message:
      "my dad was arrested this morning at his shop in Makeni police station they say is fake SIM registration he is not released yet please help us with lawyer",
    intent: "urgent",
  },
  { message: "how long should i charge a new phone battery the first time?", intent: "off-topic" },
  {
    message: "I'm a SIM agent and want to grow into a master dealer with my own company. Can you register the company and help me with the network licence?",
    intent: "area:business",
  },
  {
    message: "Dear Sir/Madam, kindly schedule a meeting with Adama Koroma for Monday the 14th at 11 AM regarding a shareholders issue in my phone company.",
    intent: "booking",
  },
  { message: "need lawyr 4 title search b4 i buy plot at Tokeh", intent: "area:land" },
  { message: "Good evening sir", intent: "greeting" },
  {
    message:
      "I am a phone repairer. Someone brought a phone to repair and later I saw on Facebook it was stolen from a lady at Lumley. I want a lawyer to go with me to the police to report it so I am not blamed.",
    intent: "area:criminal",
  },
  {
    message: "If I close my phone company and move to Guinea, will I still have to pay the bank loan that is in the company's name myself?",
    intent: "legal-question",
  },
  { message: "i wan WhatsApp una, dis numba +232 76 123 456 get WhatsApp?", intent: "phone" },
  { message: "dem don kech mi man na Kenema, dem put am na cell sins Tuesday. tide na Friday. e still de insai", intent: "urgent" },
  {
    message:
      "My partner and I have a quarrel now about sharing the rent of our two phone shops. We don't want court. Can your firm mediate between us and help us agree a way to settle future quarrels too?",
    intent: "area:arbitration",
  },
  { message: "a wan bok appointment wit lawyer fo mi shop palava, una go call mi bak?", intent: "booking" },
  { message: "wat kinds of legal work does ur firm do?", intent: "services" },
  {
    message:
      "My brother and I are fighting about our late mother's estate. She left a will but he hid it and is collecting the rent from her shops alone. We need a lawyer.",
    intent: "area:family",
  },
  {
    message:
      "right now some men are outside my phone shop saying they will break the door and beat me because I refused to buy their phones. I've locked myself inside. please",
    intent: "safety",
  },
  { message: "I need an employment contract drafted for the three technicians I'm hiring at my repair shop.", intent: "area:contract" },
  { message: "Do you charge for the first meeting? or is it free?", intent: "knowledge:Fees" },
  { message: "Is your office open on Friday afternoons? I'm coming about my container matter.", intent: "hours" },
  {
    message:
      "My mother sells phones in Bo market. This morning some men in uniform, I think military, took her with all her phones in their pickup, saying she's selling phones stolen from soldiers. My aunty saw them take her to the barracks. She's still there now and they won't let us see her. Please help us.",
    intent: "urgent",
  },
  {
    message:
      "The city council wants to demolish my phone shop kiosk because they say it's on a road reserve, but I have a lease from the landowner and I pay every year. I need a lawyer.",
    intent: "area:land",
  },
  { message: "I need a speech for my phone shop opening ceremony next Saturday.", intent: "off-topic" },
  { message: "Can I book a meeting with a lawyer on a Saturday? I only have time at weekends.", intent: "booking" },
  { message: "Thank you so much, you've been really helpful", intent: "thanks" },
  { message: "Di kot dem don fain mi gilti fo sell tif phone, dem gi mi fine. a nor gri, a wan apil.", intent: "area:criminal" },
  { message: "pls how to contact una?", intent: "contact" },
  { message: "ur ofis na Siaka Stevens str? wich numba?", intent: "address" },
  { message: "can I park my keke at your office?", intent: "knowledge:Parking" },
  { message: "Can my husband legally sell our phone shop without my permission if it's in his name only?", intent: "legal-question" },
  { message: "PLS MY SON HELD AT CID SINCE 2DAYS NO CHARGE NO BAIL 4 PHONE CASE WE NEED LAWYER NOW", intent: "urgent" },
  { message: "Before I come, should I print the WhatsApp chats with my supplier or just bring the phone?", intent: "knowledge:What to bring" },
  {
    message:
      "My business partner wants to leave our phone import company. We need to buy out his shares properly so there is no trouble later. We need a lawyer to handle it.",
    intent: "area:business",
  },
  { message: "email pls", intent: "email" },
  { message: "Is there a badminton court anywhere in Bo? My shop boys want to play on Sundays.", intent: "off-topic" },
  {
    message:
      "A woman I sold a phone to says it's faulty and her brothers came to the shop, slapped my sister and said they'll come back tonight with more men. We're scared to stay here tonight.",
    intent: "safety",
  },
  { message: "i wan ask sometin", intent: "unknown" },
  { message: "See you tomorrow then", intent: "goodbye" },
  {
    message:
      "Dear Sir/Madam, we are an importer of telecommunications equipment. Our cargo of SIM card printers was damaged in transit due to poor stowage aboard the vessel. We wish to pursue a cargo claim against the carrier. Please advise whether you can act for us.",
    intent: "area:shipping",
  },
  {
    message:
      "I registered 300 SIMs for a company using their staff IDs. Now the company says the SIMs were used for fraud. Can I be charged if I followed all the rules?",
    intent: "legal-question",
  },
  { message: "wat time does the ferry leave Kissy terminal for Lungi? how much is the fare?", intent: "off-topic" },
  {
    message:
      "Our dispute with the network over my dealer commission was settled by arbitration and the award is in my favour, but they have not paid. Please help me enforce it.",
    intent: "area:arbitration",
  },
];
