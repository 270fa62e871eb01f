import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: charcoal burners, firewood sellers, cooking-gas dealers and the lorry drivers who bring charcoal to Freetown — writers: (1) Pa Alimamy Kargbo, 61, charcoal burner near Masiaka, Krio only, his grandson types on a cheap phone; (2) Mariatu Fofanah, 34, charcoal seller at Dove Cut market, mixed Krio-English SMS shorthand; (3) Foday Mansaray, 44, lorry driver on the Kambia–Freetown charcoal route, voice-to-text with mishearings; (4) Mrs Olivia Cole, 53, cooking-gas dealer in Wilberforce, formal letters and emails; (5) Ibrahim "Bobo" Kanu, 22, motor boy on a charcoal lorry, street Krio, heavy typos, no punctuation; (6) Aminata Dumbuya, 30, firewood seller in Waterloo, long stories with the point at the end; (7) Samuel Swaray, 47, LPG importer living in London, brisk business English; (8) Kadiatu Yillah, 39, charcoal depot owner in Bo, short fragments
export const DEVELOPMENT_HUNDRED_AND_THIRTY_SECOND: LabelledMessage[] = [
  { message: "Kushe o. Good morning to una all", intent: "greeting" },
  {
    message:
      "Abeg una help me, forest guard dem don hold my papa na Masiaka checkpoint dis morning, dem say e burn coal without permit. E still de inside dem office now now, dem nor gree lef am.",
    intent: "urgent",
  },
  {
    message:
      "I rent a piece of bush from a family in Port Loko to burn charcoal, five year lease, I paid everything in front. Now the old man who signed died and his sons say I must leave before the rains. They are already cutting my trees for themselves. I need a lawyer for this land matter.",
    intent: "area:land",
  },
  { message: "how many bags of charcoal can a 10 tyre truck carry from Kambia to Freetown", intent: "off-topic" },
  { message: "pls wat time una open 2moro, i go cum from Dove Cut after market", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I operate a licensed cooking-gas retail outlet in Wilberforce. The neighbouring landlord has written to me stating that the storage of LPG cylinders within twenty metres of his building is unlawful and that he will have my shop closed. I should be grateful to know whether he is correct in law, and whether the council may close my outlet on his complaint alone. Yours faithfully, O. Cole",
    intent: "legal-question",
  },
  {
    message:
      "Our 20ft container of empty gas cylinders (6kg and 12.5kg) has been held at Queen Elizabeth II Quay for three weeks. Customs say the tariff code our clearing agent declared is wrong. Demurrage is running daily. We need someone to handle this with the port and customs.",
    intent: "area:shipping",
  },
  {
    message:
      "di gyal dem wey de sell coal near mi table don tell me say if I cam back tumara dem go cut me wit cutlass. Yestade dem burst all mi bag dem. I fraid fo go market.",
    intent: "safety",
  },
  {
    message:
      "d police stop our lorry at waterloo dem tek d driver n me enter cell i de write u from inside wit my phone dem say d coal na stolen goods pls help",
    intent: "urgent",
  },
  { message: "Which phone charger is best for charging from a lorry battery? mine keep burning every week", intent: "off-topic" },
  {
    message:
      "I would like to book a consultation with one of your lawyers on Thursday afternoon regarding a supply matter. Please let me know which time is free.",
    intent: "booking",
  },
  { message: "i wan register mi coal business wit di name Yillah Coal Depot fo Bo. una de do dat?", intent: "area:business" },
  { message: "Wetin una law office de do? Una de handle all kain case?", intent: "services" },
  {
    message:
      "I supply sixty bags of charcoal every month to a big hotel at Lumley. Since January they have not paid three invoices, about 18 million leones altogether. Every time I go the manager says next week, next week. I have the delivery notes signed by their storekeeper. I want a lawyer to recover the money.",
    intent: "area:contract",
  },
  { message: "how much una de charge fo di first meeting wit lawyer? me na small coal seller, I nor get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "My husband sold our charcoal lorry without telling me and moved to another woman in Makeni. We married in church eleven years ago and we have three children. I want to start the divorce and get maintenance for the children.",
    intent: "area:family",
  },
  {
    message: "if forestry officer seize my lorry and coal at checkpoint and no give me receipt, is that legal? dem fit keep di lorry forever?",
    intent: "legal-question",
  },
  {
    message:
      "My brother Foday drives a charcoal truck. Last night soldiers at the Mile 91 checkpoint pulled him out of the cab and they are still holding him at their post. His phone is off and they will not let his apprentice near him. Please what can we do right now?",
    intent: "urgent",
  },
  {
    message:
      "We are two charcoal dealers associations at Kissy Road quarrelling over who sells at the market entrance. The chairman suggests a neutral person to settle it without going to court. Can your firm arrange that kind of mediation?",
    intent: "area:arbitration",
  },
  { message: "who are the lawyers in your office? any of them woman?", intent: "team" },
  {
    message:
      "We signed an arbitration clause in our gas supply deal with a company in Conakry. The arbitrator gave an award in our favour two months ago but they refuse to pay. We want to enforce the award here in Sierra Leone.",
    intent: "area:arbitration",
  },
  {
    message:
      "they charged me for illegal felling of trees and the case is at Port Loko magistrate court next month. I already got bail. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "wetin be una phone number, I fit call now?", intent: "phone" },
  { message: "Are you open on Saturdays? I drive the charcoal truck Monday to Friday so Saturday is my only free day.", intent: "hours" },
  { message: "Is Fatmata Kamara still the senior partner there? My late father used her for his land papers years ago.", intent: "attorney:Fatmata Kamara" },
  { message: "Police don cam na we depot na Kissy dis moment, dem de tie Pa Alimamy han fo carry am go station. Abeg una sen lawyer quick!", intent: "urgent" },
  {
    message:
      "A man who owes me for twelve gas cylinders came to my shop with two boys this afternoon. He said that next time he will burn the shop with me inside. He knows where I sleep. I am staying with my sister tonight but I don't know about tomorrow.",
    intent: "safety",
  },
  {
    message:
      "pls I de find lawyer fo check di title fo one plot na Waterloo wey I wan buy fo open firewood yard. di man say e get conveyance bot I nor trust am",
    intent: "area:land",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  {
    message:
      "My late husband's brothers say the charcoal depot and the land under it now belong to them because I am only the wife. We have four children together and I ran that depot with him for fifteen years. Do they have the right to take it from me and my children?",
    intent: "legal-question",
  },
  { message: "Please what is your email? I want to send the documents of the shipment", intent: "email" },
  {
    message:
      "clearing agent collect 25 million from me fo clear mi gas cylinders na quay, now e nor de pick phone an di goods still de na port. una de handle port an customs matter?",
    intent: "area:shipping",
  },
  {
    message: "I am the judge of the Miss Charcoal Queen pageant at our village festival. Please help me write a short speech for the crowning.",
    intent: "off-topic",
  },
  { message: "i wan see lawyer 2moro morning abeg, na bout my lorry palava", intent: "booking" },
  { message: "Una lawyer dem sabi Temne? Mi papa nor sabi English nor Krio well", intent: "knowledge:Languages spoken" },
  {
    message:
      "Me and two friends want to form a company to import LPG and distribute cylinders to dealers in Bo and Kenema. We need help to register the company and set up the shareholding.",
    intent: "area:business",
  },
  { message: "how I fit reach una office? I de na Kambia", intent: "contact" },
  { message: "ello?? pls am get problm", intent: "unknown" },
  {
    message:
      "Good day. I paid a welder in Wellington 7 million leones in March to build a steel cage for storing gas cylinders outside my shop. He took the money, bought some iron rods and disappeared. His wife says he is in Lunsar. I have our written agreement with his signature. I need your help to get my money back or the work done.",
    intent: "area:contract",
  },
  {
    message:
      "Mi man kin beat me wen e drink. Yestade e broke mi han an e say tonight e go finish me. I hide na mi fren house na Calaba Town now wit di pikin dem.",
    intent: "safety",
  },
  {
    message:
      "Wen I bin de inside Pademba Road last year fo coal wey dem say na tif, I nor get lawyer. Now dem don bring di case back na court. I want una fo defend me dis time.",
    intent: "area:criminal",
  },
  {
    message: "Dem arrest mi motor boy Bobo las nite fo Kissy police station. Up to now dem never release am. Dem say e knock one okada man wit di lorry.",
    intent: "urgent",
  },
  { message: "whr una office de? wich street?", intent: "address" },
  { message: "what is the weather forecast for Port Loko this week? I want to burn charcoal but if rain falls the kiln will spoil", intent: "off-topic" },
  {
    message:
      "The council task force says women can no longer sell charcoal on the pavement at Dove Cut and they seized my ten bags this morning. Can they take my goods like that without a court order? Will I get them back?",
    intent: "legal-question",
  },
  {
    message:
      "mi papa die las month, e lef 2 lorry an one house na Kissy. mi uncle dem don tek all di papers. I wan lawyer fo handle di estate fo we di pikin dem.",
    intent: "area:family",
  },
  { message: "is there parking for a big lorry near your office? i will come with the truck", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange a meeting with Mr Abdul Rahman Sesay at your Freetown office next week concerning a dispute with my LPG supplier. I am available any morning. Kind regards, Olivia Cole",
    intent: "booking",
  },
  {
    message:
      "Good afternoon. Could you please send me a list of the services your firm provides? We are a small gas distribution company and may need a lawyer on a regular basis.",
    intent: "services",
  },
  { message: "my phone contract with Orange is finishing. which data bundle is cheaper, orange or africell?", intent: "off-topic" },
  { message: "ok bye bye, I go call back later", intent: "goodbye" },
  { message: "Good evening, are you open now? It is 6:30 pm and I just came off the Kambia road.", intent: "hours" },
  { message: "how do I build an earth kiln that gives more charcoal and less ash", intent: "off-topic" },
  {
    message:
      "they took my husband from our house at Waterloo at 2am, police said he sold stolen timber. he is at the Waterloo station now and they say he will go to court monday. please help us",
    intent: "urgent",
  },
  {
    message:
      "We have chartered a vessel to bring LPG to Queen Elizabeth II Quay, but the owners now want to cancel the charter and keep our deposit of 40,000 dollars. The cargo is sitting in Lomé. We need a shipping lawyer to handle the dispute with them.",
    intent: "area:shipping",
  },
  { message: "How many lawyers work for Kamara & Associates?", intent: "team" },
  {
    message:
      "i bin de drive fo one coal businessman 4 years, yestade e sack me jus like dat, no pay fo 3 months. we bin sign paper wen I start. I want lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "if i sign paper wit Chinese company fo sell dem firewood an dem nor pay afta 6 month, na police matter or court matter? wetin di court go do to dem?",
    intent: "legal-question",
  },
  {
    message:
      "some men wey say dem own di bush wey I de burn coal don block di road wit stick an dem say if dem see me again na me dem go burn inside di kiln. I de hide na mi broda house now",
    intent: "safety",
  },
  { message: "wat papers shud i bring wen i cum see d lawyer bout my lorry wey dem seize", intent: "knowledge:What to bring" },
  {
    message:
      "I am buying one acre at Newton for a gas filling plant. The seller has a survey plan but I want a lawyer to do a proper title search at the Ministry of Lands before I pay.",
    intent: "area:land",
  },
  { message: "Can I make appointment fo Friday? Na bout di lan wey I rent fo burn coal", intent: "booking" },
  { message: "My son homework: write five sentences about how charcoal is made. pls help me write them", intent: "off-topic" },
  {
    message: "Mr Lawyer, dem put mi pikin na remand since Tuesday fo fight na lorry park. E only 17. Dem nor gree gi am bail. E still de Pademba Road now.",
    intent: "urgent",
  },
  {
    message:
      "Good morning, I need a trading licence and a fire safety certificate to open a gas retail shop in Kenema. Can your firm help with the business licensing?",
    intent: "area:business",
  },
  { message: "helo good afternoon", intent: "greeting" },
  {
    message:
      "Somebody stole forty bags of charcoal from my depot at Kissy Mess Mess on Sunday night. I know the boy who did it, my watchman saw him. I want him arrested and prosecuted. Can you help me report it and follow the case?",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, my licence to sell cooking gas expired in February and I applied for renewal, but it has not come. An inspector now says I must close. Am I breaking the law by selling while the renewal is pending, and what penalty could I face?",
    intent: "legal-question",
  },
  { message: "Please how do I contact your firm from abroad? I live in London but my gas business is in Freetown.", intent: "contact" },
  {
    message: "I want to make a will. I have three gas shops and children from two mothers, and I do not want palava between them when I die.",
    intent: "area:family",
  },
  { message: "transport fare from Freetown to Masiaka now how much?", intent: "off-topic" },
  { message: "una get woman lawyer dem na una office?", intent: "team" },
  {
    message:
      "di transport union an we lorry drivers get palava ova loading fee fo coal na Masiaka. Both side agree fo settle outside court wit somebody neutral. una fit do mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "please I need help now. my landlord's son comes into my room at night and touches me by force. He says if I tell anybody he will throw me and my charcoal outside and hurt me. I am 19 and I sell firewood for my aunty.",
    intent: "safety",
  },
  {
    message:
      "Na from inside cell I de write. Dem hold me na Lumley police since yestade afternoon bikos gas cylinder burst na customer house. Dem nor tell me notin. Abeg sen lawyer.",
    intent: "urgent",
  },
  { message: "Is consultation free? or do i pay before seeing d lawyer. i can pay small small", intent: "knowledge:Fees" },
  {
    message: "boundary palava wit mi neighbour na Waterloo. e don move di pillar dem inside mi firewood yard. I wan lawyer fo dis lan case",
    intent: "area:land",
  },
  { message: "Do you only do court cases, or do you also do documents and business papers?", intent: "services" },
  { message: "email address pls", intent: "email" },
  { message: "How do I bail water out of a canoe quickly? we carry firewood on the river and it leaks", intent: "off-topic" },
  {
    message:
      "Our charcoal export to Nouakchott was loaded on a vessel in December. In a storm off Senegal half the bags were lost at sea, and the rest arrived wet. The shipping line refuses to pay anything. We need help with the cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "police don hold mi lorry an di driver since Saturday na Port Loko, dem say di coal nor get forestry permit. di driver still de dem cell. wetin we go do now?",
    intent: "urgent",
  },
  { message: "I am in London until June. Can I have a video consultation with a lawyer about my LPG import company?", intent: "booking" },
  { message: "Which part of Bo is your office? Near which landmark?", intent: "address" },
  {
    message:
      "The bank wants to sell my gas depot because I missed four loan payments during the gas shortage last year. Can they sell it without going to court first? Do I have any right to more time?",
    intent: "legal-question",
  },
  {
    message:
      "my partner in d gas business don di take money from d account without tell me. we registered as partnership. i want to end d partnership properly",
    intent: "area:business",
  },
  { message: "Thank you so much for your quick answer, I will prepare the papers.", intent: "thanks" },
  {
    message:
      "Please review a contract before I sign. A mining company in Tonkolili wants me to supply firewood and charcoal for their camp kitchen for two years, and the contract has many penalties.",
    intent: "area:contract",
  },
  { message: "wetin I go do fo mi generator wey de smoke black smoke?", intent: "off-topic" },
  { message: "Est-ce que vous parlez français? Je suis chauffeur guinéen, je transporte du charbon à Freetown.", intent: "knowledge:Languages spoken" },
  { message: "wetin time una de close fridays?", intent: "hours" },
  {
    message:
      "Emergency: Office of National Security officers came to our LPG depot at Kissy and took our manager away in their vehicle ten minutes ago. We do not know where they are taking him.",
    intent: "urgent",
  },
  {
    message:
      "Di okada boys dem wey I owe small money don warn me say if I nor pay tonight dem go wound me. Dem de wait outside mi shop now. I lock mi sef inside.",
    intent: "safety",
  },
  {
    message:
      "I received a letter from the police to report at CID on Monday about a gas explosion in my area. I have not been arrested. I need a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "ok so", intent: "unknown" },
  { message: "Mi wan mit Hawa Turay na Bo office Monday. e possible?", intent: "booking" },
  {
    message: "mi wef wan divorce me. she say she go tek di lorry bikos na she papa gi we di money fo buy am. di court go gi am di lorry?",
    intent: "legal-question",
  },
  { message: "mi sista pikin papa nor de gi am notin fo school fees. we wan go court mek e pay fo di pikin.", intent: "area:family" },
  { message: "can I whatsapp una on dis number or na only call?", intent: "phone" },
  { message: "ok good night, talk another time", intent: "goodbye" },
  {
    message:
      "We have a quarrel with our co-owner of two charcoal lorries about how the profit is shared. We do not want to go to court because we are from the same village. Can you arrange arbitration between us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Good day sir. Last year I signed with a transporter to carry my charcoal from Kambia to Freetown every week at a fixed price per bag. Now he says fuel went up and he will not carry unless I pay double. Worse, he is keeping 80 of my bags in his yard at Kossoh Town until I agree. I need help to enforce our agreement.",
    intent: "area:contract",
  },
  {
    message: "Mama, dem don ketch mi son na road block na Masiaka. Dem say e get jamba inside di coal bag. E still de dem station. Abeg una go de.",
    intent: "urgent",
  },
  { message: "wat kind of case una de tek?", intent: "services" },
  {
    message:
      "As a foreign transporter, if my Guinea-registered lorry is in an accident in Sierra Leone, can the police keep the lorry until the case ends? And what will happen to me as the driver?",
    intent: "legal-question",
  },
  { message: "I want to land a drone over my charcoal site to take pictures for my customers, which cheap drone is good?", intent: "off-topic" },
  {
    message:
      "My grandfather's land at Rokel, where our family has burned charcoal for forty years, is now claimed by another family who says they have a deed from 1998. They brought a surveyor last week and put beacons. We need a lawyer to defend our family land.",
    intent: "area:land",
  },
  {
    message:
      "Tonight my husband threw a burning coal at me and said next time it will be petrol. My children and I are sleeping at the neighbour. I don't know what to do.",
    intent: "safety",
  },
  { message: "are u open on public holiday? monday is holiday i think", intent: "hours" },
  { message: "What kind of cases does Abdul Rahman Sesay handle? Someone at the gas dealers meeting recommended him.", intent: "attorney:Abdul Rahman Sesay" },
  {
    message:
      "URGENT. My lorry driver was arrested 30 minutes ago at the Kissy Road bridge by traffic police and they are taking him to Eastern Police now. The lorry with 300 bags of charcoal is parked on the road.",
    intent: "urgent",
  },
  {
    message:
      "Container of gas regulators and hoses arrived at the quay in February. Customs are asking for a standards certificate we never heard about and the container is still held. Please can you deal with customs for us?",
    intent: "area:shipping",
  },
  {
    message: "I want to close down my company, Cole Gas Services Ltd, because I am retiring at the end of the year. Can your firm do the winding up for me?",
    intent: "area:business",
  },
  { message: "Abeg I want to book appointment wit lawyer fo nex week Tuesday, any time afta 10.", intent: "booking" },
  { message: "I de cum wit okada, una get place fo park bike?", intent: "knowledge:Parking" },
  { message: "how to cook cassava leaf with palm oil on charcoal stove", intent: "off-topic" },
  {
    message:
      "They released me from Kissy police after two days, no charge yet, but the officer said they will call me back. I want a lawyer ready for when the case comes.",
    intent: "area:criminal",
  },
  {
    message: "Do I have a right to compensation if the government road project destroys my charcoal kilns on land I rent near Songo?",
    intent: "legal-question",
  },
  {
    message:
      "I want to adopt my late sister's two children. She died last year and the father is unknown. I sell firewood in Waterloo but I can take care of them.",
    intent: "area:family",
  },
  { message: "Hw do I get in touch wit una? any way is ok", intent: "contact" },
  { message: "Mi fada de inside cell na Port Loko since Friday. Forest guard dem ketch am wit di power saw. Dem nor gree mek we si am.", intent: "urgent" },
  {
    message:
      "The arbitrator has decided our charcoal supply dispute, but the other side says they will not obey the decision. How can your firm help us enforce the arbitration award in court?",
    intent: "area:arbitration",
  },
  { message: "pls give me d email 4 sending my container documents", intent: "email" },
  { message: "Thanks a lot. Very helpful.", intent: "thanks" },
  {
    message:
      "I pay one man 4 million fo bring 200 gas cylinder from Guinea, e nor bring am an now e de hide from me. We bin write paper togeda. I need lawyer fo force am pay back.",
    intent: "area:contract",
  },
  {
    message:
      "I'm writing a short story where a goat is in custody of the village chief after it ate the charcoal seller's cassava. Can you suggest a funny ending?",
    intent: "off-topic",
  },
  {
    message:
      "Some men from the coal union came to my stall and told me they will kill me if I keep selling below their price. Yesterday two of them followed me home. I am afraid to sleep in my own house.",
    intent: "safety",
  },
  {
    message:
      "If my lorry knocks down a pedestrian and he dies, will I go to prison even if it was not my fault? The brakes failed on the hill at Hill Station.",
    intent: "legal-question",
  },
  { message: "Good morning sir", intent: "greeting" },
  { message: "I need a lease agreement for a plot I want to rent out to a gas dealer at Hastings. Una fit draft am?", intent: "area:land" },
  { message: "Can I see Christiana Thomas on Wednesday?", intent: "booking" },
  { message: "Before my appointment what should I prepare? I have the lorry papers, the police receipt and some photos.", intent: "knowledge:What to bring" },
  { message: "tell me di meaning of carbon monoxide and how e de affect pesin wey de burn coal", intent: "off-topic" },
  {
    message:
      "The military at the Bumbuna checkpoint seized our truck and arrested all three of us. I am writing on the driver's phone, they have not taken it yet. We are sitting in their guardroom.",
    intent: "urgent",
  },
  { message: "I get gas business bot I nor register am yet. I wan register di business name before di council fine me.", intent: "area:business" },
  { message: "pls di Freetown office near which landmark? I nor sabi Siaka Stevens Street well. an una de open Saturday?", intent: "address", also: ["hours"] },
  { message: "Does your firm do work for transport companies, like accidents, insurance and driver contracts?", intent: "services" },
  { message: "mi man go abroad since 6 years, e nor de sen notin fo me or di pikin dem. I wan divorce am an marry again.", intent: "area:family" },
  { message: "Wetin time una de open na mornin? I de bring coal early", intent: "hours" },
  { message: "mi late papa nor write will. e get 5 pikin wit 3 woman. who get right fo di house an di lorry under di law?", intent: "legal-question" },
  { message: "Hello I need help", intent: "unknown" },
  { message: "una number pls, i want call d office", intent: "phone" },
  {
    message:
      "Dear Sir/Madam, Kindly let me know your fee structure for handling a cargo claim, whether on a percentage basis or a fixed fee. Regards, S. Swaray",
    intent: "knowledge:Fees",
  },
  { message: "Wich lawyer dem de na una office? Abeg gi me dem name.", intent: "team" },
  {
    message:
      "Someone set fire to my firewood store at night and I lost everything. I have two witnesses who saw him run. The police have been slow for three weeks. I want the person charged in court. Can your firm push the case?",
    intent: "area:criminal",
  },
  { message: "Di man wey buy mi coal on credit de outside mi gate wit cutlass now, e de shout say e go chop mi head. Pls help.", intent: "safety" },
  { message: "pls book me 4 consultation 2moro, its bout my driver dat was sacked", intent: "booking" },
  {
    message:
      "Dem arrest mi wef na market dis mornin, dem say e sell coal na road wey council ban. E still de Central police. Dem want money before dem release am.",
    intent: "urgent",
  },
  {
    message:
      "We are a clearing agent for a gas company. The shipping line says the bill of lading was released to the wrong person and our client's cylinders are gone from the terminal. We need a lawyer for this cargo claim.",
    intent: "area:shipping",
  },
  { message: "My pikin want to do the trial for the Under 17 football team. wetin e go carry?", intent: "off-topic" },
  { message: "bye for now", intent: "goodbye" },
  {
    message:
      "Good morning. Our contract with a Chinese road construction camp says any disagreement must go to arbitration. They have stopped paying for our firewood since April. We want to start the arbitration. Do you do this?",
    intent: "area:arbitration",
  },
  {
    message: "Police dem de na mi yard now now, dem de push mi uncle inside dem van. Dem say na im tif di gas cylinder dem. Wetin we go do?",
    intent: "urgent",
  },
  {
    message: "I want to buy a two town lot house at Kissy to use as a charcoal store. Please I need a lawyer for the conveyancing and to check the title.",
    intent: "area:land",
  },
  { message: "whch is d best container to store rice in d rainy season so weevils no enter", intent: "off-topic" },
  {
    message:
      "Dear Madam, I employed a lorry driver without a written contract. He has now left after six years and is claiming end of service benefits. Is he entitled to those benefits under Sierra Leone law, and how much might the court award him?",
    intent: "legal-question",
  },
  { message: "2moro saturday una open? i wan cum early", intent: "hours" },
  { message: "Please tell me the names of the partners at your firm.", intent: "team" },
  {
    message:
      "Me an mi man nor marry na church or court, na only native law. We build di coal business togeda fo nine years, me de sell an e de drive. Now e don lef me fo odda woman an e say di business na im own. I wan separation an mi share.",
    intent: "area:family",
  },
  {
    message: "someone is throwing stones at my gas shop every night and today a note under the door said I will be next. I am scared to open tomorrow.",
    intent: "safety",
  },
  { message: "Una sabi Limba? Mi granpa wan talk wit lawyer bot e nor sabi English.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Please we need help. Our imported LPG tank container was damaged during discharge at Queen Elizabeth II Quay and the stevedoring company denies it. We want to claim for the damage.",
    intent: "area:shipping",
  },
  {
    message:
      "my boss wife is in cell at Congo Cross police. they picked her up from her gas shop at noon and she is still there. They said somebody got burned by a cylinder she sold.",
    intent: "urgent",
  },
  {
    message: "Good morning, I'd like to schedule a meeting with a lawyer this week about registering my LPG company. Any day after 2pm works.",
    intent: "booking",
  },
  {
    message:
      "We took a loan from the bank for our charcoal trucking company and now the bank wants to change the interest rate in the middle. We need a lawyer to deal with the bank for the company.",
    intent: "area:business",
  },
  { message: "pls help me wit business plan fo charcoal briquette factory, i need am fo grant", intent: "off-topic" },
  {
    message: "Draft an agreement for me and the man who will drive my lorry. I want clear terms for salary, fuel money and who pays if there is an accident.",
    intent: "area:contract",
  },
  {
    message: "wen police ketch lorry fo overloading, dem fit tek di coal dem sef? or na only fine dem go gi? i want sabi wetin di law say",
    intent: "legal-question",
  },
  { message: "What's your email address? I would rather write than call.", intent: "email" },
  {
    message:
      "I was arrested in 2022 for transporting charcoal without a permit, spent a week at Kambia, and the case was dropped. Now I hear they want to charge me again for the same load. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Mediation please. Me an mi broda-in-law get palava ova di lorry we buy togeda. We nor wan go court bikos of family. Una fit bring neutral pesin?",
    intent: "area:arbitration",
  },
  { message: "wetin be di correct mix of clay an grass fo cover coal kiln?", intent: "off-topic" },
  { message: "pls I get problem o", intent: "unknown" },
  {
    message:
      "Since yesterday morning my son is inside Kissy police cell. They say he was driving the lorry that hit a poda poda at Shell. Nobody has told us if he will be released. Please send someone.",
    intent: "urgent",
  },
  {
    message: "Landlord don increase rent fo mi firewood shop 3 times dis year an now e say mek I comot by end of month. I need lawyer fo dis tenant palava.",
    intent: "area:land",
  },
  { message: "Tenki fo di help, una too good.", intent: "thanks" },
  {
    message:
      "i de write dis from inside toilet. mi broda in law wey vex bikos of di coal money de outside wit stick, e don beat mi mama already. pls wetin I go do",
    intent: "safety",
  },
  { message: "Good day, what services do you offer to small traders like charcoal and firewood sellers?", intent: "services" },
  {
    message:
      "My mother died in March and left her cooking gas shop at Goderich. My stepfather has taken the keys and says it is his now. I am her eldest child. I want a lawyer to apply for letters of administration for her estate.",
    intent: "area:family",
  },
  { message: "Your phone number please, I'll call from Bo.", intent: "phone" },
  {
    message: "Can the council lawfully stop lorries from bringing charcoal into Freetown during the day? They fined me 500,000 at Wellington.",
    intent: "legal-question",
  },
  { message: "Hi there", intent: "greeting" },
  { message: "Where do clients park? My lorry is long and Siaka Stevens Street is always full.", intent: "knowledge:Parking" },
  {
    message: "We are three sisters running a firewood business. We want to make it a limited company and decide the shares. Please help.",
    intent: "area:business",
  },
  { message: "I need to appeal to my church to donate food for flood victims at Kroo Bay. Help me write the letter.", intent: "off-topic" },
  { message: "I want to meet lawyer Ibrahim Jalloh about my land case, when is he available?", intent: "booking" },
  { message: "Dem don carry mi man go station. Na dis mornin task force ketch am wit di lorry na Wellington. Up to now e nor cam out.", intent: "urgent" },
  {
    message:
      "I signed a contract to supply gas to a school kitchen. The school cancelled it after two months without notice and refuses to pay the last delivery. Please help me.",
    intent: "area:contract",
  },
  { message: "what hours is d Bo office open?", intent: "hours" },
  { message: "Shud I carry my lorry logbook an d receipt from forestry wen I cum?", intent: "knowledge:What to bring" },
  {
    message: "mi coal bag dem fo export to Gambia don stay na port 2 month. Customs say di permit nor complete. I need lawyer fo customs palava.",
    intent: "area:shipping",
  },
  { message: "Your address please? I want to come by poda poda.", intent: "address" },
  {
    message:
      "A forestry man told me that if I do not give him money and sleep with him, he will make sure I never burn coal here again and his friends will deal with me. Today he came to my house again at night. I sent the children to my mother.",
    intent: "safety",
  },
  { message: "How many lawyers una get na Bo?", intent: "team" },
  { message: "I need a way to contact una from Kono. I nor get credit to call often.", intent: "contact" },
  {
    message: "i sell coal on credit to one woman, she nor pay. if i tek her cooking pot dem fo pay, police go arrest me? wetin law say?",
    intent: "legal-question",
  },
  { message: "na me bobo dem lock me na masiaka police since yestade nite fone wey I de use na di OC own abeg help me", intent: "urgent" },
  { message: "how much is the charge for refilling 12.5kg gas now", intent: "off-topic" },
  { message: "Okay, I go come back. Bye.", intent: "goodbye" },
  {
    message:
      "The police released me on bail last week. I must report every Monday. My charge is receiving stolen gas cylinders. I want a good lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message:
      "Good afternoon. The LPG Dealers Association wants to add an arbitration clause to our standard supply contract so member disputes are settled privately. Can your firm help us set up that arbitration arrangement?",
    intent: "area:arbitration",
  },
  { message: "Pls I need appointment wit lawyer fo mi sista divorce. She de come from Makeni Thursday.", intent: "booking" },
  { message: "My church choir is doing a play about the trial of Jesus for Easter. Pls write me a short poem for it.", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, A customer has brought a claim against my company alleging that a cylinder we refilled leaked and caused a fire in her kitchen. We refilled it according to standard procedure and have the records. I should be grateful for your view on whether we are liable and what damages a court may award.",
    intent: "legal-question",
  },
  { message: "pls my driver foday dem don lock am fo waterloo since 2 days no food dem say he must pay 2 million before dem release am", intent: "urgent" },
  {
    message:
      "The family that leased me land for my charcoal depot now says the lease was never registered and they can give it to someone else. I want a lawyer to register the lease and protect my depot.",
    intent: "area:land",
  },
  { message: "Christiana Thomas nor de una office again? somebody tell me say e don lef.", intent: "attorney:Christiana Thomas" },
  { message: "Good morning. Could you confirm your office hours? I'm coming from Bo and don't want to arrive when you're closed.", intent: "hours" },
  {
    message:
      "In November I gave a gas supplier 45 million leones for 300 cylinders. He delivered 90 in December and since then it is one excuse after another, the ship is late, the customs, the rain. We have a signed supply agreement with delivery dates. I need a lawyer to make him deliver or refund.",
    intent: "area:contract",
  },
  { message: "Dem tell me say if I testify bout di coal wey dem tif, dem go kill mi pikin dem. Yestade dem follow mi pikin from school.", intent: "safety" },
  {
    message:
      "Good day. We are a UK company wanting to invest in LPG storage in Sierra Leone. We need help with investment registration and the incentives available.",
    intent: "area:business",
  },
  { message: "Kushe ma", intent: "greeting" },
  {
    message: "Abeg una, di soja dem wey de na Mile 38 checkpoint don tie mi broda, dem de beat am, dem say e nor get pass fo di coal lorry. E de wit dem now.",
    intent: "urgent",
  },
  { message: "Which is cheaper for cooking, charcoal or gas, for a family of six?", intent: "off-topic" },
  { message: "What legal services do you provide?", intent: "services" },
  {
    message:
      "My daughter came back home to us after problems with her husband. Last week he took their baby to his mother in Kenema and will not bring him back. She wants custody of her child.",
    intent: "area:family",
  },
  { message: "Do you offer legal aid or free help for poor people? I sell firewood and my case is small.", intent: "knowledge:Fees" },
  {
    message:
      "mi broda don comot from prison since las month afta 2 year, now police de say dem go charge am again fo di same coal palava. we need criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Madam, Please could I arrange a consultation with Isatu Bangura at her earliest convenience regarding my late husband's estate. Yours sincerely, Mrs O. Cole",
    intent: "booking",
  },
  { message: "wetin go happen to me if I nor go court on di date wey dem summon me? I go de na Kambia road wit di lorry dat day.", intent: "legal-question" },
  {
    message:
      "hello we hv a container of charcoal for export held at port, d shipping line say overweight n dey want extra charges. pls help us wit dis port palava",
    intent: "area:shipping",
  },
  { message: "d judge of Sierra Leone Got Talent last night, wat is her name?", intent: "off-topic" },
  {
    message:
      "We want a neutral arbitrator to settle a dispute between my gas company and the transporter that damaged fifty of our cylinders. Both parties have agreed. Can your firm act?",
    intent: "area:arbitration",
  },
  {
    message: "My husband told me he will kill me if I go to a lawyer about divorce. He has a cutlass in the room and he is drinking tonight.",
    intent: "safety",
  },
  { message: "do una get pesin wey sabi Mende? mi mama wan explain di lan palava hersef", intent: "knowledge:Languages spoken" },
  { message: "Wat is d best way to contact una? call, WhatsApp, anything.", intent: "contact" },
  {
    message:
      "They arrested my husband at the gas depot an hour ago. He is at Wellington police now and they say he will be taken to court on Monday. Please can a lawyer go to the station today?",
    intent: "urgent",
  },
  {
    message: "Survey palava: di surveyor wey I pay measure mi lan wrong an now di neighbour de claim part of am. I need lawyer fo sort am out.",
    intent: "area:land",
  },
  { message: "Abeg wetin be una office number? mi credit small.", intent: "phone" },
  { message: "Is it legal for a landlord to lock my shop and keep my gas cylinders inside because I owe two months rent?", intent: "legal-question" },
  { message: "Which of your lawyers deal with shipping and which with land?", intent: "team" },
  { message: "wan open gas shop na Makeni, I need help wit di licence from di petroleum regulatory agency.", intent: "area:business" },
  { message: "how to start making charcoal briquettes from sawdust, which machine?", intent: "off-topic" },
  { message: "Mi wan kam si una lawyer fo tok bot mi lorry wey dem seize. Wetin day I fit kam?", intent: "booking" },
  {
    message:
      "I am writing from Kissy police station. They brought me here this morning from the market, they say I sold charcoal to a man who used it to burn a house. I am still at the counter, they took my bag.",
    intent: "urgent",
  },
  {
    message:
      "My employer, a gas company, sacked me for saying the cylinders are not safe. I worked there five years with a contract. I want to challenge the dismissal and get my salary.",
    intent: "area:contract",
  },
  { message: "thank u very much madam", intent: "thanks" },
  {
    message: "Pls I want to report one man wey collect money from 20 coal women say e go bring gas stove fo we. E run. We want am face court.",
    intent: "area:criminal",
  },
  { message: "email?", intent: "email" },
  {
    message:
      "the lorry owner I owe is sending boys to my house to teach me lesson tonight, my neighbour heard them planning it at the park. I am going to hide at the church but I don't know if it's enough.",
    intent: "safety",
  },
  { message: "una de open lunch time? I fit come 1pm?", intent: "hours" },
  { message: "Can I park my pickup in front of your building while I see the lawyer?", intent: "knowledge:Parking" },
  {
    message: "We want to marry under civil law next month. My fiancé sells charcoal in Bo and I am in Freetown. Can your firm help with the marriage papers?",
    intent: "area:family",
  },
  {
    message: "If the forestry department cancels my charcoal production permit without notice, can I challenge it in court and will I win?",
    intent: "legal-question",
  },
  {
    message:
      "The vessel carrying our LPG arrived 12 days late and our customers cancelled their orders. We want to claim from the ship owner under the charter party.",
    intent: "area:shipping",
  },
  { message: "hmm pls", intent: "unknown" },
  { message: "Una de do paper fo business an land, or na only court palava una de handle?", intent: "services" },
  {
    message: "Ma, dem don tek mi granpa from im kiln na bush dis mornin. Forest guard dem wit gun. Dem say dem de carry am go Port Loko. E old, e nor well.",
    intent: "urgent",
  },
  { message: "How do I find your office from the Cotton Tree? Is it walking distance?", intent: "address" },
  { message: "i wan book consultation wit criminal lawyer fo mi motor boy case, how soon?", intent: "booking" },
  {
    message:
      "We are a group of five firewood suppliers and one member refuses the decision of our association elders. We want formal mediation with a lawyer. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "what does bail out mean in economics? my WAEC homework", intent: "off-topic" },
  { message: "See you next week then. Bye", intent: "goodbye" },
  {
    message:
      "mi papa de burn coal na one lan since 30 years, nobody ever gi am paper, e jus de work dae an pay small tin to di chief every Christmas. Now di new chief say e go sell di lan to one Lebanese man. law gi mi papa right pan dat lan?",
    intent: "legal-question",
  },
  {
    message:
      "I am writing to request an appointment with a partner regarding a shipping dispute over our gas cylinders. I am available Monday or Tuesday morning.",
    intent: "booking",
  },
  {
    message:
      "mi 2 apprentice dem don enter cell na Lunsar since Sunday. Dem ketch dem wit di lorry wey de carry coal. Police say na till di owner cam. Owner na me, bot I fear if I go dem go hold me too.",
    intent: "urgent",
  },
  { message: "hw 2 fix lorry brake dat de make noise", intent: "off-topic" },
  { message: "We need a lawyer to check our shareholders agreement before a new investor buys 40% of our LPG company.", intent: "area:business" },
  {
    message:
      "A group of young men attacked our charcoal lorry on the Masiaka road an hour ago. They beat the driver with sticks, took the money for the bags and said they will come back for us. We ran into a small village and we are hiding in a house now.",
    intent: "safety",
  },
  { message: "is d office open now? I de outside", intent: "hours" },
  {
    message:
      "My husband died in January. Now his family says I must marry his younger brother or leave the house and his charcoal business. I refused, and they have taken the lorry keys and the depot book. I need a lawyer for my inheritance.",
    intent: "area:family",
  },
  { message: "I heard there are new lawyers at your chambers. Who are they?", intent: "team" },
  { message: "What documents do I need for the first consultation about a container claim?", intent: "knowledge:What to bring" },
  {
    message:
      "We are six brothers and sisters and our family land at Kissy Dock Yard is being sold by one brother alone. He has already collected deposit from two buyers. We need a lawyer to stop him.",
    intent: "area:land",
  },
  { message: "which land cruiser model is best for bad road to Kabala", intent: "off-topic" },
  {
    message: "Right now the police are at the door of our gas shop with handcuffs saying they will take my mother. Please someone come to Kissy Road quickly.",
    intent: "urgent",
  },
  {
    message:
      "The police asked me to come and write a statement because of the fire at the market. They say they might charge me because my charcoal was stored near the stall where it started. I want a lawyer with me.",
    intent: "area:criminal",
  },
  { message: "Good evening una", intent: "greeting" },
  {
    message: "Please I want a lawyer to write a supply contract between me and a restaurant in Aberdeen. They will buy 100 bags of charcoal every month.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir/Madam, Our clearing agent failed to pay the import duties he collected from us and customs now demand the full amount again before releasing our cylinders. I should be grateful if you could tell me whether we are legally obliged to pay twice, and whether we can recover the money from the agent.",
    intent: "legal-question",
  },
  {
    message: "wi fishing boat carry coal go Bonthe an e sink near Sherbro. we wan claim insurance fo di goods wey lost fo sea. una help wit dis?",
    intent: "area:shipping",
  },
  { message: "I am thinking about a divorce. How much would your firm charge for a simple divorce case?", intent: "knowledge:Fees" },
  { message: "E tell me say if I nor gi am mi coal money e go burn mi face wit hot coal. E de cam back tonight. I nor get weh fo go.", intent: "safety" },
  {
    message: "Is there a cheaper way than court to settle money palava with a gas distributor? We both want somebody neutral to decide it.",
    intent: "area:arbitration",
  },
  { message: "Do you have a WhatsApp number? And the email too please, I want to send voice notes and the documents.", intent: "phone", also: ["email"] },
  { message: "Dem hol mi brodas na Kambia police. Na yestade dem ketch dem na Gbalamuya border wit di coal. Dem stil de insai.", intent: "urgent" },
  { message: "hw do i get tax clearance n business registration 4 my firewood company? i nid lawyer", intent: "area:business" },
  { message: "If my partner in the lorry business dies, do his children automatically become my partners?", intent: "legal-question" },
  { message: "wetin be di best way fo dry wet firewood quick quick?", intent: "off-topic" },
  { message: "Could you share the email address to send my consultation request?", intent: "email" },
  {
    message:
      "A police officer at the Hastings checkpoint seized 30 bags of my charcoal, gave no receipt and sold them in front of me. I have video. I want to report him and see him charged.",
    intent: "area:criminal",
  },
  { message: "Madam Kamara, na she I want si. Wetin day e free?", intent: "booking" },
  { message: "Please, do you have an interpreter for Fula? My husband speaks only Fula.", intent: "knowledge:Languages spoken" },
  {
    message: "mi landlord wan sell di house wey I rent fo mi gas shop. I still get 3 years lease lef. I need lawyer fo protect mi lease.",
    intent: "area:land",
  },
  { message: "Wetin be di penalty kick rule fo football? di referee give penalty yestade we nor understand", intent: "off-topic" },
  { message: "Thank you, I appreciate it.", intent: "thanks" },
  {
    message:
      "Good afternoon. My husband, a charcoal truck driver, was taken into custody at the Hastings checkpoint this morning by the police. He is still being held and the truck impounded. We need a lawyer urgently.",
    intent: "urgent",
  },
  {
    message: "I want to divorce my wife and make sure the children stay with me. She is packing to leave for Guinea and says she will take them.",
    intent: "area:family",
  },
  { message: "Good morning. Can you tell me in general what your chambers does?", intent: "services" },
  {
    message:
      "My company trucks carry charcoal across the Guinea border at Gbalamuya. Do we need an export permit for charcoal, and can customs seize the truck itself if we don't have one?",
    intent: "legal-question",
  },
  { message: "una office de near PZ? I nor know Siaka Stevens street", intent: "address" },
  {
    message:
      "I hired a lorry to carry 500 bags from Kambia. The owner took full payment, then gave the lorry to another customer and sent me nothing. We have a written agreement. I need my money back.",
    intent: "area:contract",
  },
  {
    message:
      "I am a girl of 16 selling firewood at Waterloo. The man who buys from me says he will force me if I don't come to his house. He waits for me on the road home every evening.",
    intent: "safety",
  },
  { message: "Wetin be di name dem fo una lawyer dem? I wan sabi dem before I cam.", intent: "team" },
  { message: "how do i contact the Bo office?", intent: "contact" },
  { message: "weather tomorrow Freetown rain or sun? I wan dry coal", intent: "off-topic" },
  { message: "Can I see a lawyer today? I'm around Siaka Stevens Street right now.", intent: "booking" },
  {
    message:
      "My brother was picked up by police last night from the lorry park and has not been released. We went to the station this morning and they said he is in the cell. Please can you help?",
    intent: "urgent",
  },
  {
    message:
      "We need a lawyer on retainer to handle our customs and port matters at Queen Elizabeth II Quay for our gas imports. We bring in about two containers a month.",
    intent: "area:shipping",
  },
  {
    message: "Mediator don settle we palava wit di coal buyer an we all sign di paper. Now e nor gree pay wetin we agree. Una fit help mek e pay?",
    intent: "area:arbitration",
  },
  { message: "Hi, I have a question", intent: "unknown" },
  { message: "ok na so. bye o", intent: "goodbye" },
  { message: "wetin time una close today? i de cam from Kissy wit gas", intent: "hours" },
  {
    message:
      "I write you from Pademba Road. They remanded me yesterday over a charcoal lorry accident at Jui where a woman was injured. My court date is not fixed and my family does not know a lawyer. Please send someone to see me.",
    intent: "urgent",
  },
  {
    message:
      "I want to lease five acres of bush at Rogbere for charcoal production. Please prepare a lease agreement and check that the people offering it are really the owning family.",
    intent: "area:land",
  },
  { message: "What is the verdict on the new Toyota Dyna truck, is it strong for bad roads?", intent: "off-topic" },
  { message: "Wetin Ibrahim Jalloh de do? E na shipping lawyer?", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "My landlord's boys broke my door today and said next time they come they will kill me if I don't leave. I am not in the house now, I'm sleeping in the lorry.",
    intent: "safety",
  },
  {
    message:
      "Two years ago I borrowed money from my gas supplier to restock, and I signed a paper giving my house as security. I have paid back more than half. Now he says he will take the house because I was late twice. Can he take it without going to court?",
    intent: "legal-question",
  },
  {
    message: "Please help me prepare a dismissal letter for one of my delivery boys who steals gas, following the terms of his employment contract.",
    intent: "area:contract",
  },
  { message: "hw late una stay open 2day? i reach frm Bo by 4", intent: "hours" },
  {
    message: "my wife left with our 2 children to her village and will not let me see them. I want the court to give me access. I need family lawyer.",
    intent: "area:family",
  },
  { message: "Does your firm do anything for people in the charcoal business? Like permits, disputes, contracts?", intent: "services" },
  {
    message: "police don tek mi boy from di lorry now now na Kissy Road, dem de carry am go station. I de follow dem wit okada. pls call me.",
    intent: "urgent",
  },
  { message: "Hello, can I book a meeting with the Bo office next Monday? I am a charcoal wholesaler there.", intent: "booking" },
  { message: "recipe for roasted fish on charcoal, pls", intent: "off-topic" },
  {
    message:
      "They charged my son with arson after a kiln fire spread to a neighbour's cassava farm. He is out on bail now. We need a lawyer for the trial in Makeni.",
    intent: "area:criminal",
  },
  { message: "I want to register my lorry transport business as a company so I can get contracts with the mining companies.", intent: "area:business" },
  { message: "Pls sen me una email, I wan sen d photos of d lorry", intent: "email" },
  { message: "Is there anywhere to leave a motorbike safely while I am in the meeting?", intent: "knowledge:Parking" },
  {
    message:
      "Our cargo of 400 gas stoves came from China, but when the container was opened at the terminal, 120 stoves were missing. The seal number does not match the bill of lading. The shipping line blames the port. We need a lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, My firm transports charcoal under a contract that fixes the price for twelve months. Fuel has since doubled. I should be grateful to know whether the law allows me to increase the price or end the contract early without penalty.",
    intent: "legal-question",
  },
  {
    message:
      "They carried my father from our house in Bo to the police station this morning. He is still inside. They say he sold fake gas cylinders. Please help us.",
    intent: "urgent",
  },
  {
    message:
      "Abeg pray fo me, but also tell me wetin I fit do. Di man I owe coal money don swear say na blood e go collect. E de sen voice note wit threat every hour.",
    intent: "safety",
  },
  { message: "Can you act as mediator between me and my landlord about the gas shop? We want to avoid court.", intent: "area:arbitration" },
  { message: "How many lawyers you have there, and are any of them based in Bo?", intent: "team" },
  { message: "which NGO gives grants to women charcoal sellers to buy gas cookers", intent: "off-topic" },
  { message: "I want to get in touch with your firm. What options do I have?", intent: "contact" },
  { message: "Di government don gi mi lan lease fo mi charcoal plant, bot di paper nor register. I wan lawyer fo di title deed.", intent: "area:land" },
  { message: "Wetin I go carry kam fo di meeting? Na lan palava.", intent: "knowledge:What to bring" },
  { message: "mi man de inside cell since 3 days, Kenema police. dem say e de carry coal wit no permit. we nor get money fo bail.", intent: "urgent" },
  {
    message:
      "Mi mama don die. She lef will wey say mi an mi sista go share di coal depot, bot mi uncle nor gree an e don change di padlock. I need lawyer fo execute di will.",
    intent: "area:family",
  },
  { message: "Tenki ya", intent: "thanks" },
  { message: "Please suggest names for my new gas shop. I want something like Justice Gas or Verdict Energy.", intent: "off-topic" },
  { message: "Pls if police seize mi coal an sell am, dem get right fo do dat? I fit claim di money back?", intent: "legal-question" },
  { message: "Is 076 123 456 your correct number? I called and it rang out.", intent: "phone" },
  {
    message:
      "I sold my old lorry to a man in Lungi on instalment, 60 million in twelve parts. He paid three times and stopped, and now he is using the lorry to carry coal every day. We have a signed agreement. Please help me recover the balance.",
    intent: "area:contract",
  },
  { message: "Please I'd like to see Mohamed Conteh on Friday about the police case with my driver.", intent: "booking" },
  {
    message:
      "Dem bin hold me fo 3 days na Masiaka las month. Now dem don release me, bot dem tek mi lorry key dem an say di case go court. I wan lawyer fo di case.",
    intent: "area:criminal",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "Our company wants to charter a vessel to carry charcoal to Dakar. Please draft the charter party and handle the negotiation with the owners.",
    intent: "area:shipping",
  },
  { message: "Are you open in the Christmas week?", intent: "hours" },
  { message: "Is your main office still at 12 Siaka Stevens Street?", intent: "address" },
  { message: "help me write CV, I want job as lorry driver for NGO", intent: "off-topic" },
  {
    message: "Our company is in debt since the gas price went up and we are thinking of closing it completely. We need a lawyer to handle the closing.",
    intent: "area:business",
  },
  { message: "Do you take payment in instalments? The case is about my container held at the port.", intent: "knowledge:Fees", also: ["area:shipping"] },
  {
    message:
      "We have been told that some people will come tonight to burn our gas depot because we refused to pay them. Our workers sleep there. The police post said they have no vehicle.",
    intent: "safety",
  },
  { message: "if I stop paying mi driver bikos e crash di lorry, di law go punish me?", intent: "legal-question" },
  { message: "Do you handle only big company cases or also individuals?", intent: "services" },
  {
    message:
      "Please!!! the soldiers at Kambia crossing point are holding our driver and the apprentice since this morning. They took their phones. I'm the owner of the lorry.",
    intent: "urgent",
  },
  {
    message:
      "We want to bring a claim to arbitration against a Lebanese gas importer under our distributorship agreement. Please can you represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "i wan mit lawyer abt d estate of my late papa, wich day fre?", intent: "booking" },
  { message: "hi", intent: "greeting" },
  {
    message:
      "I am a Guinean woman. I have sold charcoal at Bombay Street for eight years but I never got residence papers. A council officer told my neighbour that all foreigners without papers will be sent back. If police stop me, can they deport me? What are my rights?",
    intent: "legal-question",
  },
  {
    message:
      "They have held my son at Kissy police since Friday. He is only a motor boy on a charcoal lorry. Now they say they will transfer him to Pademba Road. Please help before they move him.",
    intent: "urgent",
  },
  {
    message:
      "Mi pikin papa don die an im family de tek all di property, di lorry, di coal depot, everytin. Mi pikin na im only son. I want lawyer fo mek mi pikin get im papa tin dem.",
    intent: "area:family",
  },
  { message: "my kid science class: why does charcoal burn without flame? teacher said they must present evidence", intent: "off-topic" },
  {
    message:
      "Since last week a man calls me at night saying he will bury me inside my own kiln. This morning I found my two goats dead beside the kiln with their throats cut. I am too afraid to go back to the bush.",
    intent: "safety",
  },
  {
    message: "Mi boss nor pay mi salary fo 5 mont, I de drive im coal lorry from Kambia. We bin sign contract. I wan lawyer fo collect mi money.",
    intent: "area:contract",
  },
  { message: "Could I have an appointment with a lawyer who speaks Temne? Tuesday would suit me.", intent: "booking" },
  {
    message: "The land where my charcoal depot stands was sold twice. Me and another buyer both have papers from the same family. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "Who is the senior partner there, and who are the others?", intent: "team" },
  { message: "na now now police dem ketch mi broda na Dove Cut, dem de drag am go di van. e nor do notin, na coal e de sell.", intent: "urgent" },
  { message: "wen una open afta Easter holiday?", intent: "hours" },
  {
    message: "I was accused of selling stolen gas cylinders and summoned to court for next Wednesday. I am not in custody. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Can I write to you in Krio or must it be English?", intent: "knowledge:Languages spoken" },
  { message: "how much for one case of Star beer for my lorry boys party", intent: "off-topic" },
  {
    message:
      "We want to open a bank account for our charcoal women cooperative in Bo. The bank asks for registration papers we don't have. Please register our cooperative.",
    intent: "area:business",
  },
  {
    message: "I signed as guarantor for my friend's lorry loan. He has run away to Liberia with the lorry. Can the bank force me to pay everything?",
    intent: "legal-question",
  },
  {
    message:
      "they burnt my neighbour's firewood store last night and they told me mine is next if I talk to police. I am alone with the kids, my husband is on the road with the lorry.",
    intent: "safety",
  },
  {
    message:
      "We are waiting for a shipment of 2000 gas cylinders at the quay. The clearing agent says the customs valuation is far too high and the goods cannot come out. Can your firm represent us with customs?",
    intent: "area:shipping",
  },
  { message: "thank u 4 d info", intent: "thanks" },
  {
    message: "pls mi man dem hold am na Waterloo police since Monday. Dem nor tek am court yet. Dem say mek we bring 5 bag of coal an money. E still de insai.",
    intent: "urgent",
  },
  { message: "We want to settle our quarrel with the gas supplier out of court. Please arrange a mediation meeting.", intent: "area:arbitration" },
  { message: "Pls list d kind of legal work una de do", intent: "services" },
  {
    message:
      "My ex-husband stopped paying for our three children two years ago. He is doing well now, he has two charcoal lorries on the Makeni road. I want a court order for child maintenance.",
    intent: "area:family",
  },
  { message: "phone number 4 Bo office?", intent: "phone" },
  { message: "how do I send money to my mother in Kambia from London cheaply?", intent: "off-topic" },
  {
    message:
      "My lorry was impounded for six months at the police yard in Port Loko. When they finally released it, all six tyres and the battery had been stolen. Can I sue the police for the damage?",
    intent: "legal-question",
  },
  { message: "Please review a distributorship agreement with a big LPG company before I sign. They want exclusivity for five years.", intent: "area:contract" },
  {
    message:
      "Good morning. My husband is currently detained at Lumley police station. He was arrested yesterday evening after a dispute with a customer about a gas delivery. I kindly request that a lawyer attend the station as soon as possible.",
    intent: "urgent",
  },
  { message: "una get car park? I de cam wit mi van", intent: "knowledge:Parking" },
  { message: "Book me for Monday 10am please, any lawyer", intent: "booking" },
  {
    message:
      "The man who robbed my gas shop at gunpoint has been arrested, but I heard the police want to release him because his uncle is somebody. I want to make sure he is prosecuted.",
    intent: "area:criminal",
  },
  { message: "Hello, good day to you", intent: "greeting" },
  { message: "Our pastor preached about the judgement day. What Bible verse talks about it?", intent: "off-topic" },
  {
    message:
      "I am a lorry driver. The men I refused to give a lift at Masiaka are following my truck now on okadas with machetes. I am driving fast towards Freetown.",
    intent: "safety",
  },
  { message: "I want to buy a house in Bo for my family but I need a lawyer to check the title deed and prepare the sale papers.", intent: "area:land" },
  { message: "Are you open on Friday afternoon after prayers?", intent: "hours" },
  { message: "I want to know who is who in your firm, partners and associates.", intent: "team" },
  { message: "Do I need a permit to burn charcoal on my own family land? The forest guard says yes, but it's my land.", intent: "legal-question" },
  { message: "I need help with my company's annual returns and changing one director. We sell gas wholesale.", intent: "area:business" },
  { message: "Is there any way to reach you after office hours?", intent: "contact" },
  {
    message: "A ship carrying our charcoal export collided with another vessel off Freetown. Part of the cargo was soaked. We want to make a claim.",
    intent: "area:shipping",
  },
  { message: "Dem lock mi fren na Bo police since Saturday fo coal tif palava. E de call me from di cell. I de sen dis fo am.", intent: "urgent" },
  { message: "what time is the Man U match today?", intent: "off-topic" },
  {
    message:
      "My husband's family told me that if I don't leave the house by Sunday they will beat me like last time. They broke my arm in 2023. I'm afraid for me and my baby.",
    intent: "safety",
  },
  {
    message: "Di lorry owner dem an di coal dealer dem want mek we form one committee fo settle palava without court. Una fit help set up arbitration?",
    intent: "area:arbitration",
  },
  { message: "What should I bring to the meeting? I have the supply contract, invoices and WhatsApp messages.", intent: "knowledge:What to bring" },
  { message: "Abeg I want si lawyer dis week bout di coal wey police seize, any day fine.", intent: "booking" },
];
