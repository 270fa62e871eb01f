import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Farmers and village life; writers: old Kambia rice farmer (grandson types), young Bo cassava trader (SMS), Kailahun cocoa co-op secretary (formal), Fula herder (broken English/French), Tonkolili groundnut woman (Krio), Pujehun palm oil mill owner, diaspora son in UK/US, Port Loko farm labourer (typos)
export const FIFTY_FIFTH_TEST_SET: LabelledMessage[] = [
  { message: "Good morning. I greet una from Kambia.", intent: "greeting" },
  {
    message:
      "Di chief for we village bin gi me papa 6 acre for plant rice since 1998. Now in pikin dem say dem wan di lan back for sell to one company. I need lawyer for help me.",
    intent: "area:land",
  },
  { message: "wetin be di price for 50kg bag of urea fertilizer now for Makeni?", intent: "off-topic" },
  {
    message: "police don come tek my broda from di swamp farm dis morning, dem say na him tif di rice thresher. e de Kambia station now pls help",
    intent: "urgent",
  },
  { message: "pls wat tym una office open 2moro? i de cum frm bo", intent: "hours" },
  {
    message:
      "The Fula herders' cows ate half my groundnut farm. Do they have to pay me for all the groundnut I would have harvested, or only what the chief decides?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, our cocoa cooperative signed a supply agreement with a buyer in Kenema for 40 tonnes. He has collected 25 tonnes and refuses to pay the balance for over three months. We require legal assistance to enforce the agreement.",
    intent: "area:contract",
  },
  {
    message:
      "the herders came to my farm last night with cutlass and said if I report them to the chief again they will kill me. I am afraid to go back to the farm",
    intent: "safety",
  },
  { message: "I would like to book an appointment with a land lawyer on Thursday if possible.", intent: "booking" },
  {
    message:
      "My husband died last year and his brothers have taken over the oil palm plantation he left. Me and my 4 children get nothing now. Can una help me?",
    intent: "area:family",
  },
  { message: "how many lawyers una get for dat office?", intent: "team" },
  { message: "how do I stop cassava mosaic disease spreading in my farm", intent: "off-topic" },
  { message: "Me and 3 friends want to register a rice milling company in Port Loko. We need help to register it properly.", intent: "area:business" },
  {
    message: "soldiers at the checkpoint near Falaba holding my uncle and his cows since yesterday, they want money before they release him. he still there",
    intent: "urgent",
  },
  { message: "how much una de charge for look pan land paper? me na poor farmer", intent: "knowledge:Fees" },
  {
    message:
      "We have 2 containers of cocoa beans stuck at Queen Elizabeth II Quay for 3 weeks. Customs say the papers are not complete and the vessel has left. We need help to release the cargo.",
    intent: "area:shipping",
  },
  {
    message: "if I take seed loan from a trader and the rains fail and I get no harvest, does he have the right to take my farm land?",
    intent: "legal-question",
  },
  { message: "abeg send me una phone number", intent: "phone" },
  {
    message:
      "My son is on bail, they charged him with setting a bush fire that burnt the chief's cocoa farm. Court date is next month in Kailahun. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "which tractor is better for swamp rice, power tiller or the big one?", intent: "off-topic" },
  { message: "pls i get problem", intent: "unknown" },
  {
    message:
      "We are palm oil producers with a dispute with the mill company about the price per drum. We don't want court, we want someone to sit between us and settle it. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "wetin kain case una de handle?", intent: "services" },
  {
    message:
      "Dem don lock my wife for police cell for Magburaka since yesterday. Di woman wey she de sell groundnut to say she tif her money. Abeg wetin we go do",
    intent: "urgent",
  },
  { message: "di youth dem for di village say dem go burn my house because my cows enter dem farm. I de hide for my broda place now", intent: "safety" },
  { message: "wat is ur email adress pls", intent: "email" },
  {
    message:
      "I want to lease 50 acres of farm land from the chiefdom for an oil palm plantation. I need a lawyer to prepare the lease and do a search on the land.",
    intent: "area:land",
  },
  { message: "Are you open on Saturday? I only come to town on market day.", intent: "hours" },
  { message: "Is it going to rain this week in Kenema? I want to dry my cocoa beans", intent: "off-topic" },
  {
    message:
      "My father planted cocoa on family land 30 years ago. Now my cousins say the land belongs to their side of the family. Who owns the cocoa trees, us or them?",
    intent: "legal-question",
  },
  {
    message: "I worked on a big rice farm as a labourer for 8 months and the owner refused to pay my last 3 months salary. Please help me get my money.",
    intent: "area:contract",
  },
  { message: "can i talk to a lawyer 2moro morning? na bout my granpa farm", intent: "booking" },
  { message: "Hello", intent: "greeting" },
  { message: "police at my door now, dem say I must follow dem go station because of di herder cow wey die near my farm. wetin I for do??", intent: "urgent" },
  {
    message: "My father left a will giving his cocoa farm to me and my sister but my stepmother is saying the will is fake. We need help to get probate.",
    intent: "area:family",
  },
  { message: "where exactly is your office in freetown? I go come by poda poda from Waterloo", intent: "address" },
  { message: "Una lawyer dem sabi talk Mende? My granny no sabi English", intent: "knowledge:Languages spoken" },
  { message: "can you write me a short poem about harvest time in the village for our church program", intent: "off-topic" },
  {
    message: "My brother is accused of poisoning a herder's cows. Police released him but the case is going to court. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "chief messenger dem don tie my papa and carry am go di court barray since morning because e no pay di farm tax. abeg help", intent: "urgent" },
  { message: "Is it legal for the produce buyer to use his own scale and pay me for less than the real weight?", intent: "legal-question" },
  { message: "How can I reach your office? I stay in Pujehun and can't come to Freetown easily.", intent: "contact" },
  {
    message:
      "We have a farmers cooperative in Kailahun and want to open a bank account and get a loan for a cocoa dryer, but the bank says our registration is not proper. Can your firm help us sort it out?",
    intent: "area:business",
  },
  { message: "tenki ya", intent: "thanks" },
  {
    message:
      "Good afternoon. I imported fertilizer through Freetown port and when we opened the containers half the bags were wet and spoilt. The shipping line refuses responsibility. I want to make a cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "My husband beats me every night when he comes back from the farm, yesterday he nearly broke my hand. I don't know where to go",
    intent: "safety",
  },
  {
    message: "The cattle owners and the farmers in our chiefdom want to settle the crop damage matter without court. Can your lawyers mediate between us?",
    intent: "area:arbitration",
  },
  { message: "my phone no de charge again since di rain, wetin I go do", intent: "off-topic" },
  { message: "I want appointment for Monday, na about seed loan wey me and one trader get palava", intent: "booking" },
  { message: "una get woman lawyer? I wan talk to woman", intent: "team" },
  {
    message:
      "Di survey show say my farm boundary pass inside my neighbour farm, but di neighbour don plant cassava dey. We don fight two times. I need lawyer for settle di boundary.",
    intent: "area:land",
  },
  {
    message:
      "My son was picked up by police in Lumley last night. They say he stole bags of cocoa from a store in Kenema. He is still in the cell at Lumley now.",
    intent: "urgent",
  },
  { message: "una de open Sunday?", intent: "hours" },
  {
    message: "How much will the court give me for 2 acres of rice that cattle destroyed? The herder says he will only pay 500,000 Leones.",
    intent: "legal-question",
  },
  {
    message:
      "A company gave us seedlings and fertilizer on credit and we signed that we must sell all our rice to them. Now their price is too low. Can you review the contract and help us?",
    intent: "area:contract",
  },
  { message: "What documents should I carry when I come for the meeting about my farm land?", intent: "knowledge:What to bring" },
  { message: "how much is a bag of rice in Freetown today", intent: "off-topic" },
  {
    message:
      "Ma man don lef me an di pikin dem for village 2 years now, e no de send money for school fees. E get big cashew farm. I wan make e pay for di pikin dem.",
    intent: "area:family",
  },
  { message: "Dem carry my brother go barracks for Kabala since Friday, dem say e hide cow for bush. Nobody don see am since then", intent: "urgent" },
  { message: "Do you people help farmers or only big businessmen?", intent: "services" },
  { message: "some men wey di chief send come my farm with stick an say if I no lef di lan today dem go beat me. dem still de outside", intent: "safety" },
  {
    message:
      "Police charged my uncle with assault after he fought with a herder over his cassava farm. The trial is next week at Bo Magistrate Court and he needs a lawyer.",
    intent: "area:criminal",
  },
  { message: "di chief gi me lan for farm 15 years ago no paper. e don die now. in pikin fit take di lan back?", intent: "legal-question" },
  { message: "Is there a place to park my pickup when I come to your office?", intent: "knowledge:Parking" },
  {
    message:
      "Our cashew nuts shipment to Vietnam was loaded late and the buyer cancelled. Now the ship owner is claiming demurrage under the charter party. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "wetin I go gi my cow dem wen dem de cough an no de eat", intent: "off-topic" },
  {
    message:
      "Good day, I am a cocoa farmer from Pendembu coming to Freetown next week. I want to sit down with one of your lawyers to discuss my situation. How do I schedule?",
    intent: "booking",
  },
  {
    message:
      "Dear Sir, my father, a 70 year old cocoa farmer, was arrested this afternoon by police in Daru over a land dispute and is being held at the station. He is diabetic. Please advise what to do.",
    intent: "urgent",
  },
  { message: "What time do you close in the evening? I will reach Freetown around 4.", intent: "hours" },
  {
    message:
      "I am in London and want to invest in a cassava processing business in Moyamba with my cousin. I need a lawyer to set up the company and a shareholders agreement.",
    intent: "area:business",
  },
  { message: "What is your WhatsApp number?", intent: "phone" },
  {
    message:
      "Our cooperative and an exporter had an arbitration about rotten cocoa and we won the award, but the exporter refuses to pay. We need help enforcing it.",
    intent: "area:arbitration",
  },
  { message: "I am a labourer on a palm oil farm, no written contract. If the owner sacks me tomorrow must he pay me anything?", intent: "legal-question" },
  { message: "Who are the lawyers in your firm?", intent: "team" },
  { message: "plz help a mob dey for our compound dem say my mama na witch wey spoil dem rice farm, dem de shout an throw stone", intent: "safety" },
  { message: "Do you know any NGO that gives free seed rice to farmers in Tonkolili?", intent: "off-topic" },
  {
    message:
      "I bought 4 town lots of farmland near Waterloo from a family, and now another family has come with their own document. I need help to check who has the real title deed.",
    intent: "area:land",
  },
  { message: "pls dem jst cm tk my husbnd frm d farm, 4 police wit gun, dem put am pan motor. wi nt knw wia dem tk am", intent: "urgent" },
  { message: "abeg put me down for consultation, I wan see lawyer", intent: "booking" },
  { message: "I want a proper written agreement for the 20 labourers I hire on my groundnut farm every season. Can una draft am?", intent: "area:contract" },
  { message: "Do you accept payment in parts after harvest? I don't have all the money now", intent: "knowledge:Fees" },
  { message: "all di way dem wey I fit take contact una?", intent: "contact" },
  {
    message: "dem accuse me say I tif palm oil from di mill wey I de work. police bail me but dem say I go court. I need criminal lawyer",
    intent: "area:criminal",
  },
  { message: "Can a paramount chief sell family farm land to a mining company without asking the family?", intent: "legal-question" },
  { message: "hmm", intent: "unknown" },
  {
    message: "We want to adopt my late sister's son. He has been staying with us on the farm since she passed. How do we make it legal, can una help?",
    intent: "area:family",
  },
  { message: "pls hw 2 make palm oil red an clean, mine de come out dark", intent: "off-topic" },
  {
    message:
      "Bonjour, my cousin is Guinean herder, the police in Kamakwie holding him 2 days now because cattle enter rice farm. He don't speak English. Can you help him please",
    intent: "urgent",
  },
  { message: "What areas of law does your chambers practice?", intent: "services" },
  {
    message: "my partner an me get palm oil mill business, now e wan sell im share to outsider without tell me. I need lawyer for di company matter",
    intent: "area:business",
  },
  { message: "Which street una office de?", intent: "address" },
  {
    message:
      "My uncle keeps threatening me since I asked for my share of my late father's cocoa farm. Last week he came with 3 men and said I will not see next year. I fear for my life.",
    intent: "safety",
  },
  {
    message: "d port people dem hold my tractor spare parts 4 customs since 2 weeks, dem say duty too high. una de handle port matter?",
    intent: "area:shipping",
  },
  { message: "Parlez-vous français? I am from Guinea, my English is small", intent: "knowledge:Languages spoken" },
  { message: "Can I book a meeting with the lawyer for family land matters for next Wednesday afternoon?", intent: "booking" },
  { message: "me an di rice buyer get contract wey say if palava cam we go arbitration. now palava don cam. una fit help we", intent: "area:arbitration" },
  { message: "What email can I send my documents to?", intent: "email" },
  { message: "Thank you very much, God bless una", intent: "thanks" },
  { message: "I want to know about Mohamed Conteh, is he the one for land matters?", intent: "attorney:Mohamed Conteh" },
  { message: "ok bye", intent: "goodbye" },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "My brothers say because I am a woman I can't inherit my father's rice farm. Is that true under the law?", intent: "legal-question" },
  { message: "when is the best time to plant groundnut in Tonkolili?", intent: "off-topic" },
  {
    message: "my papa de for police station since yesterday, na dem hold am dey for Bo, dem no gree release am. e get 65 years. abeg una send lawyer",
    intent: "urgent",
  },
  {
    message:
      "My father died without a will and he had 3 wives. The rice farms are being shared by the first wife's children only. Please help us, the other children.",
    intent: "area:family",
  },
  {
    message: "We want to start an agro business exporting ginger and need to register with Corporate Affairs. Do you do company registration?",
    intent: "area:business",
  },
  { message: "Dem de beat my sister now now for di next compound, na her husband. e say e go kill am because of di groundnut money", intent: "safety" },
  { message: "I want to make an appointment to see your lawyer. I'm a groundnut farmer from Magburaka.", intent: "booking" },
  { message: "una de work for public holiday?", intent: "hours" },
  {
    message: "We chartered a small vessel to move palm kernel from Pepel to Freetown and the owner left half the cargo behind. Need help claiming.",
    intent: "area:shipping",
  },
  { message: "pls who de buy cocoa for good price now for Kailahun, wetin di price per bag", intent: "off-topic" },
  {
    message:
      "Pls help. Di CDC policemen don come take my mother from her garden just now because dem say she plant cassava on government land. Dem carry her go Waterloo police",
    intent: "urgent",
  },
  {
    message: "My grandfather's farm land in Moyamba has been grabbed by a rubber company. They say the chief signed it over. We want to fight it.",
    intent: "area:land",
  },
  { message: "how many of una lawyers na woman?", intent: "team" },
  {
    message: "The cows of the herder destroyed my cassava but the chief says I should forgive because the herder is his friend. Can I still take him to court?",
    intent: "legal-question",
  },
  {
    message: "The cocoa buyer and our cooperative have a contract dispute. We prefer mediation rather than court. Does your firm do mediation?",
    intent: "area:arbitration",
  },
  {
    message: "One buyer give me advance money for my groundnut harvest but now e want collect 3 times di money. we sign paper. I need lawyer check di paper.",
    intent: "area:contract",
  },
  { message: "Is consultation free? I be farmer, no money", intent: "knowledge:Fees" },
  { message: "hw much 1 cow cost for Kabala market", intent: "off-topic" },
  {
    message: "the chief's youths grabbed my brother at the farm and locked him in the chief's compound since last night, they say he must pay for the goats",
    intent: "urgent",
  },
  {
    message: "My husband is charged with stealing a cow and the case is at Kabala court. He is out on bail. We need a good lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Which number I fit call una?", intent: "phone" },
  {
    message:
      "Please, the herders said they will come back tonight to attack our village because we seized two of their cows. Everybody is afraid. What can we do?",
    intent: "safety",
  },
  { message: "What kind of work does your firm do?", intent: "services" },
  {
    message: "I give one man 2 bags of seed rice loan, e promise to pay back 4 bags after harvest. now e say e go pay only 2. e get right for pay only 2?",
    intent: "legal-question",
  },
  { message: "Could I arrange a consultation by WhatsApp video since I am in Birmingham? It is about my late father's farms in Kono.", intent: "booking" },
  { message: "Can you help me write a CV? I want a job as farm manager at the sugar company", intent: "off-topic" },
  {
    message:
      "Good evening. My younger brother, a labourer at a palm plantation in Pujehun, has been held by company security and the police since Tuesday after workers protested about wages. We have not been allowed to see him.",
    intent: "urgent",
  },
  { message: "I want to make a will so my cocoa farms go to my children and not to my brothers. Can una help me write it?", intent: "area:family" },
  { message: "Where is Kamara chambers located?", intent: "address" },
  {
    message: "Our rice cooperative has 5 directors and two of them are using the money without accounts. We need help with the governance of the company.",
    intent: "area:business",
  },
  { message: "wat day una open", intent: "hours" },
  {
    message:
      "My brother in Ghana sent 2 containers of farm machinery and the shipping agent is asking for extra charges before releasing them at the Quay. Can your firm handle this?",
    intent: "area:shipping",
  },
  { message: "police don surround we house dis night say dem de find my husband for di cattle wey lost. dem de knock di door now", intent: "urgent" },
  { message: "my grandpa de cough an get fever since 3 days after farm work, which medicine we fit buy", intent: "off-topic" },
  { message: "If my tenant farmer stops paying the rent for the oil palm land for 3 years, can I throw him off the land?", intent: "legal-question" },
  { message: "Hi good evening", intent: "greeting" },
  { message: "pls I wan do title search pan one farm land wey I wan buy for Lungi before I pay", intent: "area:land" },
  { message: "me na farm worker for one man, e de touch me an threaten say if I talk e go sack me an harm me. I fraid", intent: "safety" },
  { message: "I de come wit my motorbike, wey I go park am?", intent: "knowledge:Parking" },
  {
    message: "Di herders an we farmers don agree say we go settle outside court, but we need person wey sabi law for lead di talk.",
    intent: "area:arbitration",
  },
  { message: "wen I fit cam see lawyer dis week", intent: "booking" },
  {
    message:
      "I was employed as supervisor on a cocoa plantation for 4 years and they sacked me with no notice and no benefits. I want to take action against my employer.",
    intent: "area:contract",
  },
  {
    message:
      "my grandad (78) was detained at Kenema central police since this morning over a cocoa farm boundary fight. family abroad here in US, how can your lawyer get to him fast",
    intent: "urgent",
  },
  { message: "di basketball court for our village school don spoil, who go fix am?", intent: "off-topic" },
  { message: "My late husband and I were not married in church, only traditional. Do I have any right to his cocoa farm?", intent: "legal-question" },
  { message: "Tell me about the lawyers at Kamara chambers", intent: "team" },
  { message: "police invite me come station tomorrow about a fight at the farm. I am not arrested but I want lawyer to go with me", intent: "area:criminal" },
  { message: "Thanks for the help, I will tell my husband", intent: "thanks" },
  { message: "Please send me all your contact details, phone and email, I want to keep them.", intent: "contact" },
  { message: "Di papa of me pikin don take di pikin go im village for farm work, e no de go school. I wan custody of me pikin.", intent: "area:family" },
  { message: "dem arrest my son 4 Makeni market yestaday wen e de sell groundnut, police say e get igbo for in bag, e still de cell", intent: "urgent" },
  { message: "Do you have an email address?", intent: "email" },
  {
    message:
      "Good evening, I have an agro company and the bank is asking for legal documents before giving us the loan for a processing machine. I need a business lawyer.",
    intent: "area:business",
  },
  { message: "Is the office open at lunch time, around 1 pm?", intent: "hours" },
  { message: "My in-laws chased me from the farm house with cutlass after my husband's burial, now I am sleeping in the bush with my baby", intent: "safety" },
  { message: "Any recipe for cassava leaf with palm oil and fish? I want to cook for my husband", intent: "off-topic" },
  { message: "Please book me for Friday 10am with any lawyer available.", intent: "booking" },
  {
    message: "cocoa we export to Belgium arrive with mould, buyer reject am and want money back from we. na di ship container leak. una get shipping lawyer?",
    intent: "area:shipping",
  },
  { message: "Will I win if I sue the buyer who took my 30 bags of cocoa and gave me a cheque that bounced?", intent: "legal-question" },
  { message: "?", intent: "unknown" },
  {
    message:
      "My family in Kono are fighting over who will control the family land now that grandpa died. I'm in the US and need a land lawyer there to protect our portion.",
    intent: "area:land",
  },
  { message: "they just took my husband away in the police pickup from our rice farm, my children are crying, what do I do", intent: "urgent" },
  { message: "Una de do all kind of case or na only court?", intent: "services" },
  {
    message: "We got an arbitration award against a rice importer but he says he will not obey it. How can we enforce it? We need a lawyer.",
    intent: "area:arbitration",
  },
  { message: "Please I need a lawyer to draft an outgrower contract between my company and 200 smallholder farmers.", intent: "area:contract" },
  { message: "how can I buy Africell credit from here to send to my mama in the village", intent: "off-topic" },
  { message: "pls gi me d watsap numba", intent: "phone" },
  { message: "Is Hawa Turay a lawyer for wills? My mother wants her to help with the farm inheritance", intent: "attorney:Hawa Turay" },
  { message: "d farm owner say if any labourer get injury na we own problem. is dat legal?", intent: "legal-question" },
  { message: "pple frm d next village attck us on d farm 2day ovr d boundary, 2 ppl wounded, dem say dem go cum bak", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, on behalf of the Gbo Farmers Association, I write to request a meeting with a lawyer at your chambers to discuss our land lease with the chiefdom.",
    intent: "booking",
  },
  { message: "Military men dey hold 5 of we herders for Kurubonla since 2 days, dem seize di cattle too. Aidez-nous svp", intent: "urgent" },
  { message: "My cousin was convicted for cocoa theft in Kenema and got 3 years. We believe he is innocent and want to appeal.", intent: "area:criminal" },
  { message: "I don reach Siaka Stevens Street, which building una de?", intent: "address" },
  { message: "I need help with my homework on types of soil, na for agriculture class", intent: "off-topic" },
  { message: "Una de do legal aid for poor farmers?", intent: "knowledge:Fees" },
  { message: "i wan open small company for buy an sell gari, abeg help me register am", intent: "area:business" },
  {
    message: "Dear Sir, I have been farming on a piece of land for 25 years and now the landowner family want to evict me. I need help regarding this land.",
    intent: "area:land",
  },
  { message: "I de go now, bye", intent: "goodbye" },
  { message: "Una lawyer dem plenty? who de there?", intent: "team" },
  { message: "Is it allowed for the chief to fine me 2 million Leones because my goats entered his farm?", intent: "legal-question" },
  { message: "my wife don go back to her people and she want divorce. we get farm together. I need lawyer", intent: "area:family" },
  {
    message:
      "Dem don hold me own pikin for Port Loko station since Sunday, dem say na e set fire to di man cassava farm. di OC say we must pay before dem release am.",
    intent: "urgent",
  },
  {
    message:
      "I am a coffee exporter and the bill of lading was issued with the wrong weight, now the port won't release the bags. I need a shipping lawyer quickly.",
    intent: "area:shipping",
  },
  { message: "What is the best chicken feed to buy in Bo for layers?", intent: "off-topic" },
  { message: "Una fit talk Temne?", intent: "knowledge:Languages spoken" },
  { message: "I get call from unknown number say if I no withdraw di land case dem go kill me an my pikin dem. I no sleep for house now", intent: "safety" },
  {
    message: "I and my business partner in Guinea have a problem over palm oil shipment payment. Our contract says arbitration in Freetown. Can una handle am?",
    intent: "area:arbitration",
  },
  { message: "di man wey rent my tractor don break am an e no wan pay, we get agreement paper. help me", intent: "area:contract" },
  { message: "pls list ur services", intent: "services" },
  { message: "I need to see a lawyer face to face before I sign di paper wey di produce buyer gi me. how I go book?", intent: "booking" },
  { message: "If I reach your office by 8 in the morning will it be open?", intent: "hours" },
  { message: "dem say my broda cut di chief palm tree dem an burn di farm. di case don go court. we need lawyer for defend am", intent: "area:criminal" },
  { message: "send me email of una office make my son in America write una", intent: "email" },
  { message: "How do I contact the firm from Guinea?", intent: "contact" },
  { message: "Is there parking near your office for a truck?", intent: "knowledge:Parking" },
  { message: "What should I bring for my first appointment? I have some old farm receipts and the chief letter", intent: "knowledge:What to bring" },
  { message: "tnx", intent: "thanks" },
  { message: "Goodnight, I will come back later", intent: "goodbye" },
  { message: "Good afternoon una", intent: "greeting" },
  { message: "Di forest guard dem an police don catch my papa for di reserve wey e de cut palm, dem tie am now dem de carry am go Kenema", intent: "urgent" },
  { message: "Which fertilizer is good for cocoa, NPK or urea?", intent: "off-topic" },
  { message: "My mother was a rice farmer and died last month. We need help to get letters of administration for her farms and house.", intent: "area:family" },
  {
    message: "My grandfather gave part of our family land to a stranger farmer by word of mouth. Can the family now ask him to leave?",
    intent: "legal-question",
  },
  { message: "I need a lawyer to do conveyancing for a 10 acre farm I am buying in Tonkolili.", intent: "area:land" },
  { message: "Please help, my neighbour is coming with cutlass to my farm now shouting that he will chop me", intent: "safety" },
  { message: "Hi, I'd like to schedule a consultation about my family's cocoa plantation for when I visit Freetown in December.", intent: "booking" },
  { message: "Until what time una de open for Friday?", intent: "hours" },
  {
    message: "I am a farmer and I want to form a limited company with my three sons so that we can get contracts from the World Food Programme. Please help.",
    intent: "area:business",
  },
  {
    message:
      "Please my husband has been in the cell at Moyamba police since Monday. The produce buyer said he took his advance and ran. They won't let us bring him food.",
    intent: "urgent",
  },
  { message: "how to start fish pond near my rice swamp", intent: "off-topic" },
  {
    message:
      "The ship carrying our rice import from India arrived at Queen Elizabeth Quay with many torn bags and short weight. We need to claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "How many lawyers work at Kamara and Associates?", intent: "team" },
  {
    message: "Our cocoa cooperative has a disagreement with a Ghana buyer. The contract has an arbitration clause. We need an arbitration lawyer.",
    intent: "area:arbitration",
  },
  { message: "The cassava buyer took my gari and said he will pay next month, now it's 6 months. Can I get interest on the money?", intent: "legal-question" },
  { message: "help", intent: "unknown" },
  { message: "I want someone to look at a contract the cocoa company wants us farmers to sign before the season starts.", intent: "area:contract" },
  { message: "pls urgnt, police de beat my broda now inside station for Lunsar, dem hold am since dis morning for di goat case", intent: "urgent" },
  {
    message: "My son was released on bail for the fight at the farm, but he must appear at the High Court in Makeni. We need a criminal lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "What's your phone number?", intent: "phone" },
  { message: "Who won the match between East End Lions and Kallon yesterday?", intent: "off-topic" },
  {
    message: "I run from my husband house last night. e beat me bad because di harvest no good. I de hide for my friend house an I fraid e go find me",
    intent: "safety",
  },
  { message: "Do you handle cases for village people too?", intent: "services" },
  { message: "abeg make I see one lawyer 4 my seed loan palava, wen una free?", intent: "booking" },
  { message: "Can my employer deduct money from my salary because the rain spoil di rice in di store?", intent: "legal-question" },
  {
    message: "Right now police men are at our farm gate with a paper saying they've come for my father over the land fight with the chief. What do we do?",
    intent: "urgent",
  },
  {
    message:
      "Dear Madam, I am a widow in Bonthe. My late husband's family wants me to marry his brother or leave the farm. I need a lawyer to protect me and my children.",
    intent: "area:family",
  },
  { message: "How do I get to your office from the Kenema lorry park?", intent: "address" },
  {
    message: "We registered a cooperative 5 years ago and now we want to convert it into a company with shares for members. Do you handle that?",
    intent: "area:business",
  },
  { message: "wetin be di weather for Pujehun 2moro", intent: "off-topic" },
  {
    message: "My brother sold our family farm land in Port Loko without the consent of the rest of the family. We want to stop the sale.",
    intent: "area:land",
  },
  { message: "Can I park near the building?", intent: "knowledge:Parking" },
  { message: "herder boy wey de work for me, police hold am for Bumbuna since 3 days because cow eat farm. e na 16 years pikin", intent: "urgent" },
  { message: "If a herder's cattle destroy my farm a second time, can I kill the cows without getting in trouble?", intent: "legal-question" },
  {
    message: "Two villages are arguing over the rice swamp boundary and the District Council asked for mediation. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "My employer on the banana farm told me I'm fired because I asked for overtime. I want to claim my rights.", intent: "area:contract" },
  { message: "What are your working hours?", intent: "hours" },
  {
    message: "We have been attacked by a group of herders with guns in Koinadugu, they said they will return. Our women are afraid to go to the farm",
    intent: "safety",
  },
  { message: "Where can I sell my palm kernel oil in Freetown for good price?", intent: "off-topic" },
  { message: "Thank you so much for the information", intent: "thanks" },
  {
    message:
      "Our container of cocoa was rolled over to another vessel without telling us and the buyer penalised us. Is this something your shipping lawyer can handle?",
    intent: "area:shipping",
  },
  {
    message:
      "Good morning. I am writing from Manchester. My mother called crying that police have taken my elder brother from the rice farm in Rokupr this morning. He is at the station there. Please can someone go?",
    intent: "urgent",
  },
  { message: "Can I come tomorrow at 11 for a meeting with a lawyer?", intent: "booking" },
  { message: "I want to know if your firm defends people accused of stealing cattle, my cousin has a case coming up.", intent: "area:criminal" },
  { message: "How do I get in touch with your firm?", intent: "contact" },
  { message: "My late brother's wife wants to sell his cocoa farm. Does she have the right or must the family agree?", intent: "legal-question" },
  { message: "I don divorce my husband for native law, but e no wan gi me di pikin dem an e no de pay money. I need family lawyer", intent: "area:family" },
  { message: "Can you tell me the bus fare from Freetown to Kailahun?", intent: "off-topic" },
  { message: "What is the email for consultations?", intent: "email" },
  { message: "dem don put me uncle inside di chiefdom lockup since yesterday sake of di boundary palava. e no get food, e no get water", intent: "urgent" },
  { message: "Wetin I go bring wen I de cam for meeting? I get di lease paper", intent: "knowledge:What to bring" },
  {
    message:
      "diaspora here (Maryland). planning to invest $50k in a poultry and maize farm in Bombali. need business lawyer for structure and investment paperwork",
    intent: "area:business",
  },
  { message: "di chief son de threaten my daughter, e say if she no marry am e go harm am. she 15 years", intent: "safety" },
  { message: "The government surveyors put beacons inside our rice swamp for a new road. We need someone to handle the land issue.", intent: "area:land" },
  { message: "Is there a lady lawyer in your office I can speak to?", intent: "team" },
  { message: "we sign lease for 21 years wit di chiefdom, now new chief say di lease no good. e fit cancel am?", intent: "legal-question" },
  { message: "my son wan job as tractor driver, una fit help am find work?", intent: "off-topic" },
  { message: "they are taking my wife now to the police station because the cocoa buyer said she sold him wet beans, the police is here", intent: "urgent" },
  { message: "We want to settle our dispute with the rice mill owner out of court. He agreed to mediation. Who can lead it?", intent: "area:arbitration" },
  { message: "I wan book appointment for me an my wife, na farm land matter", intent: "booking" },
  {
    message: "We supplied 500 bags of cassava flour to a school feeding programme but they haven't paid. We have a contract. Please help.",
    intent: "area:contract",
  },
  { message: "Are you opened during Ramadan same hours?", intent: "hours" },
  { message: "Do the lawyers speak Krio?", intent: "knowledge:Languages spoken" },
  { message: "dem charge my papa say e use juju kill di man cow. now court case de. we need lawyer", intent: "area:criminal" },
  { message: "Who is Christiana Thomas? Can she help farm workers?", intent: "attorney:Christiana Thomas" },
  { message: "Write a short story about a boy who herds cattle, na for my son school", intent: "off-topic" },
  {
    message: "Since I refused to sell my land to the big man in the village, his boys follow me to the farm every day and say I'm a dead man",
    intent: "safety",
  },
  { message: "Is a seed loan agreement valid if I signed with my thumb print and can't read?", intent: "legal-question" },
  {
    message: "my broda na okada rider, e carry bag of cocoa for one man, police catch am dis morning say na tif cocoa. e de Segbwema station",
    intent: "urgent",
  },
  { message: "we ship cashew to India last month, di shipping line lost one container. need help for claim", intent: "area:shipping" },
  { message: "what services do you offer", intent: "services" },
  { message: "Hi", intent: "greeting" },
  {
    message: "Na me go inherit my grandma cocoa farm because na me she raise. Di rest of di family de vex. I need lawyer for arrange di estate.",
    intent: "area:family",
  },
  { message: "How much is the first consultation?", intent: "knowledge:Fees" },
  { message: "how do I charge my solar lamp faster in rainy season", intent: "off-topic" },
  { message: "me an my sister get palm oil business, we wan make partnership paper so no palava later", intent: "area:business" },
  { message: "Are you near the Cotton Tree?", intent: "address" },
  { message: "Dear Sir, kindly fix me an appointment with your shipping lawyer at your earliest convenience. We export cocoa.", intent: "booking" },
  { message: "I lost the title deed for my farmland in a fire. Can you help me get a new one?", intent: "area:land" },
  { message: "we sister husband don go report her an now police don lock her up for Kailahun since 2 days over di groundnut farm. pls", intent: "urgent" },
  {
    message: "My husband's family say the children must go with them if we divorce because the farm is their land. Who will get custody?",
    intent: "legal-question",
  },
  { message: "Do you have a number I can call from the UK?", intent: "phone" },
  { message: "Di arbitrator don give award for we, but di palm oil company no wan pay. una fit help we enforce am?", intent: "area:arbitration" },
  { message: "my stepfather beat me wit stick becos I no go farm, my body swell. I 14. I fraid to go home", intent: "safety" },
  { message: "what's the best way to store groundnut so weevils don't spoil it", intent: "off-topic" },
  { message: "una don close? I de waka come now", intent: "hours" },
  { message: "pls i need agreement paper for sharecropping wit one man wey get land, make e no cheat me", intent: "area:contract" },
  { message: "i want ask sometin", intent: "unknown" },
  { message: "who are una lawyers dem, wetin dem name?", intent: "team" },
  {
    message: "Police wrote my statement after a fight at the market. They said they will charge me. I want a lawyer before I go back there.",
    intent: "area:criminal",
  },
  { message: "Give me all your contacts", intent: "contact" },
  {
    message: "Good morning, I need help with a port matter, customs seized my imported tractor at the quay saying it was undervalued.",
    intent: "area:shipping",
  },
  { message: "Do I need to carry my ID card and the land survey plan?", intent: "knowledge:What to bring" },
  { message: "wey car fit park wen I cam una office", intent: "knowledge:Parking" },
  { message: "plz i need to talk wit lawyer, can i come on tuesday", intent: "booking" },
  { message: "Una de help wit all kind of law problem?", intent: "services" },
  { message: "una email pls", intent: "email" },
  { message: "Tanks plenty", intent: "thanks" },
  { message: "see you later", intent: "goodbye" },
  { message: "Good evening sir", intent: "greeting" },
  { message: "Abeg, police don hold my mama for Pujehun since yesterday evening, di palm oil woman say she owe am. She old an sick", intent: "urgent" },
  { message: "How many bags of cocoa can one acre give per year?", intent: "off-topic" },
  {
    message: "Di herder pay me for di damage but now e cow dem don come back again. I fit collect money again or di first one don finish am?",
    intent: "legal-question",
  },
  { message: "Di headman don give part of my farm to im in-law. I don farm dey since 20 years. Need land lawyer", intent: "area:land" },
  { message: "Please my sister's husband has locked her in the room and is beating her with a belt right now, we can hear her crying", intent: "safety" },
  { message: "I want to book an appointment, how much does it cost?", intent: "booking", also: ["knowledge:Fees"] },
  {
    message: "My wife and I separated and she took the children to her village. I want to see them and pay for them properly. I need a family lawyer.",
    intent: "area:family",
  },
  { message: "We are starting a farmers' savings and loan company in Kenema. We need help registering it and writing the rules.", intent: "area:business" },
  { message: "Wetin time una de open an which side di office de?", intent: "hours", also: ["address"] },
  {
    message: "my father is being held by the chief's police in Mattru since 2 days for refusing to give his land. they dont let anyone see him",
    intent: "urgent",
  },
  {
    message: "We are shipping our first container of cocoa from Freetown to Rotterdam. Need a lawyer to check the charter party and shipping documents.",
    intent: "area:shipping",
  },
  { message: "pls wey I fit buy improved cassava stick for plant", intent: "off-topic" },
  {
    message: "Our farmers union and the cocoa exporters association want an independent mediator for the price dispute. Can your firm do it?",
    intent: "area:arbitration",
  },
  { message: "Who is the head of your firm and who are the other lawyers?", intent: "team" },
  { message: "Pls help me review di agreement wey di NGO gi we for rice seed loan before we sign", intent: "area:contract" },
  { message: "My father's will gave the farm to my brother only. Can I challenge it because I'm also his child?", intent: "legal-question" },
  {
    message: "I am in Conakry, my brother is herder in Sierra Leone, they arrest him yesterday at Gbinti and he is in the cell. Il faut un avocat vite",
    intent: "urgent",
  },
  {
    message: "My brother has been charged with fraud over the cooperative money. He's on bail now. We need a lawyer to defend him at court.",
    intent: "area:criminal",
  },
  { message: "What does Kamara & Associates do?", intent: "services" },
  { message: "can you translate dis song in Mende for me", intent: "off-topic" },
  { message: "I am hiding in the cocoa farm, the land grabbers came to my house with guns tonight", intent: "safety" },
  { message: "Pls fix a time for me to meet Mr Conteh about my land", intent: "booking" },
  { message: "do you work on weekends", intent: "hours" },
  { message: "Thank you, that helps a lot", intent: "thanks" },
  { message: "police dey carry my husband now now from di market, dem say e sell stolen cocoa. dem de push am inside motor", intent: "urgent" },
  { message: "I'm in Atlanta. Want to buy farmland in Bo for my retirement. Need a lawyer to do searches and the conveyance.", intent: "area:land" },
  {
    message: "If I stop working for the cocoa farm in the middle of the season, can the owner refuse to pay me for the months I worked?",
    intent: "legal-question",
  },
  { message: "Grandma left a will for her palm oil farm but no one knows where the original is. Need help with probate.", intent: "area:family" },
  { message: "What time is the Makeni market day?", intent: "off-topic" },
  { message: "Can I call you? which number", intent: "phone" },
  { message: "Dem don burn my rice store an say next time na me dem go burn. I fraid for me life", intent: "safety" },
  {
    message: "I have shares in a cocoa export company with my late father's partner. He won't show me the books. Need business lawyer.",
    intent: "area:business",
  },
  {
    message: "Urgent pls: Officers came to our farm today and took my son and two labourers to the station in Mile 91. They are still there.",
    intent: "urgent",
  },
  { message: "Di herder dem an we farmers don fight tay. Chief say make we find lawyer for mediation. Una de do am?", intent: "area:arbitration" },
  { message: "Do any of your lawyers speak Fula? My father only speaks Fula", intent: "knowledge:Languages spoken" },
  {
    message: "The vessel that brought our fertilizer arrived 2 months late and we missed the planting season. We want to claim against the ship owner.",
    intent: "area:shipping",
  },
  { message: "The produce buyer didn't collect the cassava as agreed and it rotted. Is he responsible for my loss?", intent: "legal-question" },
  { message: "my cow dem de die one by one, na wetin de kill dem", intent: "off-topic" },
  { message: "Can my son in Freetown come and meet a lawyer on my behalf next week? I am in Kabala.", intent: "booking" },
  { message: "I am a farm manager, my contract ended and they refused to pay my gratuity. I need help.", intent: "area:contract" },
  { message: "Helo how una de", intent: "greeting" },
  { message: "my boss de for police cell sinc las nite cos di rice mill fire. me na in labourer, who go help am", intent: "urgent" },
  {
    message: "Police say they will arrest me over the herder who got wounded in the fight. I have not been arrested yet. I want a lawyer to advise me now.",
    intent: "area:criminal",
  },
  { message: "I want to contact una, how?", intent: "contact" },
  { message: "my husband's second wife put poison in my food, I'm afraid she will try again. I'm staying at my mother's", intent: "safety" },
  { message: "tell me a joke about farmers", intent: "off-topic" },
  { message: "Our family land has no documents, we want to survey it and get proper title so nobody take am.", intent: "area:land" },
  {
    message: "My grandfather's land was leased to a company for 50 years for a pittance. Can we cancel the lease now that he is dead?",
    intent: "legal-question",
  },
  { message: "Me brother die an e lef 2 pikin. E wife don go marry another man an lef di pikin wit me. I wan adopt dem proper.", intent: "area:family" },
  { message: "Dem lock up 3 of we farmers for Kpanda Kemo police station after we block di road for protest about di land. since yesterday", intent: "urgent" },
  { message: "Are you open today? Is Independence Day holiday", intent: "hours" },
  {
    message:
      "Good day, foreign investor here interested in a palm oil estate joint venture with local farmers. Looking for legal advice on investment and company setup.",
    intent: "area:business",
  },
  { message: "Do I need to bring the seed loan agreement and receipts to the meeting?", intent: "knowledge:What to bring" },
  {
    message: "A foreign buyer won an arbitration against us in London over the cocoa contract, and now wants to enforce it here. We need help.",
    intent: "area:arbitration",
  },
  { message: "How to make soap from palm oil at home", intent: "off-topic" },
  { message: "i wan si lawyer fo 2day if posibl", intent: "booking" },
  { message: "After I reported the herders to the police, someone left a cutlass and a note at my door. I'm scared for my children.", intent: "safety" },
  {
    message: "The buyer agreed in writing to pay 15,000 Leones per kilo of cocoa and now pays 10,000. We want to enforce our contract.",
    intent: "area:contract",
  },
  {
    message: "police have surrounded our house and are asking for my uncle, they say he cut the chief's cocoa. they are inside the compound now",
    intent: "urgent",
  },
  { message: "e legal for di village headman for ban women from own lan?", intent: "legal-question" },
  { message: "Do you only do court cases or also paperwork and advice?", intent: "services" },
  { message: "my goods dem don hold for QE2 quay, dem say container get wrong declaration. I na farmer wey import seed", intent: "area:shipping" },
  { message: "Who is Adama Koroma and what work does the lawyer do?", intent: "attorney:Adama Koroma" },
  { message: "I beg, una get lawyer wey come from the provinces an understand village matters? how many of una de dey?", intent: "team" },
  { message: "Is it true that the government will give free tractors this year?", intent: "off-topic" },
  { message: "dem don convict my uncle for cow tif but we no agree. we wan appeal", intent: "area:criminal" },
  { message: "What is your email, I want to send scanned documents from London", intent: "email" },
  { message: "My husband wants to take a second wife and give her my rice farm. I want divorce and my share.", intent: "area:family" },
  { message: "pls help, di youths dem wan beat my papa say e na wizard wey spoil di cocoa harvest. dem don gather for di town square", intent: "safety" },
  {
    message: "My wife's brother has been detained at Lungi police for 3 days over cassava farm money. They keep saying come tomorrow. We need bail today.",
    intent: "urgent",
  },
  { message: "Dear Sir, I would be grateful for an appointment to discuss an employment issue on my farm with the appropriate lawyer.", intent: "booking" },
  { message: "mmm pls", intent: "unknown" },
  {
    message: "The mining company is expanding onto our cocoa farms and the compensation they offered is small. We need a land lawyer to handle it.",
    intent: "area:land",
  },
  { message: "who sing dat Krio song bout rice farm wey de play pan radio", intent: "off-topic" },
  { message: "If they charge my son for the bush fire, what punishment can he get?", intent: "legal-question" },
  { message: "pls una de help small business register? I get rice shop an mill", intent: "area:business" },
  { message: "what time una de open for morning", intent: "hours" },
  { message: "I dey drive from Bo, una get parking?", intent: "knowledge:Parking" },
  { message: "We want to take our dispute with the fertilizer supplier to arbitration instead of court. Can you represent us?", intent: "area:arbitration" },
  { message: "Do your lawyers speak English only or also local languages?", intent: "knowledge:Languages spoken" },
  { message: "dem don hold my papa for di barray for Bumpe since morning, di chief say e must pay for di cow wey e wound", intent: "urgent" },
  { message: "Do you have senior lawyers or only young ones?", intent: "team" },
  {
    message: "Dear Sir, a consignment of our palm kernels was damaged by seawater during loading at the quay. We wish to pursue a claim.",
    intent: "area:shipping",
  },
  { message: "we need supply contract wit di hotel for supply vegetables every week. can una write am", intent: "area:contract" },
  { message: "He threatened me at the farm today because I asked for my pay. He said he would shoot me if I come back. I'm a woman alone.", intent: "safety" },
  { message: "Do I need a visa to travel to Guinea to buy cattle?", intent: "off-topic" },
  { message: "Will the court order the herders to move their cattle away from our farms if we sue?", intent: "legal-question" },
  { message: "I need to call the office, what number?", intent: "phone" },
  { message: "I was granted bail on a charge of damaging the neighbour's crops and need a lawyer for my trial in Port Loko.", intent: "area:criminal" },
  { message: "Can we book a meeting for our cooperative committee on Thursday?", intent: "booking" },
  { message: "How much una de charge for write a will?", intent: "knowledge:Fees" },
  { message: "una de handle criminal, land, family, all of dem?", intent: "services" },
  { message: "What's the best way to reach a lawyer there, by phone or email?", intent: "contact" },
  { message: "Where is the office? Which part of Freetown?", intent: "address" },
  { message: "wetin paper dem I fo carry cam?", intent: "knowledge:What to bring" },
  { message: "Bonjour", intent: "greeting" },
  { message: "ok tenki", intent: "thanks" },
  { message: "Bye for now", intent: "goodbye" },
  { message: "Ok, I'll go. Goodbye and have a nice day", intent: "goodbye" },
];
