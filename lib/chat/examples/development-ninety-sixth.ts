import type { LabelledMessage } from "./labelled-message";

// Water points, wells and boreholes: committee chairman in Kabala (formal letters), schoolgirl in Kenema (SMS), tanker driver in Wellington (Krio), market woman in Waterloo (voice typing), son in London who paid for a village borehole, water seller in Kroo Bay (Krio, typos), village headman near Moyamba (long stories), Guinean trader in Kambia (French words)
export const DEVELOPMENT_NINETY_SIXTH: LabelledMessage[] = [
  { message: "gud mornin una, hope una de fine", intent: "greeting" },
  {
    message:
      "Dear Sir, I am the chairman of the water committee of Kamaranka village, Kabala. A man now claims the land on which our community well was dug in 1998 and says he has papers. We need a lawyer to search the land and defend the committee.",
    intent: "area:land",
  },
  {
    message: "police don tek we treasurer Pa Santigie dis morning say na im tif di borehole repair moni, dem de hold am na Kabala station now. abeg help",
    intent: "urgent",
  },
  { message: "how many drops of bleach u put for one jerrycan of well water to make it safe to drink", intent: "off-topic" },
  { message: "pls wat time una office de open 2moro, i wan pass after i fetch water", intent: "hours" },
  {
    message:
      "The landlord who own the compound lock the well with padlock and say only people wey pay 5000 le a month go draw water. We don use dat well for 20 years. Can he lock it like that?",
    intent: "legal-question",
  },
  {
    message:
      "di man wey get di land send im boys wit cutlass say if we cam near di well again dem go chop we. my mama and me de fraid, dem de stand na di road now",
    intent: "safety",
  },
  {
    message: "I want to register a small company for selling borehole water with tanker in Freetown. how do I start and can una do the registration for me",
    intent: "area:business",
  },
  { message: "I would like to book an appointment with a lawyer for our water committee next week, preferably Tuesday.", intent: "booking" },
  {
    message:
      "Bonjour, I ship solar pump and pipes from Conakry to Freetown by boat, the container is at Queen Elizabeth quay 3 weeks and customs no release it. Il faut un avocat pour ça?",
    intent: "area:shipping",
  },
  { message: "wetin be di price for 20 litre rubber now na Waterloo market", intent: "off-topic" },
  { message: "how many lawyers una get dia? any woman lawyer among dem", intent: "team" },
  {
    message:
      "We paid a driller 45 million leones to sink a borehole for our village, he dig small, no water come out and he disappear with the balance. We have the written contract. We want to force him to finish the work.",
    intent: "area:contract",
  },
  {
    message:
      "My brother is a tanker driver, soldiers stop him at the checkpoint at Waterloo last night and they are still holding him and the tanker at the barracks. Please what do we do",
    intent: "urgent",
  },
  { message: "abeg di wata matter", intent: "unknown" },
  {
    message:
      "My papa died and left the house with the well in the yard. my uncles say the well and house na for dem now and they want to drive my mother comot. I need lawyer for this inheritance matter",
    intent: "area:family",
  },
  { message: "tenki ya, una don help me bad", intent: "thanks" },
  { message: "wetin be una phone number", intent: "phone" },
  {
    message:
      "If the borehole money we collected from each household was kept by the treasurer and he spent it on his own wedding, can the committee take him to court and will he have to pay it back with interest?",
    intent: "legal-question",
  },
  {
    message:
      "Dem di accuse me say a spoil di hand pump for di community tap at night, police give me paper say I must come for court next month. I no do am. I need lawyer for defend me",
    intent: "area:criminal",
  },
  { message: "wat kind of rope is best for well bucket so it no go cut quick", intent: "off-topic" },
  {
    message:
      "Our water committee and the NGO that built the water kiosk are in a dispute over who owns the money from sales. We do not want to go to court. Can your firm help us settle it through mediation?",
    intent: "area:arbitration",
  },
  { message: "Are you open on Saturday morning? I only come to town on Saturday to sell water.", intent: "hours" },
  {
    message:
      "My husband beat me last night because I come home late from the tap, the line was long. He say today he go kill me if it happen again. I am hiding at my sister place now",
    intent: "safety",
  },
  { message: "What is your email address? I want to send the pictures of the well and the letters.", intent: "email" },
  { message: "wetin una de do for people? una de handle all kind case?", intent: "services" },
  {
    message: "They have just carried my son to Kroo Bay police post after the fight at the tap this morning. He is 15. He is inside the cell now.",
    intent: "urgent",
  },
  { message: "Can you help me write a poem about the village well for my school competition", intent: "off-topic" },
  { message: "I wan see lawyer 2moro morning bout di well palava, una get space?", intent: "booking" },
  {
    message:
      "We want to lease a small piece of land near the junction to build a water kiosk. The owner agree, but we need a proper lease and to check if the land is really his own.",
    intent: "area:land",
  },
  {
    message: "my landlady say because I be tenant I no get right to draw from di well in di compound, only her family. Is dat legal?",
    intent: "legal-question",
  },
  { message: "Hello Kamara and Associates", intent: "greeting" },
  { message: "Where exactly is your office? I am coming from Waterloo by poda poda, which place I will drop?", intent: "address" },
  {
    message:
      "When I come for the meeting about the borehole, which documents should I carry? We have receipts, minutes of committee meetings and the driller contract",
    intent: "knowledge:What to bring",
  },
  { message: "Abeg police dem dey for we door now wit di landowner, dem wan carry my papa because he break di padlock on di well", intent: "urgent" },
  {
    message:
      "Three of us put money together to buy a water tanker and start business. Now one partner is refusing to show the accounts. We want a shareholders agreement and to register properly",
    intent: "area:business",
  },
  { message: "which month rainy season go start dis year? my well don dry", intent: "off-topic" },
  { message: "How can I reach una? I live in Kenema and cannot come Freetown easily", intent: "contact" },
  {
    message:
      "Good day, we imported a drilling rig for boreholes and the shipping line landed it damaged at the Quay. The hydraulic parts are broken. We want to make a cargo claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message:
      "My neighbour's child fell into the open well last month and broke his leg. The landowner had refused to cover it for years. Is the owner responsible by law and how much can the family claim?",
    intent: "legal-question",
  },
  { message: "a crowd don gather na di tap dem de throw stone say na me tif di tap handle, I lock mysef inside shop, abeg help", intent: "safety" },
  { message: "una de close 5 o'clock or later? I go finish sell water by 4", intent: "hours" },
  {
    message:
      "My husband and I are separating. He says the children must stay with him because I sell water all day. I want to keep my children. Need family lawyer",
    intent: "area:family",
  },
  { message: "Hw 2 fix borehole hand pump wen it de pump air only", intent: "off-topic" },
  { message: "Is Mr Mohamed Conteh still working with una? Pa Sorie say na im help dem wit di borehole land palava", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Dear Sir, the chiefdom police arrested our committee secretary yesterday evening in Moyamba over the borehole funds and he slept in the lock-up. They refuse bail. Please advise what to do now.",
    intent: "urgent",
  },
  {
    message:
      "My son is accused of stealing the solar panel from the village water pump. The police released him but say they will charge him. He need good defence lawyer",
    intent: "area:criminal",
  },
  {
    message: "The company that supply us water tank and the contractor dey quarrel wit we committee. Dem say make we go arbitration. Una de do dat?",
    intent: "area:arbitration",
  },
  {
    message: "I drive tanker for one oga for 3 years, he no pay me 5 months salary and now he sack me without notice. I have the contract paper",
    intent: "area:contract",
  },
  {
    message: "Di landowner son dem de follow me every day since I report say dem lock di well. Yesterday dem say dem go burn my house tonight. I no fit sleep",
    intent: "safety",
  },
  { message: "plz wat medicine for running stomach, my pikin drink di well water", intent: "off-topic" },
  { message: "Can I schedule a consultation on Thursday for our village water committee? About 4 of us will come.", intent: "booking" },
  {
    message: "If the chief gives permission for a borehole on my family land without asking us, does the community now own that spot forever?",
    intent: "legal-question",
  },
  { message: "Is there parking near your office? I will come with the tanker truck", intent: "knowledge:Parking" },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "I bought a plot at Waterloo because of the well on it. Now another man show up with survey plan saying half the well is in his plot. Boundary wahala. I need help",
    intent: "area:land",
  },
  { message: "Who are the lawyers in your chambers? Just want to know before I come.", intent: "team" },
  { message: "Mi na Guinean, je veux savoir what services your firm offer", intent: "services" },
  {
    message: "they lock my husband inside cell na Wellington since yesterday because tanker knock di water kiosk. dem say no bail till Monday. abeg",
    intent: "urgent",
  },
  { message: "Any job for tanker driver? I get license and 6 years experience", intent: "off-topic" },
  {
    message: "My mother wants to write a will so that the well compound goes to me and my sister and not to my step brothers. Can you help her write the will?",
    intent: "area:family",
  },
  {
    message: "We have a sachet water factory and the bank is refusing to restructure our loan. We need a business lawyer to talk to the bank",
    intent: "area:business",
  },
  { message: "send me una email pls", intent: "email" },
  { message: "how much una de charge for small case like well palava? I no get plenty moni, can I pay small small", intent: "knowledge:Fees" },
  {
    message:
      "Can the water committee force every house to pay 10,000 le monthly for repairs, even those who dont use the tap? My neighbour says it is not legal",
    intent: "legal-question",
  },
  { message: "ok bye for now", intent: "goodbye" },
  {
    message: "I was charged with assault after a fight at the tap. I'm on bail now, trial is next month at Magistrate court. I want a lawyer to represent me.",
    intent: "area:criminal",
  },
  {
    message:
      "Containers of PVC pipes for our borehole project were short-landed at Queen Elizabeth II Quay, 2 containers missing. The shipping agent keep telling stories. We need shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "me and my small sister went for water at the stream, some men stop us on the path and threaten us, dem still de wait dey. we hide behind one house. wetin we go do",
    intent: "safety",
  },
  { message: "Police come take my Pa from di farm because he dig well na land wey dem say na for government. He de na dem station now", intent: "urgent" },
  {
    message:
      "The motor pumps we ordered from China for 12 village boreholes came on a ship last month but the bill of lading is in another name and the port people won't release them. Abeg help",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, I write to request an appointment with a land lawyer regarding our community borehole site. Kindly let me know the available dates.",
    intent: "booking",
  },
  {
    message:
      "Our town's two water committees, old one and new one, are fighting over the borehole account. The elders want a neutral person to mediate. Una get mediator?",
    intent: "area:arbitration",
  },
  {
    message: "Pls I want una review contract before we sign with the company that go supply water tank to our school. Dem paper long too much.",
    intent: "area:contract",
  },
  { message: "Thank you very much for the information, God bless.", intent: "thanks" },
  {
    message:
      "Our family land at Moyamba has a well that the whole village uses. Now my cousins want to sell the land. We want to do title search before anything",
    intent: "area:land",
  },
  { message: "una office dey na Siaka Stevens street? which number", intent: "address" },
  { message: "who win di match yesterday, Kallon or East End Lions", intent: "off-topic" },
  { message: "The tanker owner deduct money from my salary every time the tank leak. Is he allowed to do that?", intent: "legal-question" },
  { message: "Send me your WhatsApp number so I can send the voice note", intent: "phone" },
  { message: "Salam alaikum", intent: "greeting" },
  {
    message:
      "My daughter went to fetch water this morning, police picked her with other girls at the tap near the barracks, they say for fighting. Dem still hold dem na station",
    intent: "urgent",
  },
  { message: "Do your lawyers speak Temne? My grandmother wants to explain the well matter herself", intent: "knowledge:Languages spoken" },
  { message: "My ex-husband no de pay maintenance for di pikin dem, I de sell water for feed dem alone. I want court to make am pay", intent: "area:family" },
  {
    message:
      "The water seller who supply our street say if I report him for selling dirty water he will finish me. He came to my door with two boys last night. I am very afraid",
    intent: "safety",
  },
  {
    message: "Police invite my uncle for questioning about the missing borehole repair money. He has to report on Monday. He want lawyer to go with him",
    intent: "area:criminal",
  },
  { message: "Wetin time una close on Friday?", intent: "hours" },
  {
    message: "abeg dem don hold my wife na police since morning, she quarrel wit di woman wey de sell wata by di tap and di woman call police. help",
    intent: "urgent",
  },
  { message: "what are all the ways i can contact you? phone, email, whatsapp?", intent: "contact" },
  {
    message: "Mon frère et moi want to invest in a water bottling company in Sierra Leone from Guinea. What registration is needed, can your firm handle it?",
    intent: "area:business",
  },
  { message: "pls book me for meeting wit lawyer monday 10am", intent: "booking" },
  { message: "Good afternoon. Could you list the areas of law your firm practises?", intent: "services" },
  { message: "wetin a fo bring wen a de cam for di meeting? a get only di receipt for di well moni", intent: "knowledge:What to bring" },
  {
    message: "We have arbitration award against the drilling company since last year but they refuse to pay. How to enforce it? need help from una",
    intent: "area:arbitration",
  },
  { message: "If a landowner lock di well and people de suffer, di chief fit open am by force? or di landowner fit sue di chief?", intent: "legal-question" },
  { message: "Write me a CV for water kiosk attendant job", intent: "off-topic" },
  { message: "Is there a female lawyer in your office? The women of our water committee want to speak to a woman.", intent: "team" },
  {
    message:
      "SLP officers just came to the water point and handcuffed my cousin, they are pushing him into the vehicle right now!! because he refused to pay the tap fees",
    intent: "urgent",
  },
  { message: "I wan tok to one lawyer bout di money we collect for di borehole, which day I fit cam?", intent: "booking" },
  {
    message:
      "Our community signed an agreement with a water seller to manage the tap and give 30% to the committee. He never pay since January. We want to enforce the agreement.",
    intent: "area:contract",
  },
  {
    message: "Good morning. Please is your chambers open during lunch hour? I work at the water board office and can only come between 1 and 2.",
    intent: "hours",
  },
  {
    message: "Dem don arrest di boy dem wey fetch water for my shop, police say dem de carry stolen jerrycan. na Congo Cross station dem de now",
    intent: "urgent",
  },
  { message: "best price for polytank 1000 litres in Freetown?", intent: "off-topic" },
  {
    message:
      "The borehole in our village was drilled on a plot that my grandfather gave by mouth only. Now his children want to fence it. We need someone to check the records and get the community a proper deed.",
    intent: "area:land",
  },
  {
    message:
      "pls my papa de beat me because the jerrycan fall and break on the way from the tap, he say he go wound me when he come back, i de hide na my friend house",
    intent: "safety",
  },
  {
    message: "If I am the one who dug the well with my own money on rented land, when I leave does the well belong to me or to the landlord?",
    intent: "legal-question",
  },
  {
    message:
      "I'm in London. My late father's compound in Bo has a borehole I paid for. My stepmother has changed the locks and says the estate is hers. I need a lawyer in Sierra Leone to handle letters of administration.",
    intent: "area:family",
  },
  {
    message: "Please arrange for me to see a lawyer when I arrive in Freetown on the 14th. It is about the village borehole funds I sent from the UK.",
    intent: "booking",
  },
  { message: "Evening o", intent: "greeting" },
  {
    message:
      "We are a group of women who run a water point business. We want to become a registered cooperative or company so the bank can give us loan. Can una help?",
    intent: "area:business",
  },
  { message: "Is it true that borehole water near the cemetery is dangerous to drink?", intent: "off-topic" },
  {
    message:
      "Sir my husband na tanker driver, police stop am for Hill Station road since 6 oclock, dem take im license and lock am up. Dem say e fill water from illegal point. He still de inside",
    intent: "urgent",
  },
  {
    message:
      "I am a water seller and someone reported me that I poison the water after their child get sick. Police say they will charge me for it. I want to clear my name.",
    intent: "area:criminal",
  },
  {
    message:
      "i sign paper wit one company to deliver 40 tanker of water to dem construction site every week. dem don stop pay after 2 months, di paper say 30 days payment. wetin a go do",
    intent: "area:contract",
  },
  {
    message: "Bonjour, my cargo of water filters from Dakar arrive wet and spoiled. Le navire say not their fault. I want to claim. Vous faites shipping?",
    intent: "area:shipping",
  },
  {
    message:
      "Our contract with the borehole drilling company says any dispute go for arbitration. They drill dry hole and want full payment. We need lawyer for the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Can i get the email for consultation", intent: "email" },
  {
    message:
      "A boy from another village fetched water from our tap last month and the youths beat him. His people now say they will take our chief to court. Who is liable, the youths or the chief?",
    intent: "legal-question",
  },
  { message: "Wetin mek di tap wata smell like rotten egg?", intent: "off-topic" },
  { message: "Una get lawyer dem wey come from the provinces? i want someone who understand village matters. how many una be?", intent: "team" },
  {
    message: "Please come quick, the police are at the water kiosk now dragging the attendant into their van because the councillor said she stole the sales.",
    intent: "urgent",
  },
  { message: "Do you offer free help to poor communities? Our water committee has no money to pay lawyer", intent: "knowledge:Fees" },
  { message: "Dem don surround di tap, di two side de fight wit stick and bottle, my pikin dem de inside di crowd. abeg wetin a go do", intent: "safety" },
  { message: "u people open on sunday?", intent: "hours" },
  { message: "i wan buy land for drill borehole and sell water na Grafton. pls una fit check if di land get any problem before I pay?", intent: "area:land" },
  { message: "Abeg send me di number wey I go call", intent: "phone" },
  {
    message:
      "Dear Sir, our council has passed a byelaw that no private person may sell well water within 100 yards of the public tap. Is this byelaw lawful and can they seize my pumps?",
    intent: "legal-question",
  },
  {
    message:
      "I have a water delivery business with 3 tankers. My brother-in-law was director and now he resigned and took the company stamp. How we go change the directors with the registrar?",
    intent: "area:business",
  },
  { message: "help me wit my homework: list 5 sources of water in a village", intent: "off-topic" },
  {
    message: "My cousin was released on bail last week after the tap fight. Now the case is in court and we need a lawyer to defend him at the trial.",
    intent: "area:criminal",
  },
  { message: "Una get place for park okada near di office?", intent: "knowledge:Parking" },
  {
    message:
      "My little brother only 13, he went to fetch water at the big well, the landowner caught him and call police, now they have him at the station since yesterday",
    intent: "urgent",
  },
  { message: "I want book appointment for Friday 11 o'clock with lawyer pls confirm", intent: "booking" },
  { message: "Christiana Thomas is she the one who handle employment? I want know more about her before I come", intent: "attorney:Christiana Thomas" },
  {
    message:
      "My wife left with the children to her village after we quarrel about the water money. I have not seen them for 4 months. I want custody or at least visits. Which lawyer can handle?",
    intent: "area:family",
  },
  { message: "plz what I fit use for clean inside of water tank", intent: "off-topic" },
  {
    message:
      "My husband's brother threatened to kill me if I draw water from the family well again, since my husband died they want me to leave. He was waving a machete this morning. I'm scared to go home.",
    intent: "safety",
  },
  {
    message:
      "The NGO hired me as water point caretaker with a 1 year contract. They terminated me after 4 months and refused to pay the end of contract. I need a contract lawyer.",
    intent: "area:contract",
  },
  { message: "ok tanks ooo", intent: "thanks" },
  { message: "Which part of Freetown una dey? I no sabi di place", intent: "address" },
  {
    message: "The water committee chairman sold the old generator of the borehole without any meeting. Is that a crime or just a civil matter?",
    intent: "legal-question",
  },
  { message: "Mi broda de na police cell since last night. Dem say im beat di man wey lock di well. Abeg una fit send lawyer now?", intent: "urgent" },
  { message: "Please when are your office hours? I need to plan my trip from Makeni", intent: "hours" },
  {
    message: "Our water treatment chemicals are detained at the Quay, customs say wrong HS code and want big fine. Need lawyer for port and customs issue.",
    intent: "area:shipping",
  },
  { message: "Do you people only do court case or you do other things too?", intent: "services" },
  { message: "Dear sir what is the cost of drilling a borehole of 60 metres in Port Loko district?", intent: "off-topic" },
  { message: "Una de speak Mende? Mi mama no sabi English or Krio well", intent: "knowledge:Languages spoken" },
  {
    message:
      "Two villages share one borehole and keep fighting over the days for each village. The paramount chief say make we look for mediator instead of court. Can una mediate?",
    intent: "area:arbitration",
  },
  {
    message:
      "The committee accused me of forging the receipts for the well repair. They reported it to CID and I have to appear next week. I need criminal lawyer",
    intent: "area:criminal",
  },
  { message: "pls i want ask something", intent: "unknown" },
  { message: "can i come see una lawyer today afternoon? bout di tanker contract", intent: "booking" },
  { message: "some youths chase me from di tap say I be stranger, dem de outside di compound now wit stones shouting my name", intent: "safety" },
  {
    message:
      "Dear Sir, this morning the military police took away our water committee chairman from his house in Lungi. We do not know where they have taken him. Please help.",
    intent: "urgent",
  },
  {
    message: "Me and my husband na divorce we want, but he say he go keep di house wit di borehole because na im build am. I need lawyer for the divorce.",
    intent: "area:family",
  },
  { message: "wetin time EDSA light go come for Wellington, pump no fit work", intent: "off-topic" },
  { message: "I'm in the US. What's the best way to get in touch with you from abroad?", intent: "contact" },
  {
    message:
      "The man selling water to our street raised price from 1 to 3 leones per gallon since dry season. Is there any law controlling water prices? Can we report him?",
    intent: "legal-question",
  },
  {
    message:
      "We are from Guinea and want to open branch of our borehole drilling company in Sierra Leone. Nous avons besoin d'aide with investment rules and registration.",
    intent: "area:business",
  },
  { message: "email address pls, I want send the documents from Manchester", intent: "email" },
  { message: "How much is the consultation fee? And do you take mobile money?", intent: "knowledge:Fees" },
  {
    message:
      "The government want take part of our land for a water treatment site. They never show us any paper. We want lawyer to check and protect our title.",
    intent: "area:land",
  },
  { message: "abeg my son dem carry am go CID since Tuesday for the borehole money palava, dem no allow we see am", intent: "urgent" },
  { message: "una de work till wetin time on weekdays", intent: "hours" },
  { message: "How many litres of water does a person need per day? school assignment", intent: "off-topic" },
  { message: "How many partners are in the firm?", intent: "team" },
  {
    message:
      "Please, the landowner shot in the air when we came to the well this evening and said next time he will aim at us. We ran but he is still there with the gun and some people are still by the well.",
    intent: "safety",
  },
  {
    message: "If water committee members resign, are they still responsible for the loan they took in the committee's name for the pump repairs?",
    intent: "legal-question",
  },
  {
    message: "We want to draft a proper agreement between the committee and the caretaker of the borehole, salary, duties, and what happens if the pump spoil",
    intent: "area:contract",
  },
  { message: "Hi there!", intent: "greeting" },
  {
    message: "I be tanker owner, I import tanker truck from Belgium, di ship land am but dem damage di front. Di shipping company no wan pay. Wetin a go do",
    intent: "area:shipping",
  },
  { message: "pls una WhatsApp number?", intent: "phone" },
  { message: "Kindly schedule a video call with a lawyer for me. I am in London, it is about my father's borehole compound.", intent: "booking" },
  { message: "my brother get court case for destroy di padlock of di well, he de on bail. Una fit defend am?", intent: "area:criminal" },
  {
    message: "Police just came to the water point and took my mother with them, she was arguing with the landowner. They carrying her to station now",
    intent: "urgent",
  },
  { message: "Is it easy to park a car on Siaka Stevens street near your place?", intent: "knowledge:Parking" },
  { message: "Hw many jerrycan of water fill one 200 litre drum?", intent: "off-topic" },
  {
    message:
      "We have a dispute with the Chinese contractor who built our gravity water system. The contract says ICC arbitration. Do you handle international arbitration?",
    intent: "area:arbitration",
  },
  { message: "Can a landowner charge the community rent for the borehole that UNICEF drilled on his land 10 years ago?", intent: "legal-question" },
  { message: "What kind of legal help una de give?", intent: "services" },
  { message: "Parlez-vous français? Je suis de Guinée, problème avec mon puits à Kambia", intent: "knowledge:Languages spoken" },
  {
    message:
      "My sister was married under customary law, her husband died and his family says she cannot stay in the house or use the well. She want lawyer to protect her inheritance rights.",
    intent: "area:family",
  },
  {
    message:
      "I am a water vendor. Another vendor and his friends came and broke my cart and say if they see me on that street tomorrow they will stab me. I can't go to work, please advise",
    intent: "safety",
  },
  {
    message: "my pikin na student, police hold am since Sunday for the protest about water shortage na Kenema, dem don transfer am to Bo. wetin a go do",
    intent: "urgent",
  },
  { message: "Give me directions to your office from Lumley", intent: "address" },
  {
    message:
      "The school signed an agreement with a tanker company for daily water supply. They deliver half and charge full. We want to end the agreement legally.",
    intent: "area:contract",
  },
  { message: "Alright, I will come. goodbye", intent: "goodbye" },
  { message: "can u recommend a good plumber in Kissy for my tap", intent: "off-topic" },
  { message: "I need to meet with a lawyer about the water committee registration. When can I come?", intent: "booking" },
  {
    message: "Our water committee wants to become an NGO or company limited by guarantee to receive donor money. Can you do the papers for us?",
    intent: "area:business",
  },
  { message: "Do I need to bring the land papers of the well compound to the consultation or just copies?", intent: "knowledge:What to bring" },
  {
    message: "Abeg if di committee collect moni from everybody for repair and di pump still spoil, we fit take dem go court fo get we moni back?",
    intent: "legal-question",
  },
  { message: "i want know di lawyers dem wey de work dia, dem name and wetin dem de do", intent: "team" },
  { message: "Thanks a lot, that's really helpful", intent: "thanks" },
  {
    message: "Boundary problem: my neighbour built his fence round the well we share for 15 years, now I can't reach it. I need a land lawyer.",
    intent: "area:land",
  },
  {
    message:
      "Good evening, my husband has been detained at Tower Hill police station since Friday over a dispute at the water point. They have not charged him. What can be done?",
    intent: "urgent",
  },
  {
    message: "Can una help us settle out of court wit di company wey build di water kiosk? Dem owe we plenty moni, we no want court palava",
    intent: "area:arbitration",
  },
  { message: "Does your firm do only family cases or other matters too?", intent: "services" },
  { message: "how I fit get una, call or come?", intent: "contact" },
  {
    message:
      "A cargo ship hit the water supply pipeline at the port and the owners refuse to pay for repairs. Our company supplies water to the Quay. We want to take action against the vessel owners.",
    intent: "area:shipping",
  },
  { message: "Abeg set me up fo see di lawyer wey de handle land, next week any day", intent: "booking" },
  {
    message: "Hello, what does Kamara & Associates do exactly? My uncle say una de help people wit land and family matters, anything else?",
    intent: "services",
  },
  {
    message: "Dem don lock up my papa na Mattru Jong police since two days, dem say he block di road to di borehole. Nobody wan tell we anything",
    intent: "urgent",
  },
  { message: "Whats the difference between a hand dug well and a borehole? for my geography class", intent: "off-topic" },
  {
    message:
      "A tanker company employed me as driver but never gave me written contract. Now they want me to sign one that says I pay for any accident. I want a lawyer to look at it before I sign.",
    intent: "area:contract",
  },
  {
    message:
      "My father gave the village permission to dig a well on our land in 1985 but nothing was written. Now I inherited the land. Can I close the well legally?",
    intent: "legal-question",
  },
  {
    message:
      "I de fetch wata for di people dem for small moni. Di man wey I work for don start touch me and say if I tell anybody he go kill me. I fraid to go back tomorrow",
    intent: "safety",
  },
  { message: "Is the office open now? It's 4.30", intent: "hours" },
  {
    message:
      "Our community wants to register the land where the borehole and water tank stand in the name of the water committee so nobody can claim it. Can your firm handle the conveyancing?",
    intent: "area:land",
  },
  {
    message: "I want adopt my late sister's daughter, na she de help me carry water and sell. Her papa don vanish. I want do am proper legal way",
    intent: "area:family",
  },
  { message: "Good day sir/madam", intent: "greeting" },
  {
    message:
      "Hello my son was picked up by police at the tap in Allen Town this evening with four other boys. Nobody tells us why. He is still at the station.",
    intent: "urgent",
  },
  {
    message:
      "The ship we chartered to bring bottled water from Ghana was delayed 3 weeks at sea and we lost our contract. The charterers and shipowner blaming each other. We need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "I want to book a consultation for next Monday and also know how much it cost", intent: "booking", also: ["knowledge:Fees"] },
  { message: "Can you send me airtime, my credit finish, I want call the tanker man", intent: "off-topic" },
  {
    message: "Dem charge my husband for theft of water by illegal connection to the Guma pipe. Court date set for next month. We need defence lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Our water committee and the drilling contractor signed that disputes go to mediation first. The contractor now refuse to come. How can your firm help us with the mediation?",
    intent: "area:arbitration",
  },
  {
    message: "I want to start importing hand pumps and selling them to NGOs. Need help setting up the company and the investment papers.",
    intent: "area:business",
  },
  { message: "Which number I fit call for una office?", intent: "phone" },
  {
    message: "plz dem don carry my mama go police because di committee say she keep di well moni, she de inside since morning, she get pressure sickness",
    intent: "urgent",
  },
  { message: "Can police arrest someone just because he refused to pay the monthly tap fee to the committee?", intent: "legal-question" },
  {
    message:
      "Please my neighbour has poured something in our well and told my husband that he will kill our family one by one because of the land boundary. He is standing outside our gate now shouting.",
    intent: "safety",
  },
  { message: "parking space dey?", intent: "knowledge:Parking" },
  { message: "How many attorneys work at Kamara and Associates?", intent: "team" },
  { message: "recipe for ginger beer using well water", intent: "off-topic" },
  { message: "Where is your office located? Is it near the Cotton Tree?", intent: "address" },
  {
    message:
      "The committee says they will cut off any family that doesn't pay by Friday. My mother is a widow and cannot pay. Can they cut her off from a public tap?",
    intent: "legal-question",
  },
  { message: "I hear about lawyer Ibrahim Jalloh, na im de do bail and human rights? wetin na im experience", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "My husband went to deliver water with the tanker to the barracks and the soldiers are keeping him there since yesterday, they say he sold them dirty water.",
    intent: "urgent",
  },
  {
    message:
      "My husband took a second wife and says the compound well is now for her household only. I want maintenance for my children and my rights as first wife. Need a lawyer",
    intent: "area:family",
  },
  { message: "God bless una for dis info", intent: "thanks" },
  { message: "wat r d ways 2 contact una", intent: "contact" },
  { message: "How long does a solar pump battery last?", intent: "off-topic" },
  {
    message:
      "Someone accused my son of pushing a girl into the well at Kono. He is not in custody but the police say they will charge him with attempted murder. We need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "I would like an appointment with the senior partner please", intent: "booking" },
  { message: "Una open today? na holiday", intent: "hours" },
  {
    message:
      "We're at the water point and two groups have started fighting with cutlasses. Children are still at the tap. We're scared someone will be killed.",
    intent: "safety",
  },
  { message: "I need to send a formal complaint letter about our borehole dispute, what email do I use?", intent: "email" },
  { message: "Di tanker owner say if I crash di truck, I go pay all di damage from my salary. Na so di law say?", intent: "legal-question" },
  {
    message:
      "My grandpapa lan na Kambia get old well we family de use. Pipul don start build house round am. We wan chek di papers and di survey. Una de handle dat?",
    intent: "area:land",
  },
  { message: "ok so wat now", intent: "unknown" },
  {
    message: "Police at my door right now with the landowner's son, they say I must come with them because of the well fight. What do I do?",
    intent: "urgent",
  },
  { message: "What is the best brand of water filter for a family of 8?", intent: "off-topic" },
  {
    message: "Una de enforce arbitration award from Guinea here in Sierra Leone? We win against di company wey supply we borehole pipes",
    intent: "area:arbitration",
  },
  { message: "I go comot now, bye bye", intent: "goodbye" },
  { message: "Can you tell me what your firm can help with? I am not sure if my matter is for a lawyer.", intent: "services" },
  {
    message:
      "We own a company that sells water to ships and hotels. Our two shareholders disagree about taking investment from a Lebanese partner. We need help with the governance.",
    intent: "area:business",
  },
  { message: "If I sell water from my own borehole without any licence, can the council fine me or close it?", intent: "legal-question" },
  {
    message: "My aunty send me to fetch water at 4am and when I come back late she burn me with hot iron. I am 14. I run away and hide at the mosque now",
    intent: "safety",
  },
  { message: "Does anyone there speak Krio? My English no too good", intent: "knowledge:Languages spoken" },
  {
    message:
      "Please, the Chiefdom police have held my brother since Sunday because his goats drank from the community tank. They want 2 million to release him.",
    intent: "urgent",
  },
  {
    message:
      "Supply deal: we agreed with a hotel to supply 5 tankers daily for 1 year. Now they found cheaper seller and cancelled after 2 months. We want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "wetin be di meaning of water table? teacher ask we", intent: "off-topic" },
  { message: "Pls I want make appointment fo my grandmother, she old, can lawyer see her wednesday morning?", intent: "booking" },
  {
    message: "I received summons for criminal damage of a water pipe belonging to Guma Valley. I am not guilty. Please I need representation at court",
    intent: "area:criminal",
  },
  {
    message:
      "Vessel bringing our water pumps sank near Freetown harbour, insurance and shipping company pushing us from one to another. Need to claim for the cargo",
    intent: "area:shipping",
  },
  { message: "What days is the office open? Weekend too?", intent: "hours" },
  { message: "Helo how una de", intent: "greeting" },
  { message: "If my child get sick from di water wey di seller sell, I fit sue am? How much court go give?", intent: "legal-question" },
  { message: "I drive from Kissy, do you have car park for clients?", intent: "knowledge:Parking" },
  { message: "My son father is in Guinea and wants to take the child. I am the one raising him here. I want custody papers", intent: "area:family" },
  { message: "ABEG HELP dem don handcuff my broda na di tap, OSD don come, dem de beat am and push am inside vehicle", intent: "urgent" },
  { message: "tell me a joke about water sellers", intent: "off-topic" },
  { message: "Tell me about the lawyers at your firm", intent: "team" },
  {
    message:
      "We signed a 25 year lease for land where we built a water kiosk, now the landlord's children say the lease is void because their papa didn't consult them. We need a land lawyer",
    intent: "area:land",
  },
  {
    message:
      "The tanker boss threatened to kill me if I testify about the dirty water. He sent his boys to my house last night and they said tonight is my last. Please",
    intent: "safety",
  },
  {
    message:
      "Mediation pls: me and my business partner in the water business want someone neutral to settle our dispute over profit sharing. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "Call number for the firm?", intent: "phone" },
  { message: "Wetin di lawyer go want see when we come? Di committee minutes, bank book, all dat?", intent: "knowledge:What to bring" },
  {
    message:
      "Our village hired a company to maintain the solar pump under a 3 year service agreement. They never come when it breaks. Can you help us with the contract problem?",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sirs, I write from Birmingham. My elderly father was taken by police in Kailahun yesterday after villagers accused him of poisoning the well. He is 78 and still in custody.",
    intent: "urgent",
  },
  { message: "Our committee was never registered. If we sue the driller, can we sue in the committee name or must each person sue?", intent: "legal-question" },
  { message: "how I go stop mosquito from breed inside my water drum", intent: "off-topic" },
  { message: "I'd like a meeting with a lawyer re: my late mother's well compound, preferably in the afternoon. Can you arrange that?", intent: "booking" },
  { message: "Email please", intent: "email" },
  { message: "How do I register my water selling business name? I de sell na Kroo Bay wit 3 boys", intent: "area:business" },
  {
    message:
      "I was accused of stealing 50 jerrycans from the water depot where I work. They took me to court and I am on bail. I need a lawyer for the trial next week",
    intent: "area:criminal",
  },
  { message: "wetin", intent: "unknown" },
  {
    message:
      "Mi husband don lock me and di pikin dem inside di room since yesterday because I spend di water moni. He get knife. I de text from im phone wey he forget",
    intent: "safety",
  },
  {
    message: "They have detained our driller at Lungi airport police since this morning, they say the drilling machine is stolen. Please we need lawyer now",
    intent: "urgent",
  },
  {
    message: "I want to charter a small vessel to carry water tanks to Banana Islands regularly. Can your firm draft the charter party?",
    intent: "area:shipping",
  },
  { message: "How do I get to your office from Eastern police?", intent: "address" },
  { message: "can una tell me wetin be di number for Guma Valley customer care", intent: "off-topic" },
  {
    message: "My wife want divorce because I no bring water money home, I want know if una de handle divorce for people wey marry na mosque",
    intent: "area:family",
  },
  { message: "When can I come to the office? what are the opening days", intent: "hours" },
  { message: "Does a woman have the same right as her brothers to inherit a well our father dug?", intent: "legal-question" },
  { message: "Alright then, goodbye and have a nice day", intent: "goodbye" },
  { message: "I want contact una pls, how?", intent: "contact" },
  { message: "Can I get a consultation this week? it's about our water committee treasurer", intent: "booking" },
  { message: "Do you help communities or only individuals and companies?", intent: "services" },
  {
    message: "my uncle is being held at the police station in Port Loko since the clash at the borehole on Saturday, they beat him inside. please help us",
    intent: "urgent",
  },
  { message: "I want to buy second hand water tanker truck, who de sell?", intent: "off-topic" },
  {
    message: "Our dispute with the water board over the kiosk franchise is going for arbitration. We need a lawyer to represent us there.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, our family land in Pujehun has no title deed, only a chief's letter. We want a proper title deed because the NGO want to put a borehole there and need the owner to sign.",
    intent: "area:land",
  },
  { message: "I want to see Mr Conteh or any land lawyer on Tuesday", intent: "booking" },
  { message: "many thanks for helping me", intent: "thanks" },
  {
    message: "Our company drills boreholes. We want to bring in a foreign investor with 40 percent shares. Can una prepare the documents?",
    intent: "area:business",
  },
  { message: "how many lawyers are there and are they all senior?", intent: "team" },
  {
    message: "Port authority is holding our water purification unit at QEII Quay because of demurrage charges we dispute. We need help getting it released.",
    intent: "area:shipping",
  },
  {
    message: "I work for a water bottling company. They changed my contract to casual worker and cut my pay by half. I want to challenge it.",
    intent: "area:contract",
  },
  { message: "Abeg una get legal aid for people wey no get moni? na water I de sell", intent: "knowledge:Fees" },
  { message: "Morning Kamara chambers, compliments of the day", intent: "greeting" },
  {
    message:
      "Di landlord don cut di rope for di well and he de stand dey wit big stick, he don already knock one woman for head. He say anybody wey cam near go die. I fraid for go back",
    intent: "safety",
  },
  {
    message:
      "Police don carry all di committee members dem go station dis morning, about 6 of dem, say na dem organise di riot at di borehole. We no know wetin for do",
    intent: "urgent",
  },
  { message: "Which is better for a village, solar pump or hand pump?", intent: "off-topic" },
  {
    message:
      "My late husband's people want to take the water business and the children. We married in church. I need a family lawyer for the inheritance and the children.",
    intent: "area:family",
  },
  {
    message:
      "The committee voted to give the borehole key only to people who paid. I paid but my neighbour didn't and now she says we are discriminating. Can she take us to court and win?",
    intent: "legal-question",
  },
  { message: "What time does the office open in the morning?", intent: "hours" },
  { message: "abeg book me with a lawyer, I go come Thursday", intent: "booking" },
  {
    message:
      "The police have a warrant out for me because they say I organised the riot at the water point. I have not been arrested. I need a lawyer to help me go in with bail.",
    intent: "area:criminal",
  },
  { message: "how to boil water proper so cholera no catch we", intent: "off-topic" },
  { message: "dey just take my bro na di station afta fight at di kiosk, pls send lawyer", intent: "urgent" },
  {
    message:
      "I run a water supply company and I want to open an account with a foreign bank and get a loan. They need board resolution and company documents. Can una help?",
    intent: "area:business",
  },
  {
    message:
      "Di people dem wey sell me di land no tell me say di borehole na for di community. Now di community say dem get right for pass tru my land. I need lawyer for check di title",
    intent: "area:land",
  },
  {
    message:
      "Our vessel carrying 200 water tanks for the ministry was arrested at Queen Elizabeth II Quay over unpaid fuel bill of the owner. We are the cargo owners. Need shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Please is Hawa Turay available? I heard she does family land and probate, my father will is about the well compound",
    intent: "attorney:Hawa Turay",
  },
  {
    message:
      "Tonight men came with torches to our house and said my husband should stop reporting the water committee or they will set fire on the house with us inside. They are still walking around the compound",
    intent: "safety",
  },
  { message: "who sell cheap jerrycan for wholesale na Dove Cut", intent: "off-topic" },
  {
    message: "We want a written contract between me and the boys wey de push water cart for me. Pay, hours, wetin happen if cart spoil. Una fit write am?",
    intent: "area:contract",
  },
  {
    message:
      "Our water company and a Ghanaian partner have a dispute over the joint venture. Our agreement says arbitration in Freetown. We need someone to lead the arbitration for us.",
    intent: "area:arbitration",
  },
  { message: "Abeg gimme una phone number, I wan call now", intent: "phone" },
  { message: "If the water committee treasurer dies, can the committee collect the borehole money from his family?", intent: "legal-question" },
  {
    message:
      "My wife was arrested by the council police at the market for selling water without permit. They took her to the station an hour ago with her baby on her back.",
    intent: "urgent",
  },
  { message: "Na how many lawyer dey una office? I want know if dem plenty", intent: "team" },
  { message: "Do you have someone who speaks Limba or Susu? Our village people speak little English", intent: "knowledge:Languages spoken" },
  { message: "what is the phone number of the Ministry of Water Resources?", intent: "off-topic" },
  { message: "Wat sort of wok una de do? Land, family or wetin?", intent: "services" },
  {
    message:
      "Please i am a small girl 12 years, i go fetch water at the stream and one man de follow me every day, today he hold my hand and say he go take me. I de hide now",
    intent: "safety",
  },
  { message: "I would like to arrange a consultation regarding the borehole dispute. Could someone call me to set a date?", intent: "booking" },
  {
    message:
      "My son has been charged with manslaughter because a boy died in the fight at the tap. He's out on bail pending trial. We need a strong criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "I want to make my will. I get 2 borehole and water business, I want share for my 5 pikin fairly. Una fit help?", intent: "area:family" },
  { message: "Papa dem don arrest am na Makeni becos he refuse give di committee di borehole key. He de police now since yesterday night", intent: "urgent" },
  { message: "is the office open during Ramadan same hours?", intent: "hours" },
  { message: "Do you have an email I can use? My phone credit for call is low", intent: "email" },
  { message: "Is there any law that says a landowner must allow people to fetch water from his well in time of drought?", intent: "legal-question" },
  { message: "Give me ideas for my speech on World Water Day", intent: "off-topic" },
  {
    message:
      "The contractor building our water tower subcontracted to another company without telling us, now quality is bad. Our contract forbids subcontracting. We want to hold them to the contract.",
    intent: "area:contract",
  },
  {
    message:
      "Bonjour, I am trader in Kambia. Mes marchandises, water pumps, were loaded on a boat at Conakry but arrive Freetown with half missing. I need shipping lawyer, vous pouvez m'aider?",
    intent: "area:shipping",
  },
  {
    message: "Dem don tek my papa to di police for Waterloo say im spoil di pipe for di water. Im old man, im de sick. Dem no gree release am",
    intent: "urgent",
  },
  { message: "Do I pay before seeing the lawyer or after? How much roughly?", intent: "knowledge:Fees" },
  {
    message: "The borehole project donor and our district council are in dispute. Both want mediation not court. Do you provide mediators?",
    intent: "area:arbitration",
  },
  { message: "my stepfather de beat my mama now now inside di house because she no bring water early, e don wound am, abeg wetin we go do", intent: "safety" },
  {
    message:
      "We formed a company for water tanker business but the shareholders never had AGM for 3 years. Now there is a fight over control. Need corporate lawyer",
    intent: "area:business",
  },
  {
    message: "Please I want to buy a plot with a well in Kabala. The seller gave me photocopy of conveyance. I want you to check it is genuine before I pay.",
    intent: "area:land",
  },
  { message: "Aw di bodi? Good afternoon", intent: "greeting" },
  { message: "Is it safe to drink rain water collected from zinc roof?", intent: "off-topic" },
  {
    message:
      "Our landlord says the tenants must pay for the new borehole he is drilling through increased rent. Can he increase rent like that during the lease?",
    intent: "legal-question",
  },
  { message: "Pls can I book a time to talk wit una lawyer by phone? I de na Kono", intent: "booking" },
  {
    message:
      "I am a water committee treasurer and some members reported me for fraud. CID called me for interview on Tuesday. I want a lawyer to come with me.",
    intent: "area:criminal",
  },
  { message: "What should we carry when we come? We are 3 committee members, do we need ID cards?", intent: "knowledge:What to bring" },
  {
    message:
      "I'm messaging for my friend, she's in the police cell at Kissy since yesterday after a fight with the water seller. She has a small baby at home.",
    intent: "urgent",
  },
  { message: "Tenki bad bad", intent: "thanks" },
  {
    message:
      "I want to divorce my husband. He sends our children to sell water instead of school and he no de give money for food. I want custody and maintenance.",
    intent: "area:family",
  },
  { message: "How can someone in Guinea contact your firm? Comment vous joindre?", intent: "contact" },
  { message: "pls wat causes borehole water to turn brown after rain", intent: "off-topic" },
  {
    message:
      "We are exporters of bottled water to Liberia. Our shipment was rejected at Monrovia port and the carrier wants to charge us for return. Help with the shipping claim",
    intent: "area:shipping",
  },
  { message: "Una open tomorrow morning early? like 8?", intent: "hours" },
  {
    message: "The water seller used my name to register the kiosk and now he owes the council. Can they come after me for the debt?",
    intent: "legal-question",
  },
  { message: "Where una office dey and wetin time una open?", intent: "address", also: ["hours"] },
  { message: "A mob is chasing my son, they say he stole from the water kiosk, he ran into our house and they are banging the door now", intent: "safety" },
  { message: "I'm looking for a lawyer but don't know who. Can you tell me who works there?", intent: "team" },
  {
    message:
      "Good morning, my brother was arrested at the water point yesterday in Bo and we were told he will be transferred to Freetown today. Please what can be done?",
    intent: "urgent",
  },
  {
    message:
      "I lent a generator to a man for his water pumping business with signed agreement, he no pay rent for 6 months and no return the generator. I want to enforce the agreement",
    intent: "area:contract",
  },
  { message: "football match tonight, Leone Stars vs who?", intent: "off-topic" },
  { message: "Where can I leave my keke when I come to see the lawyer?", intent: "knowledge:Parking" },
  {
    message: "We signed a mediation settlement with the driller but he is not following it. Can una help us enforce the settlement?",
    intent: "area:arbitration",
  },
  { message: "Book me a meeting with Fatmata Kamara please, about my inheritance with the well compound", intent: "booking" },
  { message: "My husband sold the well in our compound without telling me. We married 20 years. Do I have a share in it by law?", intent: "legal-question" },
  { message: "pls respond", intent: "unknown" },
  { message: "The police don come now to di water point, dem de drag my wife, dem say na she start di fight. Abeg do something", intent: "urgent" },
  {
    message: "Our neighbour has filed a claim that our community well is on his land. We have an old survey plan. We need help defending the land.",
    intent: "area:land",
  },
  { message: "What services do you provide to people in the provinces?", intent: "services" },
  {
    message: "I was convicted last month for the fight at the borehole and given 6 months. I'm out on bail pending appeal. Need a lawyer for the appeal.",
    intent: "area:criminal",
  },
  {
    message:
      "the landowner's dogs were released on us at the well and he says next time he will shoot. My little brother is bleeding and we are hiding in the bush now",
    intent: "safety",
  },
  { message: "bye, see you Monday", intent: "goodbye" },
  { message: "Est-ce que quelqu'un parle français chez vous?", intent: "knowledge:Languages spoken" },
  { message: "I want to register a water kiosk franchise company with 10 kiosks in Freetown. What structure and can you do it?", intent: "area:business" },
  { message: "convert 500 gallons to litres", intent: "off-topic" },
  { message: "number for WhatsApp please, I dey abroad", intent: "phone" },
  { message: "My wife and I want to adopt the orphan boy who help us at the water kiosk. How we go start? Need lawyer", intent: "area:family" },
  { message: "If the committee collects money and doesn't give receipts, is that illegal? Can members refuse to pay?", intent: "legal-question" },
  { message: "Can I meet a lawyer on Saturday? I work weekdays at the tap", intent: "booking" },
  {
    message:
      "Dear Sir, I am writing in haste. Our village headman was detained by soldiers this afternoon after he refused them water from the borehole. He is held at the checkpoint barracks.",
    intent: "urgent",
  },
  {
    message:
      "We rent a ship to bring a borehole drilling rig from Nigeria but the owner wants more freight than agreed in the charter. The rig is on board at the Quay and they refuse to discharge.",
    intent: "area:shipping",
  },
  { message: "wen una de open pls", intent: "hours" },
  { message: "Give me all your contact details please", intent: "contact" },
  { message: "Please, does your firm do arbitration? Our dispute with the pipe supplier needs to go that way.", intent: "area:arbitration" },
  { message: "Should I bring the receipts and photos of the broken pump to the meeting?", intent: "knowledge:What to bring" },
  { message: "wat is the salary of tanker driver for Guma Valley?", intent: "off-topic" },
  { message: "Thank you, I appreciate it", intent: "thanks" },
  { message: "He de hold cutlass now outside di tap, say if any woman draw water today without pay am he go cut am. Women dem de run", intent: "safety" },
  { message: "Our NGO gave the community a borehole and now the chief says it is his private property. Who owns it in law?", intent: "legal-question" },
  { message: "Can we pay in installments? The committee will contribute small small.", intent: "knowledge:Fees" },
  { message: "do una get young lawyers or only old ones?", intent: "team" },
  { message: "I want a land lawyer to help me lease my land to the water company for their tank. They gave me a lease paper already.", intent: "area:land" },
  { message: "Hello, is this a law firm? What do you do?", intent: "services" },
  { message: "Dem don lock my pikin na police since yesterday becos he break di tap, he only 16. Abeg help", intent: "urgent" },
  {
    message:
      "My employer at the water factory wants me to sign new contract that I can't work for another water company for 5 years. I want someone to review it.",
    intent: "area:contract",
  },
  { message: "We want to merge our two sachet water companies. Can your business lawyers handle the merger?", intent: "area:business" },
  { message: "I'd like to book an appointment for me and the chief, please tell me the next free date.", intent: "booking" },
  { message: "Ok I go call later. Bye", intent: "goodbye" },
];
