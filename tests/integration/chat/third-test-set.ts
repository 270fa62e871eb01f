import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

export const THIRD_TEST_SET: LabelledMessage[] = [
  // ── urgent ──
  {
    message: "police just arrested my husband at his shop in Kissy, please what do I do",
    intent: "urgent",
  },
  {
    message: "abeg una help, polis don hol mi pikin na Kissy station since yestade",
    intent: "urgent",
  },
  {
    message: "my son was picked up by CID this morning and they will not let us see him",
    intent: "urgent",
  },
  {
    message: "pls my bro dey lock up na Eastern police 2 days now nobody tel us wat he do",
    intent: "urgent",
  },
  {
    message: "Police are at my door right now with a paper, they want to take me. Help",
    intent: "urgent",
  },
  { message: "POLICE DEY NA MI DOOR NOW NOW", intent: "urgent" },
  {
    message: "my wife hsband... sorry my husbnd was arestd last nite at Lumley junction they hav him in cell",
    intent: "urgent",
  },
  {
    message:
      "Good evening. I run a small provisions shop in Waterloo and for the past months I have been having trouble with a man who says I owe him money for goods. I showed him the receipts. Today he came with two policemen and they took my younger brother who was minding the shop to the station and he is still there now. What can be done?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I write to urgently request legal representation for my nephew, Mr. Alhaji Kargbo, who was detained at the Central Police Station, Freetown, on the evening of Monday and remains in custody without charge. Kindly advise on the next steps at your earliest convenience. Yours faithfully, S. Kargbo",
    intent: "urgent",
  },
  {
    message: "they took my dad to pademba road, he is on remand, we need a lawyer today",
    intent: "urgent",
  },
  {
    message: "me broda dem ketch am na checkpoint Waterloo, dem carry am go station, e nor get money for bail",
    intent: "urgent",
  },
  {
    message: "hi my cousin was detained at the airport in Lungi by immigration police, still there",
    intent: "urgent",
  },
  {
    message: "urgnt pls my mum is in police custdy in Bo since friday",
    intent: "urgent",
  },
  {
    message:
      "Hello, I'm writing from Manchester. My younger sister in Freetown has just called me crying, the police came to her house in Wellington and took her husband away an hour ago. I don't know anything about how things work there now. Can your firm go to the station for us? I can pay from here.",
    intent: "urgent",
  },
  {
    message: "Is anyone there? Officers are outside the gate asking for my son",
    intent: "urgent",
  },
  {
    message: "my workers were arrested at the wharf this afternoon and are being held at the port police post. I need someone there now",
    intent: "urgent",
  },
  {
    message: "wetin a go do, polis don tek mi man comot na os dis morning",
    intent: "urgent",
  },
  {
    message: "my friend got arrested during the protest in Makeni and is still locked up",
    intent: "urgent",
  },
  {
    message:
      "hello i want to ask about your fees for land matters. also my uncle was arrested yesterday in kenema and is still at the station so if you can help with that first",
    intent: "urgent",
  },
  {
    message: "They are holding my son at Congo Cross police station, he is only 16",
    intent: "urgent",
  },
  {
    message: "i am at the station now they say i cannot go home until i pay, can a lawyer come",
    intent: "urgent",
  },
  {
    message: "me pa dem arres am ova lan palaver, e dey na cell na Waterloo, abeg",
    intent: "urgent",
  },
  {
    message: "Sir, my boat crew was taken by the navy near Tombo last night and we have not seen them since, they are holding them at the base",
    intent: "urgent",
  },
  {
    message: "police detained my daughter in law at Ross Road station",
    intent: "urgent",
  },
  {
    message: "My brother has been in detention for 5 days at the CID headquarters with no charge. Is this allowed? We need help to get him out",
    intent: "urgent",
  },
  { message: "bro arrstd 2day need lawyr asap", intent: "urgent" },
  {
    message:
      "Good day. We are a family from Kenema. Since last year there has been a dispute over our grandfather's farmland with another family in the chiefdom. Several meetings with the chief did not help. On Sunday the other family brought the police and four of our young men were taken. They are still held at the Kenema police station and their mothers are crying. Please advise what we can do.",
    intent: "urgent",
  },
  {
    message: "my husband was arrested at work and they took his phone, we don't know where he is being kept",
    intent: "urgent",
  },
  {
    message: "Police came with a warrant and took my boss away, the staff are all afraid, who can come to the station",
    intent: "urgent",
  },
  {
    message: "dem don lock mi pikin papa na prison, e nor go court yet",
    intent: "urgent",
  },
  {
    message: "I have been held at the police station since morning, they gave me one phone call and I am using it to message you",
    intent: "urgent",
  },
  { message: "hw do i get my son out of police cell tonite", intent: "urgent" },
  {
    message: "polis cam na mi os now dem wan arres me for debt",
    intent: "urgent",
  },
  {
    message:
      "To whom it may concern, I wish to report that my client's driver was arrested at Queen Elizabeth II Quay this morning and is currently detained by the port authorities. We require a criminal lawyer to attend immediately.",
    intent: "urgent",
  },
  {
    message: "my okada rider was arrested with the bike at Lumley, still at the station",
    intent: "urgent",
  },
  {
    message:
      "i'm a student at FBC. last night there was a fight near the hostel and the police came and took three of us including my roommate. i was released this morning but he is still held at Brookfields. please can someone help him",
    intent: "urgent",
  },
  {
    message: "MY HUSBAND HAS BEEN TAKEN BY THE POLICE PLEASE HELP",
    intent: "urgent",
  },
  {
    message: "abeg, mi sista dem tek am go station wit im bebi, dem nor wan release am",
    intent: "urgent",
  },
  {
    message: "my father is old and sick and the police have been holding him since Tuesday over a land quarrel, he needs his medicine",
    intent: "urgent",
  },
  {
    message: "hello pls my son is on remand at pademba rd prison 3 wks already, no lawyer, can u take the case",
    intent: "urgent",
  },

  // ── safety ──
  {
    message: "my husband is beating me right now, I locked myself in the bathroom",
    intent: "safety",
  },
  {
    message: "mi man dey bit me evri nyt, a fred for mi layf",
    intent: "safety",
  },
  {
    message: "my landlord said he will kill me if I don't leave tonight, he has a cutlass",
    intent: "safety",
  },
  {
    message: "I am afraid for my life, my ex keeps coming to my house at night threatening me",
    intent: "safety",
  },
  {
    message: "someone is following me and sent me messages that they will hurt my children",
    intent: "safety",
  },
  {
    message: "pls help my stepfather is abusing my little sister and she is scared to tell anyone",
    intent: "safety",
  },
  {
    message: "i wz rapd last wk by a man in my area and he keep threatening me not to talk",
    intent: "safety",
  },
  {
    message: "Help, my neighbour's husband is beating her outside now and nobody is stopping him",
    intent: "safety",
  },
  {
    message: "dem don tretin fo bon mi os becos of di lan case",
    intent: "safety",
  },
  {
    message:
      "I ran from my husband's house with my two children last night after he beat me with a belt. We are hiding at my friend's place in Wellington and he is calling saying he will find us. What should I do?",
    intent: "safety",
  },
  {
    message: "my boss touches me and says if I tell anyone he will make me disappear, I am scared to go back to work",
    intent: "safety",
  },
  {
    message: "they beat me up at the market and said they will come back for me tonight",
    intent: "safety",
  },
  {
    message:
      "I'm in the UK and my mother in Bo just told me her brothers beat her and are threatening her because she won't give up my late father's house. She's hiding in a neighbour's room now. Please tell me what I can do from here to keep her safe.",
    intent: "safety",
  },
  { message: "a nor safe na mi os, mi uncle dey abuse mi", intent: "safety" },
  {
    message: "my daughter is 14 and a grown man is forcing her to be with him, the family is pressuring her",
    intent: "safety",
  },
  {
    message: "wife beaten badly, bleeding, he is still in the house",
    intent: "safety",
  },
  {
    message:
      "Dear Madam, I am writing because I fear for my safety. My former business partner has sent men to my home twice this week to threaten me with violence over money he says I owe. I have not reported it yet. Please advise urgently.",
    intent: "safety",
  },
  {
    message: "im scard he will kill me hes drunk and breaking things",
    intent: "safety",
  },
  {
    message: "people in the village are threatening my grandmother and calling her a witch, they said they will burn her",
    intent: "safety",
  },
  {
    message: "my brother in law hit me with a stick and says next time he will finish me",
    intent: "safety",
  },
  {
    message: "abeg help, mi hasban dey knak mi and mi pikin dem, we nor get usai fo go",
    intent: "safety",
  },
  {
    message: "I'm being blackmailed and threatened with a gun by a man who says I must pay him",
    intent: "safety",
  },
  {
    message: "my girlfriend's family are beating her for dating me and have locked her in a room",
    intent: "safety",
  },
  {
    message: "he said he will pour acid on my face if I leave him",
    intent: "safety",
  },
  {
    message: "i was sexually assaulted by my teacher and i dont know who to tell, im afraid of him",
    intent: "safety",
  },

  // ── legal-question ──
  {
    message: "can I get custody of my children if I am not working right now?",
    intent: "legal-question",
  },
  {
    message: "is it legal for my landlord to throw my things out without a court order?",
    intent: "legal-question",
  },
  {
    message: "how many years in prison for stealing a phone in Sierra Leone",
    intent: "legal-question",
  },
  {
    message: "will i win if i take my employer to court for not paying 4 months salary",
    intent: "legal-question",
  },
  {
    message: "my uncle wants me to sign a paper giving him my share of family land, should I sign it?",
    intent: "legal-question",
  },
  {
    message: "wetin di law say if man nor pay im pikin moni evri mont",
    intent: "legal-question",
  },
  {
    message: "do i hav a case against the man who sold me land that was already sold to someone else",
    intent: "legal-question",
  },
  {
    message: "What will the court award me if my husband divorces me after 20 years of marriage?",
    intent: "legal-question",
  },
  {
    message: "Can my wife take the house if we divorce, it is in my name",
    intent: "legal-question",
  },
  {
    message: "I was wondering whether a verbal agreement is binding in Sierra Leone if there were witnesses but nothing written",
    intent: "legal-question",
  },
  {
    message:
      "My father died without a will. He had three wives and children from each. Under the law who gets the house in Bo and who gets the farm in the chiefdom? My older half brother says everything is his because he is the first son. Is that what the law says?",
    intent: "legal-question",
  },
  {
    message: "is it against the law for my boss to sack me because I am pregnant",
    intent: "legal-question",
  },
  {
    message: "if I signed a contract but didnt read it can I still be held to it",
    intent: "legal-question",
  },
  {
    message: "abeg, if polis ketch man wit small jamba, ow mos yia dem go gi am?",
    intent: "legal-question",
  },
  {
    message: "how long does a landlord have to give a tenant notice before he can evict them legally",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, I would be grateful for your opinion on whether a foreign national may lawfully own freehold land in the Western Area, as I am considering a purchase with my Lebanese business partner.",
    intent: "legal-question",
  },
  {
    message: "my shipment was damaged at sea, is the shipping line legally liable or is it the insurance",
    intent: "legal-question",
  },
  {
    message: "wat r my chances of gettin bail 4 fraud charge",
    intent: "legal-question",
  },
  {
    message: "Can a woman inherit her husband's property under customary law here?",
    intent: "legal-question",
  },
  {
    message: "I lent my friend 10 million leones and he refuses to pay. If I sue him, will the court make him pay interest too?",
    intent: "legal-question",
  },
  {
    message: "is a marriage done only in church valid without registering it at the council",
    intent: "legal-question",
  },
  {
    message: "my business partner wants to leave the company, can he take his shares and the customers with him?",
    intent: "legal-question",
  },
  {
    message: "if we go to arbitration is the decision final or can I still go to the high court after",
    intent: "legal-question",
  },
  {
    message: "can dem sak mi jos so wit no notis afta 8 yia wok?",
    intent: "legal-question",
  },
  {
    message:
      "My employer gave me a new contract with a non-compete clause saying I can't work in Freetown for 3 years after leaving. Should I sign it, and is that even enforceable?",
    intent: "legal-question",
  },

  // ── off-topic ──
  {
    message: "write a poem about a lawyer who falls in love",
    intent: "off-topic",
  },
  {
    message: "what is the price of a plot in Goderich these days",
    intent: "off-topic",
  },
  {
    message: "where can I buy court shoes for my wedding in Freetown",
    intent: "off-topic",
  },
  {
    message: "any rumours about East End Lions contract with the new striker?",
    intent: "off-topic",
  },
  {
    message: "help me with my homework: explain photosynthesis in simple words",
    intent: "off-topic",
  },
  { message: "how do I cook cassava leaf with palm oil", intent: "off-topic" },
  { message: "will it rain in Freetown tomorrow", intent: "off-topic" },
  {
    message: "cheapest flight from Freetown to London in December?",
    intent: "off-topic",
  },
  { message: "my laptop is very slow, how do I fix it", intent: "off-topic" },
  { message: "write a speech for my sister's wedding", intent: "off-topic" },
  { message: "tell me a joke about judges", intent: "off-topic" },
  { message: "who won the Champions League last year", intent: "off-topic" },
  {
    message: "usai na di bes ples fo bay fresh fish na Tombo",
    intent: "off-topic",
  },
  {
    message: "how much is a bag of rice in Kissy market now",
    intent: "off-topic",
  },
  {
    message: "can u write my essay on the causes of the civil war, 500 words",
    intent: "off-topic",
  },
  { message: "what is the capital of Ghana", intent: "off-topic" },
  {
    message: "recommend a good series like Suits to watch on Netflix",
    intent: "off-topic",
  },
  {
    message: "how many containers fit on the biggest ship in the world",
    intent: "off-topic",
  },
  { message: "what time does the ferry leave for Lungi", intent: "off-topic" },
  {
    message: "my WhatsApp is not sending pictures, pls help",
    intent: "off-topic",
  },
  { message: "hw mch 2 rent keke per day in makeni", intent: "off-topic" },
  { message: "give me a recipe for groundnut soup", intent: "off-topic" },
  {
    message: "which university is best to study law in Ghana or Nigeria",
    intent: "off-topic",
  },
  {
    message: "write a short story about a judge and a thief for my English class",
    intent: "off-topic",
  },
  {
    message: "how much cement do I need to build a 3 bedroom house",
    intent: "off-topic",
  },
  {
    message: "what is the exchange rate of pounds to leones today",
    intent: "off-topic",
  },
  {
    message: "is Bureh Beach good for swimming this time of year",
    intent: "off-topic",
  },
  { message: "translate 'good morning' into Mende", intent: "off-topic" },
  {
    message: "who is the president of the bar association football team lol, do they play on Saturday",
    intent: "off-topic",
  },
  { message: "how do i reset my Orange money pin", intent: "off-topic" },
  { message: "solve 3x + 7 = 22", intent: "off-topic" },
  { message: "best hotel in Aberdeen for a honeymoon", intent: "off-topic" },
  {
    message: "abeg tel mi one fine song fo mi gyal birthday",
    intent: "off-topic",
  },
  {
    message:
      "Dear Sir, I am writing to enquire about the availability of office furniture for sale, specifically desks and filing cabinets. Kindly send your price list.",
    intent: "off-topic",
  },
  { message: "what are the symptoms of malaria", intent: "off-topic" },

  // ── area:family ──
  { message: "I need help with a divorce", intent: "area:family" },
  {
    message: "cstody of my kids, my ex took them to Bo without telling me, need help",
    intent: "area:family",
  },
  {
    message: "mi man nor de gi moni fo di pikin dem skul fees, a wan lawyer fo dis",
    intent: "area:family",
  },
  {
    message:
      "Good afternoon. I married my wife in 2012 at the Freetown City Council. We have two children. For the past three years she has lived in the US and we barely speak. She has now told me she has a new partner there. I would like to end the marriage properly and make sure I keep the children, who live with me in Lumley. Can your firm handle this?",
    intent: "area:family",
  },
  { message: "adoption of my late sister's child", intent: "area:family" },
  {
    message: "we want to adopt a baby from an orphanage in Makeni, we live in Birmingham. who can help us with the process",
    intent: "area:family",
  },
  { message: "divorce?", intent: "area:family" },
  {
    message: "my hsband left 2 yrs ago nevr sends maintnance for the childrn, i want him to pay",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I write to enquire whether your chambers can assist with the registration of a customary marriage and the subsequent change of name on official documents. I look forward to your response.",
    intent: "area:family",
  },
  {
    message:
      "my father died and his brothers have taken over everything, the house, the car, the money in the bank, and told my mother to go back to her village. we need help with the inheritance",
    intent: "area:family",
  },
  { message: "i wan divos mi wef, e don lef di os", intent: "area:family" },
  {
    message: "My daughter is 17 and wants to marry a man in Guinea. I am her father and I do not agree. I need advice from a family lawyer",
    intent: "area:family",
  },
  { message: "need hlp wth child supprt case pls", intent: "area:family" },
  {
    message:
      "Hi, I'm a Sierra Leonean living in London. I got married in Freetown in 2015 but we separated years ago and I now want to remarry here in the UK. I'm told I need a divorce in Sierra Leone first. Can you handle that while I'm abroad?",
    intent: "area:family",
  },
  {
    message: "mi granpa dai, im pikin dem de fet ova im propati, we wan lawyer fo shia am fayn",
    intent: "area:family",
  },
  {
    message: "My ex-wife won't let me see my son at all. I pay every month. I want visiting rights sorted out properly",
    intent: "area:family",
  },
  {
    message: "probate for my mother's estate, she left a will",
    intent: "area:family",
  },
  {
    message: "i want to marry my fiance from Nigeria here in freetown, what papers and who can do the legal side",
    intent: "area:family",
  },
  {
    message:
      "Hello. I am writing for my mother. She was married under customary law for 30 years. My father has now taken a young second wife and wants my mother out of the house they built together in Kissy. She has nowhere to go and he stopped giving her anything for food. We want to fight this properly.",
    intent: "area:family",
  },
  { message: "family matter - separation and custody", intent: "area:family" },

  // ── area:business ──
  { message: "I want to register a company", intent: "area:business" },
  {
    message: "hw 2 regstr my biznes at CAC... sorry OARG, need lawyr to do it",
    intent: "area:business",
  },
  {
    message: "a wan open company fo mi shop, abeg una fo help mi wit di paper dem",
    intent: "area:business",
  },
  {
    message:
      "We are a UK-based NGO planning to set up a social enterprise in Freetown. We need help with incorporation, the board structure and tax registration.",
    intent: "area:business",
  },
  { message: "business licence for a pharmacy in Bo", intent: "area:business" },
  {
    message:
      "my partner and I started a transport business with 5 kekes, now we are fighting over the money and I want a proper partnership agreement drawn up",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir/Madam, Our company is seeking a bank loan of USD 500,000 to expand our operations and the bank requires legal review of the security documents. Kindly let us know whether your chambers can act for us.",
    intent: "area:business",
  },
  {
    message: "need shareholders agreement for new company urgent, in a hurry, can u do this week",
    intent: "area:business",
  },
  {
    message: "corporate governance advice for our board",
    intent: "area:business",
  },
  {
    message:
      "I have been selling phones at Guard Street for 6 years. Now I want to import directly from Dubai and open a proper company with a bank account and a name. My friend says I need a lawyer for the registration and the memorandum. That is why I am here.",
    intent: "area:business",
  },
  {
    message: "mi biznes nem, a wan rejista am, ow una go help",
    intent: "area:business",
  },
  {
    message: "We want to convert our sole proprietorship into a limited liability company",
    intent: "area:business",
  },
  {
    message: "compliance help - annual returns to the registrar are late for 3 years",
    intent: "area:business",
  },
  {
    message: "bank is threatening to call in our overdraft facility, need a business lawyer to deal with them",
    intent: "area:business",
  },
  {
    message: "i want 2 start a mobile money agent biznes, wat licnse n who can help me get it",
    intent: "area:business",
  },
  {
    message: "foreign investor here, looking for legal assistance to set up a mining services company in Sierra Leone",
    intent: "area:business",
  },
  { message: "BUSINESS REGISTRATION", intent: "area:business" },
  {
    message:
      "my cousin and I own a bakery in Waterloo 50/50 but he now wants to bring in his wife as a director without asking me. I need a lawyer to look at how the company is run",
    intent: "area:business",
  },
  {
    message: "do you do microfinance licensing with the Bank of Sierra Leone",
    intent: "area:business",
  },
  {
    message: "we r merging 2 small companies and need the legal paperwork",
    intent: "area:business",
  },

  // ── area:shipping ──
  {
    message: "my container is stuck at the port for 3 weeks",
    intent: "area:shipping",
  },
  {
    message: "cargo dispute with shipping line, goods damaged on arrival",
    intent: "area:shipping",
  },
  {
    message: "mi kontena dey na kway, customs nor wan release am, a don pay evri ting",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, Our vessel MV Kambia Star was detained at Queen Elizabeth II Quay following a collision with a pilot boat. We require urgent advice on the maritime claim being brought against the owners.",
    intent: "area:shipping",
  },
  {
    message: "freight forwarder lost 2 of my 20ft containers",
    intent: "area:shipping",
  },
  {
    message:
      "I own two fishing boats in Tombo. A foreign trawler ran over our nets last month and destroyed them, and we know the name of the ship. The fisheries people say it is not their matter. We want the owners of that ship to pay for what they did.",
    intent: "area:shipping",
  },
  {
    message: "demurrage charges r crazy, port sayin i owe 40 mill, cntainer delayed bcos of their mistake",
    intent: "area:shipping",
  },
  {
    message: "customs seized my imported car at the port and wants a fine I think is wrong",
    intent: "area:shipping",
  },
  {
    message: "we need a maritime lawyer for a ship arrest",
    intent: "area:shipping",
  },
  { message: "shiping law", intent: "area:shipping" },
  {
    message:
      "I sent a container of personal effects from London to Freetown in August. The shipping company says it arrived but the clearing agent says half the items are missing and the seal was broken. Who do I go after and can you help?",
    intent: "area:shipping",
  },
  {
    message: "mi bot dem sez am na sea, di navy se mi nor get lisens, a wan lawyer fo di bot",
    intent: "area:shipping",
  },
  {
    message: "bill of lading problem, the consignee name is wrong and the agent won't release goods",
    intent: "area:shipping",
  },
  {
    message: "our cargo of rice got wet in the hold, the insurer is refusing the claim",
    intent: "area:shipping",
  },
  {
    message: "need help with port clearance and customs duty dispute",
    intent: "area:shipping",
  },
  {
    message: "crew of our vessel have not been paid and want to arrest the ship, we are the owners",
    intent: "area:shipping",
  },
  {
    message: "charter party dispute with vessel owner over late delivery",
    intent: "area:shipping",
  },
  {
    message: "a fisherman here in tombo, my canoe was hit by a cargo boat near the wharf and sank with the engine. who will pay",
    intent: "area:shipping",
  },
  {
    message: "salvage claim after we towed a ship that ran aground near Kissy dockyard",
    intent: "area:shipping",
  },
  {
    message: "my goods from China r stuck in transshipment in Abidjan, the shipper not answering",
    intent: "area:shipping",
  },

  // ── area:land ──
  { message: "land dispute", intent: "area:land" },
  {
    message: "my landlord wants to evict me but I paid rent for 2 years in advance",
    intent: "area:land",
  },
  {
    message: "sum1 dey build na mi lan na Waterloo, a get mi papa dem",
    intent: "area:land",
  },
  {
    message: "I want to buy a house in Hill Station and need a lawyer for the conveyancing",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, I write on behalf of my late father's family regarding a parcel of family land at Regent which has been encroached upon by a neighbour who has erected a fence. We seek your assistance in resolving the boundary and protecting our title.",
    intent: "area:land",
  },
  {
    message: "tittle deed for my plot lost in the fire, how to get new one",
    intent: "area:land",
  },
  { message: "landd evction prblm pls hlp", intent: "area:land" },
  {
    message:
      "Hello, I'm in the UK. In 2019 I sent money to my cousin to buy land for me in Goderich. He says he bought it but every time I ask for the documents he gives excuses. Last month someone else started building on the land and says he bought it from the same seller. I need a lawyer there to sort this out.",
    intent: "area:land",
  },
  {
    message: "wan sell mi os na Kissy, wetin a nid fo du am proper",
    intent: "area:land",
  },
  {
    message: "the boundary between my plot and my neighbour's is wrong on the survey plan",
    intent: "area:land",
  },
  {
    message: "tenant not paying rent 8 months and refusing to leave my property in Lumley",
    intent: "area:land",
  },
  {
    message: "my grandfather's family land in the chiefdom is being sold by one uncle without the rest of the family agreeing",
    intent: "area:land",
  },
  {
    message: "help me check if a land is genuine before i buy, the seller has a conveyance but i dont trust it",
    intent: "area:land",
  },
  {
    message:
      "Good morning I am old man I buy my land 1985 Wellington now goverment people say is state land and they put red X on my house. I want lawyer to help me keep my house",
    intent: "area:land",
  },
  { message: "lease agreement for a shop in Congo Cross", intent: "area:land" },
  {
    message: "landlord don lock mi shop bikos a lat pay one mont",
    intent: "area:land",
  },
  {
    message: "We are a church in Makeni and we want to register the land a member donated to us in 2010",
    intent: "area:land",
  },
  {
    message: "pls i need survey n site plan sorted for my plot in Tokeh, the surveyor disappeared with my money",
    intent: "area:land",
  },
  {
    message: "my siblings and I keep quarrelling over which part of the family land in Hastings belongs to who, need a land lawyer",
    intent: "area:land",
  },
  {
    message: "REAL ESTATE LAWYER NEEDED FOR PURCHASE OF APARTMENT",
    intent: "area:land",
  },

  // ── area:arbitration ──
  {
    message: "we want to settle a dispute with our supplier without going to court",
    intent: "area:arbitration",
  },
  { message: "do you do mediation", intent: "area:arbitration" },
  {
    message: "need a neutral mediator for a business quarrel between me and my partner",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir/Madam, Our contract with a Chinese construction firm contains an arbitration clause. A dispute has now arisen over payment for phase two of the project. We wish to commence arbitration proceedings and would like to instruct your chambers.",
    intent: "area:arbitration",
  },
  { message: "arbitraton", intent: "area:arbitration" },
  {
    message: "mi en mi padi get palaver ova biznes moni, wi nor wan go kot, wi wan pesin fo set am",
    intent: "area:arbitration",
  },
  {
    message:
      "we have been arguing with the company that built our hotel in Aberdeen for over a year about defects. The contract says disputes go to arbitration in Freetown. Our general manager asked me to find a firm that does this kind of thing.",
    intent: "area:arbitration",
  },
  { message: "out of court settlement help pls", intent: "area:arbitration" },
  {
    message: "can ur firm mediate btw me n my landlord... actually its a commercial lease for my warehouse, we just want someone neutral",
    intent: "area:arbitration",
  },
  {
    message: "we received an arbitral award from London and want to enforce it in Sierra Leone",
    intent: "area:arbitration",
  },
  {
    message: "ADR services for a mining company dispute",
    intent: "area:arbitration",
  },
  {
    message: "two families in our business association are in a fight over a joint shop and the association wants a mediator",
    intent: "area:arbitration",
  },
  {
    message:
      "I'm a director of a small logistics firm. A client owes us and we would rather sit down with a mediator than spend years in the High Court. Is that something you arrange?",
    intent: "area:arbitration",
  },
  {
    message: "need arbitrator for construction dispute",
    intent: "area:arbitration",
  },
  {
    message: "abeg una get pesin we go mediat betwin mi en di kompani?",
    intent: "area:arbitration",
  },
  {
    message: "commercial dispute resolution out of court",
    intent: "area:arbitration",
  },
  {
    message: "we want to challenge an arbitration award that we think was unfair",
    intent: "area:arbitration",
  },
  {
    message: "looking for help with a negotiation and settlement with our former joint venture partner",
    intent: "area:arbitration",
  },
  { message: "medation 4 biznes dispute", intent: "area:arbitration" },
  {
    message:
      "My company and a supplier from Guinea disagree on quality of the goods. Both sides agreed to use mediation. We need your firm to represent us in it.",
    intent: "area:arbitration",
  },

  // ── area:contract ──
  {
    message: "I was sacked without any reason after 6 years",
    intent: "area:contract",
  },
  {
    message: "my employer hasn't paid my salary for 3 months",
    intent: "area:contract",
  },
  {
    message: "dem nor pay mi salari fo 4 mont, a wan lawyer",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir/Madam, I was employed by a telecommunications company as a senior accountant from 2016 until last month, when my appointment was terminated without notice or payment of my end of service benefits. I should be grateful if your chambers could take up the matter on my behalf.",
    intent: "area:contract",
  },
  {
    message: "need contract drafted for supply of fish to a hotel",
    intent: "area:contract",
  },
  {
    message: "a customer took goods worth 15 million leones on credit with a written agreement and hasn't paid in a year",
    intent: "area:contract",
  },
  { message: "contrct revew b4 i sign pls", intent: "area:contract" },
  { message: "unfair dismissal case", intent: "area:contract" },
  {
    message:
      "I sell cement in Kissy. Last year a contractor signed a paper with me to take 200 bags on credit and pay in three months. He took the cement, paid small, and now he is not answering my calls. I want to recover my money.",
    intent: "area:contract",
  },
  {
    message: "my NASSIT contributions were deducted from my pay but the company never paid them in",
    intent: "area:contract",
  },
  {
    message:
      "Hi, I've been offered a job with an NGO in Freetown and I'm moving from London. I'd like a lawyer to look over the employment contract before I accept.",
    intent: "area:contract",
  },
  { message: "wok kontrak palaver, dem ch0p mi moni", intent: "area:contract" },
  {
    message: "builder took my money and did not finish the work as agreed in our contract",
    intent: "area:contract",
  },
  { message: "breach of contract by a supplier", intent: "area:contract" },
  {
    message: "employer not paying overtime and forcing us to work sundays",
    intent: "area:contract",
  },
  {
    message: "i was a teacher in a private school, they stoped my pay and said the contract is finish without notice",
    intent: "area:contract",
  },
  {
    message: "we need a distribution agreement written for our products in Bo and Kenema",
    intent: "area:contract",
  },
  {
    message: "company owe me 3 mnths wages + gratuity, hw cn u help",
    intent: "area:contract",
  },
  { message: "EMPLOYMENT LAWYER NEEDED", intent: "area:contract" },
  {
    message: "I signed a service agreement with a security company for my shop and they have broken every term, I want out and my deposit back",
    intent: "area:contract",
  },

  // ── area:criminal ──
  {
    message: "I have been charged with fraud and the case is in court next month",
    intent: "area:criminal",
  },
  {
    message: "police gave me a summons to come to the station on Monday",
    intent: "area:criminal",
  },
  {
    message: "dem acuz mi se a tif moni na mi wok, a nid lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir/Madam, I have been served with a criminal summons to appear before the Magistrate Court in Freetown on a charge of obtaining money by false pretences. I wish to instruct counsel for my defence.",
    intent: "area:criminal",
  },
  { message: "crminal defnse lawyr", intent: "area:criminal" },
  {
    message: "my son was released on bail yesterday and his trial starts soon, we need a lawyer to defend him",
    intent: "area:criminal",
  },
  {
    message: "I was accused of assault by my neighbour and I am due in court on Thursday",
    intent: "area:criminal",
  },
  {
    message: "human rights violation by the police during a raid in our area last month",
    intent: "area:criminal",
  },
  {
    message:
      "My younger brother was arrested in March, spent a week in the cell and was then given bail. His matter has been adjourned six times. The family has spent a lot of money. We want a new lawyer to take over his defence.",
    intent: "area:criminal",
  },
  {
    message: "dem don sumon mi fo go kot, dem se a spoil pesin nem",
    intent: "area:criminal",
  },
  {
    message: "need a lawyer for bail conditions, my passport was taken",
    intent: "area:criminal",
  },
  {
    message: "falsely accused of theft by my employer and now there is a police case",
    intent: "area:criminal",
  },
  {
    message: "i got charged for drivin without licence + dangerous drivng, court date 2moro wk",
    intent: "area:criminal",
  },
  { message: "criminal case", intent: "area:criminal" },
  {
    message: "the police say they want to question me about a fire at the market, I haven't been arrested but I'm worried",
    intent: "area:criminal",
  },
  {
    message:
      "Hi, I'm based in Birmingham. My father in Makeni has been charged with misappropriation of community funds. He is at home on bail but needs a good defence lawyer in Sierra Leone. Can your firm represent him?",
    intent: "area:criminal",
  },
  {
    message: "appeal against a conviction in the magistrate court",
    intent: "area:criminal",
  },
  {
    message: "cyber bullying charge under the new cyber law, need defence",
    intent: "area:criminal",
  },
  {
    message: "wi wan lawyer fo defen mi pikin na kot, e get cas fo tif fon",
    intent: "area:criminal",
  },
  {
    message: "I was wrongly detained for 3 days last year and beaten in the cell. I want to take action for my rights",
    intent: "area:criminal",
  },

  // ── greeting ──
  { message: "hello", intent: "greeting" },
  { message: "Kushe o", intent: "greeting" },
  { message: "good morning sir", intent: "greeting" },
  { message: "hi there!", intent: "greeting" },
  { message: "gud evnin", intent: "greeting" },
  { message: "Kushe, how di bodi", intent: "greeting" },
  { message: "Good afternoon, Kamara Chambers", intent: "greeting" },

  // ── thanks ──
  { message: "thank you", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },
  { message: "thx a lot dat helps", intent: "thanks" },
  {
    message: "Many thanks for the information, it is much appreciated.",
    intent: "thanks",
  },
  { message: "God bless una, tenki tenki", intent: "thanks" },

  // ── goodbye ──
  { message: "bye", intent: "goodbye" },
  { message: "ok thanks bye", intent: "goodbye" },
  { message: "a de go now, wi go tok", intent: "goodbye" },
  { message: "see you tomorrow", intent: "goodbye" },
  { message: "Thank you and goodbye. Have a blessed day.", intent: "goodbye" },

  // ── services ──
  { message: "what does your firm do?", intent: "services" },
  { message: "which kinds of cases do you take", intent: "services" },
  { message: "wetin una de du na dis ofis", intent: "services" },
  { message: "areas of law?", intent: "services" },
  {
    message: "Dear Sir/Madam, I would be grateful if you could provide an overview of the legal services offered by your chambers.",
    intent: "services",
  },
  { message: "wat kinda legal wrk u guys handle", intent: "services" },
  {
    message: "I was wondering what sort of matters Kamara Chambers deals with before I explain my problem",
    intent: "services",
  },

  // ── team ──
  { message: "who are your lawyers?", intent: "team" },
  { message: "list of attorneys at the firm", intent: "team" },
  { message: "hu de wok na una ofis", intent: "team" },
  {
    message: "how many lawyers do you have and what are their names",
    intent: "team",
  },
  { message: "who is on ur team", intent: "team" },
  {
    message: "Could you tell me about the partners and associates at the chambers?",
    intent: "team",
  },

  // ── contact ──
  { message: "how can I contact you", intent: "contact" },
  { message: "ow a go rich una", intent: "contact" },
  { message: "contact details pls", intent: "contact" },
  {
    message: "I'm in the UK, what is the best way to get in touch with the firm?",
    intent: "contact",
  },
  { message: "how do i reach ur office", intent: "contact" },

  // ── phone ──
  { message: "what is your phone number", intent: "phone" },
  { message: "can I call you?", intent: "phone" },
  { message: "gi mi una namba", intent: "phone" },
  { message: "fone no. n email pls", intent: "phone", also: ["email"] },
  {
    message: "Is there a telephone line I can ring to speak to someone?",
    intent: "phone",
  },

  // ── email ──
  { message: "what is your email address", intent: "email" },
  { message: "email?", intent: "email" },
  {
    message: "Kindly provide an email address to which I may send my documents.",
    intent: "email",
  },
  { message: "wat email cn i snd my papers 2", intent: "email" },
  { message: "do una get imel", intent: "email" },

  // ── address ──
  { message: "where is your office", intent: "address" },
  { message: "usai una ofis de", intent: "address" },
  { message: "address pls", intent: "address" },
  { message: "how do I get to you from Lumley by keke", intent: "address" },
  {
    message: "I'm coming from Waterloo tomorrow, which street are you on and what time do you open?",
    intent: "address",
    also: ["hours"],
  },
  { message: "directions to Kamara Chambers", intent: "address" },

  // ── hours ──
  { message: "what are your opening hours", intent: "hours" },
  { message: "are you open on Saturday", intent: "hours" },
  { message: "wetin tem una de opin", intent: "hours" },
  { message: "r u open 2day", intent: "hours" },
  { message: "what time do you close", intent: "hours" },
  { message: "Is the office open now? It is 4:30", intent: "hours" },
  { message: "wen una de lok di ofis", intent: "hours" },

  // ── booking ──
  { message: "I want to book an appointment", intent: "booking" },
  {
    message: "can I see a lawyer on Tuesday? and how much is the consultation",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "a wan si lawyer tumara", intent: "booking" },
  { message: "book consultation pls", intent: "booking" },
  {
    message: "Dear Sir/Madam, I should like to arrange a consultation with one of your lawyers at a time convenient to you next week.",
    intent: "booking",
  },
  { message: "i need 2 meet a lawyer b4 friday", intent: "booking" },
  {
    message: "how do I make an appointment to talk to someone about my case",
    intent: "booking",
  },
  {
    message: "can I come in tomorrow morning to meet with a lawyer",
    intent: "booking",
  },
  {
    message: "I'm in London but visiting Freetown in January, can I schedule a meeting with a lawyer for when I'm there?",
    intent: "booking",
  },

  // ── knowledge ──
  { message: "how much does a consultation cost", intent: "knowledge:Fees" },
  {
    message: "wetin una de charj fo lan case",
    intent: "knowledge:Fees",
    also: ["area:land"],
  },
  {
    message: "do you offer legal aid or free help for people who can't pay",
    intent: "knowledge:Fees",
  },
  { message: "can i pay ur fees in instalments", intent: "knowledge:Fees" },
  { message: "lawyer fees?", intent: "knowledge:Fees" },
  {
    message: "Could you kindly indicate your fee structure and the accepted methods of payment?",
    intent: "knowledge:Fees",
  },
  {
    message: "do your lawyers speak Krio?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "my father only speaks Temne, will someone understand him",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "parlez-vous français? je suis guinéen",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "una get pesin we sabi tok Mende?",
    intent: "knowledge:Languages spoken",
  },
  { message: "where can I park my car", intent: "knowledge:Parking" },
  { message: "is there parking near your office", intent: "knowledge:Parking" },
  { message: "usai a go pak mi motoka", intent: "knowledge:Parking" },
  {
    message: "what documents should I bring to the meeting",
    intent: "knowledge:What to bring",
  },
  {
    message: "wat papers 2 bring 4 consultation",
    intent: "knowledge:What to bring",
  },
  { message: "wetin a fo bring wen a kam", intent: "knowledge:What to bring" },
  {
    message: "Do I need to bring my title deed and ID card when I come?",
    intent: "knowledge:What to bring",
  },

  // ── attorneys ──
  {
    message: "tell me about Fatmata Kamara",
    intent: "attorney:Fatmata Kamara",
  },
  {
    message: "is Abdul Rahman Sesay a business lawyer?",
    intent: "attorney:Abdul Rahman Sesay",
  },
  { message: "who is Isatu Bangura", intent: "attorney:Isatu Bangura" },
  {
    message: "my friend recommended Mohamed Conteh, what does he handle?",
    intent: "attorney:Mohamed Conteh",
  },
  { message: "info on Adama Koroma pls", intent: "attorney:Adama Koroma" },
  {
    message: "does Christiana Thomas do employment cases",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "Ibrahim Jalloh na criminal lawyer?",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message: "what is Hawa Turay's experience with wills?",
    intent: "attorney:Hawa Turay",
  },

  // ── unknown ──
  { message: "?", intent: "unknown" },
  { message: "I have a question", intent: "unknown" },
  { message: "hmm ok so", intent: "unknown" },
];
