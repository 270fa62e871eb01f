import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// University and college life (FBC, Njala, IPAM, private colleges); writers: Aminata (19, FBC fresher in hostel, SMS shorthand), Pa Sorie Kargbo (58, retired teacher in Makeni, formal letters), Sly (24, IPAM, heavy Krio), Fatu (28, graduate with withheld certificate, long stories), Mr Bockarie (landlord near campus, voice typing), Mrs Isha Fofanah (lecturer at a private college, polite and indirect), Mariama (mother in London, typos), Ousmane (Guinean student at Njala, dropped vowels, French words)
export const FIFTY_NINTH_TEST_SET: LabelledMessage[] = [
  { message: "helo good evening", intent: "greeting" },
  {
    message: "Pls police dem don hold my brother since morning for Fourah Bay campus, dem say na cult. Dem carry am go Congo Cross station. wetin we go do",
    intent: "urgent",
  },
  { message: "can i come see lawyer dis week? i want talk abt my certificate wey college hold", intent: "booking" },
  {
    message:
      "My papa die last year and na him bin de pay my fees for Njala. Now my uncles dem don take all him property and dem nor wan pay me school fees again. I need lawyer for help me get my papa property",
    intent: "area:family",
  },
  { message: "can my college hold my certificate becos I owe 1.2 million leones fees? is that legal", intent: "legal-question" },
  { message: "una open on saturday? I get lectures all week", intent: "hours" },
  {
    message:
      "Dear Sir, my son, a final year student at Njala University, has been charged to court for examination malpractice and was granted bail last week. The matter comes up at the Bo Magistrate Court next month. I would like your firm to defend him.",
    intent: "area:criminal",
  },
  { message: "dem cult boys de threaten me say if I nor join dem go kill me. I de hide for my friend room now, I fraid for go back hostel", intent: "safety" },
  { message: "i want to book appointment wit a lawyer pls, 2moro afta 2pm if possible", intent: "booking" },
  {
    message:
      "I build hostel near in jala campus on land I buy from one family in 2019 now another family is claiming the land and say the first people no get right to sell I need lawyer to check the title and defend my land",
    intent: "area:land",
  },
  { message: "abeg who sabi how to calculate GPA for IPAM, my result don come", intent: "off-topic" },
  { message: "How many lawyers work at your chambers?", intent: "team" },
  { message: "how much una de charge for consultation? I be student I nor get plenty money", intent: "knowledge:Fees" },
  {
    message: "Me and 3 friends from IPAM want register small company for printing and photocopy near campus. How una go help we register am?",
    intent: "area:business",
  },
  {
    message:
      "they have taken my roommate from the hostel last night, police came with a pick-up at 2am and he is still at Kissy police station, he did nothing",
    intent: "urgent",
  },
  {
    message:
      "I'm a part-time lecturer at a private college in Freetown. They have not paid me for 7 months and now they say my contract is finished. I want to take action against them.",
    intent: "area:contract",
  },
  { message: "wat is ur whatsapp numba", intent: "phone" },
  {
    message:
      "My uncle send laptops for we student dem from UK in container, e don reach Queen Elizabeth quay for 3 weeks now, customs nor wan release am. Una de handle dis kind of port matter?",
    intent: "area:shipping",
  },
  { message: "If lecturer catch me with phone in exam hall, can the college expel me forever or only for one semester?", intent: "legal-question" },
  { message: "is Ibrahim Jalloh still working there? my friend say he defend student dem before", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "We are a private college and we have a dispute with the contractor who built our new hostel block. The building has cracks and he wants the balance. We would prefer to settle this out of court. Could your firm assist us?",
    intent: "area:arbitration",
  },
  { message: "any body know price of one bag of rice at Mount Aureol market dis week", intent: "off-topic" },
  { message: "OSD dem don pick up 5 of we union executives for Njala dis morning, dem carry dem go Mile 91, nobody de tell we anything", intent: "urgent" },
  { message: "is there parking at ur office? i wil come wit my car", intent: "knowledge:Parking" },
  {
    message:
      "My girlfriend and I are both students at FBC and we have a 1 year old daughter. We broke up and now she doesn't allow me to see my child. I want to apply for custody or at least visiting rights.",
    intent: "area:family",
  },
  { message: "hmm pls", intent: "unknown" },
  {
    message: "my brda dem charge am for forgery of WAEC result to enter university, case de for court now, he don get bail. we need defence lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Some boys with cutlass came to our hostel block looking for my cousin, they say he insulted their confraternity. They are still outside, we locked ourselves inside the room",
    intent: "safety",
  },
  { message: "Wetin una de do for people dem? Una de handle all kind of case?", intent: "services" },
  {
    message: "Good morning. I would like to schedule a consultation with a lawyer regarding my withheld transcript. Which day is available next week?",
    intent: "booking",
  },
  { message: "plz i wan buy plot of land near IPAM new campus. want sumbody to do search on the title before I pay", intent: "area:land" },
  { message: "wat are the cut off points for medicine at COMAHS", intent: "off-topic" },
  { message: "Can I have your email address so I can send my documents?", intent: "email" },
  {
    message: "my landlord near Kortright say I must pay 2 years advance or comot. I only pay 1 year. Him get right for throw my tin dem outside?",
    intent: "legal-question",
  },
  {
    message:
      "I signed a scholarship bond with a company to work for them 3 years after school, but now they want to cut my pay by half. I need someone to review the contract and fight this",
    intent: "area:contract",
  },
  { message: "abeg dem lock up my pikin for Bo police since yesterday, dem say na him leak exam paper, we nor see am since", intent: "urgent" },
  { message: "ok bye for now", intent: "goodbye" },
  {
    message:
      "We ordered lab equipment for our college from China and part of the cargo arrived damaged at the port. The shipping line refuses to pay. We want to make a cargo claim.",
    intent: "area:shipping",
  },
  { message: "What time does the office close in the evening?", intent: "hours" },
  {
    message:
      "Dear Sir, I and two partners set up a private college in Makeni. One of the partners is now taking all the money and refusing to show the accounts. We need legal help on the shareholding.",
    intent: "area:business",
  },
  { message: "how do I reach una people? call, mail, anytin", intent: "contact" },
  { message: "Does any of your lawyers speak French? My English is not too good, I'm from Conakry studying at Njala", intent: "knowledge:Languages spoken" },
  { message: "thanks plenty for di help", intent: "thanks" },
  { message: "can u write my final year project on cholera in freetown pls", intent: "off-topic" },
  {
    message: "wi student union get agreement wit di landlord association near campus about rent, now dem break am. we want mediation not court",
    intent: "area:arbitration",
  },
  { message: "una get woman lawyer? I for prefer talk to woman", intent: "team" },
  {
    message: "The lecturer said if I don't pay him 300k he will fail me in his course. If I report him, can he still fail me legally?",
    intent: "legal-question",
  },
  { message: "police raid we hostel dis night, dem hold like 20 students, my sister de inside, dem de carry dem go CID now", intent: "urgent" },
  { message: "my ex boyfriend from campus de beat me every time e see me, yesterday e hit me wit stone, I fraid", intent: "safety" },
  { message: "who win the inter-hall football match between Kortright and Mary Kingsley yesterday", intent: "off-topic" },
  { message: "Pls hw much is the transport fare from Lumley to Mount Aureol by keke", intent: "off-topic" },
  {
    message:
      "Dear Sir, I own a house close to Njala University which I rent to students. A neighbour has extended his fence into my compound by about ten feet. I wish to engage a lawyer on this boundary dispute.",
    intent: "area:land",
  },
  { message: "they hold my son at Njala junction checkpoint since 2day, soldiers say he carry weed but na lie. pls help", intent: "urgent" },
  { message: "wat documents i for carry wen i de come for meeting about my certificate case?", intent: "knowledge:What to bring" },
  {
    message: "I finish all my exams but IPAM say I nor go graduate until I pay hostel damages wey nor be me do am. Dem get right for stop me graduate?",
    intent: "legal-question",
  },
  {
    message:
      "my wife left me and went back to her parents with our two small children while I am doing my masters at FBC. I want divorce and custody of the children. can una help",
    intent: "area:family",
  },
  { message: "are u open during lunch time? i can only come between lectures around 1pm", intent: "hours" },
  { message: "Good day, could you tell me the kinds of legal matters your chambers deals with?", intent: "services" },
  { message: "di cult boys dem don surround my room now wit stick, dem say I snitch, I de inside, abeg", intent: "safety" },
  {
    message:
      "My friend was charged with causing grievous bodily harm after a fight at the student union election. He is on bail but the trial starts next week and he has no lawyer.",
    intent: "area:criminal",
  },
  { message: "I need appointment pls wit any lawyer, friday morning ok?", intent: "booking" },
  { message: "is Njala second semester exams starting in June or July?", intent: "off-topic" },
  {
    message: "I work as cleaner for one private college and dem sack me without notice and nor pay my last 3 months. I want take action against them",
    intent: "area:contract",
  },
  { message: "dem don carry my brother go Pademba Road since Monday, dem say na exam fraud, we nor know where for start", intent: "urgent" },
  { message: "whats ur email", intent: "email" },
  {
    message:
      "I am a student and I import used phones from Dubai to pay my fees. My container is held at the quay and the clearing agent disappeared with my papers. I need a lawyer for this",
    intent: "area:shipping",
  },
  { message: "help me write application letter for student union president position", intent: "off-topic" },
  { message: "who are the lawyers in the chambers? want to know before I come", intent: "team" },
  { message: "can I pay the lawyer fees small small? i am a student and my parents are in the village", intent: "knowledge:Fees" },
  {
    message: "We be student union and we want register a cooperative for the campus shop. Which papers we need and can una do the registration",
    intent: "area:business",
  },
  { message: "Is it against the law for a lecturer to sell handouts and force students to buy them before exams?", intent: "legal-question" },
  {
    message:
      "Dear Sirs, our college signed an agreement with a catering company for the hostels, and a dispute has arisen over unpaid invoices. The contract has an arbitration clause. We would like your firm to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "police de na di gate of Kortright hostel now de push student dem inside dem van, my roommate don go, abeg wetin we go do", intent: "urgent" },
  { message: "where is ur office located? i am coming from Bo", intent: "address" },
  { message: "Pls give me una phone number, I want call now", intent: "phone" },
  {
    message:
      "My grandfather land de Kortright area, family de fight over am now, some of my uncles want sell am to hostel developers. I want lawyer to stop am",
    intent: "area:land",
  },
  { message: "Good afternoon to you", intent: "greeting" },
  {
    message:
      "My roommate's boyfriend threatened to stab me because I told her to leave him. He has been waiting by the hostel gate every night. I am scared to go out",
    intent: "safety",
  },
  { message: "charge for my phone finish, any place near FBC where I can charge?", intent: "off-topic" },
  { message: "I'd like to meet a lawyer about the fees my college is asking. can I come on Tuesday?", intent: "booking" },
  {
    message: "my papa die without will and e get house for Freetown. my stepmother wan sell am and I still de for university. I need help for my share",
    intent: "area:family",
  },
  { message: "una de open for sunday?", intent: "hours" },
  {
    message: "The landlord took my deposit and now says he gave the room to another student before I moved in. Can I get all my money back by law?",
    intent: "legal-question",
  },
  {
    message: "Dem don charge me for court say I bin part of the cult fight for Njala, but I nor bin dey. Next court date na 12th. I need lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "any place to park okada near una office?", intent: "knowledge:Parking" },
  {
    message:
      "Good morning. I am a lecturer at a private university and they want me to sign a new contract that removes my housing allowance. I would like a lawyer to review it before I sign.",
    intent: "area:contract",
  },
  {
    message: "pls my daughter was picked up by police at IPAM this morning during the protest, she's in the cell at Central police station, she has asthma",
    intent: "urgent",
  },
  { message: "do you people take student matters? like issues with university and landlords", intent: "services" },
  { message: "Hw can I get to una, any number or email or address?", intent: "contact" },
  {
    message:
      "Our church sent a container of textbooks and computers for the college library through Freetown port. Some boxes went missing. We want to claim from the shipping company.",
    intent: "area:shipping",
  },
  { message: "wetin be di best course for study for FBC if I wan get work quick", intent: "off-topic" },
  { message: "tenki ya, God bless", intent: "thanks" },
  {
    message: "I want to open private tutorial college in Kenema. What kind of registration do I need and can your firm do the company registration for me?",
    intent: "area:business",
  },
  {
    message: "If I sign the admission form that says fees no refundable, and I withdraw after 2 weeks, can they still refuse to give back my money?",
    intent: "legal-question",
  },
  { message: "They are beating a boy in front of our hostel now, a whole crowd, they say he stole laptop. They will kill him", intent: "safety" },
  {
    message: "Me and my business partner run the canteen at Njala campus and we de quarrel about profit. We nor want go court, we want somebody for settle am",
    intent: "area:arbitration",
  },
  {
    message: "dem tek my broda from we house for Kissy by 4am, dem say na him lead the students wey burn the admin block. We nor know wusai dem carry am",
    intent: "urgent",
  },
  { message: "ok I go talk to una later, bye bye", intent: "goodbye" },
  {
    message: "Dear Sir, kindly arrange an appointment for me to discuss my son's expulsion from college. I will travel from Makeni on Thursday.",
    intent: "booking",
  },
  { message: "?", intent: "unknown" },
  {
    message:
      "Sir, my nephew was arrested at FBC yesterday after the SU elections violence and is still held at Congo Cross. They refuse to tell us the charge.",
    intent: "urgent",
  },
  { message: "I wan adopt my late sister pikin, she bin de Njala when she die. The pikin de wit me now. how I go do am legal", intent: "area:family" },
  { message: "weather for Bo this weekend? we de plan graduation party", intent: "off-topic" },
  {
    message: "My son was expelled without being invited to any disciplinary hearing. Does the university have the right to do that?",
    intent: "legal-question",
  },
  {
    message: "I heard Christiana Thomas does employment matters. Is she the one who would look at a lecturer's contract?",
    intent: "attorney:Christiana Thomas",
  },
  { message: "pls I rent out rooms to students at Mount Aureol and I want a proper lease agreement for all of them. una go draft am?", intent: "area:land" },
  { message: "my roommate keep threatening me wit knife, she say she go cut my face, hostel warden nor de do anything", intent: "safety" },
  { message: "wat time una de open for morning", intent: "hours" },
  {
    message:
      "Our student investment club wants to put money in a small business with an outside investor. We need someone to write the investment and shareholder papers properly.",
    intent: "area:business",
  },
  { message: "una lawyer dem sabi Mende? my papa nor sabi English well", intent: "knowledge:Languages spoken" },
  { message: "can u help me with my accounting assignment on depreciation", intent: "off-topic" },
  { message: "dem hold we SU president since yesterday night for barracks for Wilberforce, soldiers beat am, we nor sabi how e de", intent: "urgent" },
  {
    message:
      "I supplied 200 mattresses to a private college hostel on credit. They signed a supply agreement but have refused to pay for 5 months. I need to enforce the contract.",
    intent: "area:contract",
  },
  { message: "can I get appointment for Monday morning pls? na about my university issue", intent: "booking" },
  { message: "are your lawyers men or women? and how many?", intent: "team" },
  {
    message:
      "My brother is facing trial for obtaining money by false pretences, he collected money from students promising to sell them marks. He says he is innocent. We need a good criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "wetin go happen if I report di lecturer wey de ask girls for sex for marks? dem go sack am or na me go suffer?", intent: "legal-question" },
  { message: "pls send me ur email address, i want to send scanned copy of my certificate letter", intent: "email" },
  {
    message:
      "Our nursing school chartered space on a vessel to bring donated hospital beds, and the ship owner broke the charter and left the cargo in Dakar. Can you handle this?",
    intent: "area:shipping",
  },
  { message: "wetin be di requirement for Njala mature student entrance", intent: "off-topic" },
  { message: "for the meeting, should I bring my receipts from the college and my ID card?", intent: "knowledge:What to bring" },
  { message: "numba for call una pls", intent: "phone" },
  {
    message: "We got an arbitration award against a university for construction work on their library, but they refuse to pay. How can we enforce it?",
    intent: "area:arbitration",
  },
  { message: "pls come help we, police don enter Njala hostel wit teargas, dem de drag boys dem inside truck, my broda don go", intent: "urgent" },
  { message: "Apart from criminal cases, which other areas does your firm cover?", intent: "services" },
  { message: "gang boys from di next hostel come threaten we say if we vote for dia opponent dem go burn we room tonight. we de fraid", intent: "safety" },
  {
    message: "Dear Sir, my daughter at FBC is pregnant and the father, also a student, refuses to support her. We want to claim maintenance for the child.",
    intent: "area:family",
  },
  { message: "Landlord cut my light and water because I late 1 month for rent. Is that allowed?", intent: "legal-question" },
  { message: "Hi there", intent: "greeting" },
  { message: "anybody sell second hand laptop near IPAM?", intent: "off-topic" },
  {
    message:
      "Good evening, my father bought land near Njala in 1998 but the documents got burnt during the war. Now someone is building on it. I need help to prove ownership.",
    intent: "area:land",
  },
  { message: "Is the office open on public holidays like Independence Day?", intent: "hours" },
  { message: "I'd like to talk with a criminal lawyer in person this week, when can I come in?", intent: "booking" },
  { message: "I be student for IPAM and I get small online shop. I wan register am as company and open bank account. una fit do am?", intent: "area:business" },
  {
    message: "my husband is a lecturer, CID came to the house this morning and took him, they say it is about marks selling, he is at CID headquarters now",
    intent: "urgent",
  },
  { message: "Is there free legal aid for university students?", intent: "knowledge:Fees" },
  {
    message:
      "Da private college don promise me job as tutor after my degree and we sign paper, now dem say no job. I want check if dat paper strong and take action",
    intent: "area:contract",
  },
  { message: "Wusai una office de? I de come from Lumley. And una open till wetin time?", intent: "address", also: ["hours"] },
  { message: "How can I contact your chambers from the UK? my daughter is at Njala and has a problem", intent: "contact" },
  { message: "is it true that Fourah Bay College is the oldest university in West Africa?", intent: "off-topic" },
  { message: "Thank you so much for the information", intent: "thanks" },
  {
    message:
      "they said my son was part of the group that assaulted a lecturer at IPAM. he has been charged and is on bail. he needs representation at the magistrate court",
    intent: "area:criminal",
  },
  { message: "If I bought a question paper before exam but never used it, can I still be charged?", intent: "legal-question" },
  { message: "abeg my sister de inside police cell for Kenema since Friday becos of cult fight for Eastern Tech, dem nor give am food", intent: "urgent" },
  { message: "do you have young lawyers who understand student problems?", intent: "team" },
  { message: "Pls I want to book a consultation, I am in Bo, can it be by phone?", intent: "booking" },
  {
    message: "I'm hiding in the library toilet, some boys from a confraternity are outside looking for me because I refused to be initiated",
    intent: "safety",
  },
  {
    message:
      "I bought a car from Belgium to use as taxi to pay my college fees. It reached the quay badly damaged. I need help to claim from the shipping company.",
    intent: "area:shipping",
  },
  {
    message: "We are a group of hostel owners and we have a dispute with the college over the hostel management agreement. We want mediation instead of court.",
    intent: "area:arbitration",
  },
  {
    message:
      "my son was convicted last month at the Magistrate court for exam malpractice and fined, now he has a criminal record and cannot do his NYS. We want to appeal the conviction.",
    intent: "area:criminal",
  },
  { message: "pls recommend a good hostel near FBC that is cheap", intent: "off-topic" },
  { message: "Dem don arrest my boyfriend for IPAM gate just now, police say na him tif the laptop, dem de carry am go Central, abeg", intent: "urgent" },
  { message: "can a private college refuse to give my transcript because I failed to pay library fine of 50k?", intent: "legal-question" },
  { message: "Morning una", intent: "greeting" },
  {
    message: "I am a lecturer and I bought a plot at Njala from the chief, but I only have a receipt. I want proper conveyance and title deed done.",
    intent: "area:land",
  },
  { message: "Pls is there space to park a car near the Siaka Stevens Street office? I will be driving from Wellington", intent: "knowledge:Parking" },
  { message: "my landlord drunk and keep banging my door at night saying he will deal with me if I don't leave, he already slap me once", intent: "safety" },
  { message: "wetin una dey handle? na only big company matter or una de help ordinary people too?", intent: "services" },
  {
    message:
      "My late mother left a will giving me her house, but my aunt who lives there refuses to move. I'm a student and I need a lawyer to help with the probate.",
    intent: "area:family",
  },
  { message: "can i come by 4:30pm after school? una still open by dat time?", intent: "hours" },
  { message: "how to apply for the government grant-in-aid for university fees", intent: "off-topic" },
  {
    message:
      "I be proprietor for one computer school and I wan turn am to proper private college wit shareholders. I need lawyer to set up the company structure",
    intent: "area:business",
  },
  {
    message:
      "Hello, my son is being held at the Bo police station since yesterday after the Njala riot. He is a student, he wasn't part of it. We need a lawyer there today.",
    intent: "urgent",
  },
  { message: "What is the email I can use to send my complaint?", intent: "email" },
  {
    message:
      "Dear Sir/Madam, I was employed as an administrative officer at a private college. They terminated my employment citing 'restructuring' without paying the end of service benefits in my contract. I seek your assistance.",
    intent: "area:contract",
  },
  { message: "If my roommate brings weed in our room and police find it, will I be charged too?", intent: "legal-question" },
  { message: "i wan come see una lawyer tomorrow, wetin time I fit come?", intent: "booking", also: ["hours"] },
  {
    message:
      "My father's cargo of generators for our college in Port Loko arrived at QEII quay with the wrong bill of lading and the shipping line won't release it. Can you help?",
    intent: "area:shipping",
  },
  { message: "i get wahala o", intent: "unknown" },
  { message: "dispute between two of we private college owners, dem want settle am wit arbitration. una de do dat kind of thing?", intent: "area:arbitration" },
  { message: "who is the vice chancellor of Njala now", intent: "off-topic" },
  { message: "Can I have your WhatsApp? Easier for me from London", intent: "phone" },
  { message: "they set fire to the hostel room next to mine, the cult guys, they said I'm next. please I'm scared", intent: "safety" },
  { message: "Me padi get court case for fake admission letter wey e sell to students. he get bail, e need lawyer for defend am", intent: "area:criminal" },
  { message: "Parlez-vous français? I am a Guinean student at IPAM", intent: "knowledge:Languages spoken" },
  { message: "My college says if I don't pay fees by Friday they'll cancel my exams. Can they do that even though I've paid half?", intent: "legal-question" },
  {
    message: "please they came to our house with guns at night and took my brother, they said he is a cultist from FBC. We don't know where they took him",
    intent: "urgent",
  },
  {
    message: "wi family land de near Njala campus and di university say na dem own am. we get old documents. we need lawyer for stand for we",
    intent: "area:land",
  },
  { message: "best way to reach una? I de for Kenema", intent: "contact" },
  { message: "what is the meaning of carry over in university grading", intent: "off-topic" },
  { message: "Is your team big? how many lawyers you get?", intent: "team" },
  { message: "Ma husband don lef me since I start go FBC, e nor de pay anything for di pikin dem. I want divorce and maintenance", intent: "area:family" },
  { message: "Hello, could I schedule a meeting with a land lawyer for next Wednesday?", intent: "booking" },
  { message: "I appreciate your help, thanks", intent: "thanks" },
  {
    message: "Our bank froze the account of our student union company without explanation. We need a business lawyer to deal with the bank.",
    intent: "area:business",
  },
  { message: "pls wetin I go bring for di meeting? I get my admission letter, fee receipts and one letter from college", intent: "knowledge:What to bring" },
  {
    message: "dem de beat we student dem for Njala campus now, police don hold plenty, my pikin nor de answer phone, dem say e de inside di van",
    intent: "urgent",
  },
  { message: "office open on friday afternoon?", intent: "hours" },
  {
    message: "i sign contract for supply food to the college canteen, they cancel am after 2 months without reason. i need lawyer to enforce it",
    intent: "area:contract",
  },
  { message: "Do you handle cases against universities?", intent: "services" },
  { message: "who won SU president election at FBC last year", intent: "off-topic" },
  {
    message: "Please, a group of boys are following me from campus to my house every evening, they said they will rape me. I don't know what to do",
    intent: "safety",
  },
  { message: "Can landlord increase rent in the middle of the year when I already pay for 12 months?", intent: "legal-question" },
  {
    message: "I shipped my personal things from Ghana after my studies, the shipping company lost one of the barrels. I want to claim",
    intent: "area:shipping",
  },
  { message: "wat is d address of ur office pls", intent: "address" },
  { message: "Alright, goodbye", intent: "goodbye" },
  {
    message: "my friend just called me crying, military police took her from the hostel because of some fight, she's at Wilberforce barracks",
    intent: "urgent",
  },
  {
    message: "We have a mediation agreement with the university about unpaid lecturer salaries but they are not honouring it. Can you help us enforce it?",
    intent: "area:arbitration",
  },
  { message: "Good evening, I need a consultation about my brother's court case, please put me down for any day next week.", intent: "booking" },
  {
    message:
      "dear sir I am a landlord at court right I want to sell part of my compound to a developer for a student hostel and need a lawyer to handle the conveyancing",
    intent: "area:land",
  },
  {
    message: "Mi brother de for Waterloo police cell since two days, dem say na him do the exam leakage for him school. Dem nor allow we see am",
    intent: "urgent",
  },
  { message: "plz how i go check my WAEC result online", intent: "off-topic" },
  { message: "Mohamed Conteh is he the land lawyer there? wanted to know if he does cases in Bo", intent: "attorney:Mohamed Conteh" },
  { message: "If the college failed to register my programme with the Tertiary Education Commission, is my degree still valid?", intent: "legal-question" },
  {
    message:
      "my boyfriend and I are not married, we both just finished Njala and he's refusing to pay for our baby. I want a lawyer to help me get child support",
    intent: "area:family",
  },
  { message: "Pls, I de call from inside di wardrobe, boys dem don break enter we hostel wit matchet, dem de find my roommate", intent: "safety" },
  { message: "Pls wan see lawyer about my certificate matter, abeg give me time", intent: "booking" },
  {
    message:
      "Good morning. I have been summoned to appear in court for alleged impersonation, writing an exam for another student. I have not been arrested. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "which bus go to Njala from Freetown and how much", intent: "off-topic" },
  { message: "Please what are your working hours?", intent: "hours" },
  { message: "Wetin na una price for handle case against university? I wan know before I come", intent: "knowledge:Fees" },
  {
    message:
      "I want to start a private nursing college. I have an investor from the US. We need someone to register the company and do the investment agreement.",
    intent: "area:business",
  },
  {
    message: "Police just raided our lodge near Njala and took everybody, including my 2 sons. They are taking them to Moyamba now. Please send someone",
    intent: "urgent",
  },
  { message: "Please is there any female lawyer in your firm? my matter is sensitive", intent: "team" },
  {
    message:
      "The college promised in my offer letter to pay my relocation allowance from Kenema and they have refused. I want to enforce the terms of my employment.",
    intent: "area:contract",
  },
  {
    message:
      "we import books for our bookshop near FBC and the last consignment was short-landed at Freetown port. Shipping line denying. We need to claim the loss",
    intent: "area:shipping",
  },
  { message: "email address pls", intent: "email" },
  { message: "Can my school cancel my result because they say my WASSCE certificate is fake, without showing me any proof?", intent: "legal-question" },
  {
    message:
      "I gave construction contract to one builder for my student lodge, now we are in dispute about the money. contract says arbitration. I need a lawyer for it",
    intent: "area:arbitration",
  },
  { message: "Good evening sir/madam", intent: "greeting" },
  { message: "is there a basketball court in FBC we can use for tournament?", intent: "off-topic" },
  {
    message: "pls dem don lock up my padi for IPAM security office since morning and now police come take am, e de Central police station now",
    intent: "urgent",
  },
  {
    message: "Landlord give me lease for 3 years for my shop near campus, now him want break am and give am to him brother. I need help to protect my lease",
    intent: "area:land",
  },
  { message: "can I park my keke outside the office when I come?", intent: "knowledge:Parking" },
  { message: "what services does your firm offer?", intent: "services" },
  { message: "My uncle who I stay with to go to college has been beating me and locking me outside at night. I'm afraid he will kill me", intent: "safety" },
  {
    message:
      "Dear Sir, my brother died and left two children who are now at university. His widow and his relatives are fighting over his estate and the children's fees are unpaid. We need legal assistance with the inheritance.",
    intent: "area:family",
  },
  {
    message:
      "My lecturer gave me F even though I wrote the exam, because I refused him. If I go to court can the court force the university to remark my paper?",
    intent: "legal-question",
  },
  { message: "Hello, I'm in Bo and coming to Freetown on the 15th. Could I book a meeting with your criminal defence lawyer that day?", intent: "booking" },
  { message: "Wat is the office phone number", intent: "phone" },
  { message: "my phone no de charge again, the charging port spoil, who fit fix am near Kortright", intent: "off-topic" },
  {
    message:
      "I am a student who was accused of stealing from the hostel shop. police released me but now I have a case in court next month. Please, I need representation.",
    intent: "area:criminal",
  },
  { message: "Abeg help, military don block FBC gate and dem de hold any boy wey get tattoo, dem don carry my brother go", intent: "urgent" },
  { message: "I speak Temne, only small English. una lawyer fit talk Temne?", intent: "knowledge:Languages spoken" },
  {
    message: "Wi be 5 lecturers wey de start consultancy company together. We want shareholders agreement so nobody go cheat anybody. una de do dat?",
    intent: "area:business",
  },
  { message: "Are you open tomorrow morning? tomorrow is Saturday", intent: "hours" },
  { message: "Please list all your contact details, phone, email and address", intent: "contact" },
  { message: "ok tanks for the info", intent: "thanks" },
  { message: "wetin be di number of lawyers una get for di office", intent: "team" },
  { message: "If my landlord sells the house to another person, does the new owner have to honour my 2 year rent?", intent: "legal-question" },
  { message: "write me a poem for my girlfriend birthday, she de FBC", intent: "off-topic" },
  {
    message: "I was hired by a student to type and bind his thesis, he signed agreement to pay 800k, now he refuse pay. I wan take am court",
    intent: "area:contract",
  },
  {
    message: "The SU president's boys beat me at the union building this morning and said they will finish me tonight. I'm hiding at my aunt's house",
    intent: "safety",
  },
  {
    message:
      "Our university ordered a generator that came by ship. The ship's crane dropped it during unloading at the quay. We want to claim for it, can you take the case?",
    intent: "area:shipping",
  },
  { message: "how do I get to your office from Aberdeen? which street?", intent: "address" },
  { message: "my son phone me from Lumley police, dem hold am since last night say na exam fraud, e say dem beat am", intent: "urgent" },
  { message: "Bye, talk later", intent: "goodbye" },
  {
    message:
      "Good day. Our student association had a dispute with a travel company over a cancelled trip. They agreed to mediation. Can your firm represent us in the mediation?",
    intent: "area:arbitration",
  },
  { message: "I would like to arrange a time to talk to a lawyer about the marks my lecturer is selling", intent: "booking" },
  { message: "thank u very much, u people try", intent: "thanks" },
  {
    message: "dem hold mi for Njala police post since yesterday, na my padi phone I de use. dem say I write exam for another person. abeg send lawyer",
    intent: "urgent",
  },
  {
    message:
      "I do catering for student events and the SU signed a contract with me for their dinner night. They paid only 20% and refused the rest. I want a lawyer to help me recover it",
    intent: "area:contract",
  },
  { message: "how much is hostel fee for Njala this academic year?", intent: "off-topic" },
  { message: "if the police search my hostel room without warrant and find something, can they use it in court against me?", intent: "legal-question" },
  {
    message:
      "Good day, I am a student in the UK but my father passed away in Freetown. My stepbrothers have taken over his house and shop. I need a lawyer in Sierra Leone to handle the letters of administration.",
    intent: "area:family",
  },
  {
    message: "di boys dem wey de sell marks for di lecturer don threaten me since I report am. last night dem stone my window. I nor get peace",
    intent: "safety",
  },
  { message: "Wat tym una de close on friday", intent: "hours" },
  { message: "Do I need to bring my original certificate and transcript or are copies ok when I come for consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "We are students renting a house in Kossoh Town. The owner died and his children are fighting over the house, each one coming to collect rent from us. We want a lawyer to sort it out.",
    intent: "area:land",
  },
  { message: "Hi, can I book a video call consultation? I'm in Manchester, my son is in trouble at IPAM", intent: "booking" },
  { message: "recipe for cassava leaf pls, i de cook for my hostel mates", intent: "off-topic" },
  {
    message:
      "Dear Sir, I run a student hostel company with my brother. We want to take a bank loan to build another block and the bank wants legal documents on the company. Can your firm assist?",
    intent: "area:business",
  },
  {
    message: "My girl friend just call me say police don enter dia hostel for Mount Aureol and dem de handcuff some girls, she de among dem",
    intent: "urgent",
  },
  {
    message: "I'm a lecturer accused of accepting bribes for marks. The case is in the High Court and I'm on bail. I need a strong defence team.",
    intent: "area:criminal",
  },
  { message: "Do una handle case dem for school and college issues or na only court matter?", intent: "services" },
  { message: "pls i want to ask", intent: "unknown" },
  {
    message:
      "Our private college signed a franchise deal with a foreign university, now they say we breached and want to go to ICC arbitration. We need a Sierra Leone lawyer to handle it.",
    intent: "area:arbitration",
  },
  { message: "What's your phone number? The one on Facebook is not going", intent: "phone" },
  { message: "Mi papa pay mi fees for 4 years then e die. Na me get right for e house or na e brother dem?", intent: "legal-question" },
  { message: "who sabi good tailor for graduation gown near FBC", intent: "off-topic" },
  {
    message:
      "Our college bought a used ferry boat for the Tombo campus, and the vessel arrived with a different engine from the sale agreement. We need a lawyer for vessel matters.",
    intent: "area:shipping",
  },
  { message: "pls tell me about una lawyers dem, na how much una be", intent: "team" },
  {
    message:
      "My cousin was taken by police from the examination hall at FBC today, in front of everyone. They say he is a cult leader. He is at Congo Cross now.",
    intent: "urgent",
  },
  { message: "Do you charge for the first meeting or is it free?", intent: "knowledge:Fees" },
  { message: "I live in Kenema, how can I get in touch with your firm? Can I call or WhatsApp or email?", intent: "contact" },
  {
    message: "I want to write my will. I am a lecturer with three children at university and I want to make sure my property goes to them.",
    intent: "area:family",
  },
  { message: "They are fighting with bottles and cutlass in front of our hostel now, two cult groups, we can't go out, someone is bleeding", intent: "safety" },
  { message: "Abeg I wan meet una lawyer for Monday, dem don hold me certificate for 3 years now", intent: "booking" },
  {
    message: "Mi na landlord, student don occupy mi house for 2 years wit no rent, e nor wan comot. I wan lawyer to help me recover mi property",
    intent: "area:land",
  },
  { message: "Is a lecturer allowed to demand money from students to 'pass' them? What does the law say about it?", intent: "legal-question" },
  { message: "wetin time FBC library de close on saturday", intent: "off-topic" },
  {
    message:
      "I am a student entrepreneur and I want to bring a Nigerian investor into my campus delivery business. I need help with the investment agreement and registration.",
    intent: "area:business",
  },
  {
    message: "please they just took my dad from his office at the college, he is the bursar, men in plain clothes, they didn't say where they're going",
    intent: "urgent",
  },
  { message: "Good morning. Can I visit your office on a weekday evening after 6?", intent: "hours" },
  { message: "Dear Sir, kindly provide your official email so I can forward my son's documents.", intent: "email" },
  {
    message: "Mi na security for one private university, dem sack me wit no letter and dem nor pay me gratuity wey de inside di contract. I wan take action",
    intent: "area:contract",
  },
  { message: "pls tell me how to write CV for internship at bank", intent: "off-topic" },
  {
    message:
      "Good day, my daughter has been charged with forgery of her university transcript. She was released on bail and has a hearing next week. We want you to defend her.",
    intent: "area:criminal",
  },
  { message: "Do you have a car park or where do people park?", intent: "knowledge:Parking" },
  {
    message:
      "My landlord's sons keep coming to my room at night trying to force the door. Yesterday one of them grabbed me. I'm a female student living alone and I'm terrified",
    intent: "safety",
  },
  { message: "Is your office near the Cotton Tree? I'm new in Freetown", intent: "address" },
  {
    message:
      "I'm a student in Guinea, I sent goods by boat from Conakry to Freetown to sell and pay my fees. The vessel arrived but my goods were missing. Je veux faire une réclamation, pls help",
    intent: "area:shipping",
  },
  { message: "my college expel me for cheating but dem nor show me any evidence. If I go court, I go win?", intent: "legal-question" },
  { message: "Abeg, na now now police de knock we door for Kortright, dem say dem de find my broda for SU wahala, dem wan carry am", intent: "urgent" },
  {
    message:
      "We are two landlords with a long dispute about a shared hostel building near campus. A mutual friend suggested mediation. Can your firm represent me in it?",
    intent: "area:arbitration",
  },
  { message: "pls book me for consultation on thursday, I de come from Makeni", intent: "booking" },
  { message: "hello hello", intent: "greeting" },
  { message: "Apart from court cases, do you help with documents and agreements?", intent: "services" },
  { message: "ok nor problem, I go come back later. bye", intent: "goodbye" },
  {
    message:
      "Good afternoon. I want to buy a house near IPAM to rent to students. Before paying the seller I need a title search and conveyancing done. How do I start?",
    intent: "area:land",
  },
  {
    message:
      "Sir dem don hold my son for Makeni police since Sunday, he de for UNIMAK, dem say he de among di boys wey burn di lecturer car. He nor get lawyer",
    intent: "urgent",
  },
  { message: "how long does it take to get NASSIT number after graduation", intent: "off-topic" },
  { message: "Is Hawa Turay the one who does wills and probate? I was told she is good with family land", intent: "attorney:Hawa Turay" },
  {
    message: "my parents divorced and my father refuses to pay my university fees. Can the court force him to pay even though I am 20?",
    intent: "legal-question",
  },
  { message: "hi good morning, hope una wake well", intent: "greeting" },
  {
    message: "Some guys from the rival camp said they'll pour acid on me if I don't withdraw from the union election. They know where I sleep. I'm afraid",
    intent: "safety",
  },
  {
    message: "My son was convicted of cultism by the magistrate, he's out on bail pending appeal. We need a lawyer for the appeal at the High Court.",
    intent: "area:criminal",
  },
  { message: "Do you speak Krio? I cannot write English well", intent: "knowledge:Languages spoken" },
  {
    message: "My husband is a lecturer at FBC and we separated. He wants to take our 6 year old son away from me. I need a family lawyer to fight for custody.",
    intent: "area:family",
  },
  { message: "Who is the best lecturer for economics at FBC?", intent: "off-topic" },
  { message: "hello, i would like an appointment with a family lawyer please, any time friday", intent: "booking" },
  {
    message: "Dey don take my bro from him hostel room tonight, na di soldiers dem, dem nor talk anything, dem put am for vehicle. We de run follow dem",
    intent: "urgent",
  },
  {
    message:
      "We are alumni of Njala and want to set up a company to manage student hostels. We need the company registered and the articles of association done.",
    intent: "area:business",
  },
  { message: "which days of the week is the office open?", intent: "hours" },
  {
    message:
      "I'm a lecturer at a private college and I wanted to resign but they say I must pay back 6 months salary according to my contract. I need a lawyer to review it and defend me.",
    intent: "area:contract",
  },
  { message: "pls wetin be di names of di lawyers wey de work dey?", intent: "team" },
  { message: "wetin I go carry come for di office? my papa death certificate and di house paper?", intent: "knowledge:What to bring" },
  {
    message:
      "We shipped 2 containers of used furniture for a new private university in Lunsar. The shipping line charged demurrage for 40 days because customs delayed. We want to challenge the charges.",
    intent: "area:shipping",
  },
  {
    message: "pls help my sister, she was picked from our house by police this morning because her name was on the exam fraud list at IPAM, she is pregnant",
    intent: "urgent",
  },
  {
    message: "Can a university withhold my certificate because I was suspended for one semester even though I completed and passed everything?",
    intent: "legal-question",
  },
  {
    message:
      "Good evening, our company won an arbitration against a college for unpaid IT services, the award was made in Ghana. We want you to enforce it here in Sierra Leone.",
    intent: "area:arbitration",
  },
  { message: "pls send me the number for call", intent: "phone" },
  {
    message: "di college don start build fence on we family land for Njala without talking to we. We get survey plan and documents. we need lawyer pls",
    intent: "area:land",
  },
  { message: "what's the best phone for a student under 1 million leones", intent: "off-topic" },
  {
    message:
      "I was attacked last night by cultists near the Kortright junction. They stabbed my friend, now they are sending messages that they will come for me",
    intent: "safety",
  },
  {
    message: "I bin arrest last month for di FBC protest and police release me on bail. Now dem say I go court next week for riot. I need lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "I'm trying to find out if your firm works on education matters or only business stuff. What do you do?", intent: "services" },
  { message: "Do you have an email for consultations?", intent: "email" },
  { message: "abeg", intent: "unknown" },
  { message: "I'd like to speak to a lawyer face to face about my dismissal. Do I need an appointment? can I make one for Tuesday?", intent: "booking" },
  {
    message: "I rented my bus to the student union for their excursion and they broke the agreement, I lost money. I want to sue them for breach of contract",
    intent: "area:contract",
  },
  { message: "Mi landlord say if I nor pay rent by month end e go keep my things. E get right for keep my tings?", intent: "legal-question" },
  { message: "my son is in a cell at Kissy since Friday, police say he was found with an exam paper. they want money to release him", intent: "urgent" },
  { message: "pls send me past questions for Njala statistics exam", intent: "off-topic" },
  { message: "Do you take payment by Orange Money? how much for a first consultation?", intent: "knowledge:Fees" },
  {
    message: "I'm a student mother and my baby's father is a lecturer. He has refused to acknowledge the child. I want to claim maintenance",
    intent: "area:family",
  },
  { message: "I'm in the US. whats the best way to contact your firm? Phone, email, whatsapp?", intent: "contact" },
  { message: "how many of una lawyers na woman?", intent: "team" },
  {
    message: "please my brother is being chased by a mob near campus, they say he is a thief, he called me from inside a shop where he is hiding",
    intent: "safety",
  },
  {
    message: "Di bank don refuse give we student union company loan becos dem say we registration nor complete. We need lawyer to fix we company papers",
    intent: "area:business",
  },
  { message: "Which part of Freetown is the office?", intent: "address" },
  { message: "How do I recover my IPAM student portal password", intent: "off-topic" },
  { message: "if I come at 8:30 will the office be open?", intent: "hours" },
  {
    message:
      "Our school's donated containers of desks have been lying at the quay for 3 months. The port authority says we owe storage charges. We need a lawyer to deal with the port and customs.",
    intent: "area:shipping",
  },
  { message: "Wow thank you, you have been very helpful", intent: "thanks" },
  { message: "If I was accused of sleeping with a lecturer for marks and it's not true, can I sue the person who spread it?", intent: "legal-question" },
  { message: "Dem de beat my broda for police station for Bo now, e call me, dem lock am since morning, e say na becos e nor pay bribe", intent: "urgent" },
  { message: "Wan fix appointment wit una for next week, na about land near campus", intent: "booking" },
  {
    message:
      "We run a private college with a partner and our agreement says disputes go to mediation first. He has refused to attend. Can your firm help start the mediation?",
    intent: "area:arbitration",
  },
  { message: "Salam alaikum", intent: "greeting" },
  {
    message:
      "My brother has been charged with robbing a student's phone near Njala campus. He is on bail and says he was at home that night. We need a lawyer for his trial.",
    intent: "area:criminal",
  },
  {
    message: "Sir I'm writing from inside Central police station, they arrested me at IPAM exam hall, my phone is almost dead. please send someone",
    intent: "urgent",
  },
  { message: "is Njala university accredited to offer law degree?", intent: "off-topic" },
  {
    message: "I paid a lecturer 500k for him to help me pass and he still failed me. can I get my money back legally or I go get trouble too?",
    intent: "legal-question",
  },
  {
    message: "I inherited land near Njala from my grandmother, there's no title deed. I want it surveyed and registered properly in my name.",
    intent: "area:land",
  },
  { message: "He's here again, my ex from college, he's outside my door shouting he will kill me. I called the police but no one came", intent: "safety" },
  { message: "do you work on weekends?", intent: "hours" },
  { message: "is parking free there or we pay?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Madam/Sir, my daughter, a student at FBC, married a fellow student and now wants a divorce. He is threatening to keep her certificates. We need a family lawyer.",
    intent: "area:family",
  },
  { message: "Please can I have an appointment on Wednesday at 10?", intent: "booking" },
  { message: "which hospital near FBC is open at night? my friend get fever", intent: "off-topic" },
  {
    message: "we want to register a students welfare company limited by guarantee and open a corporate bank account, pls can una handle the registration?",
    intent: "area:business",
  },
  {
    message: "they took my son in a police van from Njala, his friends say they are taking him to Freetown. we are in Kenema. Please what can we do",
    intent: "urgent",
  },
  { message: "your firm is big? how many lawyers and how many partners?", intent: "team" },
  {
    message:
      "My employer, a private university, has stopped paying my salary for 4 months and wants me to sign a new contract with lower pay. I want a lawyer to handle this employment dispute.",
    intent: "area:contract",
  },
  { message: "A gang of boys attacked our hostel with stones and cutlass, they're still outside. Some of us are injured. please help", intent: "safety" },
  { message: "The police took my laptop during the campus raid and I was never charged. Do they have the right to keep it?", intent: "legal-question" },
  {
    message:
      "Ma container wit textbook dem for my bookstore near Njala don hold for port becos dem say di bill of lading nor correct. I need lawyer for port matter",
    intent: "area:shipping",
  },
  { message: "Can you help me do my statistics homework? due tomorrow", intent: "off-topic" },
  { message: "what kinda cases una de tek?", intent: "services" },
  {
    message:
      "We are a construction company and we built lecture halls for a private college, they haven't paid. The contract says arbitration. We want to start the process.",
    intent: "area:arbitration",
  },
  { message: "pls reply", intent: "unknown" },
  { message: "Mi broda de na Pademba Road since last week, dem nor take am go court. na FBC student, dem say cult. abeg", intent: "urgent" },
  { message: "Any lawyer who speak Mende or Temne? My mother will come with me", intent: "knowledge:Languages spoken" },
  {
    message:
      "I am a student accused of cyberbullying a lecturer on Facebook. I've been charged under the Cyber Security Act and I'm due in court. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "is there a number I can call right now?", intent: "phone" },
  {
    message:
      "My grandfather left houses and money in his will and now the family is sharing it. I'm the eldest grandson studying at Njala and they excluded me. I need help with my share of the inheritance.",
    intent: "area:family",
  },
  { message: "wetin na di best place for do photocopy cheap near Mount Aureol", intent: "off-topic" },
  { message: "Thank you, I am grateful", intent: "thanks" },
  {
    message: "Dear Sir, I am a retired lecturer. I want to lease my house at Brookfields to a college as a hostel for 10 years and need the lease drafted.",
    intent: "area:land",
  },
  { message: "my hostel mates dem de beat me every night say I must give dem my money, I nor fit sleep. I de fear", intent: "safety" },
  { message: "Good day, I wish to book an appointment with a criminal lawyer regarding my son's case at the magistrate court.", intent: "booking" },
  { message: "Can IPAM refuse to let me write exams because my sponsor paid late?", intent: "legal-question" },
  { message: "abeg police don come na we lodge for Njala junction, dem de handcuff my roommate now now, e de cry for help", intent: "urgent" },
  { message: "Una de open early morning before 9? I get 10am lecture", intent: "hours" },
  { message: "Abeg we be 3 partners for one private college, now one wan comot and take him shares. How we go do am? Need lawyer", intent: "area:business" },
  { message: "Hello, please give me your contacts, I want to reach you", intent: "contact" },
  { message: "When I come, do I need to carry my police bail papers and court summons?", intent: "knowledge:What to bring" },
  { message: "wat is d fee for IPAM diploma in accounting", intent: "off-topic" },
  {
    message:
      "I supplied printing paper and toner to a private college under a signed agreement. They took delivery but refuse to pay 45 million. Can your firm recover this?",
    intent: "area:contract",
  },
  { message: "Hello, I'm a student looking at law firms. Which practice areas does Kamara & Associates cover?", intent: "services" },
  { message: "Pls send the address of the chambers and una phone number", intent: "address", also: ["phone"] },
  {
    message: "Na cult boys dem don tell me say dem go kill me tonight because I nor pay dem protection money. Dem get my number and dem know my room",
    intent: "safety",
  },
  {
    message:
      "Good day, we chartered a vessel to bring cement for our new campus building and the shipowner is now claiming extra freight and holding the cargo. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "They have held my son at the CID since Thursday without charge because he posted about the VC on Facebook. He is a student at FBC. Please help us.",
    intent: "urgent",
  },
  {
    message: "we landlords near Njala and the student union agree for settle di rent dispute through mediation, we need lawyer for guide we for di mediation",
    intent: "area:arbitration",
  },
  { message: "Hello, anybody there?", intent: "greeting" },
  { message: "Can my landlord evict me during exam period if my rent is finished? I only need 2 weeks more", intent: "legal-question" },
  { message: "goodnight, I will chat again tomorrow", intent: "goodbye" },
  { message: "Set me up with a land lawyer meeting please, any day next week after 2", intent: "booking" },
];
