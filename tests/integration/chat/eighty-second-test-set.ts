import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: listeners writing after hearing the firm on a radio phone-in; writers: retired teacher in Makeni (formal letters), Dove Cot market trader (Krio SMS), Kenema okada rider (typos, voice-typing), Bo nurse (long polite stories), London diaspora listener on the online stream, FBC student (short slang), Tombo fisherman writing for neighbours (heavy Krio), Conakry trader (French mix)
export const EIGHTY_SECOND_TEST_SET: LabelledMessage[] = [
  { message: "Good morning una. A bin yeri una pan di radio yesterday na Law Tok Sunday, God bless una", intent: "greeting" },
  { message: "abeg police don cam tek mi broda from os dis morning, dem carry am go Congo Cross station, wetin a go do", intent: "urgent" },
  { message: "Wetin be di FM number for di station wey una lawyer bin tok pan am? mi radio nor de catch am", intent: "off-topic" },
  {
    message:
      "Dear Sir, I listened to your lawyer on the Sunday phone-in programme. Kindly let me know the days and hours your chambers is open, as I intend to travel down from Makeni.",
    intent: "hours",
  },
  {
    message: "i hear d lawyer on radio tok bout family lan. my uncle dem wan sell my papa lan na Waterloo witout tell us. pls una go help wi?",
    intent: "area:land",
  },
  {
    message:
      "The lawyer on the radio said if a man dies without a will his wife gets everything. My husband died last year, we did only the customary marriage and his brothers say I get nothing. Is that true? Do I have a right to the house?",
    intent: "legal-question",
  },
  {
    message: "my husband beat me last night and he say tonight he go finish me. i de hide by my sister os now. the radio programme said to reach out, pls help",
    intent: "safety",
  },
  { message: "pls I wan book appointment wit una lawyer, I hear una pan radio Sunday", intent: "booking" },
  { message: "di presenter call di number fast fast a nor get am all. wetin be una phone number?", intent: "phone" },
  {
    message:
      "Good afternoon. I heard on the programme that your firm handles cargo matters. My container of used tyres has been stuck at Queen Elizabeth II Quay for five weeks and the shipping line keeps adding demurrage. I need a lawyer to take this up.",
    intent: "area:shipping",
  },
  { message: "who won the match they were talking about before the lawyer came on? Kallon or East End?", intent: "off-topic" },
  {
    message:
      "my son get court case next month for stealing phone, he is on bail now. di radio lawyer said everybody deserve defence. una de tek dis kind case?",
    intent: "area:criminal",
  },
  { message: "how many lawyers una get for dat office? na only one bin tok pan radio", intent: "team" },
  {
    message:
      "Bonjour, mon frère a été arrêté hier à Kambia par la police, he is still in the cell since yesterday. I heard your firm on radio. Please help vite",
    intent: "urgent",
  },
  {
    message: "I hear the lady tok on radio bout child maintenance. my pikin papa nor de pay notin since 2 years. i want help to make am pay",
    intent: "area:family",
  },
  { message: "how much una de charge? di presenter se some lawyers de do free advice for poor people, una de do am?", intent: "knowledge:Fees" },
  {
    message: "pls d man on radio say landlord cnt throw u out without 3 month notice. my landlord giv me 1 week to pack. is dat legal?",
    intent: "legal-question",
  },
  { message: "hello the thing", intent: "unknown" },
  { message: "Please what is your email? The presenter spelt it out but my pen ran out of ink.", intent: "email" },
  { message: "can u help me write a song for the presenter birthday? he turn 50 sunday", intent: "off-topic" },
  {
    message:
      "Soldiers took my neighbour's son to the barracks at Wilberforce yesterday evening and nobody has seen him since. His mother has no phone so I am writing for her. She heard your firm on the radio. What can we do?",
    intent: "urgent",
  },
  { message: "Heard ur business lawyer on the morning show. I wan register my small company, soap making. How una go help me?", intent: "area:business" },
  { message: "Wetin una firm de do exactly? I hear una name pan radio but a nor know if na only court case", intent: "services" },
  { message: "pipul dem de gather outside mi shop dem se a tif, dem wan beat me. a lock mysef inside. abeg", intent: "safety" },
  { message: "una de open Saturday?", intent: "hours" },
  {
    message:
      "Dear Sirs, one of your partners spoke on the radio about settling business disputes without going to court. My company has a dispute with a supplier over a 200 million Leone contract and we would prefer mediation. Do you handle such matters?",
    intent: "area:arbitration",
  },
  { message: "thank you so much for the talk on radio last night, it opened my eyes", intent: "thanks" },
  {
    message: "Heard on radio dat after 7 years of separation divorce is automatic. My wife lef since 2015. Am I already divorced by law?",
    intent: "legal-question",
  },
  { message: "mi radio battery don die, wetin kind battery good for Tecno radio?", intent: "off-topic" },
  { message: "my boss sack me after 6 years no pay, no letter. i hear on radio una de help workers. i want una tek di case", intent: "area:contract" },
  { message: "police dem de na mi door now now dem wan tek mi husband, abeg!!", intent: "urgent" },
  { message: "where una office de? a wan come after a hear una pan radio", intent: "address" },
  {
    message: "Is Ibrahim Jalloh the lawyer who was on the radio talking about bail? I want to know more about him and what kind of cases he does",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message: "Good evening, I would like to schedule a consultation for Thursday if possible. My neighbour heard your programme and recommended you.",
    intent: "booking",
  },
  { message: "mi mama nor sabi English, na Temne she de speak. una lawyer dem de speak Temne?", intent: "knowledge:Languages spoken" },
  {
    message: "Heard on Ask Di Lawyer that you do title searches. I want to buy a plot at Tokeh and I want to be sure the papers are real before I pay.",
    intent: "area:land",
  },
  { message: "how do i call into the programme? the line always busy", intent: "off-topic" },
  {
    message: "the lady lawyer on radio said a father cant take a child from the mother under 7. my ex wan take my 4 year old go Bo. can he do that?",
    intent: "legal-question",
  },
  { message: "Hi, good evening", intent: "greeting" },
  {
    message:
      "Sir I am writing for my neighbour Mabinty, she has no phone. Her husband threatened her with a cutlass this morning and said he will kill her. She is hiding in my house now. She heard your programme on Radio Bonthe.",
    intent: "safety",
  },
  {
    message: "police giv my papa invitation letter to come CID monday bout money wey miss na im office. he nor do notin. una de defend pipul like dat?",
    intent: "area:criminal",
  },
  {
    message: "mi uncle don de na Kenema police station since yesterday, dem nor gi am bail nor food. di radio lawyer se dem nor fit hol pipul long. abeg help",
    intent: "urgent",
  },
  { message: "Please what is the price of a solar radio in Freetown now?", intent: "off-topic" },
  { message: "A de na Kailahun, how a go fit reach una? phone, email or wetin?", intent: "contact" },
  { message: "wat time una close 2day? i wan cum after work", intent: "hours" },
  {
    message:
      "Dear Sir, I heard on the radio programme that your chambers helps with adoption. My wife and I want to legally adopt my late brother's daughter who lives with us. Please advise how you can assist.",
    intent: "area:family",
  },
  {
    message:
      "They said on air that if you build on land for 12 years it's yours. I have built on a plot in Kossoh Town since 2009 and now a man shows up with papers. Is the land mine by law?",
    intent: "legal-question",
  },
  { message: "WhatsApp number abeg", intent: "phone" },
  { message: "when a come for di meeting wetin a for bring? a get mi papa death certificate and di survey plan", intent: "knowledge:What to bring" },
  { message: "Aunty Zainab the presenter said rain go fall heavy this week, is it true? I want travel go Bo", intent: "off-topic" },
  { message: "they took my friend from the ataya base by night, police na Lumley. still there. pls", intent: "urgent" },
  { message: "is there a woman lawyer in your firm? I'd prefer to talk to a woman about my problem", intent: "team" },
  { message: "can i see a lawyer 2moro 10am? i hear una pan radio", intent: "booking" },
  {
    message: "my fishing boat was seized by the port people, they say papers not complete. heard you on the radio. need help get it back",
    intent: "area:shipping",
  },
  {
    message: "Abeg help. Mi stepfather de beat me every day and today e se if a tok to anybody e go kill me. I am 17. I heard the radio say una de help.",
    intent: "safety",
  },
  { message: "ok bye, a go listen again next Sunday", intent: "goodbye" },
  {
    message:
      "My employer deducts NASSIT from my pay but never pays it in, I heard on the phone-in that is a crime. Can I take him to court and will I get back all the money?",
    intent: "legal-question",
  },
  {
    message: "I want somebody to check a supply contract before I sign. The radio lawyer said never sign without reading. una de do dat?",
    intent: "area:contract",
  },
  { message: "whats the name of the song they played at the end of the legal programme, the one about justice", intent: "off-topic" },
  {
    message:
      "Dear Sir, I write in great distress. My son was picked up by police at the Makeni lorry park this afternoon and is being held at the Makeni police station. I heard your chambers on the radio. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "a go come wit mi car, una get parking place by di office? and weti side di office de exactly?", intent: "knowledge:Parking", also: ["address"] },
  {
    message: "We are three friends who want to start a company, we heard on radio we need a shareholder agreement. Can you do it for us?",
    intent: "area:business",
  },
  { message: "send me ur email i want send documents", intent: "email" },
  { message: "can I get job as assistant at the radio station? the presenter said they need people", intent: "off-topic" },
  {
    message:
      "I heard the lawyer say on the radio that police cannot search your house without a warrant. Police searched my shop last week without any paper. Was that against the law and can I sue them?",
    intent: "legal-question",
  },
  {
    message: "we won arbitration against a Chinese company but dem refuse to pay. di man on radio se award can be enforced. pls help us enforce am",
    intent: "area:arbitration",
  },
  { message: "?", intent: "unknown" },
  { message: "do u only do court cases or other things too? heard u on Star FM", intent: "services" },
  { message: "Dem don arrest mi wife na market dis morning, dem se she sell fake medicine. She de na Bo police station now.", intent: "urgent" },
  { message: "some boys came to my house with sticks because of the land palaver, they are outside now shouting they will burn the house", intent: "safety" },
  { message: "Bonjour, vous ouvrez à quelle heure le matin? What time do you open?", intent: "hours" },
  {
    message:
      "I heard on the radio that you people defend in criminal matters. My cousin was convicted last month and wants to appeal. Can your firm take the appeal?",
    intent: "area:criminal",
  },
  { message: "Wat be di dollar to leone rate today? di presenter bin tok am bot a nor yeri", intent: "off-topic" },
  { message: "Good day. I want to meet a lawyer about my father's estate. When can I come in for a consultation?", intent: "booking" },
  { message: "Salaam alaikum una", intent: "greeting" },
  {
    message: "Di lawyer pan radio se woman get right to she husband prop'ty after e die. Mi husband bin get two wife. Wetin mi go get?",
    intent: "legal-question",
  },
  { message: "my neighbour build wall inside my land 2 metres, boundary matter. heard about una on radio. I need lawyer", intent: "area:land" },
  { message: "Which number can I call now? I heard it on air but forgot", intent: "phone" },
  { message: "Can I pay in parts? I'm a petty trader, and I heard on the programme you help ordinary people", intent: "knowledge:Fees" },
  { message: "di okada boys dem, police don hol mi pikin wit dem na Kissy station since last night. abeg", intent: "urgent" },
  { message: "How do I make my phone charge fast? battery always die while I listen to the radio programme", intent: "off-topic" },
  { message: "Me and mi husband don separate long time, a wan divorce proper. a hear one lawyer tok on radio bout divorce. help me", intent: "area:family" },
  { message: "Please give me all your contact details, phone, email, WhatsApp. I am in London and heard the show on the online stream.", intent: "contact" },
  {
    message:
      "I heard your lawyer on the breakfast show. My employer at the mining company has not paid my salary for 4 months. I want to take action against them.",
    intent: "area:contract",
  },
  {
    message:
      "If my husband's family take the children after he dies, who has the right? the radio said the mother, but his mother says custom. Who will the court give them to?",
    intent: "legal-question",
  },
  { message: "who are the lawyers in that firm pls? I want to know before I come", intent: "team" },
  { message: "Hawa Turay, di lady wey tok bout will pan radio, she still de work wit una? a wan know more bout am", intent: "attorney:Hawa Turay" },
  { message: "bye now", intent: "goodbye" },
  { message: "Mi neighbour dem wan beat me se a witch. Dem de outside. A don lock door. Help", intent: "safety" },
  {
    message: "my driver has been detained at the checkpoint in Masiaka since morning, police are holding him and the truck. I heard your firm on the radio",
    intent: "urgent",
  },
  {
    message:
      "Our charter party with a vessel owner has gone bad, the ship left Freetown with half our cargo still on board. Heard about your shipping department on the radio. Need representation.",
    intent: "area:shipping",
  },
  { message: "Which hospital is good for typhoid in Freetown? the advert on the radio said one clinic at Kissy", intent: "off-topic" },
  { message: "tenki tenki, God bless", intent: "thanks" },
  { message: "Is your office near Cotton Tree? How do I get there from Lumley?", intent: "address" },
  { message: "Dear Sir, for my appointment next week, which documents should I bring with me regarding my land purchase?", intent: "knowledge:What to bring" },
  {
    message:
      "I want to open an account for my company but the bank says we need board resolution and other papers. The radio lawyer said una de help with company things.",
    intent: "area:business",
  },
  { message: "Dem don tek mi sista husband from di os now now, three police man, dem nor show paper. We de na Calaba Town.", intent: "urgent" },
  {
    message: "my brother borrowed 5 million from me and refuse to pay. the radio said verbal agreement is valid. Will I win if I go court?",
    intent: "legal-question",
  },
  { message: "Can you give me the presenter's number? I want to greet him", intent: "off-topic" },
  { message: "i listen una yesterday. so?", intent: "unknown" },
  { message: "Hello Kamara Chambers, good afternoon from Bo", intent: "greeting" },
  { message: "Are you open on Friday afternoon? Somebody on the phone-in said lawyers close early on Fridays", intent: "hours" },
  {
    message:
      "mi neighbour Pa Lamin nor get phone so a de write for am. police dem tek im pikin na Goderich dis morning wit handcuff, dem se na tif. e still de na station",
    intent: "urgent",
  },
  { message: "pls wetin be di recipe for cassava leaf? di presenter bin tok bout am after di lawyer finish", intent: "off-topic" },
  {
    message:
      "Dear Sir, I heard on the business hour that your chambers advises foreign investors. I live in the UK and want to invest in a rice processing venture in Port Loko. I need guidance on setting it up properly.",
    intent: "area:business",
  },
  {
    message: "di radio lawyer se if you sign contract you nor fit back out. a pay deposit for car and now a change mi mind. dem fit keep mi moni?",
    intent: "legal-question",
  },
  {
    message:
      "My brother-in-law keeps calling to threaten me, says he will send boys to cut me because of my late husband's house. I'm afraid to sleep at home tonight.",
    intent: "safety",
  },
  { message: "I need to see a lawyer this week, which day is free? I listened to you on Radio Democracy", intent: "booking" },
  {
    message:
      "Heard di arbitration tok pan radio. Wi partnership business na Kenema don spoil, mi partner de hide moni. We want settle outside court. Una go help?",
    intent: "area:arbitration",
  },
  {
    message:
      "I am buying a house at Hill Station and the seller wants me to use his own lawyer for the conveyancing. After your programme I want my own lawyer to handle the transfer.",
    intent: "area:land",
  },
  { message: "is there a basketball court near Siaka Stevens Street? my boys wan play", intent: "off-topic" },
  { message: "who de work na una office? na all man lawyer or una get woman too", intent: "team" },
  {
    message:
      "They just came and carried my father, three men in plain clothes said they are CID. We are in Lunsar. We heard about your firm on the radio this morning.",
    intent: "urgent",
  },
  { message: "Your phone number please, I want to call not chat", intent: "phone" },
  {
    message:
      "Dear Sir, I was employed as a security guard and was dismissed after I complained about unpaid overtime. I heard on the radio programme that you assist with employment disputes. I wish to pursue the matter.",
    intent: "area:contract",
  },
  {
    message: "Heard on the phone-in that a will must have two witnesses. My papa will get only one witness signature. Is the will still valid?",
    intent: "legal-question",
  },
  { message: "wat is ur email adress", intent: "email" },
  { message: "How much recharge card I need to call the radio station from Kono?", intent: "off-topic" },
  {
    message:
      "my husband people dem don tek mi children since he died. i hear the lady lawyer on radio say mothers have rights. i want una help get mi pikin dem back",
    intent: "area:family",
  },
  { message: "Abeg dem don lock mi brother na Waterloo station since Sunday, dem se e go stay till dem finish investigation", intent: "urgent" },
  { message: "Hello I heard the phone-in. Do you people also do things for companies and ships or just family palaver?", intent: "services" },
  { message: "Is there somewhere to park a car near the chambers? Siaka Stevens Street is always packed.", intent: "knowledge:Parking" },
  { message: "Dem de chase mi pikin wit cutlass na di junction now, na lan palaver, we don run enter one shop", intent: "safety" },
  {
    message: "Customs na di quay don hol mi goods, dem se wrong valuation. a hear on radio una de handle port and customs mata. Help",
    intent: "area:shipping",
  },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  {
    message: "I want to change the directors of my company because one partner died. I heard your business lawyer on the radio. Can una do it?",
    intent: "area:business",
  },
  { message: "the one they said", intent: "unknown" },
  { message: "what date is the next debate on the radio? the presenter said soon", intent: "off-topic" },
  {
    message:
      "The lawyer on the programme said tenants have rights. My landlord took my things out and changed the lock because I owe 2 months. Can he do that?",
    intent: "legal-question",
  },
  { message: "Can I make appointment for saturday morning? i work weekdays", intent: "booking" },
  { message: "Help, police don cam carry mi wife from work na Kingtom, dem nor tell we wetin she do. Dem de go CID now", intent: "urgent" },
  { message: "I don't always have data. What's the best way to reach you, phone or whatsapp or email, which one?", intent: "contact" },
  {
    message:
      "I was charged with assault after a fight at the football field, trial starts next month. I heard your criminal lawyer on the radio, I need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "Thanks for the advice you gave on air last Sunday, it helped my mother a lot", intent: "thanks" },
  {
    message:
      "We have an arbitration clause in our contract with an importer who is not paying. The radio said we can go to arbitration. Can your firm start it for us?",
    intent: "area:arbitration",
  },
  { message: "Write a CV for me pls, I want apply for the radio job they announced", intent: "off-topic" },
  { message: "Is Isatu Bangura the shipping lawyer? My friend heard her on the radio. Is she still with your chambers?", intent: "attorney:Isatu Bangura" },
  { message: "A de hide na bush since yesterday, some men wan kill me bicos of society palaver. A nor fit go home", intent: "safety" },
  { message: "Parlez-vous français? Je suis à Conakry et j'ai entendu votre émission. Do your lawyers speak French?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Radio lawyer said children born outside marriage can inherit. My father's wife says me and my sister cannot get anything because our mother was not married to him. Is she right?",
    intent: "legal-question",
  },
  {
    message: "my husband has been at the Kailahun police post since yesterday morning, they say he will be sent to Kenema. he has not eaten",
    intent: "urgent",
  },
  { message: "Mi papa don die, we wan get di title deed in our names. Di lawyer pan radio se una de do lan papers. Wetin we go do?", intent: "area:land" },
  {
    message:
      "Dear Sir, I should be grateful for an appointment with one of your lawyers at your earliest convenience concerning a matter I heard discussed on the radio.",
    intent: "booking",
  },
  { message: "What time does the Law Tok programme come on? I missed it last week", intent: "off-topic" },
  { message: "Which street una de? Siaka Stevens Street na which side, near di bank?", intent: "address" },
  { message: "a wan write will so mi pikin dem nor go fight after a die. a hear una pan radio. una de do will?", intent: "area:family" },
  {
    message: "Na me de write for mi neighbour Mami Fatu. Dem don tek she boy go Pademba Road station yesterday evening. She nor get phone. abeg help am",
    intent: "urgent",
  },
  { message: "Please what's the consult email, the one for sending papers? I heard two on the radio", intent: "email" },
  {
    message: "Heard on the morning show about company registration. Can you help me register a business name and get the certificate fast?",
    intent: "area:business",
  },
  {
    message: "My boyfriend locked me in the room and took my phone, I'm using my friend's phone through the window. He says he will hurt me if I leave.",
    intent: "safety",
  },
  { message: "can u tell me di score for di Leone Stars game? dem bin announce am pan radio", intent: "off-topic" },
  {
    message: "a sell goods to one man on credit, e sign paper but now e nor wan pay. di radio lawyer se una fit enforce agreement. abeg help",
    intent: "area:contract",
  },
  {
    message: "I heard on air that you can't be fired for being pregnant. My manager told me not to come back after my maternity leave. Is that legal?",
    intent: "legal-question",
  },
  { message: "I work until 4, will una still de open if a reach by 4:30?", intent: "hours" },
  { message: "Good evening sir/madam", intent: "greeting" },
  {
    message:
      "Dear Madam/Sir, our cargo of cement arrived damaged at Freetown port and the insurer is refusing to pay. We heard on the radio that your firm deals with cargo claims. Please assist.",
    intent: "area:shipping",
  },
  {
    message: "Police in Port Loko are holding my brother since Friday over a motorbike accident. They say he can't go until he pays. Please what to do",
    intent: "urgent",
  },
  { message: "How many lawyers work in Kamara & Associates? the radio man said na big firm", intent: "team" },
  { message: "Do you do legal aid? I no get money but I heard you people on radio", intent: "knowledge:Fees" },
  {
    message: "Police dem de look for me bicos of fight wey happen na bar. Dem nor catch me yet. A wan lawyer before a go report mysef",
    intent: "area:criminal",
  },
  { message: "How do I stream the radio programme on my phone from America? what app?", intent: "off-topic" },
  {
    message:
      "Two of our business partners want to solve our dispute through mediation instead of court. We heard on the radio your firm does mediation. Can you represent us?",
    intent: "area:arbitration",
  },
  { message: "Abeg a wan tok to lawyer face to face, how a go book?", intent: "booking" },
  { message: "Somebody don sell mi lan twice na Newton, two pipul de claim am now. A yeri una pan radio, abeg tek mi case", intent: "area:land" },
  { message: "Dem don hol mi papa na barracks na Teko, soldiers tek am yesterday. We nor know wetin e do", intent: "urgent" },
  {
    message:
      "My wife left with the kids to Guinea without my permission. The radio said that is abduction. Can I get them back and will the court give me custody?",
    intent: "legal-question",
  },
  { message: "Abeg send mi di whatsapp number, a want send voice note", intent: "phone" },
  { message: "pls I want come see the lawyer who was on air Sunday, can I get appointment?", intent: "booking" },
  { message: "parking dey?", intent: "knowledge:Parking" },
  { message: "A mob is forming in front of my compound saying my son stole a goat. They have stones. Please.", intent: "safety" },
  {
    message:
      "Dear Sir, I heard your partner speak on investment law on the radio. We are a Ghanaian firm wanting to open a branch in Freetown. Please advise how your chambers can assist us.",
    intent: "area:business",
  },
  { message: "Wetin una de help pipul wit? a yeri small only pan radio", intent: "services" },
  { message: "they arrested my cousin at Lungi airport this evening, he is still in the airport police room. He was coming from Guinea.", intent: "urgent" },
  {
    message:
      "Hello, I'm in the US. My mother passed in Freetown and I need letters of administration for her house. I heard your programme online. Can you handle the probate for me?",
    intent: "area:family",
  },
  { message: "Please help me with homework on the history of Freetown, it's for school", intent: "off-topic" },
  {
    message:
      "My nephew is accused of forging documents and the case is at the magistrate court. We heard the lawyer on radio speak about fair trial. Can una defend am?",
    intent: "area:criminal",
  },
  { message: "Could I come and talk with a lawyer on Monday? My problem is too long to type", intent: "booking" },
  {
    message:
      "The lawyer on the programme said after divorce the wife gets half. We had a Christian marriage and I built the house alone. Will she really take half?",
    intent: "legal-question",
  },
  { message: "How can I contact una from Ghana? una get WhatsApp or email?", intent: "contact" },
  {
    message:
      "A sign employment contract wey se a nor fit work for any oda company for 5 years after a lef. A yeri pan radio se una de review contract. Abeg check am for me",
    intent: "area:contract",
  },
  { message: "Tank u for answering my question on di radio last week", intent: "thanks" },
  { message: "Police just took my neighbour away from the house next door, she was shouting. Her children are alone now. What can we do?", intent: "urgent" },
  {
    message: "our vessel arrested at the anchorage for unpaid bunkers. heard about una pan di programme. need shipping lawyer immediately",
    intent: "area:shipping",
  },
  { message: "I have an appointment tomorrow, please describe how to find the office from the PZ area", intent: "address" },
  { message: "una de speak Mende? mi grandpa from Pujehun, e nor sabi Krio well", intent: "knowledge:Languages spoken" },
  { message: "Mi husband family dem threaten me se if a nor lef di os dem go kill me tonight. A don send di children go mi mama.", intent: "safety" },
  { message: "Apart from court, wetin else una de do? di radio tok only bout lan", intent: "services" },
  { message: "hours pls", intent: "hours" },
  {
    message: "We got an arbitration award in Ghana against a Sierra Leone company. We need your firm to handle the enforcement here.",
    intent: "area:arbitration",
  },
  {
    message: "Di radio se mediation cheap pass court. Me and mi business partner get palaver bout shop profit, we both agree to mediation. una de do am?",
    intent: "area:arbitration",
  },
  { message: "what kind of lawyers una get? any of them young?", intent: "team" },
  { message: "Wetin a for carry when a de come? Di presenter se carry all papers bot which one?", intent: "knowledge:What to bring" },
  { message: "Ok I will come Monday. Goodbye.", intent: "goodbye" },
  {
    message:
      "The ship agent is refusing to release our bill of lading until we pay extra charges that were never agreed. Heard on the radio your firm does shipping. Please take it up.",
    intent: "area:shipping",
  },
  { message: "I need a proper contract drafted for my catering business with a hotel. Heard you on air. Can you draft it?", intent: "area:contract" },
  { message: "book me in for consultation pls, land matter", intent: "booking" },
  {
    message: "lease for mi shop don expire and landlord wan increase rent 3 times. a want lawyer to negotiate new lease. heard una on radio",
    intent: "area:land",
  },
  {
    message: "I want custody of my grandchild, his mother left him with me since he was a baby. I heard the family lawyer on the radio. Help me do it legally.",
    intent: "area:family",
  },
  { message: "A get case na court for drug, dem gi me bail. a nor like mi lawyer again. una go tek over?", intent: "area:criminal" },
  {
    message: "Our company wants a loan from the bank and the bank wants a legal opinion on our papers. Heard the business lawyer on the radio. Do you do that?",
    intent: "area:business",
  },
  { message: "Dem don hol mi boy 2 days now na Bo police, dem nor carry am go court. A yeri di lawyer pan Eastern Radio se 72 hours. Abeg", intent: "urgent" },
  { message: "How to make ginger beer? my grandmother want sell at the radio station open day", intent: "off-topic" },
  {
    message:
      "My landlord sold the house I rent and the new owner says I must leave in 2 weeks, though I paid 2 years advance. The radio said advance rent protects you. Will I get my money back?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, following your lawyer's talk on the radio concerning family land, I write about three town lots in Kenema left by my late father which my cousins now occupy. I require legal assistance to recover them.",
    intent: "area:land",
  },
  { message: "wan mek appointment, tuesday or wednesday ok? abeg", intent: "booking" },
  { message: "mi papa drunk and he break di door, he get knife, me and mi small sista de hide under bed. pls", intent: "safety" },
  { message: "what days are you open? is it everyday or only weekdays?", intent: "hours" },
  {
    message:
      "I ship goods from China to Freetown and the clearing agent disappear with my documents. Container still at QE2 quay. I heard the shipping lawyer on radio, pls help me",
    intent: "area:shipping",
  },
  { message: "Helo good day una, a na listener from Makeni", intent: "greeting" },
  {
    message:
      "The radio programme was about maintenance. I am a father and my ex-wife won't let me see my son. I want to apply to court for access. Can you help?",
    intent: "area:family",
  },
  { message: "How much is bus fare from Kenema to Freetown now?", intent: "off-topic" },
  {
    message:
      "Sir, my neighbour who has no phone asked me to write. Her husband was taken by police from their house at Kroo Bay last night and they are keeping him at Ross Road. She heard your lawyer on the radio.",
    intent: "urgent",
  },
  {
    message: "A yeri pan radio se una de defend pipul. Police don charge mi for receive stolen phone, court na next week. A nor get lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "If police stop me on the road can they take my phone and read my messages? The radio lawyer said no. It happened to me last month. Was it illegal?",
    intent: "legal-question",
  },
  {
    message:
      "we want to bring a foreign partner into our company but dont know how the shares should work. the radio lawyer talked about shareholders. please help us structure it",
    intent: "area:business",
  },
  { message: "The lawyer on the radio said your firm has many partners. Who are they and what does each one do?", intent: "team" },
  { message: "The number the presenter gave, +232 76 something... can you confirm the full number?", intent: "phone" },
  { message: "Mi boss wan mek a sign new contract wey cut mi salary half. A hear una on radio. A want una check am and advise me", intent: "area:contract" },
  { message: "how much is a bag of rice in Freetown today? presenter say price go up", intent: "off-topic" },
  {
    message:
      "Dear Sir, a contractor abandoned our building project and our contract says disputes go to arbitration. After hearing your partner on the radio we wish to engage your firm.",
    intent: "area:arbitration",
  },
  { message: "Adama Koroma, the arbitration lawyer from the radio, is he in your firm? what does he do exactly", intent: "attorney:Adama Koroma" },
  {
    message:
      "police still de hol mi broda na Lumley since yesterday morning and dem wan transfer am go Pademba Road. We don pay moni for bail, dem nor release am",
    intent: "urgent",
  },
  { message: "Di presenter se una first meeting na free. Na true? How much after dat?", intent: "knowledge:Fees" },
  {
    message: "They are threatening to kill my son because he saw what happened at the diamond pit. We are scared to go out. I heard you on the radio",
    intent: "safety",
  },
  { message: "can I book a slot for my mother? she heard u on radio and wants to talk about her land. She's 70.", intent: "booking" },
  {
    message: "Di radio lawyer se if police arrest you dem must tell you why. Last year dem arrest me for 3 days and nor tell me notin. A fit sue dem now?",
    intent: "legal-question",
  },
  { message: "abeg na dat mata", intent: "unknown" },
  {
    message:
      "We bought a plot at Lakka and the surveyor says the plan doesn't match the ground. Heard about your firm on the radio. We need somebody to sort out the title.",
    intent: "area:land",
  },
  { message: "Can u recommend a good tailor in Freetown? the presenter's gown on the poster was fine", intent: "off-topic" },
  { message: "Police de beat mi neighbour pikin now na di road and dem don put am inside dem van. Dem de go wit am", intent: "urgent" },
  { message: "Una de work Sunday? na Sunday a free", intent: "hours" },
  {
    message:
      "The radio said you must register a land deed within a certain time or it is void. My father's deed from 1998 was never registered. Is our land lost?",
    intent: "legal-question",
  },
  { message: "Bonjour, je vis en Guinée. Comment je peux vous contacter? téléphone, email, anything", intent: "contact" },
  { message: "thanks ooo", intent: "thanks" },
  { message: "Can I email you my documents? what's the address", intent: "email" },
  { message: "Wey a go park mi keke when a come? Una get space?", intent: "knowledge:Parking" },
  { message: "wat kinda cases u guys handle?", intent: "services" },
  {
    message: "my son was sentenced to 5 years in Kenema and we think the judge was wrong. the radio lawyer said you can appeal. we want una do the appeal",
    intent: "area:criminal",
  },
  { message: "I want to learn to drive. which driving school is near Siaka Stevens Street?", intent: "off-topic" },
  { message: "One man de follow me everywhere since a refuse am. Today e se e go kill me if a nor marry am. A fraid", intent: "safety" },
  {
    message: "Dear Sir, I would like an appointment for myself and my two brothers concerning our late mother's estate. Kindly indicate a convenient date.",
    intent: "booking",
  },
  {
    message:
      "My husband took a second wife without telling me and now wants me out of the house. I heard the lady lawyer on the radio. I want a divorce and my share.",
    intent: "area:family",
  },
  {
    message: "We run a small transport business and want to turn it into a limited company. Heard on radio you help with that. How do we start?",
    intent: "area:business",
  },
  { message: "my brother was taken by soldiers at Cline Town checkpoint this morning, they say he has no ID. They are still holding him", intent: "urgent" },
  {
    message:
      "My employer refused to pay my end of service benefit after 10 years because I resigned. Heard on the radio you help with that. I want to claim it.",
    intent: "area:contract",
  },
  {
    message: "Me and di oda traders na Kissy market get palaver wit di market association bout shop fees. We want mediator. Una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "Please what's a good name for my baby girl? The presenter's daughter is called Zainab", intent: "off-topic" },
  { message: "A wan buy lan na Kerry Town bot a fraid se na government lan. Una fit check am for me?", intent: "area:land" },
  { message: "+232 77 na di WhatsApp? send am again pls", intent: "phone" },
  {
    message: "A crew member was injured on board a trawler and the owners won't pay. We heard on the radio you deal with vessels. Can you help the crew claim?",
    intent: "area:shipping",
  },
  { message: "police dem don come na mi aunty os dis night, dem de tek am go. She sick. abeg una", intent: "urgent" },
  { message: "Heard Kamara and Associates on the radio. What type of law do you practice?", intent: "services" },
  { message: "What should I bring for the first meeting about company registration?", intent: "knowledge:What to bring" },
  {
    message: "My ex-husband remarried, does he still have to pay school fees for our children? The radio lawyer said yes till 18. Will the court force him?",
    intent: "legal-question",
  },
  {
    message: "Na mi neighbour se mek a write. She husband don burn she wit hot iron and e de threaten again tonight. She de hide na mi kitchen.",
    intent: "safety",
  },
  { message: "Alright, take care. Bye", intent: "goodbye" },
  { message: "My house is surrounded, dem se mi son kill somebody na accident. Dem de throw stone. police nor de come", intent: "safety" },
  { message: "Do you have senior lawyers or just juniors? I want to know the team before I hire", intent: "team" },
  { message: "Who sang the jingle for the law programme? the know your rights song", intent: "off-topic" },
  { message: "Mi papa die lef will, bot mi big broda hide di will. A hear pan radio una de help wit will and inheritance. Abeg help", intent: "area:family" },
  { message: "Good morning. Is the office open now?", intent: "hours" },
  {
    message:
      "Dear Sir, I supplied 500 bags of charcoal to a company that now refuses to pay, citing quality. I heard your contract lawyer on the radio. Please take up the matter.",
    intent: "area:contract",
  },
  { message: "Mi fren don de na CID since yesterday afternoon, dem nor gi am food. E mama nor get phone so a de write. Abeg una go dey", intent: "urgent" },
  { message: "Can u teach me how to write a letter to the radio station for a song dedication?", intent: "off-topic" },
  { message: "I want to talk to a lawyer by phone, can we schedule a call? I'm in Manchester", intent: "booking" },
  {
    message:
      "I lent my shop to my cousin for 1 year and now he says it's his because he paid the city rates. Radio said rates don't give ownership. Can he take my shop?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, I heard on the programme that your chambers handles banking matters. The bank has frozen my company account without explanation. I need your help to sort this out.",
    intent: "area:business",
  },
  {
    message:
      "My goods were loaded on the wrong ship and went to Monrovia. The carrier says not their fault. I heard the shipping talk on radio and I want to claim.",
    intent: "area:shipping",
  },
  {
    message:
      "police invited me for questioning about my business partner's fraud. I heard on radio I should go with a lawyer. Can una go with me on Wednesday?",
    intent: "area:criminal",
  },
  { message: "Morning o", intent: "greeting" },
  { message: "a wan si lawyer bout mi lan case, when una free dis week?", intent: "booking" },
  { message: "Una de tok Limba? mi papa na Limba man, e nor sabi Krio well", intent: "knowledge:Languages spoken" },
  {
    message:
      "I'm writing from Leicester. My younger brother in Freetown was arrested yesterday at his work and is still in a cell at Eastern Police. I heard your firm on the online radio. What do we do, and how much will it cost?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  {
    message: "We are a cooperative of women farmers and the radio said we should register properly. Can you register our cooperative?",
    intent: "area:business",
  },
  { message: "Abeg mi sista de na she os now and she husband de beat am, we de hear she de holler. Wetin we fit do now?", intent: "safety" },
  {
    message:
      "The radio lawyer said a customary wife is the same as a court wife. My husband's church family says I'm not a real wife. Am I entitled to his pension?",
    intent: "legal-question",
  },
  { message: "A de work as house help for 3 years, dem nor pay mi for 7 months. A yeri pan radio se una de help workers. Abeg", intent: "area:contract" },
  {
    message: "We are in a dispute with a construction company and both sides want mediation. The radio said your firm handles that. Please contact us.",
    intent: "area:arbitration",
  },
  { message: "Una office de na Siaka Stevens Street number wetin? a go come wit okada", intent: "address" },
  { message: "If I come by car is there parking near the office or should I take keke?", intent: "knowledge:Parking" },
  { message: "Please book an appointment with the family lawyer for Friday 11am", intent: "booking" },
  { message: "Is it true that Sierra Leone will host AFCON? the presenter said so", intent: "off-topic" },
  { message: "Do una take Orange Money for fees? and how much is the consultation?", intent: "knowledge:Fees" },
  { message: "Police came into the mosque compound and took the imam's son just now. We are outside the station at Kissy.", intent: "urgent" },
  { message: "A get appointment tomorrow. Wetin a for bring? ID card?", intent: "knowledge:What to bring" },
  { message: "Wi de na Kono, di mining boys dem don surround wi os wit machete bicos of lan. Dem se dem go kill mi papa", intent: "safety" },
  {
    message:
      "The arbitrator gave an award but the other side went to court to set it aside. We heard about your arbitration lawyer on the radio. Can you defend the award?",
    intent: "area:arbitration",
  },
  { message: "Until what time can I come on Friday?", intent: "hours" },
  {
    message:
      "I bought a car from a man and now police say it's stolen. The radio lawyer said if you bought in good faith you keep it. Can they take the car from me?",
    intent: "legal-question",
  },
  {
    message:
      "I am in the diaspora and my caretaker sold my land at Waterloo. I heard your land lawyer on the online radio. I need help to recover it and stop the buyer building.",
    intent: "area:land",
  },
  { message: "I'm flying in from London next month, can I book a meeting with a lawyer for the 14th?", intent: "booking" },
  { message: "Thank you very much for your help today", intent: "thanks" },
  { message: "Mi pikin get case na juvenile court, police se e break shop. E de home now. Una de tek dis kind case?", intent: "area:criminal" },
  { message: "Are all your lawyers in Freetown? How many are there?", intent: "team" },
  { message: "ok bye bye, God bless una programme", intent: "goodbye" },
  { message: "Please list how I can reach your office, I have no data on weekends", intent: "contact" },
  {
    message: "My husband abandoned me and the children in Bo and went to Guinea. I heard on the radio that you can help with maintenance. I want him to pay.",
    intent: "area:family",
  },
  {
    message:
      "Our exporter in Belgium shipped the wrong cargo under our charter and the vessel is already at Freetown port. Heard your firm on radio. Need action fast.",
    intent: "area:shipping",
  },
  { message: "Dear Sir, kindly furnish me with a list of the legal services your chambers provides, as mentioned on the radio programme.", intent: "services" },
  { message: "dem don tek mi husband, a de na di station now, dem nor gree mek a see am", intent: "urgent" },
  { message: "Evening una, na me Pa Alimamy from Makeni, a yeri una pan radio", intent: "greeting" },
  { message: "Dem don carry mi son go Mile 91 police since yesterday, dem se e tek part in fight. E nor get lawyer", intent: "urgent" },
  {
    message:
      "The presenter said a wife can't sell the family house without the husband's consent. My wife sold our house at Wellington while I was in Guinea. Can I cancel the sale?",
    intent: "legal-question",
  },
  { message: "Pls help me with my WASSCE English essay on radio in Sierra Leone", intent: "off-topic" },
  {
    message:
      "Dear Sir, I wish to lease part of my land at Lumley to a telecom company for a mast. Having heard your programme, I would like your chambers to prepare and negotiate the lease.",
    intent: "area:land",
  },
  { message: "A de write from mi neighbour phone. Mi husband don lock di gate, e get cutlass and e se nobody go comot alive. Abeg", intent: "safety" },
  { message: "Kindly arrange a consultation for me next Tuesday afternoon, I heard the programme on SLBC", intent: "booking" },
  {
    message: "Port pipul dem don detain mi fishing nets and engine na Tombo jetty, dem se licence palaver. a hear una pan radio se una de handle port mata",
    intent: "area:shipping",
  },
  { message: "a go fit come lunch time? una close for lunch?", intent: "hours" },
  { message: "What size generator do I need to run a radio and a fridge?", intent: "off-topic" },
  {
    message:
      "The presenter said always get a written employment contract. I've worked at a hotel for 2 years with nothing written and they just cut my pay. I want you to help me get a proper contract and my money.",
    intent: "area:contract",
  },
  {
    message: "I want a court order for maintenance for my 3 children, their father is a soldier and refuses to pay. Heard the programme on Sunday.",
    intent: "area:family",
  },
  { message: "una lawyer dem, na how many?", intent: "team" },
  { message: "Abeg police don hol mi fren dem na Kono since last night after di protest. dem de 5. a hear una pan radio", intent: "urgent" },
  {
    message:
      "I was arrested last month and released on police bail. Now they want me to report back Friday. I heard your lawyer on radio say never go alone. Please represent me.",
    intent: "area:criminal",
  },
  { message: "We need help writing company bylaws and board procedures. Heard your partner on radio talk about governance.", intent: "area:business" },
  {
    message:
      "Our contract with a mining company says disputes go to the ICC. We heard your arbitration lawyer on the radio. We want your firm to represent us.",
    intent: "area:arbitration",
  },
  { message: "how many calories in a plate of jollof? the presenter said he eat 3 plates", intent: "off-topic" },
  {
    message:
      "My father gave me land by word of mouth before he died, no papers. The radio lawyer said oral gifts of land are not valid. Will my stepmother win if she takes it to court?",
    intent: "legal-question",
  },
  {
    message:
      "Please, my neighbour's daughter ran to my house, her uncle is beating her with a belt and says he will kill her if she comes back. She's 12. What do we do?",
    intent: "safety",
  },
  { message: "Do una handle only Freetown cases or also upcountry? and wetin kind of case?", intent: "services" },
  { message: "I nid ur numba pls and email too", intent: "phone", also: ["email"] },
  { message: "Help me please, my ex is outside my workplace with a knife and says he will wait for me. I'm hiding inside the office.", intent: "safety" },
  { message: "dey just take my papa from the farm for Moyamba, police say im na the one wey burn bush. e de na Moyamba police now", intent: "urgent" },
  {
    message:
      "family lan palaver: mi uncle dem wan drive mi mama from di family os na Murray Town, dem se woman nor get share. a yeri una pan radio. abeg tek di case",
    intent: "area:land",
  },
  { message: "What email should I use to send my papers, info or consult?", intent: "email" },
  { message: "abeg reserve me one appointment wit lawyer, mi mata na business", intent: "booking" },
  { message: "Pls can una play my song request on di Sunday programme?", intent: "off-topic" },
  {
    message: "Mi broda get case for wounding, di magistrate court don adjourn am 5 times. Im lawyer nor de show. We wan change lawyer. Una go tek am?",
    intent: "area:criminal",
  },
  {
    message:
      "Bonjour, mon mari est mort à Freetown and his family are sharing his property. I am in Conakry with our children. I heard your programme. I need a lawyer for the inheritance.",
    intent: "area:family",
  },
  {
    message:
      "The police came this morning and took my husband from our shop in Kenema. He is at the station and they refuse bail. I am writing from my neighbour's phone because they took mine.",
    intent: "urgent",
  },
  { message: "Di radio lawyer se if man nor pay maintenance dem fit lock am up. Mi pikin papa nor pay 1 year. Dem go lock am?", intent: "legal-question" },
  { message: "Can me and my wife come together to see a lawyer, maybe Thursday?", intent: "booking" },
  { message: "Best phone under 1 million leones to listen to radio?", intent: "off-topic" },
  {
    message:
      "Dear Sir, I am a shipowner's agent. A vessel we handle has been detained at Freetown following a cargo dispute with a receiver. We heard your shipping partner on the radio. We require representation.",
    intent: "area:shipping",
  },
  { message: "How a go get in touch wit una? A de na Bo, a nor fit come Freetown now", intent: "contact" },
  { message: "Dear Sir, may I know your office hours? I intend to visit during the Easter week.", intent: "hours" },
  {
    message: "Na Kambia border dem hol mi sista, immigration and police, since yesterday. Dem se she papers nor complete. she de inside dem room",
    intent: "urgent",
  },
  {
    message:
      "We need a contract for my 10 shop workers so everything is clear. The presenter said small businesses should have written contracts. Can you draft them?",
    intent: "area:contract",
  },
  {
    message:
      "Our dispute with a government contractor is going to arbitration next month. We need a lawyer to represent us at the hearing. Heard you on Radio Democracy.",
    intent: "area:arbitration",
  },
  { message: "hmmm", intent: "unknown" },
  { message: "Are your fees too high for ordinary people? How much does a land case cost roughly?", intent: "knowledge:Fees" },
  {
    message: "Can my landlord increase my rent in the middle of the lease? The radio said no. My lease is 2 years and he wants more now.",
    intent: "legal-question",
  },
  { message: "Which day is Uncle Sorie football show? I like his predictions", intent: "off-topic" },
  { message: "Dem de threaten mi life pan phone because a testify for court. Dem se dem know mi os. A nor sleep na home 3 days now.", intent: "safety" },
  { message: "Abeg una go help me with investment paper for mi shop, one foreign man wan put moni inside. A hear una pan radio", intent: "area:business" },
  {
    message:
      "Dear Madam, my company entered a supply agreement with a rice importer who delivered only half the quantity. Having heard the contract segment on the radio, we wish to instruct your chambers to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Hey there! Heard u guys on the radio 😊", intent: "greeting" },
  { message: "Military police don tek mi broda from im work go Murray Town barracks. Since yesterday. We nor fit see am", intent: "urgent" },
  { message: "Do your lawyers speak Krio? My English is not good", intent: "knowledge:Languages spoken" },
  {
    message: "Am accused of cyber stalking because of a Facebook post, police don write me letter. I heard the human rights lawyer on radio. Na una a go need?",
    intent: "area:criminal",
  },
  { message: "What is the best fertilizer for groundnut? the farming show comes after the law programme", intent: "off-topic" },
  { message: "Hi, I'd like a consultation about a contract. When can I come in?", intent: "booking" },
  { message: "I need a title search on a property in Goderich, the house is a gift from my in-laws. Heard on radio you do searches.", intent: "area:land" },
  { message: "Is the firm just one lawyer or a team? The radio said Kamara so I thought it's only one person", intent: "team" },
  { message: "Thank you, the presenter was right about you people", intent: "thanks" },
  {
    message:
      "My shipment of cars is held by customs at the Quay over a duty dispute. I heard your firm does customs issues at the port. I'd like you to take over.",
    intent: "area:shipping",
  },
  { message: "Help!! police dem tek mi mama from market now now, dem se she owe. dem de go wit am na Central", intent: "urgent" },
  {
    message:
      "Is it legal for my husband to marry another wife without my consent if we married in church? The radio lawyer said it's bigamy. Can I have him charged?",
    intent: "legal-question",
  },
  {
    message: "My husband and I want a proper divorce without fighting. Heard on the radio that your family lawyer helps. We'd like to begin.",
    intent: "area:family",
  },
  { message: "does ur firm help with immigration? or what areas do u do", intent: "services" },
  { message: "Address abeg, a wan come tomorrow. una open?", intent: "address", also: ["hours"] },
  { message: "Can you translate this Krio song into English for me? the presenter played it", intent: "off-topic" },
  {
    message: "Na mi neighbour Isata, she nor get phone. She boyfriend beat am bad yesterday and e se e go come back tonight to finish am. She de na mi os now.",
    intent: "safety",
  },
  { message: "I want to see the lawyer who talks about human rights, please book me", intent: "booking" },
  { message: "Dem sack me from NGO without any hearing after 4 years. Di radio tok se worker get rights. Abeg una help me fight am", intent: "area:contract" },
  {
    message:
      "Heard on the radio about enforcing awards. We won an arbitration against a Freetown hotel 2 years ago and they still haven't paid. We want you to enforce it.",
    intent: "area:arbitration",
  },
  {
    message: "Sir pls my son was taken by police at Bo lorry park since yesterday and we can't find which station he is. We heard your lawyer on radio",
    intent: "urgent",
  },
  {
    message:
      "They said on the radio that a boundary wall built 10 years ago can't be challenged. My neighbour wants me to break mine now. Does he have the right?",
    intent: "legal-question",
  },
  { message: "You open on weekends at all?", intent: "hours" },
  { message: "What papers I need to carry for divorce meeting? marriage certificate?", intent: "knowledge:What to bring" },
  {
    message:
      "The police want to charge my sister for fraud at the bank where she worked. She hasn't been arrested. We heard your lawyer on radio and need a defence lawyer for her.",
    intent: "area:criminal",
  },
  { message: "My phone charger is broken, where can I fix it near Siaka Stevens Street?", intent: "off-topic" },
  { message: "a wan tek mi papa will go court mek dem confirm am, probate. a hear pan radio se una de do dat", intent: "area:family" },
  { message: "I need a lawyer to review a joint venture agreement with a Turkish investor, heard your business lawyer on radio", intent: "area:business" },
  { message: "Une question: vous parlez français au bureau? My English is small", intent: "knowledge:Languages spoken" },
  { message: "is there parking space for a jeep? a de come from Bo", intent: "knowledge:Parking" },
  {
    message: "A de write for mi neighbour, police don hol she husband na Waterloo since yesterday, dem nor gi am food nor water. She nor get phone.",
    intent: "urgent",
  },
  {
    message: "Radio lawyer said a 15 year old cannot be married. My uncle wants to give my cousin to a man. Is that allowed by law?",
    intent: "legal-question",
  },
  { message: "Di boys dem de beat mi broda now na Congo Market, dem se e tif phone. Police nor de. Help", intent: "safety" },
  { message: "I go talk to una later, bye", intent: "goodbye" },
  { message: "What are all the ways to contact you? I'm in Atlanta and the time difference is big.", intent: "contact" },
  { message: "How many female lawyers do you have? the radio guest was a woman", intent: "team" },
  {
    message: "We want to subdivide our land in Bo and get separate survey plans and deeds for each sibling. Heard on the radio you handle deeds.",
    intent: "area:land",
  },
  { message: "Much appreciated, una do well pan di radio", intent: "thanks" },
  { message: "Email?", intent: "email" },
  {
    message:
      "The shipping line lost two of our containers somewhere between Antwerp and Freetown. Heard your shipping lawyer on the radio. Please help us claim.",
    intent: "area:shipping",
  },
  {
    message:
      "We're a Ghanaian firm with a contract dispute in Sierra Leone and would prefer arbitration to the local courts. The radio programme mentioned your firm. Can you act for us?",
    intent: "area:arbitration",
  },
  {
    message: "Dear Sir, I wish to come in with my tenancy documents to discuss with a lawyer. Could you fix a date for me in the coming week?",
    intent: "booking",
  },
  { message: "a fit come 8 o'clock morning before a go work?", intent: "hours" },
  { message: "Mi lan papers burn for fire last year. a wan get new copy of di conveyance. A hear una pan radio", intent: "area:land" },
  {
    message:
      "We chartered a vessel to carry timber and the owners withdrew it halfway through the charter. The radio lawyer talked about charter parties. We need your shipping team.",
    intent: "area:shipping",
  },
  {
    message:
      "My husband was released on bail yesterday after 3 days. Now he has to appear in court next week for assault. Heard your lawyer on radio. We need defence.",
    intent: "area:criminal",
  },
  {
    message: "I heard the family law programme. My late sister left 2 children and their father's family want to take them. I want guardianship. Please help.",
    intent: "area:family",
  },
  {
    message:
      "We need someone to check if our company is compliant with the new rules for directors, the radio lawyer said many companies are not. Can una check ours?",
    intent: "area:business",
  },
  {
    message: "A business in Guinea owes us money and our contract says mediation first. We heard about your firm on the radio. Please mediate or represent us.",
    intent: "area:arbitration",
  },
  {
    message: "a bin lend mi truck to one company wit agreement, now dem nor wan return am nor pay. di paper don sign. una go help enforce?",
    intent: "area:contract",
  },
  { message: "Heard you on radio. Do you people help with land, marriage palaver, business and so on? wetin una de handle", intent: "services" },
  { message: "what services do you offer for people in the diaspora?", intent: "services" },
  { message: "How do I get to your office from Eastern Police by foot?", intent: "address" },
];
