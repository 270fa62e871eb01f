import type { LabelledMessage } from "./labelled-message";

// Chiefdoms and local courts; writers: old Tonkolili farmer (Krio, grandson's phone), Bo student (SMS), retired Kenema teacher (formal), Makeni okada rider (typos), London nurse (long stories), Kono trader (Krio mix), Port Loko market woman (voice typing), Guinean trader at Kambia (French words)
export const DEVELOPMENT_NINETY_FIRST: LabelledMessage[] = [
  { message: "Good morning una, hope una de fine", intent: "greeting" },
  {
    message: "abeg help, dem don hold my brother na di paramount chief compound since yesterday night, dem say he no pay the fine. wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "The town chief of Masiaka gave me a plot in 2019 for 2 bags of rice and kola, now he gave the same land to another man who is already building. I need a lawyer to help me with this land",
    intent: "area:land",
  },
  { message: "wat is the price of one bag of rice in makeni market 2day", intent: "off-topic" },
  {
    message: "Is it legal for the section chief to fine me 2,000 new leones for not attending the community cleaning? I was sick that day.",
    intent: "legal-question",
  },
  { message: "una open on saturday?", intent: "hours" },
  {
    message:
      "I received a summons from the Local Court in Bo saying I insulted the town chief, they say I must appear next Tuesday. I want someone to defend me there, do una take local court cases?",
    intent: "area:criminal",
  },
  { message: "Di chief in boys dem say dem go burn my house tonight because I vote for the other ruling house. I fraid bad", intent: "safety" },
  {
    message:
      "Dear Sir, I would like to arrange a consultation with one of your lawyers concerning a chieftaincy dispute in our family. Kindly advise available dates. Yours faithfully, A. Kanu",
    intent: "booking",
  },
  {
    message: "my husband family take me to local court say make I pay back the bride price since he die. I get 3 pikin wit am. I need help",
    intent: "area:family",
  },
  { message: "how much una de charge for local court case, and una lawyer sabi Mende?", intent: "knowledge:Fees", also: ["knowledge:Languages spoken"] },
  { message: "chiefdom police come carry my papa from the farm just now, dem tie am wit rope. pls", intent: "urgent" },
  { message: "What kind of cases does your firm handle?", intent: "services" },
  {
    message:
      "We are a small cooperative of rice farmers in Tonkolili. The chiefdom council wants us to register as a company before they give us the land for the mill. Can you help us with the registration?",
    intent: "area:business",
  },
  { message: "pls write a short poem to welcome our new paramount chief for the coronation", intent: "off-topic" },
  { message: "wetin be una phone number, and una de open Saturday?", intent: "phone", also: ["hours"] },
  {
    message:
      "There is a long quarrel between two ruling houses in our chiefdom over who should contest next. The elders suggested we find a neutral person to mediate before it goes to court. Do you do mediation of this kind?",
    intent: "area:arbitration",
  },
  { message: "can the local court send someone to prison or only fine?", intent: "legal-question" },
  {
    message:
      "I build the new court barri for the chiefdom council, they sign contract with me, but since March they no pay me balance of 45 million old leones. I wan lawyer to collect my money",
    intent: "area:contract",
  },
  { message: "what's your email pls", intent: "email" },
  {
    message: "They are holding my son at the section chief house in Yele since Friday, they say he stole a goat. They beat him. please help us",
    intent: "urgent",
  },
  { message: "hello", intent: "greeting" },
  {
    message:
      "I shipped a container of zinc and cement for our chiefdom community centre, it is stuck at Queen Elizabeth quay, customs want plenty money. do una handle port customs matter",
    intent: "area:shipping",
  },
  { message: "how many lawyers una get", intent: "team" },
  {
    message: "after the chieftaincy election the losing side are attacking people in our village with cutlass, we are hiding in the bush now",
    intent: "safety",
  },
  { message: "Una lawyer dem sabi Temne? my grandpa no sabi English", intent: "knowledge:Languages spoken" },
  { message: "Section chief say my grandfather lan na chiefdom lan now and he give am to one mining company. We need lawyer", intent: "area:land" },
  { message: "who won the paramount chief election in Kakua chiefdom yesterday?", intent: "off-topic" },
  {
    message: "If the paramount chief gave me land without any paper, does it count as mine or can his son take it back after he dies?",
    intent: "legal-question",
  },
  { message: "What time do you close on Friday?", intent: "hours" },
  { message: "Me sista de na di chiefdom lockup na Kabala, dem say na for fine. Dem no gi am food. abeg", intent: "urgent" },
  { message: "local court fine me 500k say I commit adultery wit town chief wife. I no do am. I want appeal. can una help", intent: "area:criminal" },
  { message: "i wan see lawyer 2moro morning if possible", intent: "booking" },
  {
    message:
      "The town chief in our village decided that my children should stay with their father's family after our customary divorce. I live in Freetown now. I want a lawyer to help me get custody.",
    intent: "area:family",
  },
  { message: "How can I contact your office? I'm in Kailahun.", intent: "contact" },
  { message: "my phone no dey charge, wetin I go do", intent: "off-topic" },
  {
    message: "pls do una help investors? I wan start cashew processing in Kono and chiefdom council dey ask for 10 percent share. need business lawyer",
    intent: "area:business",
  },
  { message: "hmm", intent: "unknown" },
  { message: "Is Mohamed Conteh still there? My uncle said he handled a land case for our chiefdom before", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "Good afternoon. I own a fishing boat in Tombo. The chiefdom fisheries committee seized my nets and engine and say I owe levy. The boat is tied up at the wharf since two weeks. I want a lawyer on this.",
    intent: "area:shipping",
  },
  { message: "my husband beat me every day, I report to town chief he say na family matter go back. I no safe for that house", intent: "safety" },
  { message: "do you offer legal aid for poor people? we cannot pay much, our case is with the chief", intent: "knowledge:Fees" },
  {
    message: "police de na we door now dem wan take my husband sey na im start di fight at the chiefdom election. send una number quick",
    intent: "urgent",
    also: ["phone"],
  },
  { message: "does the chief have the right to banish me from the village because I refused to give my daughter to marry?", intent: "legal-question" },
  {
    message:
      "We signed agreement with the mining company and the chiefdom for surface rent. Now company refuse to pay. Agreement say disputes go to arbitration. I need help to start it.",
    intent: "area:arbitration",
  },
  { message: "ok tenki", intent: "thanks" },
  {
    message: "I was working as chiefdom clerk for 6 years, the new PC sacked me without letter and no pay. I want lawyer for my employment case",
    intent: "area:contract",
  },
  { message: "Can you help me with my homework, name 5 chiefdoms in Bombali district", intent: "off-topic" },
  { message: "where una office de", intent: "address" },
  { message: "una de handle matter from the provinces or na only Freetown?", intent: "services" },
  { message: "my uncle don spend 3 days na di chief compound, dem put am in stocks because of land palaver. plz come", intent: "urgent" },
  {
    message:
      "Dear Sir, Our family was granted land by the late Paramount Chief in 1985 under customary tenure. The present chiefdom authority is reallocating part of it. We require legal representation to protect our interest.",
    intent: "area:land",
  },
  { message: "open now?", intent: "hours" },
  {
    message: "dem accuse me say I be witch for di chief court, dem fine me and say make I leave di town. Na lie. I need lawyer for defend me",
    intent: "area:criminal",
  },
  { message: "my land was given by the town chief but the paramount chief say town chief no get power to give land. who is right?", intent: "legal-question" },
  { message: "Please I would like to book appointment with land lawyer for next week Wednesday", intent: "booking" },
  { message: "Is there a place to park my car when I come to your office?", intent: "knowledge:Parking" },
  { message: "wetin be the weather in Bo 2day, e go rain?", intent: "off-topic" },
  { message: "pa wan share e property before e die, he get 4 wife dem. e be section chief. We need make e will proper", intent: "area:family" },
  { message: "Salaam alaikum, I want to book meeting with lawyer about my chieftaincy case, when is possible?", intent: "booking" },
  {
    message: "Bonjour, mon frère est retenu par les chiefdom police à Kambia depuis hier soir, ils demandent l'argent. Please help what to do",
    intent: "urgent",
  },
  { message: "the chief sons dem wit youths surround my shop say dem go kill me if I no leave di town. I lock miself inside", intent: "safety" },
  {
    message:
      "Our company wants to open a branch in Pujehun and the chiefdom says we must pay a business licence there and in Freetown too. We need your business team to help us sort the licences and our company governance.",
    intent: "area:business",
  },
  { message: "do you have any woman lawyer? I prefer to talk to a woman about my chief problem", intent: "team" },
  {
    message:
      "pls, the rice for the paramount chief coronation came on vessel from Conakry and half of the bags are wet and spoil. the shipping company refuse pay. we wan make claim",
    intent: "area:shipping",
  },
  { message: "Parlez-vous français? Je suis guinéen, j'ai un problème avec le chef de la localité à Kambia.", intent: "knowledge:Languages spoken" },
  {
    message: "our traders association quarrel with the chiefdom council over market dues. we don't want court, we want settle out. una de do dat",
    intent: "area:arbitration",
  },
  { message: "how to cook cassava leaf for 200 people, we have chief ceremony saturday", intent: "off-topic" },
  { message: "Can a woman contest for paramount chief in the north? my aunt wants to stand", intent: "legal-question" },
  {
    message:
      "the chiefdom council give me contract to supply 50 bags of cement for bridge, I supply, now new council say no be them sign. pls help me enforce the agreement",
    intent: "area:contract",
  },
  { message: "pls send me the whatsapp number", intent: "phone" },
  {
    message:
      "My father, a section chief in Kenema district, was picked up by men in uniform this morning after the election quarrel and we don't know where they took him. Please, we need a lawyer now.",
    intent: "urgent",
  },
  { message: "lan palava: town chief don cut my farm boundary give im brother. I wan lawyer", intent: "area:land" },
  { message: "a go check una later, bye bye", intent: "goodbye" },
  { message: "can I talk to a lawyer on whatsapp video, I am in UK, about my late father chieftaincy land", intent: "booking" },
  {
    message:
      "Chiefdom police charged my son for stealing cocoa and the matter is now at the magistrate court in Kenema. Trial starts next month. Do you do criminal defence in the provinces?",
    intent: "area:criminal",
  },
  { message: "Kindly provide email for sending documents", intent: "email" },
  { message: "is there vacancy for chiefdom police job? how to apply", intent: "off-topic" },
  { message: "the local court chairman is the chief's brother, can he hear my case against the chief?", intent: "legal-question" },
  { message: "dem de beat my mama now now for we yard because dem say she curse di chief wife. pls help", intent: "safety" },
  {
    message:
      "My late father was a paramount chief and his other wives are claiming all his houses. We the children from the first wife got nothing. We want a lawyer for the inheritance case.",
    intent: "area:family",
  },
  { message: "Do you work on public holidays? I want to come on Independence Day", intent: "hours" },
  {
    message:
      "We got an arbitration award against the chiefdom council for the market construction dispute last year but they refuse to pay. We need your help to enforce it.",
    intent: "area:arbitration",
  },
  { message: "Thank you very much for the information, God bless", intent: "thanks" },
  { message: "dem lock me cousin inside di court barri since mornin, dem say e mus pay 300k before dem release am", intent: "urgent" },
  { message: "wetin I fo carry come when I de come for meeting? I get chief letter and receipt", intent: "knowledge:What to bring" },
  { message: "Do you only do big company cases or normal people too?", intent: "services" },
  { message: "Pls which bus go from Freetown to Kenema and how much", intent: "off-topic" },
  {
    message:
      "I want to buy shares in a company doing palm oil on chiefdom land in Pujehun. Can your business lawyers check the company for me before I invest?",
    intent: "area:business",
  },
  { message: "all the ways to reach una pls, phone email anytin", intent: "contact" },
  { message: "if I no go the local court summons wetin go happen to me?", intent: "legal-question" },
  {
    message:
      "Madam/Sir, we chartered a barge to carry building materials to Bonthe Island for the chiefdom headquarters. The owner broke the charter party and kept half our cargo. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "abeg dem de drag my brother go chief house now now, dem say e tif", intent: "urgent" },
  { message: "Please which street is your office, I will come from Waterloo", intent: "address" },
  {
    message:
      "I sign agreement wit di section chief fo buy im lorry, I pay half, e no gi me lorry and e no gi me back money. I want lawyer for di agreement. help",
    intent: "area:contract",
  },
  {
    message: "A group of young men from the other ruling house is outside my gate with sticks saying they will deal with me. I am alone with my children.",
    intent: "safety",
  },
  { message: "who are the lawyers in your firm", intent: "team" },
  { message: "bye for now", intent: "goodbye" },
  { message: "wetin be di meaning of paramount for paramount chief? na for school assignment", intent: "off-topic" },
  { message: "Abeg I wan make appointment wit una for talk bout di land wey di chief give me. Monday ok?", intent: "booking" },
  { message: "?", intent: "unknown" },
  {
    message: "Me na Kono man. Di town chief sell di same lan to three people, me included. I get receipt. I need lawyer fo di lan matter.",
    intent: "area:land",
  },
  {
    message: "chiefdom police arrest my wife this morning in Bumpe for not paying local court fine, she is breastfeeding. what can we do right now",
    intent: "urgent",
  },
  { message: "wat tym una open in d mornin", intent: "hours" },
  { message: "Who is the richest paramount chief in Sierra Leone?", intent: "off-topic" },
  {
    message:
      "I married my wife under customary law in Kailahun and now she went to the local court to dissolve the marriage. The court ordered me to pay maintenance for the children. I want a family lawyer to represent me.",
    intent: "area:family",
  },
  { message: "my grandpa was town chief, is the chieftaincy inherited by his sons automatically or must there be election?", intent: "legal-question" },
  { message: "dem don threaten me say if I go court against the chief dem go kill me. Dem call me 5 times last night.", intent: "safety" },
  {
    message:
      "I was charged before the local court for contempt of the chief because I didn't greet him at the barri. They fined me and I refused. Now they issued another summons. I need defence.",
    intent: "area:criminal",
  },
  { message: "parking de near una office? I de come wit my own keke", intent: "knowledge:Parking" },
  { message: "Good evening sir/madam", intent: "greeting" },
  {
    message:
      "I run a rice milling business in Kambia. The paramount chief wants to be made a director in my company before allowing me to operate. I need a business lawyer to advise and draft the shareholder papers.",
    intent: "area:business",
  },
  { message: "pls book me wit una lawyer dis week, na chiefdom land matter. I fit come Thursday", intent: "booking" },
  { message: "dem tie my brother for tree na chief compound say e tif chicken. since morning. pls pls", intent: "urgent" },
  {
    message:
      "Our village and the next village are quarreling over the boundary, the chiefs cannot agree. Both sides agreed to mediation by an outside lawyer. Can your arbitration team do this?",
    intent: "area:arbitration",
  },
  { message: "Number fo call una pls", intent: "phone" },
  {
    message:
      "Di generator wey diaspora people send fo we chiefdom hospital don stay na quay 2 months, customs and shipping line de pass each oda. Una fit help clear am?",
    intent: "area:shipping",
  },
  { message: "How much is a goat in Kabala market? We need it for the chief's ceremony", intent: "off-topic" },
  { message: "Does the chiefdom police have power to arrest somebody without a warrant?", intent: "legal-question" },
  {
    message:
      "The chiefdom council hired my company to build a health post. We finished, but they say the contract was signed by the old speaker so they won't pay. Please help us enforce the contract.",
    intent: "area:contract",
  },
  { message: "which email I go send the chief letter to?", intent: "email" },
  { message: "Is Lawyer Ibrahim Jalloh still with your firm? I heard he does human rights", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Sir, the section chief ordered his men to lock my father in a room in his compound after the land quarrel. It has been two nights. Please what should we do",
    intent: "urgent",
  },
  {
    message:
      "I want to lease 50 acres from the chiefdom council for oil palm. They gave me a paper but I want a lawyer to check the lease and make the title proper.",
    intent: "area:land",
  },
  { message: "Wetin una firm de do? I wan know before I come", intent: "services" },
  { message: "una get lawyer wey sabi provinces matter? how many lawyer una get sef", intent: "team" },
  { message: "we wan play football final for chiefdom field, how to draw a tournament table?", intent: "off-topic" },
  {
    message:
      "My husband's family and the town chief's people are forcing me to marry his brother after he died. They beat me yesterday and I ran to my friend's house. I am hiding.",
    intent: "safety",
  },
  {
    message: "my son was accused of burning the chiefdom hall during the election trouble. He is on bail now, court next week. Need criminal lawyer",
    intent: "area:criminal",
  },
  { message: "What documents should I bring for land matter from the chief? I have survey plan and the chief's letter", intent: "knowledge:What to bring" },
  { message: "Dem carry my pikin go chiefdom police post since yesterday, dem no gree make we see am", intent: "urgent" },
  { message: "Is it lawful for a paramount chief to collect money from every farmer before harvest?", intent: "legal-question" },
  { message: "Are you open during lunch time, like 1pm?", intent: "hours" },
  {
    message: "We want to adopt my late sister's child who stays with the town chief's family in our village. How do we start the adoption? Need a lawyer.",
    intent: "area:family",
  },
  { message: "Abeg make una fix me meeting wit lawyer for next week, I go come from Kenema", intent: "booking" },
  { message: "how do I get in touch with you people from Kailahun? no network much here", intent: "contact" },
  { message: "Abeg how I go load credit for Orange? e de refuse", intent: "off-topic" },
  {
    message:
      "Good day. We are a Ghanaian company that wants to invest in a gold mining licence in a chiefdom in Kono. We need a local firm to handle company registration and the community agreement with the chiefdom.",
    intent: "area:business",
  },
  { message: "hi", intent: "greeting" },
  { message: "mi papa na di chiefdom lockup, e get sugar sickness and dem no gi am medicine. abeg", intent: "urgent" },
  {
    message:
      "We import fishing nets for our chiefdom fishermen cooperative through Freetown port. The cargo came damaged and the insurer is refusing. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "the chiefdom speaker took my okada say I owe tax. can he keep my okada?", intent: "legal-question" },
  { message: "pls i get case", intent: "unknown" },
  {
    message:
      "Between our company and the chiefdom council there is a dispute over the water project contract. The contract has a mediation clause. Can your arbitration people lead the mediation?",
    intent: "area:arbitration",
  },
  { message: "I need an appointment with your criminal lawyer on Monday about my brother's local court case", intent: "booking" },
  { message: "di youth dem say I be witch and dem de gather for burn me. I de hide na church", intent: "safety" },
  { message: "Do I have to pay all at once or can I pay small small? case na local court appeal", intent: "knowledge:Fees" },
  {
    message: "Boundary quarrel wit di next village, di paramount chief decide for dem because dem na im family. We wan fight am proper. Need land lawyer.",
    intent: "area:land",
  },
  { message: "How to write application letter to paramount chief for scholarship", intent: "off-topic" },
  { message: "police en chiefdom police dem come na house now dem de search for my husband, dem say e go jail", intent: "urgent" },
  { message: "How do I get to your office from the PZ area?", intent: "address" },
  {
    message: "abeg I work as driver for PC 3 years, no contract paper, dem drive me and no pay me 8 months salary. can una help me collect",
    intent: "area:contract",
  },
  { message: "thanks a lot", intent: "thanks" },
  { message: "Your lawyers, are they all men?", intent: "team" },
  { message: "can i appeal the local court decision to the magistrate and how long do i have?", intent: "legal-question" },
  { message: "Na summons from di chiefdom court say I insult section chief. I de Freetown now. I need lawyer fo stand for me", intent: "area:criminal" },
  { message: "What is the history of Bai Bureh?", intent: "off-topic" },
  { message: "Can I park on Siaka Stevens Street near your office or is there a car park?", intent: "knowledge:Parking" },
  {
    message: "They have taken my husband to the barracks since yesterday after the chief complained about him. Soldiers did it. Please we need help",
    intent: "urgent",
  },
  { message: "Please can I meet a lawyer this Friday at 10? It is about my father's land that the chief gave to someone else", intent: "booking" },
  {
    message:
      "My uncle who was town chief died and his brothers want to take his wives and property by custom. My aunt wants to keep the house for her children. We need an inheritance lawyer.",
    intent: "area:family",
  },
  { message: "Una de open on Sunday?", intent: "hours" },
  {
    message: "Since I reported the chief to the district council, people come at night to stone my house. My children can't sleep. I fear for my life.",
    intent: "safety",
  },
  { message: "I want to know what areas of law you cover", intent: "services" },
  {
    message: "we wan form company with 5 partners for transport in Makeni, chiefdom council want part. how to set up the shareholding? need business lawyer",
    intent: "area:business",
  },
  { message: "Chief say if I no pay the 1 million fine he go take my farm. can he do that legally?", intent: "legal-question" },
  { message: "recommend good hotel in Kenema for the chieftaincy ceremony guests", intent: "off-topic" },
  {
    message:
      "Dear Sir, our chiefdom ordered a tractor from China. The ship arrived at Queen Elizabeth II Quay but the bill of lading is in the name of the former chief. The port will not release it. We need legal help.",
    intent: "area:shipping",
  },
  { message: "Help! chiefdom police just come beat and carry my brother comot from market, we no know where dem de go", intent: "urgent" },
  { message: "Please send me your email address so I can forward the local court judgment.", intent: "email" },
  {
    message:
      "The mining company and our landowners agreed to arbitration on compensation for crops. The award came out but the company wants to go to court again. Can you help us enforce the award?",
    intent: "area:arbitration",
  },
  { message: "do any of your lawyers speak Mende?", intent: "knowledge:Languages spoken" },
  { message: "Chiefdom council say make we register the land they give we family for 1990. we need help to get title deed for am", intent: "area:land" },
  { message: "whats the meaning of the chief's staff of office? for my school project", intent: "off-topic" },
  {
    message:
      "Sir, my brother was tried at the local court and jailed for 3 months for fighting. He has served 1 month. We want to appeal the conviction. Do you handle criminal appeals?",
    intent: "area:criminal",
  },
  { message: "dem hold my mama na di court barri say make she pay fine, she don old, dem no free am", intent: "urgent" },
  { message: "Do you have WhatsApp? I want to send voice note", intent: "phone" },
  { message: "My father gave land to me but the section chief says land needs chief's consent to transfer. Is that true?", intent: "legal-question" },
  { message: "Which way me fit reach una? I de for London", intent: "contact" },
  { message: "Ma broda de drink and he de threaten fo kill me over di chieftaincy house, e carry cutlass. I lock di door", intent: "safety" },
  { message: "I'd like to schedule a call with a family lawyer. Bride price issue with the local court.", intent: "booking" },
  { message: "pls review our contract wit the chiefdom council for the market stalls before we sign. na 10 years contract", intent: "area:contract" },
  { message: "Alright, good bye", intent: "goodbye" },
  { message: "can u help me make CV for chiefdom administrative clerk job", intent: "off-topic" },
  { message: "I dey come Monday. Make I bring the local court judgment paper and the summons? anyting else?", intent: "knowledge:What to bring" },
  {
    message: "Please my cousin was arrested by chiefdom police in Pujehun and taken to Bo police station. We don't know the charge. He needs a lawyer today.",
    intent: "urgent",
  },
  {
    message:
      "After divorce at the local court, my ex husband refuses to pay the maintenance ordered. He is a section chief so nobody enforces it. I want a lawyer.",
    intent: "area:family",
  },
  { message: "If the town chief and my family both say they own the land, which one the court will believe?", intent: "legal-question" },
  { message: "Tenki tenki, God go bless una", intent: "thanks" },
  { message: "Does your firm do mediation and also court cases or just one?", intent: "services" },
  {
    message: "our bank refuse loan because the land paper from the chief is not title. we are a company. need business lawyer to talk to bank",
    intent: "area:business",
  },
  { message: "which phone is good for cheap price under 1 million?", intent: "off-topic" },
  {
    message:
      "The company wey de build road for we chiefdom employ me as site supervisor, dem sack me after I complain say dem no pay chiefdom workers. I wan fight am for my job. Help",
    intent: "area:contract",
  },
  { message: "di section chief in men dem de chase me wit stick, I run enter one house, dem de outside now", intent: "safety" },
  {
    message:
      "I get cargo boat wey de carry goods from Freetown to Shenge. Di chief there seize di boat say we no pay harbour dues. Na boat matter, I need lawyer.",
    intent: "area:shipping",
  },
  { message: "do you open till 5?", intent: "hours" },
  { message: "Is your office at 12 Siaka Stevens Street? I want to be sure before travelling from Bo", intent: "address" },
  { message: "Is it possible to see a lawyer tomorrow afternoon? Chiefdom land issue, I'm coming from Lunsar.", intent: "booking" },
  { message: "we no want court, we want settle out wit di chiefdom council over the land rent money. una do mediation?", intent: "area:arbitration" },
  { message: "tell me about your team", intent: "team" },
  { message: "Morning o", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I am a contractor engaged by the Chiefdom Development Committee to rehabilitate the court barri. The committee has now terminated my contract halfway without reason. I seek legal assistance to enforce my rights.",
    intent: "area:contract",
  },
  { message: "dem catch my boy for the chief farm say e tif cassava, now dem lock am for chief house, dem say tomorrow dem go flog am", intent: "urgent" },
  { message: "Abeg tell me how to make palm wine sweet, na for di chief ceremony", intent: "off-topic" },
  {
    message: "My mother was married by custom and my father died. Under the law does she get any share of his house or only the children?",
    intent: "legal-question",
  },
  { message: "pls una fit do title search for land wey town chief wan sell me na Waterloo rural? I no wan buy palava", intent: "area:land" },
  { message: "Good day, are you open on Saturdays at all?", intent: "hours" },
  {
    message: "The paramount chief's bodyguards slapped me and said next time they will shoot me if I talk on the radio again. I'm afraid to go home.",
    intent: "safety",
  },
  { message: "my husband take second wife and di local court say I must leave di house. Na me build am wit am. I wan family lawyer", intent: "area:family" },
  { message: "Ow much for consultation?", intent: "knowledge:Fees" },
  {
    message:
      "Mr Lawyer, my husband was arrested at the chieftaincy election polling centre in Tonkolili by the police this afternoon, they said he caused violence. He is still there.",
    intent: "urgent",
  },
  {
    message: "Chiefdom police charge me wit assault for di market quarrel, dem give me summons for magistrate court in Port Loko. I need lawyer fo di trial.",
    intent: "area:criminal",
  },
  { message: "Plz who are una lawyer dem? I wan know before I come", intent: "team" },
  { message: "Can I book an appointment for a consultation next Tuesday at 11am? It concerns a chieftaincy succession dispute.", intent: "booking" },
  {
    message:
      "Our village association wants to register as a company limited by guarantee to run the chiefdom market. Can you help with the registration and the constitution?",
    intent: "area:business",
  },
  { message: "how many chiefdoms are in Sierra Leone? quiz question", intent: "off-topic" },
  {
    message: "Dem hold we container na quay, na solar panels for di chiefdom school. Customs say duty free paper no correct. Abeg una fit clear am",
    intent: "area:shipping",
  },
  { message: "Is the local court allowed to hear land cases or only the high court?", intent: "legal-question" },
  { message: "pls send phone number, I want call now", intent: "phone" },
  {
    message:
      "We as landowning families have a dispute with an agric company over rent. The paramount chief tried to settle but failed. We want proper mediation or arbitration. Can you help?",
    intent: "area:arbitration",
  },
  {
    message:
      "they took my brother from our house at night, chiefdom police and some youth, and now they say he is in the chief's compound, not police station. Please",
    intent: "urgent",
  },
  { message: "Hawa Turay handles wills right? I want to know more about her", intent: "attorney:Hawa Turay" },
  {
    message:
      "The chiefdom council gave our church land in 2010 with a paper signed by the PC. Now a new PC says the land belongs to his family. Need land lawyer",
    intent: "area:land",
  },
  { message: "wetin?", intent: "unknown" },
  {
    message: "abeg, the losing candidate people dem de move round the town wit machete looking for us dat vote for the new chief. we de hide",
    intent: "safety",
  },
  { message: "can I speak Krio with the lawyer? my English no too strong", intent: "knowledge:Languages spoken" },
  { message: "wetin be di price of zinc now na Bo", intent: "off-topic" },
  {
    message: "I supply food for the chiefdom police barracks for 1 year on a written agreement. They owe me 30 million. We need lawyer to recover the money",
    intent: "area:contract",
  },
  { message: "U open 2day? its public holiday", intent: "hours" },
  { message: "email address?", intent: "email" },
  { message: "can the chiefdom council collect tax from me twice, one for the chiefdom and one for district council?", intent: "legal-question" },
  { message: "pls o my papa don lock na chiefdom cell since 2 days, dem want make we pay money before bail", intent: "urgent" },
  {
    message:
      "I am in the US. My late father's will is being challenged by the town chief, who says our family customs override it. I need a lawyer for probate in Sierra Leone.",
    intent: "area:family",
  },
  { message: "hello, what services do you provide?", intent: "services" },
  { message: "Hey there", intent: "greeting" },
  {
    message: "dem say I take part in di chieftaincy riot, dem release me but police say I must report every week. I need lawyer for di case before court",
    intent: "area:criminal",
  },
  { message: "who is the best football team in the chiefdom league this year", intent: "off-topic" },
  { message: "wan meet lawyer asap pls, na land wey chief give we", intent: "booking" },
  { message: "my stepfather is a town chief and he beats my mother and me. Nobody in the village will stop him. We need help", intent: "safety" },
  { message: "I want to open a microfinance for farmers in my chiefdom. Can your business lawyer set up the company papers for me?", intent: "area:business" },
  { message: "Exact address pls", intent: "address" },
  {
    message: "My brother was chosen town chief by the elders but the paramount chief refuses to recognise him. Can the PC do that under the Chieftaincy Act?",
    intent: "legal-question",
  },
  { message: "Monsieur, mon mari est arrêté à Kambia par la police du chiefdom depuis ce matin. Il est commerçant guinéen. SVP aidez-nous", intent: "urgent" },
  {
    message:
      "We chartered a vessel to bring palm oil from Sherbro to Freetown for our chiefdom cooperative. The vessel owner sold some drums along the way. Need shipping lawyer to claim.",
    intent: "area:shipping",
  },
  { message: "parking?", intent: "knowledge:Parking" },
  { message: "Thank you, that helps a lot", intent: "thanks" },
  { message: "how to treat malaria quick, I dey for village far from hospital", intent: "off-topic" },
  {
    message:
      "The chiefdom and the timber company signed a contract with an arbitration clause. The company cut more trees than allowed. We want to start arbitration. Can your firm represent the chiefdom?",
    intent: "area:arbitration",
  },
  { message: "dem don carry my sister go chief compound say make she marry di chief, she no want. dem no let am go home", intent: "urgent" },
  {
    message: "me na Temne man from Port Loko. Chiefdom council dem don survey we family lan and give am to investor for sugar cane. We wan lawyer fo stop am",
    intent: "area:land",
  },
  { message: "When are your office hours?", intent: "hours" },
  { message: "How much compensation will the court give if the chief took my farm with crops on it?", intent: "legal-question" },
  { message: "How do I reach you, I don't have airtime much", intent: "contact" },
  { message: "I would like to speak with a criminal lawyer in person. Can we arrange a meeting this week? My son has a local court case.", intent: "booking" },
  {
    message: "di local court give me divorce but dem say di pikin dem na for di man because na im pay bride price. I want take my pikin dem back",
    intent: "area:family",
  },
  { message: "what does the chief drum mean when they beat it at night? just curious", intent: "off-topic" },
  { message: "how many lawyers do you have in the firm, and do they go to the provinces?", intent: "team" },
  {
    message: "I testified against the section chief at the local court and since then his people are following me. Yesterday someone said they will poison me.",
    intent: "safety",
  },
  {
    message:
      "They say I must pay fine at the local court for not contributing to the chief's farm work. I refused, now summons again. I want you to defend me.",
    intent: "area:criminal",
  },
  { message: "what email do i send my case details to? consult or info?", intent: "email" },
  { message: "my son they took him to the police since yesterday because the chief said he insulted him. Please help", intent: "urgent" },
  {
    message: "I was employed as teacher by the chiefdom community school, the chief sacked me because I vote for other side. I want sue for wrongful dismissal",
    intent: "area:contract",
  },
  { message: "Una de gi free lawyer for poor people? we no get money", intent: "knowledge:Fees" },
  { message: "pls how to apply for passport in freetown", intent: "off-topic" },
  {
    message:
      "Good afternoon. I'm a diaspora investor in the UK and want to buy a hotel in Kenema with local partners including the paramount chief. I need a lawyer to prepare the shareholders agreement.",
    intent: "area:business",
  },
  { message: "If the local court gave judgment while I was in Guinea and nobody told me, is the judgment still valid?", intent: "legal-question" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  {
    message:
      "My outboard boat carrying goods to Yelibuya island got seized by the chief of Yelibuya saying we owe landing fee. Boat and goods there 2 weeks. Need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "pls come now, chiefdom police dey for we house dem want take my papa say e no answer summons", intent: "urgent" },
  {
    message: "Pls we get quarrel wit partner over rice farm business wey chief witness. We no want go court, we want settle. una go help?",
    intent: "area:arbitration",
  },
  { message: "Do you handle matters outside Freetown like Kono or Kailahun?", intent: "services" },
  { message: "What should I carry to the meeting? I have the chiefdom land allocation letter and some photos", intent: "knowledge:What to bring" },
  { message: "call number pls, no be email", intent: "phone" },
  { message: "My uncle was beaten by the chief's men in front of us and they said they will come back for the rest of the family tonight.", intent: "safety" },
  { message: "which day is the coronation of Paramount Chief in Bumpeh? I want to attend", intent: "off-topic" },
  { message: "Can chiefdom police keep someone in the chief's house instead of a police station? Is that allowed?", intent: "legal-question" },
  { message: "Please schedule me for a meeting with your land lawyer. I'm available Monday to Wednesday.", intent: "booking" },
  {
    message: "I bought land in Kenema from a family. Now the town chief says I need his approval and fined me. Need help with my land documents and the chief",
    intent: "area:land",
  },
  { message: "are you open at 8am?", intent: "hours" },
  {
    message:
      "good morning, we have a family quarrel over who should be the next town chief. we want a lawyer to sit us down and mediate before it spoils. una de do that?",
    intent: "area:arbitration",
  },
  { message: "dem hold my broda for chiefdom police post for 4 days now, dem no carry am go court. abeg do something", intent: "urgent" },
  {
    message:
      "I am a Guinean trader. The chiefdom police in Kambia charged me with smuggling and took my goods. I was released but must appear at court. Je cherche un avocat.",
    intent: "area:criminal",
  },
  { message: "How do you build a basketball court in a village? dimensions please", intent: "off-topic" },
  { message: "Una lawyer fit speak French? my wife na Guinean", intent: "knowledge:Languages spoken" },
  { message: "Pls we wan register we customary marriage so e legal. Di town chief do di ceremony. Una fit help register am?", intent: "area:family" },
  { message: "tanks o", intent: "thanks" },
  { message: "I'm coming from Bo tomorrow, how do I find your office from the lorry park?", intent: "address" },
  { message: "my brother insult the chief, they say he must pay 5 goats and 1 million. Is that fine legal?", intent: "legal-question" },
  { message: "Which lawyers work there? I want a senior one.", intent: "team" },
  { message: "ok I go come back later, bye", intent: "goodbye" },
  {
    message: "Dem de gather outside we house wit stones because my husband lose the chieftaincy election. Dem say make we comot or dem go kill we",
    intent: "safety",
  },
  { message: "Sir my brother is held at Kailahun police station since Friday after the chief complained. They won't let us see him.", intent: "urgent" },
  {
    message: "pls check this agreement the chief give me to sign for his palm plantation job, they say I must work 5 years no salary increase",
    intent: "area:contract",
  },
  { message: "What legal services are available for people in the provinces?", intent: "services" },
  { message: "write me a speech for my father's installation as section chief", intent: "off-topic" },
  {
    message: "The chiefdom wants to take 20% of our quarry company profits. We have investors. Need business lawyer to handle governance and agreement",
    intent: "area:business",
  },
  { message: "I want to see a lawyer to ask if I can take the chief to the high court over my land. When can I come?", intent: "booking" },
  { message: "Your contact details please, all of them", intent: "contact" },
  { message: "I want to book meeting wit Madam Hawa about my papa will", intent: "booking" },
  {
    message:
      "Sir, goods for the Paramount Chief's new house (tiles and doors) were shipped from Turkey. The container arrived at Queen Elizabeth II Quay with half the goods missing and the shipping line denies liability. Please assist with a cargo claim.",
    intent: "area:shipping",
  },
  { message: "pls my brother get case for local court, dem say e beat di town chief son. Court na Friday. Una go fit defend am?", intent: "area:criminal" },
  { message: "Hi, good day", intent: "greeting" },
  { message: "di paramount chief in police dem don carry my husband an lock am na chiefdom jail since Monday, he don sick", intent: "urgent" },
  { message: "how much transport from Makeni to Kabala by okada?", intent: "off-topic" },
  { message: "Can the paramount chief stop me from building on my own land because I didn't give him kola?", intent: "legal-question" },
  {
    message: "I reported my husband to the town chief because of the beating and now he says he will kill me when he comes back from the farm. I am scared.",
    intent: "safety",
  },
  { message: "Di section chief give my land to im wife pikin dem. I don farm there 20 years. Need land lawyer pls", intent: "area:land" },
  { message: "what days do you work?", intent: "hours" },
  { message: "Ma daughter na 15, di town chief wan marry am wit im son, we want go court fo stop di marriage. abeg una help", intent: "area:family" },
  { message: "Kindly arrange for me to see your family lawyer on Thursday afternoon. Regards, Mrs Sesay.", intent: "booking" },
  { message: "chiefdom police carry my mama from market say she no pay market dues, she dey dia cell now, she get 70 years", intent: "urgent" },
  {
    message:
      "Sir, my company supplies equipment to mining firms in Kono. The chiefdom wants us to sign a community development agreement and pay fees. Please can your business lawyer review and negotiate?",
    intent: "area:business",
  },
  { message: "whats the best fertilizer for rice in swamp", intent: "off-topic" },
  { message: "Where do I send an email? I need the address", intent: "email" },
  { message: "Di chief say woman no fit own land for dis chiefdom. Na true for law?", intent: "legal-question" },
  {
    message:
      "We shipped cocoa from Kailahun through Freetown port to Europe. The buyer says the cargo arrived mouldy and wants to cancel. The chiefdom cooperative is the seller. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "ok so...", intent: "unknown" },
  { message: "abeg help me, my uncle dem de beat me because I refuse for marry di chief. I don run comot but dem de find me", intent: "safety" },
  {
    message:
      "I'm a partner in a diamond mining business with the chiefdom authority. We disagree on profit sharing. Our contract says any dispute goes to arbitration. Can you help?",
    intent: "area:arbitration",
  },
  { message: "Is parking available at the office? I'm driving from Kenema", intent: "knowledge:Parking" },
  { message: "they just took my son from the school compound, the chiefdom police said the chief ordered it. I'm following them now", intent: "urgent" },
  { message: "Who are the partners at your firm?", intent: "team" },
  {
    message:
      "I'm a nurse employed by the chiefdom health post under contract with the chiefdom council. They stopped my salary for 6 months after the new chief came. I need an employment lawyer.",
    intent: "area:contract",
  },
  { message: "how to register for WASSCE exam?", intent: "off-topic" },
  {
    message:
      "My father, a town chief, was accused of misusing chiefdom tax money. Anti-Corruption called him for interview. He needs a criminal defence lawyer before he goes.",
    intent: "area:criminal",
  },
  { message: "the chiefdom police took my motorbike and fine me at the local court without hearing my side. Can they do that?", intent: "legal-question" },
  { message: "Hello, hope you are well", intent: "greeting" },
  {
    message:
      "Hello I am in Ghana. Our family land in Moyamba was given by the PC to a foreign company without our consent. We need a land lawyer to challenge it.",
    intent: "area:land",
  },
  { message: "Dem hold my broda since Sunday inside di chief house, dem say e must swear fo juju befo dem free am", intent: "urgent" },
  { message: "What are your fees for a land case in the provinces?", intent: "knowledge:Fees" },
  { message: "Wetin una firm sabi do? all di tin dem", intent: "services" },
  { message: "Dem say dem go cut my hand because I talk against the section chief for meeting. Dem de wait for me na junction", intent: "safety" },
  {
    message:
      "My brother died and the chiefdom elders want to give his children to his brother's family. The mother wants to keep them. We need custody help from your family lawyers.",
    intent: "area:family",
  },
  { message: "Pls whats the current exchange rate dollar to leones", intent: "off-topic" },
  { message: "I wan arrange meeting wit one of una lawyer dem pls", intent: "booking" },
  {
    message: "We are a group of youths in Bo who want to start a block-making company. The chiefdom gave us land. Please help us register the company.",
    intent: "area:business",
  },
  { message: "If I don't pay the local court fine, can they take my house?", intent: "legal-question" },
  { message: "Where exactly is your office located in Freetown?", intent: "address" },
  {
    message:
      "We signed a supply agreement with the chiefdom to provide seeds for farmers. They took the seeds and now say the price is too high. Help us enforce the agreement please.",
    intent: "area:contract",
  },
  { message: "THEY ARE PUTTING MY HUSBAND IN THE POLICE VAN NOW AT THE CHIEFDOM HEADQUARTERS, PLEASE WHAT DO I DO", intent: "urgent" },
  { message: "Adama Koroma, is she the arbitration partner? I read about her.", intent: "attorney:Adama Koroma" },
  { message: "Which is the best secondary school in Bo?", intent: "off-topic" },
  { message: "wat tym una close", intent: "hours" },
  { message: "pls, di chief wan settle we quarrel wit di timber man himself but we want proper mediator. una get?", intent: "area:arbitration" },
  { message: "A mob is forming outside my shop, they say I bewitched the chief's son who died. Please help.", intent: "safety" },
  { message: "Do I need to bring ID card to the meeting?", intent: "knowledge:What to bring" },
  { message: "Can a Guinean man like me be fined by a chief in Sierra Leone? I am not from there.", intent: "legal-question" },
  {
    message:
      "I own a small cargo vessel. The paramount chief of a coastal chiefdom chartered it for 3 months to carry rice and never paid the charter fee. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Wetin be una WhatsApp?", intent: "phone" },
  { message: "Bo police don detain my husband since yesterday after di chief complain say he tif chiefdom money. E no get lawyer", intent: "urgent" },
  { message: "we wan buy lan from di chiefdom for church. do una do conveyancing and title search?", intent: "area:land" },
  { message: "how do I charge my solar lamp quickly? battery die", intent: "off-topic" },
  { message: "thank you so much, you have helped me", intent: "thanks" },
  { message: "Can I meet someone from your firm this Saturday? I work weekdays.", intent: "booking", also: ["hours"] },
  {
    message:
      "My wife left with my children to her father's village and the town chief there refuses to allow me see them. We married in the mosque. I want a family lawyer.",
    intent: "area:family",
  },
  { message: "Do you have lawyers who travel to the provinces for cases?", intent: "team" },
  { message: "Di town chief son don rape my daughter and dem de threaten us if we report. We fear", intent: "safety" },
  { message: "I have been summoned to the local court of Kenema for theft. I didn't do it. I need a lawyer to defend me.", intent: "area:criminal" },
  { message: "can you translate long live the paramount chief into Mende", intent: "off-topic" },
  { message: "For the meeting about the local court divorce case, must I bring the court papers and marriage certificate?", intent: "knowledge:What to bring" },
  { message: "Mama dem don carry go for chief compound, dem say she talk bad about chief. Dem no gree make we see am", intent: "urgent" },
  { message: "Does anyone there speak Temne or Limba? My dad is old", intent: "knowledge:Languages spoken" },
  { message: "What does your firm specialise in?", intent: "services" },
  {
    message: "Abeg una sabi bank matter? di bank want seize we company equipment because chiefdom no pay we. We need business lawyer",
    intent: "area:business",
  },
  { message: "best way to reach una? call, whatsapp or email?", intent: "contact" },
  { message: "una de open afta 5?", intent: "hours" },
  {
    message: "pls i sign contract wit chiefdom council fo collect market dues, dem cancel am after 3 months. dem no pay my commission. I need lawyer",
    intent: "area:contract",
  },
  { message: "tell me a joke about chiefs", intent: "off-topic" },
  { message: "The paramount chief ordered that nobody can sell land in the chiefdom without paying him 10 percent. Is this legal?", intent: "legal-question" },
  { message: "chiefdom police de na we compound now wit stick, dem say dem go take my brother. abeg wetin we go do", intent: "urgent" },
  { message: "Kushe o", intent: "greeting" },
  {
    message: "Di arbitrator don give award say di company must pay we chiefdom 200 million. Dem say dem no go pay. Una fit help make dem pay?",
    intent: "area:arbitration",
  },
  { message: "They set fire to my house last night after the chieftaincy election and now they are saying they are coming back for me", intent: "safety" },
  { message: "I'd like to book an appointment to discuss my local court appeal", intent: "booking" },
  { message: "Our two villages dey fight over swamp boundary, paramount chief no settle am. We want land lawyer go court", intent: "area:land" },
  { message: "pls help", intent: "unknown" },
  { message: "What is the population of Kono district?", intent: "off-topic" },
  { message: "I de come wit motorbike, I go get place park am?", intent: "knowledge:Parking" },
  {
    message: "Customs at the Quay seized our machine for the chiefdom rice mill, say we undervalued it. Need lawyer fo customs matter.",
    intent: "area:shipping",
  },
  { message: "If the PC is removed by the government, are the lands he gave out still valid?", intent: "legal-question" },
  { message: "My father is in the chiefdom jail at Kabala since Saturday because he refused to give his land to the chief. Please.", intent: "urgent" },
  {
    message: "My late husband was section chief. His first son chased me from the house. I want to claim my share as his wife. Need a family lawyer.",
    intent: "area:family",
  },
  { message: "appreciate it, thanks", intent: "thanks" },
  {
    message: "I'm in UK. My cousin was convicted in the local court and fined. We want to appeal and clear his name. Can your criminal team help?",
    intent: "area:criminal",
  },
  { message: "my wife people dem dey threaten me say dem go kill me if I no give back di pikin dem. dem bring cutlass yesterday", intent: "safety" },
  { message: "where to buy good cement cheap in Kenema", intent: "off-topic" },
  { message: "Can I see Mohamed Conteh on Friday? My land matter with the chief.", intent: "booking" },
  { message: "I worked for the Chiefdom Administration as tax collector but was dismissed without notice. I want to challenge it.", intent: "area:contract" },
  { message: "Tell me about the lawyers at your firm. Are they experienced?", intent: "team" },
  { message: "I'm being held at the chiefdom police post since morning, they took my phone but I hid this one. Please help me", intent: "urgent" },
  { message: "Do you do all kinds of cases? Like civil, criminal?", intent: "services" },
  { message: "Ok bye bye. I go call una Monday", intent: "goodbye" },
  { message: "I want to buy a shareholder's stake in a chiefdom-owned company. Need lawyer to guide me.", intent: "area:business" },
  { message: "How long does a chieftaincy election petition take in court, and can we stop the coronation meanwhile?", intent: "legal-question" },
  { message: "Evening o, una de open tomorrow?", intent: "hours" },
  { message: "abeg send una number again, I don lose am wen me phone spoil", intent: "phone" },
  {
    message:
      "Pls I be clearing agent. Di chiefdom send we container of school desk from UK, e don pass demurrage because shipping line lose di documents. We need shipping lawyer fast",
    intent: "area:shipping",
  },
  { message: "Do you have Facebook or any other way to contact you apart from phone?", intent: "contact" },
  {
    message:
      "Our family and the section chief have a long dispute over palm plantation money. Both sides signed to go to mediation. Can your firm act as mediator or represent us?",
    intent: "area:arbitration",
  },
  { message: "Can una fix me appointment for Monday 10am wit di lawyer wey de handle chieftaincy land?", intent: "booking" },
];
