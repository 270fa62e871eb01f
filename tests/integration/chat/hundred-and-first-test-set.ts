import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: barbers, hairdressers, braiders and beauty salons, their apprentices and customers. writers: (1) Aminata, 34, salon owner in Kissy, Freetown, Krio-English on WhatsApp; (2) Pa Alhaji Foday Mansaray, 61, old barber at Lumley, formal letters; (3) Mariama, 19, braiding apprentice in Bo, SMS shorthand on a cheap phone; (4) Kadiatu, 45, Freetown-born hairdresser in London importing wigs and salon goods, polite emails; (5) Sorie, 28, barber in Makeni, voice-to-text without punctuation; (6) Fatu, 24, nail technician and salon customer in Kenema, deep Krio spelt by ear; (7) Mrs Olivia Macauley, 52, owner of four beauty salons in Wilberforce and Aberdeen, long detailed stories; (8) Tito, 31, freelance barber in Waterloo, capitals and short fragments
export const HUNDRED_AND_FIRST_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o! How una de dis mornin?", intent: "greeting" },
  {
    message:
      "I have run my beauty salon on Wilkinson Road for eleven years in a shop I rent from an old family. Last month the grandson came with a paper saying the building has been sold and that I must leave by the end of the month. Nobody has shown me any title deed and my lease still has two years to run. I need a lawyer to handle this land and lease matter for me.",
    intent: "area:land",
  },
  {
    message: "POLICE JUST CARRY MY APPRENTICE FROM THE SHOP NOW NOW, DEM SAY HE STEAL CUSTOMER PHONE. HE DEY FOR WATERLOO STATION. PLS HELP",
    intent: "urgent",
  },
  { message: "hw long 2 charge d new cordless clipper b4 1st use? d box no say", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I have trained apprentices in my barbing saloon for over thirty years. One young man left after eight months of a two-year apprenticeship and has opened his own shop across the road, taking my customers. I should be grateful to know whether the law permits me to recover the training fee his family promised, or to stop him operating so close.",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. I am handling a shipment of salon dryers currently at the Quay, and I would like to ring your office from London. What are your opening hours in Freetown time, and are you open on Saturdays?",
    intent: "hours",
  },
  {
    message:
      "hello i want to register my barbing shop name in makeni so that the council stop harassing me which office do i go and can you do the registration for me",
    intent: "area:business",
  },
  {
    message:
      "Di man we mi bin de braid in wef in ed don kam salon tide wit kotlass se if a no pe am bak in moni i go kot mi. I de outside now. A fred bad bad.",
    intent: "safety",
  },
  {
    message:
      "Abeg, my husband don go marry another woman and e want make I lef di house wit di pikin dem. I want divorce and I want lawyer fo di family matter.",
    intent: "area:family",
  },
  { message: "HOW MANY LAWYERS UNA GET FOR THAT OFFICE", intent: "team" },
  {
    message:
      "Dear Sir/Madam, Forty cartons of human-hair wigs shipped from Guangzhou for my sister's salon in Freetown have been held by customs at Queen Elizabeth II Quay for three weeks. The clearing agent says there is a valuation dispute. I should be grateful if your firm could act for us in releasing the consignment.",
    intent: "area:shipping",
  },
  {
    message: "Which is better for a bride with very soft natural hair on a hot day, a silk press or a sew-in? The wedding is on Saturday in Lumley.",
    intent: "off-topic",
  },
  {
    message:
      "Dear Sir, My son, who cuts hair in my saloon, was arrested at about 10 o'clock last night by officers from Congo Cross police station and he is still held there this morning without charge. Kindly advise me urgently what your firm can do.",
    intent: "urgent",
  },
  { message: "wat kind of cases u ppl do", intent: "services" },
  { message: "How much una de charge fo divorce case? Mi moni small bcos na salon a de run.", intent: "knowledge:Fees" },
  {
    message:
      "Three months ago I paid a carpenter in Kissy Le 18,000 for six styling stations and a reception counter for my new branch. He delivered two stations, stopped answering my calls and now his workshop is closed every time I pass. I want my money or the furniture. Can your firm take this up?",
    intent: "area:contract",
  },
  { message: "i want to see one of your lawyers this week about my shop matter when can i come", intent: "booking" },
  { message: "pls a get wahala", intent: "unknown" },
  {
    message:
      "SOMEBODY BREAK MY BARBER SHOP LAST NIGHT TEIF ALL THE CLIPPERS AND THE GENERATOR. POLICE SLOW. I WANT LAWYER TO PUSH THE CASE MAKE DEM PROSECUTE AM, I KNOW WHO DO AM",
    intent: "area:criminal",
  },
  { message: "Una lawyer dem sabi tok Mende? Mi mama no de yeri Inglish fayn.", intent: "knowledge:Languages spoken" },
  {
    message:
      "My landlord lock my salon shop yesterday bcos I owe am two months rent, all my dryers and chairs dey inside. E legal fo am fo do dat widout court paper?",
    intent: "legal-question",
  },
  {
    message:
      "My senior stylist came to work this morning with a swollen eye again. She whispered that her boyfriend said if she goes home tonight he will finish her, and he has been standing across the road from the salon since we opened. She is hiding in the back room now and cannot stop shaking.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, My partner and I have jointly owned a barbing saloon at Lumley for nine years. We now disagree over the division of the profits and the equipment. Neither of us wishes to go to court. I should be grateful if your chambers could arrange mediation with a neutral person to settle the matter.",
    intent: "area:arbitration",
  },
  { message: "pls send ur phone numba, can i whatsapp u", intent: "phone" },
  {
    message: "Dem lock mi broda na Kenema polis stesin sins yestade, i na barber, dem se na in tif di kostoma in chen. I stil de insai. Wetin a fo du?",
    intent: "urgent",
  },
  { message: "who was the judge for the miss makeni hair and beauty show last year i want to enter my braiding model", intent: "off-topic" },
  { message: "i wan buy small plot n bo 2 build my own braiding salon, need lawyer 2 chk d papers b4 i pay", intent: "area:land" },
  {
    message:
      "Good morning. I would like to book a consultation next Tuesday afternoon regarding the lease on my Aberdeen salon premises. Please let me know if a lawyer is free.",
    intent: "booking",
  },
  {
    message:
      "I am planning to open a hair and beauty salon in Freetown with a cousin who will run it day to day while I supply products from the UK. We want a proper company with both of us as shareholders. Do you handle company registration for people living abroad?",
    intent: "area:business",
  },
  { message: "YO GOOD EVENING", intent: "greeting" },
  {
    message: "my customer say she go sue me because the relaxer burn her scalp small but she sign paper before i do am can she win the case against me",
    intent: "legal-question",
  },
  {
    message: "Mi papa don dai, i lef tu barbing shop na Kenema. Mi angkul dem se na dem get am. A want lawyer fo di inheritans palava.",
    intent: "area:family",
  },
  { message: "Wetin a fo put na container fo keep braiding hair so rat no go chop am?", intent: "off-topic" },
  { message: "UNA OPEN SATURDAY?", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I have just received a call that my younger brother, who manages my salon on Kissy Road, was taken by police this afternoon and is being held at Ross Road station. I am in London. Please could a lawyer go to the station today?",
    intent: "urgent",
  },
  {
    message:
      "Good day. Last year I was detained for two nights over a false accusation of receiving stolen hair products. I was released and nothing happened afterwards, but now I have received a summons to appear in court next month. I need representation.",
    intent: "area:criminal",
  },
  { message: "Is there anywhere to park near your Siaka Stevens Street office? I will be driving the salon van.", intent: "knowledge:Parking" },
  { message: "hw cn i contact ur firm, i dey bo nw", intent: "contact" },
  {
    message:
      "the landlord son came to my shop with four boys and said if i open tomorrow they will burn the shop with me inside i am sleeping at my friend place tonight i am scared",
    intent: "safety",
  },
  {
    message: "Mi salon chia dem we a oda from Dubai don land na di kwey sins tu wik, customs no gri rilis am. Una de handle dis kain port palava?",
    intent: "area:shipping",
  },
  {
    message: "Could you give me an overview of the legal services your firm provides? I run four salons and would like to know what you can cover.",
    intent: "services",
  },
  { message: "Kindly furnish me with your email address so that I may send my documents.", intent: "email" },
  { message: "Tenki tenki o, God bless una", intent: "thanks" },
  { message: "Is it cheaper to get an Orange contract or just buy top-up when I am visiting Freetown for two weeks for a hair show?", intent: "off-topic" },
  { message: "my madam d salon owner police tk her 2 station dis mrng n she still dey der, pls hw u fit help", intent: "urgent" },
  {
    message:
      "I dismissed a stylist on the spot, without a letter, after she was caught taking cash from the till. She is now demanding three months' pay. Am I legally obliged to pay her anything?",
    intent: "legal-question",
  },
  {
    message: "HOTEL BOOK ME AND MY BOYS FOR WEDDING GROOMING, WE DO THE JOB, NOW DEM NO WAN PAY INVOICE 2 MONTHS NOW. LAWYER FOR DIS?",
    intent: "area:contract",
  },
  { message: "A want meet Lawyer Christiana Thomas next Monday if e possible, na about mi salon partner.", intent: "booking" },
  {
    message:
      "me and the other barbers in the shop we don't agree about how to share the rent and electric bill can you bring neutral person to settle us without court",
    intent: "area:arbitration",
  },
  { message: "Una de open wetin taim fo mornin? A wan kam bifo a opin mi salon.", intent: "hours" },
  {
    message:
      "soldiers came to the barbing shop at the junction and took my brother and two customers they are holding them at the barracks now nobody can see them please",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I purchased a plot at Hastings in 2016 intending to build a larger barbing saloon. A neighbour has now erected a fence across part of it, claiming the boundary lies elsewhere. I require your assistance with a survey and with establishing my title.",
    intent: "area:land",
  },
  { message: "which bible verse gud 4 opening prayer at my salon launch", intent: "off-topic" },
  {
    message:
      "If I send money from London to my cousin to register the salon in his name, and later we fall out, would I have any right to the business under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "Una get woman lawyer? A go feel free fo tok to woman.", intent: "team" },
  {
    message:
      "My late husband and I built up three salons together over twenty years. He died in March without leaving a will, and now his brothers are visiting the branches telling the staff that they will take over. I have our marriage certificate and the business papers. I need your help with the estate.",
    intent: "area:family",
  },
  {
    message: "my oga d barber dey touch me anyhow wen we close shop n he say if i tell any1 he go beat me. he dey call me 2nite 2 come back shop. i fear",
    intent: "safety",
  },
  {
    message: "Wan kostoma don go ripot mi na polis se a spoil in hair wit kemikal, now dem se a fo kam gi stetment. A nid lawyer fo go wit mi.",
    intent: "area:criminal",
  },
  { message: "CAN I SEE LAWYER TOMORROW MORNING", intent: "booking" },
  {
    message: "Is Madam Isatu Bangura still practising with your chambers? I recall she handled a matter for my late brother.",
    intent: "attorney:Isatu Bangura",
  },
  {
    message:
      "my clearing agent collect money for duty on my barbing chairs container then he run away with the papers the container still dey for queen elizabeth quay can your lawyers help me",
    intent: "area:shipping",
  },
  { message: "HELLO?? ANYBODY THERE", intent: "unknown" },
  {
    message: "Is a 48-hour patch trial really necessary before using box dye on a client, or is that just the manufacturers being cautious?",
    intent: "off-topic",
  },
  { message: "Polis don kam mi salon now now, dem de drag mi husband go, dem se na in bin fet. Abeg una sen lawyer!", intent: "urgent" },
  { message: "me n 2 oda braiders wan form partnership 4 one salon n bo, we need lawyer 2 do d papers", intent: "area:business" },
  { message: "If mi landlord sel di shop we a de rent, di nyu ona fit pul mi komot bifo mi lease don?", intent: "legal-question" },
  {
    message: "What documents should I prepare before my consultation about the company registration? I can have them scanned from London.",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "I entered into a written agreement with a supplier in Kissy for two hundred tins of hair pomade per month. He has supplied nothing for three months despite advance payment. I wish to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "good morning sir", intent: "greeting" },
  {
    message:
      "Last night around midnight, police came to the house and picked up my nephew who manages the Aberdeen salon. They said it is about a customer's missing gold earrings. It is now past noon, they have not released him, and they won't let us see him at the Aberdeen station. Please tell me what you can do today.",
    intent: "urgent",
  },
  {
    message:
      "My former business partner in Freetown and I have an arbitration award from last year ordering him to return my share of the salon equipment. He ignores it. Can your firm help me enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Una nomba, abeg. A fo kol.", intent: "phone" },
  { message: "how much is one bundle of attachment in makeni market now the price keep going up", intent: "off-topic" },
  {
    message:
      "A woman whose hair we did yesterday came back this morning and said her husband found out she paid at my salon and has sworn to come and beat everybody here. He has already broken our glass door once. My girls are terrified and I have locked the front.",
    intent: "safety",
  },
  {
    message: "Mi granpa lan na Waterloo, mi angkul dem wan sel am, bot a bin don bil mi salon pan am. A wan lawyer fo di famili lan kes.",
    intent: "area:land",
  },
  { message: "Are you open during lunchtime? With the time difference I can only call at about 1 pm your time.", intent: "hours" },
  { message: "IF POLICE TAKE MY CLIPPERS AS EVIDENCE, DEM GO GIVE AM BACK? IS IT MY RIGHT?", intent: "legal-question" },
  { message: "Wetin una lawyer dem de du? Wich kain kes una de tek?", intent: "services" },
  {
    message: "my wife took our two children to her mother in kono and said i will never see them i want custody i need a family lawyer",
    intent: "area:family",
  },
  { message: "I wish to arrange a meeting with Mr Abdul Rahman Sesay at his earliest convenience concerning my saloon premises.", intent: "booking" },
  { message: "What's the email for sending documents to a lawyer?", intent: "email" },
  { message: "am writing dis frm inside d cell at bo police, dem say i tief madam moni. i no do am. pls", intent: "urgent" },
  { message: "Could you kindly suggest a suitable title for the signboard of my new barbing saloon? Something dignified.", intent: "off-topic" },
  {
    message:
      "A city council task force raided my Lumley salon last week, beat my receptionist and took cash from the drawer. No one was arrested. I want to take action over how we were treated and have those officers held responsible.",
    intent: "area:criminal",
  },
  { message: "where exactly is your office in freetown which street", intent: "address" },
  { message: "d 1st consultation na free or i go pay? hw much", intent: "knowledge:Fees" },
  {
    message:
      "We have been offered a bank loan to open a fifth salon, but the terms require personal guarantees and a charge over the company's assets. I would like a lawyer to go through the loan documents for the company.",
    intent: "area:business",
  },
  { message: "Do any of your lawyers speak French? My business partner is from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "HOW I GO REACH UNA", intent: "contact" },
  {
    message: "Mi apprentice in mama se if a no pe di gyal salari fo di tu yia we i lan, i go tek mi go kot. Na law se a fo pe apprentice?",
    intent: "legal-question",
  },
  { message: "Could you tell me the names of the lawyers at your firm?", intent: "team" },
  { message: "MY GUY DEY INSIDE SINCE YESTERDAY FOR KISSY STATION, DEM NO WAN BAIL AM", intent: "urgent" },
  {
    message:
      "A consignment of hair dryers and steamers we ordered from Turkey was lost when the vessel ran into trouble off Guinea. The shipping line is silent and the insurer is passing us around. I need a lawyer for the cargo claim.",
    intent: "area:shipping",
  },
  { message: "Wetin taim di flait fo Brussels go land na Lungi tumara? Mi sista de bring wig fo mi.", intent: "off-topic" },
  {
    message: "Mi en mi kompin we wi de du nel togeda get palava oba di salon moni. Wi no wan go kot. Una get pipul we de setul dis kain tin?",
    intent: "area:arbitration",
  },
  { message: "my ex apprentice keep coming to my shop at night with cutlass, yesterday he slash my door and he say next time is me", intent: "safety" },
  { message: "Thank you very much for your kind assistance.", intent: "thanks" },
  { message: "pls book me 4 consultation on fri, na about my shop rent", intent: "booking" },
  {
    message:
      "i employ one barber he sign contract for one year but he left after two months with my customers numbers i want a lawyer to look at the contract and take action",
    intent: "area:contract",
  },
  { message: "WANT REGISTER MY BARBER SHOP NAME 'FRESH CUTZ' SO NOBODY COPY AM. UNA DO DAT?", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, My mother, who owns a hairdressing salon at Calaba Town, was arrested this morning following a dispute with a customer and is currently detained at Calaba Town police station. I am abroad and cannot reach her. I would be grateful for immediate legal assistance.",
    intent: "urgent",
  },
  {
    message:
      "Mi granma tel wan stori bot tu broda we bin de fet fo custody of wan got. Bot wetin a rili wan no na ow fo kuk got pepe sup. Abeg gi mi di resipi.",
    intent: "off-topic",
  },
  {
    message:
      "My landlord wishes to increase the rent on my saloon by half in the middle of a five-year lease. Is he entitled to do so under the law, or must he wait until the lease expires?",
    intent: "legal-question",
  },
  {
    message: "Di os we a de rent fo mi salon, di landlord se make a komot bikos in pikin wan am. A nid lawyer fo landlord en tenant palava.",
    intent: "area:land",
  },
  { message: "Are you open tomorrow? I can only get away early, before my salons open at ten.", intent: "hours" },
  { message: "MY BABY MAMA BROTHERS DEY OUTSIDE MY SHOP NOW WITH STICKS SAY DEM GO BREAK MY HEAD. I DON LOCK DOOR. WETIN I GO DO", intent: "safety" },
  { message: "my sista wan adopt her late frend pikin, d baby dey wit us n bo. we need lawyer 4 d adoption", intent: "area:family" },
  { message: "can i have appointment with a lawyer on thursday afternoon about my barbing shop partner", intent: "booking" },
  { message: "Dem don kech mi pikin na di salon dis mornin, dem se i gi wan gyal drog. I de na Kenema polis insai di sel. Abeg una ep!", intent: "urgent" },
  {
    message:
      "A former employee has been going around Freetown saying I run my salons with stolen equipment. Worse, the police have now told me I am being charged with handling stolen goods and must appear at the magistrate court. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Does your firm offer general legal services to small businesses and individuals, or do you focus only on certain areas?", intent: "services" },
  { message: "Please help me write a short speech for the graduation of my barbing apprentices this Saturday.", intent: "off-topic" },
  {
    message: "Di kontena we a bin impot wit hair prodakt don stak na port, dem se di papa dem no kompliti. Una de handle customs wahala?",
    intent: "area:shipping",
  },
  {
    message: "Do you offer payment in instalments? I'd like to retain you for the estate matter but prefer to spread the cost.",
    intent: "knowledge:Fees",
    also: ["area:family"],
  },
  { message: "my girlfriend is pregnant and her family say i must marry her or they will take me to court can they force me by law", intent: "legal-question" },
  { message: "hi gud mrng", intent: "greeting" },
  {
    message:
      "I would like a proper supply agreement drafted between my UK wig company and a Freetown salon chain before we start trading. Could your firm prepare and review it?",
    intent: "area:contract",
  },
  { message: "police at my shop door right now they want to take my apprentice boy say he is a suspect please what do i do", intent: "urgent" },
  {
    message:
      "Our salon franchise agreement has an arbitration clause, and the franchisee in Bo has refused to pay royalties for a year. I would rather resolve this through arbitration than court. Do you handle arbitration proceedings?",
    intent: "area:arbitration",
  },
  { message: "Una ofis de na wich say? A no sabi Siaka Stevens Street fayn, wetin de nia am?", intent: "address" },
  { message: "BASKETBALL COURT FOR NATIONAL STADIUM DEY OPEN FOR PUBLIC? ME AND MY BOYS WAN PLAY AFTER SHOP CLOSE", intent: "off-topic" },
  { message: "Ehen so wetin now", intent: "unknown" },
  {
    message:
      "Dear Sir/Madam, Having operated as a sole proprietor for many years, I now wish to close down my barbing business formally and deregister it, as I am retiring. I should be grateful for your assistance.",
    intent: "area:business",
  },
  { message: "can i park my okada in front of your office or no space", intent: "knowledge:Parking" },
  {
    message: "Mi man lef mi en di pikin dem sins tri yia, no moni, no notin. If a go kot, di jaj go mek am pe fo di pikin dem? Omos?",
    intent: "legal-question",
  },
  {
    message:
      "I am sitting in the police station reception. They brought my receptionist in two hours ago over a till dispute with a client and have now locked her in the back cell. The officer says she will stay overnight. Please, I need a lawyer here now.",
    intent: "urgent",
  },
  {
    message:
      "I am advanced in years and wish to make a proper will so that my barbing saloons pass to my children without quarrel. Please assist me in drafting it.",
    intent: "area:family",
  },
  { message: "Mi man de bit mi evri nit, yestade i brok mi an. I se if a go polis i go kil mi. A de ayd na mi kompin salon now.", intent: "safety" },
  { message: "who are the lawyers working there", intent: "team" },
  { message: "A want book taym fo sidom wit lawyer bot di lan we a wan bai fo bil salon. Fraide go bete.", intent: "booking" },
  {
    message: "What is the cheapest way to send money from the UK to Sierra Leone for my apprentices' wages? The transfer fees are killing me.",
    intent: "off-topic",
  },
  {
    message:
      "I am about to sign a lease for a shop on Wilkinson Road for my new nail bar. Before I hand over two years' rent in advance, I want a lawyer to review the lease and confirm the landlord actually holds title.",
    intent: "area:land",
  },
  { message: "Kindly provide a telephone number on which I may reach a lawyer.", intent: "phone" },
  { message: "Okay bye bye, a go kam bak.", intent: "goodbye" },
  {
    message: "my former apprentice break into my shop last month and police know him but they drop the matter i want him to face court who can help me",
    intent: "area:criminal",
  },
  { message: "una open 2day? wat time u close", intent: "hours" },
  {
    message: "If the customs authority holds my container longer than the legal period, am I entitled to claim the storage charges back from them?",
    intent: "legal-question",
  },
  { message: "Wetin a fo bring we a de kam fo di lawyer? Di lan papa dem nomo?", intent: "knowledge:What to bring" },
  { message: "MY SENIOR BROTHER DEM SEND AM PADEMBA ROAD ON REMAND LAST WEEK, E STILL DEY THERE. HE BE BARBER NO BE TIEF. WETIN UNA FIT DO", intent: "urgent" },
  { message: "Mi bin wok na wan big salon fo fo yia, dem jos sak mi wan de, no papa, no moni. A wan lawyer fo di wok palava.", intent: "area:contract" },
  { message: "What manner of cases does your firm undertake?", intent: "services" },
  {
    message:
      "MY BARBER CHAIR SHIPMENT FROM CHINA DON REACH QUAY BUT SHIPPING LINE SAY EXTRA CHARGES BEFORE DEM RELEASE CONTAINER. NEED LAWYER FOR DIS PORT MATTER",
    intent: "area:shipping",
  },
  { message: "what is your email address", intent: "email" },
  { message: "me n my madam get palava ova d braiding moni, we wan 1 neutral person 2 settle us, u do mediation?", intent: "area:arbitration" },
  { message: "THANKS BOSS", intent: "thanks" },
  { message: "What would you recommend for a client with patches of hair loss at the temples? Is it traction or something medical?", intent: "off-topic" },
  { message: "I will be in Freetown from 3 to 17 August. Could I book a consultation with a business lawyer during that period?", intent: "booking" },
  { message: "Ow a fit kontak una? A de na Kenema.", intent: "contact" },
  {
    message:
      "My apprentice in Freetown has just messaged me that the man who keeps following her home from the salon is standing by her gate tonight, saying he will force himself on her. She is alone. What can be done right now?",
    intent: "safety",
  },
  {
    message:
      "My salon manager has been with me for six years on a verbal arrangement. If I now ask her to sign a contract with a non-compete clause, can that clause actually be enforced against her if she leaves?",
    intent: "legal-question",
  },
  { message: "pls i wan report one man wey tief my phone n d salon moni, i want dem carry am go court. u fit help?", intent: "area:criminal" },
  {
    message:
      "Sir, my apprentice was arrested at the saloon an hour ago and taken to Kissy police station. He is seventeen years of age and is still detained. Please send someone.",
    intent: "urgent",
  },
  { message: "Abeg wetin a fo kuk fo mi salon gyal dem fo dem Krismes pati? Jollof o fufu?", intent: "off-topic" },
  {
    message:
      "i bought land in makeni from one man and after i start building my barbershop another family come say the land is their own we need lawyer for land case",
    intent: "area:land",
  },
  { message: "A wan si lawyer fo tok bot mi divos. Wen a fit kam?", intent: "booking" },
  { message: "How many of your lawyers are women? I would prefer a female lawyer for a sensitive family matter.", intent: "team" },
  {
    message:
      "My ex-husband in Freetown is refusing to pay maintenance for our daughter, who lives with my mother while I work in London. I need a family lawyer to pursue child maintenance.",
    intent: "area:family",
  },
  { message: "do your lawyers speak temne my uncle only speak temne", intent: "knowledge:Languages spoken" },
  {
    message: "Mi kompin we wi de wok togeda na salon, in man de tret am se if i no lef di wok i go trowe asid pan in fes. I de kam evri de. Wi fred.",
    intent: "safety",
  },
  {
    message:
      "We chartered space on a vessel from Lagos for a container of salon furniture and products. The carrier offloaded it in Conakry by mistake and is now demanding extra freight to bring it to Freetown. I need your shipping lawyers on this.",
    intent: "area:shipping",
  },
  { message: "my cousin the bar bear they arrest him last night for fight at the shop he's still in the cell at makeni central please help", intent: "urgent" },
  { message: "At what hour does your office close on Fridays?", intent: "hours" },
  { message: "A wan rijista mi nel en hair salon na Kenema so a go get lon. Una de du rijistreshon?", intent: "area:business" },
  { message: "pls hw 2 calculate profit 4 my business studies homework, salon make 2m n spend 1.5m", intent: "off-topic" },
  { message: "Could you tell me what kind of work Mohamed Conteh does at your firm? A friend mentioned his name.", intent: "attorney:Mohamed Conteh" },
  { message: "IF I CUT SOMEBODY PIKIN HAIR WITHOUT THE MAMA PERMISSION AND SHE VEX, SHE FIT TAKE ME COURT? WETIN GO HAPPEN?", intent: "legal-question" },
  {
    message: "Wan wedin kompani bin gi mi job fo du ol di brayd dem hair, a don du am, dem no pe mi yet fo tri mont. Una fit ep mi kolekt di moni?",
    intent: "area:contract",
  },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "i need help please somebody answer", intent: "unknown" },
  { message: "WETIN UNA DEY DO FOR PEOPLE", intent: "services" },
  {
    message:
      "I should be grateful to know whether your chambers provide arbitration services. A dispute has arisen between the members of our barbers' association regarding shared premises and we desire a neutral arbitrator.",
    intent: "area:arbitration",
  },
  { message: "dem hold my bro @ police stn since frid, dem no charge am n dem no free am. pls hw 2 get am out", intent: "urgent" },
  {
    message:
      "Two years ago I spent a night in a police cell after a rival salon owner made a false complaint; the case was later dropped. I now want to bring a case for wrongful arrest and see her prosecuted for false reporting. Is that something your firm takes on?",
    intent: "area:criminal",
  },
  { message: "PLACE FOR PARK MY CAR DEY NEAR UNA OFFICE?", intent: "knowledge:Parking" },
  { message: "What's a fair price for a used Toyota Noah in Freetown these days? I need one to ferry staff between my salons.", intent: "off-topic" },
  {
    message: "I would like to schedule a video call with Isatu Bangura next week, if she is available, to discuss my salon's registration.",
    intent: "booking",
  },
  { message: "Una get WhatsApp nomba? A wan sen voice note.", intent: "phone" },
  {
    message:
      "two men who said they are landlord boys have been sitting outside my shop since morning saying once i close tonight they will deal with me the last barber there got stabbed",
    intent: "safety",
  },
  { message: "NEED LAWYER FOR TITLE SEARCH BEFORE I BUY SHOP FOR LUMLEY", intent: "area:land" },
  { message: "If mi man dai, in famili fit tek di salon we wi bin bil togeda? Mi nem no de pan di papa.", intent: "legal-question" },
  {
    message:
      "my sister and her husband want to separate and they are fighting over who keep the two kids and the barbershop we need a lawyer for the separation",
    intent: "area:family",
  },
  {
    message:
      "My driver just phoned. Police stopped the salon van at Jui, found products they claim are counterfeit and have taken him and my supplier's boy into custody at the checkpoint post. They are still there. Please advise immediately.",
    intent: "urgent",
  },
  { message: "plz hw many lawyer dey ur firm n dere names", intent: "team" },
  {
    message: "Kindly recommend a good deed of charity I might perform for the children in my community to mark my saloon's thirtieth anniversary.",
    intent: "off-topic",
  },
  {
    message:
      "We want to bring a Ghanaian investor into our Freetown salon company as a shareholder. Can your firm handle the share allotment and the investment paperwork?",
    intent: "area:business",
  },
  {
    message: "For the first meeting about my late husband's estate, what should I bring with me? Death certificate, bank statements, the salon leases?",
    intent: "knowledge:What to bring",
  },
  { message: "you people open on sunday", intent: "hours" },
  { message: "EMAIL?", intent: "email" },
  {
    message: "my madam container of braids 4rm ghana stuck @ d port cos customs say d duty wrong, she say make i ask if una dey handle dat",
    intent: "area:shipping",
  },
  { message: "What's the best way to get in touch with one of your lawyers outside office hours?", intent: "contact" },
  { message: "Una get ofis na Bo? Wich rod?", intent: "address" },
  {
    message: "Di kompin we a bin gi moni fo bai salon chia don se i no go pe bak. If a kari am go kot, di kot go mek am pe mi wit intres?",
    intent: "legal-question",
  },
  { message: "ok c u later", intent: "goodbye" },
  {
    message:
      "The builder I engaged to extend my saloon collected the full sum and abandoned the work with the roof half finished. I desire to recover my money.",
    intent: "area:contract",
  },
  { message: "Soja dem kam tek mi broda na in barbing shop jos now, dem de kari am go. A no no usay. Abeg!", intent: "urgent" },
  { message: "my shop generator start then off after one minute what can be the problem", intent: "off-topic" },
  { message: "BOOK ME WITH LAWYER MONDAY 10AM", intent: "booking" },
  {
    message: "Mi en di oda salon ona dem na di plaza get palava bot di jenereta moni. Wi no wan kot. Una fit sen pesin we no de pan eni say fo setul wi?",
    intent: "area:arbitration",
  },
  { message: "Many thanks for the quick reply, that is very helpful.", intent: "thanks" },
  { message: "my madam husband dey beat her for back of salon now now, she dey shout. we fear 2 enter", intent: "safety" },
  {
    message:
      "I signed a contract with a beauty products distributor to be their exclusive stockist in Freetown. Last month they started selling the same lines to the salon next door at a lower price. I want someone to review the contract and make them honour it.",
    intent: "area:contract",
  },
  { message: "Dem don lock mi sista na Kissy polis stesin sins Monde, dem se na in fet di kostoma. Dem no gri mek wi si am.", intent: "urgent" },
  {
    message: "What is the weather usually like in Freetown in December? I'm organising an outdoor hair show and need to decide whether to hire a tent.",
    intent: "off-topic",
  },
  { message: "if i finish my apprenticeship n madam refuse 2 gv me my certificate, do i get right 2 force her?", intent: "legal-question" },
  { message: "Mi en mi bobo wan mared na kot. Una de ep pipul fo arenj di marej papa dem?", intent: "area:family" },
  { message: "Una de opin fo Satide? Na da de nomo a fri bikos a de wok na salon.", intent: "hours" },
  {
    message:
      "One of my apprentices, a girl of sixteen, told me this afternoon that her stepfather has been coming into her room at night. She is begging me not to send her home tonight. She is at the salon with me now and I don't know what to do.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, My late father's family land at Kent is the subject of a dispute between my cousins and myself. I operate my saloon on a portion of it. I require legal representation in the family land matter.",
    intent: "area:land",
  },
  { message: "i want to book consultation with the bo office lawyer next week", intent: "booking" },
  { message: "Udat dem na di lawyer dem na una ofis?", intent: "team" },
  {
    message:
      "My nephew in Freetown has been summoned to appear before the magistrate for assault after a fight at the barbershop where he works. He is not in custody. We need a criminal lawyer to represent him.",
    intent: "area:criminal",
  },
  { message: "DEM CARRY MY APPRENTICE GO STATION, NOW DEM SAY HE GO SLEEP THERE TONIGHT. HE NA SMALL BOY", intent: "urgent" },
  { message: "which phone case fit samsung a14 i use it for taking pictures of my haircuts", intent: "off-topic" },
  {
    message:
      "I imported twenty barbing chairs through a clearing agent at Queen Elizabeth II Quay. On delivery, eight were found smashed. I wish to pursue a claim for the damaged cargo.",
    intent: "area:shipping",
  },
  { message: "do you only do court cases or you do other things also", intent: "services" },
  {
    message:
      "A client slipped on a wet floor in my salon and broke her wrist. Her family is now demanding Le 50,000. Am I actually liable, and how much could a court make me pay if they sue?",
    intent: "legal-question",
  },
  { message: "Ello, gud ivin una", intent: "greeting" },
  { message: "ME AND MY PARTNER WAN SPLIT, HOW WE GO CLOSE THE COMPANY? NEED LAWYER", intent: "area:business" },
  { message: "i am a small barber i cannot pay big money do you have free legal aid", intent: "knowledge:Fees" },
  {
    message:
      "Our family salon business in Freetown is split between three siblings and we cannot agree on anything anymore. I would like to propose mediation with a neutral person rather than court. Could your firm arrange the mediator?",
    intent: "area:arbitration",
  },
  { message: "pls my fada dey cell 4 bo police stn since yday nite, na becos of land palava wit our neighbour. dem no release am", intent: "urgent" },
  { message: "Are consultations conducted in Krio? My wife, who will accompany me, is not comfortable in English.", intent: "knowledge:Languages spoken" },
  {
    message: "madam wan make me sign paper say i go wok 4 her 3 yrs after i finish learning, pls una fit check d paper 4 me b4 i sign",
    intent: "area:contract",
  },
  {
    message: "Do you know anyone looking for a job as a receptionist? I'm hiring for my Aberdeen salon and the applicants so far have been poor.",
    intent: "off-topic",
  },
  { message: "What number can I call from the UK? Does it work on WhatsApp too?", intent: "phone" },
  { message: "Mi mama don dai en in pikin dem de fet oba in salon en in os. A wan lawyer fo ep wi sheb di propati.", intent: "area:family" },
  { message: "my wife family call me say they coming to kill me tonight because i send her away i dont sleep at home since two days", intent: "safety" },
  { message: "IF BARBER BURN CUSTOMER WITH HOT COMB BY MISTAKE, POLICE FIT LOCK AM? IS IT CRIME?", intent: "legal-question" },
  { message: "Could you give me directions to your Freetown office from the Cotton Tree?", intent: "address" },
  { message: "A de kam Fritong nes wik. A fit si lawyer Wenesde fo tok bot mi salon lan?", intent: "booking" },
  { message: "they are inside the shop now police want to carry my master away i am hiding behind please quick", intent: "urgent" },
  {
    message:
      "My late mother left a house in Wellington that my sister uses as a salon. We have agreed to sell it but the title deed is missing. Can your firm handle the conveyancing and trace the title?",
    intent: "area:land",
  },
  { message: "abeg a get tin fo aks", intent: "unknown" },
  { message: "Ep mi rayt wan sentence fo mi salon banna, somtin we go mek pipul kam.", intent: "off-topic" },
  {
    message: "my apprentice was arrested last month and they release him on bail now they say the case will go to court next week we need lawyer to defend him",
    intent: "area:criminal",
  },
  { message: "What time do you open on weekdays? I need to plan a call around my salon clients.", intent: "hours" },
  { message: "By what means may I communicate with your firm? I do not use the internet often.", intent: "contact" },
  {
    message: "Mi wig dem we a bin sen fo from Chaina de na kontena na port, dem se di shipin kompani los di papa dem. Una de du dis kain kes?",
    intent: "area:shipping",
  },
  { message: "Is there secure parking near your office? I'll be hiring a car while I'm in Freetown.", intent: "knowledge:Parking" },
  {
    message:
      "Is it lawful for the city council to demand a second trading licence fee from me when I have already paid for the year? What will happen if I refuse?",
    intent: "legal-question",
  },
  {
    message:
      "I run a salon in Bo as well as Freetown. This morning my Bo manager called in tears: the police came to the shop after a client's complaint and took her husband, our barber, away in their vehicle. He is now held at Bo central and they say he will be taken to court on Monday. I need someone from your Bo office to go to him.",
    intent: "urgent",
  },
  { message: "Una de du ol kain kes o na som kain nomo?", intent: "services" },
  { message: "thank you so much you help me a lot", intent: "thanks" },
  {
    message: "I should be grateful for assistance in obtaining the necessary licences to open a second barbing saloon in Wellington.",
    intent: "area:business",
  },
  { message: "HELP ME WRITE CV FOR BARBER JOB FOR DUBAI", intent: "off-topic" },
  { message: "Di man we a no gri fo mared don sen mesej se tonait i go kam na mi salon fo pwel mi fes. A no go os.", intent: "safety" },
  { message: "Una imel adres abeg", intent: "email" },
  { message: "Please could I have an appointment with Fatmata Kamara? Any afternoon next week would suit me.", intent: "booking" },
  { message: "I shall take my leave now. Good day to you.", intent: "goodbye" },
  { message: "ME AND MY LANDLORD NO GREE, I WANT MEDIATION NOT COURT. UNA DO DAT?", intent: "area:arbitration" },
  { message: "Pray tell me, who are the senior lawyers in your chambers?", intent: "team" },
  {
    message:
      "i am a barber i order clippers and machines from conakry on a small cargo vessel and the captain say the boxes fell in the sea now nobody want pay i need lawyer for the claim",
    intent: "area:shipping",
  },
  { message: "Mi apprentice de na Eastern polis sel sins yestade, dem se na in tif wig. I no get pesin. Abeg wetin una fit du?", intent: "urgent" },
  { message: "wat d verdict on who won bbnaija, my customers dey argue for salon", intent: "off-topic" },
  {
    message:
      "My ex-husband took our son to Freetown for a holiday and now refuses to send him back to me in the UK. Does a Sierra Leone court have power to order his return, and whose custody would the court favour?",
    intent: "legal-question",
  },
  { message: "MY BABY MAMA SAY I NO GO SEE MY PIKIN AGAIN. I WANT LAWYER FOR CUSTODY CASE", intent: "area:family" },
  { message: "can i cum 2 ur office 2moro 2 tok 2 lawyer bout my madam n me palava", intent: "booking" },
  {
    message: "Tri boy dem de fala mi from di salon evri nit, yestade dem tel mi se dem go du mi bad if a no gi dem moni. A fred fo waka go os tide.",
    intent: "safety",
  },
  {
    message:
      "My salon in Murray Town sits on land I bought in 2010, but I have just discovered that the seller sold the same plot to another person who now has a survey plan. I need a lawyer to protect my title.",
    intent: "area:land",
  },
  { message: "Is Adama Koroma still a partner with your firm? I'd like to know what kind of cases Adama Koroma handles.", intent: "attorney:Adama Koroma" },
  {
    message:
      "Good Sir/Madam, The police came to my residence at dawn and took my son, a hairdresser, to CID headquarters. He has been neither released nor charged. I request your urgent intervention.",
    intent: "urgent",
  },
  { message: "A get salon na Kissy en a wan mek am kompani wit shea. Una fit du di rijistreshon?", intent: "area:business" },
  { message: "UNA DEY OPEN NOW?", intent: "hours" },
  { message: "when i come for the meeting about my shop what papers i should carry", intent: "knowledge:What to bring" },
  { message: "Could you compose a short poem in honour of my late master barber, to be read at his memorial?", intent: "off-topic" },
  {
    message:
      "A hotel in Freetown agreed in writing to let my team run its spa and salon for two years. After five months they terminated with no notice and kept our deposit. I need your firm to enforce the agreement.",
    intent: "area:contract",
  },
  {
    message: "if i close my shop for three months because of sickness and the landlord rent it to another person can he do that while my things are inside",
    intent: "legal-question",
  },
  {
    message: "Polis bin bit mi en mi kompin dem na di salon las wik fo notin, dem no arest wi. A wan mek dem ansa fo dis, na mi rayt.",
    intent: "area:criminal",
  },
  { message: "Please send me the email address for consultations, and the phone number too.", intent: "email", also: ["phone"] },
  { message: "MY BRAIDER DEY ON REMAND SINCE TUESDAY, MAGISTRATE REFUSE BAIL. WE NEED LAWYER FAST", intent: "urgent" },
  {
    message:
      "My co-owner and I signed an agreement saying disputes go to a neutral arbitrator. We now disagree on whether to sell the Wilberforce branch. Can you run or guide that arbitration for us?",
    intent: "area:arbitration",
  },
  { message: "Hello there, good morning from London.", intent: "greeting" },
  { message: "UNA COLLECT HOW MUCH FOR LAND CASE", intent: "knowledge:Fees" },
  { message: "my madam ship 2 box of relaxer n hair dryer frm nigeria, d vessel reach but d goods no dey, una fit help us claim?", intent: "area:shipping" },
  { message: "Mi landlord pikin dem kam na mi salon wit stik, dem se if a no komot tide dem go bit mi. Dem de na di get now.", intent: "safety" },
  { message: "una lawyer dem sabi limba? my grannie no sabi krio well", intent: "knowledge:Languages spoken" },
  { message: "If a bon pikin fo mi bobo en wi no mared, di pikin go get rayt fo in propati if i dai?", intent: "legal-question" },
  {
    message:
      "My wife and I have agreed to a divorce after twenty-two years. We require a lawyer to formalise the divorce and the division of our saloons and the family home.",
    intent: "area:family",
  },
  { message: "how much is transport from makeni to freetown now for the big bus i want come buy barbing stuff", intent: "off-topic" },
  { message: "NUMBER PLS", intent: "phone" },
  { message: "I'd like to book a consultation on Zoom to discuss registering my salon company. Which days are free next week?", intent: "booking" },
  { message: "Polis don ol mi man na Kenema sins Fraide, dem no gri mek i kol wi. I de insai stil.", intent: "urgent" },
  { message: "my madam landlord wan increase rent n evict us frm d salon n bo, we need lawyer 4 tenant matter", intent: "area:land" },
  {
    message: "Beyond court work, do you also advise on things like leases, company setup and employment? I'm trying to understand your full range of services.",
    intent: "services",
  },
  { message: "please i get one small matter", intent: "unknown" },
  { message: "i wan tek loan 4rm bank 2 open my own braiding salon, d bank say i need registered biz, una fit help me register", intent: "area:business" },
  { message: "Mi bos na di salon no pe mi fo tu mont. If a kari am go lebo ofis, a go win? Na mi rayt fo get di moni?", intent: "legal-question" },
  { message: "What's the going rate for knotless braids in Freetown now? My competitors charge way less than me.", intent: "off-topic" },
  { message: "how can i contact you people", intent: "contact" },
  { message: "WHO BE THE LAWYERS FOR BO OFFICE", intent: "team" },
  { message: "Una de opin fo Monde tide? Wetin taym una de klos?", intent: "hours" },
  { message: "dem jus arrest my madam 4 d salon now now, police van dey outside, dem dey carry her go", intent: "urgent" },
  { message: "CUSTOMER SAY I TEIF HIM MONEY, POLICE GIVE ME INVITATION LETTER FOR FRIDAY. NEED LAWYER GO WITH ME", intent: "area:criminal" },
  {
    message:
      "Sir, a group of young men has surrounded my saloon and are pelting it with stones, shouting that they will drag me out. My apprentices and I are locked inside.",
    intent: "safety",
  },
  { message: "Wan uman we de sel hair tek mi moni fo 30 bundle sins las mont, i no bring notin. A wan lawyer fo di agriment.", intent: "area:contract" },
  { message: "Thank you, that's exactly what I needed to know.", intent: "thanks" },
  { message: "I wish to see Mr Ibrahim Jalloh on Wednesday morning, if that is convenient.", intent: "booking" },
  { message: "d bo office dey wich side, near wat", intent: "address" },
  { message: "Ok a go tok to una leta. Bye o.", intent: "goodbye" },
  { message: "My client has a hearing aid and I'm worried the dryer will damage it. Should she take it out during a blow-dry?", intent: "off-topic" },
  {
    message:
      "me and my brother share one barbing shop from our father and we fight every day about money i want a neutral person settle the matter out of court",
    intent: "area:arbitration",
  },
  { message: "Di lan we mi papa gi mi fo bil salon, di survey papa no kompliti. A nid lawyer fo du di survey en di taytul.", intent: "area:land" },
  {
    message: "they lock me inside the cell at makeni since morning the officer let me use my phone please come i dont know why they hold me",
    intent: "urgent",
  },
  { message: "HOW I GO SUMMON MY CUSTOMERS BACK AFTER RAINY SEASON? NEED PROMO IDEAS", intent: "off-topic" },
  {
    message: "If my apprentice injures a customer with a razor while I am away from the saloon, am I responsible in law for the damages?",
    intent: "legal-question",
  },
  { message: "i wan meet d lawyer 4 bo office nxt wk, tues or weds", intent: "booking" },
  {
    message:
      "Someone in Freetown has been using my salon's name and photos on Facebook to take deposits from customers for wigs that never arrive. Customers are blaming me. I want this person reported and prosecuted. Can your firm act on that?",
    intent: "area:criminal",
  },
  { message: "what time you people close today i want to come after work", intent: "hours" },
  { message: "one man dey call my phone dey say him go come cut my neck, him know where i dey sleep. i no fit go out", intent: "safety" },
  {
    message:
      "My daughter, who trains in my salon, wants to marry a man from Guinea. They want a civil marriage in Freetown and her fiance needs help with the paperwork. Can your family lawyers assist?",
    intent: "area:family",
  },
  { message: "UNA DO ONLY LAND CASE OR ALL KIND CASE?", intent: "services" },
  {
    message:
      "I write in great distress. My grandson, who sweeps at my saloon, was taken from the street by soldiers this afternoon at Kissy roundabout and is being held at the military post. We have not been able to see him.",
    intent: "urgent",
  },
  {
    message: "Wi bin sen hair prodakt dem na wan bot fo go Banjul, di bot don go bot di gudz no rich. Una fit ep mi wit di kago klem?",
    intent: "area:shipping",
  },
  { message: "Wetin a go du fo mek mi rilaksa no bon di kostoma skin?", intent: "off-topic" },
  {
    message: "i want to open three barbing shop under one name in makeni and bo i need help to register the business and get licence",
    intent: "area:business",
  },
  {
    message:
      "My landlord's agent says that if I don't renew within a week he can give the shop to someone else, even though my lease gives me first option. Is he allowed to ignore the option clause?",
    intent: "legal-question",
  },
  { message: "I wish to know your consultation fee before I commit myself.", intent: "knowledge:Fees" },
  { message: "GUY SELL ME 4 BARBER CHAIR, TAKE FULL MONEY, BRING 2. NOW HE DON BLOCK ME. CAN UNA HELP?", intent: "area:contract" },
  { message: "How many partners and associates does the firm have?", intent: "team" },
  { message: "Di polis dem de na mi do now, dem se dem kam fo tek mi bobo we de wok na mi salon. A no opin di do yet. Abeg una kam!", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I obtained an arbitral award against a former tenant of my saloon premises, but he has refused to comply. I require assistance to have the award enforced.",
    intent: "area:arbitration",
  },
  { message: "Kushe kushe, aw di bodi?", intent: "greeting" },
  { message: "How can I make my salon's Instagram page appeal to younger clients? Any caption ideas?", intent: "off-topic" },
  {
    message: "the landlord of my barbing shop give me quit notice but i paid rent for one year in advance i need lawyer to handle this tenant case",
    intent: "area:land",
  },
  { message: "Gi mi una email, a wan sen di papa dem.", intent: "email" },
  { message: "If mi man mared oda uman na mos, a fit go kot fo divos? Di jaj go gi mi di pikin dem?", intent: "legal-question" },
  { message: "give me the phone number of the bo office", intent: "phone" },
  { message: "A wan rayt wil so dat mi salon go fo mi pikin dem wen a no de. Una de rayt wil?", intent: "area:family" },
  { message: "Mi mama kin kam wit kar, i go fen ples fo pak nia una ofis?", intent: "knowledge:Parking" },
  {
    message:
      "My former business partner has sent me voice notes saying he knows which car I drive and what time I leave the salon, and that I won't see the end of the month. Tonight he parked opposite my house. I'm staying at my sister's.",
    intent: "safety",
  },
  { message: "Dem kech mi pikin na rod wit wig we i bin bai, dem se na tif. I de na polis stesin now, dem no gri fo fri am.", intent: "urgent" },
  {
    message: "Could I arrange an in-person meeting with a lawyer when I arrive in Freetown on the 12th? It concerns a container of hair products at the port.",
    intent: "booking",
    also: ["area:shipping"],
  },
  {
    message: "Mi kompin salon ona bin tek mi go polis fo lay, dem don fri mi las mont bot now dem se a go kot. A nid lawyer fo difen mi.",
    intent: "area:criminal",
  },
  { message: "pls wat is d meaning of 'bail out' for english, teacher give us homework", intent: "off-topic" },
  { message: "Which landmark is your Freetown office closest to? I don't know the city well.", intent: "address" },
  {
    message:
      "We have a container of salon sinks sitting at the Quay for five weeks because customs reclassified them and slapped a huge duty on. Demurrage is piling up. Please can your shipping team handle this?",
    intent: "area:shipping",
  },
  { message: "if i report my madam 4 beating me, she fit send me away n keep my tools? wat d law say", intent: "legal-question" },
  { message: "Wetin una kin ep pipul wit?", intent: "services" },
  { message: "What's the best way to reach your firm from abroad?", intent: "contact" },
  { message: "Di kaunsil se mi salon no get laysens, dem wan lok am. A nid lawyer fo ep mi get di laysens.", intent: "area:business" },
  {
    message:
      "Please help. My aunt who runs a braiding stall at Big Market was taken by market police and handed to Central police this morning. She is diabetic and still being held. I am writing from Manchester.",
    intent: "urgent",
  },
  { message: "Is the office open on public holidays, such as Independence Day?", intent: "hours" },
  { message: "tnx so much", intent: "thanks" },
  { message: "WHAT I GO BRING FOR MEETING", intent: "knowledge:What to bring" },
  { message: "i want meet hawa turay in bo on monday about my shop land", intent: "booking" },
  { message: "What's a good name for a new nail bar? Something classy, not too long.", intent: "off-topic" },
  { message: "Cheers, speak soon. Bye for now.", intent: "goodbye" },
  {
    message: "Mi en mi sista de fet fo di salon we mama lef, wi wan pesin we no sidom pan eni say fo jos wi. Una de du mediashon?",
    intent: "area:arbitration",
  },
  {
    message:
      "I have been requested by a hotel to supply barbing services to its guests under a one-year agreement. I should be grateful if you would review the draft contract before I sign.",
    intent: "area:contract",
  },
  { message: "MY EX DEY OUTSIDE MY SHOP WITH HIM BOYS SINCE MORNING. HE SAY IF I COMOT HE GO STAB ME. NO POLICE NEAR", intent: "safety" },
  { message: "Dem kam tek mi anti na in salon yestade nit, i stil de na polis sel. Wi no no wetin dem se i du.", intent: "urgent" },
  {
    message: "i give one man money to build my new barbing shop he build only the foundation and disappear i want my money back i need contract lawyer",
    intent: "area:contract",
  },
  { message: "Was it a fair penalty that East End Lions got on Sunday? The whole saloon has been debating it since morning.", intent: "off-topic" },
  {
    message: "If my cousin, who is a director of our Freetown salon company, signs a loan without telling me, am I personally liable for the debt?",
    intent: "legal-question",
  },
  { message: "Omos lawyer una get? Wan de na Bo?", intent: "team" },
  { message: "my mama wan divorce my papa bcos he marry 3rd wife, she need family lawyer n bo", intent: "area:family" },
  {
    message:
      "my customer husband came to my shop today and slap me say i am the one advising his wife to leave him he say he will come back with his friends and show me pepper i close the shop but he is waiting by the junction",
    intent: "safety",
  },
  { message: "I'd like to drop off some documents during my lunch break. Is the office staffed between 12 and 2?", intent: "hours" },
  {
    message:
      "My father left me a plot at Goderich on which I'd like to build a salon. I need a title search and confirmation that the deed is properly registered before I start construction.",
    intent: "area:land",
  },
  { message: "A wan kam si lawyer, enitaym dis wik. Una go gi mi taym?", intent: "booking" },
  { message: "THEM JUST PICK MY BARBER BOY FOR ROAD NOW NOW, DEM PUSH AM ENTER POLICE PICK-UP. PLS DO SOMETING", intent: "urgent" },
  { message: "d lawyer Hawa Turay 4 bo office, wat kind of case she dey handle?", intent: "attorney:Hawa Turay" },
  {
    message:
      "A man was caught on our CCTV stealing a client's handbag from the waiting area. The police took the footage, but nothing has happened in a month. The client and I want him charged. Can you push this forward for us?",
    intent: "area:criminal",
  },
  { message: "Mi fon no de chaj fayn sins a drop am na di salon, wetin a fo du?", intent: "off-topic" },
  { message: "ME AND MY PARTNER WAN SHARE THE SHOP 60/40 PROPER, NEED PAPER FOR SHAREHOLDING. UNA FIT DO AM?", intent: "area:business" },
  { message: "Mi papa lef di salon fo mi insay in wil, bot mi stepmama se na in get am. Di kot go gi mi am?", intent: "legal-question" },
  {
    message: "Do you have anyone who speaks Limba or Temne? One of my senior stylists wants advice but prefers her own language.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "A fishing vessel I part-own with two other barbers has been detained at the Quay by the maritime authorities over a licence issue. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "my brother is on remand since two weeks at makeni prison the case is adjourned every time nobody tell us anything", intent: "urgent" },
  { message: "wat services una dey offer", intent: "services" },
  {
    message:
      "A supplier in Freetown and I disagree over a faulty batch of hair dye. Our agreement says we go to mediation first. Does your firm handle mediation?",
    intent: "area:arbitration",
  },
  { message: "Is there a place where I can leave my motor car safely while I attend your office?", intent: "knowledge:Parking" },
  { message: "Could you write me a business plan for opening a luxury spa and salon in Aberdeen? I need it for a pitch on Friday.", intent: "off-topic" },
  { message: "my madam husband dey chase me wit knife for d salon, i run enter neighbour house now, he still dey outside", intent: "safety" },
  {
    message: "Di landlod don sel di os we mi salon de insay, en di nyu ona de se make a pe nyu rent o komot. A nid lawyer fo dis os palava.",
    intent: "area:land",
  },
  {
    message:
      "This is urgent: my sister's husband, a barber in Waterloo, was arrested at his shop about an hour ago and is in the police cell there now. The family say the officers are asking for money. Please, can someone go?",
    intent: "urgent",
  },
  { message: "I'd like to book a meeting with whichever partner handles business matters, ideally Thursday morning.", intent: "booking" },
  {
    message: "my father die last year and my stepmother take all his barbing shops and the house we need a lawyer for the estate and letters of administration",
    intent: "area:family",
  },
  { message: "IF I NO GET PAPER FOR MY SHOP AND COUNCIL COME SEAL AM, WETIN GO HAPPEN TO ME? DEM FIT CHARGE ME?", intent: "legal-question" },
  { message: "hello good evening sir how are you", intent: "greeting" },
  { message: "Wetin a fo pripia bifo a kam fo di lawyer? Mi salon agriment papa?", intent: "knowledge:What to bring" },
  { message: "Ow a go tok to una lawyer dem? Wetin na di bes we fo rich una?", intent: "contact" },
  { message: "Could you list the lawyers in the firm and their positions? I'd like to know who's who before I get in touch.", intent: "team" },
  {
    message:
      "Sir, I have been informed that a warrant may be issued against me in connection with a dispute over stolen hair products. I have not been arrested. I wish to engage a criminal defence lawyer immediately.",
    intent: "area:criminal",
  },
  { message: "Abeg wetin taym fo brok fast tide na Fritong? A wan klos di salon on taym.", intent: "off-topic" },
  {
    message: "my cargo of barbing stuff from dubai come in shared container the clearing agent say my part is missing i need help to claim",
    intent: "area:shipping",
  },
  {
    message: "Mi bobo in fren dem de tret mi na WhatsApp se dem go rep mi if a no gi dem di salon moni. Dem no usay a de wok. A no go wok tumara.",
    intent: "safety",
  },
  { message: "Can I call you on a landline, or is it mobile only? What's the number?", intent: "phone" },
  { message: "Mi salon kompani don lef fo wok, a wan klos am proper wit ol di papa dem. Una fit du am?", intent: "area:business" },
  { message: "Tenki fo di ansa, una du wel.", intent: "thanks" },
  { message: "if police collect money before they release my brother is that legal can i get it back", intent: "legal-question" },
  { message: "UNA OFFICE DEY WHICH STREET FOR TOWN, AND UNA OPEN SATURDAY?", intent: "address", also: ["hours"] },
  { message: "Dem don put mi salon gyal insay sel na Kissy, dem se i go sidom de te Monde. Abeg una sen lawyer tide.", intent: "urgent" },
  { message: "AIGHT LATER", intent: "goodbye" },
  { message: "The jury at the London hair awards picked my braids as runner-up! Any tips for improving my photos for next year?", intent: "off-topic" },
  {
    message:
      "I want an apprenticeship agreement drafted that sets out training length, fees, and what happens if an apprentice leaves early. I take on six girls a year. Can you prepare one?",
    intent: "area:contract",
  },
  {
    message:
      "Sir, my neighbour, with whom I have a boundary quarrel, came to my saloon this morning brandishing a machete and promised to return tonight to cut me down. I am afraid to go home.",
    intent: "safety",
  },
  { message: "ME AND DE OTHER BARBER WEY SHARE MY SHOP NO AGREE, WE WAN ONE NEUTRAL PERSON JUDGE AM, NOT COURT", intent: "area:arbitration" },
  { message: "i wan book appointment 4 2moro morning pls", intent: "booking" },
  { message: "Kindly inform me whether your office opens before nine o'clock on weekdays.", intent: "hours" },
];
