import type { LabelledMessage } from "./labelled-message";

// Long, messy stories with the ask last or buried (past arrests and old violence as background, present detention or danger hidden mid-story, two problems in one), plus short messages using court, police, station, judge, case, charge or bail in an everyday sense; English, Krio and the blend, formal and SMS. Writers: Aminata, 52, a fish trader in Kenema who texts in Krio on a small phone and worries about her children; Mr. Joseph Williams, 67, a retired civil servant at Wilberforce who writes long formal letters; Mo, 24, an okada rider and part-time student in Bo who writes in heavy SMS shorthand; Fatu, 35, a nurse in London who writes long apologetic English about family and property back home; Alhaji Sorie Dumbuya, 48, an importer at Kissy and the Quay who is brisk and businesslike; Mariama, 19, a Fourah Bay College student who is casual and often asks for things a law firm does not do; Pa Santigie Kanu, 74, of Makeni, whose grandson types his heavy Krio for him; Kadiatu, 29, a hairdresser in Waterloo who panics and writes without punctuation.

export const DEVELOPMENT_FORTY_EIGHTH: LabelledMessage[] = [
  {
    message:
      "My employer in Freetown has not paid my salary for 4 months. He says the company has no money. I signed a contract. Can I sue him and will I get all the money?",
    intent: "legal-question",
  },
  { message: "wi na 10 uman de na Kenema maket, wi wan mek wi osusu ton kompni. una fit ep fo rejista?", intent: "area:business" },
  { message: "list of your practice areas pls", intent: "services" },
  { message: "I have the court papers from my husband's case and my ID, anything else to bring?", intent: "knowledge:What to bring" },
  {
    message: "Our supplier is from Ghana and the contract says disputes are settled by arbitration in Accra. We want to start it.",
    intent: "area:arbitration",
  },
  { message: "Email for sending the bill of lading and the invoice?", intent: "email" },
  { message: "Is your office near the police station on Siaka Stevens Street?", intent: "address" },
  {
    message:
      "Customer took 300 bags of cement on credit in November and signed an invoice promising payment in 30 days. Still nothing. Need to recover under the agreement.",
    intent: "area:contract",
  },
  { message: "Besides court cases, what other services do you offer", intent: "services" },
  { message: "i sign contrakt wit 1 company 4 deliver goods wit my okada. dem nor pay me 3 mont. una fit ep me collect?", intent: "area:contract" },
  {
    message:
      "Long story. My grandfather started a trading company in 1975, my father took over, and since he died in 2021 my uncles have been running it without consulting us. My cousin was arrested in 2022 after a fight at the warehouse, but that case ended. We are shareholders on paper. We want proper control of the board back. Is this what your business lawyer does?",
    intent: "area:business",
  },
  {
    message:
      "I am writing in some distress. My nephew, a young man of twenty, has been in police custody at Ross Road since Tuesday afternoon following an altercation at a football match. Today is Thursday. We have been told that he will be 'transferred' but nobody will say where. I should be most grateful for your immediate assistance.",
    intent: "urgent",
  },
  { message: "Aw di bodi?", intent: "greeting" },
  { message: "My goods were short-landed. Bill of lading says 2000 bags, I received 1740. I need a cargo claim against the carrier.", intent: "area:shipping" },
  { message: "Are there vacancies at the Sierra Leone Police for graduates? how do I apply", intent: "off-topic" },
  {
    message:
      "My grandson has been charged with a traffic offence following an accident in which nobody was hurt. He is at home on bail. We seek representation at trial.",
    intent: "area:criminal",
  },
  {
    message:
      "my boyfriend and i been together 4 years we have one pikin he never pay school fees i wanted to ask una about maintenance but right now he is outside my door with a cutlass saying he will kill me if i dont open i locked myself in the bathroom",
    intent: "safety",
  },
  { message: "Do you have any female lawyers?", intent: "team" },
  { message: "somebody de send me msgs say dem know where i stay and dem go rape my daughter if i nor drop di case. i scared", intent: "safety" },
  { message: "Looking for a criminal defence lawyer for a drugs case, trial starts in May.", intent: "area:criminal" },
  { message: "una de opin tide?", intent: "hours" },
  { message: "hw i go contact una", intent: "contact" },
  {
    message:
      "I wish to make a will. I have four children and property at Wilberforce and in Bonthe, and I should like it done properly so that there is no quarrel after my passing.",
    intent: "area:family",
  },
  { message: "I work at the magistrate court registry, I need your email to send a notice", intent: "email" },
  { message: "me n 2 padi dem wan register small company 4 okada spare parts. una de do registration?", intent: "area:business" },
  { message: "what time the bus leave from the Shell station at Kissy going Bo", intent: "off-topic" },
  {
    message: "Our bank froze the company account over a KYC issue and a shareholder fight is making it worse. Need a business lawyer.",
    intent: "area:business",
  },
  { message: "Much obliged for your assistance.", intent: "thanks" },
  { message: "Can you recommend a good song by The Police? my dad loves them", intent: "off-topic" },
  { message: "una get whatsapp?", intent: "phone" },
  { message: "Hello, what are your working days?", intent: "hours" },
  {
    message: "Our joint venture agreement has a mediation-then-arbitration clause. The other side refuses to appoint a mediator. Need assistance.",
    intent: "area:arbitration",
  },
  {
    message: "We hold a London arbitral award against a Freetown company. We need it recognised and enforced here. Can you take this on?",
    intent: "area:arbitration",
  },
  { message: "how many bails on a cricket wicket", intent: "off-topic" },
  { message: "I wonder whether you could help me with a crossword clue: 'Court official, 7 letters'. Many thanks.", intent: "off-topic" },
  {
    message:
      "i did braids for a wedding party 12 girls they paid half and the bride refuse to pay the rest we had agreement on whatsapp please help me get my money",
    intent: "area:contract",
  },
  { message: "What does Isatu Bangura handle exactly?", intent: "attorney:Isatu Bangura" },
  { message: "Police dey for my gate now say dem wan carry my papa go station. He sick. Wetin we go do now", intent: "urgent" },
  { message: "Case study help: analyse the marketing strategy of Orange Sierra Leone", intent: "off-topic" },
  { message: "???", intent: "unknown" },
  { message: "We need someone to act as arbitrator in a dispute between two transport companies.", intent: "area:arbitration" },
  {
    message: "my husband say if i divorce him i will not get the children because i dont have house and he have money is that true who get the children",
    intent: "legal-question",
  },
  {
    message:
      "i rent my salon from one woman 2 years paid advance she now want to put me out because her son want the place she never give me notice she just tell me friday is it legal for her to do that",
    intent: "legal-question",
  },
  {
    message: "Customs seized my car at the port saying wrong valuation. I have all the papers. Need a lawyer for port and customs matters.",
    intent: "area:shipping",
  },
  {
    message:
      "My landlord called the police because of rent I owe (3 months, I told him I would pay in April). They came and arrested me. I'm writing from the back of the police vehicle. Is this legal? please help",
    intent: "urgent",
  },
  { message: "Can I pay the fees in instalments?", intent: "knowledge:Fees" },
  { message: "my uncl dem tek am 2day 4 di road block, dey nor release am yet. dey say e fight police. e nor fight nobody. wetin 4 do", intent: "urgent" },
  {
    message:
      "My brother was arrested in Freetown two days ago and he is still at the station. Also my mother wants to write a will but that is for later. Please help with my brother first.",
    intent: "urgent",
  },
  { message: "hw much 4 lawyer fee", intent: "knowledge:Fees" },
  { message: "wetin una de du na dis ofis?", intent: "services" },
  { message: "i dey na cell now, dem borrow me phone 1 minute. pls send lawyer Waterloo police", intent: "urgent" },
  {
    message: "My brother was released on bail last week. His case comes up at the Pademba Road magistrate court on the 14th. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "hw many lawyer una get", intent: "team" },
  { message: "Tell me about your attorneys", intent: "team" },
  { message: "aw moch una de charge? a nor get boku moni", intent: "knowledge:Fees" },
  { message: "Who's the senior partner and who else is there?", intent: "team" },
  { message: "If someone agrees a deal with me on WhatsApp and then doesn't pay, is the WhatsApp chat valid in court?", intent: "legal-question" },
  { message: "Are you open on Christmas Eve?", intent: "hours" },
  { message: "Mi pikin de na kot fo wan fet palava. Dem don fri am pan bel. A wan lawyer fo tok fo am na kot", intent: "area:criminal" },
  { message: "Merger between two small logistics companies. Looking for a firm to do the due diligence.", intent: "area:business" },
  { message: "Okay bye for now", intent: "goodbye" },
  { message: "Charter party dispute: the owner withdrew the vessel mid-charter. We're charterers based in Freetown.", intent: "area:shipping" },
  { message: "I'm a police officer and I want to know the best diet to pass the fitness test", intent: "off-topic" },
  { message: "Need employment contracts drafted for 15 staff at our hotel.", intent: "area:contract" },
  {
    message:
      "bro pls. last yr dem arrest me 4 okada palava n i pay fine dat one done. bt rite nw police dem stop me n my padi at bo junction dem tek we 2 station say we bike no get papers. we still de ya. pls hlp fast",
    intent: "urgent",
  },
  { message: "hmm", intent: "unknown" },
  { message: "wich number i fit call", intent: "phone" },
  {
    message:
      "my brother sent me hair products in container from china they say at port the container is under some case with the shipping company i dont understand please help us",
    intent: "area:shipping",
  },
  { message: "Abeg mek una put mi nem fo si lawyer nex wik", intent: "booking" },
  { message: "I have been offered a consultancy contract by an international NGO and should like it reviewed before I sign.", intent: "area:contract" },
  { message: "whr i fit charge phone near Siaka Stevens st, mine don die", intent: "off-topic" },
  {
    message:
      "My friend has been detained by military police at Wilberforce barracks since Wednesday and he's a civilian. Nobody can see him. The family is panicking.",
    intent: "urgent",
  },
  { message: "my babymama dey refuse me 2 see my pikin. i dey pay evry month. i wan custody small. una dey do dis?", intent: "area:family" },
  { message: "Who are your lawyers?", intent: "team" },
  { message: "Una open on Saturday?", intent: "hours" },
  { message: "yo wich team go win tonight, east end lions or kallon fc", intent: "off-topic" },
  { message: "wetin a fo kari kam wen a de kam si lawyer?", intent: "knowledge:What to bring" },
  { message: "Please reserve me a slot to meet a lawyer about a contract dispute with a supplier.", intent: "booking" },
  { message: "I owe a money lender 5 million. He sent boys today who beat my son and said they'll come back tonight for me. What do I do", intent: "safety" },
  {
    message:
      "my husband sister and her boys want to beat me because they say i witch my husband he is sick in hospital they already slapped me this morning they say they coming back with more people",
    intent: "safety",
  },
  { message: "Our NGO wants to convert into a social enterprise company. Can your firm handle it?", intent: "area:business" },
  { message: "Good afternoon to you.", intent: "greeting" },
  { message: "My tenant has refused to leave after the lease expired in December. Need help getting him out properly.", intent: "area:land" },
  { message: "Is this the law firm? My husband is in handcuffs outside right now, they say they're taking him to CID. Please call me", intent: "urgent" },
  { message: "Construction dispute with a government ministry, the contract has an ICC arbitration clause. Need representation.", intent: "area:arbitration" },
  { message: "wetin na di prays fo bag ris na Kenema dis wik", intent: "off-topic" },
  { message: "I want to bring in a Lebanese partner who will own 40%. Need the investment agreement and the approvals done.", intent: "area:business" },
  {
    message:
      "Hi. My sister-in-law in Freetown has been texting me from a neighbour's phone because her husband took hers. He's been beating her for weeks and last night he burned her arm with an iron. She's scared to go to the police because his brother is an officer. She is still in the house with him. What can she do right now?",
    intent: "safety",
  },
  {
    message:
      "Arbitration clause in our supply contract says disputes go to arbitration in London. The other company is Sierra Leonean and so are we. Can I ignore the clause and go straight to the High Court here?",
    intent: "legal-question",
  },
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "Usai a fit bay fatilaiza fo mi fam na Makeni", intent: "off-topic" },
  { message: "Mi na chif fo mi vilej bifo. Gvment wan tek pat pan mi lan fo mek rod. Dem nor pe mi natin. Dem fit du dat?", intent: "legal-question" },
  {
    message:
      "hi sorry this is long. my roommate at FBC borrowed my laptop in October and never returned it, we fought about it, whatever. BUT tonight police came to our hostel and took her because someone said she's selling stolen phones and they're keeping her at the station. her parents are in Kono and don't know yet. can a lawyer go there tonight??",
    intent: "urgent",
  },
  {
    message: "One of my staff accused me of assault and the police have invited me for an interview next week. I want a lawyer with me.",
    intent: "area:criminal",
  },
  { message: "Is there a secure place to leave one's car when visiting your chambers?", intent: "knowledge:Parking" },
  {
    message:
      "a gi mi kompin moni fo bisnes, 3 milyon. im nor pe. wen a aks am tide im pul naif se im go kil mi. naw im de wet fo mi na di maket. a ayd na wan os",
    intent: "safety",
  },
  { message: "which hair style de in for wedding now knotless or cornrow", intent: "off-topic" },
  { message: "I'll be coming from the lorry station at Kissy. How do I get to you?", intent: "address" },
  { message: "A de na Bo. Mi papa de bit mi mama evri nit. Tunait im tek stik, im se im go kil am. A de rait dis wit mi fon ondanit di bed", intent: "safety" },
  {
    message:
      "customer owe me for braids 3 weeks now i went to ask for my money today her brothers came and beat me in front of my salon my eye swollen they said they coming back tonight to finish me",
    intent: "safety",
  },
  {
    message: "I signed a 2-year employment contract with a non-compete clause. If I leave to join a competitor, can they legally stop me?",
    intent: "legal-question",
  },
  {
    message:
      "Kindly inform me of your office hours. I shall be attending the Law Courts on Thursday morning, not my own matter, I am merely a witness, and should like to call in afterwards.",
    intent: "hours",
  },
  { message: "Where can I park my truck near Siaka Stevens Street when I come to see you?", intent: "knowledge:Parking" },
  {
    message: "my cousin is starting a tech startup and needs help with company registration and investor documents, is this something una do?",
    intent: "area:business",
  },
  { message: "my papa wan see una lawyer bout di shop we im rent, im go kam monday. e ok?", intent: "booking" },
  { message: "abeg dem don lock mi man na cell", intent: "urgent" },
  { message: "hi there", intent: "greeting" },
  {
    message:
      "Mi broda bin de na prison bifo fo 5 yia, im don kam out 2020, im de du im bisnes fayn. Tide polis dem kam ol am bak se na im rob wan shop. Im de na cell naw na Kenema. Wi nor no wetin fo du",
    intent: "urgent",
  },
  { message: "Kushe, aw yu de?", intent: "greeting" },
  { message: "Can my driver drop me at the door?", intent: "knowledge:Parking" },
  { message: "Tell me a joke about lawyers", intent: "off-topic" },
  { message: "Can you help me fill the visa application form for Canada", intent: "off-topic" },
  { message: "Wetin tem una de opin? A de kam frm Makeni", intent: "hours" },
  { message: "What's your phone number?", intent: "phone" },
  {
    message:
      "Shipment of 40 containers of frozen chicken, half arrived spoiled because the reefer units failed on the vessel. Insurer is dragging, shipping line blames the port. I need someone to handle the cargo claim.",
    intent: "area:shipping",
  },
  { message: "who was the first chief justice of sierra leone? it's for a quiz tonight", intent: "off-topic" },
  { message: "tnx bro", intent: "thanks" },
  { message: "wat time una close 2day", intent: "hours" },
  { message: "Do you keep the same hours during Ramadan?", intent: "hours" },
  {
    message:
      "Mi man bin de bit mi bifo, a lef am 2022. Im kam bak dis wik, im se if a nor gi am di pikin im go kil mi. Yestade nit im bin de na mi os get. A fred. Wetin a go du?",
    intent: "safety",
  },
  { message: "Goodnight", intent: "goodbye" },
  {
    message:
      "Please, my daughter's father beat me in 2021 and I took him to FSU, he was jailed three months. Now he is out and he went and lied that I stole his things, and the police have held me since afternoon at the FSU office in Bo. I'm using an officer's phone to write this.",
    intent: "urgent",
  },
  {
    message:
      "Good morning. In 1998 I purchased a plot of land at Regent from one Pa Conteh, paying in full in the presence of witnesses. I hold the conveyance, though it was never registered. Pa Conteh's grandchildren now claim the land and have begun erecting a fence. Given that I have been in possession for over twenty-five years, am I correct in believing that my title is secure, and would a court uphold my claim?",
    intent: "legal-question",
  },
  { message: "Is your team experienced? How many lawyers and how long have they practised?", intent: "team" },
  { message: "Hello, can I move my appointment from Tuesday to Thursday?", intent: "booking" },
  { message: "We got an arbitration award in our favour in 2023 but the other side won't pay. Need help enforcing it.", intent: "area:arbitration" },
  {
    message:
      "My cousin was convicted in 2020 with no lawyer, served his 3 years and came out in 2023. The family believes the trial was unfair and he wants to clear his name. Do you handle appeals like that?",
    intent: "area:criminal",
  },
  { message: "i wan buy case of Star beer fo party, how much now", intent: "off-topic" },
  {
    message:
      "I should be obliged if you would arrange for me to see Mr. Conteh at his convenience. The matter concerns the boundary between my property and that of my neighbour, which has been contested since 2016.",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "which radio station dey play di Leone Stars match tonight", intent: "off-topic" },
  { message: "can i come today after work to see somebody about my divorce i finish at 4", intent: "booking", also: ["area:family"] },
  { message: "una de do wetin? na only court case?", intent: "services" },
  {
    message:
      "I was released on bail last year over a land matter and everything was quiet. Today when I went to sign at the station they rearrested me and said the bail is cancelled. I'm still inside, my sister is typing this on her phone for me.",
    intent: "urgent",
  },
  { message: "Can you tell me the names of the lawyers and what each one handles?", intent: "team" },
  {
    message: "Was released on bail last month, case starts in June. I want to sit down with your criminal lawyer before that. Can I book for next Wednesday?",
    intent: "booking",
    also: ["area:criminal"],
  },
  {
    message: "mi man lef mi 2020 go na Guinea. im nor de sen moni fo di 3 pikin dem. a wan mek im pe fo skul. una de ep wit dis kain tin?",
    intent: "area:family",
  },
  {
    message:
      "Customary marriage, 10 years, now he wants to marry another wife and send me out. I want to separate properly and keep my share. Do you handle this?",
    intent: "area:family",
  },
  { message: "My uncle is out on police bail but they want to send the case to the High Court. Need a defence lawyer.", intent: "area:criminal" },
  { message: "I was sacked without my end of service benefits. My contract says I get 3 months. Need help getting it paid.", intent: "area:contract" },
  {
    message: "hw long police fit hold person b4 dem take am go court? my broda bin stay 5 days last yr before dem free am an i wan know if dat one right",
    intent: "legal-question",
  },
  { message: "Need help changing directors at the Corporate Affairs Commission.", intent: "area:business" },
  {
    message: "a de kam Freetown nex mont fo mi sista in wedin. a wan yus di chans fo si una lawyer bot mi man in pikin mentenans. a fit mek apointment?",
    intent: "booking",
  },
  { message: "What kind of cases do you take?", intent: "services" },
  { message: "Thank you", intent: "thanks" },
  { message: "do una open sunday i only free sunday", intent: "hours" },
  { message: "write me a speech for my brother's graduation from law school", intent: "off-topic" },
  { message: "Dem de tek mi broda go now now, di police van still de na di junction. pls", intent: "urgent" },
  {
    message: "Mi wef an mi de na fam. Dem yong man dem se dis na dem lan, dem bon wi os dis ivin an dem se dem go kam bak fo wi. Wi de ayd na bush. Ep",
    intent: "safety",
  },
  { message: "I'm not charged with anything, just curious, who's on your team?", intent: "team" },
  { message: "I've received a court summons on a criminal charge of fraud. Do you defend fraud cases?", intent: "area:criminal" },
  {
    message:
      "My husband's family wants to take everything after his death, the house, the car, even say the children belong to them. I need a lawyer for the inheritance.",
    intent: "area:family",
  },
  { message: "Which of your lawyers does criminal and which one does land?", intent: "team" },
  { message: "Do you speak French? I'm from Guinea", intent: "knowledge:Languages spoken" },
  {
    message:
      "abeg help. mi gyal pikin man bin de bit am bifo, 2023 wi bin go kot fo dat, dem gi am warning. naw di man don go ripot se na mi gyal tif im moni an polis don arest am dis mornin na Kenema. she de na cell wit she bebi.",
    intent: "urgent",
  },
  {
    message: "Ship chandler here. A vessel left port without paying our invoices. Can your shipping team do something before she comes back?",
    intent: "area:shipping",
  },
  { message: "Would you be so kind as to outline the areas of law in which your chambers practises?", intent: "services" },
  { message: "guys from d oda party dey chase me wit cutlass, i run enter church. dem de outside", intent: "safety" },
  {
    message:
      "I paid a builder in Freetown 40 million leones to build my house. We signed a contract. In 2 years he has done only the foundation and stopped answering my calls. My cousin says the builder was arrested years ago for doing the same thing to someone else. I want my money back or for him to finish. This is contract, right? Can you take it?",
    intent: "area:contract",
  },
  {
    message:
      "Good evening, sorry to bother you this late. Our house girl went missing in March with some money, we reported it and nothing happened. Tonight police came and arrested my husband instead, saying the girl's family accuses him of hiding her. He is at Kissy police station right now. What number can I call tonight?",
    intent: "urgent",
  },
  { message: "dem hold me broda na eastern police since last nite", intent: "urgent" },
  {
    message:
      "Ya mi pikin. A de rait fo mi granpa. Mi na Pa Kanu na Makeni. Mi bobo bin de wok na Freetown fo 10 yia, im get lan palava wit im kompin. Tide soja dem kam tek am na di checkpoint na Waterloo, dem se im nor get ID. Dem stil hol am. Usai a go ala?",
    intent: "urgent",
  },
  { message: "Is Lumley beach safe to swim this time of year", intent: "off-topic" },
  { message: "write me a poem about a judge who falls in love", intent: "off-topic" },
  {
    message:
      "Our company accountant was taken in by the Anti-Corruption Commission this afternoon for questioning and they have not let him go. It's now 8 PM. Do you handle this? We need someone there.",
    intent: "urgent",
  },
  { message: "Case of a company: my partners want to remove me as director without a board meeting. Please assist.", intent: "area:business" },
  { message: "i go need ID card 4 d meeting?", intent: "knowledge:What to bring" },
  { message: "thank u so much", intent: "thanks" },
  { message: "Please review a distribution agreement before we sign on Friday.", intent: "area:contract" },
  { message: "Looking for a maritime lawyer for a salvage dispute off Sherbro Island.", intent: "area:shipping" },
  {
    message:
      "Dear Sir, my elderly neighbour, a widow of eighty, is being kept in her own room by her grandson, who beats her and takes her pension. I heard her screaming again this evening. I am not a relative; whom should I call?",
    intent: "safety",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "Hello, I'm writing from London so forgive the time difference. My mum in Lumley has had a dispute with her neighbour over a wall for two years. They even went before the local court once in 2022 and it was settled, or so we thought. I just got a call from my cousin: the neighbour brought police this afternoon and they took my mum (she is 68!) to Lumley police station and they won't let anyone see her. What can I do from here?",
    intent: "urgent",
  },
  {
    message:
      "Two branches of our extended family run a joint business and have fallen out badly. We would prefer mediation rather than court. Does your firm offer this?",
    intent: "area:arbitration",
  },
  { message: "Thanks a lot, that helps", intent: "thanks" },
  { message: "Open on Eid?", intent: "hours" },
  { message: "aw a go tok to una from Kenema?", intent: "contact" },
  { message: "ok so", intent: "unknown" },
  { message: "mi pikin bin de na cell 3 de, dem don lef am pan bel. im fo go kot nex mont. una de ep fo kriminal kes?", intent: "area:criminal" },
  { message: "I'm coming from the court, the basketball court, my son's match, around 4:30. Will you still be open?", intent: "hours" },
  { message: "I'm abroad. What's the best way to get in touch with you?", intent: "contact" },
  { message: "What's the best recipe for cassava leaf stew", intent: "off-topic" },
  { message: "una lawyer dem na man or woman", intent: "team" },
  { message: "Una lawyer dem sabi Krio?", intent: "knowledge:Languages spoken" },
  { message: "Title deed is in my late dad's name and I want it transferred to my name. Can you help with that?", intent: "area:land" },
  {
    message:
      "I'm a diaspora investor putting money into a farm company in Port Loko with two partners. I'd like a shareholder agreement drafted before I send anything. Do you do this?",
    intent: "area:business",
  },
  { message: "um. it's complicated", intent: "unknown" },
  { message: "ok thanks", intent: "thanks" },
  {
    message:
      "My clearing agent was picked up by customs police at Queen Elizabeth II Quay about two hours ago over a container of rice, they say undervaluation. He is still in their office, they won't release him, and my goods are stuck too. I need a lawyer there now.",
    intent: "urgent",
  },
  {
    message:
      "my friend got arrested at a protest last week, released same day without charge. can they still charge her later? she's scared it will affect her scholarship",
    intent: "legal-question",
  },
  { message: "Do you know if the basketball court at Brookfields is free to use on Sundays?", intent: "off-topic" },
  {
    message: "pls my neighbor pour petrol round my house small time ago, say he go light am if we nor leave di land. we get pikin dem inside",
    intent: "safety",
  },
  { message: "Buying a warehouse in Wellington industrial estate. Need conveyancing and a check that the vendor actually owns it.", intent: "area:land" },
  { message: "Am I allowed to adopt my late sister's child if I am not married?", intent: "legal-question" },
  { message: "me an my padi get palava 4 business. we no wan go court. una get mediation?", intent: "area:arbitration" },
  { message: "help me calculate 15% of 2,350,000", intent: "off-topic" },
  {
    message:
      "My dad died without a will in 2019. There are 6 of us children from 2 mothers. My stepmother is living in the house and says it's hers alone. Under Sierra Leone law, who actually inherits? Do the children from the first marriage get an equal share?",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. I write on behalf of my late brother's family. In 2011 my brother bought a plot at Hastings from one Mr. Koroma, and since his death in 2020 the children have quarrelled over the documents. Last year the eldest boy, Foday, took the conveyance to the Ministry without telling anyone. I mention all this so you understand the background. This morning at about 6 AM officers from the CID came to the house and took Foday away, and he is still in their custody as I type. Nobody has told us the charge. Please advise what we should do.",
    intent: "urgent",
  },
  { message: "mob don gada na mi shop se na mi tif di pikin fon. dem de nak di doh. polis nor kam", intent: "safety" },
  { message: "wan man bin tek mi fish fo sel na Bo, wi mek pepa. im nor pe mi 4 milyon. a wan lawyer fo kolekt mi moni", intent: "area:contract" },
  { message: "Mi lan na Makeni, pipul de bil pan am. A get pepa. A wan lawyer fo ep mi.", intent: "area:land" },
  { message: "Please provide an electronic mail address to which I may forward documents.", intent: "email" },
  {
    message:
      "My uncle wants my late father's house. He told me last week that if I don't sign the papers I will 'disappear'. Tonight a car has been parked outside for hours with men watching the gate. I'm scared.",
    intent: "safety",
  },
  {
    message:
      "Mi papa lef di lan fo mi an mi broda dem. Mi big broda don sel am wit out fo tel wi. Di man we bay am se na im yon am naw. Di sel bi layk dat? Wi fit tek am bak?",
    intent: "legal-question",
  },
  { message: "Our company needs all staff contracts updated to the new Employment Act. Can Christiana Thomas's team do it?", intent: "area:contract" },
  {
    message: "my parents are divorcing and my mum asked me to find a family lawyer for her. she's in Bo. do you handle divorce cases outside Freetown?",
    intent: "area:family",
  },
  { message: "How do I get hold of a lawyer there outside this chat?", intent: "contact" },
  {
    message:
      "My brother and I co-own a house in Kissy that our mum left us. He lives in it and rents out two rooms, keeping all the money. I'm in London. Am I entitled to half of the rent he has collected all these years?",
    intent: "legal-question",
  },
  { message: "dem bin arest me las mont, dem gi me bail. case de 4 court nex wk. i need lawyer", intent: "area:criminal" },
  { message: "Contact details please", intent: "contact" },
  {
    message:
      "I fired a worker for stealing from my warehouse last month. Today he came back with some boys, broke my windscreen and said next time it's my head. They're still hanging around the gate at Kissy. I'm inside the office with my staff.",
    intent: "safety",
  },
  {
    message: "Before I tell you my long story, what does your firm actually cover? I don't want to waste your time if it's not your thing.",
    intent: "services",
  },
  { message: "Need a lease drafted for a commercial property in Wilberforce, 10 years.", intent: "area:land" },
  { message: "gi mi una nomba abeg", intent: "phone" },
  { message: "my grandpa lan for bo, family dem de fight bout di boundary wit neighbor. una dey handle land case outside freetown?", intent: "area:land" },
  { message: "who won the presidential election in 2018", intent: "off-topic" },
  { message: "I don't know how to start", intent: "unknown" },
  {
    message:
      "Quick background: my brother Alie was arrested in 2018 over a fight at a bar, that case finished and he was acquitted. He's been working as a driver since. I've just had a WhatsApp from his wife that he was picked up at a checkpoint near Mile 91 tonight and they're driving him to Freetown, she doesn't know where exactly. I'm abroad and can't do anything. Can your criminal lawyer help tonight?",
    intent: "urgent",
  },
  { message: "Judge Judy still showing? what channel", intent: "off-topic" },
  { message: "Can the police search my house without a warrant?", intent: "legal-question" },
  { message: "Bye", intent: "goodbye" },
  {
    message:
      "I've been trading as a sole trader since 2014, rice, sugar, flour. Last year a customer owed me big and I nearly went under, and my brother said I should have had a company to protect myself. Now I want to register a limited company and bring my two sons in as shareholders. Can you handle the registration and the share documents?",
    intent: "area:business",
  },
  { message: "I'd like to schedule a consultation. What's the earliest available slot?", intent: "booking" },
  {
    message: "We want to arrest a vessel at Queen Elizabeth II Quay, the owners owe us for bunkers supplied. Do you handle vessel arrests?",
    intent: "area:shipping",
  },
  {
    message:
      "My brother is a seaman, he was injured on board a cargo vessel at the Quay and the owners won't pay anything. Do you take this kind of shipping case?",
    intent: "area:shipping",
  },
  { message: "Is Hawa Turay the one who does wills? My aunt recommended her.", intent: "attorney:Hawa Turay" },
  { message: "Do you do title searches in the provinces, like Port Loko?", intent: "area:land" },
  {
    message:
      "Pls a de rait fo mi granpa. Polis dem kam na wi os na Makeni dis mornin, dem se mi granpa sel lan we nor to im yon. Dem don tek am go stieshon. Im old, im get sugar. Una go ep?",
    intent: "urgent",
  },
  {
    message: "Foreign investor here. Want to set up a subsidiary in Sierra Leone for mining services. Need company secretarial and investment support.",
    intent: "area:business",
  },
  { message: "my mum wants to book a meeting with someone about her pension issue with her old employer, can she come Monday?", intent: "booking" },
  { message: "What legal services are available here?", intent: "services" },
  { message: "my boss get container wey port people hold, dem say tax issue. e want lawyer 4 port matter", intent: "area:shipping" },
  { message: "Judge for yourself, my neighbour moved the beacons three times this year. I need a lawyer for the boundary.", intent: "area:land" },
  { message: "I should be grateful to know your scale of fees for a first consultation.", intent: "knowledge:Fees" },
  { message: "Someone forged my signature and registered my land in their name at the Ministry of Lands. Help me get it back.", intent: "area:land" },
  { message: "Im don bit mi agen. Blod de kom from mi nos. Di pikin dem de kray. A nor no usai fo go", intent: "safety" },
  {
    message:
      "I was charged in 2020 for assault and the case was dismissed. Now my employer found out and wants to sack me. Can they sack me for a case that was thrown out?",
    intent: "legal-question",
  },
  { message: "i wan cum 2moro morning 4 consultation, 10am ok?", intent: "booking" },
  { message: "I need to talk to someone face to face about my company registration. Please give me a date.", intent: "booking" },
  { message: "How do I get a driver's licence in Sierra Leone? which office", intent: "off-topic" },
  { message: "What are your hours in UK time? I'm in London and want to ring.", intent: "hours" },
  {
    message:
      "Na mi lan na Makeni, mi granpa yon am. Wan big man se na im yon am. Tide im sen yong man dem wit stik, dem se if a nor komot dem go bon mi os tunait. A de insay. Ep",
    intent: "safety",
  },
  { message: "Is Adama Koroma still at your firm? She mediated for my uncle years ago.", intent: "attorney:Adama Koroma" },
  { message: "una office dey near wich junction", intent: "address" },
  {
    message: "i get 1 case 2019 4 weed, dem fine me. nw i wan apply 4 passport 2 go work abroad. dat old case go block me? wat d law say",
    intent: "legal-question",
  },
  {
    message: "my sister borrow money from one man she sign paper that if she no pay he take her shop. she don pay half. can he really take the whole shop",
    intent: "legal-question",
  },
  {
    message:
      "Dear Kamara Chambers, further to my telephone attempts this morning, which went unanswered, I write to inform you that my son, Mr. David Williams, was taken into custody at approximately 10 o'clock last night at Lumley police station in connection with a traffic accident. He remains there. I request that one of your criminal lawyers attend upon him at the earliest opportunity.",
    intent: "urgent",
  },
  {
    message:
      "My husband and I married in Freetown in 2012 and moved to the UK in 2015. He's now gone back home and says he'll divorce me under customary law there without me. Can he actually do that while I'm abroad? And would I lose my rights to the house we built together in Waterloo?",
    intent: "legal-question",
  },
  { message: "una de do everytin or only some kind of case", intent: "services" },
  { message: "Any parking near the petrol station by your office?", intent: "knowledge:Parking" },
  { message: "Good day to you.", intent: "goodbye" },
  { message: "Court of ex-boyfriends: who is worse, the one who ghosts or the one who cheats? 😂", intent: "off-topic" },
  {
    message:
      "Long story, sorry. My late father left a house at Goderich to all five of us. My eldest brother wants to sell; the rest of us don't. We've been fighting about it since 2021 and I was actually going to ask you about that. But something happened today: my younger brother went to the house to change the locks and the eldest called the police, who arrested him for 'trespass'. He's still at the Goderich police post. Can you help him first?",
    intent: "urgent",
  },
  {
    message:
      "My husband's family took my children and threw me out of the compound at midnight after the funeral. I'm sleeping at the market stall. They said if I come back they'll beat me.",
    intent: "safety",
  },
  { message: "mi an mi sista get palava fo di shop we wi bin opin togeda. wi nor wan go kot. una de sidom wi fo setul am?", intent: "area:arbitration" },
  { message: "Could you kindly give me directions to your chambers from the Law Courts building?", intent: "address" },
  { message: "By what means may I best get in touch with your chambers?", intent: "contact" },
  {
    message:
      "I act as executor under my late sister's will. One of her sons contests it, asserting that she was not of sound mind when it was signed in 2021, although her doctor certified otherwise. In your view, is his challenge likely to succeed?",
    intent: "legal-question",
  },
  {
    message: "I was beaten by police in custody in 2022 and released after 4 days. I want to bring a human rights case against them.",
    intent: "area:criminal",
  },
  { message: "A wan rait mi wil. A get 9 pikin fo 3 wef. A nor wan dem fet afta a dai", intent: "area:family" },
  { message: "Should I bring the bill of lading and invoices to the meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "ok weird question. my ex keeps following me from campus to my house, he shows up at my lectures and yesterday he showed me a knife in his bag and said 'you'll see'. is there anyone i can call",
    intent: "safety",
  },
  { message: "Need help with child maintenance. The father is a police officer and thinks nobody can touch him.", intent: "area:family" },
  { message: "Is it going to rain in Freetown tomorrow? I have an outdoor wedding", intent: "off-topic" },
  {
    message:
      "some guys from my area dey threaten me say dem go kill me bcos of one girl. dey don beat me once last wk. now dey dey outside my house. i nor fit go out",
    intent: "safety",
  },
  { message: "i been married 7 years he have another woman now he dont sleep home i want divorce can una help me", intent: "area:family" },
  { message: "Do you offer legal aid? I can't afford a lawyer", intent: "knowledge:Fees" },
  { message: "I want to meet Mr. Sesay about restructuring my company shares, tomorrow afternoon if possible.", intent: "booking" },
  { message: "A nor sabi Inglish. Una go tok Krio wit mi?", intent: "knowledge:Languages spoken" },
  { message: "i want meet lawyer but i shy to come alone can i bring my mother with me on wednesday", intent: "booking" },
  { message: "Usai una ofis de? A de kam frm Makeni", intent: "address" },
  { message: "Is it a crime in Sierra Leone to record a phone call without the other person knowing?", intent: "legal-question" },
  { message: "Need a non-disclosure agreement drafted for a software project.", intent: "area:contract" },
  {
    message: "Supply agreement with a hotel for vegetables. They cancelled without notice and still owe for the last 2 months. Help.",
    intent: "area:contract",
  },
  {
    message:
      "Good day. My late wife's estate has been in dispute with her sisters since 2019. I have tried to resolve it at family meetings, through our pastor, and once even through a chief in Bonthe, all without success, and I am no longer young. I believe it is time I sat down with one of your lawyers. Could I be seen on Tuesday next week in the morning?",
    intent: "booking",
  },
  { message: "Is the office closed for lunch between 1 and 2?", intent: "hours" },
  { message: "How can I reach you?", intent: "contact" },
  { message: "Can I book a video consultation? I'm in the UK.", intent: "booking" },
  { message: "Need to reach someone today, how?", intent: "contact" },
  { message: "My phone charger stopped working, is it the battery or the charger?", intent: "off-topic" },
  { message: "hey can you write a 500 word essay on 'justice delayed is justice denied' for my GS class due tomorrow 🙏", intent: "off-topic" },
  {
    message: "soldiers took my cousin from his shop in Kono yesterday. we don't know where he is now. they said it is about diamond license",
    intent: "urgent",
  },
  { message: "How much is a consultation?", intent: "knowledge:Fees" },
  { message: "Does anyone there speak Temne?", intent: "knowledge:Languages spoken" },
  {
    message: "Police took my statement and told me to report every Monday. I'm not in custody but I'm scared they'll charge me. Need a criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Two problems. First, my co-shareholder is refusing to sign the new bank mandate, we can talk about that later. Second and more serious, he reported me for fraud and police arrested me at the bank this morning. I'm at the Fraud Unit now, they took my phone but allowed me my brother's to send this. Please come.",
    intent: "urgent",
  },
  { message: "We want to settle our shareholder fight out of court. Is mediation possible?", intent: "area:arbitration" },
  { message: "What's your email?", intent: "email" },
  {
    message: "A contractor took a deposit for a solar installation and disappeared. We had a written quote signed by both of us. We want the money back.",
    intent: "area:contract",
  },
  { message: "a nor no wetin fo se", intent: "unknown" },
  { message: "una email pls", intent: "email" },
  { message: "wassup", intent: "greeting" },
  { message: "Which papers ought I to bring with me to the initial consultation concerning my land?", intent: "knowledge:What to bring" },
  {
    message: "Hi, I live in Manchester and want to adopt a relative's child from Sierra Leone. Is this something your family team helps with?",
    intent: "area:family",
  },
  {
    message:
      "Family matter, not business for once. My ex-wife moved to Kenema with our two boys without telling me. I want a proper custody arrangement. Can your firm help?",
    intent: "area:family",
  },
  { message: "What's the full address so I can send my cousin there?", intent: "address" },
  { message: "My stepfather touches my little sister at night. She is 12. Mum doesn't believe us. I am 16. What do we do tonight", intent: "safety" },
  { message: "Tenki o", intent: "thanks" },
  { message: "What documents should I bring for my first meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "not homework this time lol. my landlord kept my whole 6 months advance after I moved out early because of flooding. I only stayed 2 months. am I entitled to get some of it back?",
    intent: "legal-question",
  },
  { message: "Can I WhatsApp you? What number?", intent: "phone" },
  { message: "appointment pls", intent: "booking" },
  {
    message:
      "Our fishing vessel was detained by the navy for alleged illegal fishing. The crew were released the same day. We need help getting the vessel back.",
    intent: "area:shipping",
  },
  {
    message:
      "I've been trying to sort out my mother's inheritance for a year, that's another conversation. I'm writing because my cousin who lives in the family house in Wellington just called crying. Men my uncle hired broke in this afternoon, beat her and locked her in a room. She climbed out and is hiding at a neighbour's but they're still in the house. Who can she call immediately?",
    intent: "safety",
  },
  { message: "pls my gf bros dey hold am 4 station since 3days now dey wan 1 million 4 bail. we nor get. wat we go do", intent: "urgent" },
  {
    message:
      "I am writing on behalf of my housekeeper, a young woman of twenty-two. For some months she has received threatening messages from a former suitor. This evening he appeared at my compound gate with two other men and shouted that he would 'finish her' tonight. She is inside with me, terrified. I should be grateful for guidance.",
    intent: "safety",
  },
  { message: "Good morning", intent: "greeting" },
  { message: "i fit park my okada for una front?", intent: "knowledge:Parking" },
  {
    message:
      "I shipped a barrel of household goods from London to Freetown in January. It's been at the Quay since March and customs keep asking for different papers. My mum has been going every week. Can your shipping lawyer help get it released?",
    intent: "area:shipping",
  },
  {
    message:
      "I'll be in Freetown from 10 to 24 August. My father's property has been a mess since he died, my siblings and I barely speak, and we want to sort it out properly while I'm home. Could I book a consultation for the week of the 12th?",
    intent: "booking",
    also: ["area:family"],
  },
  { message: "Kindly furnish me with a telephone number for your chambers.", intent: "phone" },
  {
    message:
      "The board of our church's investment company has not held an AGM in four years and the chairman refuses to produce accounts. We should like assistance on corporate governance matters.",
    intent: "area:business",
  },
  { message: "mi pikin sen kontena frm Amerika, e de na kway 2 mont. dem de aks fo boku moni. una de ep fo dis?", intent: "area:shipping" },
  {
    message:
      "My business partner in Freetown and I (I'm in London) have fallen out over profits from our shop. Neither of us wants court, it's too slow. Can Adama Koroma or someone mediate between us?",
    intent: "area:arbitration",
  },
  { message: "cn i book apointmnt 4 frid? wan tok 2 lawyer", intent: "booking" },
  { message: "Looking for a mediator for a partnership dispute. Don't want to go to court.", intent: "area:arbitration" },
  { message: "What's the dollar to leone rate today", intent: "off-topic" },
  { message: "Kushe o", intent: "greeting" },
  {
    message: "My landlord threw me and my 3 children out tonight, it's raining and we're sitting by the road in Kissy. I owe him 2 months. Where can we go?",
    intent: "safety",
  },
  {
    message:
      "A charterer cancelled our charter 3 days before loading because they say fuel prices went up. We had already paid the port fees. Can they legally do that under the charter party, and can I claim the port fees back?",
    intent: "legal-question",
  },
  { message: "if I buy land and the seller already sold it to another person before me, who owns it? the one who registered first?", intent: "legal-question" },
  { message: "Demurrage charges on 3 containers are now higher than the value of the goods. Shipping line refuses to waive. Help?", intent: "area:shipping" },
  { message: "How many advocates are presently in your chambers, and what are their respective specialisms?", intent: "team" },
  {
    message:
      "I am the director of a small shipping agency. We have a dispute with a foreign line concerning unpaid agency fees and the handling of a bill of lading. I should like to know whether your shipping department takes such matters.",
    intent: "area:shipping",
  },
  { message: "Do you know any good hotels near Lungi airport for one night?", intent: "off-topic" },
  { message: "yo dem jus arrest my bro @ di stadium afta di match, dem say e troway stone. we de outside di station nw", intent: "urgent" },
  {
    message: "Good morning, I'd like to arrange a meeting with Fatmata Kamara regarding custody of my grandchildren. Is Thursday possible?",
    intent: "booking",
  },
  { message: "a bay lan na Kenema 2015, di man nor gi mi pepa. Naw im pikin se na dem yon. A wan lawyer fo di lan.", intent: "area:land" },
  { message: "Hello", intent: "greeting" },
  { message: "l8r", intent: "goodbye" },
  {
    message:
      "gud mornin. na me aminata from kenema. my broda in law owe me 2 million le since december for fish wey i give am fo sell. i bin go mek complain fo police. but now dem turn am, dem hold MY pikin Sahr since yestiday say na im tif di man generator. e still de na cell nobody tell we notin. abeg wetin a go do",
    intent: "urgent",
  },
  { message: "My mum only speaks Mende, will someone understand her?", intent: "knowledge:Languages spoken" },
  { message: "A de go, wi go tok bak", intent: "goodbye" },
  { message: "Do you do mediation between a landlord and a tenants' association? We want to avoid court.", intent: "area:arbitration" },
  { message: "my boss sack me say i late 2 times. no letter no notice. i bin work 3 yrs. e legal?", intent: "legal-question" },
  { message: "landlord lock my salon with my things inside because i owe one month i want my things back please can una help", intent: "area:land" },
  {
    message:
      "Dear Sir/Madam, my husband was convicted of a minor offence in 2015 and served his sentence; he has kept out of trouble since, works as a mechanic and pays his taxes. Yesterday evening two plain-clothes officers came to his workshop and told him to follow them. He has been kept at CID headquarters overnight and they are not saying why. I believe it is about that old matter. Kindly send someone to him.",
    intent: "urgent",
  },
  { message: "how much EDSA charge per unit of electricity now", intent: "off-topic" },
  {
    message:
      "mi man dai las yia. im fambul se di os na dem yon, nor mi yon, bikos wi nor mared na chooch, na kontri mared. wi de togeda 18 yia, 4 pikin. a get rayt fo di os?",
    intent: "legal-question",
  },
  {
    message:
      "I'm buying a plot at Tokeh from a man I met on Facebook. My aunt went to see it. Before I send money I want a proper title search and conveyance done. Can you do that?",
    intent: "area:land",
  },
  {
    message:
      "am at the police station now with my sister they locked her up for fighting with her landlady the landlady even slap her first now they say she will sleep here tonight help",
    intent: "urgent",
  },
  { message: "dat Ibrahim Jalloh, e good 4 court?", intent: "attorney:Ibrahim Jalloh" },
  { message: "udat na di lawyer dem na una ofis?", intent: "team" },
  {
    message: "Grandma died, no will, 6 children fighting over the house in Kissy. We want someone neutral to sort out the estate",
    intent: "area:family",
    also: ["area:land"],
  },
  { message: "Police are at my door right now with a paper, they want to take me. I didn't do anything. What do I do", intent: "urgent" },
  {
    message:
      "pls pls my husband dem just carry am now now from the salon front police 4 of dem say somebody report am for susu money he owe 500k only we don pay half last month and they push him inside the van i dont know which station they taking him please somebody call me",
    intent: "urgent",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  {
    message:
      "The port authority impounded my truck last week, OK that's a separate thing for another day. What I'm writing about is my driver: he was arrested this evening at the Quay gate and they say he will stay in the cell until Monday. Can someone go to him now?",
    intent: "urgent",
  },
  { message: "We want to open a microfinance company. Need help with licensing and the Bank of Sierra Leone requirements.", intent: "area:business" },
  { message: "Is there an email for consultations?", intent: "email" },
  {
    message:
      "I signed an internship contract and now they want me to work weekends unpaid. I'd like someone to go through the contract and help me deal with them",
    intent: "area:contract",
  },
  { message: "Translate 'I love you' into Temne", intent: "off-topic" },
  {
    message: "I want to adopt my niece. Her parents both died in the Ebola outbreak and she has lived with me since. Do you do adoptions?",
    intent: "area:family",
  },
  { message: "Do you do all kinds of law or only some?", intent: "services" },
  { message: "Do you handle marine insurance claims? Our boat sank near Tombo with cargo on board.", intent: "area:shipping" },
  { message: "my uncle get high blood pressure wetin he go eat", intent: "off-topic" },
  { message: "Which shipping line has the cheapest freight rate from China to Freetown right now?", intent: "off-topic" },
  { message: "Someone borrowed 10 million from me with a signed agreement. The deadline passed 6 months ago. Help me recover it.", intent: "area:contract" },
  { message: "Where can I buy a phone case for Tecno Spark 10 in Freetown", intent: "off-topic" },
  { message: "Mi granpikin go kari mi kam Freyde. A wan si di lawyer fo lan. Una go de?", intent: "booking" },
  { message: "Number to call pls", intent: "phone" },
  { message: "My late mother left a will naming me executor. I don't know how to get probate. Need help.", intent: "area:family" },
  { message: "a wan kam si lawyer fo tok bot mi lan palava. wetin de a fit kam?", intent: "booking" },
  {
    message:
      "My partner and I registered a company together, 50-50. He took a loan in the company's name without telling me and now the bank is chasing both of us. Am I personally liable for his loan?",
    intent: "legal-question",
  },
  {
    message:
      "I was arrested in 1987, during the one-party era, for distributing political leaflets, and held without charge for eleven months. I was never compensated. I am now elderly and wish to know whether, in law, such a claim can still be brought after so many years, or whether it is time-barred.",
    intent: "legal-question",
  },
  {
    message:
      "Immigration officers took my wife aside at Lungi airport this morning, they say her passport has a problem. They are still holding her. She is Guinean, we have been married 6 years.",
    intent: "urgent",
  },
  { message: "Are you a general practice firm?", intent: "services" },
  {
    message:
      "We have a dispute with a Chinese contractor over the warehouse they built, cracks everywhere. Contract says arbitration. We want to start the arbitration process.",
    intent: "area:arbitration",
  },
  {
    message: "me and the woman i rent chair from in the salon have quarrel about money she dont want court i dont want court can una help us talk it out",
    intent: "area:arbitration",
  },
  {
    message:
      "My father bought land at Hill Station in 1972. The conveyance was lost when the house burned during the January 1999 invasion. I need a title search and to re-establish the deeds.",
    intent: "area:land",
  },
  {
    message:
      "my cousin was arrested at a protest and released on bail after 2 days, they charged him with riotous conduct. does your firm do this kind of defence?",
    intent: "area:criminal",
  },
  { message: "wetin a go du, dem hol mi pikin na skul, polis tek am go stieshon se im tif fon", intent: "urgent" },
  {
    message:
      "Long one, sorry. My parents separated in 2005 and my dad remarried. He died in March. He made a will, apparently, but my stepmother is hiding it and has started selling his cars. My brother was arrested once in 2016 for fighting with her son over this same family business, so this time we want to go the legal way. Can your firm handle getting the will out and the estate sorted?",
    intent: "area:family",
  },
  { message: "Want to appeal my conviction from last year, the sentence was too harsh.", intent: "area:criminal" },
  { message: "My phone charge is almost finished, quick, just give me your number", intent: "phone" },
  { message: "what time u open in d morning", intent: "hours" },
  { message: "I'm a police officer and I finish my shift at 4. Will your office still be open when I get there?", intent: "hours" },
  {
    message: "polis bin arest mi pikin 2 mont ago dem bit am bad na di stieshon. dem don lef am naw, im de na os. wi fit sue di polis fo dat?",
    intent: "legal-question",
  },
  { message: "i wan bail out of my fren im weddin, how i go tell am nicely", intent: "off-topic" },
  { message: "Can I see a lawyer on Saturday? I work all week.", intent: "booking", also: ["hours"] },
  {
    message:
      "My tenant has not paid rent for seven months, but I am told that I may not simply change the locks. What, precisely, does the law permit me to do, and how long would an eviction take?",
    intent: "legal-question",
  },
  {
    message:
      "Long background: our company supplied generators to a mining firm in Kono in 2021. They paid 60%. Then they changed management; their old MD was arrested in 2022 for something unrelated and everything stalled. Our contract has an arbitration clause. We'd like to begin arbitration to recover the balance.",
    intent: "area:arbitration",
  },
  {
    message: "I own a property at Wilberforce which I wish to let to an embassy. I should be obliged if your land department would prepare the lease.",
    intent: "area:land",
  },
  {
    message: "Container stuck at the Quay 3 weeks, demurrage piling up. I need to see your shipping lawyer this week, when can I come?",
    intent: "booking",
    also: ["area:shipping"],
  },
  { message: "What languages do your lawyers speak?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Long story. My mother's family has land at Waterloo, about 2 acres. In 2010 my uncle sold part of it secretly. In 2017 there was a fight and police arrested my cousin (he was released, that's finished). Since then one side of the family has been building on what's left. Now my mother wants her share fenced and documented legally. Do you do family land disputes like this?",
    intent: "area:land",
  },
  { message: "who be di judge dem for Sierra Leone Got Talent dis year?", intent: "off-topic" },
  {
    message:
      "They have kept my son at Congo Cross police station since Friday night. Today is Monday. No charge, no court. Is that even allowed?? We need a lawyer urgently.",
    intent: "urgent",
  },
  { message: "My son was acquitted but the police kept his phone and motorbike as exhibits. We want them back.", intent: "area:criminal" },
  { message: "a wan divos mi man. Im nor de gi mi chop moni. Una de du divos?", intent: "area:family" },
  { message: "Do you only do business matters or other kinds too?", intent: "services" },
  { message: "i want register my salon as business so i can get loan from bank. can una help with the papers", intent: "area:business" },
  { message: "Surveyor's plan and my neighbour's plan overlap by 10 feet. Need help with the boundary.", intent: "area:land" },
  { message: "how much maintenance will the court make him pay for 2 children? he works at a bank", intent: "legal-question" },
  { message: "Where is your office?", intent: "address" },
  {
    message:
      "My cargo of cement arrived wet and the shipping line says it's not their fault because of a clause in the bill of lading. Will I win if I claim against them?",
    intent: "legal-question",
  },
  { message: "Which is better for my daughter, Annie Walsh or St Joseph's?", intent: "off-topic" },
  { message: "Are you open on Independence Day, 27 April?", intent: "hours" },
  { message: "Which email should I send my case documents to?", intent: "email" },
  {
    message: "My employer wants to transfer me to Kailahun but my contract says Freetown. Need help with this employment contract problem.",
    intent: "area:contract",
  },
  { message: "my husband just came out on bail yesterday he was inside 2 weeks the case go start at court he need lawyer please", intent: "area:criminal" },
];
