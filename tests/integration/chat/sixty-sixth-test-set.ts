import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Koranic/boarding schools, fostered kin, child begging — writers: Foday (15, Koranic pupil begging in Freetown, Krio SMS), Ya Mariatu (village mother near Kabala, son voice-types), Alfa Sheku (Koranic teacher, Makeni), Aunty Yeabu (Wellington trader minding kin, heavy typos), Mr Mansaray (retired headmaster/neighbour, Bo, formal letters), Kadiatu (UK nurse, children with relatives and boarding), Ramatu (17, boarder in Moyamba, teen SMS), Mamadou (Guinean trader, French words)
export const SIXTY_SIXTH_TEST_SET: LabelledMessage[] = [
  { message: "salamalekum, una de?", intent: "greeting" },
  {
    message:
      "Assalamu alaikum. Police came to our Karanthe this morning in Makeni and took my deputy teacher and 6 of the boys to the station, they say child trafficking. They are still there. Please what do we do now.",
    intent: "urgent",
  },
  {
    message:
      "Hello, I'm a nurse in Leicester. My daughter (9) has been living with my aunt in Kissy since 2021 while I sort my papers here. Now my aunt won't let her come to the phone and says she is 'her pikin now'. I want to bring her to the UK and I need a family lawyer to help me get her back properly.",
    intent: "area:family",
  },
  { message: "abeg how many juz a pikin fo lan before e go graduate na karanthe", intent: "off-topic" },
  { message: "una opn satday? i de sell na market weekdays", intent: "hours" },
  {
    message:
      "Bonjour. My son is 12, I send him from Conakry to study Coran with a karamoko in Freetown. The karamoko now want to send him to another school in Bo without asking me. Does he have the right to move my child without my permission?",
    intent: "legal-question",
  },
  { message: "di alfa don tie mi padi wit chain na di back room sinse yestede e nor gi am food, e de beat am wit wip. a fraid se e go day", intent: "safety" },
  {
    message:
      "The land where our Koranic school stands was given by the late chief in 1998, no papers. Now his sons want to sell it. We have 60 pupils on that land. I need a land lawyer to help us secure it.",
    intent: "area:land",
  },
  { message: "How many lawyers do you have, and is any of them a woman who handles children matters?", intent: "team" },
  {
    message:
      "Dear Sir/Madam, I wish to arrange a consultation with one of your lawyers concerning a neighbour's child who has been left in my care. Kindly advise on an available date next week. Yours faithfully, S. Mansaray (Rtd. Headmaster), Bo.",
    intent: "booking",
  },
  {
    message:
      "my sista pikin wey de stay wit me dem accuse am se e tif phone na school, police don invite am fo kam Monday wit me. abeg una de defend small pikin dem?",
    intent: "area:criminal",
  },
  { message: "which boarding school in moyamba get di best WAEC results dis year? my cousin wan transfer", intent: "off-topic" },
  { message: "mi pikin se tell una... ow mach una de tek fo tok to lawya, wi nor get plenty moni na vilej", intent: "knowledge:Fees" },
  {
    message:
      "URGENT my son Alpha 14 year the police catch him at Lumley with other talibe boys this morning for begging, they hold them at the station until now. I am in Kambia. Aidez-moi please",
    intent: "urgent",
  },
  {
    message:
      "We want to register our Islamic boarding school as a proper company so we can open bank account and receive support from Kuwait donors. Do you do that kind of registration?",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir, I chair the board of a small boarding school in Bo. Our cook signed a supply agreement to feed 120 boarders but stopped delivering rice in March after receiving advance payment. We wish to enforce the agreement. Please advise whether your firm handles such matters.",
    intent: "area:contract",
  },
  { message: "me get problem o", intent: "unknown" },
  {
    message:
      "I shipped a container of mattresses, bunk beds and Qurans from Felixstowe for my son's boarding school in Freetown. It has been at Queen Elizabeth II Quay for 6 weeks and customs keep asking for more money. Can your shipping people help clear it?",
    intent: "area:shipping",
  },
  { message: "if a keep mi sista 3 pikin dem 5 yiers an pay dem skul fees, wen dem papa kam back e ge rit fo tek dem jus so?", intent: "legal-question" },
  {
    message:
      "girl in my dorm says her guardian's husband touches her when she goes home on holidays and she's scared to go home this friday. wat can she do, she's 15",
    intent: "safety",
  },
  { message: "mi son de rite fo me. una fon nomba wetin? a wan kol", intent: "phone" },
  { message: "What time is Asr prayer in Makeni today please", intent: "off-topic" },
  {
    message: "police don kam na mi os now now dem se dem wan tek di menpikin gal wey de stay wit me, dem nor show paper. abeg wetin a fo do",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, Two proprietors of a boarding school here in Bo have fallen out over the school's income and both threaten to close it, which would send 200 children home. They would prefer to settle privately rather than go to court. Can your firm mediate?",
    intent: "area:arbitration",
  },
  { message: "Is Fatmata Kamara still taking new custody cases? A friend in London recommended her.", intent: "attorney:Fatmata Kamara" },
  { message: "what time you close on friday? I come from Kambia, road is long", intent: "hours" },
  {
    message:
      "Is it lawful in Sierra Leone for a Koranic teacher to send his pupils to beg on the streets to feed the school? I see twenty of them at the Bo lorry park every morning.",
    intent: "legal-question",
  },
  {
    message:
      "my mother says she gave her last born to her sister in free town when he was six for school, now he is eleven and they put him to sell cold water not school. she wants him back home to kabala and the sister say no. she needs help of lawyer for family matter",
    intent: "area:family",
  },
  { message: "tenki bra", intent: "thanks" },
  { message: "how much bag rice de sell now na dove cot", intent: "off-topic" },
  { message: "They took our alfa to Makeni police since last night, no bail yet", intent: "urgent" },
  { message: "If I rent a car when I land, can I park near your office on Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "mi late broda lef lan na waterloo fo in pikin dem wey de stay wit me, now in famili dem de sel am. a wan lawya fo lan", intent: "area:land" },
  {
    message:
      "Please my nephew run away from the Koranic school in Freetown, he is hiding at a friend house in Kissy, he say the teacher will kill him if he go back. He have marks on his back.",
    intent: "safety",
  },
  { message: "Kindly provide your email address so that I may forward the relevant documents.", intent: "email" },
  {
    message: "can i book time wit a lawyer for my aunt? she shy to write herself. she wan ask about my small brother wey dem carry go village",
    intent: "booking",
  },
  {
    message:
      "One parent has reported me to police saying I wounded her son with a cane. They have not arrested me but there is a court date next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "una lawya dem plenti? na man or uman?", intent: "team" },
  { message: "Do you know a good tutor for Arabic lessons online for my daughter in the UK?", intent: "off-topic" },
  {
    message:
      "I want to open a shop business in Freetown with my cousin, the money for my son school will come from it. How to register the company? Vous faites ça?",
    intent: "area:business",
  },
  {
    message:
      "If I take my daughter to the UK without my aunt's agreement, can my aunt stop us at Lungi airport? She is not her legal guardian, I never signed anything.",
    intent: "legal-question",
  },
  {
    message: "pls pls dem don arrest our matron an 2 senior girls na Moyamba police station since morning, dem se dem beat junior girl. dem still de inside",
    intent: "urgent",
  },
  {
    message:
      "I taught at a private Islamic secondary school for 3 years with a contract, they owe me 8 months salary and now they sacked me. I want to claim my money.",
    intent: "area:contract",
  },
  {
    message: "di menpikin wey de stay wit mi neba, e woman de bit am evri day wit cooking stick, today a hear am de hala. a fraid e go kil am",
    intent: "safety",
  },
  { message: "my mama ask wetin una de do? una de help vilej people?", intent: "services" },
  { message: "How can I contact your office from Guinea? Phone, email, WhatsApp, anything", intent: "contact" },
  {
    message:
      "A Saudi charity sent 2 containers of rice and books for our Koranic schools through the Freetown port. One container arrived wet and half the rice spoiled. We need a lawyer to make the cargo claim.",
    intent: "area:shipping",
  },
  { message: "abeg a wan si lawya 2moro, e posibul?", intent: "booking" },
  {
    message:
      "My sister and I co-own a small boarding house for students in Freetown and we disagree about the money. We don't want court, can you help us sort it out through mediation?",
    intent: "area:arbitration",
  },
  { message: "Est-ce que quelqu'un parle français dans votre bureau? My English is not strong", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir, A philanthropist donated a plot in Bo for an orphan boarding home, but the paramount chief's family now claims the land and has removed our beacons. We require a land lawyer to defend the title.",
    intent: "area:land",
  },
  { message: "wat time WASSCE results go cum out? everybody na dorm de fret", intent: "off-topic" },
  {
    message:
      "my mother is crying, the police in kabala arrest my papa last night because the karamoko boy wey de stay with us ran away and they say na we fault. he is in the cell now",
    intent: "urgent",
  },
  { message: "Good morning.", intent: "greeting" },
  { message: "What are your office hours in UK time? I'm on shift most days.", intent: "hours" },
  {
    message:
      "If a parent leaves his son with me for Koranic study and does not come back for 4 years or send anything, am I now the legal guardian? Can I enrol him in government school without the father?",
    intent: "legal-question",
  },
  {
    message: "mi sista don day last month. i de mind in 3 pikin dem. i wan mek di paper dem legal se na mi de guardian so skul an hospital go tek mi signature",
    intent: "area:family",
  },
  { message: "some boys dem de chase mi an mi padi dem na PZ, dem se wi tif bag, dem get stik an ston. wi de ide under tabul na market", intent: "safety" },
  {
    message:
      "I and two other nurses in the UK want to invest in a boarding school in Waterloo as shareholders. We need someone to draft the shareholder arrangement and register it. Is this something you handle?",
    intent: "area:business",
  },
  { message: "Please recommend a good printer for Arabic textbooks in Freetown, we need 300 copies", intent: "off-topic" },
  { message: "wen a kam fo si lawya wetin a fo kam wit? a get di pikin dem bon sertifiket only", intent: "knowledge:What to bring" },
  {
    message:
      "My brother is accused of trafficking because he bring 5 boys from Guinea to Koranic school in Freetown. He is on bail now and trial is coming. We need good criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "Could I schedule a video consultation with a family lawyer? I'm in Leicester, evenings work best.", intent: "booking" },
  { message: "wetin na di score fo Leone Stars match yestede", intent: "off-topic" },
  {
    message:
      "my aunty signed paper wit di school say she go pay fees every term but di school don increase am by double midterm an se if she nor pay dem go pul me. she wan lawyer fo check di agreement",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, I write in haste. The Bo police detained my neighbour's fostered boy of 13 yesterday evening on suspicion of theft and he remains in the cells. His guardian is away in Kenema. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "hello yes my mother say is about the thing", intent: "unknown" },
  {
    message:
      "I send goods from Conakry by boat to Freetown, the vessel owner lose 40 bags of my groundnuts. This money was for my son school fees. I want to claim the vessel owner.",
    intent: "area:shipping",
  },
  { message: "Do you have any Muslim lawyers who understand Koranic school matters? And how many lawyers work there?", intent: "team" },
  { message: "can d school expel a girl cos she got pregnant? my dormmate is 3 months and they want to send her home", intent: "legal-question" },
  {
    message:
      "The contractor who built our new dormitory block says we owe him 40 million, we say the work is poor. Both sides agree to arbitration instead of court. Can your firm conduct it?",
    intent: "area:arbitration",
  },
  { message: "Do you offer payment in instalments? Legal fees in leones are hard to pay in one go from here.", intent: "knowledge:Fees" },
  { message: "abeg dem don kech mi broda Sallu na Eastern Police, dem se e tif, e nor tif noting, e de beg nomo. e de insai sins mone", intent: "urgent" },
  {
    message:
      "my mama want know... our family land in kabala, my uncle give part to the alfa for build karanthe school without ask family. now the family want it back. she need land lawyer",
    intent: "area:land",
  },
  {
    message:
      "My 14 year old niece called me crying from Freetown. Her guardian locked her in and says she will be married to a man from the village this weekend. She is terrified. What can be done right now?",
    intent: "safety",
  },
  { message: "wats ur whatsapp nomba", intent: "phone" },
  {
    message: "My wife is in Guinea with our daughter, my son is with me in Freetown. We are divorce now and she want also the boy. I need lawyer for custody.",
    intent: "area:family",
  },
  { message: "ow fo kuk plasas fo 15 pipul, di pikin dem plenti na os", intent: "off-topic" },
  { message: "I would like to meet with a lawyer on Monday at 11 concerning our school land. Please confirm.", intent: "booking" },
  { message: "una ofis de na us side? a de na kissy", intent: "address" },
  { message: "di pikin mami se a nor get rait fo bit am if e do bad. na tru? e nor legal fo flog pikin na os?", intent: "legal-question" },
  {
    message:
      "Dear Sir, Our community wishes to register a trust or company to run a boarding school for rural children, and to open a bank account in its name. Kindly indicate whether your business department undertakes such registration.",
    intent: "area:business",
  },
  { message: "What's the best way to get hold of you? I've tried ringing twice from the UK with no answer.", intent: "contact" },
  {
    message:
      "Police at the Gbalamuya border is holding my 2 boys since yesterday, they say the papers not good, they were coming to Koranic school in Freetown. Je suis perdu",
    intent: "urgent",
  },
  {
    message: "my cousin in form 5 dem charge am fo assault afta fight na hostel, court date na next week. pls una de tek student case?",
    intent: "area:criminal",
  },
  { message: "JazakAllahu khairan for the information.", intent: "thanks" },
  { message: "my mother is asking what medicine to give small child with fever and cough in the village", intent: "off-topic" },
  {
    message:
      "I make agreement with a bus owner to carry 20 pupils from Kambia to Freetown every term, he take the money and the bus never come. I want lawyer to enforce the contract.",
    intent: "area:contract",
  },
  { message: "una get uman lawya dey?", intent: "team" },
  { message: "una de opin na sonde?", intent: "hours" },
  {
    message:
      "Dear Sir, A consignment of school desks donated by an alumni association in the US for a Bo boarding school has been held at Queen Elizabeth II Quay for two months pending customs valuation. We should be grateful for legal assistance with clearance.",
    intent: "area:shipping",
  },
  { message: "Will the court in Freetown respect my UK custody order for my son, or does it count for nothing there?", intent: "legal-question" },
  { message: "What kind of cases you do? Only big business or also small people problem?", intent: "services" },
  { message: "Is there parking space for visitors at your chambers? I shall be driving from Bo.", intent: "knowledge:Parking" },
  {
    message:
      "A group of men came to our school at night with cutlasses saying our pupils stole their goats. They promised to return tonight. We are afraid for the children.",
    intent: "safety",
  },
  { message: "pls wat ur email, i wan sen screenshot", intent: "email" },
  {
    message: "mi an mi kompin wi get ples fo sell kuk fud na skul gate, now wi de fet ova di profit. wi nor wan go kot, una de mediat?",
    intent: "area:arbitration",
  },
  { message: "my mother want come see lawyer when she come to free town next month. please give appointment", intent: "booking" },
  {
    message:
      "My son's boarding school just rang me - soldiers came to the campus and took his housemaster and two prefects away in a truck an hour ago. My son is terrified. I'm in the UK. Who can go to them?",
    intent: "urgent",
  },
  {
    message:
      "My cousin in Freetown runs a small Koranic school and has been charged with child cruelty after a pupil fell ill. The trial starts in March. We want a strong defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "dem don tek mi man go CID sins yestade bikos di menpikin boy wey de stay wit wi go report se e bit am. e nor kam bak yet. abeg",
    intent: "urgent",
  },
  { message: "na wusai a go get free chop fo wi karanthe pikin dem na town? nor mosque de share?", intent: "off-topic" },
  {
    message:
      "my mother wants to know if she sign paper for her son to stay with the teacher in Freetown, can she still take him back anytime or the teacher will own him",
    intent: "legal-question",
  },
  { message: "una ofis open till wat time? i go cum afta school wit my aunty", intent: "hours" },
  {
    message:
      "Dear Sir, I have cared for my late colleague's daughter for seven years. Her mother has now reappeared and wishes to remove her. I would like to formally adopt the child. Kindly advise whether your family department handles adoptions.",
    intent: "area:family",
  },
  {
    message:
      "The karamoko's big students beat my son every night and take his food. He call me from a borrowed phone crying and say he will die there. He is 10. Please what I do",
    intent: "safety",
  },
  {
    message:
      "I bought a plot in Waterloo from my uncle to build a house for the children I'm sponsoring there, paid in full in 2022, but he never gave me the conveyance and now he's selling it to someone else. Need a land lawyer asap.",
    intent: "area:land",
  },
  { message: "Bonjour, good afternoon", intent: "greeting" },
  {
    message: "Is lawyer Ibrahim Jalloh available to take the case of a Koranic teacher? People say he is good with human rights.",
    intent: "attorney:Ibrahim Jalloh",
  },
  { message: "Could you recommend a good book on the history of Koranic education in West Africa for a talk I am preparing?", intent: "off-topic" },
  { message: "a wan register mi kuk shop as company so a go get loan na bank fo pay di pikin dem skul fees. una de du dat?", intent: "area:business" },
  { message: "my mother only speak Limba and small Krio, is there someone who speak Limba or Krio in your office?", intent: "knowledge:Languages spoken" },
  { message: "dem take 3 of our SS3 boys from hostel to police last night after di fight, dem still dey der, principal nor de do anytin", intent: "urgent" },
  {
    message:
      "A donor promised in a signed agreement to pay our teachers' salaries for two years, but stopped after six months. We want a lawyer to look at the agreement and enforce it.",
    intent: "area:contract",
  },
  { message: "a wan kam si una lawya abeg, wish day a go kam?", intent: "booking" },
  {
    message: "Does my aunt have any legal rights over my daughter just because she has looked after her for four years? I never signed guardianship papers.",
    intent: "legal-question",
  },
  {
    message:
      "A ship carrying our Islamic books from Egypt arrived at Queen Elizabeth II Quay but the charterer says the cargo was discharged in Dakar by mistake. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Could you tell me a bit about your team? Which of your lawyers deal with children?", intent: "team" },
  { message: "ehn...", intent: "unknown" },
  { message: "How much is taxi from Kambia to Freetown today? Prices go up", intent: "off-topic" },
  {
    message:
      "Three policemen are at our school gate now with a list, they want to take our headteacher and two boys. They say the City Council ordered to clear the street beggars. Please help quickly.",
    intent: "urgent",
  },
  {
    message:
      "Me and my Sierra Leone partner we have business of importing rice, he don't pay my share since one year. Our contract say arbitration. I want to start it.",
    intent: "area:arbitration",
  },
  { message: "Kindly provide a list of the services your chambers offers.", intent: "services" },
  { message: "mi padi se police de fain am fo tif na Big Market, e nor tif. e wan lawya bifo e go report imsef", intent: "area:criminal" },
  {
    message: "Would a guardian who sends a fostered child to hawk goods instead of school be committing an offence under the Child Rights Act?",
    intent: "legal-question",
  },
  { message: "mi sista pikin gal de stay wit mi broda wife, e call mi se di woman de bon am wit hot ayon. e fraid fo go os tide", intent: "safety" },
  { message: "Please send your telephone number.", intent: "phone" },
  {
    message: "my papa nor de pay my fees or send moni sins he married new wife, my mum de strain. she wan take am to court fo maintenance. una fit help?",
    intent: "area:family",
  },
  {
    message: "For the consultation about my daughter, what should I bring? I have her birth certificate, my passport and some WhatsApp messages from my aunt.",
    intent: "knowledge:What to bring",
  },
  { message: "pls help me write essay on 'my best teacher' 300 words", intent: "off-topic" },
  { message: "Are you open during Ramadan at normal hours or you close early?", intent: "hours" },
  { message: "I want to open branch of my Guinea company in Freetown. What registration I need? you can do it for me?", intent: "area:business" },
  { message: "ok a de go bye", intent: "goodbye" },
  {
    message:
      "please my mother say the police come take my small brother from karanthe in Port Loko this morning, they say he steal, he is only 9. they still have him",
    intent: "urgent",
  },
  { message: "What is your email? I want to send the land papers scanned.", intent: "email" },
  {
    message:
      "Dear Sir, A boundary dispute has arisen between our mission boarding school and the adjoining farmland, whose owner has erected a fence across the school's path to the well. We seek a lawyer experienced in land matters.",
    intent: "area:land",
  },
  { message: "ow a go tok to una? a nor sabi rid plenti", intent: "contact" },
  { message: "I want appointment with lawyer for my brother trafficking case, next Tuesday if possible", intent: "booking" },
  { message: "What vaccines does my son need before returning to boarding school in Freetown?", intent: "off-topic" },
  {
    message: "a sign paper fo wok as cook na boarding skul, dem se a go get 1 million a month, 5 mont now dem de pay 500k nomo. a wan sue dem",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, A boy of about eight sleeps on my veranda; he says he fled his Koranic master who burns the children with hot iron as punishment. The master's men came looking for him this evening and threatened me. I fear for the child's life.",
    intent: "safety",
  },
  { message: "how much u charge for student? we nor get money o", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, Our school parents' association and the proprietor disagree on the lease payments for the school building. Both parties have agreed to appoint a neutral arbitrator. Does your firm offer this?",
    intent: "area:arbitration",
  },
  {
    message: "If I sign paper at the border that my son go to Koranic school, and police say it is trafficking, can they put me in prison?",
    intent: "legal-question",
  },
  { message: "Thank you, that's really helpful.", intent: "thanks" },
  { message: "Where is your office exactly? I come by poda poda from Kambia", intent: "address" },
  {
    message:
      "Our church in Leicester shipped a 20ft container of school supplies and clothes for a boarding home in Lunsar. The shipping agent says demurrage is now more than the goods are worth. We need legal help with the port.",
    intent: "area:shipping",
  },
  { message: "ow mani lawya una get?", intent: "team" },
  {
    message:
      "Dear Sir, Soldiers at the Bo checkpoint this morning detained a Koranic teacher and his eleven pupils travelling to Kenema. They are being held at the barracks. Kindly intervene.",
    intent: "urgent",
  },
  { message: "can my aunty an me cum see a lawyer on saturday? she wrk weekdays", intent: "booking" },
  { message: "Can you write a short poem for our pupils' graduation after completing the Quran?", intent: "off-topic" },
  {
    message: "mi mama day, mi papa nor de, na di alfa de mind mi. mi granma na Kambia wan tek mi go stay wit am. abeg una go ep mi wit dis famili mata?",
    intent: "area:family",
  },
  {
    message:
      "Please help. My aunt just called - police arrested my 16 year old son at his boarding school in Freetown an hour ago over a phone that went missing. They won't let her see him. I'm in Leicester.",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, A former teacher of my school stands accused of indecent assault on a boarder. He maintains his innocence and is on bail pending trial at the Bo Magistrate Court. His family seek competent defence counsel.",
    intent: "area:criminal",
  },
  { message: "if di pikin mami nor de sen moni fo 3 yiers an a de feed am, a fit go kot fo mek e pay mi bak?", intent: "legal-question" },
  { message: "I come with my truck, it is big. Where I can park near you?", intent: "knowledge:Parking" },
  { message: "At what time do your chambers open on weekdays?", intent: "hours" },
  {
    message:
      "pls a girl in JSS2 run from her guardian house an hide na our hostel, she say di man wan force her to marry am. he de cum look for her wit im broda",
    intent: "safety",
  },
  {
    message:
      "We are 5 Koranic teachers who want to form an association or company to run a bakery, so our schools don't depend on begging. How do we register and can your firm do it?",
    intent: "area:business",
  },
  {
    message: "dem don put mi an 4 pikin dem insai police van na Kissy Road, dem se wi de beg. a de rite wit di man in fon. wi de na station now",
    intent: "urgent",
  },
  { message: "Your lawyers, how many they are? Somebody speak Fula?", intent: "team", also: ["knowledge:Languages spoken"] },
  {
    message:
      "my mother says her husband family in kabala are taking the farm land since he die, they say the children in freetown with relatives have no share. she wants land lawyer to help",
    intent: "area:land",
  },
  { message: "Any idea what the exchange rate is from pounds to leones today? I need to send school fees.", intent: "off-topic" },
  { message: "Dear Sir, I should be obliged if you could fix an appointment for me with your land lawyer on Thursday at 10 a.m.", intent: "booking" },
  {
    message:
      "I'm hiring a housekeeper in Freetown to look after my two kids who live with my aunt. Could your firm draft a proper employment contract for her?",
    intent: "area:contract",
  },
  { message: "If I discipline a pupil with the cane as my own teacher did to me, is that against the law now in Sierra Leone?", intent: "legal-question" },
  {
    message:
      "The charter party for my boat from Conakry to Freetown, the charterer refuse to pay demurrage for 10 days waiting at the quay. I need shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "??", intent: "unknown" },
  { message: "abeg mi broda pikin wey de stay wit mi dem kech am na Congo Cross police las nite. e nor kam bak. dem se e tif moni", intent: "urgent" },
  {
    message:
      "I have a commercial dispute with a supplier in Freetown who sold me school furniture for a charity boarding home and never delivered. Our contract has an arbitration clause. Can you handle the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Assalamu alaikum wa rahmatullah", intent: "greeting" },
  { message: "wich skul na Wellington de tek pikin fo fri? mi sista pikin dem nid skul", intent: "off-topic" },
  { message: "Do any of your staff speak Mende? The guardian I am assisting speaks no English.", intent: "knowledge:Languages spoken" },
  {
    message:
      "My son live with my sister in Freetown since 4 years. I want her to be his official guardian while I am in Guinea. How to make it legal paper? you do this?",
    intent: "area:family",
  },
  {
    message:
      "my mother says her daughter who live with the aunty in Freetown calls at night, says the aunty husband beat her and threaten her with knife if she tell anyone. she is 13. we are afraid",
    intent: "safety",
  },
  { message: "Before I explain my situation, can you tell me generally what kinds of cases your firm takes on?", intent: "services" },
  {
    message: "is it legal for my guardian to take all the money my mum sends from America for my fees an use it for her own children?",
    intent: "legal-question",
  },
  {
    message:
      "Our Koranic school rents a van on contract to carry pupils to Friday prayers. The owner broke the agreement and took the van back but keeps our deposit. We need to recover it.",
    intent: "area:contract",
  },
  { message: "Do you have a WhatsApp number? Calls from the UK keep dropping.", intent: "phone" },
  {
    message:
      "Immigration officers at Lungi take my son passport and hold him in a room, he was travel back to Guinea after Koranic school. Since 5 hours. Please!",
    intent: "urgent",
  },
  {
    message: "mi neba se a tif in pikin go Guinea, na lie. police se a fo kam na station Monday fo statement. a nid lawya fo go wit mi",
    intent: "area:criminal",
  },
  { message: "a wan mit lawya fo mi case, una de tek fri apointment?", intent: "booking", also: ["knowledge:Fees"] },
  { message: "abeg wetin na di meaning of surah yaseen?", intent: "off-topic" },
  { message: "my mother is asking, if she comes on friday afternoon the office still open?", intent: "hours" },
  {
    message:
      "Dear Sir, The old boys of a Bo boarding school wish to set up an investment company to fund scholarships for needy children. We require advice on incorporation and governance. Kindly confirm you undertake such work.",
    intent: "area:business",
  },
  { message: "What documents should I carry when coming? We have only a letter from the chief about the school land.", intent: "knowledge:What to bring" },
  {
    message:
      "My son at Koranic school in Freetown call me, a man come every day to the school say he will take the boys to mining in Kono by force. The teacher is afraid too. Please",
    intent: "safety",
  },
  {
    message:
      "I want to buy land in Freetown to build a home for my kids so they don't have to live with relatives. How do I do a title search properly from abroad? Can your land team do it?",
    intent: "area:land",
  },
  { message: "email adress please, I send the papers in French", intent: "email" },
  { message: "my mother asks are the lawyers there old people or young? she wants someone with experience", intent: "team" },
  { message: "wich phone charger is best for di hostel, di light de go off", intent: "off-topic" },
  {
    message:
      "Police came this evening and took away 14 of our pupils from Makeni streets in a truck. The youngest is 7. They are at the central station and say parents must come. Most parents are in villages far away.",
    intent: "urgent",
  },
  { message: "If my aunt refuses to hand over my daughter's passport and birth certificate, is she breaking the law?", intent: "legal-question" },
  { message: "una ofis de na Siaka Stevens Strit na we numba? a go kam wit okada", intent: "address" },
  { message: "ok au revoir, à demain", intent: "goodbye" },
  {
    message:
      "Our donor in Dubai chartered part of a vessel to bring 500 bags of rice for the Koranic schools in the north. The vessel left Freetown port without discharging 200 bags. We need help claiming the cargo.",
    intent: "area:shipping",
  },
  { message: "tanks a lot 🙏", intent: "thanks" },
  {
    message:
      "The management committee of our mosque school and the imam's family have a dispute over the school income. Elders suggest a mediator from outside. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "Please indicate all the means by which I may reach your chambers from Bo.", intent: "contact" },
  { message: "I'm flying in on the 14th. Can I get an appointment with someone on the 16th or 17th about my daughter?", intent: "booking" },
  {
    message:
      "our hostel warden and 2 boys from di village dem lock up na Moyamba police since friday for di missing money. dem nor see magistrate yet. pls help",
    intent: "urgent",
  },
  {
    message: "di landlord se e go trow wi comot tomorrow an wi get 1 year rent pay. na mi late sista os wey a de mind in pikin dem. a nid lawya fo lan mata",
    intent: "area:land",
  },
  { message: "una de ep pipul lek wi? wetin una de du?", intent: "services" },
  {
    message: "my mother wants know if the karamoko can ask her to pay for the food when he send the boy to beg for it. is that allowed by law",
    intent: "legal-question",
  },
  {
    message:
      "My mother in Freetown has been caring for my two kids and now wants to keep my son's share of my late husband's property for 'his upkeep'. I need a family lawyer to sort out the inheritance and guardianship.",
    intent: "area:family",
  },
  { message: "How many kilos of rice do 50 boys eat per week? I want to plan the budget", intent: "off-topic" },
  { message: "a yeri se Hawa Turay de ep wit will an famili lan. e de dey fo tok?", intent: "attorney:Hawa Turay" },
  { message: "di alfa se if a nor bring 20k tide e go bit mi bad lek las wik, mi bak stil de wan. a nor wan go bak", intent: "safety" },
  {
    message:
      "Dear Sir, Our school board proposes to sign a five-year catering contract for the boarders. Before signing, we would like a lawyer to review the draft for fairness.",
    intent: "area:contract",
  },
  { message: "You open on Saturday morning? I work in the week at Dove Cot market", intent: "hours" },
  {
    message:
      "A group of parents have laid charges against our school for 'cruelty' after a boy ran away. The case is in Makeni Magistrate Court next week. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "How much for consultation? I pay in Leones or Guinea francs?", intent: "knowledge:Fees" },
  { message: "wetin a fo gi pikin wey get skabies? plenty pikin dem de stay na di os", intent: "off-topic" },
  {
    message:
      "My nephew was picked up by police in Freetown today with other street kids during a 'clean-up' and they've taken them to a holding centre. My aunt doesn't know where. Please what can we do right now?",
    intent: "urgent",
  },
  { message: "Dear Sir, Kindly furnish me with the names and specialities of the lawyers at your chambers.", intent: "team" },
  {
    message: "my aunty wan start small boarding house business fo students near Njala, she wan register am proper. una de do company registration?",
    intent: "area:business",
  },
  { message: "if a run comot from karanthe, police go kech mi? mi papa go pay fine?", intent: "legal-question" },
  { message: "Please book me with your criminal lawyer. Any day this week after 2pm.", intent: "booking" },
  {
    message:
      "Dear Sir, A vessel chartered by a charity to carry textbooks for rural boarding schools ran aground near Freetown and the cargo was partly lost. The charity wishes to pursue the owners. Please advise whether your shipping department can assist.",
    intent: "area:shipping",
  },
  { message: "Hello please is about my son", intent: "unknown" },
  {
    message:
      "My daughter (10) just WhatsApped me that my aunt's son hit her hard and said he'd do worse if she tells me. She's hiding in the bathroom. I'm in the UK. Please.",
    intent: "safety",
  },
  {
    message:
      "Me and a Freetown trader we have dispute about 2 containers of cloth. We agree to settle with arbitration, not court. I want you to represent me.",
    intent: "area:arbitration",
  },
  { message: "how to mek relaxer last long, hostel water nor good", intent: "off-topic" },
  {
    message:
      "We lease a building for our boarding Koranic school. The landlord died and his children want to raise the rent 3 times and throw us out before the lease ends. We have the lease paper.",
    intent: "area:land",
  },
  { message: "Could you send me the email address for consultations? I'd like to write rather than call.", intent: "email" },
  { message: "Is there a place to park our school bus if we come with the committee members?", intent: "knowledge:Parking" },
  {
    message:
      "my mother says police in Makeni arrest the alfa that was keeping my brother and they take all the children to the station too, my brother is there now crying",
    intent: "urgent",
  },
  { message: "mi sista man wan tek di pikin dem go Kono now afta e nor sen moni sins 5 yiers. a wan lawya fo custody", intent: "area:family" },
  { message: "I shall take my leave now. Good day.", intent: "goodbye" },
  {
    message:
      "I am employed by a Lebanese shop in Freetown for 2 years, they sack me no notice and no pay for last 3 months. I need the money for my son Koranic school fees.",
    intent: "area:contract",
  },
  {
    message: "Dear Sir, Can a paramount chief lawfully order all Koranic pupils in his chiefdom to leave the streets and return to their villages?",
    intent: "legal-question",
  },
  { message: "Can I book a call with a lawyer for Tuesday evening UK time? It's about guardianship of my son.", intent: "booking" },
  { message: "What cases do you take? We are a Koranic school and sometimes need help.", intent: "services" },
  { message: "What day is Tabaski this year in Sierra Leone?", intent: "off-topic" },
  {
    message:
      "My brother, a boarding school bursar in Freetown, has been charged with stealing fees money. He says he's been set up. He's out on bail, trial in two weeks. Can you defend him?",
    intent: "area:criminal",
  },
  { message: "police don kam tek di Alfa na mi neba os now now, di pikin dem de cry na road. wetin wi fo do", intent: "urgent" },
  { message: "Give me your phone number, I want to call tomorrow morning.", intent: "phone" },
  { message: "Are you open on public holidays, like Independence Day on the 27th?", intent: "hours" },
  {
    message: "I want to bring money from Guinea to invest in a private school in Freetown. Need help with the investment papers and bank.",
    intent: "area:business",
  },
  { message: "do una lawyer dem tok Mende? my granma nor sabi English", intent: "knowledge:Languages spoken" },
  { message: "my mother say thank you very much god bless", intent: "thanks" },
  {
    message:
      "The boarding school and I disagree about a refund of fees after I withdrew my son. It's a lot of money. They've offered mediation. Can one of your lawyers represent me in it?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, A crowd has gathered outside my house in Bo accusing a Koranic pupil I am sheltering of witchcraft. They are shouting that they will drag him out. I am writing from inside. Please help.",
    intent: "safety",
  },
  { message: "Is a Sierra Leone boarding school allowed to keep my son's WASSCE certificate because of a fee dispute?", intent: "legal-question" },
  { message: "my mother want to know where your office is, she will come from kabala by bus to freetown", intent: "address" },
  { message: "abeg wusai a go fen wok fo push wilbaro na market", intent: "off-topic" },
  {
    message: "a bin bring gud frm Ghana na ship fo sell mek a pay di pikin dem fees, dem se na di quay dem lose mi box dem. a wan lawya fo claim",
    intent: "area:shipping",
  },
  { message: "how can my aunty reach una? she get only small phone no data", intent: "contact" },
  {
    message:
      "Mon Dieu, the police in Freetown call me say my son is in cell because fight at Koranic school, a boy is injured. He is 15. Since yesterday. Help",
    intent: "urgent",
  },
  { message: "Hi there, good evening from the UK", intent: "greeting" },
  { message: "a wan si lawya fo mi sista pikin dem mata. wen a fit kam?", intent: "booking" },
  {
    message:
      "my big sis works as teacher for private skul, dem mek her sign contract say she go wok 3 years or pay 10 million if she leave. she wan leave. can una check di contract?",
    intent: "area:contract",
  },
  { message: "What is the enrolment age for government primary schools these days?", intent: "off-topic" },
  {
    message:
      "Assalamu alaikum. Since yesterday the police in Kabala hold our karamoko and 9 pupils. They say no permit for the school. Families are asking me what to do. Please advise quick.",
    intent: "urgent",
  },
  {
    message: "My wife's family in Freetown say because I am Guinean I cannot have custody of my son born in Sierra Leone. Is this true?",
    intent: "legal-question",
  },
  {
    message:
      "A mother left her 2 year old girl at our school 3 years ago and disappeared. A childless couple wants to adopt her. We want to do it legally. Can your family lawyer guide us?",
    intent: "area:family",
  },
  {
    message: "di man wey de mind mi sista gal na Kenema de tret am se if e nor sleep wit am e go pul am comot na os. e tell mi na fon tide. e 14",
    intent: "safety",
  },
  { message: "una de opin tide? wetin taim una de lok?", intent: "hours" },
  {
    message:
      "I buy land in Waterloo 2019 from a man to build Koranic school, now another man come with his own title deed for same land. I need lawyer check the title.",
    intent: "area:land",
  },
  {
    message: "Dear Sir, Kindly advise which documents I should bring to my appointment regarding the guardianship of my neighbour's child.",
    intent: "knowledge:What to bring",
  },
  { message: "Can you recommend an affordable international school in Freetown with boarding?", intent: "off-topic" },
  {
    message:
      "my mother say the police charge my uncle for kidnap because he take his own son from the mother house to the village. the case is in court Kabala. he need lawyer",
    intent: "area:criminal",
  },
  { message: "Dear Sir, I request an appointment with a member of your family department at the earliest convenience.", intent: "booking" },
  {
    message: "SOS dem don carry my roommate go police from school gate, her guardian report say she tif money. she 16. dem nor allow anybody see am",
    intent: "urgent",
  },
  {
    message:
      "Our Islamic foundation wants to change its board and update the company documents at the registry. The old chairman refuses to hand over. We need business lawyer.",
    intent: "area:business",
  },
  { message: "a de mind mi broda pikin 10 yiers. if mi broda day, a go get rit fo in os fo di pikin?", intent: "legal-question" },
  { message: "abeg", intent: "unknown" },
  {
    message:
      "My cargo of fish from Conakry arrive at Queen Elizabeth II Quay rotten because the ship refrigerator broke. I want to claim from shipping company.",
    intent: "area:shipping",
  },
  { message: "Hello, what services does your firm provide? I'm based in the UK.", intent: "services" },
  { message: "Can you help translate this Arabic letter from the Islamic council into English?", intent: "off-topic" },
  { message: "una de tek moni smol smol? a nor get di ful moni wan tem", intent: "knowledge:Fees" },
  {
    message:
      "I just got a call that my brother, who is the guardian of my kids in Freetown, has been detained at Ross Road police station since last night. My kids are alone in the house. Please help.",
    intent: "urgent",
  },
  {
    message: "my aunty an her business partner dey fight ova di shop dem open togeda. dem wan settle am outside court. una do dat kain tin?",
    intent: "area:arbitration",
  },
  {
    message:
      "A man claiming to be the father of one of our pupils has come twice with a gun saying he will take the boy by force. The mother told us he is violent. The boy is hiding in my house.",
    intent: "safety",
  },
  { message: "gi mi una fon nomba abeg", intent: "phone" },
  {
    message:
      "Dear Sir, A builder contracted to erect a dormitory at our school has abandoned the site after receiving two-thirds of the agreed sum. We seek to enforce the contract.",
    intent: "area:contract",
  },
  { message: "at wat age can i choose to live wit my mum instead of my guardian?", intent: "legal-question" },
  { message: "Who are the lawyers in your chambers?", intent: "team" },
  { message: "my mum in America wan make my aunty my legal guardian here so she can sign for me at school. una fit do am?", intent: "area:family" },
  { message: "Where I can buy cheap Quran for children in Freetown?", intent: "off-topic" },
  { message: "una imel?", intent: "email" },
  { message: "Please I want to see lawyer on Wednesday about my son case. Morning.", intent: "booking" },
  {
    message:
      "Dear Sir, The community donated land for a boarding school in 2005 but no conveyance was ever prepared. We now wish to obtain a proper title deed in the school's name. Kindly assist.",
    intent: "area:land",
  },
  {
    message: "mi broda lek smol Alie dem don kech am na Lumley fo beg, dem put am na van go station. e get 8 yiers. mi nor sabi wetin fo du",
    intent: "urgent",
  },
  { message: "OK, I'll be in touch. Bye for now.", intent: "goodbye" },
  {
    message:
      "Dear Sir, A local bank has frozen the account of our boarding school's management company following a dispute between directors. We should like your business department to act.",
    intent: "area:business",
  },
  { message: "is der parking for okada? lol my uncle go carry us", intent: "knowledge:Parking" },
  { message: "What time do you close on Friday because of Jumu'ah prayer?", intent: "hours" },
  {
    message: "My cousin is charged for fighting with the karamoko who beat his son. He is on bail and court is next month. He need lawyer to defend.",
    intent: "area:criminal",
  },
  { message: "my mother want know how to reach you, call, message, anything, she is in village", intent: "contact" },
  {
    message:
      "My aunt's neighbours told me a man has been following my 12 year old daughter home from school and tried to pull her into a car yesterday. My aunt is scared to send her out. What should we do right now?",
    intent: "safety",
  },
  { message: "mi fon nor de charge, wusai a go fiks am na wellington", intent: "off-topic" },
  {
    message: "The city council says street begging by children is banned. If our pupils go to collect alms at the mosque door, can the school be prosecuted?",
    intent: "legal-question",
  },
  {
    message:
      "I sent a barrel of food and clothes for my kids by sea to Freetown and the clearing agent says it's been seized by customs at the quay. Do you help with this kind of thing?",
    intent: "area:shipping",
  },
  { message: "wer una office dey? near which junction?", intent: "address" },
  {
    message:
      "Dear Sir, Police officers are at this moment at my neighbour's gate in Bo with orders to remove the three foster children in her care. She is distraught. What should she do?",
    intent: "urgent",
  },
  { message: "Merci beaucoup for help", intent: "thanks" },
  {
    message:
      "Dear Sir, A commercial dispute between our school and its former catering company has been referred to arbitration under the contract. We require counsel to represent the school.",
    intent: "area:arbitration",
  },
  { message: "heyy gud evening", intent: "greeting" },
  { message: "my brother who stay with the karamoko, my mother want talk to a lawyer by phone about him, can you arrange it?", intent: "booking" },
  { message: "una na lawya fo wetin? a wan no wetin una de du", intent: "services" },
  { message: "una de opin early morning? a wan kam bifo a go market, lek 7 o'clock", intent: "hours" },
  {
    message: "My ex wife took our daughter from the karamoko school to her family in Bo without telling me. I pay everything. I want custody.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, A twelve-year-old Koranic pupil was seized by police at the Bo market this morning and is being held at the station without his teacher or any parent present. I am the only adult who knows him. Please advise at once.",
    intent: "urgent",
  },
  { message: "abeg tell mi joke, a bored na karanthe", intent: "off-topic" },
  { message: "If I stop sending money to my aunt for my daughter's upkeep, can she take me to court from there?", intent: "legal-question" },
  {
    message:
      "We employ four assistant teachers but never gave them written contracts. Now one is claiming severance. We want a lawyer to prepare proper employment contracts for all.",
    intent: "area:contract",
  },
  {
    message:
      "my friend Zainab say her guardian lock her outside all night as punishment and man dem try to grab her. tonight she dey outside again. pls wat we do",
    intent: "safety",
  },
  {
    message: "Could you tell me more about Christiana Thomas? I need help with an employment contract for a nanny in Freetown.",
    intent: "attorney:Christiana Thomas",
  },
  { message: "mi papa lan na Kambia, in broda dem se mi nor ge sher bikos a de na karanthe. dem don build pan am. a nid lawya", intent: "area:land" },
  { message: "I want to arrange a meeting with the lawyer for our school committee, maybe 5 people. Next week.", intent: "booking" },
  {
    message:
      "The police at Kissy take my brother and my son from the house at night. They say the boys in his Koranic school are trafficked. They are in the cell now. I am in Conakry, j'ai peur.",
    intent: "urgent",
  },
  {
    message:
      "I want to set up a small company in Sierra Leone to run a hostel for students, with my brother as director there. Can you handle the registration from abroad?",
    intent: "area:business",
  },
  { message: "Dear Sir, What would be the weather in Bo next week? I plan an outing for the boarders.", intent: "off-topic" },
  { message: "Can your lawyer speak Temne? Some parents only speak Temne.", intent: "knowledge:Languages spoken" },
  { message: "my cousin dey accused say she poison her guardian food. police investigate, nor arrest yet. she need lawyer fast", intent: "area:criminal" },
  { message: "How many lawyer you have? Any one for Guinean people problem?", intent: "team" },
  {
    message: "my mother wants to know if the aunt in freetown can change my sister name and tell the school she is her daughter. is it allowed",
    intent: "legal-question",
  },
  {
    message:
      "Our shipment of solar panels for the Koranic school was damaged when the crane dropped it at the quay. The port and shipping company blame each other. We need a lawyer to claim.",
    intent: "area:shipping",
  },
  { message: "dem don kech mi pikin an di menpikin boy tu na market, dem se dem de sell drugs. dem de na Central police now. a de kray", intent: "urgent" },
  {
    message:
      "A Sierra Leone company owe me money for cattle I supply. Arbitration award was given in my favour in Conakry but they refuse to pay. Can you enforce it here?",
    intent: "area:arbitration",
  },
  { message: "wat kinda tins una de handle?", intent: "services" },
  { message: "My son wants a good laptop for boarding school, what brand is best?", intent: "off-topic" },
  {
    message: "a sign agriment wit man fo supply fud fo di boarding skul kitchen every week, e don stop pay mi 4 mont now. a wan lawya fo di agriment",
    intent: "area:contract",
  },
  { message: "my brother say send your email, we will send the paper of the land", intent: "email" },
  { message: "dem big boys na mi karanthe de tek mi moni an se if a tok dem go stab mi. tide dem show mi nef", intent: "safety" },
  {
    message:
      "Dear Sir, An elderly widow in my compound wishes to make a will leaving her house to the foster daughter who has cared for her. She asks whether your family department prepares wills.",
    intent: "area:family",
  },
  { message: "pls can i get appointment fo me an my guardian tomorrow 3pm?", intent: "booking" },
  {
    message: "Dear Sir, Is a person who receives a child from a village family without any written agreement legally responsible for that child's schooling?",
    intent: "legal-question",
  },
  { message: "For meeting, I bring my son birth paper from Guinea, is ok or need something else?", intent: "knowledge:What to bring" },
  {
    message:
      "They've just arrested my aunt - she's my daughter's guardian - at her house in Wellington. The neighbour says police said something about a complaint by a man she owes money. My daughter is with the neighbour now.",
    intent: "urgent",
  },
  {
    message: "Dear Sir, I wish to lease part of my land in Bo to a Koranic school for ten years. Could your land department prepare the lease?",
    intent: "area:land",
  },
  { message: "Number to call from Guinea please, with +232", intent: "phone" },
  { message: "Is there a good recipe for akara we can sell to raise money for the pupils?", intent: "off-topic" },
  {
    message:
      "The police have asked me to come and give statement about a pupil who died of sickness at our school. I fear they will charge me. I want a criminal lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "ok my mother say goodbye, we will call", intent: "goodbye" },
  { message: "gud mornin o", intent: "greeting" },
  { message: "What time the office close today? I want to come now", intent: "hours" },
  { message: "mi an 3 uman dem wan mek wi osusu group tin bi company fo pay wi pikin dem skul fees. aw fo register?", intent: "area:business" },
  {
    message: "my mother says the man who keeping my brother in Freetown call and threaten her if she come take the boy he will hurt him. she is afraid for him",
    intent: "safety",
  },
  { message: "Dear Sir, Does your chambers offer reduced fees or legal aid for guardians of limited means?", intent: "knowledge:Fees" },
  {
    message: "my uncle get boat wey carry passenger go Banana Island, one student fall inside sea. di family wan sue. e nid shipping lawyer",
    intent: "area:shipping",
  },
  { message: "if mi papa nor pay mi alfa, di alfa get rit fo kip mi an mek a wok fo am?", intent: "legal-question" },
  {
    message:
      "Police and social welfare people came this afternoon and took all our 30 pupils away in buses. We don't know where they are. The parents are calling me. Please help.",
    intent: "urgent",
  },
  {
    message: "mi an di skul proprietor nor gri pan moni we a lend am fo bil klasrum. wi wan som big man sidon mek wi setul. una de du mediation?",
    intent: "area:arbitration",
  },
  { message: "Dear Sir, Kindly provide directions to your chambers; I shall be arriving at the Kissy Road lorry park.", intent: "address" },
  { message: "wats d best way to revise biology in 2 weeks?", intent: "off-topic" },
  { message: "I am most grateful for your assistance.", intent: "thanks" },
  { message: "a fit kam tok to lawya wit mi alfa?", intent: "booking" },
  { message: "How do I reach you if I am in Makeni? Is there WhatsApp or only phone?", intent: "contact" },
  { message: "Dear Sir, I should be grateful for an outline of the matters your chambers handles.", intent: "services" },
  { message: "hello good morning my mother greet you", intent: "greeting" },
  {
    message:
      "A teacher at my son's boarding school in Freetown, who has been kind to him, has been charged with theft of school property. His family asked me to find him a defence lawyer. He's on bail. Can you help?",
    intent: "area:criminal",
  },
  { message: "abeg mi alfa dem don tek am go Kissy police wit ankaf, dem se e de sel pikin. wi pikin dem de na di karanthe wit nobodi", intent: "urgent" },
  { message: "Orange Money from Guinea to Sierra Leone, how much the charge?", intent: "off-topic" },
  {
    message: "my late granpa left land in Moyamba for all grandchildren but uncle selling plots. some of us dey school with no money. we need land lawyer",
    intent: "area:land",
  },
  { message: "If a government inspector closes our Koranic school because it's not registered, can we get compensation or reopen?", intent: "legal-question" },
  {
    message:
      "My aunt just texted that some men came to the house looking for my daughter, saying her father's family wants to 'take her back to the village' for initiation. They said they'll return tonight. She's 11. Please help.",
    intent: "safety",
  },
  { message: "my mother want know which days you open, she can come only one day", intent: "hours" },
  { message: "mi sista pikin papa nor de gi notin fo di pikin. a wan lawya mek e pay mentenans evri mont", intent: "area:family" },
  {
    message:
      "Dear Sir, The shareholders of a private boarding school in Bo are in disagreement over the issue of new shares to an outside investor. We should value your business department's guidance.",
    intent: "area:business",
  },
  { message: "Can you give me a CV template? I want to apply to teach Arabic in a government school.", intent: "off-topic" },
  { message: "una get young lawyer? older ones dey scare my aunty lol", intent: "team" },
  {
    message: "I sign contract for supply 200 mattress for boarding school in Freetown, they receive them but refuse to pay balance. Need lawyer for enforce.",
    intent: "area:contract",
  },
  {
    message: "my mother say police come to our village this morning and tie my cousin who bring the children to the karanthe, they take him to Kabala now now",
    intent: "urgent",
  },
  { message: "if mi broda kam wit in kar, e go fen ples fo pak?", intent: "knowledge:Parking" },
  { message: "I'd like to set up a consultation with whoever handles custody. Is next Monday possible?", intent: "booking" },
  {
    message:
      "Dear Sir, A shipment of exercise books for rural schools was short-landed at Queen Elizabeth II Quay, with 80 cartons missing from the manifest. We wish to lodge a cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "In the Koranic school the teacher tie the small boys with rope and leave them in the sun when they don't bring money. My neighbor son is there now. Please help them",
    intent: "safety",
  },
  { message: "my mother ask if una only work for Freetown people or for village people too, what you do", intent: "services" },
  { message: "is it legal for a guardian to stop a girl from going to school so she can sell in the market?", intent: "legal-question" },
  {
    message:
      "Two Koranic teachers share a school and now quarrel about the pupils' fees and the building. They want someone neutral to decide, not court. Can you arrange this?",
    intent: "area:arbitration",
  },
  { message: "What's the best way to send a parcel to Freetown quickly, DHL or shipping?", intent: "off-topic" },
  {
    message: "pls 2 juniors dem arrest dem fo carry phone go town, dem lock dem up na police post since last night. principal say make dem stay. dem 13",
    intent: "urgent",
  },
  {
    message:
      "I lease a shop in Freetown for 5 years, the landlord family now say the land is not his and want to remove me. I need lawyer for the lease and title.",
    intent: "area:land",
  },
  { message: "if a gi di menpikin gal bak to in mama, di mama go fit sue mi fo di yiers wey e wok na mi os?", intent: "legal-question" },
  { message: "What's your number for calls? Is it the same for WhatsApp?", intent: "phone" },
  {
    message:
      "Dear Sir, A young man I mentored as a foster child has been convicted of robbery at the Bo High Court and wishes to appeal. Does your chambers handle criminal appeals?",
    intent: "area:criminal",
  },
  { message: "una de tok Krio? mi inglish nor gud", intent: "knowledge:Languages spoken" },
  { message: "Are your chambers open during the lunch hour?", intent: "hours" },
  { message: "abeg us bes fut bol team na premier lig", intent: "off-topic" },
  {
    message:
      "my mother wants to know can you help divorce, my father send all the children to other people and never care. she wants divorce and the children back",
    intent: "area:family",
  },
  {
    message:
      "My sister-in-law says police took my nephew from his boarding school dorm at 2am and are holding him at Aberdeen station. Nobody will say why. He's 15.",
    intent: "urgent",
  },
  { message: "Can I see a lawyer this Friday afternoon about the school land?", intent: "booking" },
  {
    message:
      "The boarding school I pay for my son has a contract saying fees are non-refundable, but they closed the school for 3 months. I want a lawyer to review the contract and get money back.",
    intent: "area:contract",
  },
  { message: "ok bye bye gotta go prep time", intent: "goodbye" },
  {
    message:
      "Dear Sir, My neighbour's fostered girl of twelve has just come to my door bleeding, saying her guardian struck her with a pestle. The guardian is shouting in the compound that she will finish her. I have the child inside.",
    intent: "safety",
  },
  {
    message:
      "I am director in a company in Freetown, the other directors remove me without meeting. Company make money from school supplies. I need lawyer for my rights as shareholder.",
    intent: "area:business",
  },
  { message: "how a go fen una? fon o wetin?", intent: "contact" },
  { message: "How much maintenance would a court order my ex-husband to pay for our two kids in Freetown? He earns well.", intent: "legal-question" },
  { message: "Which street is your office? I'll come from Makeni tomorrow.", intent: "address" },
  {
    message: "mi kompin bring 2 kontena fo Chaina fo wi shop, na di port dem hold am, dem se wi duty nor korekt. wi nid lawya fo port mata",
    intent: "area:shipping",
  },
  { message: "wat papers my aunty fo bring wen she cum? she get my birth cert an school report", intent: "knowledge:What to bring" },
  {
    message: "The police in Port Loko stop the bus and take off my son and 3 other boys going to Koranic school. They hold them now at the station. Please",
    intent: "urgent",
  },
  { message: "tenki plenti, God bless una", intent: "thanks" },
  {
    message:
      "I'm in a dispute with the builder who renovated my aunt's house where my kids live. We both agreed to mediation rather than court. Could you act for me?",
    intent: "area:arbitration",
  },
  { message: "Dear Sir, Could you recommend a reliable bus service from Bo to Freetown?", intent: "off-topic" },
  { message: "Salam, bonsoir", intent: "greeting" },
  { message: "abeg put mi nem fo si lawya, a go kam Tuesday", intent: "booking" },
  { message: "Please what kind of legal work do you do?", intent: "services" },
];
