import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: night schools, adult literacy classes, evening lesson teachers and their grown-up students — writers: (1) Sahr Fomba, 52, head teacher of an evening adult literacy centre in Kissy, Freetown, formal English on a laptop; (2) Ya Mabinty Kargbo, 47, Dove Cot market trader learning to read at night, Krio typed by her granddaughter; (3) Alusine Sankoh, 34, okada rider in Bo sitting WASSCE at night school, SMS shorthand on a cheap Android; (4) Mrs Josephine Cole, 61, retired schoolmistress tutoring women in Waterloo, long polite stories; (5) Foday Mansaray, 29, security guard in evening classes in Makeni, voice-to-text and typos; (6) Aminata Fofanah, 38, tailor and adult learner in Kenema, mixed Krio-English fragments; (7) Daniel Lahai, 44, diaspora coordinator of an adult-education charity in London, formal emails; (8) Kadiatu Dumbuya, 25, young evening lesson teacher in Lunsar, casual English with two questions at once
export const DEVELOPMENT_HUNDRED_AND_THIRTY_SIXTH: LabelledMessage[] = [
  { message: "Kushe o! Na me again, di nait skul tisa from Kissy 😊", intent: "greeting" },
  {
    message:
      "Please help. One of my evening students, a woman of about forty, was picked up by police at the Kissy Road junction as she was coming to class at 7 tonight. They say she sold stolen goods. She is at the station now and they won't let us see her. What do we do?",
    intent: "urgent",
  },
  {
    message:
      "I learnt to read this year at night school and for the first time I read my late father's land paper myself. The survey plan shows the plot at Hastings is bigger than what my uncle has left for us, he is fencing part of it as his own. I want a lawyer to look at the title and sort out the boundary.",
    intent: "area:land",
  },
  {
    message: "Can you help me set a dictation test for my adult learners? 10 simple words about the court yard and the market, level 2 readers.",
    intent: "off-topic",
  },
  {
    message: "if i finish night school n get my WASSCE can my employer stil refuse to promote me bcos i dont hav degree is dat legal",
    intent: "legal-question",
  },
  {
    message:
      "Abeg una ep mi. Mi man se if a go back na di evin klas tonait i go bit mi te a no go waka egen. I don bit mi las wik fo di sem tin. A de fred fo go os.",
    intent: "safety",
  },
  { message: "wat time una open n close? i close 4m work 5pm den go straight 2 class at 6 so i need 2 no if i fit pass b4", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I am the coordinator of a small adult-education charity and we now wish to register it properly as a company limited by guarantee in Sierra Leone so that we can receive grants. I should be grateful if your chambers could handle the registration on our behalf.",
    intent: "area:business",
  },
  { message: "who are the lawyers in your office? my classmates want to know names before we come", intent: "team" },
  { message: "Wetin na una fon nomba? A wan kol.", intent: "phone" },
  {
    message:
      "Last term a student in my evening class was arrested for a fight at the bar near our school. He was released on bail after two days and now he has a summons to appear at the magistrate court next month. He is afraid and can barely read the paper. We want a lawyer to defend him.",
    intent: "area:criminal",
  },
  {
    message:
      "I am 45 and I just learnt to write my name. My husband left 6 years ago and never sends anything for the children. I want to ask for maintenance for them through the court. Can your lawyers take this",
    intent: "area:family",
  },
  { message: "how much una de tek fo consultation? na smol tisa salary a get", intent: "knowledge:Fees" },
  {
    message:
      "Good evening. I teach evening English to some fishermen at Tombo. One of them ordered a boat engine and nets from Guinea in a container and it has been stuck at Queen Elizabeth Quay for a month, customs want papers he can't read. Can your firm help him get it cleared?",
    intent: "area:shipping",
  },
  { message: "my techa dem carry am go CID since yestaday nite dem no release am yet. abeg send lawyer", intent: "urgent" },
  { message: "what is the plural of 'ox'? my students argue about it in class tonight", intent: "off-topic" },
  {
    message: "I would like to book a consultation with a lawyer for Thursday after 3pm, about a dispute over my late mother's house. I work mornings.",
    intent: "booking",
  },
  {
    message:
      "Our night school committee and the church that rents us the classrooms have fallen out over money. We don't want court, we want someone neutral to sit us down and settle it. Do you do mediation?",
    intent: "area:arbitration",
  },
  {
    message: "d carpenter we paid 3 million le 2 make 20 desks 4 our evening class take d money since march no desk till nw. pls we need lawyer 2 go after am",
    intent: "area:contract",
  },
  {
    message:
      "My brothers say because I am a woman and I cannot read well, I have no share of our father's house in Wellington. He died without a will. Is that true under the law?",
    intent: "legal-question",
  },
  {
    message: "Is Isatu Bangura still working with you? Someone at my literacy class said she helped her with a case years ago.",
    intent: "attorney:Isatu Bangura",
  },
  { message: "pls i nid help wit sometin", intent: "unknown" },
  {
    message:
      "One of my adult students keeps coming to class with bruises. Tonight she told me her brother-in-law has said he will cut her if she does not leave the family house. She is sleeping in the classroom now because she is scared to go back. Please, what can we do for her tonight?",
    intent: "safety",
  },
  { message: "What kind of cases do you people handle? I want to tell my class about your office.", intent: "services" },
  { message: "I read small small only. Do your lawyers speak Temne? My English is not strong.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir or Madam, I write with great urgency. Our literacy centre caretaker, Mr. Bockarie, was taken from his house by soldiers at dawn today and is being held at the barracks without charge. His wife is with me now. We need a lawyer immediately.",
    intent: "urgent",
  },
  { message: "email address pls", intent: "email" },
  {
    message: "Landlord wan drive ol wi nait skul pipul komot na di klas rum we wi rent, i no gi notis. Una de handle dis kain landlord palava?",
    intent: "area:land",
  },
  { message: "How can I get in touch with your firm? I don't have credit most days but I can come after my evening class.", intent: "contact" },
  {
    message: "The judge at our adult spelling bee gave the prize to the wrong person. Can you suggest 20 hard words for next year's competition?",
    intent: "off-topic",
  },
  { message: "i wan register mi tela shop nem. a don lan fo rayt na evin skul so nau a wan du am propa. una go ep?", intent: "area:business" },
  {
    message:
      "A man stole the solar lamps our night school uses. We know who it is. I want to report him and see him prosecuted. Can your firm help us bring the case?",
    intent: "area:criminal",
  },
  { message: "Good evening", intent: "greeting" },
  {
    message:
      "I signed a paper with my thumb before I could read. Now I see it says I sold my shop space. If I didnt understand what I signed, can the court cancel it?",
    intent: "legal-question",
  },
  {
    message: "dem de wet fo mi outside di skul get. sem boys wey tretin mi las wik se dem go kil mi if a tok na kot. a de insay di klasrum nau wit di lait of",
    intent: "safety",
  },
  { message: "Can I meet a lawyer on Saturday morning? It's the only free time I get between work and night school.", intent: "booking" },
  { message: "Are you open at lunchtime? I want to pass by during my break from the market before evening lessons.", intent: "hours" },
  { message: "Do you have a woman lawyer? Some of the women in my literacy group will only talk to a woman.", intent: "team" },
  {
    message:
      "Good evening, I am a retired teacher who tutors adults at Waterloo. One of my learners, a widow, has raised her late sister's two children since they were babies. Now she wants to adopt them properly so she can enrol them in school in her own name. Does your firm do adoptions?",
    intent: "area:family",
  },
  {
    message:
      "wi oda buk dem an blakbod fo wi adult klas fom Ghana, di ship don kam bot di clearing agent se af di kago lost. una de handle dis kain shipping kes?",
    intent: "area:shipping",
  },
  {
    message:
      "Please sir my son went to night school exam yesterday and police arrested all the boys at the junction, he still at Congo Cross station this morning, they are asking money. Please come.",
    intent: "urgent",
  },
  { message: "Tenki tenki, God bless una wok", intent: "thanks" },
  {
    message:
      "We won an arbitration award against the company that was supposed to supply our literacy primers, but they refuse to pay a cent. We need help enforcing the award.",
    intent: "area:arbitration",
  },
  {
    message:
      "I teach evening classes at a private institute. The owner dismissed me last week without notice and without paying the last 3 months. I have my appointment letter. I want a lawyer to take this up.",
    intent: "area:contract",
  },
  { message: "Is there somewhere to park my okada near your office?", intent: "knowledge:Parking" },
  { message: "A de rayt fom insay di sel na Bo polis. Dem ol mi sins Fraide. Mi tisa gi mi una nomba. Abeg kam", intent: "urgent" },
  { message: "My fon no de charge since morning. how i fit fix am? i need it for my evening class whatsapp group", intent: "off-topic" },
  {
    message:
      "My night school certificate says Alusine but my birth certificate spells it Alusene. If I use the certificate for a job, can they accuse me of forgery?",
    intent: "legal-question",
  },
  { message: "I want to see Ibrahim Jalloh about my company papers, any day next week after 2pm", intent: "booking" },
  { message: "wat is d capital of Canada, quiz tonight in class", intent: "off-topic" },
  {
    message:
      "My ex-husband found out which evening school I attend. He waits at the gate every night and yesterday he showed me a knife and said I will not see Christmas. I go home by different roads now. I don't know who to tell.",
    intent: "safety",
  },
  {
    message:
      "Dear Madam, I write on behalf of an elderly learner in our evening literacy class whose husband died in January. His relatives have taken his savings book and the house keys. She wishes to apply for letters of administration for his estate. I should be grateful to know whether your chambers handles such estate matters.",
    intent: "area:family",
  },
  { message: "Write me a short poem for our adult learners graduation, about reading by lamp light", intent: "off-topic" },
  { message: "Polis don kam na di skul tonait, dem de pul mi kolig tisa go na dem motoka nau nau. Wetin a fo du? Una fo sen pipul kwik", intent: "urgent" },
  { message: "Do you open on Saturdays? Weekdays I am at work and evenings at class. And where is the office exactly?", intent: "hours", also: ["address"] },
  { message: "wat papers i shd bring wen i cum 4 d land case meeting", intent: "knowledge:What to bring" },
  {
    message:
      "Two years ago I was in Pademba Road prison for 8 months, they released me without trial. Now I am at night school trying to start again but the police keep calling me for the same old case. I need a lawyer to end this matter.",
    intent: "area:criminal",
  },
  {
    message: "If my tenant in Makeni refuses to pay rent for 5 months, can I lock the room and keep his things? I don't want to do something illegal.",
    intent: "legal-question",
  },
  {
    message:
      "Gud evin. Mi an tri oda wimin fom di literacy klas wan start sop biznes togeda. Wi wan register am an mek agriment bitwin wi as patna dem. Una de du dat?",
    intent: "area:business",
  },
  {
    message:
      "He said tonight he will burn the house with me in it because I shamed him by going to school. The children are with me at my neighbour's. Please help.",
    intent: "safety",
  },
  { message: "How many lawyers work at your chambers?", intent: "team" },
  { message: "Abeg a wan mit wan lawyer, mi an mi tisa go kam togeda. Wetin na di de we wi fit kam?", intent: "booking" },
  {
    message:
      "Dear Sirs, our charity shipped a 20ft container of donated exercise books, slates and solar lamps from the UK for adult literacy centres in Kenema and Kailahun. It has been held at the Queen Elizabeth II Quay for six weeks over a customs duty exemption dispute, and demurrage is growing daily. We wish to instruct your firm.",
    intent: "area:shipping",
  },
  {
    message:
      "Evening, I'm a teacher at a night school in Lunsar. I bought a half town lot from a man in 2021 and he has now sold the same land to someone else who is already building on it. I have the receipt but no conveyance. Need a lawyer asap for this.",
    intent: "area:land",
  },
  {
    message: "my uncle dey lock up for Waterloo police since 2 days no charge no food, he's one of our evening class learners, pls wat can u do today",
    intent: "urgent",
  },
  { message: "how 2 land a good job after night school? need tips", intent: "off-topic" },
  { message: "Could you send me your email? I want to send the documents my teacher helped me scan.", intent: "email" },
  {
    message:
      "mi bos sak mi wit no rizin afta 9 yias bikos a don start go na evin klas an a no de du ova taim. I no pe mi end of service. A wan lawyer fo di kes",
    intent: "area:contract",
  },
  {
    message:
      "Three of us teachers run a night school in a building we lease, and the lease says disputes go to arbitration. The owner now wants to throw us out. We need a lawyer to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "do i hav a right 2 see my own land file at d lands ministry or do only lawyers get dat", intent: "legal-question" },
  { message: "Hi there, hope you're well", intent: "greeting" },
  {
    message: "Hello, our adult learners ask me many legal things. Could you tell me in general what services your chambers provides so I can refer them?",
    intent: "services",
  },
  { message: "My student cannot afford to pay. Do you give free help or legal aid to poor people?", intent: "knowledge:Fees" },
  {
    message: "i get summons 4m police say i must report 2moro about fight at d night school gate. i no do anytin. need lawyer to go with me",
    intent: "area:criminal",
  },
  {
    message: "I want divorce. My husband says a woman who goes to school at night is not a wife. Married under customary law 15 years. Una fit handle am?",
    intent: "area:family",
  },
  {
    message:
      "URGENT. My student is held at Kenema central police now. They picked him from class at 8pm saying his motorbike is stolen. It's his own bike he bought with his savings. Please send someone.",
    intent: "urgent",
  },
  {
    message:
      "Is it better to teach adults phonics first or sight words? Our reading book starts with words like court, police and land. I am a new evening lesson teacher.",
    intent: "off-topic",
  },
  { message: "Mi na tisa. Wan pikin mama kam na mi klas tonait wit blod na in fes, i se in man de go kam kil am. I de ayd na mi os nau.", intent: "safety" },
  { message: "Can I WhatsApp you people or only call?", intent: "phone" },
  { message: "Where exactly is your office in Freetown? I'll come after work by poda poda.", intent: "address" },
  {
    message: "Mi broda in fishin bot, di fishiri pipul dem tek am na sea bikos dem se i no get lisens, dem kari di bot go na wof. Una de du dis kain bot mata?",
    intent: "area:shipping",
  },
  {
    message: "How much will the judge give me for maintenance if my husband earns 2 million a month? I have 3 kids and I'm a night school student.",
    intent: "legal-question",
  },
  { message: "how do I contact una if I'm in Bo?", intent: "contact" },
  {
    message:
      "I run an evening computer school in Bo and the bank wants to call back the loan I took for the computers because I was late on two payments. I need legal help with the bank.",
    intent: "area:business",
  },
  { message: "r u open 2day? its after 4 already", intent: "hours" },
  {
    message: "Good afternoon. I would like to book an appointment with Adama Koroma for next Tuesday regarding my arbitration matter. Please confirm the time.",
    intent: "booking",
  },
  { message: "Does anyone there speak Mende? My mother will come and she only understands Mende and small Krio.", intent: "knowledge:Languages spoken" },
  { message: "ok so", intent: "unknown" },
  {
    message:
      "I rent a room where I keep my night school materials and the landlord has raised the rent three times this year. I want a lawyer to deal with him.",
    intent: "area:land",
  },
  { message: "Dem don kech mi smol broda las nait na Lumley, i stil de na di stesin. Wi de tray pe bel bot dem se no. Abeg", intent: "urgent" },
  { message: "Thank you so much for the information, I will tell my classmates.", intent: "thanks" },
  { message: "Wi an wi landlord no wan go kot. Wi wan somebodi wey no de na eni said fo setul di palava. Una de du mediation?", intent: "area:arbitration" },
  { message: "my phone contract with Africell ends, which plan is cheaper for data for online classes?", intent: "off-topic" },
  { message: "Who are the partners at the firm? Please list them.", intent: "team" },
  {
    message:
      "My daughter's teacher at night school keeps touching her and told her he will fail her and hurt her if she talks. She is 19. She is too scared to go back. What can we do?",
    intent: "safety",
  },
  {
    message: "If the police arrested me before and released me without charge, will it show on my record when I apply for teacher training?",
    intent: "legal-question",
  },
  {
    message:
      "They came to our night school and arrested our head teacher just now over a land quarrel he has with his cousin. They are taking him to Eastern Police. Please come quickly.",
    intent: "urgent",
  },
  {
    message:
      "Good evening. Our night school signed a contract with a printer to supply 500 reading books by September. He took half the money in advance and now does not answer calls. The classes start soon. We want your firm to enforce the contract.",
    intent: "area:contract",
  },
  { message: "pls cn i cm 2 c a lawyer 2moro 10am bout my case", intent: "booking" },
  { message: "What's the price of a bag of rice in Freetown now? I need to budget before buying for the class feeding.", intent: "off-topic" },
  {
    message:
      "Mi granpa lan na Kono, mi ankul dem de sel am wan wan plot an nobodi no de gi wi natin. A don lan fo rid di pepa dem nau. A wan lawyer fo stop dem.",
    intent: "area:land",
  },
  {
    message:
      "Sir, my learner called me from Bo police station cell, he was arrested this afternoon at the lorry park. He asked me to find a lawyer. He's still there.",
    intent: "urgent",
  },
  {
    message:
      "Is it legal for a landlord to raise my rent without telling me in writing? I only just learnt to read the tenancy agreement and it says nothing about increases.",
    intent: "legal-question",
  },
  { message: "I need a recipe for cassava leaf for 30 people, our night school end of year party", intent: "off-topic" },
  {
    message:
      "My student's husband has threatened that if she goes to class again he will pour hot oil on her. She is at my house tonight. I'm afraid he will come.",
    intent: "safety",
  },
  {
    message:
      "Good day. I should like to arrange a consultation with one of your partners regarding a family estate. I am based in London but will be in Freetown from 10 to 24 December. Kindly let me know available dates.",
    intent: "booking",
  },
  { message: "until what time is the office open in the evening? i finish my own class at 6", intent: "hours" },
  {
    message: "i b clearing agent n also night school student. one client container don stay 4 quay 3 months, shipping line wan auction am. we need lawyer",
    intent: "area:shipping",
  },
  { message: "tel mi d nem dem of ol una lawyer pls", intent: "team" },
  {
    message:
      "My evening class student was accused of stealing from his employer. The police took his statement and let him go but they say they will charge him. We want a lawyer ready to defend him.",
    intent: "area:criminal",
  },
  { message: "What does Mohamed Conteh handle? Is he the one for criminal cases?", intent: "attorney:Mohamed Conteh" },
  { message: "Afta mi papa dai, wi no no ustin fo du wit in os an in moni. I no rayt wil. A wan una ep wi sheb am propa.", intent: "area:family" },
  {
    message: "We want to close down the small company we opened for our evening tutoring centre. We don't know the proper steps. Can your firm help close it?",
    intent: "area:business",
  },
  { message: "Dem tek mi wef go na Kissy stesin bikos of wan dinye. Sins tide monin. Di polis se dem no go lef am if wi no pe. Abeg una ep", intent: "urgent" },
  { message: "Can you mark my essay? Topic: The importance of adult education in Sierra Leone", intent: "off-topic" },
  {
    message:
      "Our adult literacy association and the charity that funds us signed a grant agreement with an arbitration clause. There is now a dispute over whether we must refund money. We want your firm to act for us in the arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir/Madam, I am a part-time evening lecturer. My employment contract was changed without my consent, cutting my pay by half. I should be grateful if your chambers would review the contract and help me enforce my original terms.",
    intent: "area:contract",
  },
  { message: "Can I park my car at your office or I must find space on the road?", intent: "knowledge:Parking" },
  { message: "wat will happen 2 me if i dont go 2 court 4 d summons bcos it fall on my exam day", intent: "legal-question" },
  { message: "What is the email to send my case details to? I type slowly but I can do it.", intent: "email" },
  { message: "Helo gud monin", intent: "greeting" },
  { message: "I need help", intent: "unknown" },
  {
    message: "Wan man de fala mi fom di nait skul evri nait. Yestade i se if a no gri fo go wit am i go du mi bad. A no de wan go skul igen.",
    intent: "safety",
  },
  { message: "Do you only do court cases or do you do other legal work too? What are all your services?", intent: "services" },
  {
    message:
      "Good evening. I am a retired schoolmistress and teach literacy to women in Waterloo. One of my learners is being pushed out of the house her late husband built on family land, and his brothers say the land is theirs. She has the survey plan and the old receipts. We would like your firm to take up this family land dispute.",
    intent: "area:land",
  },
  { message: "pls help my husband don arrested at d checkpoint near Makeni since mornin still holdin him", intent: "urgent" },
  { message: "fon nomba abeg", intent: "phone" },
  {
    message:
      "Dear Madam, for my first consultation regarding my late sister's estate, what documents should I prepare? I have her death certificate and some bank papers.",
    intent: "knowledge:What to bring",
  },
  { message: "what time does the bus from Freetown to Kenema leave and how much is the fare", intent: "off-topic" },
  { message: "Una fit ep mi get lisens fo mi smol evin lesin senta? Di kaunsul se a fo get am.", intent: "area:business" },
  { message: "Which of your lawyers is in the Bo office?", intent: "team" },
  {
    message:
      "My wife and I married in church, now we are separated. She took our son to her village. Will the court give me custody if I show I'm going to school to improve myself?",
    intent: "legal-question",
  },
  {
    message:
      "I want to report the man who took money from 20 women in our literacy class promising them loans. We want him prosecuted. Can you help us bring the case to court?",
    intent: "area:criminal",
  },
  { message: "Thanks a lot, that helps", intent: "thanks" },
  { message: "Wan fo si lawyer Monde. A de na klas fom 6 so afta 2 o klok beta", intent: "booking" },
  { message: "What are the ways to reach your firm? I am in London.", intent: "contact" },
  {
    message:
      "Good evening, my brother, who attends our evening school, was detained at the airport by immigration and police at Lungi tonight. They have not let him go. We need someone urgently.",
    intent: "urgent",
  },
  {
    message: "I want to write a will now that I can read and write. I have a house, a small shop and 4 children. Can your firm prepare it for me?",
    intent: "area:family",
  },
  {
    message:
      "The fishing vessel my cousin works on was seized by the Navy for fishing in the wrong zone, the owners asked us to find a lawyer for the boat. Do you handle vessel cases?",
    intent: "area:shipping",
  },
  { message: "wish strit una ofis de? wetin de nia am?", intent: "address" },
  {
    message: "The custody of the school keys is with the caretaker. Can you write a short notice for the board telling students class starts at 6?",
    intent: "off-topic",
  },
  { message: "a de go nau, bye o", intent: "goodbye" },
  { message: "we want to use arbitration not court for our dispute with the builder. can u arrange an arbitrator?", intent: "area:arbitration" },
  {
    message: "Please, my neighbour has threatened to kill me because I reported that he beats his wife. He said tonight. I have locked myself in my room.",
    intent: "safety",
  },
  { message: "wen una de opin? Monde to Fraide?", intent: "hours" },
  { message: "can my boss take money from my salary to cover the days I left early for night school exams? is that allowed?", intent: "legal-question" },
  {
    message: "A supplier sold us 40 solar lanterns for our night classes and 30 don't work. He refuses to replace them. We want a lawyer to go after him.",
    intent: "area:contract",
  },
  { message: "i wan mit Fatmata Kamara, wen she free", intent: "booking" },
  {
    message: "can you explain simple interest, we have test tomorrow in evening maths class. the question is a bank loan of 2 million at 10 percent",
    intent: "off-topic",
  },
  { message: "mi pikin dem kech am na skul get, dem put am insay polis van, dem de drayv nau. pls", intent: "urgent" },
  { message: "Can I pay the lawyer small small each month? My land case will be long.", intent: "knowledge:Fees" },
  {
    message:
      "I worked as a night watchman at the school where I study evenings. They terminated me by text message after six years. Is there a lawyer there who takes employment cases like this?",
    intent: "area:contract",
  },
  {
    message: "my frend is in d cell at Bo since sunday, police say dey waiting 4 CID. he is our class captain in night school. pls can u send lawyer to bo",
    intent: "urgent",
  },
  {
    message: "Which team won the league last night? The referee gave a late penalty and the boys in my evening class say he should be arrested lol",
    intent: "off-topic",
  },
  { message: "Can my landlord throw me out at night because I come home late from evening class? He says it's his house rule.", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, I intend to register a business name for my adult tutoring service, 'Second Chance Learning', and would appreciate your assistance with the process at the Corporate Affairs Commission.",
    intent: "area:business",
  },
  { message: "mi broda in wef, i de bit am evri nait, tonait i se i go kil am. Shi ron kam na mi os. A fred se i go kam ya", intent: "safety" },
  { message: "is your office open tomorrow? it's a public holiday I think", intent: "hours" },
  { message: "afta we finish night skul i wan buy small plot 4 my famili in Waterloo. need lawyer to do title search b4 i pay", intent: "area:land" },
  { message: "Una get lawyer wey na uman? Mi sista wan tok to uman lawyer.", intent: "team" },
  { message: "Do any of your lawyers speak French? Some of our evening learners are from Guinea.", intent: "knowledge:Languages spoken" },
  {
    message:
      "My student was charged with assault after a fight in the market and the case is now at the magistrate court in Makeni. He needs a defence lawyer. Do you take cases outside Freetown?",
    intent: "area:criminal",
  },
  {
    message: "Mi man an mi don separet fo 3 yia. Nau a wan di pikin dem fo kam stap wit mi bikos a get wok an a de go skul. Una de handle custody?",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir, I write in distress. Our evening school principal was arrested this morning on allegations relating to examination fees and is presently held at the CID headquarters. He has not been charged. We request a lawyer to attend immediately.",
    intent: "urgent",
  },
  { message: "una email?", intent: "email" },
  { message: "Can I book a meeting with a lawyer at the Bo office? Hawa Turay perhaps, on Friday.", intent: "booking" },
  {
    message:
      "I am a night school student and I sent all my savings as goods by ship to my brother in Banjul. The whole consignment was lost at sea and the shipping company is not answering. Can your firm help with a cargo claim?",
    intent: "area:shipping",
  },
  { message: "Wi an di skul ona get wahala bot moni. Wi wan mediator fo setul am kwik kwik. Una go fit?", intent: "area:arbitration" },
  { message: "Write a CV for me. I'm finishing adult literacy class and want work as a cashier.", intent: "off-topic" },
  {
    message:
      "I teach a Tuesday literacy class for women. One student told me in a whisper that her uncle comes to her room at night and forces her. She is 22 and lives in his house. She begged me not to tell but I'm scared for her.",
    intent: "safety",
  },
  {
    message:
      "My father's will was read out 3 years ago but back then I couldn't read it myself. It gives everything to my stepmother. Can I still challenge the will after so long?",
    intent: "legal-question",
  },
  { message: "wetin una de du na una ofis? wetin kain kes una de tek?", intent: "services" },
  { message: "I tried calling but I think I had the wrong number. Abeg wetin na una correct phone number?", intent: "phone" },
  {
    message:
      "Dear Sirs, I am an adult learner of 58 years. My late husband's plot in Bo was sold by a man with forged documents. I have the original conveyance. I wish to instruct your firm to recover it.",
    intent: "area:land",
  },
  { message: "SOLDIERS TAKE MY HUSBAND NOW NOW FROM OUR HOUSE PLS HELP", intent: "urgent" },
  {
    message: "i giv a builder 15 million 2 build 2 classroom 4 our night school, he built only foundation n ran. need lawyer 2 recover money",
    intent: "area:contract",
  },
  { message: "Salaam aleikum. Good evening.", intent: "greeting" },
  {
    message: "Mi an mi patna opin evin kompyuta skul togeda. Nau i wan komot an tek ol di kompyuta dem. A wan lawyer fo di patnaship palava.",
    intent: "area:business",
  },
  { message: "Where do clients park? I'll come with my cousin's car.", intent: "knowledge:Parking" },
  { message: "How do I land a plane in Microsoft Flight Simulator? My student showed me on his laptop after class.", intent: "off-topic" },
  {
    message:
      "When I was in prison in 2019 they never gave me a trial. Now I'm free and at night school, and I want to go after them for my rights. Do you do human rights cases?",
    intent: "area:criminal",
  },
  {
    message: "hello i want appointment with any lawyer about my divorce, im free monday morning. how much is it?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "helo?? eni bodi de", intent: "unknown" },
  { message: "Do you close for lunch? I want to come around 1.", intent: "hours" },
  {
    message: "Before I learnt to read, the other side read a contract aloud to me wrongly and I signed it. Is that contract still binding on me?",
    intent: "legal-question",
  },
  { message: "Who is the senior partner at your firm?", intent: "team" },
  { message: "Mi ankul insay di sel na Kenema. Dem se na tif. Sins Tyuzde. Wi no get moni fo bel. Wetin wi fo du?", intent: "urgent" },
  { message: "Mi fishin bot wey a bay wit mi sevin, di man wey charta am no pe mi fo 4 mont. Una de du dis kain bot mata?", intent: "area:shipping" },
  { message: "How do I find your office from Lumley? Any landmark near it?", intent: "address" },
  { message: "Thank you very kindly for your prompt answer. I shall pass it on to our learners.", intent: "thanks" },
  { message: "the judge for our reading competition needs a scoring sheet, can you make one with 5 criteria", intent: "off-topic" },
  {
    message:
      "Good evening. My late husband's family took our children to the village after his funeral and refuse to return them. I am learning to read at night school so I can take care of them myself. I need a family lawyer.",
    intent: "area:family",
  },
  {
    message:
      "My landlord has said that if I don't leave by Sunday his boys will beat me and throw my things out. Yesterday they slapped me at the gate when I came back from evening class. I'm frightened to sleep there.",
    intent: "safety",
  },
  { message: "I'm in Makeni. How best can I reach you people?", intent: "contact" },
  { message: "Goodbye for now, I must go to class.", intent: "goodbye" },
  { message: "Wetin a fo kam wit? A get som pepa bot a no no us wan impotant.", intent: "knowledge:What to bring" },
  {
    message:
      "The arbitrator gave an award in our favour six months ago against the school proprietor. He has not paid anything. We need a lawyer to enforce the award in court.",
    intent: "area:arbitration",
  },
  { message: "Do I have a right to paid time off from work to sit my WASSCE exams as an adult?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, I would be grateful for an appointment with Mr. Abdul Rahman Sesay at his earliest convenience concerning the registration of our education trust.",
    intent: "booking",
  },
  {
    message:
      "My friend called me, police have surrounded her house and are taking her husband away right now, he teaches evening lessons with me. What should I do???",
    intent: "urgent",
  },
  { message: "please tell me the best generator to buy for lighting our night school classrooms and how to fix one that won't start", intent: "off-topic" },
  {
    message:
      "Good evening. I run a literacy programme for market women and would like to put a short list of the legal services your firm offers on our notice board. What areas of law do you cover?",
    intent: "services",
  },
  { message: "pls my student arrested last nite still at Tower Hill police not release. family no money 4 bail. pls send lawyer", intent: "urgent" },
  {
    message:
      "I want to lease a piece of land in Bo to build a small night school. The owner's family are many and I don't know who to sign with. I need a lawyer for the lease.",
    intent: "area:land",
  },
  { message: "what is the best way to charge a solar battery for our night class lamps during rainy season", intent: "off-topic" },
  {
    message:
      "My husband died and his brothers say the children and I must leave the house because it's family property. Can they legally do that when we were married 20 years?",
    intent: "legal-question",
  },
  { message: "A de ayd na mi klas tisa in os. Mi man se if i si mi i go chop mi wit kotlas. I don du am bifo.", intent: "safety" },
  { message: "I want to come to the office to talk to a lawyer about my employment case. Can I have a slot on Wednesday at 10?", intent: "booking" },
  { message: "Do you have a WhatsApp number? I can send voice notes because my reading is still slow.", intent: "phone" },
  {
    message:
      "I'm living in Leicester but my mother in Kenema, who attends adult literacy classes, wants to remarry and have the marriage properly registered this time. Do you handle marriage registration and the legal papers?",
    intent: "area:family",
  },
  { message: "mi pikin gret wan get kes na kot fo tif. Dem don gi am bel. Wi wan lawyer fo difen am na di nekst sitin.", intent: "area:criminal" },
  { message: "I heard Christiana Thomas is good with family matters, is she still at your chambers?", intent: "attorney:Christiana Thomas" },
  {
    message:
      "my container of used clothes is held at QE2 quay because customs value it too high. my night school fees depend on this business. can u help clear it",
    intent: "area:shipping",
  },
  { message: "Wetin a fo du? Dem ol mi bobo na Makeni stesin sins Satide, dem no ker am go kot yet.", intent: "urgent" },
  {
    message:
      "We are 6 teachers who want to form a company to run evening schools in three districts and bring in a foreign investor. Need help with a shareholders agreement and registration.",
    intent: "area:business",
  },
  { message: "Can you help me write a speech for the opening of our new adult literacy centre? The minister will be there.", intent: "off-topic" },
  { message: "Hi. What are your opening hours? I'll try to come before my 6pm class.", intent: "hours" },
  {
    message:
      "Dear Madam, a supplier contracted to deliver 200 desks for our adult learning centres. He delivered only 80 and has refused to refund the balance of Le 40,000,000. I should be grateful if your firm would take up the matter.",
    intent: "area:contract",
  },
  { message: "omos lawyer una get na Bo?", intent: "team" },
  { message: "How much is the first consultation? I need to know before I come about my divorce.", intent: "knowledge:Fees" },
  { message: "If my wife takes the children to the UK without my consent, what will happen? Can I stop her by law?", intent: "legal-question" },
  {
    message:
      "My business partner and I both want our quarrel over the evening school settled by a neutral person, not court. Do you have people who can mediate?",
    intent: "area:arbitration",
  },
  { message: "Kushe kushe. Aw di bodi?", intent: "greeting" },
  {
    message:
      "Hello, my name is Foday, i am writing from Makeni police cell with the officer phone. I was arrested this morning. My teacher said to contact you. please",
    intent: "urgent",
  },
  { message: "wat servises do u offer", intent: "services" },
  {
    message: "Di pipul dem wey de sel lan na Waterloo de sel wan plot to tri pipul. A pe fo mi yon bifo. A wan lawyer fo chek di taytul an protekt mi.",
    intent: "area:land",
  },
  {
    message:
      "Every night after evening class, two men follow me and tonight one said he knows where my children sleep and will come for us. I'm shaking. Where can I go?",
    intent: "safety",
  },
  { message: "A na Limba. Una get lawyer wey de tok Limba?", intent: "knowledge:Languages spoken" },
  { message: "container of rice cost how much at Dove Cot market now?", intent: "off-topic" },
  { message: "una email wetin? a wan sen foto of mi pepa dem", intent: "email" },
  {
    message:
      "The police invited me to come for questioning on Monday about a missing phone at the night school. I haven't been arrested. I want a lawyer to come with me.",
    intent: "area:criminal",
  },
  {
    message: "Please can una help me with my child maintenance case? The father stopped paying since I started night school, he says I'm wasting money.",
    intent: "area:family",
  },
  { message: "I would like to meet Isatu Bangura next week please, any afternoon.", intent: "booking" },
  { message: "Wetin na di we dem fo kontak una? A no get kredit ol tem.", intent: "contact" },
  { message: "pls i get problm", intent: "unknown" },
  {
    message: "I was dismissed for sleeping on duty after studying late. Is it legal for them to sack me without a warning letter first?",
    intent: "legal-question",
  },
  { message: "Una get ples fo pak okada? A de ride kam town afta wok.", intent: "knowledge:Parking" },
  {
    message:
      "My evening school wants to take a loan from the bank to buy generators. The bank sent a loan agreement full of big words. Can your lawyers handle the business loan papers for us?",
    intent: "area:business",
  },
  {
    message:
      "Good morning. Our learner, an old man of 63, was taken from the night class yesterday by police over a land quarrel. He is still in custody at Lumley station this morning and he is diabetic. Please help urgently.",
    intent: "urgent",
  },
  { message: "Can you tell me if it will rain tomorrow evening in Freetown? We have outdoor class.", intent: "off-topic" },
  {
    message:
      "Good evening. I trade fish from Tombo and teach evening maths. My fishing boat was damaged by a bigger vessel that hit it at the wharf. The owner refuses to pay. Do you handle this kind of claim?",
    intent: "area:shipping",
  },
  { message: "Tenki fo di ansa, a go tel mi tisa.", intent: "thanks" },
  { message: "Your Bo office, where is it? Which road?", intent: "address" },
  { message: "Bye, God bless", intent: "goodbye" },
  {
    message:
      "pls I signed employment contract for evening teacher job, now they want me to sign new one that says no pay for holidays. can u review it b4 i sign",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir/Madam, the adult education board has proposed arbitration to resolve a dispute over unpaid allowances owed to forty evening teachers. We would like your chambers to represent the teachers in that arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "My daughter came home from night school crying, a teacher trapped her in the staff room and tried to force her. He told her if she talks he'll make her disappear. She won't leave the house.",
    intent: "safety",
  },
  { message: "can I talk to a lawyer by video call? I am in Germany, my land matter is in Freetown", intent: "booking" },
  { message: "Mi landlord se if a no pe rent tumara i go lok di do wit mi tin dem insay. I get rayt fo du dat?", intent: "legal-question" },
  {
    message: "they are beating my husband at the police station, he was arrested at the night school, they are still holding him, please come",
    intent: "urgent",
  },
  { message: "Which is cheaper to send money to Sierra Leone from UK, Western Union or WorldRemit? For my mum's school fees.", intent: "off-topic" },
  { message: "Una de opin Satide? Na di onli de a fri.", intent: "hours" },
  {
    message:
      "Our evening literacy class is reading a story where a goat is taken into custody by the village chief. For the end of term we want to cook together, can you give me a groundnut soup recipe for 25 people?",
    intent: "off-topic",
  },
  {
    message:
      "i was arrested last year n released on bail. now d case is on again n i dont hav lawyer. i am in evening class now trying 2 change my life. pls can ur firm defend me",
    intent: "area:criminal",
  },
  { message: "Mi kolig tisa, dem don kech am na skul, dem se na im tif di eksam moni. Dem de bit am na stesin nau. I stil de de.", intent: "urgent" },
  {
    message: "If I went to court alone because I couldn't afford a lawyer and lost my land case, can I still appeal now, two months later?",
    intent: "legal-question",
  },
  {
    message: "Before I come for my meeting about my container at the quay, what papers should I carry? bill of lading? invoices?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Dear Sir/Madam, I am an evening-class tutor writing for a learner whose husband has taken a second wife and stopped supporting her. She wishes to seek a legal separation and maintenance. Kindly let me know whether your chambers can act for her.",
    intent: "area:family",
  },
  { message: "a wan mit lawyer fo mi lan kes. Wish de una fri dis wik?", intent: "booking" },
  {
    message:
      "we buy generator from China 4 our night school, clearing agent collect d money 4 duty but never pay customs. now d goods still at port. need lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "My sister's husband is outside her door with a machete now shouting he will finish her. She is inside with the kids. She called me from her phone in a whisper.",
    intent: "safety",
  },
  { message: "I want to know who the lawyers are before I bring my mother. Can you tell me their names and what each one does?", intent: "team" },
  { message: "my broda dem lock am for Kenema police 4 3 days now no court no charge pls advise urgent", intent: "urgent" },
  { message: "Are you open right now? I'm outside the school and could come in 20 mins.", intent: "hours" },
  { message: "Gud evin, a wan register mi kompyuta trenin senta as kompani. Wetin a fo du an una go du am fo mi?", intent: "area:business" },
  {
    message:
      "Our night school hired a man to paint the classrooms and fix the roof. We paid in full, he did half and disappeared to Guinea. We want your firm to pursue him.",
    intent: "area:contract",
  },
  { message: "Please explain what a noun and a verb is in simple words for my adult learners.", intent: "off-topic" },
  { message: "If I report my employer for not paying NASSIT for me, can he sack me for that? Is it allowed?", intent: "legal-question" },
  { message: "Do you do only court things or also help with papers like agreements and registration? I want to know everything you do.", intent: "services" },
  { message: "Mi famili lan na Port Loko, wi an di nebo de fet fo di boundri. Dem pul di pila dem. A wan lawyer fo di kes.", intent: "area:land" },
  { message: "Is there legal aid? Our night school learners are mostly poor and can't pay big fees.", intent: "knowledge:Fees" },
  {
    message:
      "We won an arbitration over unpaid teaching materials but the company has since moved its office to Guinea. We need a lawyer to help us enforce the award.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Madam, I am writing on behalf of a learner in our evening programme who was remanded at Pademba Road yesterday. His family cannot afford a lawyer. Please, can someone see him urgently?",
    intent: "urgent",
  },
  { message: "wat is ur number? i want 2 call n also get ur email", intent: "phone", also: ["email"] },
  { message: "hello good afternoon", intent: "greeting" },
  {
    message: "Som bad boys bin brok insay wi nait skul an tif di sola panel. Wi no dem. Wi wan ripot am an mek dem tek dem go kot. Una go ep wi?",
    intent: "area:criminal",
  },
  { message: "Is Krio ok? I'm not confident writing English yet.", intent: "knowledge:Languages spoken" },
  { message: "How big should a volleyball court be? We want to mark one in the night school compound.", intent: "off-topic" },
  {
    message:
      "My husband has been threatening me since I started night school. Today he broke my slate and my books and said next time it will be my head. I took the kids to my mother's. Is there any place that can protect us?",
    intent: "safety",
  },
  { message: "I'd like to speak to a lawyer by phone this week about a shipping claim. Can someone call me on Thursday?", intent: "booking" },
  { message: "Dem se if pikin papa no mared di mama, di pikin no get rayt to in papa in os wen i dai. Na tru?", intent: "legal-question" },
  {
    message:
      "I'm 50 and learning to read at night school. My son and his wife died and left me with their boy. I want to adopt my grandson legally. Can you help me?",
    intent: "area:family",
  },
  { message: "I'd like to send a formal letter. What is the firm's email address please?", intent: "email" },
  { message: "am here", intent: "unknown" },
  { message: "Can you give me a list of the kinds of cases your firm takes? Our adult class is doing a lesson on the law.", intent: "services" },
  { message: "Helo, a de rayt fo mi anti. Polis dem kam na di os jos nau, dem de ol mi ankul an dem wan kari am. Pls wetin wi fo du", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I am buying a house at Goderich for our family and for an adult literacy project. I should be grateful if your firm would conduct the conveyancing and verify the title deeds.",
    intent: "area:land",
  },
  {
    message:
      "One of my evening learners is a ship's cook. His vessel was detained in port for unpaid harbour dues and the crew have not been paid for months. They want a lawyer for the vessel and their wages.",
    intent: "area:shipping",
  },
  { message: "I want to get in touch with your firm, what's the best way?", intent: "contact" },
  { message: "ok c u later", intent: "goodbye" },
  {
    message: "Mi bos no pe mi fo 2 mont, i se bikos a de lef wok 5 o klok fo go na skul. Wi get agriment. A wan lawyer fo di salari moni.",
    intent: "area:contract",
  },
  { message: "Thank you, you've been really helpful.", intent: "thanks" },
  {
    message: "Our company is being wound up and the shareholders (all of us teachers) disagree on sharing the assets. We need a business lawyer.",
    intent: "area:business",
  },
  {
    message: "If the police took my phone when I was arrested last month, do I have the right to get it back now that they released me?",
    intent: "legal-question",
  },
  { message: "My phone screen broke and the night class WhatsApp group is on it. Where can I fix it cheap in Bo?", intent: "off-topic" },
  { message: "wi tisa dem an di propraita wan go mediashon insted of kot. Una de du dat?", intent: "area:arbitration" },
  { message: "what days is your office open", intent: "hours" },
  { message: "I'm at the Cotton Tree now. How do I walk to your office?", intent: "address" },
  { message: "Dem se dem go bon mi shop tonait if a no gi dem moni. Na di sem boys dem wey de bada di wimin dem we de kam na nait skul.", intent: "safety" },
  {
    message:
      "Dear Sirs, I should like to arrange a meeting with Mr. Mohamed Conteh on Tuesday the 14th at 11 AM regarding a criminal matter concerning one of our learners who is on bail. Please confirm.",
    intent: "booking",
  },
  { message: "URGENT pls my student Abu picked up by police last nite from evening class, still not released this morning, Kissy station", intent: "urgent" },
  {
    message: "My landlord sold his land so I want to build my own classroom. What is the price of cement in Freetown now, how much a bag?",
    intent: "off-topic",
  },
  { message: "Hawa Turay in Bo, what kind of cases does she do? My classmate said she's kind.", intent: "attorney:Hawa Turay" },
  {
    message: "pls sir dem arrest my papa dis evening wen he dey go night school, police say he owe money, dem still hold am 4 Bo police now",
    intent: "urgent",
  },
  {
    message:
      "I have been a tenant in Kissy for 10 years and my landlord died. His children want me to leave immediately with no notice. I need a lawyer for this tenant matter.",
    intent: "area:land",
  },
  { message: "help me write a business plan for a small evening tutoring centre pls", intent: "off-topic" },
  {
    message: "My husband married another woman in the mosque while we were still married in court. Is the second marriage legal? Do I lose anything?",
    intent: "legal-question",
  },
  {
    message:
      "I'm the night school teacher. A student's husband came into my class tonight, dragged her out and said he'll kill her when they reach home. She's gone with him. I'm so scared for her.",
    intent: "safety",
  },
  { message: "Wetin a fo du fo mek apointment wit lawyer? A de kam na Freetown nekst wik.", intent: "booking" },
  { message: "Parking? I will be driving from Waterloo with my mother.", intent: "knowledge:Parking" },
  {
    message: "My father died and we are 7 children from 3 mothers. Nobody can agree on the estate. I need a lawyer to handle the inheritance properly.",
    intent: "area:family",
  },
  {
    message: "I got a letter to appear in court for something I didn't do, they say I damaged a car at the night school gate. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, one of our adult learners, Mrs. Kanu, was arrested at her market stall this morning following a complaint by a creditor and remains in a cell at Central Police Station. She is unwell. We urgently request your intervention.",
    intent: "urgent",
  },
  {
    message:
      "Good evening. I teach evening classes and I also supply chalk and exercise books to schools. One school owes me Le 12 million on three invoices for 8 months now. I want your firm to recover it.",
    intent: "area:contract",
  },
  { message: "Is it safe to take paracetamol and malaria tablets together? I have fever but must teach tonight.", intent: "off-topic" },
  { message: "mek una tel mi di lawyer dem nem ol", intent: "team" },
  { message: "Your email address, please.", intent: "email" },
  { message: "Wi kago fo buk dem lost na sea wen di ship sink nia Conakry. Di insurans no wan pe. Una de ep wit dis kain kago kes?", intent: "area:shipping" },
  { message: "hw late r u open on fridays", intent: "hours" },
  { message: "If my tenant damages my house, can I keep his deposit? How much can I keep by law?", intent: "legal-question" },
  { message: "i wan opin evin skul fo big pipul as biznes. wetin a nid fo lisens an registreshon? una go ep mi du am?", intent: "area:business" },
  {
    message:
      "My student just called from Eastern police, they lock him since afternoon and say he must pay 500k or they send him to court tomorrow. He's still inside",
    intent: "urgent",
  },
  {
    message: "Hello. In general, what kind of legal services does your firm provide? I'm preparing a talk for adult learners about where to get help.",
    intent: "services",
  },
  {
    message:
      "We have a quarrel with the contractor who built our literacy hall badly. The contract says any dispute will go to arbitration. We need lawyers for that arbitration.",
    intent: "area:arbitration",
  },
  { message: "For the land meeting, should I bring the survey plan and the receipts, or only the deed?", intent: "knowledge:What to bring" },
  { message: "d judge of d miss adult education pageant was unfair, hw do i write complain letter 2 d organisers", intent: "off-topic" },
  { message: "Di man wey de bada mi se if a tel mi man, i go kil mi. Evri nait i de wet na di skul get. A fred fo waka go os.", intent: "safety" },
  { message: "phone num?", intent: "phone" },
  { message: "Gud evin, na mi lan na Tokeh, pipul dem de bil pan am an dem se dem get pepa. A wan lawyer fo ep mi.", intent: "area:land" },
  {
    message:
      "My son was released from Pademba Road last month after 2 years on remand. The case is not finished. He is at night school now. We need a lawyer for the rest of the trial.",
    intent: "area:criminal",
  },
  { message: "hi, can i see a lawyer on friday afternoon for my family matter", intent: "booking" },
  { message: "Pls how can I reach the firm from abroad? I'm in the US and my mum attends literacy classes in Kenema.", intent: "contact" },
  { message: "Gud evin, mi wef an mi wan divos. Wi no de gri fo natin. Wi get 2 pikin. Una de du divos kes?", intent: "area:family" },
  {
    message: "Pls help! Police at our gate now with a paper, they want to take my husband, he's my evening class tutor. He's hiding inside the room.",
    intent: "urgent",
  },
  {
    message:
      "Dear Madam, I was employed as a night school instructor under a one-year contract. The school terminated me after four months citing 'restructuring' and refuses to pay the remaining months. I should be grateful if you could act on my behalf.",
    intent: "area:contract",
  },
  { message: "can a teacher be sacked for getting pregnant? is it allowed in Sierra Leone?", intent: "legal-question" },
  { message: "thanks o", intent: "thanks" },
  { message: "Your Freetown office is on which street? Is it near the Law Courts?", intent: "address" },
  {
    message:
      "A client of mine, who is also my student in evening English, has a container of spare parts held at Queen Elizabeth II Quay by the port authority for wrong declaration. We need a lawyer to negotiate with customs and the shipping line.",
    intent: "area:shipping",
  },
  { message: "What time does the Sierra Leone vs Guinea match start? The night school wants to watch together.", intent: "off-topic" },
  {
    message:
      "Our savings group from the literacy class became a small company. Now one shareholder wants to take over everything. We need help with the shareholders.",
    intent: "area:business",
  },
  {
    message: "Pls de neighbor boy dem stone my house every nite since I report dem. Tonight dem say dem go come inside. I dey alone with my pikin",
    intent: "safety",
  },
  { message: "see you next time", intent: "goodbye" },
  { message: "Are you open on Sunday?", intent: "hours" },
  { message: "Do you charge for the first meeting or is it free?", intent: "knowledge:Fees" },
  { message: "Hi", intent: "greeting" },
  { message: "Wi don agri fo go na arbitreshon wit di kompani wey no pe wi. Una fit bi wi lawyer?", intent: "area:arbitration" },
  {
    message:
      "My wife went to register for night school at the council and soldiers arrested her at the checkpoint saying her ID is fake. They are holding her at the barracks now.",
    intent: "urgent",
  },
  { message: "if someone die n d land is in his name, can his wife sell it without d children agree?", intent: "legal-question" },
  { message: "what area of law do u specialise in", intent: "services" },
  {
    message:
      "Good evening. My grandmother and I wish to see a lawyer together about her land. She cannot read. Could we have an appointment next Monday at 10 AM?",
    intent: "booking",
  },
  { message: "The contract of our night school caretaker ends this month, can you write a nice farewell poem for him?", intent: "off-topic" },
  { message: "Are you open at 8 in the morning? I want to pass before work.", intent: "hours" },
  {
    message: "Dem kari mi sista in bobo go polis stesin yestade nait. I stil de insay. I na 17 yia, i de go nait skul. Wi no no wetin fo du.",
    intent: "urgent",
  },
  {
    message:
      "Hello. My sister died and left two young children. Their father's family want to take them and the house. I want to apply for guardianship. Is this something your firm does?",
    intent: "area:family",
  },
  { message: "How do I teach my adult students to use a smartphone to send money? Which app is simplest?", intent: "off-topic" },
  {
    message: "Will I go to jail if I can't repay the loan I took from the microfinance to pay for night school? They keep saying they will take me to court.",
    intent: "legal-question",
  },
  {
    message:
      "My brother-in-law raped me last month and says if I tell anyone he will kill me. He lives in the same compound. I only told my literacy teacher. I am afraid every night.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I have inherited a plot at Kossoh Town and wish to have it surveyed and a proper title deed prepared before I sell it. Could your firm handle this?",
    intent: "area:land",
  },
  { message: "I'd like to book a consultation about my company registration. When are you free next week?", intent: "booking" },
  { message: "Which of your lawyers handle criminal cases and which handle land? Just want to know who is who.", intent: "team" },
  { message: "Mi mama de tok Temne nomo. Una get somebodi fo tok to am?", intent: "knowledge:Languages spoken" },
  { message: "man sold us fake school furniture n refuse refund, we hav signed receipt n delivery note. need lawyer 2 take am up", intent: "area:contract" },
  { message: "Ma, dem don lok mi bobo na Bo polis sel sins las nait. Dem se i fo pe 1 milyon. Pls ep wi", intent: "urgent" },
  {
    message:
      "Some men attacked me on my way from night school last year and the police never arrested them. I want to push the case so they are prosecuted. Can you help?",
    intent: "area:criminal",
  },
  { message: "d fishin bot wey we buy 4 d women group lost at sea wit d engine, d insurer say no pay. we need lawyer 4 d claim", intent: "area:shipping" },
  { message: "Can you recommend a good book for adults learning to read English? Something with short sentences.", intent: "off-topic" },
  {
    message:
      "Dear Madam, our adult education centre is set up as a partnership of three founders. We wish to convert it into a limited company and admit two new shareholders. I should be grateful for your firm's assistance.",
    intent: "area:business",
  },
  {
    message: "The other side has agreed to mediation over our school building dispute. We need a lawyer to prepare and attend with us. Can you?",
    intent: "area:arbitration",
  },
  { message: "Pls, mi man don lok di do an i de bit mi nau. A de rayt fom di bat rum. Una kol polis fo mi abeg", intent: "safety" },
  { message: "My employer makes us sign that we can't attend any school while working for him. Is such a clause legal?", intent: "legal-question" },
  { message: "What services does your chambers offer? I am compiling a directory of legal help for our adult learners.", intent: "services" },
  { message: "Gi mi una fon nomba abeg, a wan kol afta klas.", intent: "phone" },
  { message: "my student was arrested in Lunsar last night n transferred to Port Loko, family still cant see him. pls advise urgent", intent: "urgent" },
  { message: "I rent a shop to a man who hasn't paid for a year and refuses to leave. I need help to get him out the proper way.", intent: "area:land" },
  { message: "Alright then, goodnight and bye.", intent: "goodbye" },
  { message: "How much should we charge each student for the end-of-term party contribution, 20k or 30k Leones?", intent: "off-topic" },
  { message: "Mi man don dai. Wi bin mared na kot. In fambul se di os na dem yon. A wan una ep mi get mi rayt fo di os.", intent: "area:family" },
  { message: "Office hours?", intent: "hours" },
  {
    message: "My son is 16 and was caught with friends who stole. If he goes to court will they send him to prison or a youth place?",
    intent: "legal-question",
  },
  { message: "I'd like to contact you but I'm not sure how. Can you tell me?", intent: "contact" },
  { message: "Can I park outside the office or will the police remove my car?", intent: "knowledge:Parking" },
  {
    message:
      "Our night school guard was arrested by soldiers during the curfew tonight and they have not released him. He is at the barracks. Please help, we need a lawyer now.",
    intent: "urgent",
  },
  {
    message:
      "We need help opening a bank account for our literacy cooperative company, the bank is asking for board resolutions and we don't know how to do them.",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir/Madam, I wish to meet with Christiana Thomas regarding my divorce proceedings at her earliest convenience, preferably after 2 PM as I teach evenings.",
    intent: "booking",
  },
  { message: "God bless you for the help, tenki.", intent: "thanks" },
  { message: "Explain photosynthesis simply for my evening science class", intent: "off-topic" },
  { message: "A wok as tisa na privet nait skul. Dem sak mi wit no leta. A wan lawyer fo di wok kes.", intent: "area:contract" },
  {
    message:
      "I was accused of stealing exam papers from the night school where I work. Police haven't arrested me but say they will. I need a criminal lawyer now.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sirs, I import school supplies and a consignment was short-landed at the Queen Elizabeth II Quay: eight pallets are missing from the container. The carrier denies liability. We wish to make a cargo claim through your chambers.",
    intent: "area:shipping",
  },
  { message: "Dem tek mi wef go na stesin fo di lan palava, i stil de de. Pls", intent: "urgent" },
  { message: "dey threaten 2 kill me bcos i testify against dem, i stay wit my teacher tonight. pls advice", intent: "safety" },
  { message: "Can you translate 'evening class' and 'witness' into French for our vocabulary list?", intent: "off-topic" },
  { message: "wer una ofis de na Bo?", intent: "address" },
  { message: "Do I need to bring my ID card and the court papers when I come?", intent: "knowledge:What to bring" },
  { message: "If I divorce, will I lose the house we built together? It's in his name but I paid half.", intent: "legal-question" },
  { message: "Good morning madam/sir", intent: "greeting" },
  {
    message: "Is there someone at your firm who can act as a neutral mediator between our school and the parents association? We want to avoid court.",
    intent: "area:arbitration",
  },
  { message: "pls wat day can i cm c d lawyer bout my container", intent: "booking" },
  { message: "u guys handle wat kind of cases?", intent: "services" },
];
