import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: bicycle repairers, bicycle-taxi riders in the provinces, bicycle sellers and hirers. writers: (1) Foday, 23, bicycle-taxi rider in Kenema, writes Krio on a cracked Android; (2) Mariama, 44, sells new and used bicycles from a shop in Bo, mixes Krio and English; (3) Pa Alimamy, 63, repairer in Makeni, dictates formal letters to his grandson; (4) Tamba, 31, runs a bicycle hire stand in Koidu, SMS shorthand; (5) Isha, 36, imports bicycles and parts through the Freetown quay, writes tidy emails; (6) Alusine, 19, apprentice repairer in Port Loko, heavy typos and voice-to-text; (7) Kadiatu, 29, wife of a bicycle-taxi rider in Moyamba, tells long stories; (8) Brima, 52, Sierra Leonean in Leicester, UK, who funds a bicycle hire fleet in Kailahun, formal and indirect
export const DEVELOPMENT_HUNDRED_AND_THIRTY_FOURTH: LabelledMessage[] = [
  { message: "Kushe o una, how di morning?", intent: "greeting" },
  {
    message: "abeg help, police don hold mi broda na Kenema station since yestade nite. dem say di bike we e de ride na tif bike. up to now dem no lef am",
    intent: "urgent",
  },
  {
    message:
      "Last December I paid a man in Freetown 14 million leones for 40 bicycles for my shop. He gave me a receipt and promised delivery in January. It is now May, no bicycles, and when I call him he says next week, next week. I want my money back or the bikes. Can you take this up for me?",
    intent: "area:contract",
  },
  { message: "How do I charge the battery on my electric bicycle properly? It used to go 30 km and now it dies after 10.", intent: "off-topic" },
  { message: "Is it legal for the city council to seize my bicycle taxi just because I do not have the rider badge yet?", intent: "legal-question" },
  { message: "mi shop lan na Bo, di landlord wan push mi komot before di lease don. una de handle dis kain case?", intent: "area:land" },
  {
    message:
      "the man i buy spare parts from keep sending boys to my workshop saying they will break my hands if i dont pay by friday. two of them came again this morning and sat outside. i did not open the shop today",
    intent: "safety",
  },
  { message: "who r d lawyers in ur firm? names pls", intent: "team" },
  {
    message:
      "Dear Sir/Madam, I write concerning a 40-foot container of 120 bicycles and assorted spare parts consigned to my company, which has been held at Queen Elizabeth II Quay for three weeks. The shipping line says there is an issue with the bill of lading and demurrage is increasing daily. I should be grateful if your firm could act for us in securing its release. Yours faithfully, Isha K.",
    intent: "area:shipping",
  },
  { message: "wat time u open 2moro", intent: "hours" },
  {
    message:
      "My husband rides okada bicycle in Moyamba, the pedal one, not motor. This morning at the junction by the market the police stopped him and said his bike has no number. He argued small and they pushed him into their vehicle. My neighbour saw them take him to the station and he is still in the cell now. They are saying we must bring money before they let him go. Please what can we do?",
    intent: "urgent",
  },
  {
    message: "I want to register my bicycle hire business in Koidu as a proper business name so I can open a bank account. Can you do the registration for me?",
    intent: "area:business",
  },
  { message: "wetin na di price fo new Phoenix bicycle na Freetown now?", intent: "off-topic" },
  { message: "Me an mi wef don separate two years now, a wan do di divorce proper. a de ride bike fo Kailahun. una de do divorce?", intent: "area:family" },
  { message: "Is Ibrahim Jalloh still a partner with you? What kind of work does he do?", intent: "attorney:Ibrahim Jalloh" },
  { message: "if pesin tif bike sell am to me an a no no, dem go carry me go court? wetin go happen to me?", intent: "legal-question" },
  {
    message:
      "Our riders union and the bike owners are fighting about the daily money we must pay. Nobody wants to go to court. We want a neutral person to sit with both sides and settle it. Can your office arrange mediation like that?",
    intent: "area:arbitration",
  },
  { message: "I would like to book a consultation for next Tuesday about the lease on my repair workshop.", intent: "booking" },
  {
    message:
      "The police sent a paper summoning me to Makeni station on Monday about a bicycle somebody left in my repair shop that turned out to be stolen. They have not arrested me. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "di man we a owe fo di hire bike don tok se if a no pay tide e go kil mi. a de ayd na mi anti os now, a no fit go out", intent: "safety" },
  { message: "pls send ur fone numba", intent: "phone" },
  {
    message: "my master they arrested him this afternoon at the repair shed they carry him to central police he is still there please somebody come",
    intent: "urgent",
  },
  { message: "what's the best oil for a rusty bicycle chain in rainy season, it keeps squeaking", intent: "off-topic" },
  { message: "pls i need help fast", intent: "unknown" },
  {
    message:
      "I sell bicycles on hire purchase to young riders. I need someone to write a proper agreement so they pay every week, and if they stop paying I can take back the bike without palava.",
    intent: "area:contract",
  },
  { message: "Ow much una de charge fo consultation? a na jus bike rider, a no get plenty moni", intent: "knowledge:Fees" },
  {
    message:
      "My landlord now says I cannot keep bicycles in front of the shop because it blocks the road, and he wants to double the rent in the middle of the lease. Is he allowed to do that?",
    intent: "legal-question",
  },
  {
    message:
      "Three years ago I bought a small plot near the Makeni lorry park to build a repair shed. I paid the family head and got a receipt, but no survey was done. Now another family has come with cutlasses to mark it and says the land is theirs. I need help with this land dispute.",
    intent: "area:land",
  },
  { message: "What kinds of cases does your office take on?", intent: "services" },
  {
    message: "soja dem don catch mi pikin na checkpoint fo Kailahun road, dem tie am put am na dem motoka. dem de carry am go now now. abeg",
    intent: "urgent",
  },
  { message: "what is your email address? I want to send the papers for my bike shop", intent: "email" },
  {
    message:
      "My husband sells bicycles in Bo. When the sales are bad he comes home and beats me. Last night he said next time he will finish me. I took the children to my sister but he knows where she lives and he called her this morning asking for me. I don't know what to do.",
    intent: "safety",
  },
  { message: "mi bike pat dem lost na sea. di ship kam bot witout mi tri crate. wetin una fit do?", intent: "area:shipping" },
  { message: "Na mi get custody of di goat fo Christmas dis yaa lol. ow fo cook goat pepe soup mek e sweet?", intent: "off-topic" },
  { message: "a wan kam si una lawyer tumara fo tok bot mi bike shop paper dem. a fit kam?", intent: "booking" },
  { message: "Mi an mi padi open bike shop togeda, now e wan komot an tek im share. una fit elp wi separate di business fayn?", intent: "area:business" },
  { message: "How can I get in touch with your office from Kenema?", intent: "contact" },
  { message: "Do you have a woman lawyer there? I prefer to talk to a woman about my matter.", intent: "team" },
  {
    message:
      "My father was a bicycle repairer in Port Loko for thirty years. He died last month and did not leave a will. Before the forty days my uncles carried away all his tools and locked the shop. My mother and we the five children are left with nothing. I want to claim what he left for us.",
    intent: "area:family",
  },
  { message: "r u open on saturday? i ride all week only sat i free", intent: "hours" },
  {
    message: "i am writing from inside bo police cell they give me back my phone 5 minutes only. they say i receive stolen bicycles. pls send lawyer",
    intent: "urgent",
  },
  { message: "Police took my bicycle as exhibit three months ago and the case is finished now. Do I have a right to get it back?", intent: "legal-question" },
  {
    message: "Someone broke into my shop last week and stole six bicycles. I know the boy who did it. I want him prosecuted. Can your firm help me with that?",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, We went to arbitration with our supplier in Conakry over a shipment of defective bicycle frames and the arbitrator gave an award in our favour. They still refuse to pay. We need your help to enforce the award here in Sierra Leone.",
    intent: "area:arbitration",
  },
  { message: "who won the Tour de France this year?", intent: "off-topic" },
  { message: "can i park my bike in front ur office? dem no go tif am?", intent: "knowledge:Parking" },
  { message: "Where exactly is your office in Freetown? Which street?", intent: "address" },
  { message: "I would like to meet Fatmata Kamara about a contract with a bicycle importer. Is Thursday possible?", intent: "booking" },
  { message: "tenki ya, una don elp mi bad", intent: "thanks" },
  {
    message:
      "some boys at the park said they will burn my hire bikes and me with them if i keep renting near their spot. last night they came to my stand with cutlass",
    intent: "safety",
  },
  { message: "my bikes container stil at d quay, customs sey duty 2 high n d clearing agent nt answering. cn u help", intent: "area:shipping" },
  { message: "My phone contract with Orange finishes next month. Which data bundle is the cheapest for WhatsApp?", intent: "off-topic" },
  { message: "dem lock mi uncle since sonde na Bo, e still de insay. wetin wi go du", intent: "urgent" },
  { message: "Hello, good afternoon", intent: "greeting" },
  {
    message:
      "I rented ten bicycles to a man for a wedding and he returned three of them broken. The hire paper says nothing about damage. Can I make him pay for the repairs?",
    intent: "legal-question",
  },
  { message: "di papa fo mi pikin na bike rider na Kenema, e no de gi moni fo di pikin at all. a wan mek e pay. una de elp wit dat?", intent: "area:family" },
  { message: "Can I see a lawyer this week? It's about the hire bikes a customer refused to return.", intent: "booking" },
  {
    message:
      "Dear Sir, I am a bicycle repairer in Makeni and I wish to purchase the house in which my workshop is located. The owner has agreed to sell. I would like your firm to carry out the title search and prepare the conveyance. Respectfully, Alimamy S.",
    intent: "area:land",
  },
  {
    message:
      "my boss at the bike shop keeps touching me and says if i tell anybody he will sack me and hurt my mother. he told me to come to the store room after closing today",
    intent: "safety",
  },
  { message: "how many lawyers work with you?", intent: "team" },
  {
    message:
      "My brother Sahr is a bicycle taxi rider in Koidu. Yesterday a passenger fell off his bike at the roundabout and broke her arm, and her family called the police. They came to the park and took him and the bicycle. We went to the station this morning with food and they said he cannot go home until the woman's family agrees. He slept there last night and he is still inside. We need a lawyer today.",
    intent: "urgent",
  },
  { message: "hw 2 fix puncture on tubeless tyre", intent: "off-topic" },
  { message: "I want to get the council licence for selling bicycles in Bo and also register the shop. Do you do that?", intent: "area:business" },
  { message: "are you open at lunchtime? I can only come between 1 and 2", intent: "hours" },
  {
    message:
      "Last year I spent four months in Pademba Road for a bike theft I did not do. They released me and the case was struck out. Now the CID are calling me again about the same matter. I need a lawyer to defend me this time.",
    intent: "area:criminal",
  },
  { message: "wetin a fo bring wen a kam fo di mitin? a get mi hire paper dem an di receipt", intent: "knowledge:What to bring" },
  { message: "abeg una de do mediation? mi an di man we sel mi bad tyre dem wan settle am outside court", intent: "area:arbitration" },
  { message: "Police seize mi bike bikos a no get licence. dem get rait fo sel am?", intent: "legal-question" },
  { message: "can I whatsapp you on the same number?", intent: "phone" },
  {
    message:
      "I worked as a mechanic in a bicycle shop in Bo for six years. Last week the owner dismissed me without any notice and refused to pay my last two months. I still have my contract paper. I want to fight this.",
    intent: "area:contract",
  },
  { message: "ustem di ren go stop na Kenema dis wik? a wan ride go Bo", intent: "off-topic" },
  { message: "police de na mi do now dem wan tek mi papa, dem se na e bai di tif bike. kam kwik", intent: "urgent" },
  { message: "email pls", intent: "email" },
  {
    message:
      "We imported 300 bicycle tyres on a vessel from Guangzhou and half of them arrived wet and rotten. The carrier denies responsibility. I want to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Do you only do court cases or also paperwork like agreements and registration?", intent: "services" },
  { message: "Thank you very much for the quick reply, God bless.", intent: "thanks" },
  {
    message:
      "hello my son is in detention at Port Loco police station since Friday the say he stole bicycle parts and the ask for money the have not released him",
    intent: "urgent",
  },
  { message: "I want to marry my girlfriend under the civil law before she travels, registry marriage. Can your lawyers arrange it?", intent: "area:family" },
  { message: "can I pay the lawyer fee small small? my bike hire business is slow this rainy season", intent: "knowledge:Fees" },
  { message: "Write me a short speech for the opening of our bicycle riders association office", intent: "off-topic" },
  { message: "hi", intent: "greeting" },
  {
    message:
      "I have been renting bicycles to riders in Kailahun for five years. One of my riders was knocked down by a lorry and died while on my bike. Now his family says I must pay for the burial and support his children because he was working for me. Am I responsible by law?",
    intent: "legal-question",
  },
  { message: "Which way best fo contact una? a de na Makeni", intent: "contact" },
  {
    message: "My bicycle shop took a loan from the bank and now they want to seize the stock because I missed two payments. I need help dealing with the bank.",
    intent: "area:business",
  },
  { message: "mi man se e go bon mi wit petrol if a go bak to mi mama os. a de fred bad", intent: "safety" },
  {
    message: "landlord lock my repair shop door with his own padlock bcos i owe 1 month rent. all my customers bikes inside. i need lawyer 4 this",
    intent: "area:land",
  },
  { message: "Good day, I have a container issue at the quay and would prefer to come in person. What are your office hours on Friday?", intent: "hours" },
  { message: "ok so", intent: "unknown" },
  { message: "mi padi se a tif im bike an e don go report mi na police, dem neva call mi yet. a wan lawyer fo difend mi", intent: "area:criminal" },
  { message: "ok bye, a go kam bak", intent: "goodbye" },
  { message: "wusai una offis de na Bo?", intent: "address" },
  { message: "Which of your lawyers are partners and which are associates?", intent: "team" },
  {
    message:
      "Our cooperative of bicycle sellers in Bo has a clause in the supply agreement that sends every dispute to arbitration. The supplier has now broken the agreement. We need representation in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "I want to book a meeting about buying land for my bicycle yard in Bo. Can Hawa Turay see me at the Bo office?", intent: "booking" },
  { message: "our football team plays on the court behind the lorry park. what size should a five-a-side goal be?", intent: "off-topic" },
  { message: "Is there a place to park a car near your office? I will be bringing my uncle.", intent: "knowledge:Parking" },
  {
    message:
      "A customer owes my repair shop 2.3 million for servicing his fleet of hire bicycles and he keeps promising. I have all the invoices. Can you write him a demand letter?",
    intent: "area:contract",
  },
  { message: "if i sign d hire purchase n d bike get stolen do i stil hv 2 pay d balance?", intent: "legal-question" },
  {
    message:
      "My uncle runs the bicycle stand where I work in Kenema. Since I refused to give him part of my savings he has been saying in front of everyone that he will 'deal with me', and last week his friends followed me home at night. Yesterday they stopped me on the road and hit me with a stick. I am afraid to go to the stand tomorrow.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I am writing from Leicester. My nephew, who manages my bicycle hire fleet in Kailahun, was arrested this morning and is being held at Kailahun police station. Nobody has told us the charge. I would be grateful if a lawyer could attend to him today; I can pay from here.",
    intent: "urgent",
  },
  { message: "pls can i see lawyer 2moro morning 4 my bike shop case", intent: "booking" },
  {
    message:
      "I have been repairing bicycles under a mango tree beside the Makeni highway for twelve years, along with five other fitters. The council now says they are widening the road and told all of us to move within seven days. They are not offering any other place. Do they have to pay us compensation or give us somewhere else?",
    intent: "legal-question",
  },
  { message: "dem kech mi na di checkpoint, a de insay di cell na Moyamba now. dem tek mi bike an mi moni. abeg sen lawyer", intent: "urgent" },
  {
    message:
      "I intend to incorporate a limited company to run a bicycle hire scheme in Kailahun, with two shareholders: myself and a local partner. Please advise what your firm would need from us to register the company.",
    intent: "area:business",
  },
  { message: "mi pikin homework: wetin mek bicycle no de fall wen e de muv? explain am simple", intent: "off-topic" },
  { message: "tnx 4 d info", intent: "thanks" },
  {
    message: "my grandfather land in Koidu where we keep the hire bikes, my cousins want to sell it without asking us. need lawyer for family land matter",
    intent: "area:land",
  },
  {
    message:
      "He is standing outside my shop with a machete right now shouting that I sold him a stolen bike. My apprentice ran away. I have locked myself inside with the bikes.",
    intent: "safety",
  },
  { message: "una de opin tide? na holiday", intent: "hours" },
  {
    message:
      "I was granted bail last week after they charged me with selling a bicycle the police say was stolen. The case is in the Magistrate Court next month. I need a lawyer to defend me at the trial.",
    intent: "area:criminal",
  },
  { message: "Does any of your lawyers speak Mende? My father only speaks Mende and he will come with me.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Good morning. I would like to arrange a consultation with Christiana Thomas regarding a supply contract for bicycle parts. Any afternoon next week suits me.",
    intent: "booking",
  },
  { message: "what time does the Brussels flight land at Lungi on Wednesday?", intent: "off-topic" },
  {
    message:
      "me and my baby mama separated and she took the children to Guinea without telling me. i want custody of my two children back. i sell bicycles in Kambia",
    intent: "area:family",
  },
  {
    message: "please help they took my brother to the police station in Makeni last night and he is still locked up they said he owes the bicycle owner money",
    intent: "urgent",
  },
  { message: "di man we a rent bike from se if a no pay e go tek mi fon an mi ID kad. e get rait fo du dat?", intent: "legal-question" },
  {
    message: "clearing agent tek mi moni fo clear mi bike container an e don run. di container still de na di kwe. una de du dis kain tin?",
    intent: "area:shipping",
  },
  { message: "which landmark near your office? i no sabi Freetown well", intent: "address" },
  { message: "can you tell me the names of your lawyers in Bo?", intent: "team" },
  {
    message: "Need a lawyer to review a distribution agreement before I sign with a bicycle brand from India. They want exclusivity for five years.",
    intent: "area:contract",
  },
  { message: "hello?? anybody", intent: "unknown" },
  {
    message:
      "I ride bicycle taxi at night in Bo. Two weeks ago I saw some men steal a motorbike and I told the owner who did it. Since then those men keep calling my number saying they know where I sleep and I will not see Christmas. Yesterday somebody threw a stone through my window. I have moved to my friend's place but I cannot go out to work.",
    intent: "safety",
  },
  { message: "do you offer free help for poor people, legal aid? I repair bicycles and my brother has a case", intent: "knowledge:Fees" },
  { message: "we want to avoid court. can your firm act as mediator between me and my former partner in the bike shop?", intent: "area:arbitration" },
  { message: "ow much transport from Freetown go Kailahun now, poda poda?", intent: "off-topic" },
  { message: "alright bye bye", intent: "goodbye" },
  {
    message:
      "Police came to our hire stand this morning and took four of our riders. They are still at Koidu station and nobody is allowed to see them. Can a lawyer go there now?",
    intent: "urgent",
  },
  { message: "a wan register mi bike shop nem. una de du am fo pipul dem?", intent: "area:business" },
  { message: "The bicycle shop I work for never registered me with NASSIT in seven years. Can I still claim it when I leave?", intent: "legal-question" },
  { message: "Dear Sir/Madam, kindly advise the best means of contacting your chambers from the United Kingdom.", intent: "contact" },
  { message: "We are holding a bicycle decoration contest at the Bo carnival. Who should be the judge and what should they look at?", intent: "off-topic" },
  { message: "need title search on a plot in Kenema b4 i pay. seller sey he get deed", intent: "area:land" },
  { message: "what is your phone number and your email?", intent: "phone", also: ["email"] },
  { message: "a wan mit wan lawyer na Bo ofis fo tok bot mi lan palava. wetin de a fit kam?", intent: "booking" },
  {
    message:
      "I am writing to report that my former storekeeper has been stealing bicycle parts from my warehouse for months. I have him on camera. I wish to have him prosecuted and would like your firm to handle the matter with the police.",
    intent: "area:criminal",
  },
  { message: "Is there a safe spot to leave my bicycle at your office? I ride everywhere.", intent: "knowledge:Parking" },
  { message: "Hawa Turay de na Bo ofis still? wetin kain case e de du?", intent: "attorney:Hawa Turay" },
  { message: "My husband has been on remand at Moyamba for two weeks over a bike accident case. Nobody is helping him.", intent: "urgent" },
  { message: "what legal services do you provide for small business people like us?", intent: "services" },
  { message: "I am old now and I have three bicycle shops. I want to make a will so my children do not fight when I die.", intent: "area:family" },
  { message: "My vessel docks Thursday and I need to sign papers with you first. What time do you close on Thursday?", intent: "hours" },
  { message: "dem carry mi pikin go station yestade fo bike aksident, e neva kam os. dem se e go slip de again tide", intent: "urgent" },
  { message: "For the appointment about my shop lease, what documents should I prepare?", intent: "knowledge:What to bring" },
  { message: "customs holding my bicycle spare parts 2 wks nw, need lawyer 2 push dem", intent: "area:shipping" },
  { message: "mi stepfada de bit mi mama evri nite, tide e tek blade. wi de ayd na di bak", intent: "safety" },
  {
    message: "Can my brothers take our late father's bicycle shop if the business is in my name but the land belongs to the family?",
    intent: "legal-question",
  },
  { message: "Please could you share the email I should send my documents to?", intent: "email" },
  { message: "Is there any lawyer in your team who handles shipping, and what are their names?", intent: "team" },
  { message: "mi kostoma dem no de pe fo di bike dem a ripia. a get di bil dem. una fit kolek di moni?", intent: "area:contract" },
  { message: "Good evening sir/madam", intent: "greeting" },
  {
    message:
      "The riders association and the town council want to settle the quarrel over parking fees for bicycle taxis by arbitration. We need someone to represent the riders at the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Can I have a phone consultation with a lawyer instead of coming in? I am in Kailahun.", intent: "booking" },
  { message: "wetin mek mi solar panel no de charge mi fon fast?", intent: "off-topic" },
  {
    message:
      "In January I gave two boys my bicycle taxis with a written agreement: they keep the bikes, pay me 30,000 a day, and after one year the bikes become theirs. One of them has stopped paying for six weeks and moved to Pujehun with my bike. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "una de opin sonde?", intent: "hours" },
  { message: "abeg ow fo mend bike chen we de slip evritem?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I am the sister of a bicycle repairer in Kenema who was taken by police from his workshop at six o'clock this morning. He is still being held at the Kenema divisional station. We request urgent legal assistance.",
    intent: "urgent",
  },
  { message: "do i hv a right 2 refuse police when dem want 2 search my bike shop wit no paper?", intent: "legal-question" },
  {
    message:
      "My late brother's son has lived with me since he was two. I repair bikes in Makeni and I want to adopt him legally so he can get a passport. Can you do the adoption?",
    intent: "area:family",
  },
  { message: "my ex keep coming 2 my stall at nite, he sey if i dont take him back he go cut my face. he came again yday wit a knife", intent: "safety" },
  { message: "wat is ur email", intent: "email" },
  { message: "I am about to lease a roadside shop in Kenema for my bicycle sales. I want a lawyer to check the lease before I sign.", intent: "area:land" },
  { message: "ow mani lawyer una get na di Freetown ofis?", intent: "team" },
  { message: "wan 2 book appt wit lawyer 4 friday pls, abt my bike hire contrakt", intent: "booking" },
  { message: "a wan klos mi kompani we a bin register fo bike import, e no de wok agen. una de elp fo klos am?", intent: "area:business" },
  { message: "I need a catchy title for the sign over my bicycle repair shop. Something fun?", intent: "off-topic" },
  { message: "dem don lock mi man na Bo sentral. e de insay sins monde. e neva si lawyer", intent: "urgent" },
  {
    message:
      "Dear Madam, We booked space on a vessel for 600 bicycles from Antwerp. The ship was diverted and the cargo was discharged in Abidjan instead of Freetown. We need legal assistance to recover the cargo and our costs.",
    intent: "area:shipping",
  },
  {
    message:
      "The owner of the bike I rented says he will report me to police for theft because the bike was stolen while I was praying at the mosque. They have not come for me yet. I want a lawyer ready.",
    intent: "area:criminal",
  },
  {
    message:
      "My husband died in January. He had a bicycle shop in Moyamba and a small house. His brothers say that because we married only the traditional way, I have no share and they will take everything including the shop. We have three children together. Can they really take everything from me and the children?",
    intent: "legal-question",
  },
  { message: "do una lawyer dem tok Temne? mi granpa no de tok Krio well", intent: "knowledge:Languages spoken" },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "Can you write a business plan for my bicycle hire stand? I need it for a grant application.", intent: "off-topic" },
  {
    message:
      "Since I opened my hire stand near Kailahun market, the man who runs the old stand has warned me three times to leave. Last night somebody poured petrol around my store and left a note saying next time they will light it with me inside. I have not slept. My family wants me to close.",
    intent: "safety",
  },
  { message: "can u do arbitration 4 me n my bike supplier, we no want court", intent: "area:arbitration" },
  {
    message: "they are taking my father now into the police van because of the bicycle accident please come quickly to the Bo Kenema highway junction",
    intent: "urgent",
  },
  { message: "Do I need to bring my shop registration certificate and ID card when I come to see the lawyer?", intent: "knowledge:What to bring" },
  { message: "a de kam from Kissy side, ow a go rich una ofis?", intent: "address" },
  { message: "Abeg gi mi una numba", intent: "phone" },
  { message: "wan man tek mi moni fo bil mi shed fo di bike dem, e no kam bak. una de elp fo dis?", intent: "area:contract" },
  { message: "di kot go gi mi mi pikin dem if a na jus bike rider an mi wef get beta wok?", intent: "legal-question" },
  { message: "how much does a divorce cost with your firm, roughly?", intent: "knowledge:Fees" },
  { message: "govment wan pul dong mi bike shop se e de na dem lan. a get mi papa in lan dokument. a wan lawyer", intent: "area:land" },
  { message: "mi jenereta de start bot e no de gi lait. ow fo fix am?", intent: "off-topic" },
  {
    message: "I should be grateful for an appointment with Adama Koroma at her earliest convenience concerning the registration of my bicycle import company.",
    intent: "booking",
  },
  { message: "I need help", intent: "unknown" },
  { message: "hw do i reach u guys", intent: "contact" },
  {
    message:
      "My husband and I want a legal separation, not divorce yet. He took our two bicycles and my sewing machine to his new place. Can you handle a separation?",
    intent: "area:family",
  },
  { message: "wetin una de du? una de du wok fo land, divorce, business an all?", intent: "services" },
  { message: "my broda na rider, e de na cell fo Pujehun since fraide, dem se na im jam di pikin wit im bike", intent: "urgent" },
  { message: "container of bike parts damaged at sea, insurance not paying. need shipping lawyer", intent: "area:shipping" },
  { message: "Thank you so much, you have been very helpful.", intent: "thanks" },
  { message: "police don sen invitation leta se a fo kam station monde bot di bike we a sel. a fred. una go go wit mi?", intent: "area:criminal" },
  { message: "Is your office open until 5 every day or do you close early on Friday?", intent: "hours" },
  { message: "wat will d court do 2 me if i cant pay back d bank loan 4 my bike shop?", intent: "legal-question" },
  {
    message:
      "Three of us pooled money to start a bicycle sales shop in Koidu. We never wrote anything down. Now business is good and one partner says he owns half because he found the shop. We want a proper partnership agreement and to register the business.",
    intent: "area:business",
  },
  { message: "how can I make my bicycle shop Facebook page appeal more to young customers?", intent: "off-topic" },
  { message: "see u 2moro then", intent: "goodbye" },
  { message: "who's in charge at your firm and who are the other lawyers?", intent: "team" },
  {
    message:
      "Dear Sirs, My company supplies bicycles to a distributor in Kenema under a contract with an arbitration clause. The distributor has not paid for two consignments. We wish to commence arbitration proceedings and require counsel.",
    intent: "area:arbitration",
  },
  { message: "mi broda se e go kil mi bikos mi papa gi mi di bike shop. e kam wit tik yestade nite", intent: "safety" },
  {
    message:
      "I am a bicycle seller in Bo. This evening soldiers came to my shop, accused my shop boy of buying a stolen army bicycle, beat him and drove him away in their truck. We went to the barracks and they said he is there and will not be released tonight. Please, what can we do?",
    intent: "urgent",
  },
  { message: "a fit si lawyer tide? a de na di ofis nia bai", intent: "booking" },
  { message: "pls i get problm", intent: "unknown" },
  {
    message:
      "My mother left me a piece of land in Bo where I planned to open a bicycle yard. My brother sold half of it to a stranger without telling me, and the buyer has already started building. I have my mother's documents. I need a lawyer to stop the building and get the land back.",
    intent: "area:land",
  },
  { message: "dem don tek mi bos an im apprentis from di garej. dem de na Makeni station now now", intent: "urgent" },
  { message: "How many bags of rice fit in a 20-foot container? asking for my uncle's shop", intent: "off-topic" },
  {
    message:
      "I would be grateful for your opinion on whether a bicycle hire operator is liable where a customer injures a pedestrian while riding one of the hired bicycles.",
    intent: "legal-question",
  },
  {
    message:
      "I married my wife in 2015. Since I lost my job at the bicycle repair shop she has gone back to her parents in Kenema and says she is finished with me. Her family has even returned the kola. I want to make the divorce legal so both of us can move on. Can you help with that?",
    intent: "area:family",
  },
  { message: "cn i c Mohamed Conteh nxt wk? its abt customs n my bike parts", intent: "booking" },
  { message: "What areas of law does your firm practise?", intent: "services" },
  {
    message:
      "my husband is saying he will kill me tonight because I told his family about the money from the bicycle sale please I am inside the toilet he is outside the door",
    intent: "safety",
  },
  {
    message: "mi bike dem we a ship from Dubai don kam bot customs se a fo pay penalty bikos di papa dem no korekt. una de handle customs matter?",
    intent: "area:shipping",
  },
  { message: "una de opin fo brek taim?", intent: "hours" },
  { message: "uswan bicycle beta fo pikin we get 8 yaa?", intent: "off-topic" },
  {
    message:
      "Last month police beat me at a checkpoint and broke my bicycle because I refused to give them money. They let me go the same day. I want to take action against those officers for violating my rights.",
    intent: "area:criminal",
  },
  { message: "Is the first consultation free?", intent: "knowledge:Fees" },
  {
    message:
      "I live in the UK and want to invest in a bicycle assembly business in Bo with a local partner. I need advice on setting it up properly and protecting my investment.",
    intent: "area:business",
  },
  { message: "my son arrested 2day 4 riding bike wit 3 passengers, still @ Kenema station, dey sey he go court 2moro", intent: "urgent" },
  { message: "if a ripia bike an di kostoma no kam tek am fo six mont, a fit sel am?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, I wish to have a standard hire agreement prepared for my bicycle rental business in Kailahun, covering deposit, daily charges, damage and loss. Please let me know whether your firm can assist.",
    intent: "area:contract",
  },
  { message: "Where is your Bo office?", intent: "address" },
  { message: "what kind of cases does Christiana Thomas handle?", intent: "attorney:Christiana Thomas" },
  { message: "who were the judges at the Miss Sierra Leone pageant this year?", intent: "off-topic" },
  { message: "wi kooperativ wan settle di palava wit di bike importa witout kot. una fit bring wan nyutral pesin?", intent: "area:arbitration" },
  { message: "Can I call the office on a Sunday? What number?", intent: "phone" },
  {
    message:
      "My cousin rents out bicycles at the ferry junction in Mange. Yesterday a soldier said one of the bikes belongs to his brother and they took my cousin away to the barracks. Today we heard he is still inside and they are not giving him food. Please send someone to help him.",
    intent: "urgent",
  },
  { message: "need surveyor n lawyer 4 boundary palava wit my neighbour, he move d beacon into my bike yard", intent: "area:land" },
  { message: "una get lawyer we de na Bo? wetin dem nem?", intent: "team" },
  {
    message:
      "I am 17 and I work at my uncle's bicycle shop in Port Loko. At night when everyone sleeps he comes to where I sleep in the store and does things to me. He said if I tell my mother he will send me back to the village and nobody will believe me. I want it to stop but I don't know who to tell.",
    intent: "safety",
  },
  { message: "Ok. Have a good day, bye.", intent: "goodbye" },
  { message: "Is Wednesday morning free for a consultation? It's about my divorce.", intent: "booking" },
  {
    message:
      "I sold a bicycle to a man on credit. He paid half and then the bike was stolen from him. Now he says he won't pay the rest because the bike is gone. Must he still pay me the balance?",
    intent: "legal-question",
  },
  { message: "Kindly provide your email address so that I may send copies of my shipping documents.", intent: "email" },
  { message: "mi papa don day, e lef tri bike shop. mi stepmama don tek ol. a wan mi shia. una de elp?", intent: "area:family" },
  { message: "hw much 4 a new tyre n tube 4 bicycle in Bo dis days", intent: "off-topic" },
  { message: "hey there", intent: "greeting" },
  { message: "need trade licence 4 my bike hire in Koidu, council sey i need lawyer letter", intent: "area:business" },
  { message: "Do you have someone who can speak French? My business partner is from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "a bin de na prison las yaa fo tif bike kes, dem don lef mi. now a wan klin mi nem, a wan appeal. una de du dat?", intent: "area:criminal" },
  { message: "what time do you close today", intent: "hours" },
  { message: "police don kam na mi shop, dem de put mi uncle na dem vehicle now. dem se na im get di tif bike dem", intent: "urgent" },
  { message: "Do you help ordinary people or only big companies?", intent: "services" },
  { message: "Is there any way to contact you apart from coming to the office?", intent: "contact" },
  {
    message:
      "I transport bicycles from Freetown to Bonthe by boat. Last month the boat capsized and 30 of my bicycles were lost. The boat owner refuses to pay anything. I need a lawyer for goods lost at sea.",
    intent: "area:shipping",
  },
  {
    message:
      "I ordered 50 bicycle frames from a welder in Makeni and paid a deposit. He delivered only 20 and they are bad quality. I need help to get the rest of my money.",
    intent: "area:contract",
  },
  { message: "Is the parking near your office free or paid?", intent: "knowledge:Parking" },
  { message: "Help me write a CV for a job as a bicycle mechanic with an NGO", intent: "off-topic" },
  { message: "oh tenki tenki", intent: "thanks" },
  { message: "a wan bok appointment wit Abdul Rahman Sesay. wetin de e de?", intent: "booking" },
  { message: "di pipul dem we a owe fo bike dem se dem go tek mi pikin if a no pay. dem de waka rawnd mi os evri nite", intent: "safety" },
  {
    message: "My landlord wants to evict me from my repair shop after I reported him to the council for not fixing the roof. Can he do that?",
    intent: "legal-question",
  },
  { message: "got arbitration award against bike dealer, he refuse 2 pay. need lawyer 2 enforce it", intent: "area:arbitration" },
  { message: "hello my brother is in the cell at Kono police they are beating him since morning please help", intent: "urgent" },
  {
    message:
      "Two weeks ago a boy stole one of my hire bicycles at Kenema market. I caught him with it at the lorry park and the whole crowd saw. I took him to the police and they wrote a statement, but now the officer says the boy's family has settled with them and he will drop the case. I did not agree to anything. I want the boy prosecuted properly.",
    intent: "area:criminal",
  },
  { message: "open on public holidays?", intent: "hours" },
  {
    message:
      "Good evening. I am in Leicester and have just had a call that my younger brother was picked up by police in Kailahun last night and has not been released. His phone is off. Could one of your lawyers please attend to him as a matter of urgency?",
    intent: "urgent",
  },
  { message: "where can I buy a waterproof case to fix my phone on my bicycle handlebar?", intent: "off-topic" },
  { message: "mi man de bit mi evritem e drink, tide e se e go brok mi an dem so a no go rayd bike agen", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, I am a retired bicycle dealer and wish to sell my house at Bo together with the adjoining shop. I require a lawyer to handle the sale and the transfer of title. Kindly inform me of the procedure for engaging your firm.",
    intent: "area:land",
  },
  { message: "r police allowed 2 take my bike n keep it 4 months wit no charge?", intent: "legal-question" },
  { message: "una lawyer dem de tok Limba?", intent: "knowledge:Languages spoken" },
  {
    message:
      "I sell secondhand bicycles at the Makeni lorry park. A customer has taken me to court saying I sold him a stolen bike, and I have a court paper for next month. I have never been to a lawyer before. I would like to sit with one of your lawyers this week and explain everything.",
    intent: "booking",
  },
  { message: "mi wef don lef an tek di pikin dem go Freetown. a wan kustodi fo di pikin dem. una de elp fo dat?", intent: "area:family" },
  { message: "Much appreciated, thank you.", intent: "thanks" },
  {
    message:
      "Dear Sir/Madam, We are bicycle importers. Our goods arrived at Queen Elizabeth II Quay in a damaged container and the surveyor's report shows seawater damage to 80 units. We wish to pursue a claim against the shipping line and would appreciate your assistance.",
    intent: "area:shipping",
  },
  { message: "dem kari mi kompin go station fo di bike we e bai, up to now e de de. e no get pesin fo elp am", intent: "urgent" },
  { message: "wetin na di beta tem fo plant granat dis yaa?", intent: "off-topic" },
  { message: "Our bicycle company is registered but we want to bring in a new shareholder from Guinea. Can you do the paperwork?", intent: "area:business" },
  { message: "wat papers 2 bring 4 land matter meeting", intent: "knowledge:What to bring" },
  {
    message:
      "We are twelve bicycle taxi riders who bought our bikes together from one dealer. The dealer says we still owe him money and we say we paid everything. The town chief tried to settle it but failed. We want someone neutral who knows the law to hear both sides, not court. Can your office do that?",
    intent: "area:arbitration",
  },
  { message: "una ofis de nia wetin? a go aks di pipul dem na rod", intent: "address" },
  {
    message:
      "I was carrying a woman to the hospital on my bicycle taxi when a car hit us from behind. The driver ran off but the police know the car. The woman is blaming me and says I must pay for her treatment. Will the court make me pay when it was the car driver's fault?",
    intent: "legal-question",
  },
  { message: "supplier took my money 4 200 bike tyres nvr deliver, want 2 sue", intent: "area:contract" },
  {
    message: "My teacher asked us to write about a good deed we did this week. I fixed my neighbour's bicycle for free. Can you help me write it?",
    intent: "off-topic",
  },
  {
    message:
      "help my brother in law police station Bo since yesterday evening he is locked in the cell because of the bicycle that hit the child they said no bail",
    intent: "urgent",
  },
  { message: "Do you have any young lawyers or only old ones? who are they?", intent: "team" },
  { message: "som guys sey dey go kill me 4 d bike i sold dem. dey waiting 4 me @ d junction nw, i cant go home", intent: "safety" },
  { message: "wetin una de charge fo lan kes?", intent: "knowledge:Fees" },
  { message: "police sey i shud cum 4 statement abt my apprentice who tif bike parts, i need lawyer 2 come wit me", intent: "area:criminal" },
  { message: "plz wat do i do", intent: "unknown" },
  { message: "di pipul dem we a rent di shop from don sel di os to nyu pesin, e se a fo komot. a get tu yaa lease lef", intent: "area:land" },
  { message: "Hello, is this the law firm chat?", intent: "greeting" },
  { message: "What services do you offer to traders and shop owners?", intent: "services" },
  { message: "bk me in 4 consultation nxt monday pls, abt my shop lease", intent: "booking" },
  { message: "Should I buy a Hero or an Atlas bicycle for taxi work? which one last longer", intent: "off-topic" },
  { message: "a fit kol una na WhatsApp?", intent: "phone" },
  {
    message: "they arrested my husband this morning at the Moyamba park and now police are at our house searching and they say they will take me too",
    intent: "urgent",
  },
  { message: "I will be in Freetown on Saturday only. Is anyone at the office?", intent: "hours" },
  {
    message:
      "Dear Sir, My late father left a will naming me executor of his estate, which includes a bicycle wholesale shop in Kenema. I need assistance with obtaining probate and distributing the estate.",
    intent: "area:family",
  },
  { message: "mi wef wan divos. if a gri, e fit tek di bike shop we a bil mi wan?", intent: "legal-question" },
  { message: "Any parking for motorbikes or bicycles by your office?", intent: "knowledge:Parking" },
  { message: "a wan tek bank lon fo mi bike shop, di bank se mek lawyer chek di papa dem. una de du dat?", intent: "area:business" },
  { message: "send ur email 4 me 2 send docs", intent: "email" },
  { message: "I'm abroad. How do I get in contact with someone in your firm?", intent: "contact" },
  { message: "correct this sentence for my shop poster: we repair all kind of bicycle fast and cheap", intent: "off-topic" },
  { message: "Could your firm represent us in a mediation with a bicycle supplier in Lagos?", intent: "area:arbitration" },
  { message: "what kind of help can your lawyers give?", intent: "services" },
  { message: "bye bye, tok tumara", intent: "goodbye" },
  { message: "d ship lost 1 of my crates of bike parts, cargo claim help pls", intent: "area:shipping" },
  {
    message:
      "My former partner in the bike shop keeps sending me voice notes saying he knows where my children go to school. Yesterday he came to my house with two boys and they broke my gate. The police told me to settle it as a family matter. I am afraid he will come back tonight.",
    intent: "safety",
  },
  {
    message:
      "I employed a mechanic with a written contract and he left after two months with my tools and opened his own shop next door. The contract says he cannot do that. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "Can the police hold my bicycle taxi if my passenger was carrying something illegal without my knowledge?", intent: "legal-question" },
  { message: "I would like to speak with Isatu Bangura about my company registration. Is she available on Friday?", intent: "booking" },
  { message: "pls mi pikin de insay na Lumley station sins tudey. a de na Bo, a no fit go. dem se e tif bike", intent: "urgent" },
  {
    message:
      "I run a small hire stand in Segbwema. A big man in town wants my spot for his own business. First he sent the council, now he sends boys. Tonight one of them put a gun on the table in front of my apprentice and said I have until Sunday. I am sleeping in a different place every night.",
    intent: "safety",
  },
  { message: "a wan si wan lawyer bot mi bike shop lease. a fit kam Wensde?", intent: "booking" },
  { message: "Where can I buy a cycling suit and helmet in Freetown?", intent: "off-topic" },
  { message: "bro arrested 2nite 4 d bike accident, in cell @ Makeni, police want money b4 release", intent: "urgent" },
  {
    message:
      "I rent a shop for my bicycle parts business in Kenema. The landlord collected two years rent in advance, and now after five months he says his son needs the shop and I must leave by month end. I need a lawyer to deal with this landlord.",
    intent: "area:land",
  },
  { message: "Could you advise whether a verbal agreement to sell my bicycle shop is binding if no money has yet been paid?", intent: "legal-question" },
  { message: "Tell me about Mohamed Conteh. Is he the one who does shipping?", intent: "attorney:Mohamed Conteh" },
  { message: "want 2 register business name 4 my repair shop, cn u do it", intent: "area:business" },
  { message: "wen una de klos tide?", intent: "hours" },
  {
    message:
      "I have been charged with dangerous riding after my bicycle knocked down an old man. I am on bail and must appear in court on the 14th. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "May I have your email address for correspondence, please?", intent: "email" },
  {
    message:
      "Mi broda Foday na rider na Kenema. Yestade nite police kam na di park, dem se dem de luk fo pipul dem we de rayd afta ten o'klok. Dem kech am wit tri oda rider dem. Tide mornin wi go na station, dem se dem no go lef dem until dem pe fayn. Dem stil de insay.",
    intent: "urgent",
  },
  { message: "una de du ol kain lo wok or na only kot kes?", intent: "services" },
  { message: "mi man don mared nyu wef an lef mi wit di pikin dem. a wan divos an mentenans. una de du dat?", intent: "area:family" },
  { message: "mi boyfren se if a lef am e go kil mi. e don bit mi tide, a de ayd na mi kompin shop now", intent: "safety" },
  {
    message:
      "Good afternoon. I am a trader who brings in secondhand bicycles from Belgium. My last container was cleared by customs but the port is refusing to release it, saying there are unpaid charges from a previous importer. I have been paying storage for a month. Please can your firm intervene?",
    intent: "area:shipping",
  },
  { message: "Tell me who your lawyers are, I want to know who is who before I come.", intent: "team" },
  { message: "if mi padi we a bin sain fo in bank lon no pe, di bank fit tek mi bike shop?", intent: "legal-question" },
  { message: "abeg rayt mi wan poem fo mi mama in baday", intent: "off-topic" },
  { message: "Wan kompani we a de ripia dem bike fo wan yaa no pe mi fo fo mont. a get di kontrak. una fit elp mi kolek di moni?", intent: "area:contract" },
  { message: "Good morning!", intent: "greeting" },
  {
    message: "police catch my uncle at the bicycle shop and they lock him in the station they refuse to give him food please we need a lawyer",
    intent: "urgent",
  },
  { message: "Can I speak Krio with the lawyer or must it be English?", intent: "knowledge:Languages spoken" },
  { message: "Can I make an appointment for my father and me? He wants to sort out his will.", intent: "booking" },
  { message: "di rayda dem an di bike ona dem wan mediation. una de du mediation fo grup?", intent: "area:arbitration" },
  { message: "Dear Sir/Madam, please send me information about the range of services your chambers offers.", intent: "services" },
  {
    message:
      "I have a meeting with your lawyer on Thursday about the container at the quay. Should I bring the bill of lading and the customs papers, or anything else?",
    intent: "knowledge:What to bring",
  },
  { message: "Is there a free trial for the bicycle GPS tracker app?", intent: "off-topic" },
  {
    message:
      "I ride a bicycle taxi that I rent by the day. Last week the owner said the rent is going up from 20,000 to 35,000 or he will give it to another boy. I have paid every day for three years and he agreed that 2 million of it was towards buying the bike. Does that money count? Can he just take the bike from me?",
    intent: "legal-question",
  },
  {
    message:
      "I wish to close down a bicycle distribution company that I registered in 2019 and which has not traded for two years. Please advise whether you can assist with the winding up.",
    intent: "area:business",
  },
  { message: "ur number pls i wan call", intent: "phone" },
  {
    message:
      "My late father's family land in Kailahun was shared among the children. My portion is where I keep the hire bikes. Now my cousin says my father was never given that portion and has brought a surveyor. We need a lawyer to settle the boundary and confirm my share.",
    intent: "area:land",
  },
  {
    message: "There are men outside my door right now banging and shouting that they'll kill me over a bicycle debt. I'm alone with my baby.",
    intent: "safety",
  },
  { message: "ok thank you so much", intent: "thanks" },
  { message: "a go kam wit mi bike, usai a fo pak am nia una ofis?", intent: "knowledge:Parking" },
  {
    message:
      "Sir, I wish to report that a gang has been stealing bicycles from riders in Bo at night. I have identified two of them. I want them charged and prosecuted. Can your chambers assist?",
    intent: "area:criminal",
  },
  {
    message:
      "I am writing for my friend who is in the cell at Port Loko police station right now. They took his bike and say he is a thief. He has asthma and no medicine.",
    intent: "urgent",
  },
  { message: "ow a fit contact una?", intent: "contact" },
  { message: "customs seize my bike cargo off d boat @ Tombo wharf, need shipping lawyer", intent: "area:shipping" },
  { message: "hw 2 true a bicycle wheel at home wit no stand", intent: "off-topic" },
  { message: "Kindly confirm your office hours for the week before Christmas.", intent: "hours" },
  { message: "ok i go now, bye", intent: "goodbye" },
  { message: "need neutral person 2 settle dispute wit my ex-partner outside court, can u?", intent: "area:arbitration" },
  { message: "need lawyer 4 adoption of my sister's pikin, she died", intent: "area:family" },
  { message: "do i hv 2 pay tax on my bike hire business if i make small money?", intent: "legal-question" },
  { message: "I would like an appointment next week to discuss the supply contract for bicycles. Mornings preferred.", intent: "booking" },
  {
    message:
      "A hotel in Kenema signed an agreement to hire 20 bicycles from me for tourists for one year. After three months they sent the bikes back and stopped paying. I want to hold them to the contract.",
    intent: "area:contract",
  },
  { message: "wetin di result fo di Leone Stars match yestade?", intent: "off-topic" },
  { message: "mi sista in boy de na Bo jail, remand, sins las mont. dem se na e tif bike. e neva si lawyer yet", intent: "urgent" },
  { message: "una de opin Satide mornin?", intent: "hours" },
  {
    message:
      "I am writing for my uncle Pa Santigie, who repairs bicycles near the Makeni clock tower. This afternoon two police officers came and said a customer reported that he swapped the parts of her bike. They took him away and he is still at the station now. He is 63 and has high blood pressure. Please can someone help us today?",
    intent: "urgent",
  },
  { message: "Who is the best defender in the Premier League this season?", intent: "off-topic" },
  { message: "Abeg, a wan bai os na Makeni fo mi fambul, bot a wan lawyer chek di papa dem fos", intent: "area:land" },
  { message: "If my apprentice gets injured in my workshop, can his family sue me?", intent: "legal-question" },
  { message: "my landlord sey he go beat me n my wife 2nite if we dont leave, he came wit 3 men alredy", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, I am a director of a small company that assembles bicycles in Bo. My fellow director has been withdrawing company funds without approval. I need your help with this shareholder dispute.",
    intent: "area:business",
  },
  { message: "Una get lady lawyer? wetin in nem?", intent: "team" },
  { message: "pls a wan mit Hawa Turay na Bo monde, na bot mi lan", intent: "booking" },
  {
    message:
      "After my husband died, his family said the bicycle repair shop and our house go to his brother by custom. I need a lawyer to protect me and the children in the estate.",
    intent: "area:family",
  },
  { message: "pls dem hold my dad @ Kono police since mornin, nt releasd yet. bike case", intent: "urgent" },
  { message: "where is your office and what time do you open?", intent: "address", also: ["hours"] },
  { message: "mi kontena fo bike de na kwe tri wik now, dem se di ship kompin no sen di papa. a wan lawyer", intent: "area:shipping" },
  { message: "ustem Leone Stars lose na penalty las yaa?", intent: "off-topic" },
  {
    message:
      "My son is a bicycle taxi rider in Bo. Last month he was arrested and released the next day, but now he has received a court summons saying he is charged with robbery because a passenger lost her bag. He has never stolen anything in his life. We want a good lawyer to defend him in court.",
    intent: "area:criminal",
  },
  { message: "wat kind of cases u take?", intent: "services" },
  { message: "di bike we a bai na hire purchase, if a no finish pe, di man fit kam tek am witout kot?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I should be grateful if your firm would review the terms of a supply agreement offered to me by a bicycle manufacturer before I commit. Some clauses on penalties concern me.",
    intent: "area:contract",
  },
  { message: "hello there, good day", intent: "greeting" },
  { message: "police dem de na di park now, dem de put ol di rayda dem na trak. dem tek mi man. abeg una kam", intent: "urgent" },
  { message: "Is there an interpreter if I bring my mother? She only speaks Kono.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Last year a dispute between our riders' cooperative and a bicycle supplier went to arbitration and we won. The award says the supplier must replace 40 faulty bikes. He has replaced only ten. We are tired of waiting and want the award enforced. Can you help with that?",
    intent: "area:arbitration",
  },
  { message: "Is the number on your website also for WhatsApp?", intent: "phone" },
  { message: "how do I build a bicycle trailer to carry a container of palm oil?", intent: "off-topic" },
  {
    message:
      "Every night this week a car has parked near my bike shop in Kenema and the men in it watch me close. Yesterday one came in and said I should stop talking to the journalist about the stolen bikes or my wife will soon be a widow. This morning I found my shop lock broken and a dead bird on the counter.",
    intent: "safety",
  },
  { message: "I would like to request a consultation with Ibrahim Jalloh regarding a hire purchase dispute at his earliest convenience.", intent: "booking" },
  { message: "wife left, want divorce n custody of d kids, need lawyer", intent: "area:family" },
  { message: "How do I get hold of you people if I have a problem in Kenema?", intent: "contact" },
  { message: "God bless you for the help, tenki", intent: "thanks" },
  { message: "Are you open now?", intent: "hours" },
  { message: "need lease drawn 4 d land my hire stand is on, 5 yrs", intent: "area:land" },
  {
    message:
      "I lent my bicycle taxi to my friend for one day. He crashed into a trader's table at the market and broke her plates and bowls. The trader says I am the owner so I must pay, and my friend says he has no money. Am I the one who has to pay her?",
    intent: "legal-question",
  },
  {
    message:
      "To whom it may concern. My son, aged 19, an apprentice bicycle mechanic, was detained by police in Port Loko yesterday evening and remains in custody. We request that a lawyer attend the station.",
    intent: "urgent",
  },
  { message: "wi wan mek wi bike shop kompani, mi an mi tu broda. una fit register am fo wi?", intent: "area:business" },
  { message: "Which bank is best to send money from the UK to my workers in Kailahun with cheap fees?", intent: "off-topic" },
  { message: "Anything I should prepare before the consultation? photos of the damaged bikes maybe?", intent: "knowledge:What to bring" },
  {
    message:
      "We have a charter dispute with the owner of the vessel that brought our bicycles from Turkey; he claims extra freight and is holding part of the cargo. We need counsel.",
    intent: "area:shipping",
  },
  {
    message: "they just arrested my husband at the market he is in the police car now they are going to the station please send lawyer fast",
    intent: "urgent",
  },
  { message: "mi broda in wef se e go poyzin mi bikos di bike shop na mi nem. e don trowe ot wata pan mi yestade", intent: "safety" },
  { message: "a wan report pesin we tif mi bike. a wan mek dem kari am go kot. una fit elp?", intent: "area:criminal" },
  { message: "cn i book 4 thursday 10am", intent: "booking" },
  { message: "wetin na di bes way fo kip mi bike frame from rost? ren don de fall", intent: "off-topic" },
  {
    message: "A trader took 15 bicycles from my shop and signed that he would pay in 30 days. It has been four months. Please help me recover the money.",
    intent: "area:contract",
  },
  { message: "hw much d court go give me if d lorry driver dat knock my bike get convicted?", intent: "legal-question" },
  { message: "a no wan kot, a wan arbitration wit di bike sela. una de du am?", intent: "area:arbitration" },
  { message: "Apart from court cases, what else does your firm do?", intent: "services" },
];
