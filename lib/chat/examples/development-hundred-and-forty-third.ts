import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Furniture makers, upholsterers, sawmill workers and timber dealers — writers: (1) Pa Alimamy Kargbo, 61, timber dealer at the Kissy Road timber yard in Freetown, writes Krio on an old keypad phone; (2) Kadiatu Fofanah, 33, upholsterer with a small shop in Bo, Mende speaker, SMS shorthand; (3) Osman Mansaray, 24, sawmill hand near Kenema, voice-to-text and Krio, heavy typos; (4) Mrs Gladys Cole, 52, owner of a furniture showroom in Wilberforce, formal emails; (5) Santigie Dumbuya, 45, chainsaw operator and log supplier from Port Loko district, Temne speaker, broken English; (6) Yvonne Williams, 38, furniture importer living in London shipping to Freetown, long stories in fluent English; (7) Abu Sankoh, 19, carpentry apprentice in Makeni, fragments and slang; (8) Mr Emmanuel Macauley, 67, retired sawmill manager in Waterloo, polite long stories
export const DEVELOPMENT_HUNDRED_AND_FORTY_THIRD: LabelledMessage[] = [
  {
    message:
      "kushe. polis don kam na mi timba yad dis mornin, dem tek mi boy Sorie go Kissy station se na tif plank. e stil de insay te naw. abeg wetin a fo du",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I run a furniture showroom in Wilberforce. In March I paid a supplier in Kenema Le 45,000 for two hundred seasoned mahogany boards, with a written delivery date of 30 April. Nothing has arrived and he no longer answers my calls. I should be grateful if your chambers could act for me in recovering either the money or the timber. Yours faithfully, G. Cole",
    intent: "area:contract",
  },
  { message: "hw much 2 charge a chainsaw battery n whr 2 buy d strong 1 in makeni", intent: "off-topic" },
  { message: "Good morning", intent: "greeting" },
  {
    message: "mi lanlod se i go sell di grong we mi timba yad de pan. a don de de 15 yia wit lease paper. e get rait fo pul mi komot jis so?",
    intent: "legal-question",
  },
  {
    message:
      "pls hlp d man I refuse 2 marry came 2 my shop 2day n broke d sofa frames, he sey he go cut me wit machete b4 nite. I lock myself in d back room nw",
    intent: "safety",
  },
  {
    message:
      "I'm Sierra Leonean but live in Croydon, and I ship reclaimed oak furniture home to sell. My 40ft container landed at Queen Elizabeth II Quay three weeks ago and customs are holding it because they say the invoice values are too low. Storage charges are piling up every day and my clearing agent has gone quiet on me. Can your firm deal with customs and the port authority on my behalf?",
    intent: "area:shipping",
  },
  { message: "una open satday?", intent: "hours" },
  {
    message: "I want make sawmill business paper for government. I get 2 machine for Lunsar, I no register am yet. You people do dat one?",
    intent: "area:business",
  },
  {
    message:
      "my brother was a rested by the forest guard yesterday for cutting tree near gola they take him to Kenema police he still in the sell now please help us",
    intent: "urgent",
  },
  { message: "Could you kindly let me know what you charge for a first consultation?", intent: "knowledge:Fees" },
  {
    message:
      "My late wife and I built a furniture business together over thirty years. She passed in January without leaving a will, and now her sister insists half the workshop belongs to their family. Our children are grown and simply want everything settled properly and fairly. I would like your firm to help me with her estate and the letters of administration.",
    intent: "area:family",
  },
  { message: "wetin na di price fo wan bag rice na Freetown dis wik", intent: "off-topic" },
  { message: "who d lawyers der", intent: "team" },
  {
    message: "dem bin lok mi up las yia 3 wiks fo sawmil tif, dem don fri mi bot di kes stil de na Kenema kot. a nid lawyer fo difen mi",
    intent: "area:criminal",
  },
  { message: "I wnt 2 see a lawyer on Thursday abt d lease on my shop in Bo pls", intent: "booking" },
  {
    message:
      "If the shipping line lost part of my cargo of dining chairs between Tilbury and Freetown, how much compensation am I likely to get? Only 60 of the 120 chairs arrived.",
    intent: "legal-question",
  },
  {
    message:
      "Sodja dem hold my 2 boys for checkpoint near Masiaka since morning wit di lorry of log. Dem say we no get permit. Dem no release dem yet. Help quick",
    intent: "urgent",
  },
  {
    message:
      "Dear Sirs, a disagreement has arisen between my former partner and me over the sale of our old sawmill equipment. Neither of us wishes to go to court over it. Do you arrange mediation or arbitration with a neutral person?",
    intent: "area:arbitration",
  },
  { message: "numba pls", intent: "phone" },
  {
    message: "mi papa lef grong na Waterloo, mi broda dem don sell am to wan timba man widout tel mi natin. a want lawyer fo dis lan palava",
    intent: "area:land",
  },
  { message: "Who is going to be the judge at the Makeni carpentry fair this year and what are the prizes?", intent: "off-topic" },
  { message: "What kinds of cases does your firm take on?", intent: "services" },
  { message: "dem boys dem from di oda yad se dem go bon mi shed tunait an kil mi if a no pay dem. a no de slip na mi os", intent: "safety" },
  { message: "What's the best way to get in touch with you from the UK?", intent: "contact" },
  { message: "d sawmil owna sak mi widout pay afta 4 yrs no leta notin. i want lawyer fo mi wok palava", intent: "area:contract" },
  {
    message:
      "Dear Sir/Madam, My workshop foreman was arrested this morning by CID officers and is still being held at the station. No charge has been explained to us. I should be grateful if a lawyer could attend immediately.",
    intent: "urgent",
  },
  { message: "Una lawyer dem sabi Temne? my English no too strong", intent: "knowledge:Languages spoken" },
  { message: "cn my ex tk d upholstery shop 4rm me if d shop papr is in his nam bt I pay 4 evrytin?", intent: "legal-question" },
  {
    message:
      "I would like to turn my furniture business from a sole trader into a limited company with my two sons as shareholders. Is that something you handle?",
    intent: "area:business",
  },
  { message: "kushe o", intent: "greeting" },
  { message: "Could you recommend a good treatment for termites in old hardwood floors? Ours are eating the parquet.", intent: "off-topic" },
  { message: "mi kontena we a de sen timba go China don stak na kway, kustom se mi pepa dem no komplit. una de handle dis kain tin?", intent: "area:shipping" },
  { message: "I'll be in Freetown from 12 to 20 August. Could I book a meeting with Christiana Thomas during that week?", intent: "booking" },
  { message: "my babymama wan tek me 2 court 4 pikin money, i nid lawyer", intent: "area:family" },
  { message: "What time do you close on Fridays?", intent: "hours" },
  { message: "dem carry my boss go station bcos of d stolen generator, still inside since yday. pls", intent: "urgent" },
  { message: "pls i get problem", intent: "unknown" },
  {
    message:
      "Someone broke into my timber shed at night and carried off over a hundred planks. The police have been slow to do anything. I want the thieves found and prosecuted and would like a lawyer to push the matter.",
    intent: "area:criminal",
  },
  { message: "wat is ur email adress", intent: "email" },
  {
    message: "Am I entitled to severance pay from the sawmill company after 22 years of service now that they have closed the mill?",
    intent: "legal-question",
  },
  { message: "abeg gi mi di way fo kuk kasada lif, wan big kontena fo mi wokman dem lonch", intent: "off-topic" },
  {
    message: "Me an di chief get palava over di tree dem we a cut. Di chief say make we sidom wit neutral person, no court. You do dat kind settlement?",
    intent: "area:arbitration",
  },
  { message: "Do you have a female lawyer on your team? I'd be more comfortable with a woman.", intent: "team" },
  { message: "Is there anywhere to park a delivery van near your Siaka Stevens Street office?", intent: "knowledge:Parking" },
  { message: "mi bigman na sawmil bit mi wit plank tide bikos a aks fo mi pe, e se if a kam bak e go kil mi", intent: "safety" },
  { message: "We are looking to buy a plot in Hastings for a new furniture factory and need a title search done before we pay anything.", intent: "area:land" },
  { message: "tenki plenti", intent: "thanks" },
  { message: "I want meet lawyer for Bo office next week, Hawa Turay self.", intent: "booking" },
  {
    message: "Our former sales manager has opened a rival upholstery shop two streets away and is using our client list. Is that lawful, and can we stop him?",
    intent: "legal-question",
  },
  { message: "dem lok mi pikin insay Eastern Police sins yestade nait, dem se i bai tif plank. dem no gri fo lef am. abeg sen lawyer", intent: "urgent" },
  { message: "what time does the Brussels Airlines flight land at Lungi on Tuesdays", intent: "off-topic" },
  { message: "sum pipul de kot tri pan wi famili lan na Kenema widout aks, dem se na di chif gi dem. a want lawyer fo stop dem", intent: "area:land" },
  {
    message: "I would be grateful for an appointment with Fatmata Kamara at her earliest convenience, concerning my late brother's sawmill.",
    intent: "booking",
  },
  { message: "wat papers shd I bring 4 d meetin abt my shop lease", intent: "knowledge:What to bring" },
  {
    message:
      "My log dem for ship at Queen Elizabeth quay, di ship people say dem go leave dem behind because agent no pay freight. You fit help wit ship matter?",
    intent: "area:shipping",
  },
  { message: "Is Ibrahim Jalloh still practising with you? A friend in Peckham said he handled her cargo case years ago.", intent: "attorney:Ibrahim Jalloh" },
  { message: "my oga say if i tell anybody wat he do 2 me at nite he go finish me. i cant go bk 2 d workshop. am scared", intent: "safety" },
  {
    message:
      "I want to set up a company in Sierra Leone to import sofas and mattresses, with my cousin in Freetown as a co-director. Can you register it for us and sort out the import licence?",
    intent: "area:business",
  },
  { message: "una de opin tumara mornin?", intent: "hours" },
  { message: "my husband was pickd up by police in Bo lst nite frm d shop, dey hav not releasd him. pls hlp fast", intent: "urgent" },
  { message: "wat kind of work una lawyers do", intent: "services" },
  {
    message:
      "Last year I agreed to sell my planer and two band saws to a young man in Lumley, who paid half and promised the rest within three months. I handed over the machines on trust. It has now been eight months and he keeps making excuses. I would like a lawyer to recover the balance for me.",
    intent: "area:contract",
  },
  { message: "Could you suggest a good caterer in Freetown for our showroom's tenth anniversary party?", intent: "off-topic" },
  { message: "I wnt 2 adopt my late sista 2 children, dey live wit me in Bo since she die. hw do we start", intent: "area:family" },
  { message: "If forest people catch me cut tree without licence, how many year dem go give me for prison?", intent: "legal-question" },
  {
    message:
      "One of our drivers has been summoned to appear before the magistrate next week over a road accident involving our furniture lorry. We need a lawyer to represent him.",
    intent: "area:criminal",
  },
  { message: "May I ask how many lawyers are presently at the chambers?", intent: "team" },
  { message: "Can I have your email address, and your phone number too please?", intent: "email", also: ["phone"] },
  { message: "me n my biz partna dnt agree on d shop money, we want sum1 neutral 2 settle it not court. u do dat?", intent: "area:arbitration" },
  {
    message: "dem don hol mi kompin na di polis post na Segbwema sins fraide bikos di sawmil bos se i tif chainsaw. dem no gi am bel. i de insay stil",
    intent: "urgent",
  },
  { message: "who win d match at d basketball court in makeni yday", intent: "off-topic" },
  { message: "Roughly how much would the firm charge to handle a cargo claim for me? And can I pay in instalments?", intent: "knowledge:Fees" },
  {
    message:
      "My neighbour and I have been quarrelling for months over a drainage ditch. Tonight he came to my gate with three young men carrying cutlasses and said they would return to finish me. My wife and I have locked ourselves indoors. What should I do?",
    intent: "safety",
  },
  { message: "a want bai os na Kissy Mess Mess fo mi pikin dem, a want lawyer fo chek di pepa dem", intent: "area:land" },
  { message: "Una get WhatsApp number? I want call.", intent: "phone" },
  { message: "cn i cum see a lawyer 2moro", intent: "booking" },
  {
    message:
      "A consignment of upholstery fabric we ordered from Turkey was damaged by seawater in transit. The shipping line denies responsibility. We wish to pursue a cargo claim.",
    intent: "area:shipping",
  },
  { message: "if mi finga kot na di sawmil mashin, di bos fo pe mi? wetin di lo se?", intent: "legal-question" },
  { message: "hello?? anybody dere", intent: "unknown" },
  { message: "Where exactly is your office? I'll be coming from Lumley.", intent: "address" },
  { message: "a want fo mek wan kompni fo mi timba biznes wit mi tu kompin. una de du am?", intent: "area:business" },
  { message: "Thank you very much for your assistance.", intent: "thanks" },
  {
    message:
      "I'm writing from London. My brother manages our furniture showroom in Freetown and my sister-in-law just phoned to say police came to the shop an hour ago and drove him off in their pickup. Nobody will tell us where they have taken him or why. Please, can someone from your firm find him?",
    intent: "urgent",
  },
  { message: "do u hv sum1 who speak Mende? my mama wan cum wit me", intent: "knowledge:Languages spoken" },
  { message: "What is the best way to season teak planks so they do not crack in the dry season?", intent: "off-topic" },
  { message: "i make 6 chairs 4 one man, he tk dem n no pay me. wat can una do", intent: "area:contract" },
  {
    message: "My brother die, him wife want take all him property, but him get 4 children wit other woman. I want lawyer for dis inheritance matter.",
    intent: "area:family",
  },
  { message: "Hi there!", intent: "greeting" },
  { message: "Could you give me an overview of the services your chambers provides?", intent: "services" },
  { message: "una de wok lonchtaim? a kin kam bitwin 1 an 2", intent: "hours" },
  {
    message: "My ex-husband in Freetown wants our daughter to live with him. Will the court give him custody because I live in the UK?",
    intent: "legal-question",
  },
  { message: "sumbodi tif mi motobaik na di sawmil an a no di man. a want mek dem kech am an kia am go kot", intent: "area:criminal" },
  { message: "hw do I remove coffee stain frm velvet sofa", intent: "off-topic" },
  {
    message:
      "The timber dealers' association awarded me compensation through arbitration last year, but the other party refuses to pay. I understand such an award can be enforced. Can you assist?",
    intent: "area:arbitration",
  },
  { message: "ow a fo kontakt una?", intent: "contact" },
  { message: "Could we arrange a video consultation while I'm still in London?", intent: "booking" },
  { message: "Police come my house now now, dem want carry my wife go station for di sawmill money. Dem de outside. Help", intent: "urgent" },
  {
    message: "mi neba tek kotlas kam na mi get tide, e se di grong na in yon an if a step pan am agen e go chop mi ed. a de ayd na mi sista os naw",
    intent: "safety",
  },
  {
    message:
      "A friend and I chartered a small vessel to carry sawn timber from Bonthe to Freetown. The owner kept the boat tied up at Bonthe for a week and now demands extra money under the charter. We need legal help with this charter dispute.",
    intent: "area:shipping",
  },
  { message: "dem lock my brodda at makeni police since fri bcos of fight at d workshop pls wat 2 do", intent: "urgent" },
  { message: "which phone contract gives d best data 4 whatsapp, orange or africell", intent: "off-topic" },
  { message: "Please arrange a consultation for me with Adama Koroma next Tuesday morning regarding the lease on our warehouse.", intent: "booking" },
  { message: "mi wef se i want divos, wi get 5 pikin. a nid lawyer fo di mata", intent: "area:family" },
  { message: "my landlord lockd my shop bcos I owe 2 months rent, is dat legal? my machines r inside", intent: "legal-question" },
  { message: "whr i go park my okada if i cum", intent: "knowledge:Parking" },
  { message: "una get woman lawyer?", intent: "team" },
  {
    message:
      "I ordered 300 custom-made wardrobes from a carpentry workshop in Waterloo for a hotel project and paid a 60% deposit. The workmanship is poor and half of them are missing. I want the supply agreement enforced or my money back.",
    intent: "area:contract",
  },
  { message: "my husband beat me agin 2nite n sey nxt time he wil kill me. i am at my frend hous nw, scared he wil find me", intent: "safety" },
  { message: "Are you open right now? It's about half four in Freetown I think.", intent: "hours" },
  {
    message:
      "Good afternoon. The police arrived at our showroom ten minutes ago and are taking our accountant away in handcuffs. Please send someone to Wilberforce station right away.",
    intent: "urgent",
  },
  {
    message: "Forest people carry me go court last year for cut tree, I pay fine and dem free me. Now dem bring new charge again. I want lawyer for defend me.",
    intent: "area:criminal",
  },
  { message: "wetin di weda go bi na Kenema tumara? a wan dray plank dem na san", intent: "off-topic" },
  {
    message:
      "My nephew and I plan to reopen the old sawmill at Waterloo as a partnership. We need the business name registered and the partnership set up properly with the authorities.",
    intent: "area:business",
  },
  { message: "if a dai, mi boy pikin go get mi timba yad o na mi wef go get am? wetin di lo se?", intent: "legal-question" },
  { message: "What work una lawyer do? Only court matter?", intent: "services" },
  {
    message:
      "Our landlord and we are in dispute over repairs to the showroom roof. The lease contains an arbitration clause, and we would like you to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "thx bro", intent: "thanks" },
  { message: "dem kam tek mi brodapikin na di yad yestade se i tif plank, i de na Kissy polis sel te tide. dem no gi am bel", intent: "urgent" },
  {
    message:
      "My late father's house in Murray Town is occupied by tenants who haven't paid rent in two years. I'm the administrator of the estate and need them out. Can you help?",
    intent: "area:land",
  },
  { message: "Could you give me a telephone number for your Freetown office?", intent: "phone" },
  { message: "Who was the judge on that television talent show last night? My granddaughter insists I find out.", intent: "off-topic" },
  {
    message: "For the consultation about my held container, what documents should I bring? Bill of lading, invoices, anything else?",
    intent: "knowledge:What to bring",
  },
  { message: "wan man de folo mi frm di sawmil evri nait wit nif, i se i go dun mi fo di moni. a no de go os", intent: "safety" },
  { message: "my uncle fishin boat seized at d wharf, dey say no licence. u handle dat?", intent: "area:shipping" },
  { message: "Give me una email", intent: "email" },
  { message: "a want si lawyer na Bo ofis fo mi wok mata, us de a go kam?", intent: "booking" },
  { message: "I need to make a will so that my furniture business passes to my children without family quarrels.", intent: "area:family" },
  {
    message: "Do I have a right to keep living in my late brother's house, which I have maintained for ten years, now that his children want to sell it?",
    intent: "legal-question",
  },
  { message: "ok so", intent: "unknown" },
  {
    message:
      "My cousin, who works at a sawmill in Kenema, was charged with fraud last month and is out on bail. The trial starts soon and we need a defence lawyer for him.",
    intent: "area:criminal",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "pls hw much 4 6 inch foam mattress in bo market nw", intent: "off-topic" },
  { message: "wan man bin oda 50 doa frm mi an pe af, naw e no want tek dem. a want lawyer fo mek e pe di res", intent: "area:contract" },
  { message: "hw much 4 a divorce case? can i pay small small", intent: "knowledge:Fees" },
  { message: "How might I best contact the firm? I don't use WhatsApp.", intent: "contact" },
  {
    message: "My son dem hold him for Port Loko police since two day. Dem say he sell log to wrong man. Nobody tell we when dem go release am.",
    intent: "urgent",
  },
  { message: "i wan register my own workshop name, hw", intent: "area:business" },
  { message: "Could you tell me who the partners at the firm are?", intent: "team" },
  { message: "What time una open for morning?", intent: "hours" },
  { message: "whr is ur Bo offis", intent: "address" },
  { message: "I am selling two acres of my land at Waterloo to a timber company and want a lawyer to handle the conveyancing.", intent: "area:land" },
  { message: "mi fon no de charj, wetin a fo du? a don chenj di kebul", intent: "off-topic" },
  {
    message: "If our supplier delivered wet timber that warped within a month, are we legally entitled to reject the whole consignment?",
    intent: "legal-question",
  },
  {
    message: "mi an mi kompin na di yad get palava ova di shea. wi no want go kot, wi want wan man we no de pan eni said fo setul am",
    intent: "area:arbitration",
  },
  {
    message:
      "My younger sister works at my showroom in Freetown. Her ex-boyfriend keeps turning up, and yesterday he grabbed her by the neck and told her she won't live to see Christmas. She's sleeping at the shop because she's afraid to go home. What can we do right now?",
    intent: "safety",
  },
  { message: "ok a de go, bai", intent: "goodbye" },
  { message: "dey hav taken my apprentice boy 2 d police stn in Bo 4 fight, he is inside nw, pls cum", intent: "urgent" },
  { message: "I'd like to book a consultation about my container. Any day next week works for me.", intent: "booking" },
  {
    message:
      "Chief give me land for build sawmill, now another family say di land na dem own. Dem bring survey man come put beacon. I want lawyer for dis boundary palava.",
    intent: "area:land",
  },
  {
    message: "In my children's story the village carpenter takes custody of a stray goat. Can you suggest a recipe for goat pepper soup for the final scene?",
    intent: "off-topic",
  },
  {
    message:
      "I am sorry to trouble you so late. Soldiers stopped my grandson's timber truck at the Waterloo checkpoint this evening and have taken him into the barracks. He has not been allowed to telephone us since. Please advise urgently.",
    intent: "urgent",
  },
  { message: "a want kam si Pa Sesay fo mi lan mata, wich de a fo kam?", intent: "booking" },
  {
    message: "If I sign a five-year distribution agreement with a Freetown furniture retailer, can I end it early when they don't meet the sales targets?",
    intent: "legal-question",
  },
  {
    message:
      "A load of sawn timber I sold to a buyer in Guinea was lost when the coastal vessel sank off Kambia. The buyer still expects delivery. I would like a lawyer to pursue the vessel owner for the loss.",
    intent: "area:shipping",
  },
  { message: "sum guys said dey wil beat me 2 death if i dont give dem my tools, dey waitin outside d shop nw", intent: "safety" },
  { message: "r u open on public holidays", intent: "hours" },
  { message: "is Hawa Turay a real lawyer at d bo office? wat cases she do", intent: "attorney:Hawa Turay" },
  { message: "dem bin arest mi las mont fo sel plank we polis se na tif, naw dem don gi mi bel. kes de kam. a want lawyer", intent: "area:criminal" },
  {
    message: "plis halp my fada is in police custardy at hangha road since last nite they have not charge him and they will not let us see him",
    intent: "urgent",
  },
  { message: "My mum only speaks Krio and a bit of Limba. Would a lawyer be able to talk to her in Limba?", intent: "knowledge:Languages spoken" },
  { message: "I wnt 2 tk bank loan 4 my upholstery biz, d bank wnt lawyer 2 chk d loan papa. u do dat?", intent: "area:business" },
  { message: "How I fit fix my generator, e start but e die after 5 minute", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, We intend to engage twenty carpenters on fixed-term contracts for a large hotel fit-out and require employment contracts drafted in line with the law. Kindly confirm whether you can assist. Regards, Mrs G. Cole",
    intent: "area:contract",
  },
  { message: "my master no pay me 4 my apprentice 3 yrs, i fit sue am?", intent: "legal-question" },
  { message: "Who be una lawyer dem? Tell me dem name.", intent: "team" },
  {
    message:
      "My husband and I have separated. He's in Freetown running our furniture shop and I'm in London with the children. I want to formalise the separation and arrange maintenance for the kids.",
    intent: "area:family",
  },
  { message: "dem jus carry my oga go station frm d workshop, police say na stolen wood. pls send lawyer 2 makeni", intent: "urgent" },
  { message: "correct dis sentence 4 my english homework: the carpenter have make three chair yesterday", intent: "off-topic" },
  { message: "una de du ol kain kes?", intent: "services" },
  {
    message:
      "My Freetown supplier and I have a contract saying disputes go to mediation first. We've reached that point over late deliveries. Can your firm arrange or conduct the mediation?",
    intent: "area:arbitration",
  },
  { message: "a kin kol una? us numba?", intent: "phone" },
  { message: "my shop landlord wnt 2 increase rent 3 times, we hav agreement 4 2 yrs. i nid lawyer 4 dis landlord palava", intent: "area:land" },
  {
    message:
      "I am writing on behalf of one of our machinists. Her husband has been beating her for months and last night he broke her arm. She is at our workshop now and says he has sworn to come and drag her home. We are very worried for her.",
    intent: "safety",
  },
  { message: "Could I get a slot with Ibrahim Jalloh on Wednesday afternoon? It's about my shipment.", intent: "booking" },
  { message: "Kindly provide your email address so that I may forward the relevant documents.", intent: "email" },
  { message: "Where una office de for Freetown? Which side near?", intent: "address" },
  { message: "mi bos kontena wit timba don de na kway 2 mont, kustom no gri lef am. i se mek a fen lawyer", intent: "area:shipping" },
  { message: "di kaunsil se a fo pe tax agen fo di timba yad, a don pe am las yia. dem fit du dat?", intent: "legal-question" },
  { message: "yo wassup", intent: "greeting" },
  { message: "I drive myself. Is there safe parking at your offices, or should I take a taxi?", intent: "knowledge:Parking" },
  { message: "sum1 set fire 2 my shop lst wk. I no who did it. i wnt police 2 charge him n a lawyer 2 follow d case", intent: "area:criminal" },
  { message: "What's the cheapest way to send money from the UK to Freetown these days?", intent: "off-topic" },
  {
    message: "We have decided to wind up the family sawmill company, as none of the grandchildren wish to run it. Could you handle the closing of the company?",
    intent: "area:business",
  },
  { message: "Tenki sir, God bless", intent: "thanks" },
  {
    message:
      "Mi wef bin go Kroo Bay fo bai timba, polis dem kech am wit di wan dem we dem se na tif lod. Dem kia am go Central Polis an sins tu de dem no lef am. A no no wetin fo du. Abeg una ep mi.",
    intent: "urgent",
  },
  { message: "hw cn I reach u people frm Bo", intent: "contact" },
  { message: "mi papa dai lef sawmil an grong, mi ankul dem wan tek ol. a nid lawyer fo di propati palava", intent: "area:family" },
  { message: "Could you tell me your opening hours during the week?", intent: "hours" },
  { message: "If my partner run away wit di chainsaw money, police go fit catch am or na civil matter?", intent: "legal-question" },
  { message: "wetin a fo bring wen a de kam fo di lan kes? a get mi ol pepa dem", intent: "knowledge:What to bring" },
  {
    message: "My Freetown agent signed a contract with a timber supplier on my behalf and I'd like a lawyer to review it before I pay the first instalment.",
    intent: "area:contract",
  },
  { message: "What areas of law does your firm practise?", intent: "services" },
  { message: "Write a short poem about a carpenter's good deed for our church programme on Sunday", intent: "off-topic" },
  { message: "Di man dem we I no pay for log send message say dem go come kill me tonight. I dey hide for bush side now.", intent: "safety" },
  { message: "Okay, that's all for now. Bye!", intent: "goodbye" },
  { message: "a want mit lawyer tumara fo mi sak mata", intent: "booking" },
  {
    message:
      "Our night watchman was picked up by police at 2 a.m. after a break-in next door and is still at the station. He is innocent. We need representation today.",
    intent: "urgent",
  },
  { message: "me n my master want settle out of court, u get mediator?", intent: "area:arbitration" },
  {
    message:
      "Good evening. My son runs a small timber depot at Wellington. This afternoon two policemen came and asked him to follow them about a missing consignment of logs. It is now nearly midnight and he is still at the station, and they say he will spend the night there. Can one of your lawyers go to him?",
    intent: "urgent",
  },
  { message: "my parents want 2 do customary marriage 4 me n my girl, we want it registerd proper. u do marriage papers?", intent: "area:family" },
  { message: "hw do i make my furniture photos appeal more 2 customers on facebook", intent: "off-topic" },
  { message: "if I leave my husband, will d court let me keep my children? dey r 4 n 7", intent: "legal-question" },
  { message: "I want see lawyer Monday morning for my forest licence problem. Any time good.", intent: "booking" },
  { message: "ow moch una de tek fo lan kes? a no get boku moni", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir/Madam, We are importing a container of sofa frames and upholstery foam from China. Our clearing agent failed to lodge the customs documents and the goods are now accruing demurrage at the Quay. We should be grateful for your assistance with the customs clearance and a possible claim against the agent. Yours faithfully, Gladys Cole",
    intent: "area:shipping",
  },
  { message: "hw many lawyers una get", intent: "team" },
  {
    message:
      "Some years ago I was detained for two weeks over a labour protest at the sawmill I managed. I was released without charge. I would now like to bring a human rights complaint about how I was treated in custody. Is this something your firm would take on?",
    intent: "area:criminal",
  },
  { message: "mi wef in broda de treten am se i go bit am te i dai if i no gi am moni, i bin bit am yestade. wi de fred", intent: "safety" },
  {
    message:
      "I bought a town lot in Goderich in 2019 through a cousin, meaning to build a showroom there. When I visited last month someone had put up a fence and claims he holds a title deed for the same plot. I have my own conveyance. I need a lawyer to sort out who actually owns it.",
    intent: "area:land",
  },
  { message: "wat time una close 2day", intent: "hours" },
  { message: "pls my brother is detaind at Bo central since morning, police sey he sold stolen foam. dey wont let him go", intent: "urgent" },
  { message: "Government say I need new licence for timber export. How I go get am? Una fit help me process am?", intent: "area:business" },
  { message: "What is the weather forecast for Freetown this weekend? We have a family gathering outdoors.", intent: "off-topic" },
  { message: "di sawmil bos gi mi kontrak fo sain bot a no ondastan am. a want lawyer fo chek am bifo a sain", intent: "area:contract" },
  { message: "Good afternoon, I hope you are well.", intent: "greeting" },
  { message: "If customs auction my container because I couldn't pay the storage, can I get any of the money back?", intent: "legal-question" },
  { message: "wetin una de du na dis ofis?", intent: "services" },
  {
    message: "Di other sawmill man and me agree make lawyer stand for middle settle we palava. We no want court. Una do arbitration?",
    intent: "area:arbitration",
  },
  { message: "they lockd me up at d police stn nw, dey took my phone but i borrow dis one. pls send sumbody", intent: "urgent" },
  { message: "Can I call your office from a UK number, and which number should I use?", intent: "phone" },
  { message: "Do any of your lawyers speak French? One of our partners is from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "mi dota man don lef am wit tri pikin, i no de gi dem natin fo it. wi want lawyer fo mek i pe fo di pikin dem", intent: "area:family" },
  { message: "a wan sel mi ol kontena we a de yuz as stor. omos wan 20 fut kontena de sel naw na Freetown?", intent: "off-topic" },
  { message: "Could you describe the nearest landmark to your Siaka Stevens Street office? My eyesight is not what it was.", intent: "address" },
  {
    message:
      "Someone in Freetown has been using my company's name to collect deposits for furniture that is never delivered. I want to report it and see the person prosecuted. Can you take this on?",
    intent: "area:criminal",
  },
  { message: "wan man de kam na mi yad evri nait wit gon, i se if a no lef di yad fo am i go shut mi. a no de slip", intent: "safety" },
  { message: "email pls", intent: "email" },
  {
    message: "I should like to book a consultation with Isatu Bangura regarding our employment contracts. Would Thursday at 11 be possible?",
    intent: "booking",
  },
  { message: "I rent my land to timber company for 10 year, now dem no pay lease money for 2 year. I want lawyer for di lease.", intent: "area:land" },
  { message: "a get wan tin", intent: "unknown" },
  {
    message:
      "My late brother's will leaves the sawmill to his second wife, but his first wife's children say customary law gives it to them. Which side will the court favour?",
    intent: "legal-question",
  },
  { message: "my fabric rolls came frm Guinea by boat, half wet n spoil. d boat owner refuse 2 pay. u take dis kind case?", intent: "area:shipping" },
  { message: "How I go reach una? I de for Port Loko.", intent: "contact" },
  {
    message:
      "Urgent please. My business partner in Freetown has just texted that he's been arrested at the port over our timber shipment and is being held at the Quay police post. I'm in London and can't get there. Can a lawyer go now?",
    intent: "urgent",
  },
  { message: "tnx a lot", intent: "thanks" },
  { message: "Can you tell me a little about your lawyers? Who handles shipping?", intent: "team" },
  { message: "me n 2 friends wan start furniture company, who go own wat n all dat. u fit do d papers", intent: "area:business" },
  { message: "pls send me a CV format 4 upholstery job", intent: "off-topic" },
  { message: "Will there be somewhere to leave a rental car near your office?", intent: "knowledge:Parking" },
  { message: "a sel timba to wan bilda kontrakta, i gi mi chek we boun. a want mi moni", intent: "area:contract" },
  { message: "Una open Sunday?", intent: "hours" },
  { message: "how much 4 one bail of second hand clothes at Bo market nw", intent: "off-topic" },
  { message: "l8r", intent: "goodbye" },
  { message: "if mi wokman fol frm di timba lod an brok in fut, a go pe am? wetin di lo se?", intent: "legal-question" },
  {
    message: "Is your firm able to act as a neutral mediator between my company and a Freetown furniture maker? We'd like to keep things friendly.",
    intent: "area:arbitration",
  },
  { message: "my stepfather keep touching me at nite, i run 2 my friend place, i cant go home", intent: "safety" },
  { message: "a want fo tok to lawyer fo mi lan kes, we de una fri?", intent: "booking" },
  { message: "dem kia mi kozin go na Kenema stayshon las nait, i stil de de. dem se na i bon di sawmil. abeg ep", intent: "urgent" },
  {
    message:
      "We have employed a master upholsterer for nine years. He has been repeatedly absent without explanation, and last week he took home fabric belonging to a client. We wish to dismiss him. Are we obliged to pay him end-of-service benefits, and what notice must we give?",
    intent: "legal-question",
  },
  {
    message:
      "Dem take my brother from him house this morning, police from Lunsar. Dem say na him cut tree for forest reserve. He still dey cell. Please send lawyer, I fit pay.",
    intent: "urgent",
  },
  { message: "wat title shd i give my youtube channel abt furniture making", intent: "off-topic" },
  { message: "mi timba we a bin lod na wan ship fo go Gambia, di kapten se i no go kia am bikos di chata moni. wi nid lawyer", intent: "area:shipping" },
  { message: "I'd like to book a meeting with Mohamed Conteh, and what does a first consultation cost?", intent: "booking", also: ["knowledge:Fees"] },
  { message: "na omos lawyer de wok na una ofis?", intent: "team" },
  {
    message:
      "My grandson's parents have both died and I have been raising him since he was three. I would like to become his legal guardian, or adopt him if that is possible. Can your firm assist me?",
    intent: "area:family",
  },
  {
    message:
      "My apprentice in Freetown told me on the phone that her uncle, who she lives with, forces himself on her at night. She's fifteen. She's at a neighbour's right now and refuses to go back. Who can help her tonight?",
    intent: "safety",
  },
  { message: "una de opin ol de na di wik?", intent: "hours" },
  {
    message: "Is Fatmata Kamara still the senior partner there? I knew her late father many years ago and would like to know what she specialises in.",
    intent: "attorney:Fatmata Kamara",
  },
  { message: "i was charged 4 stealing tools frm d workshop, court date is nxt month. i need lawyer", intent: "area:criminal" },
  {
    message:
      "Dear Sir/Madam, We intend to lease a warehouse at Kissy Dockyard for timber storage for ten years. We should like a lawyer to review the lease and confirm the landlord's title before we sign. Yours faithfully, G. Cole",
    intent: "area:land",
  },
  { message: "What paper I go carry come for di meeting? I get di forest permit and receipt.", intent: "knowledge:What to bring" },
  {
    message:
      "My uncle was taken from his sawmill in Kenema by men in uniform yesterday evening. The family has just found out he's in a cell at the police station there, and they won't tell us the charge. Please can someone help him today?",
    intent: "urgent",
  },
  { message: "who won d arsenal match", intent: "off-topic" },
  { message: "di sawmil bos se a fo wok satide an sonde widout ekstra pe. e ligal?", intent: "legal-question" },
  { message: "Do you only do court cases, or also paperwork like agreements and registrations?", intent: "services" },
  {
    message:
      "We would like to bring in an investor from Ghana who will take 30% of our furniture company. Please help us with the share transfer and investment documents.",
    intent: "area:business",
  },
  { message: "a hotel in bo orderd 40 chair covers 4rm me, I deliver, dey refuse 2 pay d invoice 3 months nw. pls hlp", intent: "area:contract" },
  { message: "di wokman we a sak don kam wit in padi dem, dem de nak mi get wit stik an se dem go bit mi. a lok misef insay naw", intent: "safety" },
  { message: "hi gud evnin", intent: "greeting" },
  { message: "mi an di sawmil bos want setul di pe palava outsaid kot wit midieshon. una de du am?", intent: "area:arbitration" },
  { message: "can i whatsapp una", intent: "phone" },
  { message: "polis don kam na mi os naw fo kia mi pikin, dem de na di get. abeg kam kwik", intent: "urgent" },
  { message: "Do you offer any free legal help or legal aid for pensioners? My income has been modest since I retired.", intent: "knowledge:Fees" },
  {
    message: "I need a lawyer to draft a charter agreement for a boat to carry furniture from Freetown to Bonthe Island for a resort project.",
    intent: "area:shipping",
  },
  { message: "pls whr cn i buy a phone case 4 Tecno Spark in Bo", intent: "off-topic" },
  { message: "una imel adres", intent: "email" },
  { message: "My wife want separation, she go back her papa house wit di children. I want do am proper way, wit lawyer.", intent: "area:family" },
  { message: "police seize my chainsaw n i dnt hav receipt, dey fit keep am 4ever?", intent: "legal-question" },
  { message: "Please let me know the ways in which your chambers can be contacted outside office hours.", intent: "contact" },
  { message: "dem bin kech mi pikin las wik, i don kam out pan bel, bot polis se i go go kot. a want lawyer fo difen am", intent: "area:criminal" },
  { message: "a want si Mohamed Conteh fo mi kes, e go de fraide?", intent: "booking" },
  { message: "need help", intent: "unknown" },
  {
    message:
      "A neighbour at Waterloo has moved my boundary pillars by about six feet onto my land. I shall need a surveyor and a lawyer to deal with it. Can you help?",
    intent: "area:land",
  },
  { message: "una office wish street", intent: "address" },
  { message: "Would someone be in the office at lunchtime on Friday, around 1pm?", intent: "hours" },
  { message: "Di log owner say him boys go wound me wit machete because I talk to forest office. Dem follow me since yesterday.", intent: "safety" },
  { message: "a want wan lon frm bank fo bai nyu sawmil mashin, di bank se mek a bring lawyer", intent: "area:business" },
  { message: "Brilliant, thanks so much for your help.", intent: "thanks" },
  { message: "my late husband brothers say d shop n house r dia own nw bcos we did not marry in church. can dey do dat?", intent: "legal-question" },
  { message: "wich ba na Bo get gud myuzik fo satide nait?", intent: "off-topic" },
  {
    message:
      "Please help. My driver rang me from Waterloo police station a few minutes ago. He has been arrested over a load of planks and they have locked him in a cell. I am on my way but need a lawyer there.",
    intent: "urgent",
  },
  { message: "una lawyer dem de tok Limba?", intent: "knowledge:Languages spoken" },
  {
    message:
      "I signed a contract to supply the new school in Waterloo with desks made from my reclaimed timber. The contractor now wants to change the price after I had already bought materials. I need help enforcing the original agreement.",
    intent: "area:contract",
  },
  { message: "That will be all for today. Goodbye.", intent: "goodbye" },
  { message: "I wnt appointment wit d Bo lawyer abt my shop, any day nxt wk", intent: "booking" },
  {
    message: "Our fabric supplier and we have agreed to take our disagreement to arbitration. We need counsel to represent us before the arbitrator.",
    intent: "area:arbitration",
  },
  { message: "How I go sharpen chainsaw chain well? Di one I get no de cut fine.", intent: "off-topic" },
  { message: "wetin una lawyer dem kin ep pipul wit?", intent: "services" },
  { message: "dey cum 2 my shop n carry my apprentice n my son in police van 1hr ago, dey r at Bo police nw", intent: "urgent" },
  {
    message:
      "Mi an mi broda bin bai wan pis grong na Allen Town fo mek timba yad. Di pepa bin de na mi broda in nem. Naw i don dai an in wef se di grong na in yon nomo. A get di risit fo mi af. A want lawyer fo ep mi wit di grong.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir/Madam, I write in great haste. Two of our upholsterers were taken into custody last night following a disturbance outside our workshop and remain on remand at Pademba Road this morning. I should be grateful if a lawyer could be assigned today. Yours faithfully, G. Cole",
    intent: "urgent",
  },
  { message: "hw much is a plot at d new estate in Bo nw? i wan build", intent: "off-topic" },
  {
    message:
      "I lent my brother-in-law the money to buy sawmill equipment in Makeni five years ago, and the only proof is a WhatsApp message. He's now saying it was a gift. Is a WhatsApp message enough for a court to make him repay me?",
    intent: "legal-question",
  },
  { message: "mi wef de na mi said naw, in ol man bin bit am wit bel las nait an se i go kam bak fo am. wi de ayd na di sawmil", intent: "safety" },
  { message: "cn i see Abdul Rahman Sesay dis week abt my apprentice money", intent: "booking" },
  { message: "my husband married anoda wife widout telling me n nw he wnt 2 throw me out. i wnt divorce n my share. pls hlp", intent: "area:family" },
  { message: "Una open today? Which side una office de?", intent: "hours", also: ["address"] },
  { message: "Customs seize my container of chainsaw spare part for quay. Dem say duty no pay. I pay am already. I need lawyer.", intent: "area:shipping" },
  { message: "r der any female lawyers in d Bo office", intent: "team" },
  { message: "Could you recommend a reliable upholstery fabric wholesaler in Accra?", intent: "off-topic" },
  { message: "dem jus kam wit van an kech mi wokman dem tu na di yad, dem de kia dem go naw naw. abeg", intent: "urgent" },
  {
    message:
      "My brother was released last week after a month on remand in Freetown. The charges against him are still pending. We need a good defence lawyer before the next hearing.",
    intent: "area:criminal",
  },
  { message: "Forest office take my 3 chainsaw. Dem get right take am without court paper?", intent: "legal-question" },
  { message: "mi an tu mi kompin want registar wi yon smol sawmil. wetin wi fo du?", intent: "area:business" },
  { message: "hw 2 contact u", intent: "contact" },
  {
    message:
      "We supplied office furniture to a government ministry in 2023 and our invoices of Le 320,000 remain unpaid. We would like your firm to recover the debt.",
    intent: "area:contract",
  },
  {
    message:
      "My niece who helps at my shop in Freetown called me crying. Her landlord's son broke into her room last night and tried to rape her, and he keeps texting that he'll come back. She's too frightened to go home. Please tell me what she can do right now.",
    intent: "safety",
  },
  {
    message:
      "For two years I have been in disagreement with the Timber Traders Cooperative about my share of the profits from a joint contract. We attend the same church and would hate to go to court. The pastor has suggested we find a neutral person to settle it formally. Would your firm act as mediator or arrange an arbitration?",
    intent: "area:arbitration",
  },
  { message: "Could you please give me your telephone number? I prefer to speak to someone.", intent: "phone" },
  {
    message: "my frend wuz arrest at di sawmill today by police they sed he steal diesel he in the lock up at tongo police now please send a lawyer",
    intent: "urgent",
  },
  { message: "ow di bodi? kushe", intent: "greeting" },
  { message: "Could you send me your scale of fees for drafting commercial contracts?", intent: "knowledge:Fees" },
  { message: "my landlady wnt 2 sell d building whr my shop is, she sey i must leave nxt wk. i need lawyer 4 dis", intent: "area:land" },
  { message: "where can i test my hearing in freetown, d sawmill noise don spoil my ear", intent: "off-topic" },
  { message: "if a no pe di lon we a tek fo di timba yad, di bank fit sel mi os?", intent: "legal-question" },
  { message: "Please could you schedule a meeting with one of your partners early next week regarding the sale of our Hastings property?", intent: "booking" },
  { message: "wat ur email", intent: "email" },
  {
    message: "I want to write a will covering my house in Freetown and my furniture business in London. Can you draft the Sierra Leone side of it?",
    intent: "area:family",
  },
  { message: "Hello, I get small matter", intent: "unknown" },
  { message: "my uncle goods lost at sea, d boat sink near shenge. wat can u do", intent: "area:shipping" },
  { message: "wich pikin skul na Kenema gud fo mi smol bra?", intent: "off-topic" },
  {
    message:
      "Please, this is urgent. My father, who owns a furniture workshop in Bo, was taken from his home this morning by police officers. My mother says they gave no reason and he's now at Bo police station. He has high blood pressure and needs his medicine. Can your Bo office help?",
    intent: "urgent",
  },
  { message: "Una fit help wit ol kind matter or only land?", intent: "services" },
  { message: "sum1 stole my sewing machines n i saw dem in anoda shop. i wnt d man charged. can u help me wit d police", intent: "area:criminal" },
  { message: "my brodda in law come wit knife say he go stab me if i dont leave d house, am hidin in d workshop", intent: "safety" },
  {
    message: "I'd like to open a branch of my UK furniture business in Freetown. What do I need to register, and can you do it for me?",
    intent: "area:business",
  },
  { message: "wat time u open in d morning in bo", intent: "hours" },
  { message: "a go kam wit mi motobaik, usai a go pak am?", intent: "knowledge:Parking" },
  { message: "If my tenant has not paid for six months, may I change the locks on the workshop, or would I be breaking the law?", intent: "legal-question" },
  { message: "tel mi di lawyer dem nem", intent: "team" },
  { message: "I sell logs for one man, he take dem, he no pay me balance. 6 month now. I want lawyer", intent: "area:contract" },
  { message: "help me write a speech 4 my wedding, my best friend is my witness n i wnt 2 thank him", intent: "off-topic" },
  { message: "tenki bo", intent: "thanks" },
  { message: "Ahead of our meeting, which documents should we prepare regarding the employment dispute?", intent: "knowledge:What to bring" },
  { message: "How do I find your Bo office on Dambara Road? Is it near the market?", intent: "address" },
  { message: "a want mit di lawyer dem tide fo mi timba yad kes, a kin kam na tu oklok?", intent: "booking" },
  { message: "police r at my door nw wit paper, dey wnt 2 take my husband 4 d sawmill loan. pls hlp quick", intent: "urgent" },
  { message: "me n d man who supply me foam agree 2 use mediation. can u b d mediator", intent: "area:arbitration" },
  { message: "Ok bye, I go call later.", intent: "goodbye" },
  { message: "mi nefyu se if a no gi am di timba yad i go kil mi wit kotlas. i de wet fo mi na mi os naw wit di kotlas. a no de go os", intent: "safety" },
  {
    message:
      "I have been putting this off for some time. My late brother's sawmill at Waterloo has been sitting idle while the family argues, and the machinery is rusting. I think it is time to take proper advice. Could I please make an appointment to see a lawyer one morning next week?",
    intent: "booking",
  },
  { message: "my cousin still inside makeni police cell since sunday, dey say he steal timber, no bail. wat we do", intent: "urgent" },
  { message: "my son wants 2 become a lawyer, which university in sierra leone is best 4 law?", intent: "off-topic" },
  {
    message:
      "My mother wants to give me her house in Wellington before she passes, so I can turn the ground floor into a showroom. We need the conveyance done properly. Can you handle it?",
    intent: "area:land",
  },
  {
    message: "If one of our delivery drivers damages a customer's house while installing a wardrobe, is the company liable or the driver personally?",
    intent: "legal-question",
  },
  {
    message: "my husband relatives came 2 d shop 2day wit sticks sey if i dnt give dem d shop dey wil beat me till i die. dey sey dey cum bk 2nite",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I am part-owner of a fishing boat operating out of Tombo. The vessel was detained by a fisheries patrol last week over licensing. I should be grateful if your chambers could represent us in securing its release. Yours faithfully, E. Macauley",
    intent: "area:shipping",
  },
  {
    message: "Could you tell me a little about Adama Koroma's background and the kind of matters Adama Koroma usually handles?",
    intent: "attorney:Adama Koroma",
  },
  { message: "una open 2day?", intent: "hours" },
  {
    message: "Me and my brother do timber business together but no paper. Now we want make am proper company with share. Una do that?",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir/Madam, My husband, a timber dealer, was arrested at Lungi airport this morning on arrival from Conakry and is being held by police officers there. I am abroad and cannot reach him. I should be grateful if you could send a lawyer to him immediately.",
    intent: "urgent",
  },
  { message: "my dad left my mum n us 5 yrs ago, he dnt pay 4 school. mum want lawyer 4 maintenance", intent: "area:family" },
  { message: "ow fo mek mi mangro tri bia mo?", intent: "off-topic" },
  {
    message:
      "Last October I paid a carpenter in Freetown Le 60,000 to build fitted kitchens in two flats I'm renovating. He finished one and vanished with the rest of the money. His brother says he's now in Makeni. I want either the work done or my money back.",
    intent: "area:contract",
  },
  { message: "wat services u offer", intent: "services" },
  { message: "My late wife's sister speaks only Mende. Would she be able to speak with a lawyer in her own language?", intent: "knowledge:Languages spoken" },
  {
    message: "Dem hold me for police station now. I borrow phone from officer. Dem say I sell log wey no get permit. Please come Port Loko.",
    intent: "urgent",
  },
  { message: "polis bin kech mi las yia an dem lef mi. naw dem se dem go tek mi bak fo di sem tin. dem kin du dat?", intent: "legal-question" },
  {
    message:
      "One of our former employees has been charged with stealing from the showroom, and the police want us to give evidence. We would like a lawyer to follow the prosecution on our behalf.",
    intent: "area:criminal",
  },
  { message: "I wnt 2 book wit Hawa Turay 4 sat", intent: "booking" },
  { message: "Could you list the lawyers at the chambers, please?", intent: "team" },
  { message: "Which settlement in Kono has the biggest diamond market?", intent: "off-topic" },
  {
    message:
      "Some young men at the timber market have told my grandson they will shoot him if he testifies about the theft he saw. He is staying with us now and will not leave the house. We fear for him.",
    intent: "safety",
  },
  { message: "di timba dila asosieshon don gi wi di avod, bot di man no gri pe. a want lawyer fo mek dem fos am", intent: "area:arbitration" },
  { message: "wat is ur fone num", intent: "phone" },
  { message: "a want fo bai lan na Kenema fo bil os, bot a want lawyer fo chek if di man we de sel am na in yon", intent: "area:land" },
  { message: "Is parking free near your Freetown office, or is it paid street parking?", intent: "knowledge:Parking" },
  {
    message:
      "My son-in-law was picked up by the police last night and has not been released. He manages a sawmill at Mile 91 and I believe he is held at the station there. Kindly help us.",
    intent: "urgent",
  },
  { message: "I wnt 2 register my upholstery biz name in Bo. cn u help", intent: "area:business" },
  {
    message: "My business partner in Freetown wants to sell his 50% of our furniture company to a stranger. Can he do that without my consent?",
    intent: "legal-question",
  },
  { message: "How I go contact una lawyer? Phone or come office?", intent: "contact" },
  { message: "my sewing machines frm China stuck at d port 2 months, clearing agent took my money n vanish. pls hlp", intent: "area:shipping" },
  { message: "Good day to you.", intent: "greeting" },
  { message: "Which area in Freetown has the best restaurants? I'll be visiting in August.", intent: "off-topic" },
  {
    message: "My daughter is getting married next month and we would like the marriage properly registered and a marriage settlement drawn up. Can you help?",
    intent: "area:family",
  },
  { message: "una ofis de na Siaka Stevens, na wich said, nia Kotin Tri?", intent: "address" },
  {
    message: "Forest officer take bribe from me and still arrest me last month. Dem release me after 3 day. Now I want report am. You help?",
    intent: "area:criminal",
  },
  { message: "dem bigman na di sawmil se if a tel polis bot di tif diesel dem go dun mi. dem de wach mi os evri nait", intent: "safety" },
  { message: "wat 2 bring 4 d meetin n hw much it cost", intent: "knowledge:What to bring", also: ["knowledge:Fees"] },
  { message: "my boss sack me bcos i got sick 4 2 weeks. can he do dat?", intent: "legal-question" },
  { message: "Is the office open during the lunch hour, or do you close between one and two?", intent: "hours" },
  { message: "a sain kontrak fo wok 2 yia na di sawmil bot dem don pul mi afta 5 mont. a nid lawyer fo mi rait", intent: "area:contract" },
  { message: "hw do i register 4 WAEC exams dis year", intent: "off-topic" },
  { message: "I am very grateful for your help. Thank you.", intent: "thanks" },
  { message: "I want book appointment with lawyer for my log matter. Friday fine.", intent: "booking" },
  { message: "my son was arrestd 2day at school by police 4 fight, dey still hold him at d station, he is 16. pls cum", intent: "urgent" },
  { message: "Me and di sawmill owner want settle out of court. Who go be di neutral person? Una fit arrange am?", intent: "area:arbitration" },
  { message: "a de go naw, wi go tok bak", intent: "goodbye" },
  { message: "Before I say more, could you tell me generally what sort of work your chambers undertakes?", intent: "services" },
];
