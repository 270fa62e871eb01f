import type { LabelledMessage } from "./labelled-message";

// Rice millers, gari/cassava processors, grain stores and customers; writers: Bombali mill owner (Krio), gari women's group secretary (formal English), young machine operator (SMS), Freetown rice buyer (voice-to-text), widow (heavy typos), school bursar, Kenema grain trader (long stories), diaspora investor in Ghana
export const DEVELOPMENT_HUNDRED_AND_TWENTY_FIRST: LabelledMessage[] = [
  { message: "Kushe o. Good morning una", intent: "greeting" },
  {
    message:
      "Good afternoon. I am the bursar of a secondary school in Port Loko. We signed a contract with a rice miller to supply 80 bags of parboiled rice per term for the boarding house, but two deliveries have been short and some bags were wet. We would like a lawyer to look at the agreement and help us enforce it.",
    intent: "area:contract",
  },
  { message: "pls help polis jst cum 2 d mill n carry my boss go station, dem sey na tif rice. he de dia now", intent: "urgent" },
  { message: "How much is a bag of local rice selling for now in Kenema side? 50kg. My customers say Freetown is cheaper.", intent: "off-topic" },
  { message: "hello Kamara and associates what time is your office open tomorrow morning I want to pass by before I go to the wharf", intent: "hours" },
  {
    message: "my husbnd die last yer and his brothr say the rice mil is for famly not for me and my childrn. can he tak it from us?",
    intent: "legal-question",
  },
  { message: "A build mi mill pan mi papa lan na Kamabai, now mi uncle dem say di lan nor to mi own. Una de handle dis kain lan palava?", intent: "area:land" },
  {
    message:
      "Dear Sir, a group of young men came to our gari processing centre this evening and threatened to burn the roasting shed if we do not hand over the grater machine. They are still standing outside and we are afraid. Please what should we do?",
    intent: "safety",
  },
  {
    message:
      "Hi, I'm a Sierra Leonean based in Accra. I want to invest in a rice milling plant in Bombali with two partners and register it properly as a company. Can your firm handle the registration and a shareholders agreement?",
    intent: "area:business",
  },
  { message: "can i bok apointmnt wit lawyer 2moro abt my pay", intent: "booking" },
  { message: "wat u do wen huller belt de slip? machine de mek noise evry tym", intent: "off-topic" },
  { message: "pls help dem tek my son to polic staton lst nite he stil der dem say he tief bag of gari from the store", intent: "urgent" },
  {
    message:
      "I have a container of imported rice at Queen Elizabeth the second key and when they opened it half the bags were wet and spoiled I want to make a claim against the shipping line can you people handle that",
    intent: "area:shipping",
  },
  { message: "Could you kindly tell me how many lawyers work in your chambers, and whether any of them is a woman?", intent: "team" },
  {
    message:
      "Last month my storekeeper reported that 40 bags of rice went missing from my store in Kenema. The police invited both of us and now they have charged me together with him, saying I sold the bags myself and cried theft. The case is at the magistrate court next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "abeg", intent: "unknown" },
  {
    message: "If a supplier delivers rice that is spoilt and we refuse to pay for that part, can he take the school to court for the full amount?",
    intent: "legal-question",
  },
  { message: "Wetin na una phone number? A wan call.", intent: "phone" },
  {
    message:
      "Dear Sir/Madam, our women's group and a neighbouring group jointly own a cassava grating mill. There is now a serious disagreement about sharing the income and the repair costs. We would prefer to settle this through mediation rather than going to court. Does your firm offer this?",
    intent: "area:arbitration",
  },
  { message: "Polis don lock mi mill operator since yestaday na Makeni station. Dem nor gri gi am bail. Abeg una help.", intent: "urgent" },
  { message: "how to mak gari not to be sour pls wat i do rong", intent: "off-topic" },
  { message: "okay thank you very much for the information have a blessed day", intent: "thanks" },
  { message: "my late husbnd brothr com to the hous wit cutlas and say he wil kil me if i no leav the mil. i hide in neibor hous now", intent: "safety" },
  { message: "i ned lawyr for my husbnd will. he lef the mil for me and childrn but his famly no gree", intent: "area:family" },
  { message: "Do you open on Saturday? I only come down to Freetown at weekends when I bring grain.", intent: "hours" },
  { message: "What kinds of legal services does Kamara & Associates offer?", intent: "services" },
  { message: "Can you suggest a cheap recipe for feeding 300 boarders on rice and beans for a whole term?", intent: "off-topic" },
  { message: "boss sey if machine brk wen i de operate am i go pay 4 d repair. iz dat legal?", intent: "legal-question" },
  { message: "where exactly is your office located I am coming from Kissy how do I get there", intent: "address" },
  {
    message:
      "Good day. On behalf of the Tonkolili Women's Gari Processing Association, I would like to request an appointment with a lawyer at your earliest convenience.",
    intent: "booking",
  },
  {
    message:
      "my driver was arrested at the Waterloo checkpoint with the truck of rise they are holding him at the police post right now and they said the waybill is fake please what do I do",
    intent: "urgent",
  },
  { message: "i wok 4 rice mill 7 mnths no contrct n dem owe me 3 mnths pay. i wan lawyer", intent: "area:contract" },
  { message: "Please share your email address so I can send over the draft investment documents.", intent: "email" },
  { message: "Which is better for storing grain in the rainy season, jute bags or poly bags? My customers keep complaining about mould.", intent: "off-topic" },
  { message: "d guys wey rent d machine sey dem go beat me if i cum take am bak. dem don slap me b4. i fear", intent: "safety" },
  { message: "What are your consultation fees? The school board needs an estimate before we can approve engaging a lawyer.", intent: "knowledge:Fees" },
  {
    message:
      "I rented a plot near the Kenema lorry park from a family for ten years and built a grain store on it. Three years later another family has come with papers saying the land is theirs and the first family had no right to lease it. They want me to pay again or leave. I want a lawyer to check the title and protect my lease.",
    intent: "area:land",
  },
  { message: "hi", intent: "greeting" },
  { message: "If man hire mi rice machine en e spoil am, e fo pay di full cost or na half? Wetin di law say?", intent: "legal-question" },
  {
    message:
      "Good evening. Our treasurer was picked up by police officers at the processing centre about two hours ago after a complaint by a customer, and she is being held at the Magburaka station. We need urgent legal assistance.",
    intent: "urgent",
  },
  {
    message:
      "I have been trading grain in Kenema for fifteen years under my own name. The bank says they will only give a big loan if the business is a registered company. Can your firm help me register it?",
    intent: "area:business",
  },
  { message: "ow 2 charge fone wen light off at d mill? any trick", intent: "off-topic" },
  {
    message: "Is Christiana Thomas available to review contracts for schools? I was told she handles supply agreements.",
    intent: "attorney:Christiana Thomas",
  },
  {
    message:
      "I've shipped a rice huller and destoner from Tema to Freetown and the machines have been held at the quay for three weeks over customs classification. Can your shipping team help get them released?",
    intent: "area:shipping",
  },
  { message: "pls i wan mek apointmnt to see lawyr abot my husbnd mil", intent: "booking" },
  {
    message:
      "Some boys have surrounded my store saying I am hoarding rice and they want to break in and share it. I am inside with my workers and they are banging the door. Please help.",
    intent: "safety",
  },
  { message: "How can I get in touch with your firm? Phone, email, anything.", intent: "contact" },
  {
    message: "if the rice I bought was under weight every bag is 45 kg instead of 50 kg can I refuse to pay the balance or will they sue me",
    intent: "legal-question",
  },
  { message: "Di rain go fall dis wik? A wan dry mi paddy outside.", intent: "off-topic" },
  { message: "polis invite me 4 questionin on monday dem sey i sell d diesel frm d mill. i no do am. i nid lawyer", intent: "area:criminal" },
  {
    message:
      "My son who drives the grain lorry has been detained at Bo police since yesterday, they say the lorry knocked a motorbike. They are not letting anyone see him. Please help us.",
    intent: "urgent",
  },
  { message: "is there parking near your office I will be coming with my pickup", intent: "knowledge:Parking" },
  {
    message:
      "My wife left me two years ago and took our three children to Bo. I have been sending money from the grain business every month, but now she wants more and says she will go to court. I want the maintenance settled properly once and for all. Can your family lawyer help?",
    intent: "area:family",
  },
  { message: "una open 2day? wat time una clos", intent: "hours" },
  { message: "pls i hav a problm", intent: "unknown" },
  {
    message:
      "Our joint venture agreement for the mill has an arbitration clause. My local partner has stopped sharing the accounts. I'd like to start arbitration rather than go to court. Is this something you handle?",
    intent: "area:arbitration",
  },
  { message: "Who are the lawyers in your office? I want to know them before I come from Kenema.", intent: "team" },
  { message: "Could you please help me write a short poem for the launch of our women's gari cooperative next Saturday?", intent: "off-topic" },
  {
    message:
      "Our constitution says the mill belongs to all members. If a member leaves the group, is she entitled to take back her share of the money used to buy the machine?",
    intent: "legal-question",
  },
  { message: "pls dem arest my brodr nw nw at d mill dem put am insyd polis van. wat 2 do", intent: "urgent" },
  { message: "I'll be in Freetown from the 14th to the 20th. Could I schedule a meeting with your business lawyer during that week?", intent: "booking" },
  { message: "Where is your office in Freetown? Is it near the Cotton Tree?", intent: "address" },
  { message: "wat kin cases una de do", intent: "services" },
  {
    message:
      "Dear Sir, we supply gari to four primary schools under the school feeding programme. The schools have not paid for two terms despite signing the delivery notes. We require legal assistance to recover the money under our contract.",
    intent: "area:contract",
  },
  {
    message:
      "A supplier whose contract we terminated has been calling me at night threatening to harm me and my family. He came to my house today and stood at the gate. I do not feel safe.",
    intent: "safety",
  },
  { message: "what is the bus fare from Freetown to Makeni today", intent: "off-topic" },
  { message: "Before buying land in Makeni for a rice mill, I'd like a title search done. Do you do that for clients abroad?", intent: "area:land" },
  {
    message:
      "I lent rice to a trader in Segbwema with no paper, only witnesses. Now he says he never collected anything. Can I still win in court with only witnesses?",
    intent: "legal-question",
  },
  { message: "A nor sabi English well. Una lawyer dem de tok Temne?", intent: "knowledge:Languages spoken" },
  {
    message:
      "The police have just come to the school and taken our storekeeper away over missing bags of rice from the feeding programme. He is being held at the station now. Can a lawyer go there?",
    intent: "urgent",
  },
  { message: "Good afternoon from Accra.", intent: "greeting" },
  {
    message: "Dem don charge mi pikin to court say e bin tif paddy from neighbor farm. Case de Makeni court next month. A wan lawyer for defend am.",
    intent: "area:criminal",
  },
  { message: "pls wich medicin for cough my smal girl cough al nite", intent: "off-topic" },
  { message: "pls giv me ur fone numbr", intent: "phone" },
  { message: "I want appointment with one of your lawyers on Thursday, I will come with my brother.", intent: "booking" },
  {
    message:
      "I ordered 500 bags of rice through a shipping agent. The vessel came in but the bill of lading shows only 420 bags. The agent is blaming the ship and the ship is blaming the agent. Can your shipping lawyer help me claim the short cargo?",
    intent: "area:shipping",
  },
  { message: "Kindly confirm your office hours, as our members will be travelling from Tonkolili.", intent: "hours" },
  { message: "my boss beat me 2day at d mill becos i ask 4 my pay. he sey if i cum bak he go wound me", intent: "safety" },
  { message: "the bank say my husbnd tok lone for the mil and now i must pay. is it tru i must pay his det?", intent: "legal-question" },
  {
    message:
      "Our association wishes to register as a cooperative society so that we can open a bank account and receive a grant. Can your firm assist with the registration and with drafting a constitution?",
    intent: "area:business",
  },
  { message: "Mi wife don lef mi os wit di pikin dem, en she de ask for divorce. A wan lawyer for dis matter.", intent: "area:family" },
  { message: "dem lok my dota in cel since saturday becos custmer say she tif mony. she ony 17. pls", intent: "urgent" },
  {
    message:
      "Me and my supplier from Kailahun have done business for eight years. Last harvest he delivered rice full of stones and I refused to pay the full price. He wants to take me to court, but my people say we can settle it out of court with someone neutral. Can your office arrange that?",
    intent: "area:arbitration",
  },
  { message: "what documents should I bring when I come for the meeting about the spoiled rice cargo", intent: "knowledge:What to bring" },
  { message: "What's the best way to reach you from Ghana? WhatsApp, email, phone?", intent: "contact" },
  {
    message:
      "Dear Sir, our association imported a cassava grating and pressing machine from China. The crate arrived at Queen Elizabeth II Quay damaged and the machine is broken. We wish to pursue a claim against the carrier. Kindly advise whether you handle such matters.",
    intent: "area:shipping",
  },
  {
    message:
      "Good afternoon. One of our members wishes to adopt her late sister's two children, who have lived with her since the funeral. Does your firm handle adoptions?",
    intent: "area:family",
  },
  {
    message:
      "people are attacking my shop at the market right now they say I sold them spoiled rice they are throwing stones I am hiding in the back please help",
    intent: "safety",
  },
  { message: "u get lawyer dem wey b woman?", intent: "team" },
  { message: "Could you provide your email address for official correspondence from the school?", intent: "email" },
  {
    message:
      "My brother who manages our mill in Makeni was arrested this morning and is still in police custody. I'm in Accra and can't get through to anyone. Can your firm send a lawyer?",
    intent: "urgent",
  },
  {
    message:
      "I signed an agreement to hire a rice thresher from a man in Port Loko for the season and he took the money and gave the machine to someone else I want a lawyer to enforce the agreement",
    intent: "area:contract",
  },
  { message: "Good morning. Could you give me an overview of the areas of law your chambers practise in?", intent: "services" },
  {
    message:
      "I'm looking to buy 40% of an existing gari processing business in Bo. Can your business lawyers do the due diligence and the share purchase paperwork?",
    intent: "area:business",
  },
  { message: "Ok a go kam bak. Bye o", intent: "goodbye" },
  { message: "tnx bro", intent: "thanks" },
  { message: "my husbnd famly wan sel the lan wer the mil is. i ned lawyr for lan", intent: "area:land" },
  {
    message: "Mi en mi patna bin go arbitration en di award say e fo pay mi for mi mill share, bot e nor pay yet. Una fit help mi enforce am?",
    intent: "area:arbitration",
  },
  {
    message:
      "my cousin was granted bail last week for a case of receiving stolen rice and the trial starts soon we need a criminal lawyer to defend him in court",
    intent: "area:criminal",
  },
  {
    message: "I would like to book a consultation with a lawyer for next Tuesday about a rice supply contract and also what documents do I need to bring",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  { message: "helo good mornin", intent: "greeting" },
  {
    message:
      "We engaged a local miller on a one-year contract to supply rice and he now wants to raise the price in the middle of the term, citing fuel costs. We need a contract lawyer to review the agreement and respond to him on our behalf.",
    intent: "area:contract",
  },
  { message: "Soja dem don kam carry mi broda go barracks since tiday morning. Dem say e bin get palava wit dem bot di mill. Abeg help we.", intent: "urgent" },
  { message: "What's the exchange rate of cedis to leones right now?", intent: "off-topic" },
  { message: "if i wok ovatime evry nite at d mill, boss mus pay me xtra abi? wat d law sey", intent: "legal-question" },
  { message: "are you open during lunch time like 1 o'clock I can only come then", intent: "hours" },
  {
    message:
      "Dear Madam, one of our members is being beaten by her husband right now because she refused to give him the group's savings. We can hear her screaming from the compound. Please advise urgently.",
    intent: "safety",
  },
  {
    message:
      "My father passed away in Bo and left a rice farm and a mill. I'm the eldest and I live in Ghana. I need help with probate and sharing the estate among my siblings.",
    intent: "area:family",
  },
  { message: "Who dey sell good moisture meter for rice here for Kenema? Mine don spoil.", intent: "off-topic" },
  {
    message:
      "the ship that brought our rice from India was delayed two months at anchorage and the rice got weevils the charterers are refusing responsibility can your shipping lawyer help us claim",
    intent: "area:shipping",
  },
  { message: "how many lawyr una get", intent: "team" },
  { message: "pls d polis don hol me frnd since yestday 4 kenema central, dem sey na him tek d mill generator. no bail. wat we go do", intent: "urgent" },
  { message: "A wan register mi mill as company so a go get contract from govment. Una go help mi do am?", intent: "area:business" },
  { message: "how much una de tak for lawyr. i no get much mony", intent: "knowledge:Fees" },
  {
    message: "If my partner who put in only a quarter of the capital for our grain store now demands half of the profit, does he have any right to it?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, our former cashier has been charged with stealing association funds and the case is now before the Magistrate Court in Magburaka. The association would like a lawyer to follow the criminal case for us.",
    intent: "area:criminal",
  },
  { message: "Please what is the best way to store rice in the school store so that weevils don't spoil it?", intent: "off-topic" },
  { message: "Can I set up a video call with one of your lawyers next week? I'm in Accra.", intent: "booking" },
  {
    message:
      "My former driver, whom I sacked last month for stealing, has been coming to my house at night with two other men. Tonight they broke my gate and shouted that they will finish me. I am locked inside with my wife and children and they are still outside.",
    intent: "safety",
  },
  { message: "wer una offis de", intent: "address" },
  {
    message:
      "Our contract with the rice supplier says disputes go to arbitration. We now have a dispute over 60 spoilt bags. Does your firm represent schools in arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "Good afternoon. Two of our members were taken away by police this morning from the gari market in Lunsar and are still being held. We do not know the reason. Please, we need a lawyer at the station.",
    intent: "urgent",
  },
  { message: "pls help me rite CV 4 machine operator job", intent: "off-topic" },
  { message: "Mi papa don gi mi piece of lan for build rice store, bot nor paper. A wan lawyer for do di conveyance proper.", intent: "area:land" },
  { message: "Thank you very much for your assistance. It is much appreciated.", intent: "thanks" },
  { message: "Is the school legally bound to continue buying from a miller whose contract does not state an end date?", intent: "legal-question" },
  { message: "What's your WhatsApp number? Easier for me to reach you from Ghana.", intent: "phone" },
  { message: "What type of cases does your office take? I want to know before I travel from Kenema.", intent: "services" },
  { message: "i wok for rice mil 5 yer and dem sak me no pay me notin. i wan lawyr", intent: "area:contract" },
  {
    message:
      "please the police are at my store right now they are putting my two boys in the vehicle they say the rice we sell is expired please send somebody quickly",
    intent: "urgent",
  },
  { message: "Wetin na di best time for plant rice na Bombali? Di rain don start.", intent: "off-topic" },
  { message: "What time do you close on Fridays, Freetown time? I'll call from Accra.", intent: "hours" },
  { message: "my gal frnd sey she pregnant 4 me n she wan tek me 2 court 4 maintenance. i nid lawyer", intent: "area:family" },
  { message: "Is there a place to park the school vehicle at your chambers?", intent: "knowledge:Parking" },
  { message: "pls my step son de beat me evry day sinc my husbnd die he wan me leav the hous. today he brok my han", intent: "safety" },
  {
    message: "if my supplier agreed on phone to sell me 200 bags at the old price and now he says the price has gone up is the phone agreement binding on him",
    intent: "legal-question",
  },
  { message: "I want to open a company for importing rise can your office help me with the registration and the tax documents", intent: "area:business" },
  { message: "Who go win the Premier League this season, East End Lions or Kallon? Me and my workers made a bet.", intent: "off-topic" },
  {
    message:
      "My storekeeper has been locked up at Kenema police since Friday night. The OC says he must stay until the rice owner comes. I am the owner and I am afraid they will lock me too. What should we do?",
    intent: "urgent",
  },
  { message: "wat is ur emal adres", intent: "email" },
  {
    message: "I would like to arrange a meeting with a contract lawyer to discuss our supply agreements with millers. Please advise available dates.",
    intent: "booking",
  },
  { message: "A bin send rice machine from Freetown port go Conakry by ship, bot di machine nor reach. Una de handle ship palava?", intent: "area:shipping" },
  { message: "Could you tell me which lawyers are on your team and what each one specialises in?", intent: "team" },
  { message: "the women group wan setl my mater out of cort wit mediashon. una do dat?", intent: "area:arbitration" },
  { message: "???", intent: "unknown" },
  { message: "what is the price of a 25 kg bag of Thai rice at Dove cut market today", intent: "off-topic" },
  {
    message:
      "Our school driver has been held at the Lungi police station since yesterday, when the school truck carrying rice was stopped. He has not been charged. Can you assist?",
    intent: "urgent",
  },
  {
    message:
      "Kindly advise whether our association can lawfully expel a member who has refused to pay her contributions towards the grating machine for over a year.",
    intent: "legal-question",
  },
  { message: "pls tel me abot lawyr Hawa Turay. i hear she do famly lan case", intent: "attorney:Hawa Turay" },
  {
    message:
      "My nephew has been on bail for three months over a fight at the rice market where a man was wounded. The trial at the High Court in Kenema is coming soon. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "d landlord boys dem dey 4 d mill nw wit stick sey dem go scatter evrytin n beat us. we dey hide insyd store", intent: "safety" },
  { message: "how can I contact your office I need all the ways phone WhatsApp email", intent: "contact" },
  { message: "Could you recommend a reliable supplier of food-grade plastic bags for packaging gari?", intent: "off-topic" },
  {
    message:
      "My family land in Kambia has a boundary dispute with neighbours who have put up a fence into where my mill is planned. I need a lawyer to sort out the boundary.",
    intent: "area:land",
  },
  { message: "do any of your lawyers speak Mende my mother will be coming with me and she doesn't speak English well", intent: "knowledge:Languages spoken" },
  { message: "Una de open pan Sunday?", intent: "hours" },
  { message: "pls polis com my hous nw dey tek my son dey say he brok the mil lock. pls help me", intent: "urgent" },
  { message: "I need a lawyer to draft a supply contract between my mill and three secondary schools in Makeni for parboiled rice.", intent: "area:contract" },
  { message: "Mi worker don work two mont, e nor sign paper. If a sack am now, e fit carry mi go court?", intent: "legal-question" },
  { message: "i wan tok 2 lawyer dis wik abt my pay pls fix time", intent: "booking" },
  { message: "pls how i can get lone for smal gari busnes", intent: "off-topic" },
  { message: "Good morning.", intent: "greeting" },
  {
    message:
      "My late brother left three children and a grain store in Kenema. Their mother is also late. I want to be their guardian and manage the store for them until they are grown. Can your family lawyer help?",
    intent: "area:family",
  },
  {
    message:
      "My cousin who manages the mill just called me crying. Men sent by a rival miller are at her house now threatening her with machetes. I'm in Accra. What can I do?",
    intent: "safety",
  },
  { message: "Can I pay the lawyer fees in parts? After harvest I will have money.", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, our association intends to take a bank loan for a new mill, but the bank requires proper registration documents and board resolutions. Kindly assist us with this.",
    intent: "area:business",
  },
  {
    message:
      "Police in Makeni have just arrested our accountant at the mill and taken him to the central station. He's being held there now. I'm in Accra, please can a lawyer go?",
    intent: "urgent",
  },
  { message: "best way 2 fix d diesel engin wen e no wan start", intent: "off-topic" },
  {
    message:
      "Dear Sir, we shipped 300 bags of gari to a buyer in Banjul and the vessel owner is now demanding extra freight before releasing the cargo. We need legal assistance.",
    intent: "area:shipping",
  },
  { message: "Thank you my brother, God bless.", intent: "thanks" },
  { message: "What's the full address of your office? I'll send some documents by courier.", intent: "address" },
  { message: "my husbnd no mak will. who get the mil now me or his famly?", intent: "legal-question" },
  {
    message: "We have an arbitration award from Accra against a Sierra Leonean rice supplier who took our deposit. Can you enforce it in Sierra Leone?",
    intent: "area:arbitration",
  },
  {
    message: "my wife went to the station to report the theft of our rice and they detained her instead since last night they say she lied please help",
    intent: "urgent",
  },
  { message: "How big is your firm? How many partners?", intent: "team" },
  { message: "dem accuse me sey i tif mill mony. case de cort nex wik. wan lawyer 2 defend me", intent: "area:criminal" },
  { message: "Can you tell me the requirements for the school feeding grant from the Ministry of Education?", intent: "off-topic" },
  { message: "Wetin a fo bring wen a de kam see lawyer? Mi lan paper en mill receipt?", intent: "knowledge:What to bring" },
  { message: "Please I want to book appointment for Monday morning, I am travelling to Freetown on Sunday.", intent: "booking" },
  {
    message: "I want to lease a warehouse at Wellington for storing rice for five years can you draft the lease and check the owner's title",
    intent: "area:land",
  },
  { message: "Please what is the telephone number of the chambers?", intent: "phone" },
  { message: "what services does your law firm provide", intent: "services" },
  {
    message:
      "A group of parents are gathering at the school gate and threatening to attack me, saying I sold the feeding programme rice. I am inside the office. What should I do?",
    intent: "safety",
  },
  {
    message:
      "They have held my younger brother at Blama police post for two days, saying he bought stolen rice. They want money before they release him. Please help us.",
    intent: "urgent",
  },
  { message: "As a Sierra Leonean living abroad, can I own 100% of a mill company here, or must I have a local partner?", intent: "legal-question" },
  {
    message:
      "I gave a man in Pujehun money to supply 100 bags of rice, we wrote an agreement. He delivered 30 and since then he is dodging me. I went to his house three times. I want a lawyer to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Which one is better for a rice store roof, zinc or aluminium? The heat is spoiling my grains.", intent: "off-topic" },
  { message: "Is there secure parking at your office? I'll be driving a rented car.", intent: "knowledge:Parking" },
  { message: "A wan ask una someting", intent: "unknown" },
  {
    message: "On a personal note, I am going through a divorce and need advice on custody of my two children. Does your firm handle family matters?",
    intent: "area:family",
  },
  { message: "okay bye bye I will call back later", intent: "goodbye" },
  {
    message:
      "Good evening. The police arrested our chairlady at her home tonight and took her to the Kambia station. She is still in the cell. We urgently need a lawyer.",
    intent: "urgent",
  },
  {
    message:
      "My brother and I run a grain business together and we want to put in writing who owns what share and how decisions are made. Can you prepare that kind of agreement?",
    intent: "area:business",
  },
  { message: "Any recommendations for a good hotel near Siaka Stevens Street?", intent: "off-topic" },
  {
    message:
      "A consignment of milling equipment I sent on a chartered vessel was damaged during discharge at QEII Quay. The charter party has a damage clause. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "pls wat tim u open", intent: "hours" },
  {
    message: "Polis say dem go charge mi for sell rice wey nor get standard label. Dem tell mi fo kam station nex week. A wan lawyer before a go.",
    intent: "area:criminal",
  },
  { message: "May we have your email address so that we can forward the relevant documents?", intent: "email" },
  { message: "how i go rich una? fone, whtsap any", intent: "contact" },
  {
    message: "If our supplier goes out of business halfway through the term, is the school entitled to get back the advance payment we made?",
    intent: "legal-question",
  },
  {
    message:
      "I am writing from Kenema. This morning at about six, police came to my grain store with a man who says I owe him money. They took my store boy and my nephew and both of them are in the cell at Kenema police now. They say they will not release them until I pay. Please what can you do?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, the chief of our village gave our women's group a piece of land to build a gari processing shed. His successor now says the gift is not valid and wants us to vacate. We wish to engage a lawyer to protect our interest in the land.",
    intent: "area:land",
  },
  { message: "wich fone gud 4 whatsap n camera, les dan 1 milion", intent: "off-topic" },
  {
    message: "if the bags got wet in my store because the roof leaked and the store owner knew about the leak can I make him pay for all the spoiled rice",
    intent: "legal-question",
  },
  { message: "Una de do only court case or una de do oda tin dem too?", intent: "services" },
  { message: "pls can i cum see lawyr frday mornin", intent: "booking" },
  { message: "som men dey folo me since i lef d mill, dem sey i owe dem 4 d machine. dem get knife. i de hide 4 shop nw", intent: "safety" },
  {
    message:
      "We're setting up a cassava starch factory in Moyamba with investors from Ghana and Nigeria. We need advice on the investment structure and on registering with the investment agency. Can you assist?",
    intent: "area:business",
  },
  { message: "Please, what are your working hours? I can only come after school closes at 3 pm.", intent: "hours" },
  {
    message:
      "I hired out my harvester to a farmer in Tongo for the season with a written contract. He has kept it two months past the date and refuses to pay for the extra time. I want a lawyer to make him pay and return my machine.",
    intent: "area:contract",
  },
  { message: "pls dem hol my broda at polis sins 3 days no food dem say he no pay for rice he tak on credit", intent: "urgent" },
  { message: "Good morning. Could you advise on the correct temperature and time for roasting gari so that it remains dry and crisp?", intent: "off-topic" },
  {
    message:
      "a customer has accused me of selling fake rice and the police told me to report to CID on Wednesday with my lawyer I need a criminal lawyer to come with me",
    intent: "area:criminal",
  },
  { message: "Good evening to you all.", intent: "greeting" },
  {
    message: "If my local partner registered the mill's land in his own name using money I sent, can he legally claim the land is his?",
    intent: "legal-question",
  },
  { message: "Is Abdul Rahman Sesay still with your firm? A friend in Accra recommended him for company matters.", intent: "attorney:Abdul Rahman Sesay" },
  {
    message:
      "my brother died and his wife is refusing to let us see his children and she has sold his rice shop we want a family lawyer to help with the inheritance",
    intent: "area:family",
  },
  { message: "pls polis dem jst cum d mill n hancuf me boss n 2 of we, i run. dem don tek dem go station. pls", intent: "urgent" },
  { message: "I will drive my lorry to Freetown. Is there space near your office to park it for one or two hours?", intent: "knowledge:Parking" },
  {
    message:
      "The school ordered rice directly from an importer and the consignment was short-landed at the port. The importer says we must claim from the ship owner. Can your shipping lawyer take up the claim?",
    intent: "area:shipping",
  },
  { message: "pls wer i can sel my gari for beta pris in fritown", intent: "off-topic" },
  { message: "I'd like to know more about your team before I commit. Are all the lawyers based in Freetown?", intent: "team" },
  { message: "Kindly furnish us with all your contact details, including telephone, WhatsApp and email.", intent: "contact" },
  {
    message:
      "A man sold me a store in Kenema and I paid him in full in front of the chief. Later his brother came and said the store is family property and the man had no right to sell it. They say they will refund my money but not the money I spent on the new roof. Can they do that?",
    intent: "legal-question",
  },
  {
    message:
      "Good morning. Our vice-chairperson was detained at the Port Loko police station yesterday after a quarrel with a customer over payment for gari. She has not been released and has not seen a lawyer. Please assist.",
    intent: "urgent",
  },
  {
    message: "Di pipul dem wey nor gri wit mi bot di mill lan don kam wit cutlass en stick. Dem de na mi gate now. A de insai wit mi pikin dem. Help!",
    intent: "safety",
  },
  {
    message:
      "We have a disagreement with the miller who supplies our boarding house about the price of the last delivery. Both sides want to avoid court. Can your firm mediate between us?",
    intent: "area:arbitration",
  },
  { message: "hello I want to schedule a meeting with one of your lawyers this Friday at 11 please confirm", intent: "booking" },
  { message: "una emel pls", intent: "email" },
  { message: "What documents do I need to travel from Accra to Freetown by road? Is a passport required within ECOWAS?", intent: "off-topic" },
  {
    message: "I want to buy a plot on Hangha Road for a new grain store. Before I pay, I want a lawyer to search the title and prepare the conveyance.",
    intent: "area:land",
  },
  {
    message: "My business partner is from Guinea and only speaks French. Is there a lawyer who can speak French with him?",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "Kindly advise whether a member of our group who signed the hire agreement for the cassava grater in her own name can be held personally liable if the machine is damaged.",
    intent: "legal-question",
  },
  {
    message:
      "they have taken my husband to the police at Ross Road since yesterday because the shop landlord complained about the rent please I need a lawyer there now",
    intent: "urgent",
  },
  {
    message:
      "We would like a lawyer to prepare standard employment contracts for our kitchen staff and storekeepers, who currently work without written terms.",
    intent: "area:contract",
  },
  { message: "u open on public holidy?", intent: "hours" },
  { message: "Usai a go buy good rice huller for cheap? Chinese one or Indian one?", intent: "off-topic" },
  {
    message:
      "Dear Sir, a member of our association was arrested last month and later released on police bail over allegations that she sold adulterated gari. She has now been summoned to court. We seek a lawyer to defend her.",
    intent: "area:criminal",
  },
  { message: "wat u ppl do? u do only divorce?", intent: "services" },
  { message: "my brothr in law lok me and my childrn out of the hous and say if we com bak he wil burn us. we sleep outsid now. pls", intent: "safety" },
  { message: "Thank you. We shall revert. Goodbye.", intent: "goodbye", also: ["thanks"] },
  {
    message:
      "Me and two other grain traders want to start one company together and buy a lorry. We want everything done properly, shares and all, so nobody cheats the other later. Can you help us?",
    intent: "area:business",
  },
  {
    message:
      "My mother was taken from her house in Kenema by police last night over a debt dispute with a rice supplier. She's 64 and still at the station. Please, someone needs to go to her.",
    intent: "urgent",
  },
  { message: "if boss no pay me 4 3 mnths cn i tek d machine part til he pay? or dem go sey i tif", intent: "legal-question" },
  { message: "Please give me a number I can call. I don't use email.", intent: "phone" },
  {
    message: "Mi broda don die, e lef di mill for mi en im pikin dem. Now im wife say na en one get am. A wan lawyer for sort dis inheritance.",
    intent: "area:family",
  },
  { message: "can you tell me the current price of fuel per litre I need to budget for the rice trucks this week", intent: "off-topic" },
  {
    message: "I'd like to book a consultation about investing in a rice mill. Are virtual meetings possible, and what's the fee?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  {
    message:
      "Dear Sir, kindly let us know which documents we should carry for our meeting, for instance our constitution, registration certificate and the supply contracts.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "My cousin in Guinea sent me 200 bags of rice by boat from Conakry. When the boat arrived at Queen Elizabeth Quay, customs seized everything, saying the papers are not correct. I have the invoice and the bill of lading. It is three weeks now and the rice will spoil. I need a lawyer to get the goods released.",
    intent: "area:shipping",
  },
  { message: "hello yes I wanted to ask about the thing", intent: "unknown" },
  {
    message:
      "Two of our senior pupils were picked up by police at the market this afternoon while buying supplies for the school kitchen. They are being held at the station. They are minors. Please advise urgently.",
    intent: "urgent",
  },
  { message: "Can a supplier charge interest on late payment if the contract says nothing about interest?", intent: "legal-question" },
  { message: "pls how i go get job 4 big rice company 4 makeni", intent: "off-topic" },
  {
    message:
      "I have a dispute with a Lebanese trader in Kenema over 300 bags. We both signed a paper saying any problem goes to arbitration. I don't know how to start it. Can your office help?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Madam, the husband of our youngest member has threatened to kill her if she continues working at the gari centre. He came this morning with a cutlass. She is hiding with us at the centre now.",
    intent: "safety",
  },
  { message: "gud evenin", intent: "greeting" },
  {
    message:
      "I want to lease 20 acres in Tonkolili for a rice farm and mill for 25 years. Can you prepare the lease and check that the landowning family has authority?",
    intent: "area:land",
  },
  { message: "Tenki tenki. God bless una.", intent: "thanks" },
  { message: "wat tym una open monday", intent: "hours" },
  { message: "Di chief en polis dem don tie mi worker en carry am go lockup na Kamakwie. E de dae since yestaday. Abeg una help wi.", intent: "urgent" },
  {
    message:
      "Our mill's supply agreement with a school in Makeni has been terminated without the notice period stated in the contract. I'd like your firm to take up the matter.",
    intent: "area:contract",
  },
  { message: "Does your firm have enough lawyers to handle a school's matters quickly? How many are there?", intent: "team" },
  { message: "Do you know where I can hire a big tarpaulin for drying paddy in Kenema?", intent: "off-topic" },
  { message: "the mil was in my husbnd name but i buy the enjin wit my own mony. the enjin is mine or not?", intent: "legal-question" },
  { message: "Do visitors have to park on the street or is there a compound?", intent: "knowledge:Parking" },
  {
    message:
      "My nephew in Freetown has been charged with fraud connected to the sale of a rice mill. He's out on bail and the trial is in two weeks. We need a good criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "pls cn u tel me how to mek cassava bred", intent: "off-topic" },
  { message: "Please may I see a lawyer next week Wednesday afternoon about our supply contracts?", intent: "booking" },
  {
    message:
      "the boys from the rival rice shop are outside my house shouting that they will kill me because I reported them I am inside with the door locked what should I do",
    intent: "safety",
  },
  {
    message:
      "Good afternoon. Our association's executives keep disagreeing on who has authority to sign for the association's bank account. We would like advice on proper governance and a new set of rules. Can you help?",
    intent: "area:business",
  },
  {
    message: "Please come quickly, the police are at my store now with a truck, loading my rice, and they have put my storekeeper in handcuffs.",
    intent: "urgent",
  },
  { message: "What email address do I use to request a consultation?", intent: "email" },
  {
    message:
      "My worker lost his finger in the rice huller last year. Now he wants me to pay him compensation. Must I pay, and how much will the court give him?",
    intent: "legal-question",
  },
  {
    message:
      "our vessel charter party for bringing rice from Thailand has a demurrage clause and the owners are now billing us for twenty days delay at the port we need a shipping lawyer to look into it",
    intent: "area:shipping",
  },
  { message: "Could you please inform us of the range of services your chambers provides?", intent: "services" },
  { message: "Aw a go get una? Phone or WhatsApp or wetin?", intent: "contact" },
  { message: "d soja dem hol me n me padi 4 checkpoint since lst nite, dem sey we tif d rice we carry. we stil dey. pls", intent: "urgent" },
  {
    message:
      "Dear Sir, a member of our group has been abandoned by her husband with four children and receives no support. She wishes to seek maintenance for the children. Kindly advise if you can assist her.",
    intent: "area:family",
  },
  { message: "pls u get lawyr who tok krio? my english no gud", intent: "knowledge:Languages spoken" },
  { message: "Could you help me draft the end-of-term report for the school feeding committee?", intent: "off-topic" },
  {
    message:
      "Dear Sir, a mediation between our association and a buyer in Freetown produced a signed settlement, but the buyer has not complied. We wish to have it enforced. Please assist.",
    intent: "area:arbitration",
  },
  { message: "If a rent mi mill to somebody for one year en e nor pay, a fit lock di mill before di year finish?", intent: "legal-question" },
  { message: "I want to see one of your lawyers when I come to Freetown next month. How do I book?", intent: "booking" },
  { message: "d man wey own d lan 4 d mill sey lease don finish, bt we pay 5 yrs. i nid lawyer 4 d lan mata", intent: "area:land" },
  {
    message:
      "please my brother is in the cell at Congo Cross police station since morning they say he received stolen bags of rice from the quay we need a lawyer there now",
    intent: "urgent",
  },
  { message: "Can I reach someone in the office at 8 am Freetown time, or do you only open at 9?", intent: "hours" },
  { message: "Do you charge a flat fee for company registration or is it hourly?", intent: "knowledge:Fees" },
  {
    message:
      "My workers and I are in the store. A man with a gun and some youths have come asking for the owner and saying they will teach me a lesson. Please tell me what to do.",
    intent: "safety",
  },
  { message: "my son is in cort for steling rice from the stor. he on bail. i ned lawyr to defnd him", intent: "area:criminal" },
  { message: "Kindly provide your office telephone line.", intent: "phone" },
  { message: "how many lawyr dem de in ur ofis and are dem good", intent: "team" },
  { message: "Do you know a reliable money transfer service from Ghana to Sierra Leone with low charges?", intent: "off-topic" },
  { message: "Alright, I will go now. Good night.", intent: "goodbye" },
  { message: "d boss sey i mus sign paper sey i go pay if machine spoil. i wan lawyer check d paper b4 i sign", intent: "area:contract" },
  { message: "the seller gave me a receipt saying 100 bags but I only received 80 if I go to court will I win the case", intent: "legal-question" },
  {
    message:
      "When my father died he left the grain business to all his children, but my eldest brother has taken everything and is running it alone. He refuses to show us the accounts. We want a lawyer to get the estate shared properly.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, officers came to the gari centre an hour ago and took away our machine operator in handcuffs. We believe she is at Mile 91 police station. Please help.",
    intent: "urgent",
  },
  { message: "wer ur ofis is pls i com from waterloo", intent: "address" },
  { message: "I am buying shares in my friend's rice import company and I want a lawyer to check everything before I pay", intent: "area:business" },
  { message: "A wan mit wan lawyer bot mi mill lan. Wetin day a fit kam?", intent: "booking" },
  {
    message:
      "Our shareholders agreement for the Makeni mill says disputes go to arbitration in Freetown. My two partners have breached it by selling rice behind my back. I'd like your firm to represent me in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "pls polis tek my granson from the mil since mornin and dey beat him at the staton. he ony 15", intent: "urgent" },
  { message: "ok tnks 4 d info", intent: "thanks" },
  {
    message:
      "I bought a used rice mill from a man in Guinea and it came by cargo ship. When we opened the container at the quay, the engine was missing. The seller says it left Conakry complete and the shipping company says it is not their problem. I need a shipping lawyer to help me claim.",
    intent: "area:shipping",
  },
  {
    message: "If the district council refuses to renew our mill's operating licence without giving reasons, do we have any legal right to challenge it?",
    intent: "legal-question",
  },
  { message: "What is the recommended daily portion of rice per pupil for a primary school feeding programme?", intent: "off-topic" },
  {
    message: "The school wants to buy the land next to our compound to build a new food store. We need a lawyer to do the title search and the conveyance.",
    intent: "area:land",
  },
  {
    message:
      "Since I refused to sell my store to a big man in town, people have been coming at night. Last night they poured petrol around the store and ran when my watchman shouted. Today I got a message that next time they will burn me inside. I am afraid for my life.",
    intent: "safety",
  },
  { message: "wat papas i fo bring wen i com to se lawyr", intent: "knowledge:What to bring" },
  { message: "can you tell me about the lawyers you have in the firm who works there", intent: "team" },
  {
    message:
      "Dear Sir, a hotel in Freetown agreed in writing to buy 50 bags of gari from us every month but cancelled after three months without notice. We wish to engage your services to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "pls i wan c lawyer 2moro mornin. is it posibl", intent: "booking" },
  { message: "my mama n papa de divorce n dem de fight 4 who go tek my small sista. we nid lawyer 4 d custody", intent: "area:family" },
  { message: "I have grain business, land and family issues all at once. Tell me everything your office can do.", intent: "services" },
  { message: "Mi en mi broda dem wan mek di mill one company wit shares. Una de do dat kain paper?", intent: "area:business" },
  { message: "Good morning, Sir/Madam.", intent: "greeting" },
  {
    message:
      "My sister who runs our gari business in Waterloo says her ex-husband is outside her shop with some boys threatening to beat her and take the money. She has locked herself inside. I'm in Accra, please what can she do?",
    intent: "safety",
  },
  {
    message:
      "I was told arbitration is faster than court for my problem with the rice importer who refused to refund my deposit can your firm start arbitration for me",
    intent: "area:arbitration",
  },
  {
    message: "Dear Sir, some of our members speak only Temne. Kindly confirm whether a Temne-speaking lawyer would be available.",
    intent: "knowledge:Languages spoken",
  },
  { message: "my landlrd want to pul down the mil shed bcos rent late 2 mont. he can do it?", intent: "legal-question" },
  {
    message:
      "I just got word that police in Bo took our two mill workers from the site and locked them up. They've been there since yesterday afternoon. I'm in Accra. Please send help.",
    intent: "urgent",
  },
  { message: "What time does your office close in the evening? I want to come after I finish my business at Dove Cot market.", intent: "hours" },
  {
    message:
      "Our former storekeeper, who was dismissed, has now been charged to court for stealing school rice, and he claims I am the one who sold it. The police have told me I may be called in as a suspect. I need a criminal defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, a shipment of our gari to the United Kingdom was rejected at the destination port and returned. The shipping line now wants us to pay return freight. We require advice and representation.",
    intent: "area:shipping",
  },
  { message: "Do you offer reduced fees or legal aid for community women's groups?", intent: "knowledge:Fees" },
  { message: "Please book me in for a call with one of your lawyers next Monday at 10 am Freetown time.", intent: "booking" },
  { message: "d man wey i wok 4 sey if i tel polis abt d mill tif he go kil me. he dey luk 4 me nw. i de hide 4 my aunty os", intent: "safety" },
  { message: "can you give me the number of a good mechanic for Honda generator around Kissy", intent: "off-topic" },
  {
    message:
      "My grandfather owned the land in Kenema where our family grain store stands. A cousin went and got a survey plan in his name alone and is now trying to sell it. The rest of the family knew nothing until a buyer came to measure. We want a lawyer to stop the sale and protect the family land.",
    intent: "area:land",
  },
  { message: "how i go contak una", intent: "contact" },
  { message: "Thanks, that's really helpful.", intent: "thanks" },
  { message: "Tell me about lawyer Adama Koroma. People in Kenema say that lawyer is good for settling trade disputes.", intent: "attorney:Adama Koroma" },
  {
    message:
      "The arbitrator has given an award in the school's favour against a rice supplier, but he refuses to pay. How can your firm help us enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Give me your email please, my son will send the documents from his phone.", intent: "email" },
  { message: "Dear Sir, we would like to schedule a consultation for three members of our executive on any day next week. Kindly advise.", intent: "booking" },
  { message: "pls hw to mak my shop for sel rice and gari get mor custmer", intent: "off-topic" },
  {
    message:
      "They have locked my brother in the cell at Kailahun police since Tuesday because of a quarrel over rice weights at the market. Nobody is telling us anything. Please we need help.",
    intent: "urgent",
  },
  {
    message:
      "My driver worked for me for four years and now says I owe him end-of-service benefits. We never wrote a contract. I want a lawyer to handle this dispute for me.",
    intent: "area:contract",
  },
  { message: "Una lawyer dem plenty? Dem ol na big lawyer?", intent: "team" },
  { message: "What should I bring to the meeting? I have the JV agreement, bank transfer slips and emails.", intent: "knowledge:What to bring" },
  {
    message: "hello the police are here at our warehouse in Wellington they have arrested the manager and they are taking him away now please what do we do",
    intent: "urgent",
  },
  {
    message: "I want to write a will so that my shares in the mill and my house in Freetown go to my children. Can your family team draft it?",
    intent: "area:family",
  },
  { message: "pls wer i go pak my okada wen i cum?", intent: "knowledge:Parking" },
  { message: "Please send me directions to your office. I will be coming from Lumley.", intent: "address" },
  {
    message: "Di pikin dem fo mi late broda de ask for share of mi mill, bot na mi build am wit mi own money pan we papa lan. Dem get right?",
    intent: "legal-question",
  },
  {
    message:
      "My rice huller shipment went to Conakry by mistake instead of Freetown. The carrier wants more money to bring it over. Can your shipping lawyer deal with them?",
    intent: "area:shipping",
  },
  { message: "pls i wan bok tim to tok to lawyr abot my husbnd lan", intent: "booking" },
  { message: "pls snd me 10k credit i go pay bak", intent: "off-topic" },
  {
    message:
      "One of our cooks has come to the school with bruises, saying her husband beat her last night and said he will kill her when she returns home. She is afraid to go back. What can we do?",
    intent: "safety",
  },
  {
    message:
      "Good afternoon. We have received an offer from a foreign company to invest in our gari processing centre in exchange for a share of the business. We require legal advice and proper documentation.",
    intent: "area:business",
  },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "Two years ago I was convicted at the magistrate court in Kenema for receiving rice that was stolen. I did not know it was stolen. I have now found the receipt that shows I paid the right price. I want to appeal. Can your criminal lawyer help?",
    intent: "area:criminal",
  },
  { message: "I have an issue I need help with.", intent: "unknown" },
  { message: "polis dem dey insyd d mill nw de carry evribody go station. me boss dey inside d van. pls cum", intent: "urgent" },
  { message: "is the office open today I'm around Siaka Stevens Street now", intent: "hours" },
  {
    message:
      "I am buying a small store space at Kissy Road for my rice business and the seller has only a receipt no title deed I want a lawyer to check before I pay",
    intent: "area:land",
  },
  { message: "how much 4 lawyer 2 collect my pay 4 me? i no get mony nw", intent: "knowledge:Fees" },
  {
    message:
      "I and my brother-in-law are partners in a rice store and now we are fighting over the money. The family wants someone outside to sit us down and settle it instead of going to court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "tank u so much God bles u", intent: "thanks" },
  {
    message: "Kindly advise whether the school can deduct money from our payment for late delivery when our contract contains no penalty clause.",
    intent: "legal-question",
  },
  {
    message:
      "our rice import cargo was discharged at the quay but the port authority says storage charges must be paid before release and the amount is too high we need a shipping lawyer to dispute it",
    intent: "area:shipping",
  },
  { message: "Can you fix me a meeting with the lawyer who does land? I can come any day next week.", intent: "booking" },
  {
    message: "Mi neba en im boys dem don beat mi operator bad bad ova di mill boundary, en dem say dem go kam back for mi tonight. A fraid.",
    intent: "safety",
  },
  { message: "What's the best time of year to buy paddy in bulk in Sierra Leone for a good price?", intent: "off-topic" },
  { message: "what is your phone number I want to call now", intent: "phone" },
  {
    message:
      "My mill manager's employment contract expired and he refuses to hand over the keys and the books. I need a lawyer to deal with it under his contract.",
    intent: "area:contract",
  },
  { message: "Good day. Kindly let us know which kinds of matters your chambers handles, so that we can advise our members accordingly.", intent: "services" },
  { message: "yo gud mornin", intent: "greeting" },
  {
    message:
      "My late father's will left the family house to my brothers and me, but one brother has occupied it alone and rented out the rooms. I need a lawyer to help with the probate and sharing.",
    intent: "area:family",
  },
  {
    message: "Polis dem don hol mi pikin na Makeni since yestaday night, dem say e bin de wen di rice store bin bon. E nor do natin. Abeg help.",
    intent: "urgent",
  },
  { message: "If a customer took 50 bags on credit and died before paying, can I collect the debt from his wife and children?", intent: "legal-question" },
  { message: "wat kain help una de giv pipul", intent: "services" },
  { message: "Which languages do your lawyers speak? Some of our board members are more comfortable in Mende.", intent: "knowledge:Languages spoken" },
  {
    message: "I would like to arrange an appointment with a lawyer to review our new supply contract before the board signs it. When are you available?",
    intent: "booking",
  },
  {
    message:
      "Dear Sir, our association is in dispute with the company that sold us a cassava pressing machine which has never worked properly. The sale agreement provides for arbitration. We wish to commence proceedings.",
    intent: "area:arbitration",
  },
  { message: "pls polis com tek my dota husbnd jst now in frnt of the mil. dey tek him to staton i beg help", intent: "urgent" },
  { message: "Tell me what papers I should come with. I have receipts, the survey plan and a letter from the chief.", intent: "knowledge:What to bring" },
  { message: "Wetin tem una de close? A de kam from Makeni.", intent: "hours" },
  { message: "what are the different ways to reach your office phone email or WhatsApp", intent: "contact" },
  { message: "Is your office near the Law Courts? What's the nearest landmark?", intent: "address" },
  {
    message:
      "the bank wants board resolutions and company documents for my rice import company before they give us a loan can your business lawyer prepare them",
    intent: "area:business",
  },
  {
    message: "my business partner threatened me with a gun at the warehouse today and said if I go to court he will shoot me I am scared to go home",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, our treasurer has been accused of stealing the association's gari proceeds, and the police have informed her that she will be charged. She is not in custody. We seek a lawyer to advise and defend her.",
    intent: "area:criminal",
  },
  { message: "Wetin na di result of di Leone Stars match yestaday?", intent: "off-topic" },
  {
    message:
      "We imported a rice parboiling kit for the school kitchen by sea and some of it arrived damaged. The supplier says we must claim against the ship. Does your firm handle cargo damage claims?",
    intent: "area:shipping",
  },
  {
    message:
      "I inherited a plot in Port Loko where I want to build a grain store, but my uncle's children say the land was never my father's. I'd like a lawyer to confirm the title and deal with them.",
    intent: "area:land",
  },
  { message: "can I come and see a lawyer tomorrow at 2 pm about my rice contract", intent: "booking" },
  {
    message: "Mi en di wimen group dem wey share di mill wit mi don get palava bot di money. Wi nor wan go kot. Una fit sidom wi settle am?",
    intent: "area:arbitration",
  },
  { message: "Are your lawyers young ones or old ones? I want somebody with experience.", intent: "team" },
  { message: "I'll be in touch. Take care.", intent: "goodbye" },
  { message: "my husbnd famly chas me from the lan wer my gari shed is. i ned lawyr help me kip the lan", intent: "area:land" },
  { message: "Abeg a wan appointment wit lawyer pan Wednesday. Una get tem?", intent: "booking" },
  { message: "Are you open during the school holidays in August? That is when I am free to come.", intent: "hours" },
  {
    message:
      "My daughter's husband sent her away with nothing after ten years of marriage, and they have two children. She wants a divorce and support for the children. I will pay for the lawyer. Can you take her case?",
    intent: "area:family",
  },
  { message: "i wan mak my gari busnes to be reg company so i get contrak. una do it?", intent: "area:business" },
  {
    message:
      "my workers at the rice shop signed contracts last year and now two of them are claiming I owe them overtime pay I need a lawyer to look at the contracts and handle the dispute",
    intent: "area:contract",
  },
  { message: "polis sey dem go charge me 4 d accident wit d mill truck. dem giv me bail bt case nex mnth. i nid lawyer", intent: "area:criminal" },
  { message: "Besides company work, what other areas does your firm cover?", intent: "services" },
  { message: "What number should I call to speak to someone at the chambers?", intent: "phone" },
];
