import type { LabelledMessage } from "./labelled-message";

// Sawmills, timber, chainsaw operators, plank sellers and furniture workshops — writers: Krio chainsaw operator, SMS plank seller at a Freetown yard, formal forestry-permit holder, chief's son on voice-to-text, typo-heavy furniture maker, injured worker's wife, stiff-English Chinese-company clerk, long-story Kenema trader
export const DEVELOPMENT_HUNDRED_AND_NINETEENTH: LabelledMessage[] = [
  { message: "Kushe o, how una de?", intent: "greeting" },
  {
    message: "Abeg una help mi, forest gad dem don hol mi broda na Kenema checkpoint sins yestade, dem se di chainsaw no get permit en dem lock am na cell",
    intent: "urgent",
  },
  {
    message:
      "hi pls i supply 200 planks 2 a furniture wrkshp in wellington since march n d man nt pay me yet, he keep sayin 2moro. u fit help me collect my money?",
    intent: "area:contract",
  },
  { message: "wat is d best wood for makng dinning table mahogny or iroko pls advis", intent: "off-topic" },
  {
    message:
      "Dear Sir, I hold a valid timber harvesting permit from the Ministry, yet district forestry officers have seized my lorry and 340 planks without issuing any receipt. Is such a seizure lawful where the permit is current?",
    intent: "legal-question",
  },
  { message: "wat tym una open 2day", intent: "hours" },
  {
    message:
      "hello my father is the chief of our village near pujehun and a company want to lease our community land for logging for twenty years we want a lawyer to look at the lease before anybody sign",
    intent: "area:land",
  },
  {
    message:
      "My husband lost his hand at the sawmill and now the owner's boys come to our house at night saying if we go to court they will finish us. I am afraid for my children. What can I do",
    intent: "safety",
  },
  {
    message:
      "Good day. Our company have 12 containers of sawn timber at Queen Elizabeth II Quay. Customs officer hold the containers for export documentation problem since two weeks. We request your firm assistance to release.",
    intent: "area:shipping",
  },
  { message: "Wetin na di price fo new Stihl chainsaw chain dis tem?", intent: "off-topic" },
  {
    message:
      "Good afternoon. I am a trader in Kenema and I buy planks from Gorama side and bring them to town. This morning police stopped our lorry at Blama, beat the driver and took him and my boy to the station, they are still there now and they want money. Please what should I do",
    intent: "urgent",
  },
  { message: "hw mny lawyrs una get for dat ofis", intent: "team" },
  { message: "Dem charge mi fo illegal logging na Kailahun court, case go start nex mont. A wan lawyer fo defend mi.", intent: "area:criminal" },
  {
    message:
      "Good morning. I should like to schedule a consultation with one of your lawyers concerning the renewal of my forestry concession. Kindly advise available dates next week.",
    intent: "booking",
  },
  { message: "hw much una charge 4 1st meetin wit lawyer", intent: "knowledge:Fees" },
  { message: "what is the whether going to be in bow next week we want to dry the planks outside", intent: "off-topic" },
  {
    message:
      "My husband died from a tree that fell on him in the bush where he was cutting for a sawmill. His brothers have taken his motorbike and his chainsaw and say the house is theirs. I have three children with him. I need help.",
    intent: "area:family",
  },
  {
    message:
      "please come quick the soldiers at the junction are taking my brother and two sawyers in their van they say we cut the trees in the reserve they are taking them now",
    intent: "urgent",
  },
  { message: "Please kindly inform what kind of legal service your firm is provide.", intent: "services" },
  {
    message: "the man i by plank from he sel me wet wood and all my cupbords crack, i refuse pay d balance, can he tek me to cort and win?",
    intent: "legal-question",
  },
  { message: "Di sawmill bos don sen boys wit cutlass fo luk fo mi bikos a aks fo mi pe. A de ayd na mi anti os naw. Abeg", intent: "safety" },
  {
    message:
      "Me and my two cousins started a small sawmill in Kenema in 2019 with money we all contributed. Now we want to register it as a company with proper shares because we are quarreling about who owns what. Do you do that kind of registration?",
    intent: "area:business",
  },
  { message: "pls wat ur numba", intent: "phone" },
  { message: "Please can you recommend good company to repair Wood-Mizer sawmill machine in Freetown?", intent: "off-topic" },
  {
    message:
      "We have a dispute with a foreign buyer over the quality of 600 cubic metres of teak. The supply agreement contains an arbitration clause. We would like your firm to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Are you open on Saturday? I can only come when my husband's sister watches him at the hospital.", intent: "hours" },
  { message: "plz urgent police dey na d yard now takin my bros n d lorry, dem sey plank no get docs", intent: "urgent" },
  {
    message:
      "my father the chief want to give the forest to loggers but the land is for four families can one person sign for all of us is that allowed under the law",
    intent: "legal-question",
  },
  { message: "pls i hav problm", intent: "unknown" },
  {
    message:
      "Dear Sir, our company employ 35 chainsaw operator with daily pay. Management want to prepare proper employment contract for all worker. Your firm can draft?",
    intent: "area:contract",
  },
  { message: "Aw a go sharpen chainsaw chen fayn so i no go de bon di wud?", intent: "off-topic" },
  {
    message:
      "I came to Freetown last year with a case and a friend helped me but now I have another problem with the people who owe me for timber. I will be in Freetown on Thursday. Can I see a lawyer that day?",
    intent: "booking",
  },
  { message: "sum peple put pegs on d lan behind my wrkshop say dey buy am frm d famly, bt i get lease paper. i wan lawyr", intent: "area:land" },
  {
    message:
      "there is a mob at the sawmill now with sticks they say the company stole the village trees they are breaking the machines and my brother is inside",
    intent: "safety",
  },
  { message: "Na Ibrahim Jalloh dat de defend pipul dem wey polis ol? A yeri se in gud", intent: "attorney:Ibrahim Jalloh" },
  { message: "What cream is good for a chainsaw cut that is not healing? The clinic is far from us.", intent: "off-topic" },
  {
    message:
      "They took my husband from the hospital bed to the police station this morning because the sawmill owner says he stole a chainsaw. He is still there with his bandage. Please help",
    intent: "urgent",
  },
  {
    message: "If our company machine injure worker, is company must pay compensation under Sierra Leone law even the worker not wear safety boot?",
    intent: "legal-question",
  },
  { message: "whr ur ofis pls", intent: "address" },
  {
    message:
      "Our consignment of sawn planks was damaged by sea water in the hold of the vessel en route from Freetown to Antwerp. The buyer has rejected it. We wish to pursue a cargo claim against the carrier.",
    intent: "area:shipping",
  },
  { message: "Una lawyer dem de tok Krio? Mi Inglish no tu gud", intent: "knowledge:Languages spoken" },
  { message: "My son is writing homework about deforestation in the Gola forest, can you tell him how many trees are cut every year?", intent: "off-topic" },
  {
    message: "my lorry of planks seized by police at waterloo 2 wks ago n dey charge me 4 transport w/out permit. i need lawyer 4 court",
    intent: "area:criminal",
  },
  { message: "tank u very much for d help", intent: "thanks" },
  {
    message:
      "Urgent. Police come to our sawmill site at Moyamba right now and arrest the Chinese manager and two local staff. They are taking them to station. Please send lawyer.",
    intent: "urgent",
  },
  {
    message: "hello I want to ask about adoption my cousin died in the saw mill accident and left a small boy and I want to adopt him properly",
    intent: "area:family",
  },
  {
    message:
      "I gave a furniture man in Kenema 15 million leones for planks he said he will supply and he only brought half. He says he will pay back small small. If I go to court will the court force him to pay everything at once?",
    intent: "legal-question",
  },
  { message: "i wan book apoinment wit lawyr nxt wk tusday pls", intent: "booking" },
  { message: "hw much 1 plank of mahogany dis time in freetown market", intent: "off-topic" },
  { message: "Could you kindly let me know the names of the lawyers in your chambers and their respective positions?", intent: "team" },
  {
    message:
      "Our parent company in China want to invest in new timber processing factory in Sierra Leone. We need legal advice on investment registration and approvals.",
    intent: "area:business",
  },
  {
    message: "Dem don tek mi papa na Kenema polis steshon sins yestade, dem se na in get di sawmill we di tri fodom pan di pikin. Abeg una kam",
    intent: "urgent",
  },
  {
    message:
      "There are men who came to my shop in Kenema last night and said if I don't drop the case about the timber money they will burn the shop with me inside. Tonight they came back and they are standing outside. Please",
    intent: "safety",
  },
  { message: "me an my partner in d furnitur shop we quarel ova money, we dont wan go cort, can una help us settel it", intent: "area:arbitration" },
  { message: "Please inform office closing time for Friday.", intent: "hours" },
  { message: "Kindly provide the email address to which I may send copies of my permit and the related correspondence.", intent: "email" },
  { message: "can you help me write a cv to apply for job as a sawmill supervisor at the chinese company", intent: "off-topic" },
  {
    message:
      "My husband worked eight years for the sawmill and after the accident they stopped his pay and say he was never their worker because he had no paper. I want someone to fight for his money.",
    intent: "area:contract",
  },
  { message: "If polis seize mi chainsaw en dem no gi mi pepa, dem get rayt fo kip am?", intent: "legal-question" },
  { message: "hw can i reach una, fone or watsap or email?", intent: "contact" },
  { message: "Is there parking available at your office for a pickup vehicle? I will be driving down from Port Loko.", intent: "knowledge:Parking" },
  { message: "plis my aprentis boy dem tek him to d polis cell at ross road say he tif plank, he still dere now", intent: "urgent" },
  {
    message:
      "My husband cannot work again after the accident and now he says he will go back to his village and leave me with the children. How do I get maintenance for the children from him?",
    intent: "area:family",
  },
  {
    message:
      "My grandfather left a big land at Tongo that the family now wants to lease to a logging company. But my uncle has the only document and he says it is his alone. We need a lawyer to do a proper search and sort this out.",
    intent: "area:land",
  },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "my 3 containers of planks 4 export stuck at quay, shipping line want extra demurrage. pls u do port matters?", intent: "area:shipping" },
  { message: "what kind of cases does your office take can you do land and also police case", intent: "services" },
  { message: "my brodar in law wit di chainsaw gang dey beat my sista evry nite, she run cam to me now wit blood, dey say he cum for her", intent: "safety" },
  {
    message:
      "Where a community has signed a memorandum granting logging rights but the district council has not approved it, is the agreement binding on the community?",
    intent: "legal-question",
  },
  { message: "Usay a fit bay gud chainsaw oyl na Kenema?", intent: "off-topic" },
  { message: "I need to talk to a lawyer face to face about my husband's injury. Can you give me an appointment?", intent: "booking" },
  {
    message:
      "My nephew was charged with stealing logs from a company's site in Kenema last year. He was given bail and the case is still going. The lawyer he had stopped coming. We need a new lawyer to defend him.",
    intent: "area:criminal",
  },
  {
    message: "police came in the night and took my father the chief and they are keeping him at the barracks since yesterday because of the logging fight",
    intent: "urgent",
  },
  { message: "d fee for lawyr can i pay smal smal?", intent: "knowledge:Fees" },
  { message: "Mi wef don lef mi wit di tu pikin dem, a wan di pikin dem bak. A de wok chainsaw na Kono say. Una fit ep mi?", intent: "area:family" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "Our contract with the timber buyer say any dispute go to arbitration in Freetown. We win the award last month but buyer refuse to pay. Please assist to enforce award.",
    intent: "area:arbitration",
  },
  {
    message:
      "I wish to engage your firm to review a timber supply agreement with a furniture manufacturer before signing. It includes penalty clauses I am not comfortable with.",
    intent: "area:contract",
  },
  { message: "hello hello hello is it", intent: "unknown" },
  { message: "Please I lost the paper where I wrote your number. Which number can I call?", intent: "phone" },
  {
    message: "Our company and local supplier have dispute about 2000 logs quantity. Both side prefer mediation, not court. Your firm do mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, my site manager was arrested this morning by forestry guards and is presently detained at the Bo police station. I urgently require a lawyer to attend.",
    intent: "urgent",
  },
  { message: "Una de opin tumara bay et o klok?", intent: "hours" },
  { message: "pls some guys frm d other yard sey dey go kill me 4 takin dia customer, dey wait 4 me outside d yard now", intent: "safety" },
  { message: "i wan reggister my furnitur shop as a compny so i can get bank loan, una do dat?", intent: "area:business" },
  {
    message:
      "I have been selling timber in Kenema for twenty years on my own. Now a Lebanese businessman wants to come in as partner with money. I need someone to prepare the shareholder papers properly so I don't lose my business.",
    intent: "area:business",
  },
  {
    message: "The owner says because my husband signed nothing they owe him nothing. Is that true? Does he have a right to compensation?",
    intent: "legal-question",
  },
  { message: "Please provide company email for send document.", intent: "email" },
  { message: "I want to know if you have a woman lawyer there, my sister wants to talk to a woman about her case.", intent: "team" },
  { message: "What documents should I bring to the consultation regarding the seized lorry and planks?", intent: "knowledge:What to bring" },
  { message: "ok thank you very much sir god bless", intent: "thanks" },
  {
    message: "i order varnish n glue frm china, d container reach quay but clearing agent say customs hold it for duty wahala, pls una handle port matter?",
    intent: "area:shipping",
  },
  {
    message:
      "My brother and two workers were charged last month after the police raided our sawmill in Kenema. They are on bail now but the case is in the magistrate court next month and we need a lawyer to defend them.",
    intent: "area:criminal",
  },
  {
    message: "I seek to acquire a leasehold title for 15 acres at Waterloo to establish a timber yard. Please assist with a title search and conveyancing.",
    intent: "area:land",
  },
  { message: "pls i wan see lawyer 2moro mornin bout my seized planks, u get space?", intent: "booking" },
  { message: "Our manager want meeting with lawyer on Wednesday 10 AM. Please confirm is possible.", intent: "booking" },
  { message: "were is ur ofis locatd i wan com", intent: "address" },
  { message: "Your staff speak Chinese or only English?", intent: "knowledge:Languages spoken" },
  { message: "Does your firm only help big companies or do you also take cases for ordinary people? What kind of work do you do?", intent: "services" },
  { message: "Abeg gi mi ol di we dem fo get una, a no sabi kam Fritong", intent: "contact" },
  { message: "Good morning, Kamara and Associates.", intent: "greeting" },
  { message: "Di chif na wi vilej don sel di bush we mi granpa plant to wan sawmill man, bot na wi famili lan. A wan lawyer fo ep wi.", intent: "area:land" },
  { message: "plis help polis hold my shop boy sinc mornin at kissy station sey d table he sell mek frm stolen wood", intent: "urgent" },
  { message: "pls which radio station dey play football 2nite, arsenal vs chelsea", intent: "off-topic" },
  {
    message:
      "My late brother had a sawmill licence in his own name in Kenema. Now his son and his second wife are fighting over it. Who has the right to continue using the licence under the law, the son or the wife?",
    intent: "legal-question",
  },
  {
    message:
      "we have a contract with a furniture company in freetown to supply them ten lorry of timber every month but they have stop paying since three months we need a lawyer to help us collect",
    intent: "area:contract",
  },
  {
    message:
      "Please help. Some youths from the village block our road with cutlass and say they will kill any worker who go inside the forest. Our staff are afraid and hiding in the camp now.",
    intent: "safety",
  },
  { message: "Could you advise whether your chambers will be open on Independence Day, 27 April?", intent: "hours" },
  {
    message:
      "My brother in law is accused of setting fire to the sawmill after the owner refused to pay my husband. The police let him go on bail but the case is in court. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Please I want to buy a second hand lorry to carry timber from Kenema to Freetown. Do you know where to get a good one?", intent: "off-topic" },
  { message: "A wan mek apointment fo tok to wan lawyer dis wik abaut mi pe.", intent: "booking" },
  {
    message:
      "I write to inform you that my lorry driver and loader have been detained at the Mile 91 police post since last night in connection with a consignment of planks. Kindly dispatch a lawyer at once.",
    intent: "urgent",
  },
  {
    message:
      "My father owned a sawmill in Kenema and died last month without a will. There are six of us children from three mothers and everyone wants the machines. We need a lawyer to handle the estate properly.",
    intent: "area:family",
  },
  { message: "giv me d fone numba plis", intent: "phone" },
  { message: "me n 2 frends wan open timber yard at kissy as company. hw we go register, u do dat?", intent: "area:business" },
  { message: "If bos no pe mi fo 3 mont, a fit tek di chainsaw we a de yuz til i pe mi? Di lo gri?", intent: "legal-question" },
  { message: "what is the name of the tree they call the red wood in mende language", intent: "off-topic" },
  { message: "u get parkin space 4 my kekeh near d ofis?", intent: "knowledge:Parking" },
  { message: "Polis dem de na di sawmill naw naw, dem de put di boys dem na van. Abeg sen lawyer kwik", intent: "urgent" },
  {
    message:
      "I sent a container of hardwood to a buyer in Ghana through the port in Freetown. The ship arrived in Tema but half the timber was missing from the container. The shipping line says it is not their problem. I want a lawyer for this.",
    intent: "area:shipping",
  },
  { message: "who are the lawyers in your office and is any of them from the provinces", intent: "team" },
  {
    message:
      "Our joint venture agreement with a logging concessionaire provides for mediation before any litigation. The relationship has broken down over royalties. We request your assistance in initiating mediation.",
    intent: "area:arbitration",
  },
  {
    message:
      "The sawmill owner's driver came to our house today with a gun and told me to stop calling about my husband's money or he will come back. I am shaking. Please what do I do.",
    intent: "safety",
  },
  { message: "plis wat glue is strong for join plank for bed, d one i use it crak", intent: "off-topic" },
  {
    message: "If Forestry Division cancel our concession licence before expiry without hearing, is it legal? Can company claim damages?",
    intent: "legal-question",
  },
  {
    message:
      "I have been trying to find a lawyer for my timber problem for a long time, going from one person to another. Now my cousin gave me your name. Please I would like an appointment with one of your lawyers as soon as possible, any day next week.",
    intent: "booking",
  },
  {
    message: "Our company want to lease 500 hectare land from chiefdom for plantation. Please help to do title search and prepare lease agreement.",
    intent: "area:land",
  },
  {
    message: "they have locked my uncle in the chiefdom police cell since friday for the trees we cut on our own land please somebody go there",
    intent: "urgent",
  },
  { message: "What is your email, I want to send you the photos of the papers.", intent: "email" },
  { message: "i mek 40 chair for school an d contraktor refus to pay say he no like d colour. i get paper we both sign. plis help", intent: "area:contract" },
  { message: "What papers do I need to carry when I come? I have his hospital card and some pay slips.", intent: "knowledge:What to bring" },
  { message: "Wetin a go du fo mek mi chainsaw start kwik kwik in di mornin?", intent: "off-topic" },
  { message: "wat kind wrk una do?", intent: "services" },
  {
    message: "my sister husband is a chainsaw man he has stop sending money for the children for one year now she want to take him to family court",
    intent: "area:family",
  },
  {
    message:
      "Emergency. Our two Chinese technician detained at Lungi airport immigration since morning over timber export paper. They not allow to leave. Please help now.",
    intent: "urgent",
  },
  { message: "if i sell planks 2 sum1 n he pay wit cheque n d cheque bounce, i fit report am 2 police as crime?", intent: "legal-question" },
  { message: "una opin sunday?", intent: "hours" },
  {
    message: "I have been summoned to appear before the Magistrate Court in Bo on charges of contravening the Forestry Act. I require representation at trial.",
    intent: "area:criminal",
  },
  { message: "Mi kompin dem na di bush se dem go kil mi if a tok to di polis bot di tif tik dem. A de fred fo mi layf.", intent: "safety" },
  {
    message: "I am told that Mr Mohamed Conteh handles land matters at your chambers. Could you tell me more about his experience?",
    intent: "attorney:Mohamed Conteh",
  },
  { message: "Please what is the best price for teak per cubic metre in China market this month?", intent: "off-topic" },
  {
    message:
      "My husband and I had a small furniture business registered in his name. Since the accident I am the one running it. I want to put the business in my name or be made a director.",
    intent: "area:business",
  },
  { message: "can I book a meeting with a lawyer for my father the chief he want to come on monday", intent: "booking" },
  { message: "plz my lorry boys dem hold dem 4 forest guard office at kenema since 2day morning, dey no release dem", intent: "urgent" },
  { message: "Thank you for your prompt assistance.", intent: "thanks" },
  {
    message:
      "Our vessel charter for logs export from Freetown delay 10 days because charterer not load on time. We want claim demurrage under charter party. Please assist.",
    intent: "area:shipping",
  },
  {
    message: "my landlord wan raise rent for my wrkshop doble, he sey if i no pay he lock d shop wit my machins inside, he allow do dat?",
    intent: "legal-question",
  },
  { message: "Usay una ofis de? A de kam from Waterloo", intent: "address" },
  {
    message:
      "My business partner in Kenema and I have sold timber together for ten years. Now he says I owe him and I say he owes me. Our elders tried but failed. We both agree to settle it outside court with somebody neutral. Can your firm do this?",
    intent: "area:arbitration",
  },
  { message: "Is there any NGO that gives wheelchairs? My husband can't walk well since the log hit him.", intent: "off-topic" },
  { message: "Please give all contact information of the firm: telephone, WhatsApp, email.", intent: "contact" },
  {
    message:
      "They have arrested my son at the sawmill gate this afternoon and taken him away in a police car because the owner says he stole fuel. I don't know where he is now.",
    intent: "urgent",
  },
  { message: "d yard land i rent at cline town, owner die n his childrn sey i must go. i get 5 yr lease. pls help", intent: "area:land" },
  { message: "okay I will go now bye", intent: "goodbye" },
  {
    message:
      "I am writing from Kenema. My worker told the police about the illegal trees another man was cutting and now that man's people attacked him with sticks in the market. They are still looking for him and he is hiding in my house now. Please advise.",
    intent: "safety",
  },
  {
    message:
      "We supplied a Freetown furniture workshop with kiln-dried planks on thirty-day credit terms. The invoice of Le 48,000 remains outstanding after ninety days. We wish to instruct you to recover the debt.",
    intent: "area:contract",
  },
  { message: "Please inform your consultation fee and hourly rate for company matter.", intent: "knowledge:Fees" },
  { message: "pls hw 2 transfer orange money 2 afrimoney", intent: "off-topic" },
  { message: "una lawyrs plenti? who d big one", intent: "team" },
  {
    message:
      "the company said they will pay our village for every tree but they have cut more than one thousand and paid for only two hundred can they do that is it not against the law",
    intent: "legal-question",
  },
  { message: "Mi papa lef wil we se di sawmill na fo mi, bot mi uncle dem se dem no gri. A wan lawyer fo di wil.", intent: "area:family" },
  { message: "Please arrange consultation for our director on Tuesday afternoon. He will come with interpreter.", intent: "booking" },
  {
    message:
      "Please help me. Last night in Kenema they came and took my son from our house, men in uniform, saying he is one of the people cutting trees in the Gola reserve. We went to the station this morning and they say he is there but we cannot see him.",
    intent: "urgent",
  },
  {
    message: "my cousin was convicted for cutting trees without license and sentenced to two years he did not have a lawyer we want to appeal",
    intent: "area:criminal",
  },
  { message: "u open til wat tym 2day", intent: "hours" },
  { message: "Could you recommend a reliable consultant to prepare an environmental impact assessment for our sawmill?", intent: "off-topic" },
  { message: "Wi chainsaw boys dem wan form wi own kompin fo sel plank. Una fit ep wi mek am legal?", intent: "area:business" },
  { message: "??", intent: "unknown" },
  {
    message:
      "We were recently informed that the Harbour Master has detained a barge carrying our logs at the Quay pending payment of port dues which we dispute. We require legal assistance.",
    intent: "area:shipping",
  },
  { message: "do your lawyers speak mende because my father don't speak english well", intent: "knowledge:Languages spoken" },
  { message: "d yard owner wife jus call me sey her husband beat her wit plank, she lock herself in d office, he dey outside", intent: "safety" },
  { message: "How much money can the court give my husband for losing his hand? Will it be enough for the children's school?", intent: "legal-question" },
  { message: "me an d man who sell me machins we agree to go mediation bout d faulty planer. una do mediashun?", intent: "area:arbitration" },
  { message: "Dem don ol mi na Tongo polis post naw, a de yuz mi broda fon. Abeg sen smbodi", intent: "urgent" },
  {
    message: "Before I tell you my whole story, I want to know what your firm does. Do you handle matters for traders, and also family matters?",
    intent: "services",
  },
  { message: "Please provide WhatsApp number for contact.", intent: "phone" },
  { message: "my phone battery is dying where can i charge it in town the generator at the sawmill is broken", intent: "off-topic" },
  {
    message:
      "My husband's family land at Port Loko, they want to sell it to a timber man, but my husband is the eldest son and has a share. He cannot travel. We need a lawyer to stop them.",
    intent: "area:land",
  },
  { message: "cn i cum 2moro 4 consultation? my name Alie", intent: "booking" },
  { message: "please send me the email of the office so I can send the letter", intent: "email" },
  { message: "A sayn pepa wit di Chayniz kompin fo wok chainsaw fo dem, bot dem no pe di moni we di pepa se. A wan sue dem.", intent: "area:contract" },
  { message: "Hello, good evening.", intent: "greeting" },
  { message: "plis cum help my broda d polis cary him frm d wrkshop now now, dem sey he buy stolen plank", intent: "urgent" },
  {
    message: "Our company want lawyer to help with estate of our staff who die in accident at site, so his benefits go to correct wife and children.",
    intent: "area:family",
  },
  { message: "I will come with my lorry from Kenema, is there a place near your office to park a big truck?", intent: "knowledge:Parking" },
  {
    message: "Is a chainsaw operator engaged on a daily basis for more than three years entitled in law to end-of-service benefits?",
    intent: "legal-question",
  },
  {
    message:
      "Last month the police accused me in Kenema of receiving stolen timber. I went to the station and they wrote a statement and let me go, but now I hear they will take me to court. I want a lawyer ready to defend me.",
    intent: "area:criminal",
  },
  {
    message: "my family is in danger the other family say they will burn our house tonight because we refused to give the land for logging we are afraid",
    intent: "safety",
  },
  { message: "How many lawyer in your firm and which one handle company matter?", intent: "team" },
  {
    message: "Please, I am travelling from Kenema and will reach Freetown around 4 in the afternoon. Will the office still be open at that time?",
    intent: "hours",
  },
  {
    message:
      "We intend to increase the share capital of our timber export company and admit a new shareholder. Kindly assist with the necessary resolutions and filings.",
    intent: "area:business",
  },
  { message: "Wetin a fo ker kam wen a de kam si di lawyer?", intent: "knowledge:What to bring" },
  { message: "Can I bring my husband to see the lawyer on Friday morning? He walks slowly but he can come.", intent: "booking" },
  {
    message: "i imprt planer machin frm turkey by ship, wen it reach d port it brok. d shippin company no wan pay. una do dat kain case?",
    intent: "area:shipping",
  },
  { message: "Please give office address and nearby landmark.", intent: "address" },
  { message: "hw i fit contact una, i no get credit 4 call", intent: "contact" },
  {
    message: "Our arbitration award from ICC against Sierra Leone supplier is final. Now we need to register and enforce in Sierra Leone court. Please assist.",
    intent: "area:arbitration",
  },
  { message: "Wetin una de du na dis ofis?", intent: "services" },
  { message: "Thank you very much, you have been very helpful. God bless you.", intent: "thanks" },
  { message: "k c u", intent: "goodbye" },
  {
    message:
      "I have a long problem. In 2022 I agreed with a Chinese company in Kenema to supply them round logs from our chiefdom. We did everything, they took the logs to their yard, but they paid only for the first two lorries. The other nine lorries, no money up to now. I want a lawyer to take this up.",
    intent: "area:contract",
  },
  { message: "helo gud mornin", intent: "greeting" },
  { message: "Could you kindly advise where I might obtain a moisture meter for testing timber in Freetown?", intent: "off-topic" },
  {
    message:
      "Please, the police came to the compound just now and they are pushing my husband into their car, he cannot even walk well. They say the sawmill owner reported him. Please come.",
    intent: "urgent",
  },
  {
    message: "i buy small lan at hastings for my wrkshop, now 2 difren peple show me deed for d same lan. plis i wan lawyr check d papers",
    intent: "area:land",
  },
  { message: "Di forest gad dem se a no fo kot tri na mi yon farm lan without permit. Na tru? Di lo se so?", intent: "legal-question" },
  {
    message: "Our general manager request an appointment with a lawyer this Thursday morning to discuss logging concession. Please confirm the time.",
    intent: "booking",
  },
  {
    message:
      "my father the chief had four wives and he died now all the wives are fighting for the sawmill money and the house in bo we need a lawyer to share the estate",
    intent: "area:family",
  },
  {
    message: "plis d man i ow small mony for plank he cum wit 3 boys to my wrkshop, dey brok my door and sey dey go wound me, dey stil dey outside",
    intent: "safety",
  },
  { message: "is your office open in the morning from what time because we will leave the village early", intent: "hours" },
  {
    message: "A bin sen plank dem na Guinea wit bot from Fritong, di bot kapsiz na sea en di owner no wan pe. Una de du dis kain kes?",
    intent: "area:shipping",
  },
  { message: "Where can I find a job for myself now that my husband cannot work? I can cook and sew.", intent: "off-topic" },
  { message: "pls my brada dey na cell 4 eastern police since yestaday, dem sey d planks we sell na 4 govt forest", intent: "urgent" },
  {
    message:
      "I am a small trader and I cannot pay big money. Please how much does it cost to start a case with your lawyers, and do you help people who cannot pay?",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Police charge our company driver with causing death by dangerous driving, the timber truck hit motorbike. Court date next week. We need criminal lawyer to defend him.",
    intent: "area:criminal",
  },
  {
    message: "if the company cut the trees on our land and we did not sign anything can we make them pay for all the trees and how much will the court give us",
    intent: "legal-question",
  },
  {
    message:
      "We are a registered sawmilling company seeking a working capital facility from a commercial bank. The bank has requested a legal opinion and security documentation. Please assist.",
    intent: "area:business",
  },
  { message: "Una get wuman lawyer dem na di ofis?", intent: "team" },
  {
    message:
      "the police have come to the village this morning with the company people and they are taking the youths who blocked the road they have put five of them in the truck already",
    intent: "urgent",
  },
  { message: "me n d yard owner get wahala ova money 4 planks, we both wan settle am out of court. una fit do mediation 4 us?", intent: "area:arbitration" },
  { message: "wat size nail is gud for 2 inch plank", intent: "off-topic" },
  { message: "ur email pls", intent: "email" },
  {
    message:
      "Please, I am in Kenema. My sister's husband is a timber dealer and he drinks. Tonight he beat her and the children and said he will kill her if she leaves. She ran to my house with the children and he is walking around outside looking for her.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, one workshop in Freetown order 300 pieces of plywood from our company, they pay deposit only and now refuse to collect the goods. We want to enforce the contract.",
    intent: "area:contract",
  },
  {
    message: "The sawmill owner is offering us 5 million leones to forget about the accident. If we take it, can we still go to court later?",
    intent: "legal-question",
  },
  { message: "plis giv me apointmnt wit land lawyr dis wik, any day", intent: "booking" },
  { message: "Sojas dem don ketch mi en tu oda boys na di bush, dem de kari wi go barracks naw naw. Abeg", intent: "urgent" },
  { message: "Dear Sir,", intent: "unknown" },
  {
    message:
      "My family has a big forest land near Kenema. A man came saying the chiefdom council gave him the logging rights on it, but we never agreed. He has started cutting. We want a lawyer to fight for our land.",
    intent: "area:land",
  },
  { message: "una lawyr spik temne?", intent: "knowledge:Languages spoken" },
  { message: "Please can you translate this chinese machine manual to English for our operator?", intent: "off-topic" },
  { message: "my wife wan divorce me, she sey d timber wrk keep me away 2 much. i wan lawyer 4 d divorce", intent: "area:family" },
  {
    message:
      "My worker was arrested at the Kenema timber market by forestry officers an hour ago and they are holding him at their office. They are asking for a fine but giving no receipt. Please what should we do now, he is still there.",
    intent: "urgent",
  },
  { message: "Please inform list of practice area of your firm.", intent: "services" },
  { message: "Gi mi una fon nomba", intent: "phone" },
  { message: "i tek plank on credit from d yard, d yard man sey if i no pay by friday he go sel my machins. he get rite do dat?", intent: "legal-question" },
  { message: "container of plywood frm china reach quay 3 wks, customs sey wrong value, dem wan big tax. pls help wit d port", intent: "area:shipping" },
  {
    message:
      "please the people from the next village have surrounded our house with machetes because of the forest boundary my mother and sisters are inside we are afraid",
    intent: "safety",
  },
  {
    message: "Someone at the hospital told me to ask for Christiana Thomas because she helps workers who were not paid. Is she there?",
    intent: "attorney:Christiana Thomas",
  },
  { message: "Please inform working days of office, is Saturday working day?", intent: "hours" },
  { message: "d polis sey i receiv stolen mahogny, dey giv me bail but i must go cort next mont. plis i need lawyr", intent: "area:criminal" },
  { message: "please who won the match between east end lions and kallon yesterday", intent: "off-topic" },
  {
    message: "I should be grateful if you would arrange a meeting with a lawyer on Monday at 11 a.m. regarding a boundary matter at my timber concession.",
    intent: "booking",
  },
  {
    message:
      "Please urgent. Forestry officer and police hold our company store keeper in office since this morning, not allow him go home. They say he sign wrong waybill.",
    intent: "urgent",
  },
  {
    message:
      "I want to tell you how it started. My late father and his friend opened a timber yard in Kenema and each had half. Now both have died and the friend's sons have taken the books and say we have no share. We need a lawyer to sort out the shares of the business.",
    intent: "area:business",
  },
  { message: "Tenki tenki o", intent: "thanks" },
  { message: "Is a forestry officer permitted under the Forestry Act to impose an on-the-spot fine without a court order?", intent: "legal-question" },
  { message: "How can I reach you? I have no money for the bus to Freetown.", intent: "contact" },
  {
    message:
      "We have a dispute with a sawmill equipment supplier and wish to resolve it by arbitration as our contract provides. Please advise whether your chambers handles such proceedings.",
    intent: "area:arbitration",
  },
  { message: "alrit den, bye", intent: "goodbye" },
  { message: "wat plank is cheap 4 roofin", intent: "off-topic" },
  {
    message:
      "My husband had a written contract with the company as a chainsaw operator. Since he got hurt they say the contract is finished and they have not paid the last three months. I want a lawyer to get his salary.",
    intent: "area:contract",
  },
  { message: "Mi bos don bit mi bad wit stik bikos di chen brok, a de blid, a fred fo go bak. Abeg.", intent: "safety" },
  { message: "polis jus cum to my wrkshop and tek me an my 2 boys, i dey inside d van now texting", intent: "urgent" },
  { message: "is there place to park motor bike near your office", intent: "knowledge:Parking" },
  {
    message: "I propose to sublease part of my timber concession land to a third party. Kindly prepare the sublease and confirm the title position.",
    intent: "area:land",
  },
  { message: "who d lawyers dey dere?", intent: "team" },
  {
    message:
      "In Kenema a man sold me a chainsaw and later it turned out it was stolen from a company. The police took it. The man has disappeared. Do I lose my money, or can I claim from anybody under the law?",
    intent: "legal-question",
  },
  {
    message:
      "My husband wants to write a will now because he thinks he will not get better. He wants the children to have the house. Can a lawyer help him write it?",
    intent: "area:family",
  },
  { message: "A wan si wan lawyer fraydey, i fit?", intent: "booking" },
  { message: "Do you know any good hotel near the Kissy timber yard where I can stay when I come to Freetown to buy? Not too expensive.", intent: "off-topic" },
  {
    message:
      "Our logs cargo load on vessel, but bill of lading issued with wrong quantity. Buyer refuse payment. Please assist with shipping documents dispute.",
    intent: "area:shipping",
  },
  { message: "What time do you open in the morning? I have to take my husband to the clinic first.", intent: "hours" },
  {
    message:
      "I have just received word that my brother, who manages our sawmill at Moyamba, has been taken into custody by the police this afternoon and is being held at the station. I request that a lawyer attend immediately.",
    intent: "urgent",
  },
  { message: "For meeting with lawyer, which document company must bring? Certificate of incorporation, licence?", intent: "knowledge:What to bring" },
  { message: "Dem se a bin tif plank na di yad, kes de na kot. A no du am. A wan lawyer fo defen mi.", intent: "area:criminal" },
  { message: "Can I send my husband's papers by email? What is the address?", intent: "email" },
  {
    message:
      "Local men threaten our Chinese staff at camp, say they will burn the camp tonight. Staff very afraid, they lock inside. Please advise what to do.",
    intent: "safety",
  },
  { message: "me an my broda wan mek partnership for d furnitur biznes wit paper so no palava later, una do dat?", intent: "area:business" },
  { message: "if customer tek planks n pay half, wat law sey if i go tek back d planks frm him house?", intent: "legal-question" },
  { message: "please what are the areas your office covers I mean what kind of problems you solve", intent: "services" },
  { message: "Wetin na di bes chainsaw brand, Stihl o Husqvarna?", intent: "off-topic" },
  {
    message:
      "I and a Fula man in Kenema went into timber business together. We wrote a paper that if we quarrel we will go to arbitration. Now we are quarrelling over forty million. Please help us arrange the arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "My brother went to the police to ask about my husband's case and they locked him up too. He has been there since yesterday morning. Please help us.",
    intent: "urgent",
  },
  {
    message:
      "Please, I want to come and sit with a lawyer to explain my whole problem properly, because it is too long to write here. When can I come? I am ready any day.",
    intent: "booking",
  },
  {
    message:
      "the chinese company give us a paper to sign to supply them logs from our village but it is long and we don't understand it please can a lawyer read it for us before we sign",
    intent: "area:contract",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "Kindly provide an indication of your professional fees for reviewing a forestry concession agreement.", intent: "knowledge:Fees" },
  { message: "my granpa lan at waterloo, uncle sell part 2 timber man widout family consent. pls help", intent: "area:land" },
  { message: "Ehn?", intent: "unknown" },
  { message: "what is the phone number to call your office", intent: "phone" },
  { message: "my wif an me we sepret, she tek d children to bo. i wan custody of my boy he help me in d wrkshop", intent: "area:family" },
  { message: "Our worker lose finger at machine. If he sue company, how much compensation court will order?", intent: "legal-question" },
  { message: "Please what food is good for a person who lost a lot of blood? My husband is still weak.", intent: "off-topic" },
  { message: "pls help, d tif boys dem wey steal planks frm my yard sey dey go kill me if i talk, dey follow me now", intent: "safety" },
  {
    message:
      "my brother sent timber to a buyer in the uk by sea and the buyer say the container arrived with rotten wood and refuse to pay the shipping company is blaming the port we want a lawyer",
    intent: "area:shipping",
  },
  { message: "How many of your lawyers are women?", intent: "team" },
  { message: "URGENT pls!! forest guards holdin my driver n lorry at waterloo checkpoint since mornin, dey beat him, he dey der still", intent: "urgent" },
  {
    message: "I was convicted at the Kenema Magistrate Court of unlawful timber transport and fined. I believe the conviction was wrong and wish to appeal.",
    intent: "area:criminal",
  },
  { message: "Una de opin pan holiday dem?", intent: "hours" },
  {
    message: "I sometimes buy timber from Guinea and my partner from Gueckedou speaks only French. Can your lawyers speak French with him?",
    intent: "knowledge:Languages spoken",
  },
  { message: "Our company need to change directors and update company register at Corporate Affairs Commission. Please handle.", intent: "area:business" },
  { message: "i want to book an appointment for my father and me for next week wednesday", intent: "booking" },
  {
    message:
      "I will be coming from Kenema by the bus that stops at Shell Old Road. Please tell me exactly where your office is and how to get there from there.",
    intent: "address",
  },
  {
    message: "our village and the logging company agreed to go to mediation about the money for the trees can your lawyers help our side in the mediation",
    intent: "area:arbitration",
  },
  { message: "wat una do ? una do only cort case?", intent: "services" },
  { message: "Kindly provide your full contact details, including telephone and email, for my records.", intent: "contact" },
  { message: "Thank you for information.", intent: "thanks" },
  { message: "plis hw to mek a poem for my wif birthday", intent: "off-topic" },
  { message: "okay goodbye then", intent: "goodbye" },
  { message: "hello gud day", intent: "greeting" },
  {
    message:
      "Let me explain. In Kenema we have a small timber yard and last year the forestry people came and said our planks had no hammer marks. They took us to court for illegal possession of timber and we were given bail. The case has been adjourned many times and now the magistrate wants to start the trial. We need a good lawyer to defend us.",
    intent: "area:criminal",
  },
  {
    message:
      "they just took my brother from the sawmill in handcuffs the police and the forest guards they are driving him to the station now he did nothing please help",
    intent: "urgent",
  },
  { message: "Please what is correct way to calculate cubic metre of log, our staff confuse.", intent: "off-topic" },
  { message: "Mi broda dai na di sawmill aksident, in wef en pikin dem de wit mi naw. A wan lawyer fo ep wi wit in propati.", intent: "area:family" },
  {
    message: "My husband's employer never registered him with NASSIT. Does that mean he cannot get any pension now that he is disabled?",
    intent: "legal-question",
  },
  {
    message:
      "I must report that I have received repeated threatening telephone calls from persons connected with a rival concessionaire, stating that I will be harmed if I continue my complaint. I fear for my safety and that of my family.",
    intent: "safety",
  },
  { message: "i wan cum see lawyr wenesday, wat tym una opin dat day?", intent: "booking", also: ["hours"] },
  {
    message: "our village want to start a community sawmill company so the money from the trees stay with us can your office help register it",
    intent: "area:business",
  },
  { message: "I will finish at the market in Freetown around 2 o'clock on Friday. Please is the office open until 5 on Fridays also?", intent: "hours" },
  { message: "Usay a fit get wok as chainsaw man na Fritong? Abeg", intent: "off-topic" },
  {
    message:
      "Police arrest our forklift driver at the yard now now after argument with customer, they put him in vehicle to Kissy station. Please send somebody.",
    intent: "urgent",
  },
  {
    message:
      "The house we live in at Wellington was built on land my husband bought with his sawmill money, but the seller's family now says the sale was never finished. My husband cannot fight them alone. We need a lawyer.",
    intent: "area:land",
  },
  { message: "Our manager come with company vehicle, is there parking space at office or nearby?", intent: "knowledge:Parking" },
  { message: "i sign agreement 2 supply hotel 100 doors, dey cancel after i don buy d wood. i wan lawyer 2 claim my loss", intent: "area:contract" },
  { message: "my wrker cut his hand on d planer in my shop, he sey i must pay him hospital an salary. do d law sey i must pay?", intent: "legal-question" },
  { message: "please tell me about your lawyers who are they and what do they do", intent: "team" },
  {
    message:
      "My husband's brother is drunk and he is shouting that he will kill me because I want to go to court. He has a cutlass and he is at the door now. Please help me.",
    intent: "safety",
  },
  {
    message:
      "Our timber consignment was short-landed at Rotterdam and the carrier denies liability, citing the clausing on the bill of lading. We seek representation in the cargo claim.",
    intent: "area:shipping",
  },
  { message: "wat day d timber market open at kissy", intent: "off-topic" },
  { message: "plis my broda dey for polis cel sinc 2 days, dey no charg him, dey say na about d tree wey fall on d house", intent: "urgent" },
  { message: "Mi en di sawmill bos dem wan settul di moni palava wit smbodi we no de pan eni said, noto kot. Una de du dat?", intent: "area:arbitration" },
  {
    message:
      "Good afternoon. My nephew will help me come to your office. Please can you fix a day and time for me to see the lawyer who does business matters? Tuesday or Wednesday is good.",
    intent: "booking",
  },
  { message: "Kindly furnish me with your telephone number so that I may call the chambers directly.", intent: "phone" },
  { message: "If di tri fodom pan mi leg wen a de wok fo di bos, na in fo pe fo di hospital? Di lo se wetin?", intent: "legal-question" },
  {
    message:
      "They are saying my husband caused the accident that killed the other worker and now the police have charged him with manslaughter. He is at home on bail. We need a lawyer for the court.",
    intent: "area:criminal",
  },
  {
    message: "People in Kenema told me about your firm. I want to know first what kind of matters you deal with, because my problem has many parts.",
    intent: "services",
  },
  { message: "d landlord son dey beat my apprentice evry day an today he pull knife on him. d boy dey hide for my shop now plis help", intent: "safety" },
  {
    message: "I wish to prepare a will disposing of my sawmill, timber concession interests and personal property among my children. Kindly assist.",
    intent: "area:family",
  },
  {
    message:
      "This is an emergency. I am outside the Kenema police station now. They brought my son here three hours ago with other boys from the sawmill, and no one will tell us what he is charged with. He is still inside.",
    intent: "urgent",
  },
  { message: "please what is the meaning of the word concession i have an exam in school tomorrow", intent: "off-topic" },
  {
    message: "My neighbour said Hawa Turay helped her with her late husband's property. Is she still with your firm? Can she help me too?",
    intent: "attorney:Hawa Turay",
  },
  {
    message: "Our Chinese company want open branch in Sierra Leone for timber trading. What registration needed? Please handle for us.",
    intent: "area:business",
  },
  { message: "una ofis dey open durin lunch or i mus cum afta?", intent: "hours" },
  {
    message: "what documents should my father bring for the land meeting he has the old survey plan and some letters from the chiefdom",
    intent: "knowledge:What to bring",
  },
  { message: "if d police seize my planks n keep dem 3 months n dey rot, can i claim money frm govt?", intent: "legal-question" },
  { message: "Di sawmill man we rent wi lan, in lis don don sins las yia bot i no wan komot. A wan lawyer fo pul am.", intent: "area:land" },
  { message: "hi is anybody there", intent: "greeting" },
  {
    message:
      "Dear Sir, I am writing on behalf of my foreman, who was detained by soldiers at the edge of the Gola forest this morning and is being held at the military post. Please assist urgently.",
    intent: "urgent",
  },
  {
    message:
      "I sold planks to a school contractor in Kenema last year and he gave me a cheque and a signed paper. The cheque bounced and he keeps saying next week. It is now eight months. I want your lawyers to collect the money for me.",
    intent: "area:contract",
  },
  { message: "Can you help me fill the form for my son's scholarship?", intent: "off-topic" },
  {
    message: "please my father the chief received a letter that if he does not sign for the loggers they will kill him we are afraid they come tonight",
    intent: "safety",
  },
  { message: "Please book consultation for us next Monday at 2 PM with lawyer for employment matter.", intent: "booking" },
  { message: "Where exactly are your chambers located, and is there parking for visitors?", intent: "address", also: ["knowledge:Parking"] },
  {
    message:
      "My brother in Ghana sent me a container of furniture hardware through Queen Elizabeth Quay. The port people say it has been there too long and will be auctioned. We were never told it had arrived. I need a lawyer to stop this.",
    intent: "area:shipping",
  },
  { message: "the loggers left big holes and destroyed our farms is the company responsible by law to repair the land", intent: "legal-question" },
  { message: "Wetin na una fon en email en wasap?", intent: "contact" },
  {
    message: "The sawmill owner's lawyer said we can go to mediation instead of court for my husband's money. Can your firm represent us in the mediation?",
    intent: "area:arbitration",
  },
  { message: "Dem don lok mi kompin na di forest ofis cell sins yestade, dem se i kot tri na reserve. Abeg una go de", intent: "urgent" },
  { message: "tnx", intent: "thanks" },
  { message: "Please in Kenema there is a man selling a used Wood-Mizer sawmill. How much is a fair price for it?", intent: "off-topic" },
  {
    message: "my brother is accused of beating the company supervisor during the protest and the case is in court in kenema he is out on bail we need a lawyer",
    intent: "area:criminal",
  },
  { message: "Aw mos lawyer una get?", intent: "team" },
  {
    message:
      "Some people attack our truck on road, beat driver and loader, they run into bush and still hiding there now, afraid to come out. Please what to do?",
    intent: "safety",
  },
  { message: "my wif die las year an her famly wan tek d children an d shop. i wan keep my children, plis help", intent: "area:family" },
  { message: "do u do free legal aid 4 poor ppl?", intent: "knowledge:Fees" },
  { message: "If we dismiss operator for sleeping on duty, must company pay him notice pay under labour law?", intent: "legal-question" },
  { message: "pls book me 4 consultation 2moro aftanoon", intent: "booking" },
  { message: "The sawmill owner came with police and they are taking my husband now from our house, they are dragging him. Please.", intent: "urgent" },
  {
    message:
      "I hold 40% of the shares in a timber company and the majority shareholder has excluded me from all decisions and withheld dividends. I require legal assistance.",
    intent: "area:business",
  },
  { message: "u open 2moro?", intent: "hours" },
  { message: "wat colour paint is in fashion for bedroom furnitur", intent: "off-topic" },
  {
    message: "Company bought land at Lungi for timber depot. Seller not yet give title deed after payment 6 months. Please help get title.",
    intent: "area:land",
  },
  { message: "Una get email?", intent: "email" },
  {
    message:
      "I need help quickly. A man I reported for cheating me in timber business came to my house in Kenema this evening with his friends and threatened my wife. They said next time they will do worse. My wife is afraid to stay in the house tonight.",
    intent: "safety",
  },
  { message: "i employ 6 boys in d wrkshop, one of dem leave an tek my customers. we get paper sey he no go do dat. i wan lawyr", intent: "area:contract" },
  { message: "Kindly outline the range of legal services offered by your chambers.", intent: "services" },
  { message: "pls d police dem lock my yard n carry me n my boys 2 central station, we inside now pls send lawyer", intent: "urgent" },
  { message: "Wi plank dem we wi bin put na ship fo go Lebanon, di kompin se dem los di kontena. A wan lawyer fo di mata.", intent: "area:shipping" },
  {
    message: "Does a community have any legal right to a share of the timber royalties paid by a concessionaire to the district council?",
    intent: "legal-question",
  },
  { message: "u fit tok 2 me in krio wen i cum?", intent: "knowledge:Languages spoken" },
  { message: "Please tell how many hours flight from Beijing to Freetown and which airline.", intent: "off-topic" },
  { message: "d arbitrashun finish an dey sey d man mus pay me but he no pay. hw una help me force am?", intent: "area:arbitration" },
  { message: "i want to see a lawyer about the forest land can you put me on the list for thursday", intent: "booking" },
  { message: "so wat abt d ting", intent: "unknown" },
  {
    message:
      "Our company director receive police invitation letter about timber fraud accusation. He will go next week. We need criminal lawyer to follow him and defend.",
    intent: "area:criminal",
  },
  {
    message: "my cousin called from the police station he said they beat him and are keeping him there since last night because of the logging protest please",
    intent: "urgent",
  },
  { message: "I have only your email. Is there a WhatsApp number I can use?", intent: "phone" },
  {
    message:
      "My late uncle was a big timber man in Kenema. He made a will, but his first son hid it and says there is no will so he can take everything. The other children and the widow came to me. We need a lawyer to bring out the will and share properly.",
    intent: "area:family",
  },
  { message: "May I know how many partners and associates your chambers has?", intent: "team" },
  { message: "Mi wef en mi pikin dem de ayd na di bush naw bikos di vilej yut dem se dem go bon wi os fo di tri dem we a kot.", intent: "safety" },
  { message: "Is there a court near our area where children can play basketball? My son is bored at home.", intent: "off-topic" },
  { message: "me n my partner get timber yard, he wan pull out. hw we go share d biznes properly? u do dat?", intent: "area:business" },
  {
    message:
      "Let me ask you something. A sawmill owner in Kenema borrowed my chainsaw, used it for a year, and now he says it is his because I never asked for it back. Can he keep it like that? What does the law say?",
    intent: "legal-question",
  },
  { message: "i fit park my tricycle frnt ur ofis?", intent: "knowledge:Parking" },
  {
    message:
      "there is a boundary fight between our village and the next one because the logging company is paying for trees on the border we need a lawyer to help with the boundary",
    intent: "area:land",
  },
  { message: "Kindly confirm your office hours for the coming week.", intent: "hours" },
  { message: "polis dey my wrkshop now wit d furnitur customer, dem wan tek me to station say i tif his money, plis help", intent: "urgent" },
  {
    message: "Our company want to review supply contract with local sawmill before renewal. Some clauses about price not clear. Please assist.",
    intent: "area:contract",
  },
  { message: "I would like to make an appointment for next week. And how much will the first meeting cost?", intent: "booking", also: ["knowledge:Fees"] },
  { message: "where is your office in freetown I am coming from pujehun", intent: "address" },
  { message: "d ship carry my planks to gambia, d buyer sey half wet an spoil. d ship people sey not dem. plis una do ship case?", intent: "area:shipping" },
  { message: "wat docs i shud bring 4 d meetin?", intent: "knowledge:What to bring" },
  { message: "Una de du ol kain kes?", intent: "services" },
  {
    message:
      "We wish to propose arbitration to a Ghanaian buyer with whom we have a payment dispute under a timber sale contract. Please assist in preparing the arbitration agreement and representing us.",
    intent: "area:arbitration",
  },
  { message: "Hello, good morning sir or madam.", intent: "greeting" },
  { message: "My son in London wants to contact you for me. What are all the ways he can reach your office from there?", intent: "contact" },
  { message: "please what time is the bus from bo to freetown in the morning", intent: "off-topic" },
  { message: "Thank you, you have helped me a lot today.", intent: "thanks" },
  { message: "Oke, a de go. Bye", intent: "goodbye" },
];
