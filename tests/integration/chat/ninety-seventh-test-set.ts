import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: polygamous households, co-wives, their children and the husband's relatives (shared compounds, businesses run by the wives, a husband who travelled) — writers: (1) Mariama Kargbo, 36, second wife running a cookshop in a shared compound at Wellington, Freetown, Krio, cheap Android phone; (2) Haja Fatu Mansaray, 59, senior wife in Makeni, dictates by voice-to-text with mishearings; (3) Abu Bakarr Fofanah, 21, son of the third wife, Fourah Bay College student, SMS shorthand and Krio-English; (4) Mr. Alimamy Sankoh, 63, the husband's elder brother, retired headmaster in Bo, formal letters; (5) Kadiatu Dumbuya, 40, first wife's daughter, nurse in London, long careful stories; (6) Isata Kallon, 27, youngest co-wife, pepper and cloth trader at Dove Cot market, capitals and no punctuation; (7) Pa Osman Tarawalie, 57, the husband who travelled, warehouse supervisor in Maryland USA, brisk emails; (8) Fanta Samura, 45, co-wife running a smoked-fish and boat business at Tombo, Krio mixed with English.
export const NINETY_SEVENTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o, good morning una", intent: "greeting" },
  {
    message: "Police dem don carry my co-wife pikin go Kissy station since last night, dem nor release am yet. Abeg help we, we nor sabi wetin fo do",
    intent: "urgent",
  },
  {
    message:
      "My late husband had three wives and the first wife's children are now sharing out everything he left without including us. I need a lawyer to handle the estate for me and my two children.",
    intent: "area:family",
  },
  { message: "wat is d best way 2 charge a tecno phone wen light nor de n d generator spoil", intent: "off-topic" },
  { message: "Una de open Saturday? I de sell na market Monday to Friday so na only Saturday I free", intent: "hours" },
  {
    message:
      "My husband travelled to America six years ago. At first he sent money for the children every month, then it dropped, and since 2022 nothing at all. His other wife says he has married again over there. Can I get a divorce without him being here, and will the court make him pay for the children from over there?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of the Sankoh family of Bo concerning the compound our late father built at Kpetema Road, which now houses his three widows and their children. The conveyance was never registered and a neighbour now claims part of the frontage. We require a full title search and the regularisation of the documents. I should be grateful for your assistance in this matter.",
    intent: "area:land",
  },
  {
    message: "HER BROTHERS SAID THEY WILL COME TONIGHT WITH CUTLASS TO FINISH ME BECAUSE I REFUSE TO LEAVE THE HOUSE I AM IN MY SHOP WITH THE DOOR LOCK",
    intent: "safety",
  },
  {
    message:
      "Good afternoon. I am in Maryland until the 20th and fly into Lungi on the 22nd. I would like a consultation with one of your partners on the 24th or 25th concerning my two wives and the house at Wellington. Please confirm a time.",
    intent: "booking",
  },
  {
    message:
      "Na me de run my husband im fishing boat dem na Tombo. Fisheries people dem seize di boat wit all di catch say di net nor correct. Una de handle dis kind case?",
    intent: "area:shipping",
  },
  { message: "how many lawyers una get der n is any of dem woman? my mama want woman lawyer 4 her case", intent: "team" },
  {
    message:
      "Please I need a nice speech for my father's homecoming party. He is returning from the States after 12 years and his three wives are organising it together, I am the eldest son so I must talk.",
    intent: "off-topic",
  },
  {
    message: "Me and my mate (co-wife) want register our soap making business togeda as one business name. How we go do am? Una fit help?",
    intent: "area:business",
  },
  { message: "How much is consultation? I want to ask about divorce but I don't have plenty money", intent: "knowledge:Fees" },
  {
    message:
      "A court summons came for my stepson yesterday, they say he stole from the provisions shop his stepmother runs. He has not been arrested. He needs a lawyer before the 14th.",
    intent: "area:criminal",
  },
  {
    message: "am writing dis from inside di cell at Eastern Police, my husband im broda dem put me ya say I tif di rent money. pls send lawyer",
    intent: "urgent",
  },
  { message: "wetin na una email address", intent: "email" },
  {
    message:
      "Dear sirs, in March I paid a contractor forty-five thousand new Leones to roof the quarters of my third wife in our compound at Makeni. He bought half the zinc and has disappeared. I would like you to write to him and recover the money.",
    intent: "area:contract",
  },
  {
    message:
      "Is it legal for my husband's brother to collect the rent from my shop just because my husband is abroad? He says as the elder he controls everything.",
    intent: "legal-question",
  },
  { message: "hello?? pls somebody answer me", intent: "unknown" },
  { message: "Me na Limba woman, I nor sabi English well. Una get lawyer wey de talk Limba?", intent: "knowledge:Languages spoken" },
  { message: "where is ur office exactly, which street? I am coming from Waterloo", intent: "address" },
  {
    message:
      "Dear Sir, my mother, the senior wife of my late father, was detained at Makeni police station this morning on a complaint made by my father's nephew over the family farm. She is still held there as I write. Please act urgently.",
    intent: "urgent",
  },
  {
    message:
      "What is the recipe for groundnut soup for a wedding crowd? My husband is taking a third wife and the first wife gave me custody of the cooking lol",
    intent: "off-topic",
  },
  {
    message:
      "Our family don quarrel over our papa im shop dem. We nor want go court. We want neutral person fo settle am between di three mama dem. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "Good evening", intent: "greeting" },
  {
    message:
      "My husband's first wife keeps sending boys to my stall to say they will burn me and my children out of the compound. Last night they threw stones at my door until 2am. I have been sleeping at my sister's since.",
    intent: "safety",
  },
  { message: "Abeg book me fo see lawyer tomorrow morning bout di lan palava wit my husband im broda dem", intent: "booking" },
  { message: "I want adopt my co-wife pikin wey im mama don die. Di pikin de wit me since im small. Una fit help me wit di papers?", intent: "area:family" },
  { message: "what time do you close on Fridays? I finish work at 4", intent: "hours" },
  { message: "Pls send me una number, I wan call", intent: "phone" },
  {
    message:
      "My husband bought a plot at Hamilton in my name before he left for the US, but the seller is now selling the same land to somebody else. I need someone to fight this for me.",
    intent: "area:land",
  },
  {
    message: "My stepbrother was released on bail last week after three days at CID. Now he needs a lawyer for the actual trial at the magistrate court.",
    intent: "area:criminal",
  },
  { message: "Who won the Leone Stars match yesterday?", intent: "off-topic" },
  {
    message: "If my husband marries a fourth wife under customary law without telling us, does that marriage count? Do I have any right to stop it?",
    intent: "legal-question",
  },
  {
    message:
      "Soldiers at the Masiaka checkpoint took my husband son commot di poda-poda, dem say im papers nor correct, dem still get am dey now. wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, my wives and I import second-hand clothes, and our 40ft container has been held at Queen Elizabeth II Quay for five weeks over a customs valuation dispute. The clearing agent has stopped answering our calls. Kindly advise whether you can take this up.",
    intent: "area:shipping",
  },
  {
    message: "my husband left d shop in 1st wife name but we 3 wives run it. bank wan close d business loan account. need lawyer 4 d business",
    intent: "area:business",
  },
  { message: "Tenki tenki, God bless una", intent: "thanks" },
  { message: "Is there parking near your office? I will drive from Lumley with my mother in law who cannot walk far", intent: "knowledge:Parking" },
  { message: "Can you tell me who the partners in your chambers are? My uncle wants to know before he sends his papers.", intent: "team" },
  { message: "Wetin una de do sef? Na only court case or una de do oda tins?", intent: "services" },
  { message: "how can I reach you people from America? I am not in Sierra Leone right now", intent: "contact" },
  {
    message: "my husband die lass year and his brother say by custom he will in hurry it me and the house. is that the law can he force me to marry him",
    intent: "legal-question",
  },
  { message: "Who is the judge for the Miss Makeni pageant this year? My stepdaughter is contesting", intent: "off-topic" },
  { message: "POLICE DEY OUTSIDE NOW DEM SAY DEM COME FO CARRY MY HUSBAND IM SECOND WIFE SHE DEY INSIDE ROOM CRYING", intent: "urgent" },
  {
    message:
      "The family reached an agreement at the chiefdom mediation about who stays in which part of the compound, but my uncle refuses to follow it. We would like a proper arbitration with a neutral person this time.",
    intent: "area:arbitration",
  },
  {
    message:
      "I supplied 200 bags of rice to a caterer for my husband's wedding to his new wife and she never paid the balance. I have the invoice. Help me collect.",
    intent: "area:contract",
  },
  { message: "I'd like to book a consultation for next week. Also what documents do I need to bring?", intent: "booking", also: ["knowledge:What to bring"] },
  { message: "ok bye for now, I go call back", intent: "goodbye" },
  {
    message:
      "My husband's nephew has been following me home from the shop every night. Yesterday he stood at the gate and said if I go to any lawyer about the house he will deal with me himself. I am scared to even go out now.",
    intent: "safety",
  },
  {
    message:
      "Good morning. My father has two wives and we all live in one compound at Kissy Brook. Last week my stepmother accused my mother of stealing gold from her room, and this morning at six two policemen came and took my mother away. We went to the station and they said she will stay there until the complaint is heard. She is still in the cell now. Please what can we do today?",
    intent: "urgent",
  },
  {
    message: "Mi papa im broda dem don start fo sell di family lan na Waterloo wey mi papa buy fo all in wife dem. Dem nor ask we. Abeg una fit stop am?",
    intent: "area:land",
  },
  { message: "how much is a bag of cement in Makeni now? we want to finish the second wife's house before rainy season", intent: "off-topic" },
  {
    message:
      "Good day. Could you kindly let me know the range of services your chambers provides? I am advising a family with several branches and wish to know where to direct them.",
    intent: "services",
  },
  {
    message:
      "If a man has 3 wives and dies without a will, do all the wives share equally or does the first wife get more? And what about the children of the wife he never did the proper wedding with?",
    intent: "legal-question",
  },
  { message: "r u open at lunch time? i can only come btw 1 n 2", intent: "hours" },
  { message: "Is Isatu Bangura still working with your firm? My aunt said she handled her case years ago.", intent: "attorney:Isatu Bangura" },
  {
    message:
      "my co wife husband brother come my stall today wit 2 boys dem say if I nor give dem di shop key by Friday dem go show me pepper. I don lock myself na my sister house",
    intent: "safety",
  },
  {
    message:
      "I shipped 12 drums of palm oil from Freetown to my husband in Conakry on a small vessel and the boat owner says half was lost at sea. Nobody wants to pay. Can una help me claim?",
    intent: "area:shipping",
  },
  {
    message: "my stepbrother still inside since yesterday afternoon, dem nor even allow we fo see am na di station. dem nor charge am nor notin",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you would arrange a meeting between myself and one of your senior lawyers at your Bo office on Thursday next week, regarding the estate of my late younger brother and the welfare of his three widows. Yours faithfully, A. Sankoh",
    intent: "booking",
  },
  {
    message:
      "We (me and the two other wives) run a bakery together at Calaba Town. Our husband registered it with himself as sole owner, and now that he has gone abroad we cannot open a bank account or renew the licence. We need help sorting out the company.",
    intent: "area:business",
  },
  { message: "wat is d contract price 4 orange sim data bundle monthly plan", intent: "off-topic" },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "I want to report my husband's nephew to the police for taking the money from our osusu box and I want him prosecuted. He has not been arrested. Can you help me with the complaint?",
    intent: "area:criminal",
  },
  { message: "wetin I fo bring wen I de cam? I get my papa im death certificate n di lan paper dem", intent: "knowledge:What to bring" },
  {
    message:
      "My husband divorced me by custom, he just said it in front of his family and sent me back to my parents. Is that a legal divorce? Do I still have a share in the restaurant I built with him?",
    intent: "legal-question",
  },
  {
    message: "Abeg I want divorce. My husband don bring new wife inside di same room wey me and im de sleep, im nor de care fo me and di pikin dem again.",
    intent: "area:family",
  },
  {
    message:
      "Good afternoon, I am writing from London. My half-brother, who is 17, was picked up by police at Lumley last night after a fight at my father's compound, and he has not been released. His mother, my father's third wife, is at the station now and they are telling her nothing. Please can someone go there today?",
    intent: "urgent",
  },
  { message: "Pls write a short poem for my husband for his birthday, he is in America, make it sweet small", intent: "off-topic" },
  {
    message:
      "The man who built the wall around our compound took the full payment in January and only raised it halfway. Every week he says next week. We have the written agreement. I want my money or the work.",
    intent: "area:contract",
  },
  { message: "una get whatsapp? I de abroad, I nor fit call local number easy", intent: "phone" },
  {
    message: "my papa im 2 wife dem de fight ova di cookery shop profit. dem agree fo go mediation but dem nor trust family elders. una get mediator?",
    intent: "area:arbitration",
  },
  { message: "Please what email do I send the documents to?", intent: "email" },
  { message: "Do you people do free help for widows? My mother has nothing since my father died and his brothers took everything.", intent: "knowledge:Fees" },
  {
    message: "Can my husband's family take my children from me because they say children belong to the father's side? He is dead and I am the mother.",
    intent: "legal-question",
  },
  {
    message: "Wi want divide di compound properly between di three mama dem, each one wan get im own paper fo im part. Surveyor and lawyer, una de do all dat?",
    intent: "area:land",
  },
  { message: "My co-wife's son wants to be a lawyer. Which subjects should he take for WASSCE?", intent: "off-topic" },
  { message: "ok so", intent: "unknown" },
  {
    message:
      "My husband came back from the States after nine years and his brothers filled his head with lies about me. Since Sunday he has been beating me and he says I will not see the day he travels back. I am hiding in the bathroom typing this.",
    intent: "safety",
  },
  { message: "Una office dey near wich place? Na near Cotton Tree?", intent: "address" },
  { message: "Wich lawyers dem de work dey now? gimme dem name", intent: "team" },
  { message: "do u do only land matters or other tings too", intent: "services" },
  {
    message:
      "URGENT my husband is held at Bo police since friday his brothers reported him for selling the family lorry they say he will go to court monday still in cell",
    intent: "urgent",
  },
  { message: "wan see lawyer 2moro bout my late papa propaty. 10am ok?", intent: "booking" },
  {
    message:
      "My co-wife filed an assault case against me. I went to the station, gave a statement and they let me go the same day. Now I got a letter to appear in court. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear sirs, a consignment of building materials I shipped from Baltimore for my family's house in Freetown arrived damaged; the container had been opened and half the tiles are missing. The shipping line refuses the claim. I would like to instruct you.",
    intent: "area:shipping",
  },
  { message: "Are you open tomorrow, and where exactly is the Bo office?", intent: "hours", also: ["address"] },
  { message: "Does anybody there speak Mende? My grandmother will come with me and she only speaks Mende.", intent: "knowledge:Languages spoken" },
  { message: "How do I register my wife's catering business? She wants it in her own name not mine.", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, my late father left a written will which gives everything to the children of his first wife and nothing to the rest of us. We are seven children from three mothers. I would like a lawyer to examine the will and represent us in the probate.",
    intent: "area:family",
  },
  {
    message:
      "Good day. My brothers and I want to settle the dispute over our father's transport business out of court. There are children from three mothers and we cannot agree on anything. We would prefer an arbitrator whose decision binds everybody. Does your firm arrange this?",
    intent: "area:arbitration",
  },
  {
    message:
      "I employed my husband's cousin as shop manager on a written contract and stock keeps disappearing under him. I want to end his contract properly. Can you draft the termination letter?",
    intent: "area:contract",
  },
  { message: "thank you so much for the quick answer, very helpful", intent: "thanks" },
  { message: "How do I get in touch with you people?", intent: "contact" },
  { message: "ok my battery de die, bye o", intent: "goodbye" },
  { message: "if my husband abroad sell the house without telling us his wives, is the sale valid? we all live inside", intent: "legal-question" },
  { message: "How do they land a plane at Lungi when it is raining heavy? My husband is flying in tonight and I am worried", intent: "off-topic" },
  { message: "mi mama don de na Pademba Road prison fo 2 week now, remand, dem nor bring am court yet. abeg", intent: "urgent" },
  { message: "Can I see Fatmata Kamara on Monday about my husband's estate?", intent: "booking" },
  {
    message:
      "I don't feel safe in the compound anymore. Since my husband travelled, the eldest son of the first wife comes into my room at night and touches me. I told his mother and she said I should keep quiet.",
    intent: "safety",
  },
  {
    message:
      "good morning my name is Haja I am the first wife my husband want to give the big house to the young wife before he die can he do that when I build it with my own money from the shop coma is that allow",
    intent: "legal-question",
  },
  {
    message:
      "Di CID dem come na we compound dis morning. Dem say my husband im second wife pikin tif moto. Dem tie am han and carry am go. Im mama de cry since. Di boy still de dey now, dem nor gree fo lef am. Abeg una fit send lawyer?",
    intent: "urgent",
  },
  {
    message: "need lawyer 4 lease. my stepmom want lease her part of d compound 2 a church 4 10 yrs, d rest of us need d lease drafted proper",
    intent: "area:land",
  },
  { message: "whats the weather like in Freetown this weekend? my father's wives are planning an outdoor wedding for my sister", intent: "off-topic" },
  { message: "Do you work on Saturdays? My husband arrives Friday night and goes back Tuesday", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, before I entrust my family's affairs to your chambers, I would be obliged to know the names and positions of the advocates presently in practice with you.",
    intent: "team",
  },
  {
    message:
      "My father married my mother first, then two other women. He has now been diagnosed with cancer and wants to make a will so there is no fighting after he is gone. He lives in Freetown and cannot travel. He asked me to find a lawyer who can come to the house and prepare it.",
    intent: "area:family",
  },
  { message: "I get my own okada, una get place fo park bike near di office?", intent: "knowledge:Parking" },
  {
    message:
      "Mi husband im big broda don tell me se if I nor commot di house before im return from village, im go kill me. Im don beat me one time before. I fraid fo go back dey tonight.",
    intent: "safety",
  },
  {
    message:
      "Wi boat wey de carry smoke fish go Guinea, dem hold am fo Conakry port. Di crew don come back but di boat still dey, dem say wi nor get correct paper. Na my husband im name de pan di boat paper but im de na America. Abeg help.",
    intent: "area:shipping",
  },
  {
    message:
      "I would like to schedule a video call with a lawyer. I live in London, any time after 4pm your time works. It is about my late father's properties.",
    intent: "booking",
  },
  { message: "Wetin be di price fo one container of rice na Freetown now? Wi de plan di third wife im wedding", intent: "off-topic" },
  {
    message:
      "Dear Sir, my nephew, the son of my late brother's second wife, has been charged with forging his father's signature on a land transfer. He is on bail and the first hearing is fixed for next month. I should like your chambers to take up his defence.",
    intent: "area:criminal",
  },
  { message: "pls my mum n my stepmum both arrestd dis mornin aftr fight in d compound, dey r at Congo Cross station nw. pls hurry", intent: "urgent" },
  {
    message:
      "Dear Sir, I should be grateful for your opinion on the following: where a man married in church takes a second wife under customary law, is the second marriage valid, and what rights do that wife's children have to his estate?",
    intent: "legal-question",
  },
  {
    message: "Me an mi mate dem wan open company fo di gari business wey wi de run. Wi wan all tri get equal share. Una go ep we fo register am?",
    intent: "area:business",
  },
  { message: "Pls directions to the office from the Cotton Tree, I am new in Freetown", intent: "address" },
  { message: "salaam aleikum", intent: "greeting" },
  {
    message:
      "Do you do mediation for family business quarrels? My two mothers (my father's wives) are fighting over the shop and we don't want to drag them to court.",
    intent: "area:arbitration",
  },
  {
    message:
      "Me and my co-wife made an agreement with a supermarket to supply them 50 crates of eggs every week. They took the eggs for three months and now owe us over 30,000 new Leones. The manager keeps promising. We have the signed supply agreement.",
    intent: "area:contract",
  },
  {
    message:
      "please help my son is in the police cell at Makeni since yesterday night his father's people say he spoil the farm they will not let him go we are outside the station now",
    intent: "urgent",
  },
  { message: "wat services u offer", intent: "services" },
  { message: "How do I write a CV? I have been running my husband's shop for 10 years but never had a formal job", intent: "off-topic" },
  { message: "email address pls", intent: "email" },
  {
    message:
      "Mi husband don go America 8 year now, im nor de send notin, im nor de call. If I marry another man, dem go put me na jail? Abeg tell me wetin di law say",
    intent: "legal-question",
  },
  { message: "I need help", intent: "unknown" },
  { message: "Can I call you now? What is your number, and your email too?", intent: "phone", also: ["email"] },
  { message: "hw much u charge 4 estate case? can pay small small?", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir/Madam, my late brother's widows have been served with a notice to quit the family house by a man who claims to have bought it from my brother's eldest son. I require representation on this land matter without delay.",
    intent: "area:land",
  },
  {
    message:
      "My co-wife's brother has threatened me three times this week. He says I bewitched his sister's child and that the family will 'deal with me' if the child dies. Yesterday they gathered in front of my room shouting. I took my children to my mother's house but they know where she lives.",
    intent: "safety",
  },
  { message: "Are una open now?", intent: "hours" },
  { message: "appointment 4 thursday pls", intent: "booking" },
  {
    message:
      "I need help getting custody of my two children. My husband took them to his first wife's house in Kono when he travelled and she won't let me see them.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I have goods in a consolidated container which a clearing agent in Freetown collected from the port on my behalf. He has not delivered them to my wives in Wellington and now demands extra charges. I should be glad to know whether your chambers handles such matters.",
    intent: "area:shipping",
  },
  { message: "Abeg wetin I fo carry come fo di meeting? Di paper dem fo di house de wit mi husband im broda", intent: "knowledge:What to bring" },
  {
    message:
      "Please, this is an emergency. My elderly mother was taken by police from the family compound in Bo two hours ago after my uncle accused her of selling his late brother's land. She is diabetic and has no medication with her. She is at the central police station now.",
    intent: "urgent",
  },
  {
    message:
      "My husband im broda don go report me na police say I tif im cow. Police nor arrest me, dem jus call me fo come gi statement Monday. I wan lawyer go wit me.",
    intent: "area:criminal",
  },
  { message: "how much for a case of Star beer for my brother in law's outdooring", intent: "off-topic" },
  { message: "Una get woman lawyer? Mi nor wan tel man mi house palava", intent: "team" },
  { message: "Thank you, very kind of you", intent: "thanks" },
  { message: "Kindly advise the best means of contacting your chambers from abroad.", intent: "contact" },
  {
    message:
      "My late husband left a fishing company to his three wives jointly. We have a shareholders agreement that says disputes go to arbitration. Now the youngest wife wants to sell her share to an outsider and we object. We want to start the arbitration.",
    intent: "area:arbitration",
  },
  { message: "need help closing my late dad's company. 3 wives r d shareholders now n nobody agree. pls help us wind it up", intent: "area:business" },
  {
    message:
      "I worked in my husband's brother's supermarket for 6 years on a contract. When I refused to become his second wife he sacked me with no notice and no pay. I want to fight this.",
    intent: "area:contract",
  },
  { message: "my dad has 4 wives n a will dat only names d first 3. if he dies wil d 4th wife n her kids get anything?", intent: "legal-question" },
  {
    message: "Dem don lock mi co-wife na Waterloo station since Sunday say she beat di small wife. She nor get lawyer. Wi nor get moni fo bail. Abeg",
    intent: "urgent",
  },
  { message: "How many hours is the flight from Washington to Freetown? my husband wants to surprise his wives", intent: "off-topic" },
  {
    message:
      "Good morning. My father's three widows have finally agreed to sit down about his estate. They all want to come together with me to see a lawyer, preferably a woman, next Wednesday. Could you set up a meeting for the four of us?",
    intent: "booking",
  },
  { message: "Mi husband im nephew dem de wait fo me outside di shop wit stick. I nor fit commot. Abeg", intent: "safety" },
  { message: "what is a good title for my sister's wedding video? she is becoming the second wife of a big man", intent: "off-topic" },
  {
    message:
      "Mi husband im second wife don get trobul. Yesterday evening police come na di market, dem say she sell stolen cloth. Dem carry am go Central station. Wi go dey dis morning, dem say she go sleep dey again tonight. Abeg una fit go bail am?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, my late brother had four wives, only one of them married in the mosque with a marriage certificate. Would the court regard the other three as lawful widows for the purposes of inheritance? I would value your view before the family meeting.",
    intent: "legal-question",
  },
  {
    message:
      "Hello, we are five siblings from two mothers. Our late father's house in Bo is on family land and our uncles want to sell it. I need a lawyer to handle this family land dispute.",
    intent: "area:land",
  },
  { message: "Hello good afternoon to you", intent: "greeting" },
  { message: "Wetin time una de open fo morning? I wan pass talk bout mi boat case before I go waf", intent: "hours" },
  { message: "What kind of cases does Ibrahim Jalloh handle?", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "MY HUSBAND FIRST WIFE DON POUR HOT OIL PAN ME SHOULDER YESTERDAY AN SHE SAY NEXT TIME NA MY FACE I DEY PAN MY MAMA HOUSE NOW I NOR FIT GO BACK",
    intent: "safety",
  },
  {
    message:
      "My husband sent a car and household goods from Maryland in a container for the family. Customs at the Queen Elizabeth Quay are charging duty that is more than the value of the car. Can you people help with customs?",
    intent: "area:shipping",
  },
  { message: "Abeg how fo make fufu wey nor get lump? Na me de cook fo di whole compound dis week", intent: "off-topic" },
  { message: "Abeg I wan see lawyer fo di Bo office, na Hawa Turay dem tell me. Friday good?", intent: "booking" },
  {
    message:
      "My husband's first son was arrested two months ago over a fight at the market and spent a week in Pademba Road. He was released on bail, and now the police say they will bring a fresh charge on the same matter. He is at home. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "my bro held at kissy police sinc yday, stepmum reportd him 4 stealin her phone, dey wont let him go pls sum1 help", intent: "urgent" },
  { message: "What areas of law do you practise? Just want to know before I come.", intent: "services" },
  {
    message:
      "My co-wife and I want to take a bank loan for our pepper business but the bank says we need to register first and show partnership papers. Please help us prepare.",
    intent: "area:business",
  },
  {
    message:
      "hello I am a senior wife if the husband die the young wife say she will take the shop because the shop paper is in her name but I am the one who pay for it is she right",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I wish to formally separate from my husband, who has taken two further wives without my consent and moved them into the matrimonial home I contributed to. I would be grateful if your firm would represent me in the separation proceedings.",
    intent: "area:family",
  },
  { message: "Do your lawyers speak French? My co-wife is from Guinea and her English is limited.", intent: "knowledge:Languages spoken" },
  { message: "how do i contact una?", intent: "contact" },
  {
    message:
      "my daughter in law the third wife of my son police take her from the house this morning to the station at Lunsar they say she is the one who burn the store she is still there now please",
    intent: "urgent",
  },
  { message: "Wetin be di bus fare from Freetown go Kenema? I wan go visit mi husband im people", intent: "off-topic" },
  {
    message:
      "We got an arbitration award against my stepbrother over our father's trucks six months ago. He still hasn't paid a cent. We need help enforcing the award.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, I placed an order with a Freetown furniture maker for beds for my wives' rooms and paid 60 percent in advance. Four months later nothing has been delivered and he no longer picks my calls. Please act for me to recover the money.",
    intent: "area:contract",
  },
  { message: "who are d lawyers der? any of dem from Bo side?", intent: "team" },
  {
    message:
      "For the first meeting about my father's estate, should I bring the original death certificate and his will, or just copies? What else will you need?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Mi husband im broda de say me an mi pikin dem nor get rite fo stay na di compound because na im papa build am. Na true? Di law gi am rite fo drive we?",
    intent: "legal-question",
  },
  { message: "number pls", intent: "phone" },
  {
    message:
      "I am worried about my younger sister in Makeni. She is the third wife and her husband's family have locked her in a room for two days, saying she cannot leave until she gives back the bride price. She called me crying from a borrowed phone.",
    intent: "safety",
  },
  { message: "Could I book a consultation with Mohamed Conteh for Tuesday afternoon about the shipment my husband sent?", intent: "booking" },
  { message: "My stepson just joined a basketball team, how long is a basketball court?", intent: "off-topic" },
  { message: "Ok thank u", intent: "thanks" },
  { message: "bye, take care", intent: "goodbye" },
  { message: "Una office na Siaka Stevens Street? Which side, near wetin?", intent: "address" },
  { message: "Abeg una de do survey? Wi wan measure di lan wey mi papa leave fo all im wife dem before we share am", intent: "area:land" },
  {
    message:
      "my dad died in the US n my stepmother over there is refusing to send the death papers. we need to start the estate process here in freetown. pls help",
    intent: "area:family",
  },
  {
    message:
      "I want to press charges against my husband's younger brother. He forged my signature and withdrew money from the account of my tailoring business. I want him prosecuted.",
    intent: "area:criminal",
  },
  {
    message:
      "Our canoe capsized off Shenge with 40 baskets of fish belonging to a buyer. He is now demanding payment for everything lost. I need a lawyer for this boat matter.",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir, I intend to invest my savings from work in the United States in a guest house to be run by my two wives in Freetown. I require assistance with incorporating the company and registering the investment.",
    intent: "area:business",
  },
  { message: "Dem don carry mi mama go station jus now, police come wit land rover. Abeg help", intent: "urgent" },
  { message: "Una get neutral person fo settle quarrel between mi two wife dem ova di restaurant? Dem nor want court", intent: "area:arbitration" },
  {
    message:
      "My co-wife and I hired a man to drive our poda-poda on a written agreement that he brings 300 new Leones daily. For two months he has paid nothing and keeps the vehicle. We want the agreement enforced.",
    intent: "area:contract",
  },
  { message: "Wetin una de ep pipul wit?", intent: "services" },
  {
    message: "if my dad in america sends money 2 only 1 wife 4 d kids school, can d other wives take him 2 court? wat wil d judge say",
    intent: "legal-question",
  },
  { message: "Pls what is a good business plan for a cookery shop? Me and my mates want to start one", intent: "off-topic" },
  { message: "r u open on sundays?", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I write in great haste. My nephew, the son of my late brother's youngest widow, was arrested yesterday evening in Bo following a complaint by a relative over a motorbike. He has spent the night at the police post and has been neither charged nor released. I should be most grateful if a lawyer from your Bo office could attend today.",
    intent: "urgent",
  },
  {
    message:
      "Mi husband im uncle de try fo force me na night since mi husband travel. Im don tell me se if I talk, im go make dem drive me. I nor get weh fo go",
    intent: "safety",
  },
  { message: "I will send my papers by email. Which address?", intent: "email" },
  { message: "Can I park a car in front of your office on Siaka Stevens Street or is there a car park close by?", intent: "knowledge:Parking" },
  { message: "Good day, I need an appointment this week about my father's estate in Bo, whichever day suits your lawyer.", intent: "booking" },
  {
    message:
      "Last year my co-wife and I signed an agreement with a supplier for 300 bolts of cloth for our stall at Dove Cot. We paid in two parts through the bank. He delivered only 120 bolts and says the rest are stuck, yet we see him selling to other traders. We have the receipts and the signed paper. We want him to deliver or refund.",
    intent: "area:contract",
  },
  {
    message: "DEM DON HOLD MY MATE NA DOVE COT POLICE POST SINCE MORNING SAY SHE DE SELL NA WRONG PLACE DEM NOR GREE LEF AM HER BABY DE WIT ME CRYING",
    intent: "urgent",
  },
  { message: "Hi good morning, hope una well", intent: "greeting" },
  {
    message:
      "My father passed away in Freetown in March. He had three wives but only my mother had a marriage certificate. The other two wives have moved into the family house at Wilberforce and say that, by custom, it belongs to all of them. My mother is 68 and wants to stay there in peace. Under Sierra Leone law, who actually owns that house now?",
    intent: "legal-question",
  },
  {
    message: "My husband's brother is a magistrate and he wants me to bake a cake for his retirement party, any easy recipe for a big crowd?",
    intent: "off-topic",
  },
  { message: "Is the office open during Ramadan at normal hours?", intent: "hours" },
  { message: "Abeg una de ep fo get trade licence? Mi an mi husband im oda wife wan open provision shop na Lumley", intent: "area:business" },
  { message: "consultation fee 4 family matter?", intent: "knowledge:Fees" },
  {
    message: "please my son is threatening me with knife since his father travel he say the house is his and I must go he is outside my door now shouting",
    intent: "safety",
  },
  {
    message: "Need help with child maintenance. My kids' father lives in Germany with his other wife and stopped supporting our three children.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I am the registered owner of a fishing vessel operated by my wives out of Tombo. The vessel was damaged in a collision with a trawler in the harbour and the trawler's owners deny responsibility. I should be grateful if your chambers would act in the claim.",
    intent: "area:shipping",
  },
  { message: "How do I send money from America to Sierra Leone cheapest? My 3 wives keep complaining about the transfer fees", intent: "off-topic" },
  {
    message:
      "Wi don try family meeting, wi don try imam, di palava between mi mama an mi stepmama nor finish. Una get person wey go sidom settle am without court?",
    intent: "area:arbitration",
  },
  {
    message:
      "My brother called me at 3am London time to say the police in Makeni came for my stepmother's son and took him away in handcuffs. Someone in the family accused him of stealing the money from the rice farm. As far as we know he is still at the station and nobody has been allowed to see him. I am trying to arrange help from here.",
    intent: "urgent",
  },
  { message: "How many lawyers are in the Bo office and how many in Freetown?", intent: "team" },
  {
    message:
      "my stepmother reported my mother for theft last year. the police case was closed but now they say it will be reopened. my mom needs a criminal lawyer",
    intent: "area:criminal",
  },
  { message: "can a man legally hv 4 wives in SL or is it only by custom? my dad wants a 5th lol", intent: "legal-question" },
  { message: "I WAN MEET LAWYER MONDAY AFTERNOON FO MY SHOP PALAVA WIT MY HUSBAND FAMILY", intent: "booking" },
  {
    message:
      "My husband and I bought a house at Goderich in 2015 with my money from selling cloth, but the papers were done in his name. Now his brother is living there with his family and says he owns it. I want a lawyer to get the title put in my name and get him out.",
    intent: "area:land",
  },
  { message: "Which landmark is near your office?", intent: "address" },
  { message: "How I go fit reach una?", intent: "contact" },
  { message: "Police dem don lock mi husband na cell since Tuesday, say im nor pay di first wife im maintenance. Wi nor sabi wetin fo do", intent: "urgent" },
  { message: "How can I improve the appeal of my cookery shop so more people come in to eat?", intent: "off-topic" },
  {
    message:
      "Since my husband went to the States, his younger brother comes to the compound drunk at night and hammers on my door. Last week he broke the window and said next time he will come inside. My children are small. I am writing from my neighbour's house.",
    intent: "safety",
  },
  { message: "wat number cn I whatsapp u on", intent: "phone" },
  {
    message:
      "Dear Sirs, I wish to instruct you in the preparation of deeds of gift transferring portions of my compound at Bo to each of my three wives, together with the necessary survey plans. Kindly confirm that you undertake such conveyancing.",
    intent: "area:land",
  },
  { message: "Mi papa die lef will but di first wife pikin dem de hide am. Wi wan lawyer fo fight fo wi share na di estate", intent: "area:family" },
  { message: "Apart from court cases, what else does your firm do?", intent: "services" },
  { message: "Una lawyer dem de talk Temne? Mi grandma nor sabi Krio good", intent: "knowledge:Languages spoken" },
  { message: "abeg i get problem ooo", intent: "unknown" },
  { message: "I employed a builder 2 finish my 2nd wife's house, paid him half, he used d cement 4 another job. need lawyer", intent: "area:contract" },
  {
    message:
      "Dear Sir/Madam, the heirs of my late brother have agreed in principle to resolve the distribution of his rental properties by arbitration rather than litigation. We should be grateful if your firm would propose a neutral arbitrator and conduct the proceedings.",
    intent: "area:arbitration",
  },
  {
    message: "Mi husband don marry new wife an im say im go tek mi shop gi am. Di shop na mi own, I open am wit mi moni. Im get rite?",
    intent: "legal-question",
  },
  { message: "whats the best generator for a compound with 4 houses? one for all the wives", intent: "off-topic" },
  { message: "thanks ma, I appreciate", intent: "thanks" },
  {
    message:
      "Hi, I'd like to talk with a lawyer by phone this Friday about my mother's situation with my father's other wives. I'm in London. What slots are there?",
    intent: "booking",
  },
  {
    message:
      "My husband and his two brothers own a timber company together. He has been in America for ten years and the brothers have been running it without giving him any accounts. He has asked me, his first wife, to deal with it. We need a lawyer to look into the shareholding and get the accounts.",
    intent: "area:business",
  },
  {
    message: "Mi stepbroda don get court case fo fight. Police don release am since last week. Wi wan lawyer fo stand fo am na court",
    intent: "area:criminal",
  },
  { message: "Una de open early morning? I de come from Tombo fo mi container palava, di road long", intent: "hours" },
  { message: "parking?", intent: "knowledge:Parking" },
  {
    message:
      "Sir, I am informed that the police are at this moment at my late brother's compound in Bo with a warrant to arrest his eldest widow. Kindly send someone immediately.",
    intent: "urgent",
  },
  {
    message:
      "Mi goods dem wey mi husband send from America don de na port fo 2 month. Clearing agent don chop di moni. Abeg una fit help wi comot di container?",
    intent: "area:shipping",
  },
  { message: "u hv any woman partner?", intent: "team" },
  { message: "Could you give me your email and also the phone number? I prefer writing but sometimes I will call.", intent: "email", also: ["phone"] },
  { message: "Alright goodbye for now", intent: "goodbye" },
  { message: "Is there a free trial for DStv? my husband's wives fight over the remote every night", intent: "off-topic" },
  {
    message:
      "Dear Sir, my brother went to the United States in 2009 and nothing has been heard from him since 2014. His three wives wish to know whether they may now treat him as dead and share his property, and whether any of them may remarry without committing an offence. I should be grateful for your guidance.",
    intent: "legal-question",
  },
  { message: "MY CO WIFE BROTHER SEND MESSAGE SAY HE WILL POUR ACID ON ME IF I NO LEAVE THE SHOP", intent: "safety" },
  { message: "Book me with Adama Koroma pls, any day next week", intent: "booking" },
  { message: "dey jus took my stepmum frm d shop in police van, takin her 2 station now", intent: "urgent" },
  { message: "Na uswan lawyer dem de una office? Tell me dem name", intent: "team" },
  {
    message: "my husband is in America he say he divorce me by phone call is that a real divorce in Sierra Leone or I am still his wife",
    intent: "legal-question",
  },
  {
    message:
      "Mi husband im first wife don report me say I tif im gold chain. Dis morning police come na mi shop, dem carry me go. Now I de na station, na mi phone I de use. Dem say I go sleep ya. Abeg help me",
    intent: "urgent",
  },
  { message: "Our family compound needs a new water tank, how many litres for 3 wives and 11 children? we want one big container", intent: "off-topic" },
  {
    message: "Mi husband im boat engine spoil na sea, one man tow am go Pepel, now di tow man de ask big moni an hold di boat. Una de do boat case?",
    intent: "area:shipping",
  },
  { message: "Does Hawa Turay still work at the Bo office? what does she do", intent: "attorney:Hawa Turay" },
  {
    message:
      "My mother is the first of my father's three wives and has decided, at 60, that she wants out of the marriage. They married in church in 1983 and he later took the other wives under custom. She has asked me to find her a lawyer for the divorce, someone gentle, because she is very nervous about all this.",
    intent: "area:family",
  },
  { message: "Kindly inform me of your office hours, as I intend to call in person upon my arrival in Freetown.", intent: "hours" },
  {
    message:
      "I want my late husband's brother prosecuted. He burned down my kitchen in the compound. The police took my statement three weeks ago and have done nothing since.",
    intent: "area:criminal",
  },
  { message: "Is the first consultation free? I am a widow with 4 children", intent: "knowledge:Fees" },
  {
    message:
      "My stepson has a gun from his army days and he has told my children that if I don't sign the shop over to him he will use it. He sits in the compound all day watching us. I am afraid to sleep.",
    intent: "safety",
  },
  { message: "pls lawyer 4 land case. my dad's 2nd wife sold part of our compound wit fake papers", intent: "area:land" },
  {
    message:
      "Dear Sir/Madam, I should be obliged if you would arrange for me to consult Mr. Abdul Rahman Sesay on any morning in the week beginning the 14th, concerning the partition of family land. Yours faithfully.",
    intent: "booking",
  },
  { message: "How do I fix my Itel phone screen that went black? my co-wife dropped it", intent: "off-topic" },
  {
    message: "Mi an mi mate wan comot fo di partnership wit one man fo di bakery. Im de tek all di profit. Wi wan lawyer fo di business palava",
    intent: "area:business",
  },
  {
    message:
      "To whom it may concern: my uncle, the younger brother of my late father, was taken into custody by military police in Freetown yesterday over a quarrel at my father's compound. He has not been released and the family has had no access to him. I would be grateful for immediate assistance.",
    intent: "urgent",
  },
  { message: "my stepmum says since she is d senior wife she decides who gets d rooms in d compound. is dat true by law?", intent: "legal-question" },
  {
    message:
      "I sent my husband's nephew 12,000 dollars from the US to build a house for my wives in Lunsar, with a written agreement and a plan. Two years later there is only a foundation and he claims the money is finished. I want a lawyer to take action on the agreement.",
    intent: "area:contract",
  },
  { message: "cn u do mediation 4 family? my dad's wives fightin ova his pension", intent: "area:arbitration" },
  { message: "Weh una office de? Bo or Freetown?", intent: "address" },
  { message: "What's the best way to contact you?", intent: "contact" },
  { message: "MY HUSBAND BROTHER DEM BRING POLICE COME TAKE MY CO WIFE NOW NOW THEY ARE PUTTING HER IN THE VAN", intent: "urgent" },
  { message: "My stepsister's football club lost because of a bad referee. Can a team appeal a red card in the FA Cup?", intent: "off-topic" },
  { message: "abeg I wan lawyer fo mi marriage. Mi husband wan tek tird wife, I nor gree, I wan separate", intent: "area:family" },
  {
    message:
      "Dear Sir, I am a partner in a small fish export concern run by my wives in Tombo. A reefer container of frozen fish was rejected at the port of destination after the shipping line's refrigeration failed. I wish to pursue a cargo claim.",
    intent: "area:shipping",
  },
  { message: "tenki ooo, una try", intent: "thanks" },
  {
    message:
      "Mi papa get tri wife. Im don die. Im broda dem say na dem go share di tin dem, na so custom tan. Wi pikin dem nor get notin fo talk? Di law gri wit dem?",
    intent: "legal-question",
  },
  { message: "What phone number can I reach you on? Is it also on WhatsApp?", intent: "phone" },
  { message: "I speak only Krio and a little English, can I talk to the lawyer in Krio?", intent: "knowledge:Languages spoken" },
  {
    message: "Mi husband im big wife don tell mi pikin dem se dem go poison me. Since den I nor de eat na di compound. Two day now I de fil se dem de watch me",
    intent: "safety",
  },
  {
    message:
      "Dear Sirs, my late brother's company, of which his three widows are now the shareholders, has received a demand from the bank for repayment of a business loan. We require legal representation in respect of the loan and the company's affairs.",
    intent: "area:business",
  },
  { message: "my cousin got summons 2 appear in court 4 fightin my stepmum. not arrestd. he need defence lawyer", intent: "area:criminal" },
  { message: "cn i com in 2day 2 see a lawyer? bout my mum n d compound. n wat time u close", intent: "booking", also: ["hours"] },
  { message: "Is there anything I must prepare before seeing the lawyer? my husband is abroad so I only have photocopies", intent: "knowledge:What to bring" },
  { message: "hmm pls", intent: "unknown" },
  { message: "Which is cheaper, Brussels Airlines or Air Peace from Lagos to Freetown?", intent: "off-topic" },
  {
    message:
      "We are four children of different mothers and we inherited a rice mill. We signed an agreement last year that any dispute goes to an arbitrator. My half-brother has now taken the mill's keys and refuses to talk. We want to start the arbitration as agreed.",
    intent: "area:arbitration",
  },
  {
    message:
      "my sister in law is in police custody at Kabala since Saturday they say she is the one who take the money of the association please we need somebody now",
    intent: "urgent",
  },
  { message: "Landlord don tell we fo comot di house wey me an mi mate rent wit wi pikin dem. Im nor gi notice. Abeg help", intent: "area:land" },
  { message: "Do you do only lawsuits or also things like company papers and wills?", intent: "services" },
  { message: "Could you please share the firm's email so I can forward my uncle's letter?", intent: "email" },
  { message: "kushe kushe", intent: "greeting" },
  {
    message:
      "I gi one man moni fo bring me cement an zinc fo di new room wey wi de build fo di small wife. Im don chop di moni, im nor bring notin. Una fit ep me?",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, if my nephew's mother was never formally married to my late brother, can the boy still inherit equally with the children of the three wives? What is the position of the courts?",
    intent: "legal-question",
  },
  { message: "Please correct this sentence in my English homework: my father he have three wife and plenty pikin", intent: "off-topic" },
  { message: "I want to meet a lawyer next Tuesday at 11. I'll be coming with my father's second wife. Can you confirm?", intent: "booking" },
  { message: "wat time u close 2day", intent: "hours" },
  { message: "HE SAY IF I SHOW MY FACE AT THE MARKET AGAIN HE WILL CUT ME MY CO WIFE BROTHER I DEY HIDE FOR MY AUNTY", intent: "safety" },
  {
    message: "Abeg una, di soja dem hold mi husband im broda fo Kenema road block since tidey morning, dem say im nor get ID. Im still dey.",
    intent: "urgent",
  },
  { message: "what type of legal work una de do?", intent: "services" },
  {
    message:
      "My father has been in Maryland for fifteen years and his three wives have been managing the houses in Freetown. Now he wants to retire home and there is confusion about who owns what. He lands on the 3rd of next month. He asked me to book him a meeting with one of your senior lawyers the following week.",
    intent: "booking",
  },
  {
    message: "Dem don hol mi husband im pikin fo Lumley police since sateday nite. Im mama nor get moni. Dem nor carry am go court. Abeg ep am",
    intent: "urgent",
  },
  { message: "How do you bail water out of a canoe fast? our fishing canoe leaks every trip", intent: "off-topic" },
  { message: "if my dad neva registerd his marriage 2 my mum, r we still his legal kids 4 inheritance?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, I am instructed by my brother, presently resident abroad, to procure a lease of his shop premises at Bo to one of his wives for a term of fifteen years. I should be grateful if you would prepare the lease and attend to its registration.",
    intent: "area:land",
  },
  {
    message:
      "good evening my husband is away in america and his nephew come to the house last night with three boys they beat my co wife and say they will come back for me tonight because we refuse to give them the rent money I am in the house with the children and I don't know where to go",
    intent: "safety",
  },
  { message: "Opening hours of the Bo office?", intent: "hours" },
  {
    message: "Would you be so kind as to tell me how many advocates practise in your chambers, and whether any of them is resident at your Bo office?",
    intent: "team",
  },
  { message: "Abeg una de ep register business name? Mi an mi mate de sell smoke fish, wi wan name fo wi business", intent: "area:business" },
  {
    message: "Mi husband im oda wife don die, im lef tri pikin. Mi husband de na America, im wan make I tek dem as mi own pikin by law. Wetin wi fo do?",
    intent: "area:family",
  },
  { message: "stepbro arrestd at CID since monday, no charge yet, fam cant see him. need lawyer asap", intent: "urgent" },
  { message: "Suggest a catchy name for the restaurant my co-wife and I are opening in Lumley", intent: "off-topic" },
  {
    message:
      "My half-brother was arrested in 2021 and spent eight months on remand before being released on bail. The case has been adjourned so many times we lost count. His mother, my father's second wife, has been paying a lawyer who stopped coming. We want to move to your firm for his trial.",
    intent: "area:criminal",
  },
  {
    message:
      "my husband travel to England 10 years now he marry white woman there and he want to sell our house in Makeni to build there can he do that without my signature",
    intent: "legal-question",
  },
  { message: "my container of used clothes stuck at d quay, customs sayin wrong declaration. my husband sent it frm US. help", intent: "area:shipping" },
  {
    message:
      "Dear Sir, I lent my niece's husband money to buy a truck under a written agreement providing for monthly repayments. He has made two payments in a year. I wish to enforce the agreement.",
    intent: "area:contract",
  },
  {
    message: "Mi pikin dem an mi mate dem pikin de fight ova di shop. Wi wan settle am out of court, wit somebody wey nor side anybody.",
    intent: "area:arbitration",
  },
  { message: "do u accept payment in installments? 4 my mum's inheritance case", intent: "knowledge:Fees" },
  { message: "phone number?", intent: "phone" },
  { message: "Explain the penalty shootout rule, my stepsons are arguing about it since the match", intent: "off-topic" },
  {
    message: "Mi husband im family dem de kam na night, dem de knock mi door, dem de say dem go make mi lef dis wol. Mi nor sabi weh fo run",
    intent: "safety",
  },
  {
    message:
      "Dear Sirs, kindly advise whether a widow who has remarried retains any entitlement to occupy her late husband's family home, where his other widows remain in residence.",
    intent: "legal-question",
  },
  { message: "Abeg I wan sidom wit lawyer fo talk bout mi mama im property. Wenesday morning go fit?", intent: "booking" },
  { message: "Helo, good day", intent: "greeting" },
  {
    message:
      "Please treat this as urgent. My stepmother was arrested at Lungi airport this afternoon as she was about to board a flight to join my father in the US. Her brother-in-law accused her of taking family documents. She is being held by the airport police now.",
    intent: "urgent",
  },
  { message: "Di papa lef lan fo Kono, now all di wife dem pikin de quarrel ova di boundary. Wi wan lawyer fo stop di palava", intent: "area:land" },
  { message: "what does your firm do exactly? my uncle sent me the link", intent: "services" },
  { message: "what papers shd i bring for my mum's case? she has the marriage certificate n my dad's old letters", intent: "knowledge:What to bring" },
  { message: "Mi bin de wok fo mi husband im broda im shop, wi sign paper. Im don sack me jus so, im nor pay mi las tri mont.", intent: "area:contract" },
  { message: "Need your email to send scan of the will", intent: "email" },
  { message: "Thank you for your patience with all my questions", intent: "thanks" },
  { message: "how 2 add my 2 stepmoms as shareholders in my late dad's company? need lawyer", intent: "area:business" },
  { message: "What should I cook for Eid for a house of 20 people?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I have been appointed administrator of my late brother's estate, which must now be divided among his four widows and thirteen children. I require a lawyer to assist with the letters of administration and the distribution.",
    intent: "area:family",
  },
  { message: "I need lawyer for my co-wife. Police charged her for fighting at market, she is on bail now. Court on Friday.", intent: "area:criminal" },
  {
    message:
      "please my grandson is in the cell at Magburaka police since two days his uncle report him say he steal the goat they don't want to release him we are poor people",
    intent: "urgent",
  },
  {
    message:
      "I am writing quietly. My husband's brother moved into the house when my husband travelled and he has been forcing himself on me. He took my phone and only gives it back during the day. I want to get out with my daughter.",
    intent: "safety",
  },
  { message: "wen mi papa die, mi mama na im third wife. Di first wife say wi nor go get notin pas im own pikin. Na so di law de?", intent: "legal-question" },
  { message: "Is the office open on Good Friday or Easter Monday?", intent: "hours" },
  { message: "who is your senior partner and how many partners una get?", intent: "team" },
  {
    message:
      "Dear Sir, a mediation agreement signed by my late husband's children and widows in 2022 is being disregarded by two of them. The agreement provides for arbitration. We wish to commence proceedings and would be glad of your assistance.",
    intent: "area:arbitration",
  },
  { message: "Is it easy to find a spot for my car near your office? I'll come from Aberdeen", intent: "knowledge:Parking" },
  { message: "Please can I get a slot with Christiana Thomas before the end of the month?", intent: "booking" },
  { message: "Need a short speech for my co-wife's birthday, something about all her good deeds", intent: "off-topic" },
  {
    message: "Wi fishing boat wey mi husband im broda dem de use don go Guinea waters, dem seize am wit di catch. Una de handle vessel palava?",
    intent: "area:shipping",
  },
  { message: "hw do i get in touch wit u", intent: "contact" },
  { message: "THEY ARE HOLDING MY MOTHER AT CONGO CROSS POLICE RIGHT NOW HER CO WIFE SAY SHE STOLE HER PHONE", intent: "urgent" },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message:
      "Mi na Fanta. Mi husband im second wife im boy pikin, 19 year, dem catch am na wharf yesterday wit im friends dem. Navy soja dem carry dem go dem base. Since yesterday wi nor see am, dem nor gri fo lef am. Im mama de sick wit worry. Abeg una fit go dey?",
    intent: "urgent",
  },
  { message: "wat street is ur office on", intent: "address" },
  {
    message:
      "My grandmother raised me in my father's compound together with his other wives' children. When my father died, his brothers changed the locks on two of the rooms and rented them out. My stepmothers are too scared to complain. Are the brothers allowed to do this, and is that rent legally ours?",
    intent: "legal-question",
  },
  { message: "Who will be the judge on Sierra Leone's Got Talent this year? My stepdaughter is auditioning", intent: "off-topic" },
  { message: "Could you please confirm whether your chambers is open on Saturday mornings?", intent: "hours" },
  {
    message: "Mi husband lef di big shop na mi an di odas nem, bot di licence don expire an di council de threaten fo lock am. Una fit ep wi fo renew am?",
    intent: "area:business",
  },
  { message: "pls my stepbro said he will kill my mum 2nite bcos of d house. he is drinking outside nw. we r locked in d room", intent: "safety" },
  { message: "Can I bring my co-wife to interpret? She speaks only Fula. Or do you have someone?", intent: "knowledge:Languages spoken" },
  {
    message:
      "My husband is in the US and won't sign anything. I want a formal divorce so I can move on, and the other wife says she wants one too. Does your firm do divorces when the husband is abroad?",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, my son was detained at Bo police for four days last month and released without charge following a complaint by his father's second wife. He now wishes to pursue a claim for wrongful detention and the violation of his rights. I should be glad if you would act for him.",
    intent: "area:criminal",
  },
  {
    message:
      "my husband brother is at the police station in Bo since morning they are keeping him in the cell because the tenant of the family house complain please can a lawyer go",
    intent: "urgent",
  },
  { message: "cn i bk a consultation 4 nxt mon wit a lawyer? its bout my dad's wives n d house", intent: "booking" },
  { message: "Wetin time di first bus de comot Bo go Freetown?", intent: "off-topic" },
  {
    message:
      "Three of us wives pooled money to import a container of frozen chicken from Brazil. It reached the port late and the cold chain broke, so half the boxes were spoiled when customs opened it at Queen Elizabeth II Quay. The clearing agent blames the shipping line and the line blames the agent. We need a lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  { message: "Una get lawyer dem wey young an wey old? Mi wan know di name dem fo di lawyer dem", intent: "team" },
  {
    message:
      "Dear Sirs, I wish to purchase a plot adjoining our family compound in Bo so that my youngest wife may build. Kindly undertake the title search and conveyancing.",
    intent: "area:land",
  },
  { message: "Tell me about Christiana Thomas, is she a family lawyer?", intent: "attorney:Christiana Thomas" },
  { message: "my supplier took my money 4 50 bags of onions 4 d shop n neva delivered. i hv receipt. pls help", intent: "area:contract" },
  {
    message: "If mi husband nor cam back from America, wetin go happen to di shop wey na im name de pan? Di oda wife dem go fit tek am?",
    intent: "legal-question",
  },
  { message: "please i want ask something", intent: "unknown" },
  { message: "Una de do all kin case? Lan, family, business?", intent: "services" },
  {
    message:
      "Our family elders recommended arbitration for the fight between my mother and my father's younger wife over the restaurant. We want a neutral arbitrator. Can your chambers arrange it?",
    intent: "area:arbitration",
  },
  { message: "how to stop small pikin dem from fighting all day? my co-wife children and mine always fight", intent: "off-topic" },
  { message: "my dad just got arrestd at d airport on arrival frm US!! his brothers reportd him. hes wit d police at Lungi nw", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my sister-in-law, the youngest widow of my late brother, who has received repeated threats from members of the family that she will be harmed unless she surrenders her children to them. She is presently sheltering with us in Bo and fears to leave the house.",
    intent: "safety",
  },
  { message: "Good morning sir/madam", intent: "greeting" },
  {
    message: "Mi co-wife don tek di moni wey wi de save togeda fo osusu, she run go Guinea. I wan report am make police arrest am an carry am go court.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, a catering company was engaged under a signed agreement to provide food for the 40-day prayers of my late brother. It took a substantial deposit and failed to appear on the day. I wish to recover the deposit and damages.",
    intent: "area:contract",
  },
  { message: "Wusai I go park mi moto wen I de cam una office?", intent: "knowledge:Parking" },
  { message: "tenki fo di ansa", intent: "thanks" },
  {
    message:
      "Mi an mi mate dem don gri fo cam togeda fo talk to lawyer bout wi husband im property. Wi de tri. Una fit gi wi time dis week? Na afternoon betteh fo we becos wi de sell morning. An wetin wi fo bring?",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "d first wife's son says he is d heir and can sell d compound. do d rest of us hv any say by law?", intent: "legal-question" },
  {
    message:
      "Dear Sir, in preparation for my consultation next week concerning my late brother's estate, kindly let me know which documents I ought to assemble.",
    intent: "knowledge:What to bring",
  },
  { message: "Mi wan get custody fo mi pikin dem. Dem papa don go America, now im mama an im broda dem wan tek di pikin dem go Bo.", intent: "area:family" },
  { message: "I'd like an overview of what legal services you provide.", intent: "services" },
  { message: "till what time una de open tideh?", intent: "hours" },
  { message: "POLICE DON TIE MY HUSBAND BROTHER FOR MY SHOP NOW DEM SAY HE BEAT HIM WIFE DEM DE CARRY AM GO", intent: "urgent" },
  { message: "Abeg how much e cost fo ship one barrel from Maryland to Freetown?", intent: "off-topic" },
  { message: "my late dad's tenants in d compound stopped payin rent. my stepmum n mum want 2 evict. need lawyer", intent: "area:land" },
  {
    message:
      "Dear Sir, my two wives operate a registered cookery business which has obtained a bank loan for expansion. The bank now alleges a breach of the loan covenants. I require your assistance in dealing with the bank.",
    intent: "area:business",
  },
  { message: "Mi husband im first wife pikin dem de tell me se dem go bon di shop wit me inside. Las nite dem pour kerosene near mi door.", intent: "safety" },
  {
    message: "Wi boat dem de na Tombo. One big ship bam wan pan wi canoe na sea, di canoe don sink wit all wi net. Abeg una de do dis kin case?",
    intent: "area:shipping",
  },
  { message: "my co wife say when our husband die the one who give him first son will take everything is that true in the law", intent: "legal-question" },
  { message: "I want to ring you, what number?", intent: "phone" },
  { message: "If I want to reach una from Bo, how?", intent: "contact" },
  { message: "See you later, bye", intent: "goodbye" },
  { message: "we hv an award frm arbitration vs my uncle 4 d family shop, he refusin 2 comply. cn u enforce it?", intent: "area:arbitration" },
  { message: "wetin be di meaning of polygamy? na fo mi school assignment", intent: "off-topic" },
  {
    message:
      "My aunt, my father's second wife, has been held at Kenema police since Wednesday over the market stall dispute. We were told she will be transferred to the prison tomorrow. Please help us.",
    intent: "urgent",
  },
  {
    message:
      "I am not safe here. My husband's sons from his first wife told me last night that I will not live to see him come back from the States. They have been sharpening machetes in front of my room.",
    intent: "safety",
  },
  { message: "Is it possible to see Ibrahim Jalloh about my shipping case this week?", intent: "booking" },
];
