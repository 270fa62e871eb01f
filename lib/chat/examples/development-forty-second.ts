import type { LabelledMessage } from "./labelled-message";

// Forty-second development set: long stories, formal letters, traders and cargo, rural land and family matters, named lawyers and honest confusion. Writers: Alhaji Sorie Mansaray, 58, rice and onion trader between Port Loko and Dove Cot market, little schooling, types Krio in capitals on an old phone; Mrs Elizabeth Cole, 64, retired headmistress in Bo, writes formal letters about family land and estates; Musa Kargbo, 27, okada rider and phone-shop owner in Makeni, SMS shorthand, typos, quick to panic; Aminata Bah, 35, Fula importer of second-hand clothes through Queen Elizabeth II Quay, lives in Kissy, long WhatsApp stories in Krio and English; Dr Joseph Lansana, 45, engineer in Maryland, USA, with family land in Kenema and a company to register, polished and anxious; Mariama Sillah, 22, Njala University student in Bo, lower case, unsure she is in the right place; Komba Sandi, 19, typing in Kono Krio for his grandfather Pa Tamba Sandi, a farmer near Koidu with mining-company trouble; Hannah Williams, 40, runs a guesthouse and catering business in Wilberforce, brisk and practical.

export const DEVELOPMENT_FORTY_SECOND: LabelledMessage[] = [
  // urgent
  { message: "ABEG UNA HELP ME POLICE DEM HOLD MY BOY NA DOVE COT SINCE LAS NIGHT DEM SAY NA IM TIEF DI ONION BAG. E DEY CELL NOW", intent: "urgent" },
  { message: "pls pls my bro dey makeni police statn since 2day morning dem nor tell us wat he do. wat we go do", intent: "urgent" },
  {
    message:
      "Good evening. Please I need help fast. My driver was bringing my container from the quay this afternoon, customs and police stopped the truck at Cline Town and took him to the station. They say the papers are fake but I have every receipt. He is still there now and they won't let me see him. Who can come?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam,\nI write in great distress. My nephew, Samuel Cole, was taken from his home in Bo this morning by officers of the Sierra Leone Police and is presently held at Bo Central Police Station. No charge has been read to him. I humbly request that a lawyer attend to him without delay.\nYours faithfully,\nElizabeth Cole (Mrs)",
    intent: "urgent",
  },
  {
    message:
      "I'm writing from the US. My younger brother in Kenema was arrested two hours ago over the land dispute with our neighbour and he's at Kenema police station right now. Can someone from your firm get to him today?",
    intent: "urgent",
  },
  {
    message:
      "my grandpa ask me to write. police come take my uncle from we house for koidu dis morning, dem say e dig diamond pan somebody lan. e still dey na station. grandpa say una fit help?",
    intent: "urgent",
  },
  {
    message: "Soldiers just came to my guesthouse and drove off with my night watchman in their pickup. They didn't say a word. I'm shaking. What do I do?",
    intent: "urgent",
  },
  {
    message:
      "hi, sorry i dont know if this is the right place but my roommate was arrested at the campus gate at njala an hour ago and they took her to the police post. she's still there. is there a lawyer who can help her now?",
    intent: "urgent",
  },
  {
    message:
      "Good evening una. A na trader for Port Loko, a de sell rice an onion. Since las year one big man from Freetown de supply me goods an a de pay am small small. Las week a tel am say market slow, a go pay end of month. Dis morning e cam wit two police man, dem carry mi broda wey de sit na di shop go Port Loko police station. Dem say dem go keep am till a pay. E still dey der now, e nor eat notin since. Abeg wetin a go do?",
    intent: "urgent",
  },
  { message: "police de na we door now dem wan carry my papa. hurry", intent: "urgent" },
  { message: "Abeg una, dem hold my husband na CID since Friday, today na Monday. Dem nor carry am go court. Wetin we fit do today?", intent: "urgent" },
  {
    message:
      "My business partner has been held at Central Police since last night over a cheque that bounced. They say no bail until someone pays the amount. Can a lawyer go there this morning?",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. My father, aged 74, was taken by police in Makeni this morning on a complaint from the chiefdom authorities about a farm boundary. He is diabetic and has not had his medication. He is still in custody. Please tell me who to call.",
    intent: "urgent",
  },
  { message: "dem don arrest pa bockarie na tombodu dis evening, e na we family man. di chief im boys carry am go police. abeg", intent: "urgent" },
  {
    message:
      "my brother has been in a cell in Bo since sunday. they said they were investigating but nobody has charged him and it's now wednesday. i honestly don't know who to ask",
    intent: "urgent",
  },
  {
    message:
      "Good morning. My house girl's son has been detained at the Bo police station since yesterday afternoon. The family has no money and no one to speak for him. Please could someone help urgently?",
    intent: "urgent",
  },
  { message: "dey jus hold my frnd 4 de checkpoint bombali rd n dey de slap am. he dey der now", intent: "urgent" },
  { message: "Port Loko police don hold mi lorry driver wit di whole load of rice since 4 o clock. dem say na smuggle. PLS SEND LAWYER", intent: "urgent" },
  {
    message:
      "Please urgent!! Officers from NRA and police have just taken my cousin from the warehouse at Kissy Dockyard. They are putting him in their car now",
    intent: "urgent",
  },
  { message: "the police are here at my restaurant right now with a paper, they want to take my manager to the station. what should I do??", intent: "urgent" },
  {
    message:
      "A relative of mine was picked up by plain-clothes officers at Lungi airport about an hour ago as he arrived from Conakry. We don't know where they've taken him. Can your criminal lawyer help today?",
    intent: "urgent",
  },
  { message: "grandpa say dem tek im tenant go kono police since yestaday. di man nor get nobody. una get lawyer wey fit go Koidu?", intent: "urgent" },
  {
    message: "they arrested my dad at his shop in kenema this afternoon and he's still at the station. we're scared. sorry if i'm writing to the wrong place",
    intent: "urgent",
  },
  { message: "bro in cell makeni 3 days now no charge no court. hw we go get am bail", intent: "urgent" },
  {
    message:
      "To the Principal, Kamara Chambers.\nSir, my late husband's nephew was arrested on his farm at Kpetema, Bo District, last night and is still held at the police post there. I request your immediate intervention.\nMrs E. Cole",
    intent: "urgent",
  },
  { message: "DI MAN WEY A OWE MONEY DON CARRY POLICE COME TEK MY PIKIN NA DI SHOP. NOW NOW. WETIN A GO DO", intent: "urgent" },
  {
    message: "my broda dey na Ross Road police since morning ova di container matter wit di clearing agent. dem say e go sleep dey. pls wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "Please, my sister was taken from her home in Lumley by police about 30 minutes ago after her ex-husband made a complaint. She's at the station now.",
    intent: "urgent",
  },
  {
    message:
      "Hi, is there a lawyer available right now? A business associate of mine has been detained by police in Freetown since yesterday over a company dispute and they refuse to tell us the charge.",
    intent: "urgent",
  },
  { message: "one police man say e go tek me go station 2day if i nor pay d money. e dey outside ma shop now", intent: "urgent" },
  {
    message: "Pls we need lawyer, na grandpa imsef dem don tek go police because of di lan case wit di mining company. e old, e nor well. e dey der now",
    intent: "urgent",
  },
  {
    message:
      "my classmate was picked up by soldiers at a roadblock near Mile 91 last night and we still can't reach him. we think he's at a barracks. please help",
    intent: "urgent",
  },
  { message: "sorry fo worry una dis night but dem hold mi broda na Lunsar police. dem nor gree we see am", intent: "urgent" },
  {
    message: "They have arrested my shop girl on Sani Abacha Street, police say she sold stolen phones. She is still in cell. Please I need a lawyer to go now",
    intent: "urgent",
  },
  {
    message:
      "I am writing on behalf of a neighbour whose son, 17 years old, was arrested at school this morning in Bo and is being held in the same cell as adults. This is most urgent.",
    intent: "urgent",
  },
  {
    message: "Police came and locked up my cook at Congo Cross station. He's been there since 10. What number do I call to get someone down there?",
    intent: "urgent",
  },
  {
    message:
      "URGENT - my cousin was arrested in Makeni at the bank when he went to withdraw money, they are holding him now. Need a criminal lawyer immediately.",
    intent: "urgent",
  },
  { message: "dem hold am fo station, nobody nor tel we notin, a de fear", intent: "urgent" },
  { message: "na im grandson dis. dem lock my papa na Yengema police post since 2 days ova di boundry quarrel. pls help", intent: "urgent" },
  {
    message: "how do I get a lawyer to the police station tonight? my aunt is being held in Kenema and they say she can't leave until morning",
    intent: "urgent",
  },

  // safety
  {
    message: "DI PEOPLE WEY A OWE DON COME WIT CUTLASS NA MI SHOP FOR PORT LOKO, DEM SAY DEM GO KILL ME IF A NOR PAY TODAY. A DON LOCK MESEF INSIDE",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, men claiming to be family have entered my late husband's land in Bo with machetes and threatened to burn the house down with me in it tonight. I am alone with my granddaughter. What should I do?",
    intent: "safety",
  },
  { message: "my wife broda beat me wit stick n say e go kill me wen e see me agen. e dey look fo me now", intent: "safety" },
  {
    message: "my husband beat me again last night and he is still in the house. I'm hiding in the bathroom with the baby, he said he will finish me",
    intent: "safety",
  },
  {
    message:
      "My mother in Kenema just phoned me in tears. A group of young men is outside her compound throwing stones and shouting that the land is theirs. She is 70 and alone with a housemaid. What can she do right now?",
    intent: "safety",
  },
  {
    message: "there's a man who keeps following me from campus to my lodge and last night he stood outside my window for an hour. i'm scared to go out",
    intent: "safety",
  },
  { message: "dem don burn grandpa im farm house dis night for Kono. dem say next time na im dem go burn. we de run", intent: "safety" },
  {
    message:
      "My landlord threw me and my two children out tonight. It's raining and we're standing on the road in Wilberforce. He has locked our things inside. Please",
    intent: "safety",
  },
  { message: "crowd de gather na di market dem say mi boy na tief, dem de beat am now, HELP", intent: "safety" },
  { message: "sum boys tret me say dem go cut me if i go back 2 my papa lan. dey send voice note. i de fear", intent: "safety" },
  {
    message:
      "I've been getting calls from a private number saying they will kidnap my daughter if I don't drop my case against the clearing agent. Today they told me the name of her school.",
    intent: "safety",
  },
  {
    message: "Good evening. My tenant has become violent and has threatened me with a kitchen knife. He is in the compound now. I am 64 and live alone.",
    intent: "safety",
  },
  {
    message:
      "My sister's husband has locked her in a room in Makeni and taken her phone. She managed to text me from a neighbour's phone. I'm in America. Please, what can we do?",
    intent: "safety",
  },
  { message: "my uncle that i live with comes into my room at night and says nobody will believe me. i don't know who to tell", intent: "safety" },
  { message: "men wit gun come na we village say we must leave di lan fo di mining people or dem go shoot. grandpa say wetin we go do", intent: "safety" },
  {
    message: "A former employee is standing outside my gate with two men shouting that he'll kill me for sacking him. I'm inside with my kids.",
    intent: "safety",
  },
  { message: "dem attack mi lorry pan di road to Kambia, dem beat di driver, e de bleed bad. dem still dey round", intent: "safety" },
  { message: "ma girlfren ex de follow am evri wey wit knife, e tell am say if e see am wit me e go stab am", intent: "safety" },
  {
    message:
      "They sent men to my shop at Kissy to frighten me. They broke the glass and said if I report, they'll come back for me at night. I can't sleep there.",
    intent: "safety",
  },
  {
    message:
      "My daughter's husband has thrown her out tonight with three small children and no money. They are at my gate in Bo now and he is coming after them shouting threats.",
    intent: "safety",
  },
  {
    message:
      "I need to explain quickly. For two months there has been a quarrel over my late father's land in Kenema. Someone has been posting my family's address on Facebook telling people to \"deal with\" us. Yesterday a man came to the gate with a cutlass and told my mother she would not see Christmas. Tonight there are men sitting on the bench across the road watching the house. My mother and two nieces are inside. What should we do now?",
    intent: "safety",
  },
  { message: "my friend's boyfriend beats her every week and tonight he said he'll kill her. she is with me now but he knows where i stay", intent: "safety" },
  { message: "dem people don beat grandpa im broda na farm, dem say dem go come back tonight. we nor know wetin fo do", intent: "safety" },
  {
    message: "My house help just told me her husband beat her with a belt this morning and threatened to take the baby. She's afraid to go home tonight.",
    intent: "safety",
  },
  { message: "wahala na di chiefdom, dem say any man wey stand pan dat lan tomorrow dem go chop am. ma mama dey der", intent: "safety" },

  // legal-question
  {
    message:
      "Dear Sir/Madam,\nMy late husband left no written will. His brothers now claim that our house in Bo belongs to their family and not to me and my children. Under the law of Sierra Leone, am I entitled to remain in the matrimonial home?\nI should be grateful for your view.\nE. Cole",
    intent: "legal-question",
  },
  {
    message: "A sell rice to one man on credit 6 month now e nor pay. we nor sign paper, na mouth talk. A fit still collect di money by law?",
    intent: "legal-question",
  },
  {
    message: "I was born in Kenema but I've held US citizenship for ten years. Can I legally own land there outright, or can I only take a lease?",
    intent: "legal-question",
  },
  {
    message: "Wetin di law say: di shipping line fit hold my container because di clearing agent nor pay dem? I don pay di agent everything",
    intent: "legal-question",
  },
  { message: "ma boss sack me no notice no pay afta 3 yrs. is dat legal", intent: "legal-question" },
  { message: "is it legal for my landlord in Bo to raise the rent halfway through the year when i already paid for 12 months?", intent: "legal-question" },
  { message: "grandpa want know: im papa get di lan since before independence but nor get paper. di mining company fit tek am so?", intent: "legal-question" },
  {
    message: "My supplier delivered spoiled chicken for a wedding I catered, so I refused to pay the balance. Now he says he'll sue me. Can he win?",
    intent: "legal-question",
  },
  {
    message: "As a daughter, do I have the same right as my brothers to inherit our father's family land in Bo District, or does customary law exclude me?",
    intent: "legal-question",
  },
  {
    message:
      "Mr Conteh, I hope you can answer this directly. My uncle leased our family land near Kenema to a palm oil company without asking the rest of us. There are eleven of us with a share. Is that lease valid?",
    intent: "legal-question",
  },
  {
    message: "Di company we a de supply onion dem say dem nor go pay because di goods late two days. Contract nor talk about late. Dem get right?",
    intent: "legal-question",
  },
  { message: "My ex stopped paying for the children five months ago. How much can the court make him pay every month?", intent: "legal-question" },
  { message: "if i buy lan from one man in makeni n afta e sell am to anoda person too, who get de lan by law?", intent: "legal-question" },
  { message: "can my father force me to marry someone? i'm 22. what does the law say", intent: "legal-question" },
  { message: "di chief dem say grandpa must pay fee every year fo im own farm lan. dem fit do dat?", intent: "legal-question" },
  {
    message: "If I stay a sole proprietor with my catering business instead of registering a company, am I personally liable for its debts if it fails?",
    intent: "legal-question",
  },
  {
    message:
      "My late brother's widow wishes to sell the house he built on our family land at Kpetema. Does she have the right to sell it without the consent of the family?",
    intent: "legal-question",
  },
  {
    message: "If I register a company in Sierra Leone as a foreign national with a Sierra Leonean partner, what percentage am I allowed to own?",
    intent: "legal-question",
  },
  { message: "A pay customs duty two times fo di same consignment na Queen Elizabeth quay. A fit claim di money back?", intent: "legal-question" },
  {
    message:
      "Good evening. Let me explain from the beginning. In 2021 I started importing used clothes with my friend, each of us put 50 million. We registered the business in my name only because she was travelling. Now she has come back after three years and says half of everything is hers and I must sell the shop at Kissy and give her share. She never worked one day in that shop, I did everything. Does she really have the right to half?",
    intent: "legal-question",
  },
  {
    message:
      "ok lemme explain. me n ma girl dey togeda 2 yrs na makeni. now she pregnant 4 months. her papa call me say i must pay 10 million n bring kola n cloth before dey go allow me marry am, if not dem go carry me go court fo spoil dem pikin. i nor get dat money now, i de ride okada. i wan tek care of de pikin n marry am small small. na law dat dey say i must pay?",
    intent: "legal-question",
  },
  {
    message: "my grandmother in Port Loko died and the family says girls can't inherit anything from her. is that true under the law now?",
    intent: "legal-question",
  },
  { message: "if we go arbitration wit di mining company, di decision go bind dem or dem fit refuse am?", intent: "legal-question" },
  {
    message: "A staff member signed a contract with a one-month notice clause but walked out after two weeks without a word. Can I keep his last salary?",
    intent: "legal-question",
  },
  {
    message:
      "Mrs Turay, a question for you if I may. My late husband wrote his will by hand and signed it, but only one person witnessed it. Is such a will valid?",
    intent: "legal-question",
  },
  {
    message: "What are my rights if my Sierra Leonean business partner has been withdrawing money from our company account without board approval? I own 60%.",
    intent: "legal-question",
  },
  { message: "Somebody build house pan mi lan na Port Loko wen a travel go Guinea. A fit break am down mesef?", intent: "legal-question" },
  { message: "can the port authority sell my goods if I leave the container more than 21 days? they sent a notice yesterday", intent: "legal-question" },
  { message: "police seize ma okada 3 months ago, case done finish, dem nor gi me back. dem get right fo keep am?", intent: "legal-question" },
  { message: "is a verbal tenancy agreement binding? my landlord in bo says i have to leave next week but we never signed anything", intent: "legal-question" },
  { message: "if grandpa die, who go get di lan, im wife or im pikin dem? e nor write will", intent: "legal-question" },
  { message: "Does my husband have the right to half of my guesthouse in the divorce? I bought it three years before we married.", intent: "legal-question" },

  // off-topic
  { message: "can you help me write a 500 word essay on the rule of law in sierra leone for my civic education class", intent: "off-topic" },
  { message: "how much bag of rice de sell na Freetown today?", intent: "off-topic" },
  { message: "wetin be di score fo East End Lions match yestaday", intent: "off-topic" },
  { message: "What's the dollar to leones rate today?", intent: "off-topic" },
  { message: "Could you compose a short poem on justice and mercy for our church's Law Sunday service?", intent: "off-topic" },
  { message: "What's the weather going to be like in Freetown this week? I fly in on Thursday.", intent: "off-topic" },
  { message: "wetin be di price of diamond per carat now na Koidu", intent: "off-topic" },
  { message: "Do you have a good jollof recipe for 200 guests? My cook is sick.", intent: "off-topic" },
  { message: "what's the difference between civil law and common law? it's for my exam tomorrow", intent: "off-topic" },
  { message: "hw fo apply fo police recruitment dis year", intent: "off-topic" },
  { message: "wich time di ferry de comot go Tagrin tomorrow", intent: "off-topic" },
  { message: "Do you know any clearing and forwarding company that is hiring? My nephew needs work", intent: "off-topic" },
  { message: "I should like to know when the WASSCE results will be released. My grand-nephew is anxious.", intent: "off-topic" },
  { message: "Can you recommend a decent hotel in Kenema with reliable wifi?", intent: "off-topic" },
  { message: "grandpa get belly pain since 3 days, wetin e fit take?", intent: "off-topic" },
  { message: "Write me a speech for my staff end-of-year party about honesty and hard work", intent: "off-topic" },
  { message: "who was the first chief justice of sierra leone?", intent: "off-topic" },
  { message: "abeg tel me how fo buy Orange data bundle", intent: "off-topic" },
  { message: "how much fuel per litre now na Port Loko", intent: "off-topic" },
  { message: "Please translate this for my supplier in Guinea into French: 'the goods will arrive next week, prepare the payment'", intent: "off-topic" },
  { message: "Please, what is the cure for high blood pressure without tablets?", intent: "off-topic" },
  { message: "Who won the 2023 presidential election in Sierra Leone and by what margin?", intent: "off-topic" },
  { message: "how fo plant cocoa mek e grow fast", intent: "off-topic" },
  { message: "Is there a law school in Freetown where my daughter can study? How much are their fees?", intent: "off-topic" },
  { message: "can you summarise the lome peace accord for my history assignment", intent: "off-topic" },
  { message: "abeg send me di lyrics fo dat song wey dem call Court Case", intent: "off-topic" },
  { message: "Di Guinea franc to leone, how e de go today", intent: "off-topic" },
  { message: "My phone screen is cracked, where in Freetown can I fix it cheap?", intent: "off-topic" },
  { message: "Kindly explain the difference between a magistrate and a judge. It is for my grandchildren's quiz night.", intent: "off-topic" },
  { message: "What's the cheapest way to send money from the US to Kenema, Western Union or Orange Money?", intent: "off-topic" },
  { message: "when di rain go start dis year fo Kono", intent: "off-topic" },
  { message: "Can you draft a Facebook advert for my guesthouse? Something catchy.", intent: "off-topic" },
  { message: "write a debate speech arguing that the death penalty should be abolished, we have a competition friday", intent: "off-topic" },
  { message: "who be de best striker fo Leone Stars now", intent: "off-topic" },
  { message: "which shipping line cheap pass fo bring container from China come Freetown? how much e de cost now", intent: "off-topic" },
  { message: "Where can I buy fabric wholesale cheap in Freetown?", intent: "off-topic" },
  { message: "Could you tell me the visiting hours at Connaught Hospital?", intent: "off-topic" },
  { message: "How do I renew my Sierra Leone passport from the US?", intent: "off-topic" },
  { message: "grandpa wan know if dem go play football match na Koidu stadium dis weekend", intent: "off-topic" },
  { message: "I need a plumber in Wilberforce today, my tank is leaking everywhere. Do you know anyone?", intent: "off-topic" },

  // booking
  {
    message:
      "Dear Sir/Madam,\nI should like to arrange a consultation with Mr Mohamed Conteh regarding a family land matter in Bo. I shall be in Freetown from the 14th to the 18th of this month. Kindly let me know which day would suit.\nYours faithfully,\nE. Cole (Mrs)",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "A wan come see lawyer Monday morning, una get space?", intent: "booking" },
  { message: "cn i bk appointmnt fo nxt wk", intent: "booking" },
  {
    message: "Good afternoon, I want to book a meeting with the shipping lawyer about my container. Wednesday or Thursday is good for me.",
    intent: "booking",
    also: ["area:shipping"],
  },
  { message: "I'd like to schedule a video consultation. I'm in Maryland, so mornings your time work best. Is that possible?", intent: "booking" },
  {
    message:
      "hello, i'm not sure this is the right place at all. my mum lives in bo and since my dad died last year a lot of things have been happening with the house and with his shop, people coming with papers, some of his friends saying he owed them money, and my uncles taking decisions without her. i'm the only one of the children who can read these documents properly and i don't know who to ask. can i come in tomorrow to talk to someone?",
    intent: "booking",
  },
  { message: "grandpa wan come Freetown nex week fo see una. e go cam Tuesday. e fit see lawyer dat day?", intent: "booking" },
  { message: "I need an appointment with Ms Thomas this week about my staff contracts. Friday afternoon?", intent: "booking" },
  { message: "Could I please book a first consultation for next Monday at ten o'clock?", intent: "booking" },
  { message: "A de come from Port Loko Thursday. A wan sidom wit una lawyer fo talk bout di money wey dem owe me", intent: "booking", also: ["area:contract"] },
  { message: "wan meet lawyer bt i dey makeni. una kin come up or i must cam fritong?", intent: "booking" },
  { message: "Please how do I book to see Madam Kamara? Na about my divorce", intent: "booking", also: ["area:family"] },
  {
    message: "Can I book a consultation with Mr Sesay for when I'm in Freetown on the 3rd? It's about registering a company.",
    intent: "booking",
    also: ["area:business"],
  },
  { message: "is it possible to see a lawyer on a weekday around 4pm after lectures?", intent: "booking" },
  { message: "abeg put grandpa name down fo see Mr Conteh. im name na Tamba Sandi from Kono.", intent: "booking" },
  { message: "I'd like to come in to discuss a supply contract. When is your next free slot?", intent: "booking" },
  { message: "I wish to meet Mrs Hawa Turay concerning the probate of my late husband's estate. Please advise me of an available date.", intent: "booking" },
  { message: "Set appointment fo me abeg. Alhaji Sorie Mansaray. Tomorrow or nex tomorrow", intent: "booking" },
  { message: "i wan sidom wit una criminal lawyer bout ma case wey dey court", intent: "booking", also: ["area:criminal"] },
  { message: "Can I come Friday 11am with my documents? I want to meet someone about registering my import business", intent: "booking" },
  { message: "I'd like to set up a meeting with Adama Koroma, ideally over Zoom sometime next week.", intent: "booking" },
  {
    message: "can i make an appointment for my mum? she wants to talk to someone about my late dad's land in kenema but she doesn't use the internet",
    intent: "booking",
  },
  { message: "how we go book fo see lawyer? we de Kono", intent: "booking" },
  { message: "Please book me in with whoever handles leases, Tuesday morning if possible.", intent: "booking" },

  // area:family
  {
    message: "My husband left me and the three children two years ago and never send anything. I want to do divorce now. Una de handle dat?",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam,\nMy late sister's children, aged nine and twelve, now live with me in Bo. I wish to become their legal guardian so that I may enrol them properly and manage their affairs. I understand that your chambers deals with such matters and would welcome your assistance.\nYours faithfully,\nElizabeth Cole",
    intent: "area:family",
  },
  { message: "ma babymama nor gree mek i see ma pikin. i wan custody o at least visit. una fit help", intent: "area:family" },
  {
    message:
      "My wife and I are in the US and want to adopt my late cousin's son, who lives in Kenema with his grandmother. Do you handle adoptions for diaspora families?",
    intent: "area:family",
  },
  {
    message: "my parents are separating and my mum wants help getting maintenance for my small brothers. is this the right place to ask?",
    intent: "area:family",
  },
  { message: "I want to write a proper will so my children don't fight over the guesthouse after I'm gone. Can you help me draft one?", intent: "area:family" },
  { message: "grandpa wan mek will before e die so di pikin dem nor quarrel. una de do dat?", intent: "area:family" },
  {
    message: "Me na Muslim, a marry three wife. A wan arrange how mi property go share after me so palaver nor go dey. Una sabi dis kin work?",
    intent: "area:family",
  },
  {
    message: "I'm in the middle of a divorce and he wants to take the kids to his mother in Kambia. I need a lawyer for the custody side.",
    intent: "area:family",
  },
  { message: "Good day. My husband died intestate in 2022 and I need assistance obtaining letters of administration for his estate.", intent: "area:family" },
  { message: "me n ma wife wan divorce peacefully. hw una go do am", intent: "area:family" },
  {
    message:
      "My father passed away in Kenema last month. There's a will, but my uncles are refusing to hand it over to us. We need a lawyer to help with the inheritance.",
    intent: "area:family",
  },
  { message: "i'm trying to find a lawyer for my sister's divorce. she lives in makeni. do you take cases from there?", intent: "area:family" },
  {
    message: "My ex refuses to pay our daughter's school fees as we agreed. I want to take it to the family court. Can you represent me?",
    intent: "area:family",
  },
  {
    message:
      "grandpa say make a write everything. im sister husband die las year, now di man im family say di house an di cassava farm na dem own, dem want drive am an di pikin dem comot slowly slowly. im sister nor sabi book. we want lawyer fo dis inheritance palaver",
    intent: "area:family",
  },
  { message: "Una de help wit pikin maintenance? mi daughter-in-law want mek mi son pay fo di pikin dem an we wan settle am correct", intent: "area:family" },

  // area:business
  {
    message:
      "I'd like to register a limited liability company in Sierra Leone for an engineering consultancy. I'm abroad until December. Can your firm handle the whole registration?",
    intent: "area:business",
  },
  {
    message:
      "I want to turn my catering business into a proper company with my sister as a shareholder. Can you help with the registration and a shareholder agreement?",
    intent: "area:business",
  },
  { message: "A wan register mi rice business as company so bank go gi me loan. Una de do dat?", intent: "area:business" },
  {
    message: "My partner and I import second-hand clothes. We want a shareholders agreement because we don start quarrel about profit. You do that?",
    intent: "area:business",
  },
  { message: "me n 2 frnds wan start company fo solar lights makeni. hw fo register am, una fit help", intent: "area:business" },
  {
    message: "my aunt has a small provisions business in bo and wants to register it but she doesn't know where to start. is this something you help with?",
    intent: "area:business",
  },
  { message: "grandpa an im broda dem wan form company fo apply fo small-scale mining licence. una fit register di company?", intent: "area:business" },
  {
    message: "Our school's old pupils association wishes to register as a company limited by guarantee. Could your chambers assist us with the incorporation?",
    intent: "area:business",
  },
  {
    message:
      "Hello. Some background first: about fifteen of us in the diaspora, mostly nurses and engineers, have pooled roughly $180,000 to build a rice mill near Kenema. One member's brother on the ground has been holding the money in his personal account, which makes several of us nervous. We want a proper structure, a registered company, clear shareholding, and rules on who can sign for what. Is that the kind of work your business team takes on?",
    intent: "area:business",
  },
  {
    message: "There's a dispute among the directors of my family company about who signs cheques. Do you advise on corporate governance?",
    intent: "area:business",
  },
  { message: "mi bank don freeze mi business account, dem say na documents. a nor understand notin. una fit follow am fo me?", intent: "area:business" },
  { message: "I want to bring a Chinese investor into my company. How do we change the shares? Can you handle it?", intent: "area:business" },
  { message: "i register business name 2 yrs ago bt i nor renew. now dem say penalty. una fit help fix am", intent: "area:business" },
  {
    message: "I need help with annual returns and compliance for a company I co-own in Freetown. The local director hasn't filed anything in two years.",
    intent: "area:business",
  },
  {
    message: "i'm starting a small tutoring business with friends and someone said we need to register it properly. do you help students with that?",
    intent: "area:business",
  },
  {
    message: "I intend to establish a small private nursery school in Bo as a registered business. What assistance can your chambers provide?",
    intent: "area:business",
  },

  // area:shipping
  {
    message:
      "Good morning. Sorry this is long. I ordered 40ft container of bales from Antwerp in August, I paid the supplier in full and he sent me the original bill of lading by DHL. The ship reached Queen Elizabeth II Quay three weeks ago. When my agent went to collect, the shipping line said the consignee name on their system is different from my bill of lading, they say one letter is wrong in my company name. Since then they will not release, and every day I am paying demurrage and port storage. My customers have already paid deposits. Please can you help me?",
    intent: "area:shipping",
  },
  { message: "Mi rice cargo come short 200 bag from di ship. Di agent say na nor dem fault. A need una help fo claim am", intent: "area:shipping" },
  {
    message:
      "We shipped equipment from Baltimore to Freetown and part of it arrived damaged. I need a lawyer to pursue a cargo claim. Is that something your shipping team does?",
    intent: "area:shipping",
  },
  {
    message: "My container of frozen goods was left unplugged at the port and everything spoilt. I want to claim for it. Can you take that on?",
    intent: "area:shipping",
  },
  { message: "grandpa im cousin na fisherman, dem seize im boat na port. una de handle boat an ship matter?", intent: "area:shipping" },
  { message: "ma uncle get goods wey stuck na customs na quay since 2 months. who fit help am comot am", intent: "area:shipping" },
  {
    message: "Customs valued my goods too high at the quay and I don't agree with the figure. I need a lawyer wey sabi port and customs matters.",
    intent: "area:shipping",
  },
  { message: "one ship owe me money fo goods wey a supply dem. a hear say una fit arrest ship. a wan do dat", intent: "area:shipping" },
  {
    message:
      "Our company chartered a vessel to carry timber and the owner withdrew it halfway through the charter. We need help with the charter party dispute.",
    intent: "area:shipping",
  },
  {
    message:
      "My late husband's nephew ships cocoa from Bo through Freetown. His consignment is being held at the port in a dispute with the carrier. Does your firm handle such shipping matters?",
    intent: "area:shipping",
  },
  {
    message:
      "The clearing agent I paid to clear my kitchen equipment has disappeared and the container is still sitting at the quay. Can you help me get it out?",
    intent: "area:shipping",
  },
  {
    message: "my uncle's car that he shipped from belgium has been stuck at the port for months. he sent me to ask if you deal with this?",
    intent: "area:shipping",
  },
  {
    message:
      "Attention Isatu Bangura. Madam, dem don auction my goods na quay without any notice to me. Na 2 container of bale. I want you to follow dat matter for me please",
    intent: "area:shipping",
  },
  { message: "we send palm oil by boat go Conakry an di boat man nor deliver am. una fit help?", intent: "area:shipping" },
  { message: "a get small consignment wey land na quay wit wrong name pan di papers. hw fo fix am", intent: "area:shipping" },
  {
    message:
      "A vessel carrying our cargo was detained at Freetown port and the owners are threatening to discharge our goods elsewhere. We need urgent shipping counsel.",
    intent: "area:shipping",
  },

  // area:land
  {
    message:
      "Dear Sir/Madam,\nI seek your assistance with a title search on a plot of land at Kpetema, Bo, which I intend to purchase from a local family. I wish to be assured that the vendors have good title before any money changes hands.\nYours faithfully,\nMrs E. Cole",
    intent: "area:land",
  },
  {
    message:
      "I'm buying land in Kenema from a relative and want proper conveyancing done and the survey plan registered. Can your firm handle this while I'm overseas?",
    intent: "area:land",
  },
  {
    message:
      "grandpa tell me make a write everything. grandpa get farm lan na Gbense chiefdom since im papa time, bout 30 acre. 2019 e gi im nephew small part fo plant cassava. now di nephew don sell di whole lan to one Lebanese man wey want build. di man bring surveyor las week an dem don put pillar. grandpa nor sign notin. we want una help fo stop dis",
    intent: "area:land",
  },
  { message: "Mi tenant na Port Loko nor pay rent 8 month now an e nor want comot. A need help wit am", intent: "area:land" },
  { message: "we family lan makeni, ma uncle dem de sell am piece by piece. we wan stop am. una fit help", intent: "area:land" },
  {
    message: "my mum and her brothers are fighting over grandpa's land in port loko and honestly we don't know who to ask. do you do family land?",
    intent: "area:land",
  },
  { message: "I want to lease a property in Lumley for a second guesthouse. Could you review the lease and do a title search first?", intent: "area:land" },
  { message: "Dem sell me land na Waterloo, now another man come wit conveyance say na im own. I need lawyer for the land", intent: "area:land" },
  {
    message: "My title deed was destroyed in the 2017 mudslide. I need assistance obtaining a certified copy and re-establishing my title.",
    intent: "area:land",
  },
  {
    message: "My late father's house in Makeni needs to be transferred into the family's names. Can your land team start the conveyancing for us?",
    intent: "area:land",
  },
  { message: "grandpa wan lease part of im lan gi one farmer fo 20 years. una fit mek di paper?", intent: "area:land" },
  { message: "A buy plot na Lungi but di man nor gi me proper deed. A wan una help me get di documents correct", intent: "area:land" },
  { message: "landlord lock ma barber shop dis morning cause e say rent don go up. i need help fo open am back", intent: "area:land" },
  { message: "we rent a house in bo and the landlord wants to sell it to someone who says we must leave in 2 weeks. can you help us?", intent: "area:land" },
  {
    message: "Mr Conteh, good morning. I'm selling a small plot in Goderich and the buyer wants a lawyer to handle the conveyance. Would you act for me?",
    intent: "area:land",
  },
  { message: "My husband family want take di land we build house pan together for Kono. Dem say na family land. I need help", intent: "area:land" },

  // area:arbitration
  {
    message: "My supplier and I have a dispute over a catering contract and we both agree we don't want to go to court. Do you offer mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "Our joint venture agreement has an arbitration clause. The other side has refused to pay and we want to start arbitration in Freetown. Can you represent us?",
    intent: "area:arbitration",
  },
  {
    message:
      "Me an mi business partner Alie we don do business togeda 12 year, we de buy onion from Guinea come sell na Port Loko an Dove Cot. Dis year e say a nor share di profit correct, a say na e take money from di cash box. Now we nor de talk. Both of we nor want court, we nor want police, we old people. Una fit sidom wit we an settle am?",
    intent: "area:arbitration",
  },
  {
    message: "We won an arbitration award against a clearing company last year but they still refuse to pay. I need help to enforce it.",
    intent: "area:arbitration",
  },
  {
    message: "di mining company say dem wan settle di lan compensation outside court. grandpa want una fo stand fo am fo dat talk",
    intent: "area:arbitration",
    also: ["area:land"],
  },
  {
    message:
      "Our church has a dispute with the contractor who built the new hall. Both parties would prefer arbitration to litigation. Does your firm conduct arbitration?",
    intent: "area:arbitration",
  },
  { message: "me n de man wey sell me motor bike get palava. wi wan som1 in middle fo settle am, nor court. una do dat?", intent: "area:arbitration" },
  {
    message: "my mum and her business partner want to solve their fight with a neutral person, not in court. is that something lawyers do here?",
    intent: "area:arbitration",
  },
  {
    message:
      "We hold an arbitration award made in London against a Sierra Leonean company. We need it recognised and enforced in Freetown. Is that within your practice?",
    intent: "area:arbitration",
  },
  {
    message: "Do you have someone who can mediate between me and my landlord over repairs? We'd both rather not go to court.",
    intent: "area:arbitration",
    also: ["area:land"],
  },
  {
    message: "Di contract we sign wit di Lebanese company say any palaver must go arbitration. Now palaver don cam. Una go help we?",
    intent: "area:arbitration",
  },
  {
    message: "Can you help us settle a business quarrel between me and two other traders at the market? We want mediation, not police, not court.",
    intent: "area:arbitration",
  },
  {
    message:
      "I am a member of a farmers' cooperative in Bo which is in dispute with a cocoa buyer. We would like the matter settled by an independent arbitrator. Do you provide such a service?",
    intent: "area:arbitration",
  },
  {
    message: "grandpa an di odda family wan settle di boundry palaver wit lawyer na di middle, nor court. una fit do am na Kono?",
    intent: "area:arbitration",
    also: ["area:land"],
  },
  { message: "company i work wit owe me commission, dem say mek we go arbitration. i nor sabi wetin dat be but i need help", intent: "area:arbitration" },
  { message: "Is your firm able to act as counsel in an ICC or LCIA arbitration over a construction dispute in Sierra Leone?", intent: "area:arbitration" },

  // area:contract
  {
    message: "One man owe me 45 million leones fo rice wey a supply am since February. We get agreement paper. A wan una help me collect am",
    intent: "area:contract",
  },
  {
    message: "I need a proper supply contract with my fish supplier: quantities, delivery days, penalties if he's late. Do you draft those?",
    intent: "area:contract",
  },
  {
    message: "A buyer from Guinea took goods on credit and disappeared. I have the signed invoice. Can your lawyers help me recover the debt?",
    intent: "area:contract",
  },
  {
    message: "I'm about to sign a services agreement with a Freetown construction firm. Could your contract lawyer review it before I sign?",
    intent: "area:contract",
  },
  { message: "i wan employment contract fo ma 3 workers fo ma phone shop. una fit write am", intent: "area:contract" },
  {
    message: "Could your firm review a contract for the supply of school furniture which I am being asked to sign as chairperson of the school board?",
    intent: "area:contract",
  },
  { message: "i signed a contract for an internship and they haven't paid me for 3 months. is this the right place to ask for help?", intent: "area:contract" },
  { message: "grandpa sell cocoa to one man, e nor pay fo 2 season. dem sign paper. grandpa wan lawyer fo collect di money", intent: "area:contract" },
  {
    message: "Madam Christiana Thomas, my staff contracts are very old and I want them updated to match the current employment law. Can you take this on?",
    intent: "area:contract",
  },
  {
    message: "Di transport company we sign contract wit fo carry mi goods from Port Loko nor deliver half. A wan enforce di contract",
    intent: "area:contract",
  },
  { message: "Can you draft an agency agreement between me and my supplier in Dubai?", intent: "area:contract" },
  {
    message:
      "Here is where things stand. In January I signed a written contract with a builder in Kenema for a four-bedroom house for my mother. I wired 60% of the price in two instalments. He put up the foundation and part of the walls, then stopped coming in May. He no longer answers my calls, and my cousin says he's working on another site in Bo. I have the contract, the bank transfers and photos of the site. I'd like your firm to pursue him for this.",
    intent: "area:contract",
  },
  { message: "ma boss nor gi me contract paper since 2 yrs. i wan one. una de help workers?", intent: "area:contract" },
  {
    message:
      "I lent a sum of money to a business acquaintance under a written agreement and he has failed to repay by the agreed date. I should like assistance in recovering it.",
    intent: "area:contract",
  },
  {
    message: "my sister got an offer letter from a company in freetown and wants someone to check the contract before she signs. do you do that?",
    intent: "area:contract",
  },
  {
    message:
      "A client who booked my whole guesthouse for a three-day conference cancelled at the last minute and refuses to pay the cancellation fee in our contract. Can you help me claim it?",
    intent: "area:contract",
  },

  // area:criminal
  { message: "ma bro get bail las wk, case go start magistrate court nex month. we need lawyer fo defend am", intent: "area:criminal" },
  { message: "Dem release mi son on bail yesterday but dem say e go court Monday fo tief. A wan lawyer fo stand fo am", intent: "area:criminal" },
  {
    message: "I've been charged with receiving stolen goods and I'm on bail now. My hearing is in two weeks at the magistrate court. Can you defend me?",
    intent: "area:criminal",
  },
  {
    message: "My brother was convicted in the Kenema High Court last week and the family wants to appeal. Does your firm handle criminal appeals?",
    intent: "area:criminal",
  },
  {
    message:
      "I was assaulted by a police officer at a checkpoint in Bo last month and wish to pursue a claim for the violation of my rights. Can your chambers assist?",
    intent: "area:criminal",
  },
  {
    message:
      "Someone reported me to the police for fraud over a catering deposit. I haven't been arrested but CID have invited me for Thursday. I want a lawyer with me.",
    intent: "area:criminal",
  },
  {
    message:
      "my friend was released on police bail last night but they kept her phone and said she must report every week. she needs a lawyer for the case, can you help her?",
    intent: "area:criminal",
  },
  { message: "grandpa im nephew dem charge am fo illegal mining, e don get bail. e need lawyer fo di court case na Koidu", intent: "area:criminal" },
  { message: "Dem accuse me say a cheat customer wit bad scale. Police invite me fo statement nex week. A need lawyer fo go wit me", intent: "area:criminal" },
  { message: "i spend 2 wks in cell last month fo nothin, dem release me. i wan sue dem. una fit help", intent: "area:criminal" },
  {
    message:
      "My son's trial has been adjourned nine times at the magistrate court and our lawyer never shows up. We need a new defence lawyer. Can you take over?",
    intent: "area:criminal",
  },
  {
    message:
      "My cousin was finally acquitted after fourteen months on remand. The family wants to seek compensation for his wrongful detention. Is that something you handle?",
    intent: "area:criminal",
  },
  {
    message:
      "A young man from my church has been summoned to appear before the Bo Magistrate Court on a charge of criminal trespass. He requires representation.",
    intent: "area:criminal",
  },
  {
    message:
      "This is embarrassing, but here goes. I had two glasses of wine at a client's wedding reception on Saturday and was stopped at a checkpoint on Spur Road on the way home. They took me in, I spent a few hours at the station, and I was released the same night with a charge of driving under the influence. I'm due at the magistrate court next Wednesday and I have never been in trouble in my life. Can you represent me?",
    intent: "area:criminal",
  },
  {
    message:
      "a student at my school was falsely accused of cultism. the police released him but the case is going to court. does your firm do defence for students?",
    intent: "area:criminal",
  },
  { message: "police beat grandpa wen dem search we house las year. we want di law fo punish dem. una de do human right case?", intent: "area:criminal" },

  // hours
  { message: "una de open Saturday?", intent: "hours" },
  { message: "Kindly inform me of your office hours. I shall be travelling from Bo.", intent: "hours" },
  { message: "wat time una close 2day", intent: "hours" },
  { message: "Are you open on Eid? I want to pass tomorrow.", intent: "hours" },
  { message: "What are your office hours in GMT? I'm trying to work out when someone will be in from the US East Coast.", intent: "hours" },
  { message: "are you open over lunch? i only have time between 1 and 2", intent: "hours" },
  { message: "una de open early mornin? we go comot Kono 4am, we go reach Freetown bout 10", intent: "hours" },
  { message: "Are you open on 27th April, Independence Day?", intent: "hours" },
  { message: "wetin time una de open fo mornin", intent: "hours" },
  { message: "una open sunday?", intent: "hours" },
  { message: "Is your office open during the Christmas and New Year period?", intent: "hours" },
  { message: "What time do you people close on Friday? I want to come after Jumu'ah", intent: "hours" },
  { message: "Are you open today? It's a public holiday here in the US but I'm not sure about Sierra Leone.", intent: "hours" },
  { message: "what days of the week is the office open?", intent: "hours" },
  { message: "Quick one: what time do you open on Mondays?", intent: "hours" },
  { message: "if we reach bout 5 o'clock una go still dey?", intent: "hours" },

  // services
  { message: "hi, what kind of cases does your firm take? i'm not sure if this is the right place for my problem", intent: "services" },
  { message: "Una na lawyer fo wetin? all kind case?", intent: "services" },
  { message: "Could you kindly provide a summary of the legal services your chambers offers?", intent: "services" },
  { message: "wat una de do exactly", intent: "services" },
  { message: "Does Kamara Chambers do commercial work as well as court cases, or is it mostly family matters?", intent: "services" },
  { message: "Which area of law una de do? I get business wahala plenty", intent: "services" },
  { message: "grandpa ask wetin una de handle. e get plenty problem", intent: "services" },
  { message: "What services do you offer small businesses and individuals?", intent: "services" },
  { message: "do you only do big company cases or do you help ordinary people too?", intent: "services" },
  { message: "I am unsure whether my matter falls within your practice. What fields of law does your firm cover?", intent: "services" },
  { message: "una de do all case or jus some?", intent: "services" },
  { message: "I honestly don't know who to ask. I have a few legal issues back home. What does your firm actually do?", intent: "services" },

  // team
  { message: "Could you tell me the names of the lawyers at your chambers and their areas of specialisation?", intent: "team" },
  { message: "Una lawyer dem plenty? who an who dey?", intent: "team" },
  { message: "how many lawyer una get", intent: "team" },
  { message: "Do you have women lawyers? I prefer to talk to a woman", intent: "team" },
  { message: "Who are the partners at the firm? I'd like to know who I'd be dealing with.", intent: "team" },
  { message: "who are the lawyers here? sorry, i just want to know who's who before i say anything", intent: "team" },
  { message: "grandpa wan know which lawyer dem dey una office an wetin each one sabi", intent: "team" },
  { message: "Can you list your lawyers and what each one does?", intent: "team" },
  { message: "Who be di big lawyer dem fo dis office?", intent: "team" },
  { message: "Is your firm staffed by experienced advocates? Who leads it?", intent: "team" },
  { message: "una get young lawyer dem too or na only old wan", intent: "team" },
  { message: "Who is who in your firm? I see plenty names on di signboard.", intent: "team" },

  // contact
  { message: "How a go reach una?", intent: "contact" },
  { message: "What's the best way to get in touch with the firm from abroad?", intent: "contact" },
  { message: "how can i contact you guys outside this chat?", intent: "contact" },
  { message: "Kindly advise how I may communicate with your office from Bo.", intent: "contact" },
  { message: "hw i go contact una", intent: "contact" },
  { message: "we de far na Kono, how we go get una?", intent: "contact" },
  { message: "What's the quickest way to reach someone there?", intent: "contact" },
  { message: "Abeg how I fit contact una lawyer dem?", intent: "contact" },

  // phone
  { message: "Gi me una phone number", intent: "phone" },
  { message: "una whatsapp num pls", intent: "phone" },
  { message: "May I have a telephone number for your office?", intent: "phone" },
  { message: "Is there a number I can call from the US? Do you take WhatsApp calls?", intent: "phone" },
  { message: "can i call you? what's the number", intent: "phone" },
  { message: "we nor get internet all time, una get number wey we fit call?", intent: "phone" },
  { message: "What number do I call to speak to someone at the office?", intent: "phone" },
  { message: "Send me di WhatsApp abeg", intent: "phone" },

  // address
  { message: "Where exactly is your office? I am not familiar with central Freetown.", intent: "address" },
  { message: "Una office de which side?", intent: "address" },
  { message: "wer una de", intent: "address" },
  { message: "how we go find una office wen we reach Freetown? we nor sabi town well", intent: "address" },
  { message: "what's your address? i want to come with my mum", intent: "address" },
  { message: "Una office near Law Courts?", intent: "address" },
  { message: "Could you share the street address? I'd like to send my cousin over with some papers.", intent: "address" },

  // email
  { message: "What's your email? I'd like to send over some documents.", intent: "email" },
  { message: "Kindly furnish me with your e-mail address so that I may write formally.", intent: "email" },
  { message: "do you have an email i can send my question to", intent: "email" },
  { message: "Email address please", intent: "email" },
  { message: "I wan send una di scan of my bill of lading. which email?", intent: "email" },
  { message: "mi son say mek a send email. which one una get?", intent: "email" },
  { message: "una email adres", intent: "email" },

  // greeting
  { message: "Salamalekum", intent: "greeting" },
  { message: "Good morning.", intent: "greeting" },
  { message: "hw di bodi", intent: "greeting" },
  { message: "Hello una", intent: "greeting" },
  { message: "Hi there", intent: "greeting" },
  { message: "hii", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "Good afternoon!", intent: "greeting" },
  { message: "Mornin ya", intent: "greeting" },

  // thanks
  { message: "Thank you very much for your kind assistance.", intent: "thanks" },
  { message: "Tenki tenki, God bless una", intent: "thanks" },
  { message: "tnx bro", intent: "thanks" },
  { message: "Tenki ya", intent: "thanks" },
  { message: "Thanks, that's really helpful.", intent: "thanks" },
  { message: "ok thank you so much!!", intent: "thanks" },
  { message: "grandpa say tenki plenty", intent: "thanks" },
  { message: "Great, thanks.", intent: "thanks" },

  // goodbye
  { message: "Goodbye, and God bless.", intent: "goodbye" },
  { message: "Ok a de go now", intent: "goodbye" },
  { message: "lata", intent: "goodbye" },
  { message: "I'll be in touch. Bye for now.", intent: "goodbye" },
  { message: "we de go. bye bye", intent: "goodbye" },
  { message: "Bye", intent: "goodbye" },

  // unknown
  { message: "i don't even know how to explain", intent: "unknown" },
  { message: "???", intent: "unknown" },
  { message: "hmmm", intent: "unknown" },
  { message: "grandpa say ask una", intent: "unknown" },
  { message: "Abeg", intent: "unknown" },
  { message: "I am not certain where to begin.", intent: "unknown" },

  // knowledge:Fees
  { message: "How much una de take fo see lawyer?", intent: "knowledge:Fees" },
  { message: "What are your consultation fees? I am a pensioner of modest means.", intent: "knowledge:Fees" },
  { message: "i nor get moni. una get free lawyer?", intent: "knowledge:Fees" },
  { message: "Could you give me an idea of your fees for a consultation, and whether you accept payment in instalments?", intent: "knowledge:Fees" },
  { message: "grandpa wan know if e fit pay small small", intent: "knowledge:Fees" },
  { message: "How much do you charge to review a contract?", intent: "knowledge:Fees" },

  // knowledge:Languages spoken
  { message: "Wich lawyer dem de speak Temne?", intent: "knowledge:Languages spoken" },
  { message: "una lawyer dem sabi Kono language? grandpa nor sabi English", intent: "knowledge:Languages spoken" },
  { message: "Do any of your lawyers speak Mende? My sister would be more comfortable.", intent: "knowledge:Languages spoken" },
  { message: "Una de talk Fula? or na English only", intent: "knowledge:Languages spoken" },
  { message: "Do the lawyers work only in English? My wife's first language is French.", intent: "knowledge:Languages spoken" },
  { message: "a fit talk krio wit di lawyer or i must talk english", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring
  { message: "What documents should I bring to my first meeting about the land in Bo?", intent: "knowledge:What to bring" },
  { message: "Wetin I go carry come when I de come see lawyer?", intent: "knowledge:What to bring" },
  { message: "A go bring mi papers dem? which one?", intent: "knowledge:What to bring" },
  { message: "what do i need to bring for the consultation? just my ID?", intent: "knowledge:What to bring" },
  { message: "My cousin will attend on my behalf. What papers should he bring?", intent: "knowledge:What to bring" },
  { message: "Do I need to bring anything to the first appointment?", intent: "knowledge:What to bring" },

  // knowledge:Parking
  { message: "Is there parking at your office? I'll be driving.", intent: "knowledge:Parking" },
  { message: "Can my driver park near the office, or should he drop me and circle round?", intent: "knowledge:Parking" },
  { message: "A get lorry, e get place fo park am near una?", intent: "knowledge:Parking" },
  { message: "which side poda poda go drop grandpa near una office?", intent: "knowledge:Parking" },
  { message: "Is there anywhere to park safely near Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "Keke fit drop me right na una door or I go walk?", intent: "knowledge:Parking" },

  // attorney
  { message: "Is Mrs Hawa Turay the lawyer who handles probate? I have heard good things about her.", intent: "attorney:Hawa Turay" },
  { message: "Dat lawyer Isatu Bangura, e sabi ship matter well?", intent: "attorney:Isatu Bangura" },
  { message: "What is Abdul Rahman Sesay's background? Does he work with foreign investors?", intent: "attorney:Abdul Rahman Sesay" },
  { message: "Ibrahim Jalloh dey office 2day?", intent: "attorney:Ibrahim Jalloh" },
];
