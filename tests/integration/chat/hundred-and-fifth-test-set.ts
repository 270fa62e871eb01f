import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: funerals, undertakers, gravediggers, mortuaries and the family quarrels after a death (burial costs, property, widows) — writers: Pa Alimamy Kargbo (63, gravedigger at King Tom cemetery, Krio only, old keypad phone); Mrs Hannah Williams (58, retired teacher and widow in Wilberforce, formal letters); Ibrahim Mansaray (24, undertaker's apprentice in Kissy, SMS shorthand); Zainab Bah (39, nurse in London arranging her father's funeral, long stories); Sorie Fofanah (47, owns a funeral home and mortuary in Bo, business English); Fanta Kanu (31, market trader in Makeni, voice-to-text without punctuation); Alusine Kamanda (44, coffin maker in Waterloo, mixed Krio-English); Aminata Tarawallie (19, Njala student whose father just died, short fragments and slang)
export const HUNDRED_AND_FIFTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o. Good morning to una", intent: "greeting" },
  {
    message:
      "Abeg una ep mi. Polis don ol mi boy we de dig grev wit mi na King Tom. Dem se wi dig na di rong famili in grev. Dem kari am go Congo Cross stesin sins dis mornin, i stil de insay.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, My husband passed away in March after twenty-six years of marriage under customary law. His brothers now insist that the house at Wilberforce belongs to the family and not to me, although we built it together and I have raised his four children there. They have given me until the end of the month. I should be grateful if you could advise whether they can lawfully remove me from the matrimonial home.",
    intent: "legal-question",
  },
  { message: "pls help me write a short funeral speech 4 my grandma, she was d family judge n peacemaker, 5 mins long", intent: "off-topic" },
  {
    message:
      "Hello, I run a funeral home in Bo. I ordered 40 caskets from China and the container has been sitting at Queen Elizabeth II Quay for three weeks. The clearing agent keeps saying customs has a problem with the invoice values. Can your firm help get it released?",
    intent: "area:shipping",
  },
  {
    message:
      "my late husband's brothers came to the house last night with cutlass and said if I don't leave before the 40 days they will finish me. they are still around the compound this morning. I am in my room with the children, am scared",
    intent: "safety",
  },
  { message: "are you open on saturday? the burial is friday and i can only come after", intent: "hours" },
  {
    message:
      "I paid an undertaker Le 6,000 in full for hearse, coffin and embalming for my mother. On the day no hearse came and we had to carry her on a pickup truck to Kissy Road cemetery. He now refuses to refund anything and says the money is finished. I want a lawyer to go after him.",
    intent: "area:contract",
  },
  { message: "How many lawyers una get dere?", intent: "team" },
  {
    message:
      "I'm writing from London and I don't know who else to ask. We held the wake for my father on Friday night and a fight broke out with our uncles over who keeps the keys to his house. My younger brother was arrested in the middle of it. My aunt says he is still in the cell at Kissy police station and they won't tell her anything or let her bring food. Please can someone go to him today?",
    intent: "urgent",
  },
  {
    message:
      "My father died without a will and I am the eldest son. I need help getting letters of administration so we can deal with his bank accounts and the house at Kissy.",
    intent: "area:family",
  },
  { message: "who won d match at d cemetery road football court yday? my cousin played", intent: "off-topic" },
  { message: "How much do you charge for a first consultation? Its about my late papa property", intent: "knowledge:Fees" },
  {
    message: "I want to register my undertaking business as a limited company. The name is Eternal Rest Funeral Services. Can you do the registration?",
    intent: "area:business",
  },
  {
    message: "Please I want to book a consultation with a lawyer this week about my late husband's estate. Any day after 2pm works for me.",
    intent: "booking",
  },
  {
    message: "Mi man don day. In broda dem se na dem fo tek di os an di tri shop dem. Dem get rait fo du dat? Wi bin marade na mosque.",
    intent: "legal-question",
  },
  {
    message:
      "Me and my two sisters cannot agree on how to share the burial bill for our mother. One paid the mortuary, one paid the canopy and food, and I paid nothing yet because I was abroad. We don't want to drag each other to court. Do you do mediation with a neutral person?",
    intent: "area:arbitration",
  },
  {
    message: "pls urgent my boss d undertaker dem arrest am nw nw at d funeral home, police say body miss from d mortuary, dem don put am in d van",
    intent: "urgent",
  },
  { message: "Where exactly is your office in Freetown? I'm coming from the cemetery at Kissy Road", intent: "address" },
  {
    message:
      "Somebody broke into my father's grave at Ascension Town and removed the coffin handles and his burial clothes. I want the people found and prosecuted. Can you help me report it properly?",
    intent: "area:criminal",
  },
  {
    message: "Mi late man in ongkul dem de tret mi se if a go na di berin dem go bit mi lek dog. Dem don bit mi wan tem las wik. A fred fo komot na os.",
    intent: "safety",
  },
  {
    message:
      "My late mother left a house at Hill Station. The tenant has not paid rent for 8 months since she died and says he only deals with her. Need a lawyer for this tenant matter.",
    intent: "area:land",
  },
  { message: "hello good afternoon", intent: "greeting" },
  { message: "how much is a coffin in Freetown now? the mahogany one with brass handles", intent: "off-topic" },
  { message: "wat time una close today", intent: "hours" },
  {
    message: "A mek kofin fo wan man in mama in funeral, i pe af. Naw i se i nor go pe di res bikos di kofin smol. Di law go gri mek a tek am go kot an win?",
    intent: "legal-question",
  },
  {
    message:
      "Mi late papa bin get fishing boat na Tombo. Sins i day, di man we bin de charter am don tek di boat go Guinea an nor pe natin. Una de handle dis kain bot palava?",
    intent: "area:shipping",
  },
  { message: "Could I please arrange to see Fatmata Kamara on Monday morning? It concerns my late husband's will.", intent: "booking" },
  {
    message:
      "One of my mortuary attendants was picked up by police at 6 this morning in Bo. They say he sold parts of a body. He is at the Bo central police station now and they refuse to let him go. I need a lawyer there immediately.",
    intent: "urgent",
  },
  { message: "wat d best generator 4 small mortuary freezer, d one we get keep trippin", intent: "off-topic" },
  {
    message:
      "Good day. Our group of gravediggers was contracted by a company working for the council to dig 60 graves in the new section at Waterloo cemetery. We finished in May. The contractor has paid nothing and now says the council has not paid him. We have the signed paper with his stamp. Need a lawyer to collect our money.",
    intent: "area:contract",
  },
  { message: "Una lawyer dem sabi Temne? Mi granma nor de tok English an na in wan no ol di tin bout di famili propati", intent: "knowledge:Languages spoken" },
  { message: "wetin na una fon nomba an una email?", intent: "phone", also: ["email"] },
  {
    message:
      "My father left a will giving the family house to my stepmother only. My siblings and I were never told, we found out at the reading after the burial. Can we challenge it in court, and what are our chances?",
    intent: "legal-question",
  },
  {
    message:
      "My business partner in our funeral parlour died last month. His wife now wants to take his 50% and run the place her own way. We had a partnership paper signed in 2018. I need a lawyer to sort out the partnership side.",
    intent: "area:business",
  },
  { message: "they said they wil poison me at d 7 days ceremony bcos i refuse 2 marry my late husband brother. i dnt kno wat 2 do", intent: "safety" },
  { message: "pls i need help quick", intent: "unknown" },
  {
    message:
      "My grandfather's grave is on our family land at Waterloo. The neighbour has now put up a fence past our boundary and the grave is on his side of it. I want a survey done and a lawyer to handle the boundary.",
    intent: "area:land",
  },
  { message: "Can I have your email, I want to send the death certificate and a copy of the will", intent: "email" },
  { message: "A wan kam si lawyer tumara bout mi papa in os palava. Aw a go mek appointment?", intent: "booking" },
  { message: "write me a poem for my late mother's tombstone, something short, 4 lines", intent: "off-topic" },
  {
    message:
      "We won an arbitration award against the funeral home that lost my uncle's body for two days and then handed us the wrong coffin. It has been five months and they have refused to pay a cent. We need help to enforce the award.",
    intent: "area:arbitration",
  },
  {
    message:
      "Police are at our gate right now to take my mother. My late father's sister told them she killed him to get the house. They are telling her to enter the vehicle. Please help",
    intent: "urgent",
  },
  { message: "how can i get in touch with una office?", intent: "contact" },
  { message: "What kind of cases does your firm take?", intent: "services" },
  {
    message:
      "My brother died in the Kissy fire and left three small children. Their mother has gone and nobody knows where. My wife and I have been feeding them since the funeral. I want to take custody of them legally. Please help.",
    intent: "area:family",
  },
  {
    message:
      "I was charged at the magistrate court for assault after a fight at my uncle's funeral. I am on bail now. I need a lawyer for the next hearing on the 14th.",
    intent: "area:criminal",
  },
  { message: "tenki tenki o", intent: "thanks" },
  { message: "Is there somewhere to park a minibus near your office? We will come as a family, about 8 of us.", intent: "knowledge:Parking" },
  { message: "Do you have a woman lawyer? My mother is a widow and she prefers to talk to a woman", intent: "team" },
  {
    message: "Mi sista in man don day an in famili se shi nor fo get natin bikos dem nor du di marej prop. Wi wan lawyer fo ep am wit di estet.",
    intent: "area:family",
  },
  {
    message:
      "my brother in law they lock him up since Sunday at Makeni police station because of the fight at the grave side they say he hit the section chief please he is still there nobody tell us anything",
    intent: "urgent",
  },
  { message: "Wan kontena rays, omos pipul i go fid? Na fo di wek kip an wi de kuk fo di whole kompon", intent: "off-topic" },
  {
    message:
      "Is it legal for the mortuary at Connaught to keep my father's body until we pay the full fee? They are charging per day and the bill keeps growing. We can't pay it all at once and the family wants to bury him this week.",
    intent: "legal-question",
  },
  {
    message:
      "I supply coffins to three funeral homes in Freetown. One of them signed a supply agreement for 20 coffins a month and has now stopped taking delivery. They still owe me for March and April. Please I need the contract enforced.",
    intent: "area:contract",
  },
  { message: "Hello. Is your office open at lunchtime? I work at the mortuary and only have 1 to 2 free.", intent: "hours" },
  { message: "I'd like to book a consultation with Ibrahim Jalloh about my late husband's company shares. Thursday if possible.", intent: "booking" },
  {
    message:
      "Mi man in famili don kam tek mi pikin dem an se if a folo dem na mi go day nes. Dem tok am wit nef na dem an. A de ayd na mi fren in os na Calaba Town.",
    intent: "safety",
  },
  {
    message:
      "My late husband had a container of building materials shipped from Rotterdam. It arrived at Queen Elizabeth II Quay in January but he died before he could clear it. Now the port wants demurrage and the clearing agent says only he could sign. Every week the charges go up. I need help to get it out.",
    intent: "area:shipping",
  },
  { message: "Is Isatu Bangura still at your chambers? A friend said she handled her mother's estate some years ago.", intent: "attorney:Isatu Bangura" },
  { message: "my uncl dem don carry am go CID las nite 4 d mortuary money. stil inside. abeg send lawyer", intent: "urgent" },
  { message: "Una de handle ol kain kes or na lan nomo?", intent: "services" },
  {
    message:
      "I'm a funeral director in Bo. I want to apply for the licence to operate a private mortuary with a cold room. Can your firm handle the licensing process with the council and the ministry?",
    intent: "area:business",
  },
  { message: "wat hymns r good 4 a burial service, my pastor ask me 2 choose 3", intent: "off-topic" },
  {
    message: "We want to buy a plot near Regent to build a family vault and a small chapel. Before paying the seller, can you do a title search on the land?",
    intent: "area:land",
  },
  {
    message:
      "My late father's second wife is refusing to release his body for burial unless we sign over the house in Brookfields to her. He has been in the mortuary for two weeks now. My siblings flew in from the US and we are running out of time and money. Can she legally stop us from burying him? And who decides where he is buried?",
    intent: "legal-question",
  },
  {
    message:
      "The undertaker who handled my aunt's funeral forged her signature to sell her shop after she died. I want him prosecuted. He has not been arrested yet.",
    intent: "area:criminal",
  },
  { message: "Kushe. Aw una de?", intent: "greeting" },
  {
    message:
      "Our family signed a contract with a funeral home that says disputes go to arbitration. They buried my father in the wrong cemetery and will not admit it. I'd like to start arbitration against them.",
    intent: "area:arbitration",
  },
  {
    message: "What documents should I bring for the meeting about my late husband's estate? I have the death certificate and marriage certificate.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Dear Sir, I am writing on behalf of my son, who was detained yesterday evening at Eastern Police following a disturbance at his father's burial. He remains in custody this morning and has not been charged. I should be grateful if a lawyer could attend the station urgently.",
    intent: "urgent",
  },
  { message: "My father left a will and I am named executor. I don't know what to do next with probate. Please I need help.", intent: "area:family" },
  { message: "Who are the partners at your firm?", intent: "team" },
  {
    message:
      "The man I hired to dig my husband's grave has been coming to my house at night demanding more money. I paid him what we agreed. Last night he pushed me against the door and said next time he will do worse. I live alone with my granddaughter.",
    intent: "safety",
  },
  { message: "can i whatsapp una instead of calling? my credit low", intent: "phone" },
  { message: "Na usai a fit charge mi fon nia King Tom simentri? Mi batri don day an di berin nor bigin yet", intent: "off-topic" },
  {
    message:
      "I worked as a mortuary attendant at a private funeral home for six years. They sacked me last week without notice and with no pay for the month. Can you take my case?",
    intent: "area:contract",
  },
  {
    message: "Mi broda don day an in wef se na in fo tek mi papa in kapenta shap bikos mi broda bin de wok de. Bot di shap na mi papa yon. Shi get rait?",
    intent: "legal-question",
  },
  { message: "mek a kam si lawyer Fraide? na bout mi mama in berin moni palava wit mi anti dem", intent: "booking" },
  { message: "wer una office de pls, d bo one", intent: "address" },
  {
    message:
      "Soldiers stopped our funeral convoy at the Mile 91 checkpoint and took my cousin who was driving the hearse. They say the vehicle papers are false. They are holding him there right now and the body is still in the car.",
    intent: "urgent",
  },
  {
    message: "I need someone to prepare a conveyance. My siblings agreed to sell our late mother's house in Murray Town and we have a buyer ready.",
    intent: "area:land",
  },
  { message: "email address pls", intent: "email" },
  { message: "Abeg omos una de charge? Mi mama na widow an wi nor get moni, una de du fri kes?", intent: "knowledge:Fees" },
  { message: "weather forecast for Bo on Saturday? we bury my grandfather at 10", intent: "off-topic" },
  {
    message: "If a family leaves a body in my mortuary for over six months and never pays, what does the law allow me to do? Can I bury it myself?",
    intent: "legal-question",
  },
  {
    message:
      "Do you handle customs matters? We imported embalming fluid and cold room parts and customs at the quay is holding them, saying they are hazardous.",
    intent: "area:shipping",
  },
  { message: "Thank you so much for the help, you have relieved my mind.", intent: "thanks" },
  { message: "ok so um", intent: "unknown" },
  {
    message:
      "After my husband died I found out he had taken a bank loan for his funeral parlour company. The bank is now calling me every day. I was never a director. I want a lawyer to help with the company and the bank.",
    intent: "area:business",
  },
  { message: "What legal services do you offer? I want to know before I bring my family matter.", intent: "services" },
  {
    message: "Mi an mi anti dem nor gri bout di 40 days moni an wetin fo du wit di os. Wi nor wan go kot. Una fit sidon wi lek nyutral pesin?",
    intent: "area:arbitration",
  },
  {
    message: "Do any of your staff speak Mende? My grandmother in Kenema is the one who knows the whole story of the family property.",
    intent: "knowledge:Languages spoken",
  },
  { message: "How do I contact you people? I'm in the US.", intent: "contact" },
  { message: "I wan si wan lawyer Monde mornin. Wi gravedigga dem nor get pe.", intent: "booking" },
  { message: "my mum jus got arrested at d mortuary gate. they pushin her in d police car nw. help", intent: "urgent" },
  { message: "whats a good caption for an instagram post about my late dad", intent: "off-topic" },
  { message: "dem de nak mi door nau wit stik, mi late man in broda dem. dem se dem go kil mi tide", intent: "safety" },
  { message: "una de opin tumara?", intent: "hours" },
  {
    message:
      "I was arrested in June over my late brother's motorbike because his wife said I stole it. Police released me after two days. Now I have received a summons to court for next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  {
    message: "Who was the judge at the Miss Freetown pageant last night? My cousin said she lost because of the judge. Also what was the prize?",
    intent: "off-topic",
  },
  {
    message:
      "My late father bought land at Goderich in 2009 and paid in full, but he never got the title deed registered. Now he's gone and someone else has started building on it, waving a document from the Ministry. I'm in Manchester but I can send money for the fees. I need a lawyer to search the title and protect the land.",
    intent: "area:land",
  },
  {
    message: "Polis kam na di simentri nau nau an dem de tek wi tri gravedigga dem. Dem se wi bari pesin na plot we nor bi fo am. Dem don put dem na di van.",
    intent: "urgent",
  },
  {
    message:
      "Since my husband died his family says I killed him with witchcraft. Yesterday they gathered outside my shop in Makeni and threw stones at me. They said they will burn the shop with me inside if I don't confess at the family meeting on Sunday.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I should be grateful if you could arrange an appointment for me with one of your partners at the Freetown office, at your earliest convenience, regarding the administration of my late husband's estate. Kindly let me know the available dates.",
    intent: "booking",
  },
  { message: "if family dnt pay 4 embalming n my boss bury d body widout their ok, can dem sue him? wat d law say", intent: "legal-question" },
  {
    message:
      "Wan man oda 12 kofin fram mi fo di pipul dem we day na di aksident. I sain pepa. I tek di kofin dem bot i nor pe mi di 9,000. A wan lawyer fo mek i pe.",
    intent: "area:contract",
  },
  {
    message:
      "Please I need help with my late brother's estate. His widow and his first children from another woman are fighting over everything and nobody has letters of administration.",
    intent: "area:family",
  },
  { message: "hw many lawyers u get", intent: "team" },
  { message: "Aw fo kuk plasas fo 300 pipul fo di 40 days? Na mi dem gi di kukin.", intent: "off-topic" },
  {
    message:
      "Please help. My sister-in-law just called from Freetown crying. Police came to the family house during the funeral reception and took my husband's younger brother away in handcuffs. The uncles reported him for taking the late father's pension book. They are driving him to Central police now.",
    intent: "urgent",
  },
  { message: "Do you open on public holidays? The burial falls on a Monday holiday and I would like to come that afternoon.", intent: "hours" },
  {
    message:
      "We ship headstones from Ghana for our clients. The last vessel lost two crates overboard and the shipping line won't pay. I need a cargo claim filed.",
    intent: "area:shipping",
  },
  { message: "A fit pak mi okada na una ofis in frant?", intent: "knowledge:Parking" },
  {
    message:
      "I want to close my late father's company. It was an undertaking business and has not traded for two years. What is the process? Can you do it for me?",
    intent: "area:business",
  },
  {
    message:
      "My late husband's relatives have asked me to go through the widowhood rites, including sitting with his body overnight and shaving my head. I am a Christian and I told them no. They say a widow who refuses loses her place in the family. If I refuse, can they legally take away my right to his property?",
    intent: "legal-question",
  },
  {
    message:
      "The gravediggers' association and the city council are in a dispute about plot fees. Both sides have agreed to use a neutral mediator. Do you provide that service?",
    intent: "area:arbitration",
  },
  { message: "hi", intent: "greeting" },
  {
    message: "Sumbodi tif mi mama in bodi fram di mortuary. Di mortuary se dem nor no natin. A wan mek polis fen dem an kot di pipul we du am.",
    intent: "area:criminal",
  },
  {
    message:
      "hello lawyer my husband detain at Makeni station since yesterday morning for the burial money they owed the undertaker police say he cannot go until he pay please come how much una de charge",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "What number can I call you on?", intent: "phone" },
  { message: "bus fare frm freetown 2 kenema 2moro? goin 4 burial", intent: "off-topic" },
  {
    message:
      "I rent a building in Bo for my mortuary. The landlord died and his sons now want to double the rent and evict me before the lease ends. I need help with the lease.",
    intent: "area:land",
  },
  { message: "whats d best way 2 reach una? i nor de na Freetown", intent: "contact" },
  {
    message:
      "Please review a contract for me. A funeral home wants me to sign a five-year deal for cold room services and I don't understand some of the terms.",
    intent: "area:contract",
  },
  {
    message:
      "My brother died, I made his coffin free of charge, then his wife told the family I should pay for the funeral food too because I'm the eldest. Is it true di law se di eldest broda fo pe fo di berin?",
    intent: "legal-question",
  },
  { message: "my uncle keeps coming into my room at night since dad died, he says he's the head of the house now. i'm scared to sleep", intent: "safety" },
  { message: "Besides land matters, what else do you people do?", intent: "services" },
  { message: "Kindly provide an email address to which I may send the documents relating to my late father's estate.", intent: "email" },
  { message: "lawyer for will?", intent: "area:family" },
  {
    message:
      "They have my driver on remand at the Bo correctional centre since last week over an accident with the hearse. The magistrate refused bail. I need a lawyer to apply again.",
    intent: "urgent",
  },
  { message: "cn i see a lawyer 2day at 3? its abt my late dad house", intent: "booking" },
  { message: "I wan register business name 4 my coffin workshop. una fit do am?", intent: "area:business" },
  { message: "Wetin a fo bring kam wen a de kam fo di mitin? A get di det satifiket an di lan pepa.", intent: "knowledge:What to bring" },
  { message: "The freezer at our mortuary keeps tripping the generator. 15kVA Perkins. Any electrician tip?", intent: "off-topic" },
  {
    message:
      "Mi man bin de wok na fishing vessel. Di vessel don los na si wit am, an di kompini nor wan pe natin to mi an di pikin dem. Una de handle dis kain?",
    intent: "area:shipping",
  },
  { message: "If my mother's brothers bury her in their village against her written wishes, can the court make them move the body?", intent: "legal-question" },
  { message: "anybody de dey? pls ansa", intent: "unknown" },
  {
    message: "I'm being summoned to the police on Tuesday. My stepbrothers accuse me of stealing my late father's gold. I want a lawyer with me when I go.",
    intent: "area:criminal",
  },
  { message: "Do you accept payment in instalments? As a widow I cannot pay the fees all at once.", intent: "knowledge:Fees" },
  { message: "I'll be coming from Lumley by taxi. What landmark is near your office?", intent: "address" },
  { message: "wi wan settle d burial cost palava out of court. pls do u do mediation", intent: "area:arbitration" },
  { message: "ok bye, I go call back", intent: "goodbye" },
  { message: "Dem don lok mi pikin na Waterloo stesin sins yestade. Dem se i bit in anti na di berin. I stil de insay. Abeg.", intent: "urgent" },
  { message: "Which of your lawyers are women and which are men?", intent: "team" },
  { message: "Could you kindly confirm your office hours for the Bo office?", intent: "hours" },
  { message: "Thanks a lot, God bless", intent: "thanks" },
  {
    message: "In our village story the goat was in the custody of the chief until the funeral feast. Anyway, how do I cook goat pepper soup for a big crowd?",
    intent: "off-topic",
  },
  { message: "Mi late man in famili se if a nor komot na di os dis wik, dem go sen boys fo bit mi. Dem don brok mi winda yestade nit.", intent: "safety" },
  { message: "Is it possible to see someone this Saturday morning? I'm the executor of my mother's will and I work weekdays.", intent: "booking" },
  {
    message:
      "Quick question before I fly home for the burial. My father's estate includes a house in Freetown and one in Kono. My half-brothers say children born outside the marriage get nothing, and I am one of those children. Is that really the law in Sierra Leone?",
    intent: "legal-question",
  },
  { message: "container wit my late uncl goods stuck at d quay 4 2 months, nobody 2 sign. need lawyer 4 customs n clearing", intent: "area:shipping" },
  {
    message:
      "Good evening. I write to request urgent assistance. My husband, who works as an undertaker, was arrested this afternoon at our funeral home in Kissy and is currently held in a cell at Kissy Police Station. The police allege that we buried a body without a permit. No lawyer has seen him.",
    intent: "urgent",
  },
  { message: "pls wat 2 wear 4 a muslim funeral as a christian lady", intent: "off-topic" },
  {
    message:
      "my sister husband died and now his brother say she must marry him or he will kill her he beat her yesterday and she is hiding at my place in Makeni he knows where I live",
    intent: "safety",
  },
  { message: "Mi granpa day an lef wil. Mi anti dem se di wil nor rial, se na fek. Wi wan lawyer fo di wil kes.", intent: "area:family" },
  { message: "I'd like to meet Hawa Turay at the Bo office next Wednesday, about my mother's estate and the mortuary bill.", intent: "booking" },
  {
    message: "Me and two friends want to start a funeral home company with shares. We need someone to draw up the company and shareholder papers.",
    intent: "area:business",
  },
  { message: "Can I speak Krio with the lawyer? My English is not too good.", intent: "knowledge:Languages spoken" },
  {
    message:
      "A caterer took Le 15,000 deposit for the reception after my father's burial and never showed up. We ended up buying bread and soft drinks at the last minute. We have a signed agreement with her. I want the money back through a lawyer.",
    intent: "area:contract",
  },
  { message: "my dad still inside since friday at pademba rd, remand, ovr d family land fight after grandma burial. pls wat can u do", intent: "urgent" },
  { message: "services?", intent: "services" },
  { message: "If di kansul se mek wi dig ol grev dem fo put nyu bodi, na di law dat? Di famili dem go kot wi?", intent: "legal-question" },
  {
    message:
      "My late husband's family land in Port Loko is in dispute with another branch of the family about who has the right to lease it out. The other side has already brought a surveyor. I need a lawyer to handle the land case.",
    intent: "area:land",
  },
  { message: "What kind of cases does Mohamed Conteh handle? Someone at the funeral recommended him.", intent: "attorney:Mohamed Conteh" },
  { message: "what time do you open in the morning, and where is the office exactly?", intent: "hours", also: ["address"] },
  {
    message:
      "I was released from Pademba Road last month after the charges over my uncle's burial fight were dropped. I spent three weeks there without ever seeing a judge. My shop was looted while I was inside. Now I want to take action against the police for holding me all that time. Is this a human rights case you can take?",
    intent: "area:criminal",
  },
  { message: "Where is the 'will of God' verse in the Bible? Pastor wants me to read it at the burial.", intent: "off-topic" },
  {
    message:
      "I would like to start mediation between my mother and my late father's family about the house and the burial debts. Both sides agree to sit down with a neutral lawyer.",
    intent: "area:arbitration",
  },
  { message: "Dem don kam na di os nau nau fo kech mi broda. Polis se mi anti ripot am se i tif di moni fo di berin. Dem de na di get.", intent: "urgent" },
  { message: "r there young lawyers there or only old ppl", intent: "team" },
  {
    message:
      "I run a small boat that carries coffins and mourners from Freetown to Bonthe island. A man chartered it for his father's burial trip, damaged the engine and refuses to pay the charter fee. Do you handle boat and charter disputes?",
    intent: "area:shipping",
  },
  {
    message:
      "Kindly advise whether, under the Devolution of Estates Act, a widow is entitled to a share of her husband's estate where he died intestate and his brothers claim all of it.",
    intent: "legal-question",
  },
  { message: "Kushe o, good evening", intent: "greeting" },
  { message: "A de na Bo. A wan mek appointment fo si lawyer na di Bo ofis. Wish de?", intent: "booking" },
  {
    message:
      "A former employee I dismissed has been standing outside my mortuary every evening with a group of boys. Last night they told my wife they will burn the building while we are inside. Police have not come.",
    intent: "safety",
  },
  { message: "wat ur email", intent: "email" },
  {
    message: "My late sister's husband won't let us see her children since the funeral. I want to apply for access or custody for my mother, the grandmother.",
    intent: "area:family",
  },
  { message: "Omos fo rent canopy an chia fo 200 pipul fo di wek?", intent: "off-topic" },
  { message: "Is parking available at your Bo office? I'll drive from Kenema.", intent: "knowledge:Parking" },
  {
    message:
      "My cousin went to the police post in Bo yesterday to report that our late uncle's shop was broken into. Instead of taking his statement they kept him, saying he is the suspect. He slept in the cell and this morning they still won't release him. Please can a lawyer go there.",
    intent: "urgent",
  },
  { message: "builder took money 4 grave vault, no work done. lawyer?", intent: "area:contract" },
  { message: "Una get WhatsApp nomba?", intent: "phone" },
  { message: "my boss hasnt paid me 4 3 months at d funeral home. can i go 2 court n will i get all d money back?", intent: "legal-question" },
  { message: "Mi papa bin get kompini we de sel kofin. Naw i don day. Aw wi go chenj di nem dem na di kompini rejistri? Una fit ep?", intent: "area:business" },
  { message: "I'd like to know all the ways I can contact your chambers.", intent: "contact" },
  { message: "Una ofis de na Siaka Stevens Street? Wish nomba?", intent: "address" },
  { message: "do i need to bring the burial permit and receipts from the undertaker when i come?", intent: "knowledge:What to bring" },
  { message: "can you help me with my essay on funeral traditions of the Temne for my sociology class", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, an arbitrator has made an award in favour of our family against the undertaking company that mishandled my grandmother's remains. We now need the award enforced and should be grateful for your assistance.",
    intent: "area:arbitration",
  },
  {
    message: "Mi mama in os de na Kissy Mess Mess. Di tenant dem nor de pe sins shi day. A wan trowe dem komot. Una de handle landlod an tenant?",
    intent: "area:land",
  },
  { message: "d grave of my grandpa was dug up n bones taken. want police 2 charge d people. can u help", intent: "area:criminal" },
  {
    message: "my stepmum's brothers said they'll 'deal with me' if i talk at dad's memorial. they showed me a gun in the car. im at a friend's",
    intent: "safety",
  },
  {
    message:
      "please my son they take him from the mortuary he was working night shift police come 2am and take him to station he still there they say a body go missing",
    intent: "urgent",
  },
  { message: "Alright, goodbye for now.", intent: "goodbye" },
  { message: "Tenki fo di infomeshon", intent: "thanks" },
  { message: "Could you please outline the areas of law your chambers practises in?", intent: "services" },
  { message: "Una de opin Satide?", intent: "hours" },
  { message: "I need help", intent: "unknown" },
  {
    message:
      "I'm in Freetown only until the 20th for my father's funeral, then I fly back to Germany. There are papers about his house that I must deal with before I go. Can I get a consultation with a lawyer before I leave, preferably on the 17th or 18th?",
    intent: "booking",
  },
  { message: "Which estate car is best for carrying a coffin, Toyota or Nissan? Thinking of buying one for the business.", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I engaged a stonemason to erect a headstone on my late husband's grave at King Tom for an agreed sum, paid in advance in January. Four months later nothing has been erected and he no longer answers my calls. His workshop at Kroo Town is locked. I should be grateful for your assistance in recovering the sum or enforcing the agreement.",
    intent: "area:contract",
  },
  { message: "they arrested my brother at the burial ground like 1hr ago, hes at the station in Bo now. what do i do", intent: "urgent" },
  { message: "Di plen we de bring mi anti in bodi go land na Lungi wish tem? Abeg chek fo mi.", intent: "off-topic" },
  {
    message:
      "My father was buried three days ago. His brothers want to divide his things at the 7th day ceremony, the car, the shop goods, even his clothes. Can they do that before the court appoints anyone?",
    intent: "legal-question",
  },
  {
    message:
      "My mother passed in Freetown in January. She had two houses there and savings at the bank. I'm her only child but I live in Toronto and can only travel in August. Meanwhile my uncle has been collecting rent on her properties and won't tell me how much. I need a lawyer to start the estate process on my behalf.",
    intent: "area:family",
  },
  { message: "Good day to you", intent: "greeting" },
  { message: "Mi man in mami se if a nor gi am di os pepa dem, i go sen pipul fo kot mi. Dem de wach mi os ol nit.", intent: "safety" },
  { message: "need survey 4 d family land wer we bury our ppl, neighbour dey encroach", intent: "area:land" },
  { message: "r u open nw?", intent: "hours" },
  {
    message:
      "We lost a container of coffins and funeral supplies when the ship was damaged off Conakry. The insurer and the shipping line blame each other. Is this something your firm takes on?",
    intent: "area:shipping",
  },
  {
    message: "Mi padi we de dig grev wit mi, polis don kech am yestade, se i tif di ring we de na di ded pesin in an. I stil de na di sel. I nor tif natin.",
    intent: "urgent",
  },
  { message: "hw much 4 consultation fee n wat docs 2 bring", intent: "knowledge:Fees", also: ["knowledge:What to bring"] },
  {
    message: "I need help with a dispute between the shareholders of my funeral home company. One shareholder died and his heirs want seats on the board.",
    intent: "area:business",
  },
  { message: "What's the charge for sending Le 2,000 by Orange Money to Kenema? It's for my aunt's burial.", intent: "off-topic" },
  { message: "Tell me the names of your lawyers please", intent: "team" },
  { message: "Mi man nor bin rait wil. Mi na in wef bot wi nor du kot marej. Mi pikin dem go get di os?", intent: "legal-question" },
  {
    message:
      "the mortuary attendant at the hospital took money from us to release my father body and then he say the body is missing we find it later in another room I want to report him and see him punished please",
    intent: "area:criminal",
  },
  { message: "I wan book appointment wit Abdul Rahman Sesay. Eni tem nex wik.", intent: "booking" },
  {
    message:
      "Our funeral home had a falling out with a family over a bill for a double burial. Both of us want to settle it without court. Do you arbitrate such things?",
    intent: "area:arbitration",
  },
  {
    message:
      "I'm writing from inside the cell at Lumley police station with a policeman's phone. They brought me in last night after my late wife's family said I hid her jewellery. Please send someone.",
    intent: "urgent",
  },
  { message: "How do I find your office from the PZ roundabout?", intent: "address" },
  { message: "is it legal 2 embalm a body widout d family consent if police ask us 2?", intent: "legal-question" },
  { message: "Di pipul we a bin de wok fo, funeral hom, dem sak mi wit no rizin an dem nor pe mi end-of-sevis. A wan lawyer.", intent: "area:contract" },
  { message: "Parlez-vous français? Mon père est décédé à Freetown et j'ai besoin d'un avocat qui parle français.", intent: "knowledge:Languages spoken" },
  { message: "best songs to play at a funeral reception?", intent: "off-topic" },
  {
    message:
      "I wish to report that since my husband's funeral, his nephew has been entering my compound at night and threatening me. On Sunday he held a knife to my throat and demanded the car keys. I fear for my life.",
    intent: "safety",
  },
  { message: "Mi sista day an lef tu pikin. A wan adopt dem fo rial, na kot. Una fit du am?", intent: "area:family" },
  { message: "How many lawyers are at the Bo office?", intent: "team" },
  {
    message:
      "Sir, my brother was taken by soldiers at the Bo-Kenema junction this morning while escorting our father's body home. They accused him of carrying contraband in the coffin. They opened it in front of everyone. He is still held at their post and they won't say when he can go.",
    intent: "urgent",
  },
  { message: "Wetin una de du? Una na lawyer fo ol kain kes?", intent: "services" },
  { message: "hw 2 remove candle wax from white funeral cloth", intent: "off-topic" },
  {
    message: "I'd like to sell my late father's land in Hastings. My siblings have all agreed in writing. Please can you handle the sale and the papers?",
    intent: "area:land",
  },
  { message: "Could you please give me a telephone number for your Bo office?", intent: "phone" },
  { message: "appointment thursday?", intent: "booking" },
  {
    message:
      "My wife died suddenly and she was the sole director of our funeral parlour company. The bank has frozen the company account because nobody can sign. Staff need their salaries and we have three burials booked this month. I need help changing the directors and keeping the business running.",
    intent: "area:business",
  },
  {
    message: "If I make a coffin and the family reject am after the burial date change, who lose the money by law? I de carry the cost alone?",
    intent: "legal-question",
  },
  { message: "Aw a go kontak una?", intent: "contact" },
  {
    message:
      "Dear Sir/Madam, my late husband's fishing company owns two trawlers registered in Freetown. One is currently detained by the port authorities over unpaid fees. As administrator of his estate I should be grateful for assistance in securing its release.",
    intent: "area:shipping",
  },
  { message: "Una imel adres?", intent: "email" },
  { message: "police carry my husband go station now now dem say he sell land of his late father my husband still there please", intent: "urgent" },
  {
    message: "I was convicted last year of damaging a grave at Kissy Road and fined. I believe the magistrate got it wrong. I wish to appeal.",
    intent: "area:criminal",
  },
  {
    message: "My Orange phone contract ends this month, which plan is cheapest for calling abroad? Family overseas keep calling about the funeral.",
    intent: "off-topic",
  },
  { message: "need neutral person 2 settle d property quarel btw my mum n dad family, no court", intent: "area:arbitration" },
  {
    message: "my aunt's husband locked himself in with her after the funeral and we hear her screaming. we're outside. police not answering",
    intent: "safety",
  },
  { message: "Are you open tomorrow afternoon? I have to be at the mortuary in the morning.", intent: "hours" },
  { message: "thank u", intent: "thanks" },
  { message: "a get wahala", intent: "unknown" },
  { message: "any parking near your office? I drive a hearse and it's long", intent: "knowledge:Parking" },
  { message: "Bay bay, a go kam bak", intent: "goodbye" },
  {
    message: "Good afternoon. Can my mother and I come in together to talk with a lawyer about my father's estate? We'd prefer Tuesday or Wednesday.",
    intent: "booking",
  },
  { message: "Di famili don gri se wan nyutral pesin fo sidon wi bout mi papa in propati. Una get pesin fo du dat?", intent: "area:arbitration" },
  {
    message:
      "I'm in Atlanta and my phone has been ringing all night. My mother, who is 70, was taken from her house in Wellington by police around midnight after my father's relatives accused her of poisoning him. My cousin says she's sitting on a bench at the station and they haven't given her water. She has high blood pressure. Please can a lawyer go to Wellington police station this morning?",
    intent: "urgent",
  },
  { message: "Recipe for benne cake for the 40 days ceremony?", intent: "off-topic" },
  { message: "can d hospital refuse 2 give us d death cert until we pay d bill? is dat legal?", intent: "legal-question" },
  {
    message:
      "Dear Madam, I am the widow of the late Mr E. Pratt and wish to instruct your chambers in relation to the distribution of his estate, including the house at Wilberforce and his pension. Kindly advise on next steps.",
    intent: "area:family",
  },
  {
    message:
      "the boys from my husband family came to the shop and slap me and tell me if I go to court for the property they will kill me and my children I am afraid to go home",
    intent: "safety",
  },
  { message: "Tell me about Christiana Thomas. Does she do family and estate work?", intent: "attorney:Christiana Thomas" },
  { message: "What time does your Bo office close on Fridays?", intent: "hours" },
  {
    message: "I wish to instruct a lawyer to conduct a title search on a property at Lumley which my late uncle's widow has offered to sell to me.",
    intent: "area:land",
  },
  { message: "Dem don ol mi man na Kissy stesin tu de nau. Dem se i nak in broda na di berin grong. Nobodi nor de tok natin. Abeg una kam.", intent: "urgent" },
  {
    message:
      "I want to open a bank account for my new funeral services company but the bank wants a certificate of incorporation. Can you register the company for me?",
    intent: "area:business",
  },
  { message: "I want to meet with the lawyer please this coming Tuesday morning about my sister late husband property palava", intent: "booking" },
  {
    message:
      "We hired a brass band for the funeral procession and paid in full. They played for twenty minutes and left before we reached the church. We have the written agreement. Can your firm take this up?",
    intent: "area:contract",
  },
  { message: "Who is the senior partner there, and who works under her?", intent: "team" },
  { message: "Is this sentence correct: 'The deceased was laid to rest yesterday.' Homework for English.", intent: "off-topic" },
  {
    message:
      "Am I entitled to my husband's NASSIT pension, or do his parents get it? We were married for 12 years but his mother says the pension belongs to her.",
    intent: "legal-question",
  },
  { message: "Mi papa in kontena de na di kway sins i day. Di klirin ejent se i nid lawyer pepa fo tek am komot. Una fit ep?", intent: "area:shipping" },
  { message: "Do you only do court cases or also paperwork like wills and companies?", intent: "services" },
  { message: "dem lock my boss n my frnd at cid since mornin bcos of embalming chemicals, still in. pls hlp", intent: "urgent" },
  { message: "A get kot kes na Magistrate bikos di famili se a bit mi anti na di berin. Dem gi mi bel. A nid lawyer fo di kes.", intent: "area:criminal" },
  { message: "hey", intent: "greeting" },
  { message: "Should I bring the original will or only a copy to the consultation?", intent: "knowledge:What to bring" },
  { message: "wat tym d match btwn east end lions n kallon 2day? need 2 knw b4 d wake", intent: "off-topic" },
  {
    message:
      "Som boys dem de wet fo mi na di simentri get evri nit. Dem se if a nor gi dem grev plot fo fri dem go chuk mi. Las nit dem chuk mi padi na in an.",
    intent: "safety",
  },
  {
    message:
      "My late uncle's house in Bo was leased to a bank for 10 years. The lease expired in December and the bank won't leave or pay anything more. His widow is living in one room at the back. I need legal help with the lease and getting the property back.",
    intent: "area:land",
  },
  { message: "Mi kredit smol. If a flash una, una go kol mi bak? Wish nomba?", intent: "phone" },
  {
    message:
      "The city council says gravediggers are not employees, so we cannot claim anything when we are injured at work. One of us broke his leg when a grave collapsed. Is that correct under the law?",
    intent: "legal-question",
  },
  {
    message:
      "Madam, I must urgently inform you that my late husband's son was detained last night at Wilberforce police station after his uncles accused him of forging the title deeds. He is still held, and his wife is frantic. Could a lawyer attend today?",
    intent: "urgent",
  },
  { message: "need licence 4 hearse service biz in Freetown. cn u help?", intent: "area:business" },
  { message: "What's your fee for handling letters of administration? Flat fee or hourly?", intent: "knowledge:Fees" },
  { message: "my dad died n my stepmum wants 2 take my little brother abroad. we want custody 2 stay with grandma. help", intent: "area:family" },
  { message: "What is the best way to get in touch with you from abroad? Phone calls are expensive from here.", intent: "contact" },
  { message: "Omos na wan kes of Star bia fo di wek?", intent: "off-topic" },
  { message: "Could I book a meeting at the Bo office for Monday? I need to discuss the mortuary lease and some supplier agreements.", intent: "booking" },
  {
    message:
      "Dear Sir, our funeral services partnership agreement provides for disputes to be resolved by arbitration. My late partner's estate has raised a claim against the firm. We wish to appoint an arbitrator and should appreciate your assistance.",
    intent: "area:arbitration",
  },
  {
    message:
      "The police closed my case last year after I was accused of stealing my late husband's car. Now they've reopened it and summoned me again. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Abeg tel mi ol di tin dem una ofis de ep pipul wit.", intent: "services" },
  { message: "Please send me your email so I can forward the undertaker's invoice.", intent: "email" },
  {
    message:
      "A hospital signed a contract with my mortuary to keep unclaimed bodies and has not paid for 11 months. I have written to them four times. I need the contract enforced.",
    intent: "area:contract",
  },
  {
    message:
      "My sister in Freetown is being kept from leaving her late husband's house by his relatives. They took her phone and told her she will leave only in a coffin. I only got the message through her neighbour this morning.",
    intent: "safety",
  },
  { message: "Una de opin bifo 9 oklok?", intent: "hours" },
  { message: "i want ask sumtin", intent: "unknown" },
  {
    message:
      "Police in Bo have just taken my wife from our funeral home in handcuffs. They say a family complained that we released the wrong body. She's at Bo police now.",
    intent: "urgent",
  },
  {
    message:
      "I paid for my father's entire funeral out of my own pocket, nearly Le 40,000 between the mortuary, the coffin and the reception. My siblings contributed nothing. Now they want the house sold and the money shared equally. If I pay for the funeral myself, can I claim the money back from the estate before the house is shared?",
    intent: "legal-question",
  },
  { message: "is it normal to not cry at your dad's funeral", intent: "off-topic" },
  { message: "my late bro fishing boat seized by navy 4 license, need lawyer 2 get it bak", intent: "area:shipping" },
  {
    message: "Would it be possible to have an interpreter for Limba during the consultation? My aunt speaks only Limba.",
    intent: "knowledge:Languages spoken",
  },
  { message: "A tenki bad bad, God bles una", intent: "thanks" },
  { message: "ok a go kam bak leta, bye", intent: "goodbye" },
  { message: "Is your office close to the Law Courts building?", intent: "address" },
  { message: "I'd like a consultation about my mother's burial costs and the house. Can I come next Friday at 11?", intent: "booking" },
  { message: "Mi late man in broda se a fo bi in wef naw. A se no. Yestade i bit mi an se i go kam bak tunait.", intent: "safety" },
  {
    message:
      "A bay lan fram wan man na Waterloo fo bil mi kofin wokshop. Naw i don day an in pikin dem se dem nor sel am. A get di pepa wit stamp. A nid lawyer fo di lan.",
    intent: "area:land",
  },
  { message: "How much is a bar of Key soap now? We need 50 for washing at the funeral house.", intent: "off-topic" },
  { message: "my bro arrestd 2nite at congo cross junction wit d hearse, dey say he drunk. still at station. hlp", intent: "urgent" },
  {
    message:
      "I should be grateful for your opinion as to whether a customary marriage, never registered, would be recognised by the court so that I may inherit from my late husband.",
    intent: "legal-question",
  },
  {
    message: "I'd like to invest in a funeral home in Freetown with a local partner. Can your firm handle the investment structure and register it properly?",
    intent: "area:business",
  },
  { message: "do u guys work weekends", intent: "hours" },
  {
    message: "My late mother's will names me and my brother as executors but he refuses to act. I need legal help to get probate moving.",
    intent: "area:family",
  },
  { message: "A wan mit Mohamed Conteh fo tok bout mi papa in berin moni kes. I go fri Wenesde?", intent: "booking" },
  { message: "got summons 2 court 4 damaging my uncle grave stone. not arrested. need lawyer", intent: "area:criminal" },
  { message: "Could you kindly furnish me with a list of the lawyers at your chambers and their positions?", intent: "team" },
  {
    message:
      "My dad's driver has been in custody at Kenema police since Monday. He was driving my father's body home from Freetown and the police say the car was stolen, which it wasn't, it was my father's own car. He's still locked up and the family is too scared to go to the station.",
    intent: "urgent",
  },
  { message: "Udat win di match yestade? A bin de na berin.", intent: "off-topic" },
  {
    message:
      "Our company imports refrigerated mortuary cabinets. The container was damaged during unloading at the quay and the cabinets are ruined. We want to claim against the shipping line and the port.",
    intent: "area:shipping",
  },
  {
    message: "my neighbour say he will kill me because I bury my husband on the family land he say is his he come with cutlass this morning I run to my church",
    intent: "safety",
  },
  { message: "Una ofis de opin Mond to Fraide? An usai a go pak mi moto?", intent: "hours", also: ["knowledge:Parking"] },
  {
    message:
      "The printer took my money for 500 funeral programmes and delivered 200, with my father's name spelled wrong. He promised in writing to reprint and refund. He has done neither. I want a lawyer to make him keep the agreement.",
    intent: "area:contract",
  },
  {
    message:
      "My brother and I run the family funeral business together since our father died. My brother died in March. Can his wife sell his share of the business without asking me? What will happen if she does?",
    intent: "legal-question",
  },
  { message: "what kind of stuff do u do", intent: "services" },
  {
    message:
      "We had a mediation last year with my stepmother over my father's shop, and she signed the settlement. Now she's ignoring it completely. Can you help us enforce what was agreed?",
    intent: "area:arbitration",
  },
  { message: "Dem de tek mi mami go nau nau! Polis kam wit mi anti dem se mi mami tek di dokument dem fo di os. Dem de push am na di moto.", intent: "urgent" },
  { message: "email 4 una office pls, wan send scan", intent: "email" },
  { message: "Good deeds quotes for a funeral programme? Something short", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I require assistance with a boundary dispute. The municipal cemetery extension at Calaba Town appears to have been surveyed over part of our family plot, and pegs have been placed inside our wall. I should be grateful for your assistance.",
    intent: "area:land",
  },
  { message: "Thanks so much, really appreciated at such a hard time.", intent: "thanks" },
  { message: "can i talk 2 a lawyer abt my dad's stuff? like an appointment", intent: "booking" },
  { message: "if my uncl use my dad death cert 2 collect his bank money without us, is dat a crime? can we get it bak", intent: "legal-question" },
  { message: "I want a lawyer to help me with my mother estate my brothers are taking everything and I am the only daughter", intent: "area:family" },
  { message: "Good evening sir", intent: "greeting" },
  {
    message:
      "Dear Sir, our company's mortuary technician has been held at Tikonko police post since Saturday in connection with an unidentified body. He has not been charged and we have been refused access to him. We request that a lawyer attend urgently.",
    intent: "urgent",
  },
  { message: "Mi an mi padi dem wan opin funeral hom. Wi wan rejista am as kompini. Wetin fo du?", intent: "area:business" },
  { message: "hw do i rich u ppl", intent: "contact" },
  {
    message: "I'm coming in for a consultation next week. What should I prepare beforehand - the death certificate, land documents, bank statements?",
    intent: "knowledge:What to bring",
  },
  { message: "how to write a CV for an undertaker job", intent: "off-topic" },
  {
    message: "I wish to report the theft of my late mother's jewellery by the mortuary staff and to have those responsible prosecuted.",
    intent: "area:criminal",
  },
  { message: "som1 dey folo me since i left d mortuary, same car 3 days, dey shout 'we go get u' bcos of d will. im scared", intent: "safety" },
  {
    message:
      "We are a funeral services firm. A supplier of caskets from Guinea has breached our supply agreement twice this year. We should like your firm to review the agreement and enforce it.",
    intent: "area:contract",
  },
  { message: "Wi bin dig grev fo wan pesin, leta di famili se dem nor bin aks fo am. Dem de se dem go sue wi. Dem go win?", intent: "legal-question" },
  { message: "police just took my uncle at the cemetery gate for fighting with the gravediggers, hes in the car nw", intent: "urgent" },
  { message: "Una lawyer dem we de na Freetown, na udat dem?", intent: "team" },
  { message: "May I have your telephone number, please?", intent: "phone" },
  {
    message: "the goods my late husband send from Lebanon on ship lost at sea the shipping company dont want to pay me I want lawyer for cargo",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, I should like to arrange a consultation at your Freetown office on Thursday the 14th at 10 AM regarding a dispute over my late father's estate.",
    intent: "booking",
  },
  { message: "my phone fell in the grave while we were burying gran, screen cracked now. how to fix?", intent: "off-topic" },
  { message: "Una de tek moni fo di fos tok? Wi nor get plenti.", intent: "knowledge:Fees" },
  { message: "A de go naw. Bye o", intent: "goodbye" },
  { message: "need arbitrator 4 dispute wit funeral home ovr d bill", intent: "area:arbitration" },
  {
    message:
      "Is anyone there? My cousin just messaged that police are at our family house in Brookfields right now to take my uncle. The other side of the family says he sold our grandmother's house before the funeral was even over. They're putting him in the van as I type. Please help.",
    intent: "urgent",
  },
  { message: "How do I make my funeral flyer look more appealing? Using Canva.", intent: "off-topic" },
  {
    message: "Mi papa day, i lef mi mami wit fo pikin. Di famili se dem go tek di pikin dem go na vilej. Wi wan lawyer fo di kostodi an di estet.",
    intent: "area:family",
  },
  { message: "can my late husband's family force me 2 leave my kids wit dem if i remarry? wat d law say", intent: "legal-question" },
  {
    message:
      "My late husband's cousin texted me that I won't live to see the 40th day if I don't hand over the funeral home keys. He has beaten people before. I am at my sister's house in Bo with the children.",
    intent: "safety",
  },
  { message: "Is Hawa Turay at the Bo office? I heard she does estate matters.", intent: "attorney:Hawa Turay" },
  { message: "hw 2 get title deed 4 my late mum land, need lawyer 2 do d conveyance", intent: "area:land" },
  { message: "Are you open on Good Friday?", intent: "hours" },
  { message: "Mi pikin de na sel na Eastern Polis sins Satide. Dem se i bit in ongkul na di wek. Dem nor gri fo gi am bel.", intent: "urgent" },
  { message: "I'd like to book a video consultation from the UK about my father's estate. Is next Monday possible?", intent: "booking" },
  {
    message: "Our hearse was shipped from Belgium and is stuck at the port. Customs wants a duty we believe is wrong. Can you handle this?",
    intent: "area:shipping",
  },
  { message: "What's the title of the song they always play at Krio funerals? The one about sleep on beloved", intent: "off-topic" },
  { message: "my late dad funeral biz, want 2 change it frm business name 2 limited company. u do dat?", intent: "area:business" },
  { message: "Mi stepmami in broda tok se if a tok bout di wil i go kil mi. I don kam mi skul tu tem de wet fo mi.", intent: "safety" },
  { message: "Mi bin de na jel las ia fo di berin fet. Dem don fri mi. Naw a wan apil di kes. Una go ep?", intent: "area:criminal" },
  {
    message:
      "Does a daughter have the same right as a son to inherit her father's house in Sierra Leone? My brothers say only sons can inherit family property, and they have already changed the locks.",
    intent: "legal-question",
  },
  { message: "A sain kontrak fo sapli 50 kofin to di ospital. Dem kansel am wit no notis afta a don bay di wud. A wan lawyer.", intent: "area:contract" },
  {
    message:
      "Dear Sir/Madam, I write in distress. My daughter was taken into police custody this morning at the Central Police Station, Freetown, following a complaint by my late husband's relatives concerning the estate. She remains there. I should be grateful for a lawyer's immediate attendance.",
    intent: "urgent",
  },
  { message: "Hello there", intent: "greeting" },
  { message: "pls wat r ur services", intent: "services" },
  {
    message:
      "My former business partner and I owned the mortuary together until we split last year. He claims I owe him for the cold room equipment. I'd rather resolve it through arbitration than go to court. Can you act for me?",
    intent: "area:arbitration",
  },
  { message: "What are the properties of formalin? Chemistry assignment due tomorrow.", intent: "off-topic" },
  { message: "A de tok Limba an Krio nomo. Una go ondastan mi?", intent: "knowledge:Languages spoken" },
  {
    message:
      "please help my brother they hold him at the checkpoint in Lunsar the soldiers say the coffin we carry is not a dead body they open it and still they keep him now",
    intent: "urgent",
  },
  {
    message:
      "My late father's tenants at the Bo house are claiming they bought the property from him before he died. They stopped paying rent the week after the funeral. I have the original deed in his name. I need a lawyer to deal with the tenants and the land.",
    intent: "area:land",
  },
  { message: "I heard your firm has many partners, how many exactly?", intent: "team" },
  { message: "Wi gravedigga dem wan kam si una lawyer as grup. Wish de una fri?", intent: "booking" },
  {
    message: "If a body in my mortuary is claimed by two families, each with a different story, who does the law say I must release it to?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I wish to prepare a will so that my children do not quarrel as my late brother's children did. I should be grateful for your assistance.",
    intent: "area:family",
  },
  {
    message:
      "The gravedigger I refused to pay extra came with three men to our house and is shouting that they will dig a grave for me too. They're still outside the gate.",
    intent: "safety",
  },
  { message: "Kindly indicate the means by which I may contact your chambers.", intent: "contact" },
  { message: "How do I summon the courage to speak at my father's funeral? Any tips for public speaking?", intent: "off-topic" },
  {
    message:
      "A man in Freetown has been posing as my late father's lawyer and collecting rent from his tenants with fake papers. I want him reported and prosecuted.",
    intent: "area:criminal",
  },
  { message: "ur numbr pls", intent: "phone" },
  { message: "u open 2moro b4 10?", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, goods consigned by my late brother, a trader, were discharged at the Queen Elizabeth II Quay and are being held by customs. I have been appointed administrator. I require legal assistance to clear them.",
    intent: "area:shipping",
  },
  { message: "I'll be driving a rented car when I come. Is there parking at your Freetown office?", intent: "knowledge:Parking" },
  { message: "they took my mom's boyfriend from the funeral, he's locked in the station in Bo still, my mom is freaking out", intent: "urgent" },
  {
    message: "Mi padi we wi bin get funeral hom togeda don day. In famili se na dem get in shea naw. A nid lawyer fo di kompini shea dem.",
    intent: "area:business",
  },
  { message: "My cousin wants a free trial of Netflix during the mourning period, how does it work?", intent: "off-topic" },
  { message: "Ok thanks", intent: "thanks" },
  {
    message:
      "I transferred money to an undertaker in Freetown to handle my mother's funeral while I flew in from Birmingham. He was supposed to embalm her and book the church. When I landed I found he had done neither and spent the money on something else. I want a lawyer to go after him for breach of our agreement.",
    intent: "area:contract",
  },
  { message: "Di kansul se wi nor fo dig grev na di ol simentri agen. If wi dig, dem go lok wi? Na di law dat?", intent: "legal-question" },
  { message: "Good afternoon. Could you tell me what sort of work your chambers undertakes generally?", intent: "services" },
  {
    message: "Please arrange a meeting with Adama Koroma for my business. We have several contracts with hospitals and I'd like them reviewed.",
    intent: "booking",
  },
  { message: "Fo di mitin, a fo bring di famili pepa dem ol?", intent: "knowledge:What to bring" },
  { message: "d family of d dead man beatin my boss nw at d funeral home, dey say we lost d body. we lockd ourselves in d office", intent: "safety" },
  { message: "Mi moto big. Usai a go pak am wen a kam na una ofis na Bo?", intent: "knowledge:Parking" },
  { message: "What's the address of your Freetown office? I'll put it in Google Maps.", intent: "address" },
  { message: "see you tomorrow then", intent: "goodbye" },
  { message: "Wi get award fram di arbitreta bot di oda sayd nor wan pe. Una fit mek dem pe?", intent: "area:arbitration" },
];
