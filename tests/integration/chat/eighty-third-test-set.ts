import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: kush and other drugs (young users, parents, rehab and prayer camps, ghettos, raids, pills at school); writers: Kissy mother in Krio, Bo youth in SMS shorthand, rehab-centre nurse in formal English, retired teacher with long stories, Wellington okada rider by voice-to-text, diaspora aunt in London, young woman with heavy typos, imam writing for a family
export const EIGHTY_THIRD_TEST_SET: LabelledMessage[] = [
  { message: "Good morning o. Abeg una de dey?", intent: "greeting" },
  {
    message: "Polis dem don raid di ghetto na Kissy Mess Mess last night, dem tek me pikin Alusine go Kissy station. Since yestade i de na cell. Abeg help me",
    intent: "urgent",
  },
  { message: "wat is d street price 4 kush in bo nw? pple sayin it gone up", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, one of our former residents at the rehabilitation centre has been charged with possession of cannabis and is due to appear at the Magistrate Court next month. He is currently on bail. We would like to know whether your firm can represent him.",
    intent: "area:criminal",
  },
  {
    message:
      "I taught for thirty-one years at the Methodist Boys High School. Last week my grandson, who is sixteen, was found with tramadol tablets in his school bag and the principal now says he will be expelled and handed to the police. He has never been in trouble before. Can the school lawfully expel him and report him without first hearing from us, his guardians?",
    intent: "legal-question",
  },
  { message: "pls help my bruda is hi on kush and he hav a cutlas he sey he wil kil me an my mama we lock ourself in the room", intent: "safety" },
  { message: "what time does your office open in the morning I want to come before I start my okada work", intent: "hours" },
  {
    message:
      "Hello, I'm writing from London. My sister in Freetown passed away in March and left two children. Their father lives in a ghetto at Kroo Bay smoking kush all day and can't look after them. I want legal custody of my niece and nephew. Can your firm help with this?",
    intent: "area:family",
  },
  { message: "As salaamu alaikum. Before the family comes to see you, we would like to know how many lawyers are in your chambers.", intent: "team" },
  {
    message: "Me papa lan na Kuntorloh, some boys dem don build ghetto pan am, dem de smoke kush an sell drugs deh. We want lawyer fo comot dem from we lan",
    intent: "area:land",
  },
  { message: "pls i wan bk apptmnt wit a lawyer 4 my bro case, wen u free?", intent: "booking" },
  { message: "Could you advise on the recommended tapering dose of diazepam for a patient withdrawing from tramadol?", intent: "off-topic" },
  {
    message:
      "i wok at a pharmacy for 3 yers and they sack me becos they sey i steal tramadol which is not tru, they never pay my last 2 month salry. can u help me",
    intent: "area:contract",
  },
  {
    message:
      "police raid the ghetto at Wellington this morning and carry my younger brother with them they have him at Wellington police station now please what can we do",
    intent: "urgent",
  },
  { message: "What's your WhatsApp number please? I'd rather message from here in the UK than call.", intent: "phone" },
  {
    message:
      "Good afternoon. A group of nurses, myself included, wish to register our drug rehabilitation centre in Waterloo as a company limited by guarantee. Does your firm assist with this kind of registration?",
    intent: "area:business",
  },
  { message: "if polis catch u wit 1 wrap of kush is it jail or fine? fren of mine askin", intent: "legal-question" },
  { message: "helo gud evenin", intent: "greeting" },
  {
    message:
      "My cousin imports spare parts and his container at Queen Elizabeth II Quay has been held by customs for three weeks because the sniffer dogs reacted to something. Nothing illegal was found but they still won't release it. Does your firm handle this sort of port and customs problem?",
    intent: "area:shipping",
  },
  { message: "how much is transport from Wellington to Bo by poda poda now I want to go see my son at the rehab", intent: "off-topic" },
  {
    message:
      "Bismillah. I am writing on behalf of the Jalloh family of Fourah Bay. Soldiers came to the ghetto near the mosque after Jumu'ah and took away three young men, among them our son Mohamed. They are being kept at the barracks at Wilberforce since yesterday and nobody will tell us anything.",
    intent: "urgent",
  },
  {
    message:
      "Some years ago I put my gratuity into a rehabilitation centre with a former colleague. We have now fallen out over how the money was spent, and neither of us wants a court case that drags on for years. I hear there is something called mediation or arbitration. Is this something your chambers does?",
    intent: "area:arbitration",
  },
  { message: "Ow a go fen una? Na phone, WhatsApp or email, tell me all of dem", intent: "contact" },
  {
    message:
      "My nephew owes money to a ghetto boss in Freetown and they've sent boys to his mother's house saying they will cut him if he doesn't pay by Friday. He's hiding at a friend's place right now. What do we do?",
    intent: "safety",
  },
  { message: "The family is not wealthy. How much do you charge for a first consultation, and may payment be made in instalments?", intent: "knowledge:Fees" },
  { message: "my bro get court case 4 sellin pills at skul, hearing nxt wk in bo. u people do criminal case?", intent: "area:criminal" },
  { message: "wat is the sighns that sumone is smokin kush? my boyfrend eyes always red", intent: "off-topic" },
  { message: "Kindly provide your email address so that I may forward the referral letter from our centre.", intent: "email" },
  { message: "Me tenant de sell kush na me os. If polis come, dem go hol me too? Na me get di os", intent: "legal-question" },
  { message: "Are you open on Saturdays? With the time difference I can only really call at weekends.", intent: "hours" },
  {
    message:
      "My late wife and I built a house at Lumley and I am now writing my will. My eldest son has been lost to drugs for ten years, and I fear he will sell the house for kush money the moment I am gone. I want the house to pass to my daughters and grandchildren. I would like one of your lawyers to help me prepare the will.",
    intent: "area:family",
  },
  { message: "pls polis dem jus cum in our compond dey tekin my boyfrend an his frend they sey dem fin pils pls wat i do", intent: "urgent" },
  { message: "hello yes I have a problem", intent: "unknown" },
  {
    message:
      "I'm sponsoring a drug awareness programme in Makeni and need a proper written agreement with the youth group running it, so the money is used as agreed. Could one of your lawyers draft it?",
    intent: "area:contract",
  },
  { message: "is ibrahim jalloh stil wit u? ppl in bo sey he good 4 drug cases", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "The imam of our mosque asks whether he could sit with one of your lawyers after Friday prayers next week, on behalf of a family whose son is in trouble with drugs. Can an appointment be arranged?",
    intent: "booking",
  },
  { message: "I would like to schedule a consultation for next Tuesday morning regarding a resident's guardianship matter.", intent: "booking" },
  { message: "Abeg me man don smoke kush, i de beat me an di pikin dem since morning. A don run go me neighbor os. A fred fo go back", intent: "safety" },
  {
    message:
      "Our centre has been offered a plot in Tombo on a 20-year lease. Before we sign, we need someone to check the title and prepare the lease properly. Is this a service you offer?",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, I write in great distress. Last evening the police came to my neighbour's house and took away her son and my own grandson, who was only visiting, saying they belong to a drug gang. Both boys spent the night at Congo Cross police station and we have not been allowed to see them. My grandson is seventeen and a good student.",
    intent: "urgent",
  },
  { message: "wher is ur ofis exacly? i no no siaka stevens streat wel", intent: "address" },
  {
    message:
      "My son is 19 and his father sent him to a prayer camp upcountry. I've heard they chain the boys there. Is that even legal in Sierra Leone, and can I take him out without his father's agreement?",
    intent: "legal-question",
  },
  {
    message: "I want to open a small pharmacy shop at Wellington junction how do I register the business does your office do company registration",
    intent: "area:business",
  },
  { message: "Tenki tenki o, God go bless una", intent: "thanks" },
  {
    message:
      "My granddaughter has an essay to write for school on the effects of drug abuse on the youth of Sierra Leone. Could you write a few paragraphs for her? She is in JSS 3.",
    intent: "off-topic",
  },
  { message: "is there any woman lawyer in your office my wife said she prefer a woman", intent: "team" },
  {
    message:
      "Our community traders chartered a small vessel to bring rice from Conakry. The vessel was detained there after police found drugs in a crew cabin, nothing to do with us, and our rice is still on board. We need help getting the cargo back and sorting out the charter.",
    intent: "area:shipping",
  },
  { message: "If I come in person next month with my sister, is there somewhere to park a car near your office?", intent: "knowledge:Parking" },
  { message: "wat kind of cases una do? only court or oda things 2?", intent: "services" },
  {
    message: "me an my partna hav a shop an we fallout becos he use the shop mony to by drugs, we dont want cort we want sumone to setle it. u do dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "my nephew was charge to court last month for kush they give him bail but the lower they give him does not come to court any more can your office take the case",
    intent: "area:criminal",
  },
  { message: "pls urgnt!! polis jus raid d ghetto by bo lorry park, dem carry my bro & 6 oda boys 2 d station. he stil dere now", intent: "urgent" },
  { message: "Wetin fo cook fo pikin we don stop smoke kush? Dem sey i go get appetite back", intent: "off-topic" },
  {
    message: "Could you provide an overview of the areas of law your chambers practises in? We occasionally need to refer the families of our residents.",
    intent: "services",
  },
  {
    message: "my mom wan to tek my son from me becos i use to smok kush b4 but i stop now 1 yr. can she realy tek him from me in cort?",
    intent: "legal-question",
  },
  {
    message:
      "The family of the late Alhaji Sorie Bangura asks for your assistance. His estate must now be shared among his seven children, but one son is a drug user and the others fear his share will be wasted. They wish to handle the administration of the estate properly. Does your firm deal with inheritance matters?",
    intent: "area:family",
  },
  {
    message:
      "I have lived alone since my wife passed. My nephew, who smokes kush and takes pills, moved in two months ago. Tonight he demanded money, and when I refused he broke my glasses and said he will burn the house with me inside. I have locked myself in the bedroom and am typing this on my phone.",
    intent: "safety",
  },
  { message: "Could I book a video consultation with one of your lawyers? I'm in Croydon and can do any weekday after 2pm UK time.", intent: "booking" },
  {
    message:
      "the man who rented my shop at Wellington turn it to a drug ghetto and stop paying rent for one year I want to end the lease and take back my place",
    intent: "area:land",
  },
  { message: "Good morning.", intent: "greeting" },
  { message: "Una de opin Satide? A nor get tem na wikday", intent: "hours" },
  {
    message:
      "My husband and I want to invest in a small private clinic in Freetown that will also treat drug addiction. Can your firm advise on setting up the company and bringing the money in from the UK?",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir, one of our residents absconded yesterday and was picked up by police at PZ this morning. He is being held at Central Police Station and we are told he will not be released without a lawyer. He is vulnerable and on medication. Please advise urgently.",
    intent: "urgent",
  },
  { message: "u kno any rehab in bo dat hiring? i wan job as counsellor", intent: "off-topic" },
  {
    message:
      "I supplied food to a prayer camp in Waterloo for eight months under a written agreement. They have paid only half and keep making excuses. I want the agreement enforced.",
    intent: "area:contract",
  },
  { message: "pls i nid help", intent: "unknown" },
  {
    message:
      "Our centre ordered donated medical supplies shipped from Rotterdam. Customs at Queen Elizabeth II Quay have held the consignment because it contains controlled medicines, although we hold all the permits. We require legal assistance to have the cargo released.",
    intent: "area:shipping",
  },
  {
    message: "police stop me on my okada and search my bag without any reason they say they looking for kush do they have the right to do that",
    intent: "legal-question",
  },
  { message: "Please send the telephone number of the chambers so that the father of the boy can call.", intent: "phone" },
  {
    message:
      "We had an arbitration in Freetown against the contractor who built our family's rehab facility so badly. We won the award but he refuses to pay. Is enforcing it something you handle?",
    intent: "area:arbitration",
  },
  { message: "Di ghetto boss dem de na me do now, dem sey me pikin tif dem kush an dem go kil am. I nor de open do. Abeg", intent: "safety" },
  { message: "how many lawyers una get der?", intent: "team" },
  {
    message: "my brotha was cot wit pils at skool last term, the case is in court now an he is at home. we nid a lawyer to defend him",
    intent: "area:criminal",
  },
  { message: "is it going to rain tomorrow in Freetown I want to know if I will ride", intent: "off-topic" },
  { message: "Una lawyer dem de tok Krio? A nor sabi tok English fine", intent: "knowledge:Languages spoken" },
  { message: "my gf born 3 month ago & her papa sey i cant see d baby cos i smoke. i wan custody or at least 2 see my pikin", intent: "area:family" },
  { message: "What is the correct email address for sending a consultation request? I prefer writing to telephoning.", intent: "email" },
  {
    message:
      "Please, my son flew to Freetown on holiday and was picked up in a raid at a beach bar in Lumley last night. He's British, 22, and he's still locked up at Lumley police station. We are desperate.",
    intent: "urgent",
  },
  { message: "what are the things your lawyers do I want to know if you handle case like my brother own", intent: "services" },
  {
    message:
      "A young man of our congregation was found with kush and the police let him go after his father paid them money. Now they come again asking for more. Is the family obliged to pay, and what can happen if they refuse?",
    intent: "legal-question",
  },
  { message: "cn i cum see a lawya on thursdy abt my bf case? wat time", intent: "booking" },
  {
    message:
      "My late brother's land at Hastings was meant to be shared among the family. His eldest son, who is heavily into drugs, has been selling portions of it to strangers without anyone's consent, and now three different buyers claim the same plot. We need the title searched and the family's rights protected.",
    intent: "area:land",
  },
  { message: "Is there a national helpline for drug addiction that we could display on our centre's noticeboard?", intent: "off-topic" },
  { message: "What documents should I tell my sister to bring to the first meeting about her son's court case?", intent: "knowledge:What to bring" },
  { message: "hw do i contac u pple? i hav no credit 2 call", intent: "contact" },
  { message: "wer una ofis de? i go cum frm bo nxt wk", intent: "address" },
  {
    message:
      "Our mosque employed a caretaker under a written contract. He has been found using drugs in the compound and the committee wishes to end his employment lawfully. We need help with the contract.",
    intent: "area:contract",
  },
  {
    message:
      "Please help. NDLEA officers came to my house at dawn, searched every room and took my son away in their vehicle. We do not know where they have taken him and it has been six hours.",
    intent: "urgent",
  },
  { message: "if i buy pills frm pharmacy witout prescription is it crime?", intent: "legal-question" },
  { message: "Me an me sista dem wan register NGO fo ep pikin dem we de smoke kush. Una de do dat kain registration?", intent: "area:business" },
  { message: "Thank you so much, that's very helpful.", intent: "thanks" },
  { message: "What verses of the Quran speak about intoxicants? I want to share them with the young men after prayers.", intent: "off-topic" },
  {
    message:
      "people in my area say my brother is the one who bring the police to the ghetto now a crowd of boys are outside our gate with sticks and stones please",
    intent: "safety",
  },
  { message: "my uncl vessel held at QE2 quay, customs wan search it 4 drugs, 2 wks now. u do shipping cases?", intent: "area:shipping" },
  { message: "hw much u charj for a cort case? my fmly dnt hav much mony", intent: "knowledge:Fees" },
  {
    message:
      "Our centre has a dispute with the company that supplies our laboratory test kits. The contract provides for arbitration. Can your chambers represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Ok a de go now. Bye bye", intent: "goodbye" },
  {
    message:
      "My brother's son was convicted in Bo for dealing and given five years. The family believes the trial was unfair and wants to meet a lawyer about an appeal. Can we arrange an appointment next week while I'm in Freetown?",
    intent: "booking",
  },
  { message: "Will the chambers be open during the Eid holiday, or should the family wait until the following week?", intent: "hours" },
  { message: "dey tek my sista frm the market dis mornin polis sey she keep drugs for her boyfren. she dey at the station stil pls", intent: "urgent" },
  { message: "u open 2moro 8am?", intent: "hours" },
  {
    message: "Me man don tay de smoke kush, i nor de gi mi moni fo di pikin dem skul fees. A wan divorce am an mek i de pay fo di pikin dem",
    intent: "area:family",
  },
  {
    message:
      "they just pick my son from the football field the police say he is a drug dealer now he is in the back of their van going to Kissy station please",
    intent: "urgent",
  },
  { message: "hw do i get my boyfren to stop smokin kush, he dont lisen to me at al", intent: "off-topic" },
  {
    message:
      "My nephew in Freetown has a conviction for cannabis from 2019. He's trying to make a fresh start. Can a conviction like that ever be wiped from his record in Sierra Leone after some years?",
    intent: "legal-question",
  },
  {
    message:
      "A former pupil of mine, now a man of thirty, came to me for advice last week. He was arrested in a raid on a ghetto in Grafton two months ago, spent a week in custody, and is now on bail awaiting trial for drug trafficking, though he insists he was only buying food nearby. He has no money for a lawyer, but I am willing to help him. I would like your firm to defend him.",
    intent: "area:criminal",
  },
  {
    message:
      "Please, a mother from our community is hiding in the mosque tonight. Her son, who is on kush and pills, beat her this evening and has threatened to come back with his friends to finish her. She is afraid for her life.",
    intent: "safety",
  },
  { message: "hello good afternoon to you", intent: "greeting" },
  { message: "my late papa land in bo, my uncle sell part 2 a dealer who build ghetto on it. we wan get it bk", intent: "area:land" },
  {
    message:
      "Could you tell me whether your chambers has lawyers who specialise in both family and criminal matters? I would like to know a little about the team.",
    intent: "team",
  },
  { message: "A wan kam si lawyer na Wenesde fo tok bot me pikin case. Abeg put me name down", intent: "booking" },
  {
    message:
      "I hired a counsellor in Freetown to work with my nephew for six months under a signed contract and paid half upfront. He stopped coming after three weeks and won't refund a penny. Can you help me enforce the contract?",
    intent: "area:contract",
  },
  { message: "Polis dem kam na os dis mornin, dem de bit di do now, dem sey dem de fen me boy pikin. Abeg wetin a fo do", intent: "urgent" },
  {
    message: "What is the best way to manage aggressive behaviour in residents withdrawing from kush? Are there any training materials you could recommend?",
    intent: "off-topic",
  },
  {
    message:
      "Some businessmen of our community want to form a company to run a vocational training centre for young men recovering from drugs. They have asked us to find lawyers to help with the shareholders agreement. Is this within your work?",
    intent: "area:business",
  },
  { message: "wat is ur fone numba pls", intent: "phone" },
  {
    message: "my landlord say he will throw me out because my brother who live with me smoke kush can he do that if I always pay my rent",
    intent: "legal-question",
  },
  {
    message:
      "Good day. We are expecting a shipment of hospital beds for the centre at Queen Elizabeth II Quay, but the shipping line says the bill of lading has been lost and the cargo cannot be released. Can your shipping lawyers assist?",
    intent: "area:shipping",
  },
  { message: "cn i park my bike near ur ofis or i go pay 4 parking?", intent: "knowledge:Parking" },
  {
    message:
      "They've taken my brother's boy from Bo Government Secondary School straight to the police post after they found pills in his locker. He's 15 and he's still there, and no one will let his mother see him.",
    intent: "urgent",
  },
  {
    message:
      "me and the other okada riders put money together to buy bikes then one of them use the money for drugs we want someone in the middle to settle it not court",
    intent: "area:arbitration",
  },
  { message: "Jazakallahu khairan for your quick response. The family is grateful.", intent: "thanks" },
  { message: "Abeg wetin na di medisin fo kush? Me pikin de shek an i nor de slip", intent: "off-topic" },
  {
    message: "my sistr dey in rehab an her babi is wit me for 1 yr now, i wan adopt him propaly so he can go skul wit my name. u do adoption?",
    intent: "area:family",
  },
  { message: "pls d boys 4rm d ghetto r chasin me, dey sey i snitch. im hidin in a shop nw in bo", intent: "safety" },
  { message: "Can you send me your email? I'd like to send scanned copies of my nephew's court papers from London.", intent: "email" },
  {
    message:
      "A question that has troubled me for some weeks. My son, who has been in and out of rehab, signed away his share of our family house to a friend while he was high on drugs. Surely such a signature cannot be valid when a man is not in his right mind? Can the family have it set aside?",
    intent: "legal-question",
  },
  {
    message:
      "the police charge my friend for selling kush but is not his own he was just keeping the bag for someone his case start next month we need lawyer to defend him",
    intent: "area:criminal",
  },
  { message: "wat do u pple do?", intent: "services" },
  {
    message:
      "Dear Sir, a young man who attends our outpatient programme was detained yesterday during a police operation at Susan's Bay. He remains in custody at Eastern Police Station without charge and has not received his medication. Kindly advise what can be done immediately.",
    intent: "urgent",
  },
  {
    message: "Could you kindly tell me your opening hours? At my age I prefer to come early, before the traffic on Siaka Stevens Street becomes impossible.",
    intent: "hours",
  },
  {
    message:
      "A widow in our jama'a rents part of her compound to a man who is now selling drugs from it. Young boys gather there day and night. She wishes to end the tenancy and recover the property properly.",
    intent: "area:land",
  },
  { message: "Please can I arrange a phone consultation for this Thursday at 11 am Freetown time? It's regarding my niece's children.", intent: "booking" },
  { message: "hw 2 pass bece wit small study? dis kush tin mess me up", intent: "off-topic" },
  { message: "A yeri sey Fatmata Kamara na good lawyer fo mami dem we get pikin palava. I stil de wok na una ofis?", intent: "attorney:Fatmata Kamara" },
  {
    message:
      "me an 2 frends open a small shop in Calaba Town an now 1 of dem wan tek all bcos his uncle put mony. we nevr rite anytin. hw we register the biznes propaly wit shares",
    intent: "area:business",
  },
  { message: "give me all the ways I can reach your office phone email whatsapp everything", intent: "contact" },
  {
    message:
      "Assalamu alaikum. Police officers are at this moment at the house of Pa Sesay in our community, taking his two sons away in handcuffs. The family has asked me to write to you immediately.",
    intent: "urgent",
  },
  {
    message:
      "I have been offered a post as senior nurse at a private rehabilitation clinic. The contract contains a clause that I cannot leave for two years without paying a heavy penalty. I would like a lawyer to review it before I sign.",
    intent: "area:contract",
  },
  { message: "my ex sey he wil nt pay for our daughta again bcos i smoke b4. he can stop pay just like dat?", intent: "legal-question" },
  {
    message:
      "my wife brother he take too much tramadol and now he is holding a knife in our yard saying nobody should come near him the children are inside with me",
    intent: "safety",
  },
  { message: "Kindly share your full office address, including any nearby landmark, for our driver.", intent: "address" },
  {
    message:
      "Me bra rent im boat to some man dem fo kari goods, dem use am kari kush, now di harbour pipul dem hol di boat na di Quay. Me bra nor sabi natin. Una de ep wit boat palava?",
    intent: "area:shipping",
  },
  { message: "Does anyone at the firm speak French? My sister-in-law is from Guinea and her English is limited.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Two families of our mosque have a dispute over a business partnership that failed after one partner's son stole goods to buy drugs. They want an arbitrator to decide, not a court. Can your chambers conduct this?",
    intent: "area:arbitration",
  },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "my cuz in kenema, d ghetto boys beat am las nite an sey dey go cum bak 2nite 2 finish am. he dey hide in my room nw", intent: "safety" },
  {
    message: "I am organising a drug awareness talk at my old school. Could you recommend a projector that works well with a small generator?",
    intent: "off-topic",
  },
  { message: "I want to come and see your lawyer tomorrow afternoon about my son case can you give me time", intent: "booking" },
  { message: "How many of your lawyers are women? Several of our residents' mothers would feel more comfortable speaking with a woman.", intent: "team" },
  { message: "Me pikin get kes na court fo kush, dem gi am bail. Di judge sey i go kam bak nex mont. A wan lawyer fo defend am", intent: "area:criminal" },
  { message: "eh so wat now", intent: "unknown" },
  {
    message:
      "I write on behalf of my neighbour, a widow who cannot read. Her only son was taken by men in uniform during a raid on the ghetto behind our street at about four this morning. She has walked to three police stations, and at Kissy they admitted he is there, but they refuse to let her see him or say what he is charged with.",
    intent: "urgent",
  },
  {
    message: "Do you know a reputable rehab centre in Freetown where I could send my nephew? Somewhere with proper doctors, not a prayer camp.",
    intent: "off-topic",
  },
  { message: "I want to book appointment with the family lawyer my wife want divorce because of my kush problem before but I stop now", intent: "booking" },
  {
    message: "If a resident leaves our centre against medical advice and later harms someone, can the centre be held legally responsible?",
    intent: "legal-question",
  },
  {
    message: "my ex bf is on drugs an he keep folowin me home, tonite he stand by my window wit a nife sayin he go cut my face. i am scared pls",
    intent: "safety",
  },
  { message: "The family would like to know which kinds of cases your chambers takes on, so we know whether to come to you.", intent: "services" },
  { message: "cn i cum 2moro 2pm 2 c a lawyer? abt my cuz case", intent: "booking" },
  {
    message:
      "My late father's land in Waterloo has been taken over by squatters who've built a kush ghetto on it. The family is all abroad and nobody has been looking after it. We need someone to confirm our title and get them off the land.",
    intent: "area:land",
  },
  { message: "wat tym u clos on friday?", intent: "hours" },
  {
    message:
      "A group of retired teachers, of whom I am one, wish to open a small guest house with the profits going to a drug rehabilitation programme. We are unsure whether to register as a company or in some other form. We would value your firm's help with the registration.",
    intent: "area:business",
  },
  { message: "polis jus pick me & my fren at d junction, dey sey we get kush. dey de tek us 2 d station nw. pls", intent: "urgent" },
  { message: "Wetin na una WhatsApp number? A go sen voice note", intent: "phone" },
  {
    message:
      "my employer at the construction site say he will sack me because they find kush in the workers room but is not mine I have a contract for one year help me",
    intent: "area:contract",
  },
  { message: "Please can you recommend a supplier of urine drug testing kits in Freetown?", intent: "off-topic" },
  {
    message:
      "If my nephew goes voluntarily into a rehab centre, can the police still arrest him later for drugs he used before? His mother is terrified to send him.",
    intent: "legal-question",
  },
  {
    message:
      "my uncle send 40 bags of cocoa on a ship frm conakry an wen it reach QE2 quay half of it spoil bcos custom hold it 2 long lookin 4 drugs. we wan claim 4 d spoil cargo, u do dat?",
    intent: "area:shipping",
  },
  { message: "Salaam. Good afternoon to the chambers.", intent: "greeting" },
  {
    message: "Di pipul we rent mi bus fo di rehab centre nor pay, an di agriment sey if palava kam we fo go arbitration. Una de do dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "they lock my brother in the cell at Wellington police station from Saturday till now no court no bail they say he is keeping drugs for the ghetto boss",
    intent: "urgent",
  },
  {
    message: "Could you give me an idea of your fees for defending a young man at trial? I am a pensioner and would need to pay in parts.",
    intent: "knowledge:Fees",
  },
  { message: "Me pikin dem de fet wit knife na di compound, di big wan don drink tramadol an i sey i go kil di smol wan. Abeg", intent: "safety" },
  {
    message:
      "A former resident of ours was convicted last year of possession and sentenced to two years. New evidence suggests the drugs were planted. We would like to know whether your criminal team handles appeals.",
    intent: "area:criminal",
  },
  { message: "pls rite me a poem abt my bruda who die from kush, for his funeral on satday", intent: "off-topic" },
  { message: "What are all the ways I can get in touch with you from abroad? Phone, WhatsApp, email?", intent: "contact" },
  {
    message:
      "A boy of our madrasa, aged 14, was caught with pills at school last month and released to his father. The police now say he must attend court. The family asks: can a child of 14 be tried like an adult?",
    intent: "legal-question",
  },
  { message: "my papa die las yr, my step mum sey i no get share 4 d house cos i smoke. i wan my inheritance. u hep wit dat?", intent: "area:family" },
  { message: "okay thank you very much for the information", intent: "thanks" },
  {
    message:
      "The community has donated a piece of land in Kenema to our centre, but we have no title documents. Could your land team assist with conveyancing and registering the title?",
    intent: "area:land",
  },
  { message: "Please arrange a meeting with one of your lawyers for the Kamara family on Monday after Zuhr, if possible.", intent: "booking" },
  { message: "dey jus tek my bruda frm d hous, polis in 3 cars, dey drag him out in his boxer. pls hep", intent: "urgent" },
  { message: "what is your email I want to send the paper for my brother case", intent: "email" },
  { message: "wich team go win d league dis yr? bo rangers or east end?", intent: "off-topic" },
  {
    message:
      "My brother-in-law is a shareholder in a Freetown pharmacy company. The other shareholders are selling tramadol without prescriptions and he wants out before it ruins him. Can your business lawyers help with his shares and the governance problems?",
    intent: "area:business",
  },
  {
    message: "Which documents should our centre bring to the initial consultation? We have admission records, consent forms and the police bail papers.",
    intent: "knowledge:What to bring",
  },
  {
    message: "i rent my car to a man 4 1 month, we sign paper. he use it to carry kush an d polis tek d car. he refuse 2 pay me. i wan him 2 pay",
    intent: "area:contract",
  },
  { message: "If polis fen kush na me pikin room, dem go sez me os?", intent: "legal-question" },
  {
    message:
      "My sister just called me crying from Freetown. Her husband came home high and is smashing everything, he's already hit her and she's locked in the bathroom with the baby. I'm in London and I don't know what to do.",
    intent: "safety",
  },
  {
    message:
      "I own a share in a small cargo boat that runs between Freetown and Bonthe. Last month the charterer used the boat to move illegal pills, and it was impounded at the Quay though none of the owners knew. We need help to get the vessel released and to claim against the charterer under the charter party.",
    intent: "area:shipping",
  },
  { message: "aight im off, l8r", intent: "goodbye" },
  { message: "Una de opin dis Fraide? A wan kam bitwin tu an tri.", intent: "hours" },
  {
    message:
      "Our centre's agreement with a donor includes an arbitration clause, and the donor has now stopped funding mid-programme. We would like to begin arbitration. Is this within your practice?",
    intent: "area:arbitration",
  },
  { message: "how many lawyers you have in your office and who are they", intent: "team" },
  { message: "Can you recommend a counsellor for a family dealing with a son's addiction? Someone who understands Islam.", intent: "off-topic" },
  { message: "Usai una ofis de? A de kam fom Kissy", intent: "address" },
  {
    message:
      "A sister of our community wishes to divorce her husband, who has been using drugs for many years and no longer provides for the home. She was married under Islamic rites. Does your firm handle such divorces?",
    intent: "area:family",
  },
  { message: "do u only do court cases or u do oda tins like land an familly?", intent: "services" },
  { message: "Is there parking for a small bus? Several family members will come together.", intent: "knowledge:Parking" },
  {
    message:
      "Good evening. Our driver has just informed me that police stopped our centre's vehicle at the Kissy checkpoint and took two of our residents into custody. They are being held at the checkpoint post as we speak.",
    intent: "urgent",
  },
  { message: "tnx alot u realy help me", intent: "thanks" },
  {
    message:
      "My nephew Abu was arrested two days ago in Bo after a raid on a ghetto near the lorry park. He's still at Bo police station and the family says the officers want money to release him. Please, what can you do from your side?",
    intent: "urgent",
  },
  {
    message:
      "I buy one town lot in Wellington from a man and pay everything now I hear the man is a drug dealer and the land is not his own the real family is coming I want to check if the land paper is correct",
    intent: "area:land",
  },
  { message: "Abeg ow much na tramadol na pharmacy now? Me sista sey i don go op", intent: "off-topic" },
  { message: "cn polis test my urine by force if dey stop me?", intent: "legal-question" },
  {
    message:
      "My daughter married a man who, we later learned, is deep in the drug trade. She has now left him and come home with their two small children, and he keeps saying he will take the children to Guinea. We want the court to give her custody and to order him to pay for the children's upkeep.",
    intent: "area:family",
  },
  {
    message:
      "A resident's mother has just arrived at our centre with bruises. She says her other son attacked her this morning while high on kush and that he is on his way here looking for her. We need guidance immediately.",
    intent: "safety",
  },
  { message: "What are the days and times when the chambers receives visitors?", intent: "hours" },
  { message: "me & my bois wan register a small biznis, car wash in bo 2 keep us off d street. hw we do it? u hep?", intent: "area:business" },
  { message: "A wan si lawyer fo mi pikin case, Monde mornin. Una go gi mi tem?", intent: "booking" },
  {
    message: "Is Mohamed Conteh still handling land matters with you? A friend recommended him for my late father's property.",
    intent: "attorney:Mohamed Conteh",
  },
  {
    message: "please the military just enter our street and they are taking all the young boys from the ghetto into their truck my son is among them right now",
    intent: "urgent",
  },
  {
    message:
      "Our imam has been asked to assist a young man who was arrested in February and is now on bail, charged with possession of cannabis with intent to supply. He maintains his innocence. The family wishes to engage your firm for his defence.",
    intent: "area:criminal",
  },
  {
    message:
      "In my retirement I am writing a small book about the kush epidemic in Freetown. Do you know a printer who can produce two hundred copies cheaply?",
    intent: "off-topic",
  },
  { message: "do u get lawyer dat specialise 4 drug cases? who?", intent: "team" },
  {
    message: "Me sign paper wit wan man fo sell im provision, i sey i go gi mi half di profit. Naw i nor wan pe. Abeg ep mi fo mek i pe",
    intent: "area:contract",
  },
  { message: "my husbnd is in rehab an he dnt wnt me 2 visit, can d rehab centr stop me frm seein him? im his wife", intent: "legal-question" },
  {
    message:
      "My company in London shipped a container of second-hand clothes to Freetown. Customs at Queen Elizabeth II Quay found tablets hidden in one bale, put there by someone at the loading port, and now they want to confiscate the whole container. We need a shipping lawyer to deal with customs.",
    intent: "area:shipping",
  },
  { message: "Could you please confirm the firm's landline or mobile number for our records?", intent: "phone" },
  { message: "d ghetto boss sey if i nor pay wat i owe 2nite dey go burn my mama shop. dey don beat my bro already. pls", intent: "safety" },
  {
    message:
      "My late friend's family and a businessman have been fighting for two years over a joint venture that collapsed when the businessman's son stole the stock to feed his drug habit. Both sides are tired of the courts, and I have suggested they try mediation with a neutral professional. Could your chambers mediate?",
    intent: "area:arbitration",
  },
  { message: "Kindly share the consultation email address. The father would like to write formally.", intent: "email" },
  { message: "wassup", intent: "greeting" },
  { message: "d nebor build his fence into our land an he use it 2 sell kush, dey smoke der day an nite. we wan d boundary fix", intent: "area:land" },
  { message: "Dem don tek me broda pikin na Waterloo polis station sins Tuzde. Nobodi nor sey natin. I nor ebul fo it", intent: "urgent" },
  { message: "my phone charge is finish quickly when I am riding which charger is good for okada", intent: "off-topic" },
  {
    message: "Is a rehabilitation centre permitted by law to restrain a resident who becomes violent, and if so, what are the limits?",
    intent: "legal-question",
  },
  {
    message:
      "The mosque committee has received an offer from a businessman to invest in a youth skills centre as a joint venture. We would like your business lawyers to look at the investment and governance arrangements before we agree.",
    intent: "area:business",
  },
  { message: "does any of your lawyers speak Temne my mother will come and she does not speak English well", intent: "knowledge:Languages spoken" },
  {
    message: "Me pikin papa don die, i lef os fo di pikin, bot im broda dem sey dem go tek am. A wan lawyer fo ep we kip di os fo di pikin",
    intent: "area:family",
  },
  { message: "Hello, it's about my nephew.", intent: "unknown" },
  { message: "i wan book apointmnt pls, nxt wek any day", intent: "booking" },
  {
    message:
      "Forgive the haste of this message. My grandson has just telephoned me from Lumley police station, where he says he has been held since last night after a fight at a kush base near the beach. He sounded frightened and says they are refusing him food and water.",
    intent: "urgent",
  },
  {
    message:
      "We would like a lawyer to draft standard employment contracts for the counsellors and cleaners at our centre, including confidentiality and drug-testing clauses.",
    intent: "area:contract",
  },
  { message: "hw much 4 lawyer 2 go court wit my bro? we no get plenty money. legal aid?", intent: "knowledge:Fees" },
  { message: "is it tru dat kush is made wit human bone? evry1 sey so", intent: "off-topic" },
  { message: "can you tell me what kind of work your lawyers do", intent: "services" },
  {
    message:
      "My nephew was beaten by police during a ghetto raid last year and still has the scar. He was released without charge. We want to bring a human rights complaint against the officers. Is that something you'd take on?",
    intent: "area:criminal",
  },
  { message: "Please give all the contact details of the chambers so that I may pass them to the family.", intent: "contact" },
  { message: "if I give a customer a ride and police find drugs in his bag can they charge me too I did not know", intent: "legal-question" },
  {
    message:
      "We have learned that a young woman of our community is being kept chained in a room at a prayer camp near Port Loko and beaten daily to drive out the drugs. Her family fears she will die there.",
    intent: "safety",
  },
  {
    message: "Would you give me directions to your chambers from the Cotton Tree? My eyes are not what they were, and I would like to walk the right way.",
    intent: "address",
  },
  { message: "my uncl ship cargo of cement frm ghana, d shipping line sey d cargo go 2 wrong port. we wan claim. u do dat?", intent: "area:shipping" },
  { message: "Please confirm whether your office is open on public holidays such as Independence Day.", intent: "hours" },
  { message: "we have an award from arbitration against a man who owe our okada union but he is not paying we want to enforce it", intent: "area:arbitration" },
  { message: "What's the cheapest flight from Heathrow to Lungi in December? I want to go and see my nephew in rehab.", intent: "off-topic" },
  {
    message: "I should be grateful if you would arrange for me to see a land lawyer on Wednesday morning. I have the documents of the Hastings land with me.",
    intent: "booking",
  },
  { message: "Una lawyer dem na ol man dem or yong wan dem? A wan no dem bifo a kam", intent: "team" },
  { message: "wat paprs i shud bring wen i cum 4 my bruda case?", intent: "knowledge:What to bring" },
  { message: "dem lock my fren up in d cell at kenema since fri, no charge, dey sey he get pills. help", intent: "urgent" },
  { message: "my babi fadr dey sell kush an he get mony but he refus 2 giv anytin 4 d child. i wan him 2 pay maintenance", intent: "area:family" },
  {
    message:
      "The family of Alimamy Kanu asks for urgent help. Their son, aged 19, was seized by police in the raid on the Mabella ghetto on Sunday night. Three days later he is still in the cell at Ross Road police station and has not been brought before a magistrate.",
    intent: "urgent",
  },
  { message: "how much is one litre of fuel today in Freetown", intent: "off-topic" },
  {
    message:
      "I have a tenant whom I now suspect is running a drug business from my boys' quarters. I want to put him out tomorrow and throw his things into the street. Am I within my rights to do that, or must I go through the courts?",
    intent: "legal-question",
  },
  { message: "pls my sis bf is high an he tek her in2 d room, we hear her scream, he lock d door. wat we do", intent: "safety" },
  {
    message: "Me granpa lan na Allen Town, di famili de fet bot am. Wan broda sel pat to ghetto boss. We wan lawyer fo luk di paper dem an sot di palava",
    intent: "area:land",
  },
  {
    message: "We would like to arrange an appointment for the mother of a resident, preferably on Friday at 10 am. Please confirm availability.",
    intent: "booking",
  },
  { message: "wat tym una close 2day?", intent: "hours" },
  {
    message: "I and my brothers want to start a transport company with ten okadas we want to register it properly and share the ownership can you help us",
    intent: "area:business",
  },
  { message: "Before I send my sister to you, can you tell me what sorts of legal matters you deal with? Is it only court cases?", intent: "services" },
  {
    message:
      "i work 4 a compny in bo, dey mak us do drug test an dey sak me witout payin end of service. my contract sey 1 month notice. cn u help me get my money",
    intent: "area:contract",
  },
  { message: "pls my mum jus call, polis dey in our hous nw searchin 4 kush an dey sey dey will tek my bruda wit dem", intent: "urgent" },
  { message: "I will bring my okada where can I park it near your office is it safe", intent: "knowledge:Parking" },
  { message: "Could you recommend a reliable pharmacy in Freetown that stocks naltrexone?", intent: "off-topic" },
  { message: "Me pikin get kes fo drugs na Bo, di trial don start, i de na os. Di lawyer we wi get don lef am. A nid nyu lawyer", intent: "area:criminal" },
  { message: "If my nephew is convicted of possession in Sierra Leone, could he lose his right to travel or to get a passport?", intent: "legal-question" },
  {
    message:
      "Would you kindly tell me the telephone number of the chambers? I do not manage this WhatsApp business very well and would rather speak to a person.",
    intent: "phone",
  },
  {
    message:
      "A brother of our mosque chartered a vessel to carry palm oil to Guinea. The owners cancelled at the last minute, claiming the police had raised drug suspicions about his crew, and kept his deposit. He wants to claim under the charter party.",
    intent: "area:shipping",
  },
  { message: "Hi there, good evening from London!", intent: "greeting" },
  {
    message: "me an my partna hav salon 2geda, she tek the mony 4 drugs. we sign agremnt dat sey we go 2 mediation if we disagree. can u do d mediation?",
    intent: "area:arbitration",
  },
  { message: "Wetin a fo kam wit wen a de kam si di lawyer? Di polis paper dem?", intent: "knowledge:What to bring" },
  {
    message:
      "the man I owe for the okada he send boys with cutlass to my house they say they will kill me tonight if I don't pay I have my wife and children here",
    intent: "safety",
  },
  {
    message:
      "We have just been informed that a former resident, aged 17, was taken into custody at Aberdeen this morning during a police sweep. He is currently at the Aberdeen police post. As a minor, he should not be held with adults. Please assist.",
    intent: "urgent",
  },
  {
    message:
      "My younger brother passed last year without a will. His widow is struggling, and his son from an earlier marriage, a known drug user, is demanding the family house. I should like your firm to help us obtain letters of administration and settle the estate fairly.",
    intent: "area:family",
  },
  { message: "wat is ur emal adres?", intent: "email" },
  { message: "hw 2 make beat 4 my song abt ghetto life? need free app", intent: "off-topic" },
  { message: "the police take my okada when they arrest my passenger for drugs they say is evidence can they keep my bike how long", intent: "legal-question" },
  {
    message:
      "My late mother left a house in Kissy to me and my siblings. My brother, who's on drugs, has rented rooms out to his ghetto friends without our agreement. We need a lawyer to sort out the leases and protect the property.",
    intent: "area:land",
  },
  { message: "How many lawyers work at the chambers, and are there both men and women among them?", intent: "team" },
  { message: "I want appointment Friday morning with any lawyer about my land in Wellington", intent: "booking" },
  {
    message:
      "Our centre has received an investment offer from a foreign NGO in exchange for a seat on our board. We need advice on governance and the terms of the investment.",
    intent: "area:business",
  },
  { message: "Dem jus kam ol me pikin na skul get, polis, dem sey i get pils. Dem put am na dem motoka now", intent: "urgent" },
  { message: "Thank you for your prompt assistance. It is much appreciated.", intent: "thanks" },
  {
    message:
      "my brother is on bail for drug case he must report every week to the police station but now they say his bail is cancel we need lawyer for the court",
    intent: "area:criminal",
  },
  { message: "Could you tell me how the Leone Stars fared in their last match? My grandsons talk of nothing else.", intent: "off-topic" },
  { message: "hw cn i rich una? fone, email, wtsap?", intent: "contact" },
  { message: "Are we legally obliged to report to the police a resident who admits during counselling that he has sold drugs?", intent: "legal-question" },
  {
    message:
      "Some months ago I lent money to a young man to start a business on condition that he stayed off drugs, and we wrote it all down and signed it. He has gone back to the ghetto and refuses to repay. I would like the agreement enforced.",
    intent: "area:contract",
  },
  { message: "Wassalam. We will be in touch. Goodbye.", intent: "goodbye" },
  { message: "Me broda don smok kush tu tu dey, i sey dem de fala am, i de trowe ston na me an me pikin dem. We de ayd na di kichin", intent: "safety" },
  { message: "wat kin of help cn i get frm ur firm?", intent: "services" },
  {
    message:
      "I send my okada spare parts from China in a container it reach the quay but they say my name is not on the document and they will not release it until I pay big money",
    intent: "area:shipping",
  },
  { message: "What time do you close on Fridays, Freetown time? I'd need to call after work here.", intent: "hours" },
  {
    message:
      "I am sorry to trouble you so late. Men from the police came to my street tonight and are at my neighbour's door as I write, pulling her two sons out of the house and beating them. They say it is about drugs. The mother begged me to contact a lawyer.",
    intent: "urgent",
  },
  {
    message:
      "My brother-in-law's company has an arbitration award against a Freetown distributor who sold counterfeit medicines under their brand. The distributor won't pay. Can your firm enforce the award in Sierra Leone?",
    intent: "area:arbitration",
  },
  { message: "Is there a lawyer who speaks Mende? The grandmother of the boy speaks only Mende.", intent: "knowledge:Languages spoken" },
  { message: "i wan look nice 4 my bf wen he cum out of rehab, were cn i buy cheap wig in freetown?", intent: "off-topic" },
  { message: "Please tell us where the chambers is located. The family is coming from Fourah Bay.", intent: "address" },
  { message: "how much money I will pay to see the lawyer first time", intent: "knowledge:Fees" },
  { message: "pls cn i get apointmnt wit lawya 4 my custdy case, i work til 3 so aftr 3", intent: "booking" },
  {
    message:
      "Forty years ago I bought a plot at Regent with my savings. I have lately discovered that a young man calling himself a ghetto boss has fenced part of it and built a shack where boys smoke kush. When I went there with my walking stick they laughed at me. I need a lawyer to search the title, confirm the boundaries and recover my land.",
    intent: "area:land",
  },
  { message: "bro pls dey tek my cousin 4rm d ghetto raid 2day, he in d cell at bo central now, dey sey no bail till monday", intent: "urgent" },
  { message: "What time is Maghrib prayer in Freetown today?", intent: "off-topic" },
  { message: "Di skul sey dem nor go gi me pikin in WASSCE sertifiket bikos dem kech am wit kush. Dem get rayt fo du dat?", intent: "legal-question" },
  {
    message:
      "A young woman has just phoned our centre's hotline. Her husband is high on pills and has locked her in their house, saying he will kill her and the baby if she tries to leave. She is whispering from inside a wardrobe.",
    intent: "safety",
  },
  {
    message:
      "My brother and his wife in Freetown are divorcing. She's been using drugs heavily and he wants to make sure he gets custody of their three kids and that the house is shared fairly. He's asked me to find a family lawyer from here. Can your firm take it on?",
    intent: "area:family",
  },
  { message: "hw meny lawyas r der in ur ofis?", intent: "team" },
  { message: "Kindly schedule a consultation for the Koroma family next week, any day except Friday.", intent: "booking" },
  { message: "Me an me kompin dem wan open wan kompany fo sel bluk an san. Wi wan du am bay di law, rejista an ol tin. Una de ep?", intent: "area:business" },
  {
    message: "I would like to know whether Christiana Thomas is available to advise on a staff employment contract dispute at our centre.",
    intent: "attorney:Christiana Thomas",
  },
  { message: "r u opn on sundy?", intent: "hours" },
  {
    message:
      "my cousin brother was arrested last year for kush they release him on bail but the case still going now they change the charge to dealing we need a strong lawyer to defend him",
    intent: "area:criminal",
  },
  {
    message:
      "Please help us. My sister's son was picked up by police at the Kissy ferry terminal two hours ago, with a friend who had pills in his bag. He's 17. They're holding him at the terminal police post and won't call his mother.",
    intent: "urgent",
  },
  { message: "wat d best data bundle 4 africell? mine finish fast", intent: "off-topic" },
  {
    message:
      "A young man of our community signed a three-year employment contract as a security guard. The company now insists on random drug tests not mentioned in the contract and threatens dismissal if he refuses. He needs help with this dispute with his employer.",
    intent: "area:contract",
  },
  { message: "Wetin una de du na una ofis? Una de ep pipul we get kes?", intent: "services" },
  {
    message:
      "Can the police in Sierra Leone hold someone for more than 72 hours without charging them? My nephew was held for five days last month before they let him go.",
    intent: "legal-question",
  },
  {
    message:
      "In my retirement I trade a little in dried fish with Guinea. A cargo I sent by vessel arrived in Conakry short by thirty bags, and the carrier claims the loss happened when port police searched the hold for drugs. I want to claim the loss from the carrier. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "Kushe o! Aw di bodi?", intent: "greeting" },
  {
    message: "my neighbour who sell drugs he says I am the one who report him to police now he bring his boys they are beating my door with iron please help",
    intent: "safety",
  },
  { message: "me & 3 fren start poultry farm, 1 of dem tif d chicken money 4 kush. we no wan court, wan arbitration. u do dat?", intent: "area:arbitration" },
  { message: "hmm ok so", intent: "unknown" },
  {
    message:
      "Brothers, please. The OSD has surrounded the ghetto at Kroo Bay and they are loading young men into trucks as we speak. Two boys from our madrasa are among those taken. Their mothers are here crying.",
    intent: "urgent",
  },
  { message: "gimme ur wtsap numba, i no get credit 4 call", intent: "phone" },
  {
    message: "my landlord want to end my lease because the police raid the ghetto next door and he say the area is bad now but my lease still have two years",
    intent: "area:land",
  },
  { message: "We are planning a fundraising walk for our centre. Could you suggest a good route in Freetown that avoids heavy traffic?", intent: "off-topic" },
  { message: "my bf is in prison 4 drugs, if i marry him der is it legal? an can i visit evry wk?", intent: "legal-question" },
  { message: "my mama sey she wan adopt my lil bro pikin cos he in rehab an d pikin mama gone. hw dey do dat? u hep?", intent: "area:family" },
  { message: "I am coming from Wellington by okada tell me the exact place of your office", intent: "address" },
  {
    message: "I would be obliged if you could arrange for me to see one of your criminal lawyers this week concerning my former pupil's trial.",
    intent: "booking",
  },
  { message: "Una email adres, abeg. Me pikin go rayt una", intent: "email" },
  { message: "i wan register my small bizness, i sel food at d junction. my uncle sey i nid papers. u do registration?", intent: "area:business" },
  { message: "Could you tell me a bit about your lawyers? How many are there and what do they each specialise in?", intent: "team" },
  {
    message: "they carry my son go CID since yesterday morning because of pills they find in his school bag we dont know when they will let him out",
    intent: "urgent",
  },
  {
    message: "i sign contrak to work in a bar 4 1 yr, now d ownr sey i must sell kush 2 customers or he go sack me. i dont wnt 2. help me wit d contrak",
    intent: "area:contract",
  },
  { message: "what is the best tyre for okada in rainy season", intent: "off-topic" },
  {
    message:
      "A friend's son was charged in Freetown with bringing drugs through Lungi airport. He's out on bail for now. The family would like an experienced criminal defence lawyer. Do you take cases like this?",
    intent: "area:criminal",
  },
  {
    message:
      "Is it lawful for the police to enter a ghetto and beat everyone present, including boys who were only passing? My grandson was struck with a baton last week.",
    intent: "legal-question",
  },
  { message: "tnx bro, apreciate", intent: "thanks" },
  { message: "my bf high on kush an he dey hit me wit belt, im hidin in d bathrom nw typin dis", intent: "safety" },
  {
    message:
      "Me get kago (rays) we kam na ship. Di ship pipul dem sey dem go sel am bikos a nor pe demurrage, bot na kastom dem ol am fo chek drugs. Una de ep?",
    intent: "area:shipping",
  },
  { message: "The family asks whether the chambers is open after Jumu'ah on Fridays.", intent: "hours" },
  { message: "Does your firm offer services beyond litigation, such as drafting documents and advising organisations like ours?", intent: "services" },
  { message: "is der parkin at ur ofis? my bro go drop me wit car", intent: "knowledge:Parking" },
  { message: "What is the best way to reach the chambers? I should like the telephone, the email and any other means.", intent: "contact" },
  {
    message:
      "The mosque leased its hall to a company under an agreement with an arbitration clause. The company allowed drug use at its events and then refused to pay for the damage. We wish to start arbitration.",
    intent: "area:arbitration",
  },
  { message: "That will be all for now. Good day.", intent: "goodbye" },
  { message: "Polis dem don ol me gyal pikin na Kissy station sins Satide bikos i get wan boifren we de sel kush. I nor du natin. Abeg", intent: "urgent" },
  { message: "Can you recommend a cheap way to send money to Sierra Leone? I need to pay my nephew's rehab fees.", intent: "off-topic" },
  { message: "book me in 4 frday pls. i wan tok 2 lawyer abt land issue in bo", intent: "booking" },
  { message: "my cuzin was cot in a ghetto raid las yr an he is on bail. his trial dey cum soon, we nid a lawyer fr d trial", intent: "area:criminal" },
  {
    message:
      "please they catch my brother at the checkpoint at Wellington with some pills for his headache they say is tramadol they take him inside the police post and he is still there",
    intent: "urgent",
  },
  {
    message: "Do your lawyers hold consultations in Krio as well as English? My sister-in-law, who will accompany me, is more at ease in Krio.",
    intent: "knowledge:Languages spoken",
  },
  { message: "Abeg omos dem de pe fo rehab na Kissy Mental? Dem sey na fri?", intent: "off-topic" },
  {
    message: "The family asks whether the father can be held responsible in law for his 17-year-old son's drug dealing, since the boy lives under his roof.",
    intent: "legal-question",
  },
  {
    message:
      "My niece has just messaged me that a group of men from the ghetto next door are trying to break into her house because they think her husband reported them. She's in there with her two children. I'm in London, what can I do?",
    intent: "safety",
  },
  {
    message: "my brother die and leave two children their mother is in the ghetto smoking kush I want to take the children and be their guardian by law",
    intent: "area:family",
  },
  {
    message: "Please book an appointment with your family law team for the grandmother of one of our residents. She is available on Monday or Tuesday morning.",
    intent: "booking",
  },
  { message: "Omos lawyer una get? Dem ol de na Fritong?", intent: "team" },
  {
    message:
      "The mosque was given land by a family twenty years ago, but we never obtained a proper title deed. Now a relative of that family, who is involved with drugs, claims the land and has begun selling plots. We need a lawyer to search the title and secure the deed.",
    intent: "area:land",
  },
  { message: "I am coming at 4:30 after my work will the office still be open", intent: "hours" },
  {
    message:
      "I'm looking to set up a small company in Sierra Leone that imports medical supplies for rehab clinics. Can your firm handle the registration and help open the company bank account?",
    intent: "area:business",
  },
  { message: "Dem don kech me pikin dis mornin, i de na Eastern Police. Dem sey i get kush bot na lie. I stil de deh", intent: "urgent" },
  { message: "can u hep me rite my cv? i wan apply 4 job at a rehab centa", intent: "off-topic" },
  {
    message:
      "Our centre signed a one-year contract with a catering company to supply meals to residents. They have delivered spoiled food several times and now demand full payment. We would like to enforce the quality terms of the contract.",
    intent: "area:contract",
  },
  { message: "wat i go bring wen i cum c d lawyer? id card?", intent: "knowledge:What to bring" },
  {
    message: "I am a okada rider the police always collect money from us saying we carry kush even when we don't is that legal what is the law",
    intent: "legal-question",
  },
  {
    message:
      "my dad is a fisherman, his boat was seized at sea by d navy cos dey sey it was carryin drugs but it was a difrnt boat. we wan d boat back, u do boat cases?",
    intent: "area:shipping",
  },
  { message: "what is the number I can call your office", intent: "phone" },
  {
    message: "Me an wan uman get market stall togeda, i tek di moni pe fo i pikin rehab. We nor wan go kot, wi wan pesin fo mediate. Una de du dat?",
    intent: "area:arbitration",
  },
  {
    message:
      "One of our night staff has just called: police entered our centre's premises without a warrant and are taking three residents away in their vehicle right now.",
    intent: "urgent",
  },
  {
    message:
      "We are hiding a young man in the imam's house tonight. He left a ghetto gang and they have sworn to kill him, and they have been seen near the mosque asking for him.",
    intent: "safety",
  },
  { message: "Good day to you. I trust you are well.", intent: "greeting" },
  { message: "my bro get charge 4 drug dealin in bo, not in cell, court nxt mnth. u got criminal lawyer 4 dat?", intent: "area:criminal" },
  { message: "Omos una de charj fo kot kes? A nor get plenti moni, a de sel pepe na mak", intent: "knowledge:Fees" },
  { message: "which phone is good for voice typing because my phone write wrong word", intent: "off-topic" },
  { message: "im married 5 yrs an my husbnd is alwys on drugs, he spend all d mony. i wan divorce. cn u hep me?", intent: "area:family" },
  {
    message:
      "If a parent signs a consent form for their adult son to be admitted to our centre, is that consent legally valid without the son's own signature?",
    intent: "legal-question",
  },
  { message: "my granma land in bo, my uncl rent it 2 ghetto boyz 4 10 yrs witout tellin d family. we wan cancel d lease", intent: "area:land" },
  { message: "Una get ples fo pak motoka? Me pikin go kari me", intent: "knowledge:Parking" },
  { message: "I'd like to book an appointment for my sister with whoever deals with land. She can come in any afternoon next week.", intent: "booking" },
  { message: "do any of ur lawyas tok temne? my granma only tok temne an krio", intent: "knowledge:Languages spoken" },
  {
    message:
      "A brother of our mosque owns 40 percent of a trading company. The majority shareholder has been using company accounts to launder drug money, and our brother wants to protect himself. He seeks a business lawyer on his shareholder rights and the company's governance.",
    intent: "area:business",
  },
  {
    message:
      "My dear sirs, my late sister's boy has been held at Kenema police station since Monday. He was taken during a search of the ghetto near the market, and they say he will stay there until the investigation is complete. He is asthmatic and does not have his inhaler.",
    intent: "urgent",
  },
  { message: "I want to know all the things your law office can help people with", intent: "services" },
  { message: "Would your firm be willing to sponsor our centre's football team in the community league?", intent: "off-topic" },
  {
    message:
      "I take loan from a man to buy my okada we sign agreement I pay him every week now he say I must pay double because I was in rehab for one month I want to check the agreement",
    intent: "area:contract",
  },
  { message: "A tel una tenki bad bad wan", intent: "thanks" },
  { message: "if my bro run frm rehab, cn dey send polis 2 bring him bk by force?", intent: "legal-question" },
  {
    message:
      "I am writing from my neighbour's house. My grandson, who has been smoking kush for days, threw me to the floor this afternoon and is now smashing the furniture in my home with a hammer, shouting that I am a witch. I am afraid to go back.",
    intent: "safety",
  },
  {
    message:
      "Our centre imported a vehicle donated by a UK charity. It has been held at Queen Elizabeth II Quay for two months over a customs valuation dispute. We need help clearing it.",
    intent: "area:shipping",
  },
  {
    message: "Which papers should the family carry when they come: the boy's birth certificate, the police bail bond, anything else?",
    intent: "knowledge:What to bring",
  },
  { message: "Please provide your complete contact information, including telephone, WhatsApp and email, for our referral directory.", intent: "contact" },
  { message: "Can you tell us the date of the next Ramadan so the family can plan?", intent: "off-topic" },
  {
    message:
      "I once sat as an arbitrator as a community elder, but this time I am a party. A company that leased my building for a youth centre has refused to follow the arbitrator's award after their staff allowed drug use on the premises. I need help enforcing the award.",
    intent: "area:arbitration",
  },
  { message: "Abeg a get wan tin", intent: "unknown" },
  { message: "Could you confirm your office hours for next week? We may need to send a staff member at short notice.", intent: "hours" },
  { message: "pls polis dey at my door nw wit my bf name, dey sey dey go brk d door if i dnt open", intent: "urgent" },
  { message: "The father requests a meeting with a lawyer at the earliest available date; he can travel from Bo on any weekday.", intent: "booking" },
  { message: "ok c ya", intent: "goodbye" },
];
