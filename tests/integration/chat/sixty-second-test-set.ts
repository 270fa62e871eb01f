import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Civil war legacy (amputees, war-wounded, ex-combatants, returnees, lost/occupied land, reparations, their children); writers: Pa Santigie (58, hand amputee, Makeni, grandson voice-types), Mariama (34, Kissy trader, daughter of war-wounded, SMS), Mr Foday (62, retired teacher, Kenema, back from Guinea camp, formal), Ibrahim (45, ex-combatant okada rider, Bo, heavy Krio), Aminata (29, born in Buduburam camp, nurse in London), Sheku (22, Kailahun student, son of ex-fighter, slang), Ma Kadiatu (50, war widow, Koidu, Krio with dropped vowels), Alhaji Tejan (67, returnee from Conakry, French words)
export const SIXTY_SECOND_TEST_SET: LabelledMessage[] = [
  { message: "Good morning una, God bless una work", intent: "greeting" },
  {
    message:
      "Dear Sir, I returned from the refugee camp at Forecariah in 2003 to find my late father's house on Hangha Road, Kenema, occupied by a family unknown to me. They claim they bought it from a man during the war. I still keep the original conveyance. I wish your firm to assist me in recovering the property.",
    intent: "area:land",
  },
  {
    message: "abeg help, polis dem don hold mi broda na Bo station since yestade, dem se bikos e bin na ex combatant e go tif. e nor du natin",
    intent: "urgent",
  },
  { message: "how much a prosthetic leg cost now in freetown my own one is broken", intent: "off-topic" },
  {
    message:
      "My husband was killed in Koidu in 1998. Now his brothers say the land at Tankoro is theirs because I only had girls for him. Can they really take it from my daughters?",
    intent: "legal-question",
  },
  { message: "wat time u open 2moro", intent: "hours" },
  {
    message: "di man wey don sidon na we papa os since di war don tel mi se if a kam bak der e go chop mi wit cutlass. a fraid fo go os now",
    intent: "safety",
  },
  {
    message:
      "My father lost both hands in 1999 and he wants to make a will so we his children don't fight over the small house after he dies. He cannot sign his name. Can una help us with this?",
    intent: "area:family",
  },
  { message: "Hi, I'd like to book an appointment with your land lawyer next Tuesday if possible please.", intent: "booking" },
  { message: "hw many lawya una get na da ofis", intent: "team" },
  {
    message:
      "My son is 19, his father fought in the war and people always point at him for that. Now police charged him for a fight at the motor park and the case is at magistrate court Monday. He is on bail. We need lawyer to defend him",
    intent: "area:criminal",
  },
  { message: "pls write a short poem for our amputee football club tournament next month", intent: "off-topic" },
  { message: "Wetin na una number? a wan call", intent: "phone" },
  {
    message:
      "Soldiers came to our village this morning and carried my uncle to Teko barracks, they say he was a rebel commander before. He is still there now. Please what can we do",
    intent: "urgent",
  },
  {
    message:
      "I'm shipping a 20ft container from Felixstowe to Freetown with hospital beds and wheelchairs for the amputee association, and customs at the Quay are demanding duty we were told would be waived. It has been sitting there three weeks now. Do you handle this kind of thing?",
    intent: "area:shipping",
  },
  { message: "Di reparation moni wey govment giv fo mi late man, e de part of e property wey di family go share or na fo mi alone?", intent: "legal-question" },
  { message: "pls send me ur email adress", intent: "email" },
  {
    message: "we ex combatant dem 30 of we don form bike riders group na Bo, we wan register am as proper company wit papers. una de do dat?",
    intent: "area:business",
  },
  {
    message:
      "My husband has been beating me every night since he came back from the fighting and tonight he said he will finish me. I am hiding at my neighbour's house right now",
    intent: "safety",
  },
  { message: "Kindly inform me whether your chambers are open on Saturdays, as I shall be travelling down from Kenema.", intent: "hours" },
  {
    message:
      "I am working watchman for one company 6 years now they sack me say because I have one hand I cannot do the work again and they did not pay my end of service I want lawyer for this",
    intent: "area:contract",
  },
  { message: "I have small problem", intent: "unknown" },
  { message: "weda fo kailahun dis wik, ren go fol?", intent: "off-topic" },
  {
    message:
      "Bonjour. Me and my associate in Conakry, we import rice to Freetown together since I came back. Now he refuse to pay my part, 40 million leones. I don't want court, I want to settle it outside quickly with somebody neutral. You do this?",
    intent: "area:arbitration",
  },
  { message: "polis dem kam na os nw nw dem de tek mi pikin go, dem se e bon di os fo di man wey ocupy we lan. abeg!", intent: "urgent" },
  {
    message: "Having been away as a refugee for eleven years, does the law permit the occupants of my land to claim ownership by reason of long possession?",
    intent: "legal-question",
  },
  { message: "How much una de charge? a na amputee, a nor get moni", intent: "knowledge:Fees" },
  {
    message: "my grandpa land 4 kailahun, rebels burn all d docs durin d war. now sm1 came wit papers sayin its dem own. we need lawyer 2 fight dis",
    intent: "area:land",
  },
  { message: "Hi", intent: "greeting" },
  {
    message:
      "Hello, could you tell me what kinds of cases your firm takes on? I'm trying to help my mum who came back from the camp in Ghana and I don't know where to start.",
    intent: "services",
  },
  { message: "I want to see the lawyer them on Thursday morning my grandson will bring me please give me appointment", intent: "booking" },
  { message: "di boys wey bin de wit mi na bush don vex se a testify, dem de fen mi fo kil. a de ayd na mi sista os na Kenema now", intent: "safety" },
  {
    message:
      "My parents married in Buduburam camp in 2001 and there's no marriage certificate. My dad died last year in Freetown and his other family now says my mum was never his wife. She needs help proving the marriage and getting her share.",
    intent: "area:family",
  },
  { message: "who scored 4 leone stars yday", intent: "off-topic" },
  { message: "una ofis de usai", intent: "address" },
  {
    message:
      "My brother who lost his leg in the war was picked up by police this morning for begging on the street and they put him in the cell at Eastern Police. He can't even stand without his crutch please help",
    intent: "urgent",
  },
  { message: "if a bin na child soldier dat tem, dem still fit carry mi go court now fo wetin a du dat tem?", intent: "legal-question" },
  {
    message:
      "My nephew has been charged with receiving stolen property and the matter comes up at the Kenema Magistrate Court next month. He is presently on bail. I seek representation for him.",
    intent: "area:criminal",
  },
  { message: "Where I can get medicine for the pain in my stump in the night it pain me too much", intent: "off-topic" },
  {
    message:
      "Je veux invest in Freetown, open pharmacy with my brother who came back from Guinea too. We need to register the company, can your firm handle it?",
    intent: "area:business",
  },
  { message: "una get woman lawya dey?", intent: "team" },
  { message: "r u open on fridays n til wat time", intent: "hours" },
  {
    message:
      "My fishing boat was seized at the port, they say the vessel documents not correct since I bring it from Conakry. I need shipping lawyer for this Queen Elizabeth Quay matter.",
    intent: "area:shipping",
  },
  { message: "Tenki ya, God bless", intent: "thanks" },
  { message: "bro 3 police takin my papa 2 CID rite now, dey say its abt old war case. wat do we do", intent: "urgent" },
  {
    message:
      "I work for an NGO that supports war-wounded people. They changed my contract without telling me and cut my salary by half. I need someone to go through the contract and take it up with them.",
    intent: "area:contract",
  },
  { message: "di pipul wey de stay na mi os since 1997 se dem don pe rent to govment. dem get rayt fo stay?", intent: "legal-question" },
  {
    message: "Bonjour, I came back 2004 from Conakry. My plot at Hill Station, somebody build on it. I have the title deed. I need lawyer to get my land back.",
    intent: "area:land",
  },
  { message: "una lawya dem de tok Mende?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Since I began claiming my land, the occupier's sons have threatened to burn my house with my family inside. Yesterday evening they stoned my windows. I fear for my life.",
    intent: "safety",
  },
  { message: "wat is d price of bag of rice 2day", intent: "off-topic" },
  { message: "a wan mit lawya bot mi lan case, wen a fit kam?", intent: "booking" },
  {
    message:
      "Our association of war-wounded persons contracted a builder to construct twenty houses with donor funds. He abandoned the work halfway. The contract contains an arbitration clause and we require assistance with the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Quel est votre numéro WhatsApp svp", intent: "phone" },
  { message: "my son is in the police cell at Makeni since Sunday they have not taken him to court and nobody tell us anything", intent: "urgent" },
  { message: "mi pikin dem papa day na war, now mi broda in law wan tek dem go vilej. a nor gri. a nid lawya", intent: "area:family" },
  { message: "can u help me wit my history assignment on d causes of d civil war", intent: "off-topic" },
  {
    message:
      "My mum's house was occupied while she was in Ghana and the occupiers rented rooms out for about 15 years. Can she claim back the rent money they collected all that time?",
    intent: "legal-question",
  },
  { message: "my mama get small bank account since before d war, nw d bank say d records lost. we want lawyer 4 dis banking matter", intent: "area:business" },
  { message: "una de opin Sunday?", intent: "hours" },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "dem don charge mi se a get gun wey a nor turn in afta disarmament. court na nex wik. a nid lawya", intent: "area:criminal" },
  { message: "Au secours, my brother arrested at Lungi when he arrive from Guinea, immigration and police holding him since last night", intent: "urgent" },
  { message: "What's the best way to get in touch with you from the UK? Phone, email, anything works.", intent: "contact" },
  { message: "sm men wit machete outside our house 2nite sayin my papa killed dem family in d war. dey still there. pls", intent: "safety" },
  {
    message:
      "I supply materials for artificial limbs to a hospital, they refuse to pay my invoices for 8 months now. I want lawyer to enforce the supply agreement.",
    intent: "area:contract",
  },
  { message: "ow fo kuk kasada lif wit fish", intent: "off-topic" },
  { message: "Is Hawa Turay the one who do family land? my aunty say she help her before", intent: "attorney:Hawa Turay" },
  { message: "I am amputee the government promise us free medical is it the law that the hospital must not charge me", intent: "legal-question" },
  { message: "bra we family lan na Waterloo, afta d war sm soldiers settle der n build. nw dem de sell am to people. we need lawyer", intent: "area:land" },
  { message: "Does your firm offer legal aid or reduced fees to victims of the war who cannot afford the full charges?", intent: "knowledge:Fees" },
  { message: "us shop de sel okada spare pat cheap na Bo", intent: "off-topic" },
  { message: "I arrive Freetown next month, I want schedule meeting with lawyer for my land, the 15 or 16 of the month", intent: "booking" },
  { message: "dem don lok mi man na sel na Koidu polis, dem se e tif dayamon. e don tu de", intent: "urgent" },
  {
    message:
      "My late brother shipped a consignment of goods from Monrovia which has been lying at Queen Elizabeth II Quay. The shipping company now demands heavy demurrage. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "wetin una de du? una de handle all kain case?", intent: "services" },
  {
    message: "me n my business partner quarrel over d shop money, we both agree to settle it outside court wit mediator. una do mediation?",
    intent: "area:arbitration",
  },
  { message: "Kindly provide your email address so that I may forward the scanned documents.", intent: "email" },
  { message: "my dad was ex combatant n got DDR money, does dat mean by law he cant get reparations as a victim too?", intent: "legal-question" },
  { message: "Do you know any charity in London that sends crutches to Sierra Leone?", intent: "off-topic" },
  {
    message: "my neighbour always threaten me he say he will cut my other hand like the rebels did if I don't leave the land he is very serious I am afraid",
    intent: "safety",
  },
  {
    message:
      "I wish to formally adopt my late sister's daughter, whose parents were both killed in the war. She has lived with me since 2000. Please assist with the procedure.",
    intent: "area:family",
  },
  { message: "ok bye", intent: "goodbye" },
  { message: "abeg", intent: "unknown" },
  { message: "OSD dem don karri mi kompin wey bin de protest fo amputee rayt na Kingtom. dem nor lef am yet", intent: "urgent" },
  { message: "my uncle work 4 construction company 3 yrs no contract, got injured, dey fired him. he need lawyer", intent: "area:contract" },
  { message: "What are your opening hours in UK time? I'll be calling from London.", intent: "hours" },
  {
    message: "We returnees intend to set up a cooperative and register it as a company limited by guarantee. Does your firm undertake company registration?",
    intent: "area:business",
  },
  { message: "Who are the lawyers in your firm please, I want to know before I come", intent: "team" },
  { message: "mi pikin get court kes na Koidu, dem se e bit wan man. e de owt on bel. a wan lawya fo defen am", intent: "area:criminal" },
  { message: "my phone not taking the charge again how I fix it", intent: "off-topic" },
  { message: "Vous parlez français? My English not so good", intent: "knowledge:Languages spoken" },
  { message: "my papa na war wounded, govt gave him house in d amputee camp. afta he die can govt take d house back from us?", intent: "legal-question" },
  { message: "a wan mek apointment fo tok to lawya", intent: "booking" },
  {
    message: "a don bay lan na Bo from wan man afta di war, nw wan famili kam se na dem own, dem bin ron go Guinea. a wan lawya fo chek di papa dem",
    intent: "area:land",
  },
  { message: "is there space for my tricycle to park at your office", intent: "knowledge:Parking" },
  { message: "what is the rate of guinea franc to leone today", intent: "off-topic" },
  {
    message:
      "My cousin in Freetown just called me crying, police took her husband from their house in Wellington an hour ago and won't say where they're keeping him. I'm in London, what can I do?",
    intent: "urgent",
  },
  { message: "whr exactly is ur office in town? wat junction", intent: "address" },
  {
    message:
      "My aunt in Bo is being threatened by the man living in her house. He told her if she comes back with papers he will kill her. She is scared to sleep at home.",
    intent: "safety",
  },
  { message: "ok tnx 4 d info", intent: "thanks" },
  { message: "What documents should I bring to the consultation regarding my family land?", intent: "knowledge:What to bring" },
  { message: "a de go now, bye bye", intent: "goodbye" },
  { message: "yo gud evnin", intent: "greeting" },
  {
    message: "wi lan na Koidu, wen wi ron go Guinea di mayning kompin don dig am ol. nw wi kam bak nor natin de. a wan lawya fo tek am bak",
    intent: "area:land",
  },
  {
    message: "police just enter our compound in Kissy n drag my cousin inside their vehicle, dey say he was RUF. dey carrying him now. help",
    intent: "urgent",
  },
  { message: "I should be grateful if you would arrange for me to meet Mr Conteh or any land lawyer at your chambers on Wednesday next.", intent: "booking" },
  {
    message:
      "A church in Birmingham shipped a container of donated artificial limbs and clothes to my mother's association in Freetown. The clearing agent says part of the cargo went missing at the port and the shipping line won't take responsibility. Can your firm pursue a claim?",
    intent: "area:shipping",
  },
  {
    message: "My brother sell my house when I was in Conakry, without my permission. The buyer have papers. This sale is valid in the law?",
    intent: "legal-question",
  },
  { message: "my step papa was fighter, he drink n beat my mum n me evry nite. 2nite he holdin knife. we lock inside d room", intent: "safety" },
  {
    message: "wi bayk rayda yunion get palava wit di kompin wey gi wi di bayk dem on hire purchase. dem se mek wi go arbitration, una de handle dat?",
    intent: "area:arbitration",
  },
  { message: "please tell me the phone number my grandson will call for me", intent: "phone" },
  {
    message: "my papa na amputee, he get 3 wives. now he sick bad. we want do proper will so no palava for inheritance after. una help?",
    intent: "area:family",
  },
  { message: "Mon fils, they take him to Pademba Road prison today, no court, nothing. He is there now. Please lawyer urgent", intent: "urgent" },
  { message: "una de opin erli mornin? wetin tem?", intent: "hours" },
  {
    message:
      "I have received an invitation to appear at CID headquarters next Monday in connection with allegations dating back to the war years. I am not in custody. I require a criminal lawyer to accompany me.",
    intent: "area:criminal",
  },
  { message: "Random question but do you know which airline flies London to Lungi cheapest in December?", intent: "off-topic" },
  { message: "r ur lawyers young or old ones? how many", intent: "team" },
  { message: "a wan start smol biznes wit di amputee wimin dem na Koidu, sop mekin. a yeri se wi fo rejista am. una de du dat?", intent: "area:business" },
  { message: "dem don bit mi broda an lok am na Tongo polis post sins las nayt, e nor du natin. abeg kam", intent: "urgent" },
  { message: "Would you be kind enough to outline the areas of law which your chambers practise?", intent: "services" },
  {
    message: "if d person who occupy my papa house don build extra rooms on it, do we have to pay him 4 d rooms when we get d house back?",
    intent: "legal-question",
  },
  { message: "Comment je peux vous contacter? phone, email, what is best", intent: "contact" },
  {
    message: "a sain papa wit wan man fo rayd e okada, a de pe am evri wik, nw e se a nor pe an e tek di okada. a get di agriment papa. a nid lawya",
    intent: "area:contract",
  },
  {
    message:
      "My sister in Kenema just messaged that her ex, who fought in the war, is outside her door shouting he'll kill her and the kids. She can't get out. What do we do?",
    intent: "safety",
  },
  { message: "what day is the next amputee football match at national stadium", intent: "off-topic" },
  {
    message: "after d war my family came back from Liberia n found our house in Kailahun town broken n sm man claimin it. we need lawyer 4 dis land matter",
    intent: "area:land",
  },
  { message: "Could I have your email please? I'd rather send the documents than call.", intent: "email" },
  { message: "can i book a consultation 4 my mum 2moro afternoon", intent: "booking" },
  { message: "soja dem de na rod blok na Koidu, dem bit mi pikin an tek am go dem kamp. e stil de de now", intent: "urgent" },
  { message: "How much is consultation fee, and I can pay in two times?", intent: "knowledge:Fees" },
  {
    message:
      "My mum and her business partner had an arbitration over their shop in Bo and she won. The partner still refuses to pay what the award says. Can you help enforce it?",
    intent: "area:arbitration",
  },
  {
    message: "Charter party problem. I charter small vessel to bring goods from Conakry, now the owner say I must pay extra days. I need lawyer for shipping.",
    intent: "area:shipping",
  },
  { message: "abeg recipe 4 groundnut soup", intent: "off-topic" },
  { message: "if I die my reparation pension will pass to my wife or it will stop", intent: "legal-question" },
  { message: "?", intent: "unknown" },
  {
    message:
      "My late brother's widow is refusing to let his children by his first marriage, who returned with me from Guinea, inherit anything. We require help with letters of administration.",
    intent: "area:family",
  },
  {
    message:
      "My dad has been held at Kenema police since Friday after an argument with the people living in his house. They haven't charged him and the family can't see him. Please can someone go?",
    intent: "urgent",
  },
  { message: "Where is exactly your office? I come from Lungi by ferry", intent: "address" },
  { message: "di wan dem wey ocupay mi lan se dem go bon mi an mi pikin dem if a go kot. dem kam las nayt wit stik. a fraid", intent: "safety" },
  {
    message: "my bro got charged 4 assault afta fight wit guy who insult our dad abt d war. case at Kailahun court nxt week. he need lawyer",
    intent: "area:criminal",
  },
  { message: "us tem Barcelona match tinayt", intent: "off-topic" },
  { message: "a wan kam si lawya Tusde, e go posibul?", intent: "booking" },
  {
    message:
      "I want to put some savings into a small guesthouse in Bo with my cousin. We need help setting up the company and a shareholders agreement so there's no trouble between us later.",
    intent: "area:business",
  },
  { message: "Is there parking for car near your office?", intent: "knowledge:Parking" },
  {
    message:
      "Is the Government obliged by law to compensate persons whose property was destroyed during the war, as the Truth and Reconciliation Commission recommended?",
    intent: "legal-question",
  },
  { message: "Are you open during lunch time? I can only call on my break.", intent: "hours" },
  { message: "thank you my child God will bless you", intent: "thanks" },
  {
    message:
      "Upon my return I was employed as a teacher at a mission school. They have now terminated my contract without notice after fifteen years of service. I seek a lawyer to take up the matter.",
    intent: "area:contract",
  },
  { message: "police just came 4 my uncle at his shop, hes in d van now. dey sayin he hid weapons since d war", intent: "urgent" },
  { message: "Could you recommend a good book on the history of the Sierra Leone civil war?", intent: "off-topic" },
  { message: "ol kombatant dem de tret mi se if a nor gi dem di lan moni dem go kil mi. dem kam na mi wok ples tide", intent: "safety" },
  { message: "How many avocats you have in the firm?", intent: "team" },
  {
    message:
      "The title deeds to our family property at Blama were destroyed when rebels burnt the records in the provinces. I need assistance to reconstitute the title and register it afresh.",
    intent: "area:land",
  },
  { message: "is Ibrahim Jalloh d lawyer 4 human rights? my broda case need him", intent: "attorney:Ibrahim Jalloh" },
  { message: "Could I schedule a video call with one of your lawyers? I'm in London but my mum's land case is in Freetown.", intent: "booking" },
  { message: "hw 2 write CV 4 job at NGO", intent: "off-topic" },
  { message: "my grandson police carry him this afternoon from the junction they say he is thief he is in the station now please", intent: "urgent" },
  {
    message: "i bring goods from China in container, customs hold it at d quay say d papers wrong, dey want big money. need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "mi man nor bin mared mi na chorch, na kontri mared. afta e day na war, a get rayt fo e lan?", intent: "legal-question" },
  {
    message:
      "A dispute has arisen between our returnee farmers' cooperative and a produce buyer over cocoa payments. Both parties would prefer mediation to litigation. Do you provide such services?",
    intent: "area:arbitration",
  },
  { message: "u guys speak temne?", intent: "knowledge:Languages spoken" },
  { message: "una fon nomba", intent: "phone" },
  {
    message:
      "My half-brother was born in the camp and his mum died there. Dad raised him here but never did any papers. Now Dad's passed and we want to make sure he's legally recognised as one of the children for the inheritance.",
    intent: "area:family",
  },
  { message: "dey lock my husband in d cell at Kissy police 2 days now, no food, no court. he lost one leg in d war. pls help", intent: "urgent" },
  { message: "us maket de sel chip Ankara na Koidu", intent: "off-topic" },
  { message: "una de du ol kain kes or na bizness kes nomo?", intent: "services" },
  { message: "my ex was fighter, he keep coming 2 my shop sayin he will kill me if i dont go back 2 him. today he show me gun. im scared", intent: "safety" },
  {
    message: "I've been offered a job with a mining company in Kono and they've sent me a contract. Before I sign I want a lawyer to go through it properly.",
    intent: "area:contract",
  },
  { message: "if my dad sold our land while drunk n d buyer knew, can we cancel d sale?", intent: "legal-question" },
  { message: "dem don akyuz mi broda se e rep wan gyal, e se e nor du am. e get bel. kot na Koidu nex mont. wi nid lawya", intent: "area:criminal" },
  { message: "Salut, bonjour à vous", intent: "greeting" },
  { message: "Where can I buy Africell SIM card near Lumley", intent: "off-topic" },
  {
    message: "I wish to register a business name for the small bakery my wife and I opened upon our return. Could you handle the registration?",
    intent: "area:business",
  },
  {
    message: "My son, a student, was detained this morning by soldiers at the Mano River bridge checkpoint and taken to their post. We have had no word since.",
    intent: "urgent",
  },
  {
    message: "If my mum comes in for a consultation, what documents should she carry? She only has her refugee ID card and an old receipt for the land.",
    intent: "knowledge:What to bring",
  },
  { message: "a wan bok tem fo si lawya, fraydey mornin", intent: "booking" },
  { message: "how can I contact una I don't know how to use email, what other way", intent: "contact" },
  { message: "wats ur email", intent: "email" },
  {
    message:
      "My grandfather's land was leased by the chiefdom to a mining company while the family was in the camp. Can the chiefdom do that without the family agreeing?",
    intent: "legal-question",
  },
  { message: "usai una ofis de na Freetown? a nor sabi tong", intent: "address" },
  { message: "please I want to ask one thing", intent: "unknown" },
  { message: "how do i reach una, all d ways pls", intent: "contact" },
  { message: "Alright, talk later. Bye!", intent: "goodbye" },
  {
    message:
      "Some young men came to my house at Hill Station, they say I am foreigner, I must leave or they burn it with me inside. They are outside now shouting.",
    intent: "safety",
  },
  { message: "At what time do you open, and where exactly are your chambers situated?", intent: "hours", also: ["address"] },
  { message: "fo si lawya ow mosh? a fit pe smol smol?", intent: "knowledge:Fees" },
  { message: "if my son drive me in his car where he will park", intent: "knowledge:Parking" },
  { message: "thx bro", intent: "thanks" },
  { message: "mi man jus fon mi se polis don arest am na Bo lori pak an dem de tek am go steshon now", intent: "urgent" },
  { message: "pls i wan book appointment 4 my papa wit family lawyer, he cant walk far so morning is better", intent: "booking" },
  { message: "Je voudrais un rendez-vous with a lawyer, when is possible this week?", intent: "booking" },
  {
    message:
      "my wife leave me after I lose my hand and she take the children to her people, now I want to see my children and pay for them, I need family lawyer",
    intent: "area:family",
  },
  {
    message:
      "A vessel in which my late father held a share has been lying at the quay since the war years. The family wishes to establish our interest in it and dispose of it. Can your shipping lawyers assist?",
    intent: "area:shipping",
  },
  { message: "a get kago na di kway, dem se di bil of laden nor komplit. a nid lawya fo shipping", intent: "area:shipping" },
  {
    message: "my dad n his partner own generator rental business, dey fighting over profits. both want a mediator not court. can ur firm do dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "Arbitration: I have contract with Guinean company, the clause say disputes go to arbitration. They not pay me. I need help to start the arbitration.",
    intent: "area:arbitration",
  },
  { message: "a bin de kuk fo wan NGO kamp, dem nor pe mi fo fo mont an dem se mi kontrakt don don. a nid lawya", intent: "area:contract" },
  {
    message: "my broda was released on bail last week, d case about stolen zinc is going to trial. we need criminal lawyer 4 d trial",
    intent: "area:criminal",
  },
  { message: "una lawya dem, na man nomo or wimin de bak?", intent: "team" },
  { message: "What areas do you cover? Trying to work out if you're the right firm for my family's situation.", intent: "services" },
  { message: "Your firm, what kind of work you do?", intent: "services" },
  {
    message:
      "Sorry to message like this. My uncle, who was a child soldier, was just taken by police from the amputee camp in Grafton and they're holding him at the local station. He has epilepsy and needs his medication.",
    intent: "urgent",
  },
  { message: "wat is d capital of liberia, quiz 2nite", intent: "off-topic" },
  { message: "mi papa os na Kono, afta di wa di tong kansul se na dem lan nw. dem wan pul am dong. a nid lawya", intent: "area:land" },
  { message: "kushe o", intent: "greeting" },
  {
    message: "My mum was registered as a war victim with NaCSA years ago but never received her payment. Can she take the government to court over it?",
    intent: "legal-question",
  },
  { message: "Please fix a consultation for me at the earliest available date; I am free every morning this coming week.", intent: "booking" },
  {
    message:
      "the man who cut my hand in the war he is now living in my village and yesterday he tell me if I talk to anybody he will finish the job I cannot sleep",
    intent: "safety",
  },
  {
    message: "my girlfriend pregnant n her family sayin i cant see d baby cos my dad was rebel. i want access 2 my child. need family lawyer",
    intent: "area:family",
  },
  { message: "Vous êtes ouvert le samedi matin?", intent: "hours" },
  {
    message: "me n 4 other women whose papas are amputees want 2 register our tie dye business properly n open bank account. una do business registration?",
    intent: "area:business",
  },
  { message: "dem tek mi broda go polis sel na Koidu tide bikos e fet wit di man wey de na wi os. e stil de insay. abeg", intent: "urgent" },
  { message: "how to repair wheelchair tyre when it is flat", intent: "off-topic" },
  { message: "I want lawyer to draft supply contract with my cement supplier in Conakry, so everything is clear this time.", intent: "area:contract" },
  { message: "Are any of your lawyers women? My mum would feel more comfortable talking to a woman about what happened to her.", intent: "team" },
  { message: "dem se a bin de na di gang wey brok shop na Bo, polis gi mi bel bot di kes stil de. a nid lawya fo di trayal", intent: "area:criminal" },
  { message: "Am I entitled to recover mesne profits from persons who occupied my residence for the entire duration of my exile?", intent: "legal-question" },
  { message: "pls my cousin jus got pickd up by police at d checkpoint, dey say hes ex combatant w/o ID. hes at d station now", intent: "urgent" },
  { message: "hw much is 1 bag of cement nw", intent: "off-topic" },
  { message: "Give me the email of the firm please, for send documents", intent: "email" },
  {
    message:
      "My mum paid a freight forwarder to ship her household goods back from Ghana when she returned. They arrived at the port damaged and half missing. Who do we go after, and can you act for her?",
    intent: "area:shipping",
  },
  { message: "my aunty hidin in our house, her husband was soldier n he say he go kill her bcos she report him. he dey find her now", intent: "safety" },
  { message: "wi amputee wimin kopareshon get palava wit di man wey bay wi sop. wi wan setul am witout kot. una de du mediashon?", intent: "area:arbitration" },
  {
    message:
      "Our family house in Kenema was occupied during the war, first by soldiers and then by a family that's still there. My grandmother wants it back before she dies. Can your land lawyers take this on?",
    intent: "area:land",
  },
  { message: "please put me down to see lawyer Monday my son will bring me in the morning", intent: "booking" },
  { message: "wetin na di best okada fo rof rod, Haojue or Bajaj", intent: "off-topic" },
  { message: "wat ur whatsapp num", intent: "phone" },
  {
    message: "my papa signed over his house to his brother because he had no hands n could not read, dey just put thumbprint. is dat paper valid by law?",
    intent: "legal-question",
  },
  {
    message: "Police take my driver this morning at the customs office, they keep him in cell at the port police now. He did nothing wrong.",
    intent: "urgent",
  },
  { message: "mi man don lef mi sins 2005, e nor de pe fo di pikin dem skul. a wan lawya fo mek e pe maintenance", intent: "area:family" },
  { message: "can i park my keke near ur office", intent: "knowledge:Parking" },
  { message: "yall open on public holidays?", intent: "hours" },
  {
    message:
      "My brother and me, we are shareholders in one company since 2006. Now he take all decisions alone, no meetings, no accounts. I need business lawyer for this governance problem.",
    intent: "area:business",
  },
  { message: "mob outside our house sayin my dad was a rebel who killed people in d village. dey throwing stones. we cant go out", intent: "safety" },
  { message: "What is the weather forecast for Kenema tomorrow?", intent: "off-topic" },
  {
    message:
      "My brother's been charged in Freetown after a fight with the people occupying our house. He's out on bail but the trial starts next month and the legal aid lawyer isn't responding. We need someone to defend him.",
    intent: "area:criminal",
  },
  { message: "I am most grateful for your assistance.", intent: "thanks" },
  {
    message: "mi ol kombatant kompin dem, 5 of dem, polis don lok dem na Bo sins Tusde bikos dem protest fo dem DDR moni. nobodi nor de si dem",
    intent: "urgent",
  },
  { message: "I am Sierra Leonean but now I have Guinean passport. By the law I can still own land in Freetown?", intent: "legal-question" },
  {
    message: "my mum worked as cleaner at d hospital 10 yrs, dey stopped her salary without any letter. she need lawyer 4 employment case",
    intent: "area:contract",
  },
  { message: "una de ep pipul wit ol kain palava?", intent: "services" },
  { message: "Slightly random, but do you know a good prosthetics clinic in Freetown? My uncle's socket needs refitting.", intent: "off-topic" },
  { message: "Is Mr Mohamed Conteh still with your chambers? I was referred to him on a land matter.", intent: "attorney:Mohamed Conteh" },
  { message: "i wan talk 2 lawyer face 2 face dis week, wich day free?", intent: "booking" },
  {
    message: "my uncle sent a car from US in container, its been at d port 2 months, customs want too much duty. need shipping lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "My wife's family threaten to kill me, they say I abandon them during the war and now I come back to take their house. Last night they come with sticks.",
    intent: "safety",
  },
  { message: "di lan wey govment gi wi ex kombatant dem fo fam na Bo, nw di chif se mek wi komot. wi nid lawya", intent: "area:land" },
  { message: "Which language the lawyers speak I speak Temne and small Krio", intent: "knowledge:Languages spoken" },
  { message: "police at our door now wit paper sayin dey taking my papa 4 questioning about d war, hes amputee. dey pulling him out", intent: "urgent" },
  { message: "can police arrest sm1 2day 4 things done in d war? i thought there was amnesty", intent: "legal-question" },
  { message: "ow fo mek jinja bia", intent: "off-topic" },
  { message: "Please give me all the available means of contacting your chambers.", intent: "contact" },
  {
    message: "I have arbitration award from Conakry against one company here in Freetown. How to enforce it in Sierra Leone? I need lawyer for this.",
    intent: "area:arbitration",
  },
  {
    message:
      "I'm in London and want to invest in a small poultry farm in Makeni with family. Can your business team help register the company and make sure the investment is protected?",
    intent: "area:business",
  },
  { message: "wetin tem una de klos?", intent: "hours" },
  {
    message:
      "My brother-in-law has been held at the Blama police post since yesterday evening over a boundary quarrel. He has not been charged and he is unwell.",
    intent: "urgent",
  },
  { message: "a de kam Fritong nex wik, usai una ofis de exactly?", intent: "address" },
  {
    message: "Police say I must come to court for fraud, about sale of land. It is not true. Court is in three weeks. I need lawyer for my defense.",
    intent: "area:criminal",
  },
  { message: "need cheap data bundle, wich network best", intent: "off-topic" },
  { message: "wetin a fo bring wen a kam fo mit di lawya?", intent: "knowledge:What to bring" },
  { message: "who r d lawyers at ur place", intent: "team" },
  { message: "Can I book my mum in to see a family lawyer? She'll be in Freetown from the 3rd to the 10th.", intent: "booking" },
  {
    message:
      "My late wife's family is claiming custody of our youngest child, arguing that I was absent during the war years. I need a family lawyer to act for me.",
    intent: "area:family",
  },
  { message: "if a bin fet fo CDF an dem kil mi papa na di wa, a get rayt fo reparashon?", intent: "legal-question" },
  { message: "mi man de bit mi evri de, tide e se e go kil mi wit di gon wey e nor turn in afta di wa. a de ayd na mi kompin os", intent: "safety" },
  { message: "what time the ferry from Tagrin to Kissy leave?", intent: "off-topic" },
  { message: "they have taken my daughter husband to the barracks since yesterday soldiers say he steal fuel we cannot see him", intent: "urgent" },
  {
    message: "i make supply agreement 2 sell soap 2 supermarket, dey took d goods n refuse 2 pay. i want lawyer 2 enforce d contract",
    intent: "area:contract",
  },
  { message: "Hello there 👋", intent: "greeting" },
  {
    message: "my dad bought land 4 Kailahun wit his DDR money, now d family who sold say it was never theirs 2 sell. need help checkin title n fightin it",
    intent: "area:land",
  },
  { message: "pls", intent: "unknown" },
  { message: "Roughly what would a land case cost? And do you take payment in instalments? My mum is on a very small pension.", intent: "knowledge:Fees" },
  { message: "Goodbye for now.", intent: "goodbye" },
  { message: "ur phone num pls", intent: "phone" },
  { message: "if a bay lan wit papa wey di pesin mek na di wa tem, e go stil valid?", intent: "legal-question" },
  { message: "my bro in cell at kailahun police since yday, dey beat him, no charge. he just finish school", intent: "urgent" },
  { message: "who won d amputee football world cup last time", intent: "off-topic" },
  {
    message:
      "My mum just called me from Bo. The people occupying her house have surrounded where she's staying and are threatening to beat her if she doesn't drop the case. She's terrified.",
    intent: "safety",
  },
  { message: "Parking is easy there or I take taxi?", intent: "knowledge:Parking" },
  { message: "wat papers shud i carry 4 d meeting, i only have death cert of my papa n old receipts", intent: "knowledge:What to bring" },
  { message: "a wan si Mista Conteh fo mi lan kes, put mi nem dong fo Wenzde", intent: "booking" },
  { message: "I want appointment please, Monday or Tuesday, for land matter", intent: "booking" },
  { message: "tenki bo", intent: "thanks" },
  { message: "k l8r", intent: "goodbye" },
  { message: "my grandson say I should send email what is the email", intent: "email" },
  { message: "What's your exact address? I'll send my mum by taxi from Kissy.", intent: "address" },
  { message: "how can i reach u guys? call, whatsapp, email?", intent: "contact" },
  { message: "Your cabinet, you do what type of cases?", intent: "services" },
  { message: "Does your firm undertake a broad range of legal matters or only particular fields?", intent: "services" },
  {
    message: "If the occupiers have been paying property tax on my mum's house all these years, does that give them any claim to it?",
    intent: "legal-question",
  },
  { message: "dem kam wit polis trak, dem tek mi man an mi pikin go, dem se na di lan palava. dem de tek dem go nw", intent: "urgent" },
  { message: "r u open 2day? wat time u close", intent: "hours" },
  { message: "my papa died n his brothers r sharing everything n leaving out my mama. we need family lawyer 4 d inheritance", intent: "area:family" },
  { message: "wi ex kombatant dem get kopareshon fo bayk, wi wan opin bank akawnt an di bank se wi fo rejista propa. una go ep?", intent: "area:business" },
  { message: "a wan put mi moni na wan biznes wit mi brada wey kam from Amerika, a wan lawya fo mek di papa dem fo di kompin", intent: "area:business" },
  {
    message:
      "Goods I imported from Guinea for my shop were declared abandoned by customs at the Quay whilst I was ill. I wish to recover them. Does your firm handle port and customs disputes?",
    intent: "area:shipping",
  },
  { message: "My cargo of palm oil was damaged on the ship from Conakry. The shipowner refuse the claim. I need shipping lawyer.", intent: "area:shipping" },
  { message: "my uncle n his partners hav a dispute over their transport company, dey want arbitration not court. do u do dat?", intent: "area:arbitration" },
  {
    message:
      "We have a dispute with the contractor who rebuilt our war-damaged school, and the parties have agreed to mediation. We wish to engage your firm for the mediation.",
    intent: "area:arbitration",
  },
  {
    message: "I lend my brother money and we write paper agreement he will pay back in one year now three years he refuse I want lawyer to enforce it",
    intent: "area:contract",
  },
  { message: "dem se mi pikin tif fon na maket, di kes de na kot, e nor de na sel. wi nid lawya fo defen am", intent: "area:criminal" },
  { message: "una lawya dem ow mos, ol ol?", intent: "team" },
  { message: "ow di bodi", intent: "greeting" },
  { message: "pls police came 2 d market n took my mama, dey say she sellin on govt land. she at Central police now. she is 60 n war widow", intent: "urgent" },
  { message: "help me write essay on DDR programme 4 my sociology class, 500 words", intent: "off-topic" },
  {
    message:
      "my mama land at Wellington, all d papers burn in d war. now d ministry say sm1 else registered it in 2005. need lawyer 4 title search n to fight it",
    intent: "area:land",
  },
  { message: "my brother sell my land when I was in the amputee camp he say I was not there so he can sell is that allowed by law", intent: "legal-question" },
  { message: "d family in our papa house said if we come again wit papers dey will cut us like d rebels did. my mama is afraid 2 go out", intent: "safety" },
  { message: "what day una open I want to come", intent: "hours" },
  { message: "My wife stay in Guinea, I am in Freetown since 2004. We want divorce now, proper way. Your firm can handle?", intent: "area:family" },
  { message: "a wan mek apointment wit lawya fo Fraydey, a de kam from Koidu", intent: "booking" },
  { message: "dem don kech mi pikin na Bo afta skul, dem se e de wit di yut dem wey fet. e de na polis sel nw nw", intent: "urgent" },
  { message: "May I know the names of the lawyers in your chambers and their respective areas?", intent: "team" },
  {
    message:
      "My mum's association of war widows wants to set up a small microfinance scheme. Can you help with the registration and the banking regulations side?",
    intent: "area:business",
  },
  { message: "what time the news on SLBC radio", intent: "off-topic" },
  { message: "my uncle is a sailor, d ship he worked on left him in Freetown n never paid his wages. can ur shipping lawyer help?", intent: "area:shipping" },
  { message: "if my dad was fighter n d family of sm1 he hurt sue him now, can dey take our house?", intent: "legal-question" },
  {
    message:
      "Urgent: my brother was arrested at his home in Makeni about two hours ago. Police said it's about the land dispute with the occupiers and we don't know which station they took him to. Can a lawyer help today?",
    intent: "urgent",
  },
  { message: "wi yunion an di kompin wey gi wi bayk don gri fo go arbitration. una go reprizent wi?", intent: "area:arbitration" },
  { message: "a bin sain papa fo sel gari to wan NGO fo wan ia, dem stop fo bay afta tu mont. a nid lawya", intent: "area:contract" },
  { message: "Which hotel in Freetown is good and not expensive?", intent: "off-topic" },
  { message: "my cousin was convicted last month n he wants 2 appeal, he says d trial was unfair. u do appeals?", intent: "area:criminal" },
  { message: "wat kind of case una de take", intent: "services" },
  {
    message: "Somebody call me every night, he say he knows I am back and if I continue the land case I will die. I am afraid in my own house.",
    intent: "safety",
  },
  { message: "Kindly furnish me with your telephone number.", intent: "phone" },
  {
    message: "The police they hold me at Congo Cross station since this morning, I use phone of my friend. They say my land papers are fake. Help please",
    intent: "urgent",
  },
  { message: "una de tok Krio? a nor sabi Inglish fayn", intent: "knowledge:Languages spoken" },
  { message: "they build a school on my land after the war without asking me I have my survey plan I want lawyer for this land", intent: "area:land" },
  { message: "The people in my house, they say after 12 years the house become their own. It is true in the law of Sierra Leone?", intent: "legal-question" },
  { message: "us ples a fit bay krach na Koidu", intent: "off-topic" },
  { message: "Hi, can I arrange a consultation for my mum and me on the 22nd? Morning if possible.", intent: "booking" },
  { message: "a get tu pikin wit wan uman na di kamp, nw e nor gri mek a si dem. a wan lawya fo kostodi", intent: "area:family" },
  { message: "mi gyal pikin man, polis tek am go, dem lok am tu nayt nw, nobodi nor de tel wi natin", intent: "urgent" },
  { message: "Does Christiana Thomas handle employment cases? A friend of mine recommended her.", intent: "attorney:Christiana Thomas" },
  { message: "wi bayk rayda dem wan tek lon from bank, di bank wan kompin papa dem. a nid lawya fo di biznes papa", intent: "area:business" },
  { message: "Please confirm your office hours on weekdays.", intent: "hours" },
  { message: "my mama got reparation money n my uncle say it belong 2 d whole family. does he have right 2 take part of it?", intent: "legal-question" },
  { message: "Is it safe to bring malaria tablets from the UK or should I just buy them in Freetown?", intent: "off-topic" },
  { message: "my mum's new husband beatin her right now in d next room, hes drunk n has machete. pls wat do i do", intent: "safety" },
  { message: "a sen gud dem go Guinea na bot, di bot kapsay, di ona se nor e palava. a nid lawya", intent: "area:shipping" },
  { message: "army guys took my cousin 2 Daru barracks yday. still there. dey say he was informant in d war", intent: "urgent" },
  { message: "I need an employment contract drafted for a carer for my uncle in Freetown, he's a double amputee. Can you do that?", intent: "area:contract" },
  { message: "Thanks so much, that really helps", intent: "thanks" },
  { message: "me n my supplier agree 2 settle our quarrel wit mediator, not court. una do dat kind?", intent: "area:arbitration" },
  { message: "ow a fit rich una? fon, emel, or a kam?", intent: "contact" },
  { message: "d basketball court at d stadium open 4 public?", intent: "off-topic" },
  {
    message: "Would a court in Sierra Leone recognise a marriage contracted in a Guinean refugee camp before the camp imam, without civil registration?",
    intent: "legal-question",
  },
  {
    message: "police they come now now to the amputee camp and carry three of our young men they are beating them and putting them in the vehicle",
    intent: "urgent",
  },
  {
    message:
      "My family wants to sell my grandmother's land in Bo now that it's finally been returned to us. Can you do the conveyancing and a proper title check first?",
    intent: "area:land",
  },
  { message: "hmm", intent: "unknown" },
  { message: "dem yut dem bit mi na mi fam wen a go chek mi lan, dem se nex tem dem go kil mi. a de ayd na bush", intent: "safety" },
  { message: "wanna book time 2 talk 2 a lawyer abt my dad's land pls", intent: "booking" },
  {
    message: "My son is accused of stealing in the shop where he work. He is at home, but court date is next week. I need criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "a wan job, una de fen driva?", intent: "off-topic" },
  { message: "ow mos una de tek fo lan kes?", intent: "knowledge:Fees" },
  {
    message: "I want to invest in mining equipment rental in Kono with a partner. Need lawyer for the company and the investment agreement.",
    intent: "area:business",
  },
  {
    message:
      "I write on behalf of my neighbour, whose son was detained at Kenema Police Division on Sunday. He has been denied access to his family and to counsel. We urgently need a lawyer to attend the station.",
    intent: "urgent",
  },
  { message: "di govment se dem go gi amputee dem lan. if dem gi mi, mi pikin dem go fit inherit am?", intent: "legal-question" },
  { message: "how many lawyers work there?", intent: "team" },
  { message: "Which papers I must bring for the meeting? I have title deed and my refugee card from Guinea.", intent: "knowledge:What to bring" },
  { message: "What is the current price of a bag of fertiliser for cocoa?", intent: "off-topic" },
  { message: "mi neba don shift di bondri ston dem sins wi kam bak from Guinea. e don tek af mi lan. a nid lawya", intent: "area:land" },
  { message: "I wish to request a meeting with one of your partners at your earliest convenience regarding my late father's estate.", intent: "booking" },
  {
    message:
      "my bro just call me from inside police cell at Waterloo, dey took his phone now. he said dey arrest him over d land fight. pls wat can we do n wat is ur number",
    intent: "urgent",
    also: ["phone"],
  },
  { message: "do u guys only do business stuff or other things 2?", intent: "services" },
  { message: "mi bos na di sekuriti kompin nor pe mi ovataym fo tri mont, e se a nor get kontrakt. a nid lawya", intent: "area:contract" },
  { message: "una open at 8 or 9?", intent: "hours" },
  {
    message:
      "some people they attack me on the road because I was soldier they take my crutch and beat me I am in my friend house now and they are looking for me",
    intent: "safety",
  },
  { message: "Hiya, hope you're well", intent: "greeting" },
  {
    message: "The other party won arbitration against me but the arbitrator was not fair, he is cousin of my opponent. I want lawyer to challenge the award.",
    intent: "area:arbitration",
  },
  { message: "my granny wants 2 make a will leavin her land 2 us grandkids cos our parents died in d war. can u help?", intent: "area:family" },
  { message: "recharge my airtel 10k pls", intent: "off-topic" },
  {
    message: "If my mum wins the case against the occupiers, how much compensation is the court likely to give her for the 20 years?",
    intent: "legal-question",
  },
  { message: "polis dem de na di get nw dem wan tek mi broda. e nor get bel papa. abeg kam kwik", intent: "urgent" },
  { message: "Do your lawyers conduct consultations in Mende? My elder brother speaks no English.", intent: "knowledge:Languages spoken" },
  { message: "my container from Dubai stuck at Queen Elizabeth quay, port sayin pay storage 4 3 months. need shipping lawyer", intent: "area:shipping" },
  { message: "wat email 2 send d documents?", intent: "email" },
  {
    message: "My husband was released from Pademba Road after 2 years wit no trial, now he want 2 fight 4 his rights. una do human rights cases?",
    intent: "area:criminal",
  },
  { message: "please I want to meet lawyer my voice will not write well but I can come any day", intent: "booking" },
  { message: "Is there a WhatsApp number I can message from the UK?", intent: "phone" },
  { message: "a sain fo DDR an a bin gi mi gon. if dem fen se a bin get noda gon, dem fit jel mi nw?", intent: "legal-question" },
  {
    message:
      "Our farmers' cooperative has a contract with an exporter containing an arbitration clause. A dispute has arisen over prices and we wish to commence arbitration.",
    intent: "area:arbitration",
  },
  { message: "where una office is I will take poda poda", intent: "address" },
  {
    message:
      "My cousin in Freetown is being threatened by her late husband's brothers. They say they'll hurt her kids if she doesn't leave the house. She's hiding with a friend and doesn't know what to do.",
    intent: "safety",
  },
  {
    message: "Our returnee traders' association requires assistance with amending its constitution and the governance of its board of directors.",
    intent: "area:business",
  },
  { message: "If I drive down from Lumley, is there somewhere to park near the office?", intent: "knowledge:Parking" },
  {
    message:
      "I entered into a written agreement with a contractor to rebuild my house, which was burnt in 1998. He has taken the money and done little. I require a lawyer to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Could you write me a short tribute for my grandad's memorial? He lost his arm in the war but never stopped farming.", intent: "off-topic" },
  { message: "tenki tenki", intent: "thanks" },
  { message: "is there any woman lawyer my wife want to talk to woman", intent: "team" },
  { message: "my sis died n left her 2 kids wit me, i want 2 adopt dem proper so i can get their papers. need family lawyer", intent: "area:family" },
  {
    message:
      "A charity I volunteer with chartered space on a vessel to bring medical supplies for war amputees. The vessel skipped Freetown and offloaded everything in Conakry. Does your shipping team handle disputes like this?",
    intent: "area:shipping",
  },
  {
    message: "they charge me for fighting with the man who took my land the case is at Makeni court I am not in cell but I need lawyer",
    intent: "area:criminal",
  },
  { message: "Is the office open on Easter Monday?", intent: "hours" },
  { message: "Possible to see lawyer tomorrow at 10 o'clock?", intent: "booking" },
  { message: "All the ways to contact you please, telephone, email, address", intent: "contact" },
  { message: "what work una de do", intent: "services" },
  { message: "wat do i need 2 bring 2 d appointment", intent: "knowledge:What to bring" },
  { message: "ok a de go, bay", intent: "goodbye" },
];
