import type { LabelledMessage } from "./labelled-message";

// Supermarkets and shop workers: Aminata (young Freetown cashier, Krio SMS), Alhaji Bah (old Kissy shop owner, formal letters), Foday (Bo security guard, heavy typos), Josephine Cole (Lumley store manager, polished English), Ibro (teen packer, deep Krio), Mariama (Makeni bread and soap supplier, voice typing), Kadiatou (London diaspora, family shop, French words), Samuel Pratt (importer and wholesaler, curt)
export const DEVELOPMENT_HUNDRED_AND_SECOND: LabelledMessage[] = [
  { message: "gud evnin una 🙏", intent: "greeting" },
  {
    message:
      "Abeg help, police don carry my sister from the supermarket this morning, the manager say she tif money from the till. Dem still hold am na Kissy police station. wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "I manage a supermarket branch in Lumley. Head office has just sent me a letter saying my contract will not be renewed because of stock losses during my period, but they never showed me the audit report. I have worked there nine years. I would like your firm to take this up for me.",
    intent: "area:contract",
  },
  { message: "how much is a bag of rice now for wholesale in Freetown?", intent: "off-topic" },
  { message: "my oga de cut 300k from my salary every month say na shortage from my till. e legal for am do dat?", intent: "legal-question" },
  { message: "wat tym ur ofis opn in d mornn", intent: "hours" },
  {
    message:
      "We have a 40ft container of frozen chicken held at Queen Elizabeth II Quay for three weeks. Port says documents incomplete and the reefer power is costing us daily. Need your shipping people on this.",
    intent: "area:shipping",
  },
  {
    message:
      "the man wey i catch de tif for the shop don send im boys, dem de wait for me outside the gate now wit stick. i fraid to go out. pls wetin i go do",
    intent: "safety",
  },
  { message: "Dear Sir, kindly inform me of the types of cases your chambers handles.", intent: "services" },
  { message: "I would like to book a consultation for Thursday afternoon if possible, regarding a staff matter at my store.", intent: "booking" },
  {
    message: "dey charj me to cort for stealin 3 carton of milk from d store, i neva tif am. case nex mont. i need lawya to defen me",
    intent: "area:criminal",
  },
  { message: "una get vacancy? a de find work as packer or cashier", intent: "off-topic" },
  {
    message:
      "Bonjour, my father died in January and he owned a small supermarket on Kissy Road. My uncles are now running it and say it belongs to them. My mother and us children want the inheritance settled properly. Can your firm help us with this?",
    intent: "area:family",
  },
  { message: "Please what is your phone number I want to call the office", intent: "phone" },
  { message: "secrity from d shop lock my brodar inside d back stor room since 2 oclock, dey sey he tif. dey no wan free am. pls help", intent: "urgent" },
  {
    message:
      "Dear Sir, I wish to purchase a plot at Waterloo to build a warehouse for my supermarket goods. I require a title search before I pay the vendor. Please advise how your firm can assist.",
    intent: "area:land",
  },
  { message: "tenki ya, God bless una", intent: "thanks" },
  { message: "Want to register my supermarket as a limited company and bring in two partners as shareholders. You handle that?", intent: "area:business" },
  {
    message:
      "Is it lawful for our security guards to search the bags and bodies of female staff at closing time? Some staff are complaining and I want to know where the company stands.",
    intent: "legal-question",
  },
  { message: "How to make bread soft like the supermarket bread, which recipe please", intent: "off-topic" },
  {
    message:
      "Please my brother was picked up by police at the shop where he works in Freetown yesterday, they said the owner reported missing stock. He is still in the cell. I am in London, what can you do now",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, a dispute has arisen between myself and my former partner over the sharing of our supermarket stock and profits. We both prefer to settle it out of court before an arbitrator. Please advise if your chambers handles such matters.",
    intent: "area:arbitration",
  },
  { message: "what is your email address please, I prefer to write from here in UK", intent: "email" },
  { message: "how much una de charge fo see lawyer? a na cashier, a nor get plenty money", intent: "knowledge:Fees" },
  { message: "How many lawyers do you have in the office", intent: "team" },
  { message: "wer exactly ur ofis de in freetwn? i cmin frm bo", intent: "address" },
  { message: "abeg", intent: "unknown" },
  {
    message:
      "One of my cashiers has just called me crying. Her husband came to the store and beat her in front of customers because she came home late from stock taking, and he has promised to finish her tonight. She is hiding in my office now. What do we do?",
    intent: "safety",
  },
  {
    message:
      "I supply bread to three shops in Makeni every day since last year, one of them owe me 4 million leones and refuse to pay say the bread was not fresh. I want the lawyer to help me collect my money",
    intent: "area:contract",
  },
  { message: "Any idea of the exchange rate dollar to leones today?", intent: "off-topic" },
  {
    message: "Dear Sir, if a health inspector finds expired tinned goods on my shelves, can they close my shop, and will I personally be liable to go to jail?",
    intent: "legal-question",
  },
  { message: "dem don hold me broda na police since yestaday night, say e tif biscuit na di shop wey e de work. dem nor gree fo gi am bail", intent: "urgent" },
  { message: "a wan mit lawyer pls, wetin day a fit come? a de work till 6 but sat a free", intent: "booking" },
  { message: "Are you open on Saturdays? My only free day from the store is Saturday.", intent: "hours" },
  {
    message:
      "One of my supervisors has been invited by CID for questioning next Monday over a missing cash bag. He has not been arrested. He wants a criminal lawyer to go with him.",
    intent: "area:criminal",
  },
  { message: "Good morning.", intent: "greeting" },
  { message: "I'll be coming in my pickup. Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "me man wey get provision shop don lef me an we 2 pikin, e nor de gi we money fo food. a wan lawyer fo maintenance", intent: "area:family" },
  { message: "hw to charj my POS mashin battry fast, it keep dying", intent: "off-topic" },
  { message: "if d shop sak me becos dey sey i slip on duty, dey must pay me my end of service benefit or not?", intent: "legal-question" },
  {
    message:
      "The police are at my store right now and they are putting two of my cashiers into their vehicle over a customer's complaint about a fake receipt. I need a lawyer to come immediately please.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, a consignment of sugar I imported arrived at the Quay with forty bags soaked by sea water. The shipping line refuses responsibility. I wish to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "how can I get in touch with the office, all the ways please", intent: "contact" },
  {
    message: "some boys dem de follow me since a comot work, dem say a report dem padi wey tif na di shop, dem go kill me. a de hide na one woman shop now",
    intent: "safety",
  },
  {
    message:
      "We want to open a mini supermarket in Freetown with money pooled from the diaspora. How can your firm help with setting up the company and the investment side?",
    intent: "area:business",
  },
  { message: "wetin una de do for people?", intent: "services" },
  { message: "Need a meeting with one of your lawyers this week. Earliest slot?", intent: "booking" },
  {
    message:
      "The landlord of my shop in Makeni want to put me out before my lease finish, he say he sell the building. I have lease paper for 5 years. I need help with this",
    intent: "area:land",
  },
  { message: "Do you know a good supermarket in Freetown that delivers to Aberdeen? want to send foodstuff to my mum", intent: "off-topic" },
  {
    message:
      "The soldier them take my husband from his shop near the barracks since yesterday, they say he sell them expired drink. We don't know where they keep him now",
    intent: "urgent",
  },
  {
    message: "me oga an im padi wey dem get di shop togeda de fight bout money, dem wan settle am witout court. una de do dat kain tin?",
    intent: "area:arbitration",
  },
  { message: "Arbitration award in our favour against a supplier last year. They still haven't paid. Can you enforce it?", intent: "area:arbitration" },
  { message: "Est-ce que quelqu'un parle français chez vous? my mum speaks only French and Krio", intent: "knowledge:Languages spoken" },
  {
    message: "a get case na court, dem say a collude wit customer fo tif phone credit from di shop. a de pan bail. a wan lawyer wey sabi criminal case",
    intent: "area:criminal",
  },
  { message: "Thank you, that was very helpful.", intent: "thanks" },
  { message: "Dear Sir, please recommend a good accountant to audit my shop books.", intent: "off-topic" },
  { message: "d new securty compny wan me sign contract wit no leave an 12 hour shift. pls can una luk at d contract befor i sign", intent: "area:contract" },
  {
    message:
      "my cousin who works at a shop in Freetown says the owner's son threatened her with a knife because she refused him. She is scared to go to work or back home. Please she needs help now",
    intent: "safety",
  },
  { message: "Please what time you close in the evening", intent: "hours" },
  { message: "Do you have any female lawyers? A few of my staff would be more comfortable speaking to a woman.", intent: "team" },
  { message: "my wif wan divors me an tek d shop we build togeda. i wan lawya", intent: "area:family" },
  {
    message: "Shipping line charging demurrage on 3 containers of rice because the port delayed release. Not our fault. Need your shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "My brother's employer in Freetown is keeping his last salary because of a shortage in the stock count. Does the employer have the right to do that without any proof?",
    intent: "legal-question",
  },
  { message: "Ibrahim Jalloh na im de handle police case dem? tell me small bout am", intent: "attorney:Ibrahim Jalloh" },
  { message: "Dear Sir, I request an appointment with a lawyer at your chambers on Monday next week, at any time convenient.", intent: "booking" },
  { message: "wetin be di score fo Leone Stars match yestaday", intent: "off-topic" },
  {
    message:
      "My brother send me container of soap and oil from China, it stay at the port Queen Elizabeth quay for one month, customs want big money. Who can help me clear it",
    intent: "area:shipping",
  },
  { message: "What documents should I bring to the consultation? I have staff files, payslips and the audit letter.", intent: "knowledge:What to bring" },
  {
    message: "dem lock me inside di manager office, dem say a nor go comot till a pay di shortage. dem tek me phone, a de use customer phone. abeg",
    intent: "urgent",
  },
  {
    message: "Dear Sir, my bank has frozen the account of my trading company over a loan dispute. I need counsel in business and banking matters.",
    intent: "area:business",
  },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "crowd de gadda outside d shop, dey sey d gurl tif, dey wan beat her. she inside wit me now, d mob de shout. wat i do", intent: "safety" },
  { message: "Can you suggest good point-of-sale software for a medium-sized supermarket?", intent: "off-topic" },
  { message: "Email for sending documents?", intent: "email" },
  {
    message:
      "My family has land at Lumley where we planned to build a shop, but a neighbour has pushed his fence into it. We want the boundary settled. Can your firm handle this?",
    intent: "area:land",
  },
  { message: "If my supplier delivered expired stock and I sold some before I noticed, am I liable to the customers or is he?", intent: "legal-question" },
  {
    message:
      "Dear Sir, my son who manages my shop at Kissy was taken by police officers an hour ago and I am told he is being held at the station without charge. Kindly send a lawyer urgently.",
    intent: "urgent",
  },
  {
    message: "Our company and a cleaning contractor disagree over unpaid invoices. Both sides want mediation rather than court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "Hi, hello", intent: "greeting" },
  { message: "Ex-staff member says I assaulted him in the store. Police told me I'll be charged next week. Need a defence lawyer.", intent: "area:criminal" },
  { message: "una whatsapp number pls", intent: "phone" },
  { message: "please help me write small advert for my bread business for the radio", intent: "off-topic" },
  {
    message:
      "A customer slipped on a wet floor in our store and is demanding Le 20 million. Are we legally liable, and how much could a court order us to pay?",
    intent: "legal-question",
  },
  {
    message:
      "My supplier partner say if I don't give him the money by tonight he will burn my shop with me inside. He already come with cutlass this morning. I am afraid for my life",
    intent: "safety",
  },
  { message: "What kind of cases does the firm handle? Only big companies or normal people too?", intent: "services" },
  { message: "I wan cum see lawya frm bo nex wik, hw I book", intent: "booking" },
  {
    message:
      "My aunt signed a supply agreement with a wholesaler to stock her shop, and now they want to change the prices after signing. She wants the contract enforced.",
    intent: "area:contract",
  },
  { message: "police dem de na we house door now, dem say dem wan carry me fo di shop money wey lost. wetin a go do", intent: "urgent" },
  { message: "Open today? What time till?", intent: "hours" },
  {
    message: "I am a widow and I run the supermarket my husband left behind. I need a will drafted so that my children inherit the business without fighting.",
    intent: "area:family",
  },
  { message: "Dear Sir, kindly state your consultation fees and whether payment may be made in instalments.", intent: "knowledge:Fees" },
  { message: "pls a wan book appointment wit lawyer bout di salary wey dem de cut, wen una free?", intent: "booking" },
  { message: "The shop owner who buy my soap on credit die last month, can I still collect the money from his family?", intent: "legal-question" },
  { message: "me an 2 padi wan register small provision shop as business, how una fit help we", intent: "area:business" },
  { message: "Address? Coming from Wellington. Any parking?", intent: "address", also: ["knowledge:Parking"] },
  { message: "Dear Sir, please provide all your contact details, including telephone, WhatsApp and email.", intent: "contact" },
  {
    message:
      "Please they hold my daughter in the supermarket back room since morning, the security say she take lotion without paying, they don't want to let her go or call police. Help",
    intent: "urgent",
  },
  { message: "how much lawyer una get fo dat office", intent: "team" },
  { message: "Buying the building that houses our second branch. Need conveyancing and a title deed check.", intent: "area:land" },
  {
    message:
      "Dear Sir, a group of men who claim I owe them for goods have surrounded my shop at Kissy with machetes and are threatening to kill me. I have locked myself inside.",
    intent: "safety",
  },
  { message: "?", intent: "unknown" },
  {
    message:
      "dem sack me from di supermarket witout any letter, say na me cause di 1.5 million shortage but 3 of we de use di same till. a wan lawyer fo fight am",
    intent: "area:contract",
  },
  {
    message: "polis cum tek me an 2 odr securty frm d shop lass nite, i get bail but my 2 padi dem stil in cell for bo polis. pls sen lawya",
    intent: "urgent",
  },
  { message: "What is the best way to arrange shelves so that customers buy more? Any tips?", intent: "off-topic" },
  {
    message:
      "Dear Sir, a supplier delivered goods to me on credit without any written contract. He now claims a higher price than we agreed by word of mouth. Is a verbal agreement binding on me in law?",
    intent: "legal-question",
  },
  { message: "How di bodi", intent: "greeting" },
  {
    message:
      "My husband marry another woman and now he want to take the shop I run with my own money and give it to her. I want divorce and my share. Please help me",
    intent: "area:family",
  },
  {
    message: "me oga de touch me na di store room an wen a refuse e say e go kill me if a talk. today e lock di door behind me an a run comot. a fraid",
    intent: "safety",
  },
  { message: "Can I book a video call consultation from London about my family's shop? Any weekday works for me.", intent: "booking" },
  {
    message:
      "Our head office imported a shipment of tinned tomatoes under a charter party, and the vessel arrived two weeks late, so half the stock is now close to expiry. We want to claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "una de open sunday?", intent: "hours" },
  {
    message:
      "My son is on trial at Makeni magistrate court, they say he break into the shop where he work at night. He is not in jail, he is on bail. We need lawyer for the trial",
    intent: "area:criminal",
  },
  { message: "wat is d best torch for nite securty work, d battry must last long", intent: "off-topic" },
  {
    message:
      "Allô, my mum's shop assistant was taken by police in Freetown this morning and she has been calling us crying from the station. They haven't said what she is charged with. What do we do right now?",
    intent: "urgent",
  },
  { message: "Number to call?", intent: "phone" },
  { message: "we famili lan wey we papa build im shop pan, me uncle dem wan sell am. dem nor show we any paper. abeg una fit help", intent: "area:land" },
  {
    message: "If a cashier signs a shortage acknowledgement form under pressure from her supervisor, can the company still use it against her in court?",
    intent: "legal-question",
  },
  { message: "Who are the lawyers working at the firm? Are they all based in Freetown?", intent: "team" },
  {
    message:
      "Dear Sir, my co-directors called a shareholders' meeting without notifying me and voted to remove me as managing director of our supermarket company. I seek legal representation.",
    intent: "area:business",
  },
  { message: "How long can bread stay before it spoil if I don't use preservative", intent: "off-topic" },
  { message: "wetin a go carry wen a de come see di lawyer? a get me pay slip dem an di query letter", intent: "knowledge:What to bring" },
  { message: "dem tie me padi han na di shop back, di oga say e go keep am dey till police come. e don tay since 10 o'clock. abeg", intent: "urgent" },
  {
    message:
      "My parents' wholesale company has a contract with a supermarket chain which says any dispute goes to arbitration. The chain stopped paying months ago. Can you start the arbitration for us?",
    intent: "area:arbitration",
  },
  { message: "a wan book appointment wit lawyer fo monday, afta a close work na 2", intent: "booking" },
  {
    message:
      "The man I supply eggs to come to my house with his brothers, they break my door and say they will beat me till I drop the case. They still outside now",
    intent: "safety",
  },
  { message: "wat kin case una de tek", intent: "services" },
  { message: "What is the best way to reach your firm? Phone, email, WhatsApp – please list them all.", intent: "contact" },
  { message: "Please I want appointment with lawyer on Wednesday morning, my name is Mariama from Makeni", intent: "booking" },
  { message: "Need an employment contract drafted for 14 new supermarket staff. Standard terms, probation, confidentiality.", intent: "area:contract" },
  { message: "Dear Sir, are your chambers open during the lunch hour, between one and two o'clock?", intent: "hours" },
  { message: "Dear Sir, kindly advise which generator size is suitable for a shop with two deep freezers.", intent: "off-topic" },
  {
    message:
      "My assistant manager has just phoned from Lumley police station. They arrested him an hour ago on the owner's complaint and are refusing to let him go. Can someone from your firm go there now?",
    intent: "urgent",
  },
  {
    message: "My sister in Freetown wants to adopt the child of her late friend, a cashier who died last year. How can your firm help with the adoption?",
    intent: "area:family",
  },
  { message: "email adres pls", intent: "email" },
  { message: "What are your office hours in Freetown time? I'm in the UK so I need to know when to call.", intent: "hours" },
  { message: "Is there somewhere safe to park near your office on Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "Vessel short-landed 200 cartons of our cooking oil at the Quay. Carrier insists it was all loaded. Need to claim.", intent: "area:shipping" },
  { message: "how fo transfer airtime to me mama number, africell", intent: "off-topic" },
  {
    message: "My mum sold goods from her shop to a customer who paid with a cheque that bounced. Can she have him arrested or is it only a civil matter?",
    intent: "legal-question",
  },
  {
    message:
      "They carry my brother to the police since Friday for the shop money that lost and today is Sunday, they don't charge him and they don't release him",
    intent: "urgent",
  },
  { message: "tanks bro", intent: "thanks" },
  {
    message: "Bank wants a personal guarantee from me for a trade finance line for the supermarket. Need a business lawyer to review the facility.",
    intent: "area:business",
  },
  {
    message: "dem accuse me se a tif carton of indomie, police write me statement an say a go get court. a nor tif am. a need lawyer",
    intent: "area:criminal",
  },
  {
    message: "I want to make my bread business a proper registered company so the supermarkets can give me contract. How do I start with you",
    intent: "area:business",
  },
  {
    message:
      "A former security guard I dismissed has been calling my phone all day saying he knows where I live and will deal with me tonight. He has been seen outside the store. I'm frightened.",
    intent: "safety",
  },
  { message: "a wan si lawyer tumara, wetin tem a fit come", intent: "booking" },
  {
    message:
      "We lease the ground floor for our supermarket and the landlord wants to double the rent mid-term. The lease says nothing about increases. We'd like your firm to handle this.",
    intent: "area:land",
  },
  { message: "Which shipping company is cheapest from Guangzhou to Freetown?", intent: "off-topic" },
  { message: "me manager say if a nor pay di shortage dem go put me na prison. e true? dem fit do dat?", intent: "legal-question" },
  {
    message:
      "Dear Sir, police officers accompanying the Standards Bureau have this morning detained my storekeeper over expired goods found in our store, and they say I must go with them too. Please send someone urgently.",
    intent: "urgent",
  },
  {
    message:
      "My dad shipped a container of rice from Conakry to Freetown and the charterer is now claiming extra freight that wasn't in the charter party. Can your shipping lawyer deal with this?",
    intent: "area:shipping",
  },
  {
    message:
      "Me and the other women in our bread cooperative we get quarrel with the supermarket that buy from us, they want mediation. Can your lawyer do the mediation for us?",
    intent: "area:arbitration",
  },
  { message: "hello please I have a problem", intent: "unknown" },
  {
    message:
      "My cousin works as a cashier and they've made her work 7 days a week for months without overtime pay. It's against her contract. She wants to take it up with the employer.",
    intent: "area:contract",
  },
  { message: "hw mch for lawya to defen case, I fit pay smal smal?", intent: "knowledge:Fees" },
  { message: "wetin na di meaning of 'expiry date' an 'best before'", intent: "off-topic" },
  { message: "Dear Sir, how many advocates practise in your chambers, and in which fields?", intent: "team" },
  {
    message: "I was referred to Christiana Thomas for an employment matter. Could you tell me a little about her experience?",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "police don hold me sista na central since yestaday fo shortage na di supermarket, dem say make we bring money before dem free am. abeg",
    intent: "urgent",
  },
  { message: "if i cach sumbody tif in d shop, i fit lock am in d room til oga cum? or i go get problem?", intent: "legal-question" },
  {
    message: "Dear Sir, I wish to prepare my will so that my three shops are distributed fairly among my wives and children after my death.",
    intent: "area:family",
  },
  { message: "The plot I buy in Makeni for my bakery, the seller never give me the title deed after I pay full. Please help me get it", intent: "area:land" },
  { message: "Please where is your office in Freetown, I will come by poda poda", intent: "address" },
  {
    message:
      "My aunt's shop in Freetown is being attacked right now, people are breaking the glass because they say she sells fake goods. She's inside with the kids. Please, what can we do?",
    intent: "safety",
  },
  { message: "una de open wen time", intent: "hours" },
  { message: "Do you know where I can rent a basketball court for our staff sports day?", intent: "off-topic" },
  {
    message:
      "Dear Sir, the port authority has detained my imported goods at Queen Elizabeth II Quay over a customs valuation dispute. I require legal assistance to secure their release.",
    intent: "area:shipping",
  },
  { message: "Book me with a lawyer Friday 10am if available.", intent: "booking" },
  { message: "dey tek me smol broda frm d mrkt stall wey he de sell, polis van. dey no sey wetin he do. we de folo dem now", intent: "urgent" },
  { message: "una lawyer dem de tok Temne? me mama nor sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "My brother was charged with receiving stolen goods because he bought stock for his shop from a man who had stolen it. Trial is next month. We need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Hello.", intent: "greeting" },
  {
    message:
      "d shop ownr an d securty compny get palava ova unpaid bill, dey agree to setle outside cort. I am d supavisor for d securty compny. pls can una handle d arbitrashun",
    intent: "area:arbitration",
  },
  { message: "If I sell bread and a customer say it make her child sick, the court can make me pay how much?", intent: "legal-question" },
  {
    message: "Our company is looking for investors to open three new branches. We need legal help with the investment terms and board governance.",
    intent: "area:business",
  },
  { message: "what's the weather like in Freetown this week, I'm flying in Friday", intent: "off-topic" },
  { message: "i buy lan for bo to build shop, now anodr man cum wit paper sey na im lan. i wan lawya", intent: "area:land" },
  { message: "Do you have a WhatsApp number? Calling from UK is expensive", intent: "phone" },
  { message: "Two of my drivers detained at the Quay by police since last night over a consignment. Need counsel there today.", intent: "urgent" },
  { message: "Please tell me what your firm do", intent: "services" },
  {
    message: "A supplier has served a notice of arbitration on our company over a cancelled order. We need representation at the hearing.",
    intent: "area:arbitration",
  },
  { message: "me broda de beat im wife now now becos di shop money lost, she de holla, we nor fit stop am", intent: "safety" },
  { message: "Please how many lawyers and who is the boss of the office?", intent: "team" },
  { message: "Goodbye, and have a good afternoon.", intent: "goodbye" },
  { message: "thank you so much for the information", intent: "thanks" },
  { message: "abeg which phone good pass fo 1 million leones", intent: "off-topic" },
  { message: "Can the Standards Bureau seize my entire stock because a few items were expired? Or only those items?", intent: "legal-question" },
  { message: "how a fit reach una? all di way dem", intent: "contact" },
  {
    message: "Dear Sir, I require a lawyer to review a supply agreement which a beverage company has presented to me before I sign it.",
    intent: "area:contract",
  },
  {
    message:
      "They've locked my cousin in a storeroom at the supermarket where she works, the owner says she stole and won't let her out until she confesses. It's been hours. Please help",
    intent: "urgent",
  },
  { message: "What should I bring to the first meeting? Bills of lading, invoices?", intent: "knowledge:What to bring" },
  { message: "me an me woman don separate, she tek di pikin go, e nor gree make a si am. a wan custody", intent: "area:family" },
  { message: "Dear Sir, kindly provide your email address for formal correspondence.", intent: "email" },
  { message: "Could I arrange to see someone when I'm in Freetown next month? I'll be there from the 10th to the 24th.", intent: "booking" },
  { message: "Quick one: what areas of law do you cover?", intent: "services" },
  { message: "Dear Sir, kindly direct me to your chambers. I shall be coming from Kissy.", intent: "address" },
  {
    message: "Dear Sir, I have been served a summons to answer a charge of selling unwholesome food at the magistrate court. I wish to be defended.",
    intent: "area:criminal",
  },
  { message: "Can we lawfully install cameras in the staff changing room to stop theft?", intent: "legal-question" },
  { message: "my oga sey if i tel polis wat i see in d stor he go shoot me, he get gun. i de hid now for my aunty hous", intent: "safety" },
  { message: "Dear Sir, will there be parking space for my driver when I visit your chambers?", intent: "knowledge:Parking" },
  { message: "Good afternoon please", intent: "greeting" },
  {
    message:
      "Our night security supervisor was arrested at the store during the stock count at 11 pm and has been held at the station overnight. His wife is in my office in tears. Please can a lawyer see him this morning?",
    intent: "urgent",
  },
  { message: "abeg wetin be di price fo one gallon of palm oil now", intent: "off-topic" },
  { message: "if securty cach staf tif, d securty hav rite to sarch d staf hous?", intent: "legal-question" },
  {
    message:
      "My late husband's relatives have taken over our shop and the house. I need help with letters of administration and protecting my children's inheritance.",
    intent: "area:family",
  },
  {
    message:
      "My husband say if I go to court about the shop he will kill me, he beat me last night and my eye swell. I am hiding at my friend place with my children",
    intent: "safety",
  },
  { message: "Could I schedule an appointment with one of your employment lawyers next Tuesday at 10 am?", intent: "booking" },
  { message: "Reefer container with our yoghurt lost power on the vessel. Whole shipment spoiled. Claim against the line.", intent: "area:shipping" },
  { message: "Could you give me an overview of the practice areas your firm covers?", intent: "services" },
  { message: "police dem don cam na di shop, dem de put handcuff pan me oga now now. e tell me make a find lawyer quick", intent: "urgent" },
  { message: "d lan wey I buy for bo, I want lawya to do d convayans paper", intent: "area:land" },
  { message: "hw to stay awak on nite shift, i de slip too much", intent: "off-topic" },
  {
    message: "dem say a go work na di shop 3 month fo free as trial, now di 3 month don pass an dem nor pay me natin. a wan lawyer help me collect me money",
    intent: "area:contract",
  },
  { message: "Dear Sir, kindly provide your office telephone number.", intent: "phone" },
  {
    message: "If a cashier is found with a shortage on three occasions, can we dismiss her without a hearing, or would a court find that unfair?",
    intent: "legal-question",
  },
  { message: "Me and the woman I share oven with we get quarrel about the money, we don't want court. Can your lawyer settle us?", intent: "area:arbitration" },
  { message: "una de opn on holidy?", intent: "hours" },
  {
    message: "dem carry me na police station since morning, a de write dis wit me phone before dem tek am. dem say a tif 2 million from till. pls",
    intent: "urgent",
  },
  {
    message: "Dear Sir, I intend to convert my sole proprietorship into a limited liability company and issue shares to my sons. I seek your assistance.",
    intent: "area:business",
  },
  { message: "una get lawyer wey na woman?", intent: "team" },
  { message: "polis sey dey go charj me for assault becos I hol d tif wey cum in d shop. I neva arest yet. I need lawya", intent: "area:criminal" },
  { message: "Can you recommend a cheap money transfer app to send money to Freetown?", intent: "off-topic" },
  {
    message:
      "A mob is chasing a young boy they say stole from the store, and he has run inside and is hiding in our storeroom. They are shouting that they will burn the store if we don't give him up. Please help.",
    intent: "safety",
  },
  { message: "hmm", intent: "unknown" },
  { message: "Is there legal aid or reduced fees for low-income workers? My cousin is only a cashier.", intent: "knowledge:Fees" },
  {
    message:
      "The police in Makeni hold my sister since two days because her boss at the supermarket say she sell goods and keep the money. They want money for bail. Please what can you do",
    intent: "urgent",
  },
  {
    message:
      "My mum left her shop manager in charge while she's abroad, and he's sold off the stock. Does she have any right to get the money back from him, and would she win?",
    intent: "legal-question",
  },
  { message: "Need a will drafted. Assets: two supermarkets, a warehouse, shares. Discreet.", intent: "area:family" },
  { message: "a wan tok to lawyer face to face, a fit come tomorrow?", intent: "booking" },
  { message: "me oga container don tay na di wharf, dem say some paper nor complete. e send me fo ask if una de handle port matter", intent: "area:shipping" },
  { message: "What are all the ways I can contact you from abroad?", intent: "contact" },
  { message: "Do you know any good training courses for supermarket cashiers in Freetown?", intent: "off-topic" },
  {
    message: "me granpa lan na Waterloo, me uncle dem de fight bout who go get am, dem de quarrel every day. a wan lawyer fo settle di family lan",
    intent: "area:land",
  },
  {
    message: "Dear Sir, I wish to have a standard supply contract drafted for my wholesale customers, covering credit terms and the return of expired goods.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, my nephew, a sales attendant in my shop, was picked up by military men this afternoon and taken to the barracks. We have not been allowed to see him.",
    intent: "urgent",
  },
  { message: "Dear Sir, do your lawyers speak Mende? My wife will accompany me.", intent: "knowledge:Languages spoken" },
  { message: "Dear Sir, thank you for your prompt response.", intent: "thanks" },
  {
    message: "di shop owner wey a bin work fo don come me house wit boys, dem say dem go wound me unless a pay di shortage. dem de outside now",
    intent: "safety",
  },
  {
    message:
      "Our board has serious concerns about how the managing director is running the company's finances. We need a business lawyer to help us with the governance issues.",
    intent: "area:business",
  },
  {
    message: "Dear Sir, my late brother's wife is claiming our family shop as her husband's property. Under our law, can she take it from the family?",
    intent: "legal-question",
  },
  { message: "What time do you open in the morning? I'd like to come before my shift starts at 9.", intent: "hours" },
  { message: "my customer dem ask me to charge their phone in my shop every day, how much should I collect", intent: "off-topic" },
  { message: "a don spend 2 week na prison before dem gi me bail, now di case de go high court. a need lawyer fo di trial", intent: "area:criminal" },
  { message: "Please I want to book time to talk with lawyer by phone because I am in Makeni far", intent: "booking" },
  {
    message: "Manager detained at Eastern Police since yesterday. No charge. Company needs a lawyer there now. Also what's your fee for this?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "Do you do commercial arbitration? Have a dispute with a Chinese supplier worth USD 80k.", intent: "area:arbitration" },
  { message: "una office de weh?", intent: "address" },
  { message: "Please which kind of problem your lawyers can help with", intent: "services" },
  { message: "me sista husband don pursue am comot di house, e nor de gi di pikin dem chop money. she wan lawyer fo divorce", intent: "area:family" },
  { message: "Recommend a cold room installer in Freetown?", intent: "off-topic" },
  { message: "If the supermarket return my bread after 3 days say it expire, am I forced to take it back and refund them?", intent: "legal-question" },
  {
    message:
      "My sister works in a supermarket in Freetown and her supervisor has been stalking her and threatening to hurt her. Tonight he's standing outside her house. She's terrified.",
    intent: "safety",
  },
  {
    message:
      "d shop oga an im boys hol d boy wey dey cach for d back room, dey tie am wit rope since mornin. I am d securty, i no like wat dey de do. wat i do",
    intent: "urgent",
  },
  {
    message: "The clearing agent I pay to clear my goods at the Quay run away with my documents and the goods still at the port. Please help me",
    intent: "area:shipping",
  },
  { message: "We want to buy a shop building in Freetown from abroad. Can you do the title search and conveyancing on our behalf?", intent: "area:land" },
  { message: "That's all. Bye.", intent: "goodbye" },
  { message: "helo", intent: "greeting" },
  {
    message:
      "The supermarket take my soap for 6 months on credit and now they close the account and refuse to pay me. I have all the delivery notes. I want my money",
    intent: "area:contract",
  },
  { message: "Size of your team? How many partners?", intent: "team" },
  { message: "wetin fo cook tonight wit rice an groundnut", intent: "off-topic" },
  {
    message: "I want to open business account at bank for my bakery but they ask for registration papers. Please help me register the business",
    intent: "area:business",
  },
  {
    message:
      "My dad's shopkeeper in Freetown has just been taken away in a police van, the landlord accused him of selling stolen goods. Dad is in hospital here. Who can go to the station?",
    intent: "urgent",
  },
  { message: "Supplier sent us goods under a contract with no delivery date. Can we cancel without penalty?", intent: "legal-question" },
  { message: "Dear Sir, please arrange a meeting for me with a senior lawyer at the earliest opportunity.", intent: "booking" },
  {
    message: "Dear Sir, the other party in my arbitration has gone to court to set aside the award. I wish to engage counsel to defend the award.",
    intent: "area:arbitration",
  },
  { message: "If I come with my bread van, where I go park?", intent: "knowledge:Parking" },
  {
    message: "My father has been convicted for selling counterfeit goods in his shop and we want to appeal. Can you take the appeal?",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, since I reported my former partner for diverting goods, unknown persons have twice tried to run my car off the road. I fear for my life and that of my family.",
    intent: "safety",
  },
  { message: "What email should I send the audit report and my contract to?", intent: "email" },
  { message: "Dear Sir, I wish to know the football fixtures for the Sierra Leone Premier League this weekend.", intent: "off-topic" },
  { message: "dem don lock me mama na cell na Kissy since Tuesday, dem say dem catch am wit shop goods. nobody tell we natin", intent: "urgent" },
  {
    message: "My partner and I are separating and we have a daughter in Freetown. I want proper custody arrangements made legally. Do you handle that?",
    intent: "area:family",
  },
  { message: "Please do una speak Krio? My English not strong", intent: "knowledge:Languages spoken" },
  { message: "di shop owner hold me ID card an me last pay, say a go get am wen a pay di shortage. e get right fo do dat?", intent: "legal-question" },
  {
    message: "Dear Sir, the vessel carrying my consignment of tinned fish has been arrested in port by the owners' creditors. I wish to protect my cargo.",
    intent: "area:shipping",
  },
  { message: "Open late on Fridays? Can only come after 5.", intent: "hours" },
  { message: "una na lawyer fo all kain case or na some case only?", intent: "services" },
  { message: "Can we set a consultation for Wednesday 2pm at your office?", intent: "booking" },
  { message: "Is Adama Koroma the arbitration partner? Want to know about that lawyer's experience.", intent: "attorney:Adama Koroma" },
  { message: "abeg write me small poem fo me boyfriend birthday", intent: "off-topic" },
  {
    message: "I've been offered a store manager role at a competitor, but my current contract has a non-compete clause. I'd like a lawyer to review it.",
    intent: "area:contract",
  },
  { message: "pls i need help", intent: "unknown" },
  {
    message:
      "Police are at my gate with a warrant saying they want to take me in over the missing store money. They're waiting for me to come out. What should I do?",
    intent: "urgent",
  },
  {
    message:
      "Our store's back wall has been knocked down by the neighbouring plot owner, who claims the boundary is two metres inside our lease. We need your help.",
    intent: "area:land",
  },
  { message: "d gang wey de tif frm d shop at nite sey dey go kill me if I no open d gate for dem tonite. I fraid pass", intent: "safety" },
  { message: "Hourly rate?", intent: "knowledge:Fees" },
  { message: "gi me una number a wan call", intent: "phone" },
  {
    message:
      "My brother and I own shares in a supermarket company in Freetown and the other shareholder refuses to show us the accounts. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "if a sign paper say a go pay di shortage small small, dem fit still take me go court?", intent: "legal-question" },
  {
    message: "di supermarket an we staff association get palava bout salary, dem wan mediation not court. una fit do di mediation?",
    intent: "area:arbitration",
  },
  { message: "di shop owner say e go report me na police fo di goods wey lost. a nor tif am. a wan lawyer ready before e do am", intent: "area:criminal" },
  { message: "tenk u plenty 🙏🏾", intent: "thanks" },
  { message: "I have headache and fever since yesterday from standing at the market, which medicine to take", intent: "off-topic" },
  { message: "I'd like to schedule a consultation for my mum, she'll come in person. What days are free next week?", intent: "booking" },
  { message: "hw i fit reach una, fon, email or wat?", intent: "contact" },
  { message: "Could you tell me who your lawyers are and what each of them does?", intent: "team" },
  { message: "wat papa I go bring wen I cum? I get my ID an d sak leta", intent: "knowledge:What to bring" },
  { message: "Where's your office? My mum will take a keke from Lumley.", intent: "address" },
  { message: "Is the office open today Friday?", intent: "hours" },
  { message: "ok a de go, bye", intent: "goodbye" },
  { message: "Hiya 👋", intent: "greeting" },
  {
    message:
      "Please the police come to the market now now and they are dragging my sister into the van because the shop owner say she steal his money. Help us please",
    intent: "urgent",
  },
  { message: "Best way to reduce shrinkage in a supermarket? Looking for practical tips, not legal.", intent: "off-topic" },
  {
    message: "If CCTV footage shows a cashier taking money but she denies it, is that footage enough for a conviction in our courts?",
    intent: "legal-question",
  },
  { message: "Me and my husband want divorce by agreement, we have shop together and we want to share it fair. Can you help us do it?", intent: "area:family" },
  {
    message:
      "My aunt in Freetown is getting threats from her former shop partner, who says he'll send people to kill her if she doesn't sign the shop over to him. Last night someone threw stones at her window. She's scared to stay at home.",
    intent: "safety",
  },
  { message: "pls a fit get appointment Saturday morning?", intent: "booking" },
  {
    message: "Dear Sir, my consignment of cement was discharged at Conakry instead of Freetown. I wish to hold the carrier responsible for the cost and delay.",
    intent: "area:shipping",
  },
  { message: "How many lawyers you have there, are they old or young?", intent: "team" },
  {
    message: "dem lock me padi na di cell na Lumley since Saturday, she na cashier, dem say shortage. she nor get money fo bail. wetin una fit do",
    intent: "urgent",
  },
  { message: "dey no gi me contract paper since I start work 2 yir. now dey wan sak me. I wan lawya", intent: "area:contract" },
  { message: "wetin time Freetown Mall de close tonight?", intent: "off-topic" },
  { message: "Please I want lawyer to write lease agreement for the shop I want rent in Makeni, the landlord say make I bring lawyer", intent: "area:land" },
  { message: "if dem sack me becos a pregnant, dem get right? di manager say na shortage but a know say na di belle", intent: "legal-question" },
  { message: "What number can I call to speak to someone at the office?", intent: "phone" },
  {
    message:
      "Our supermarket and our landlord disagree on service charges, and both sides have agreed to mediation. We'd like someone to represent us at the mediation.",
    intent: "area:arbitration",
  },
  { message: "una de work Saturday?", intent: "hours" },
  {
    message:
      "I'm writing on behalf of our cashier, who was taken from the tills by two plain-clothes officers twenty minutes ago. Nobody has told us where they took her. Please advise urgently.",
    intent: "urgent",
  },
  { message: "Setting up a franchise of a Ghanaian supermarket brand here. Need company structure and a shareholder agreement.", intent: "area:business" },
  { message: "What does your firm specialise in?", intent: "services" },
  {
    message: "Dear Sir, I have been granted bail on a charge of fraudulent conversion relating to goods in my store. I require counsel for the trial.",
    intent: "area:criminal",
  },
  { message: "Can you help me draft a staff rota for 12 cashiers across two shifts?", intent: "off-topic" },
  { message: "me boyfriend de beat me since a lose me cashier work. today e hold knife. a run comot, a de hide na church", intent: "safety" },
  { message: "Hmm ok so?", intent: "unknown" },
  { message: "una de take how much?", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, my shop boy has been held at Kissy police station for three days now without being taken before a magistrate. His mother is outside my shop weeping.",
    intent: "urgent",
  },
  { message: "If I deliver goods without receipt and the shop deny they receive it, the court will believe me or them?", intent: "legal-question" },
  { message: "my late broda lef 2 pikin, I wan adopt dem legal so I fit tek dem go bo", intent: "area:family" },
  { message: "I wan sidon wit lawya tok bout my case, wen una fit see me", intent: "booking" },
  {
    message: "My goods come by ship from Dubai, the container was open when it reach, plenty of my cream and soap missing. I want claim",
    intent: "area:shipping",
  },
  { message: "Please give me all the way I can contact una, phone, whatsapp, email", intent: "contact" },
  { message: "abeg teach me how fo count money fast like bank people", intent: "off-topic" },
  { message: "Warehouse land at Wellington: two people claiming ownership. Need a title search before we pay the deposit.", intent: "area:land" },
  { message: "Distributor breached our exclusive supply agreement. Want to enforce.", intent: "area:contract" },
  {
    message:
      "URGENT: my uncle, who owns a provision store in Freetown, was arrested at dawn today by men in uniform. The family hasn't been allowed to see him. Please call my aunt on WhatsApp.",
    intent: "urgent",
  },
  { message: "una lawya sabi Mende? my mama no sabi Inglish wel", intent: "knowledge:Languages spoken" },
  { message: "Thanks.", intent: "thanks" },
  { message: "wen I stop d tif for d shop, im frens dem beat me for d rod, now dey de luk for me agen. I hid for frend hous", intent: "safety" },
  {
    message: "me an me aunty wan start mini mart, she go put di money, a go run am. how we go share di company legally? una de help wit dat kain tin?",
    intent: "area:business",
  },
  {
    message: "Dear Sir, my late father's shop was registered in his name only. Can my elder brother, as first son, claim the whole of it under customary law?",
    intent: "legal-question",
  },
  { message: "What time does your office close today in Freetown?", intent: "hours" },
  { message: "How much does a flight from London to Freetown cost in December?", intent: "off-topic" },
  {
    message: "They accuse me of giving fake money to the supermarket. Police take my statement and release me, but they say I will be charged. I need lawyer",
    intent: "area:criminal",
  },
  { message: "Dear Sir, I wish to consult a lawyer in person at your chambers this Thursday. Kindly confirm.", intent: "booking" },
  { message: "d polis hold me at d stashun sins lass nite, dey sey I colud wit d tif. my fon go soon die. help", intent: "urgent" },
  { message: "Foreign arbitral award against a Sierra Leone distributor. Need it recognised and enforced here.", intent: "area:arbitration" },
  { message: "Could you give me directions to your office from Lumley?", intent: "address" },
  { message: "wetin una de do exactly, a nor sabi lawyer work", intent: "services" },
  {
    message: "My mother passed away leaving her provision shop and some savings. My siblings and I need help with probate and sharing the estate.",
    intent: "area:family",
  },
  { message: "wich secrity compny de pay bettr in Freetown? I want change job", intent: "off-topic" },
  { message: "if d shop sey I must pay for d goods d tif tek wen I de on duty, dey right?", intent: "legal-question" },
  {
    message:
      "Some people in the market say I am the one that take the money from the shop and they want to do jungle justice on me. They are coming. Please help",
    intent: "safety",
  },
  { message: "security dem tie me broda na di supermarket back room, dem de flog am, say e tif milk. e still dey dey", intent: "urgent" },
  {
    message:
      "We chartered a small vessel to bring produce from the provinces to Freetown, and the owners are now withdrawing the ship mid-charter. We need help under the charter party.",
    intent: "area:shipping",
  },
  { message: "my famili an d naybor de fyt ova d lan boundry wer we put d shop. I need help", intent: "area:land" },
  { message: "Okay, bye for now!", intent: "goodbye" },
  { message: "Good morning, I hope you are well.", intent: "greeting" },
  { message: "di supermarket nor pay me 3 month salary, dem say business nor de go well. a wan lawyer fo collect me moni", intent: "area:contract" },
  { message: "hu an hu na d lawya dem for d ofis?", intent: "team" },
  { message: "how do I make my own shop receipt book design", intent: "off-topic" },
  {
    message: "Dear Sir, my co-shareholder has transferred company funds into his personal account. I need help to protect my interest in the company.",
    intent: "area:business",
  },
  { message: "Police just came to the warehouse, taking my manager and two loaders now. What do I do? Send someone?", intent: "urgent" },
  {
    message: "My mum's landlord in Freetown locked her shop because the rent is one month late. Is that legal? Can he do that without a court order?",
    intent: "legal-question",
  },
  { message: "Is it possible to arrange a meeting for myself and two colleagues with a lawyer next week?", intent: "booking" },
  {
    message:
      "My family's business and a Guinean supplier have a dispute. We'd rather settle it by arbitration than go to court in either country. Can you do cross-border arbitration?",
    intent: "area:arbitration",
  },
  { message: "My uncle will drive in. Is there parking at your building?", intent: "knowledge:Parking" },
  {
    message: "I've been accused of falsifying stock records and the police have told me to report with a lawyer on Friday. I'd like a criminal defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "One of my staff has just told me her ex-husband is outside the store waiting with a machete. She is too frightened to leave. What should we do?",
    intent: "safety",
  },
  { message: "what is the email please I want send my paper", intent: "email" },
  { message: "Dear Sir, please assist my grandson with his mathematics homework on profit and loss.", intent: "off-topic" },
  {
    message:
      "My son is in the cell at Makeni since Monday because the supermarket say he is the one who break in. They don't allow us to see him. Please help and tell me the fees",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "me papa de na UK, e nor de send money fo we, me mama wan lawyer fo get maintenance from am", intent: "area:family" },
  { message: "Any of your lawyers speak French? Guinean supplier joining the meeting.", intent: "knowledge:Languages spoken" },
  {
    message: "Can a shop legally refuse to sell to a customer and ask them to leave? The customer is threatening to sue us for discrimination.",
    intent: "legal-question",
  },
  { message: "me oga say make a ask una, di ship people don lose two container of im goods, dem nor wan pay. una de handle dat?", intent: "area:shipping" },
  { message: "Dear Sir, kindly state your hours of business.", intent: "hours" },
  { message: "What legal services do you provide to shop owners and ordinary people?", intent: "services" },
  { message: "How do I book an online consultation? I'm in Manchester.", intent: "booking" },
  { message: "Please I hear about Hawa Turay, she do family land matter? Tell me about her", intent: "attorney:Hawa Turay" },
  { message: "how fo lock me Tecno phone make nobody open am", intent: "off-topic" },
  { message: "My mum needs a lawyer to draft a contract with the man who will manage her shop while she's in the UK.", intent: "area:contract" },
  { message: "una email?", intent: "email" },
  {
    message:
      "My cousin phoned: she's been kept at the supermarket since her shift ended, the manager and security won't let her leave until she signs for a shortage. Is this allowed? She's still there.",
    intent: "urgent",
  },
  { message: "Dear Sir, I lost the title deed to my shop premises in a fire. I wish to obtain a certified copy and secure my ownership.", intent: "area:land" },
  { message: "di man wey a owe fo di shop goods say e go burn me house wit me pikin dem inside. e de mek noise outside now", intent: "safety" },
  { message: "a go come wit okada, e get place fo park near una office?", intent: "knowledge:Parking" },
  { message: "fon numba pls", intent: "phone" },
  {
    message: "We want to register a Sierra Leone company from abroad to import goods for our family's stores. Can you handle it remotely?",
    intent: "area:business",
  },
  { message: "if a return di tin wey a tek from di shop, dem go still fit carry me go court?", intent: "legal-question" },
  {
    message: "The bakery owners I supply and me we sign agreement to settle any problem by arbitration. Now they stop paying. I want start the arbitration.",
    intent: "area:arbitration",
  },
  { message: "me broda don comot na prison afta 6 month pan remand, now dem say trial go start. e need lawyer fo defend am", intent: "area:criminal" },
  { message: "Merci beaucoup, very helpful", intent: "thanks" },
  { message: "Forecast for rain in Freetown this weekend? Offloading trucks.", intent: "off-topic" },
  { message: "I want to meet the lawyer by next Monday please, what time I can come", intent: "booking" },
  { message: "Contact details?", intent: "contact" },
  { message: "Dear Sir, are there any female counsel in your chambers?", intent: "team" },
  { message: "What paper I must bring when I come for the meeting? I have my receipts and delivery book", intent: "knowledge:What to bring" },
  { message: "Dear Sir, kindly advise which documents I should bring to my appointment.", intent: "knowledge:What to bring" },
  { message: "8 oclock morning una don opn?", intent: "hours" },
  { message: "a de go now, bye bye", intent: "goodbye" },
];
