import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: community radio stations, presenters, call-in show listeners, advert sellers and the people talked about on air. writers: (1) Alhaji Sorie Kanu, 58, station manager of Kambia Community Radio, formal letters on a laptop; (2) Mariama 'DJ Mimi' Fofanah, 24, late-night presenter at a Freetown youth FM, SMS shorthand on a cracked Android; (3) Pa Brima Lahai, 67, retired teacher and daily call-in listener in Kenema, Krio through voice-to-text; (4) Kadiatu Mansaray, 35, advert seller for a Bo station, mixed Krio-English on WhatsApp; (5) Foday Kargbo, 41, morning talk-show host in Port Loko, long stories; (6) Jeneba Williams, 29, diaspora nurse in London who streams the station online, tidy emails; (7) Musa Kamanda, 19, studio technician intern in Koidu, Kono, heavy typos and fragments; (8) Aminata Bockarie, 46, Makeni market trader who was named on air, Krio and broken English
export const DEVELOPMENT_HUNDRED_AND_THIRTY_FIRST: LabelledMessage[] = [
  {
    message:
      "abeg una help, police don carry we presenter go Central station dis morning afta im show. Dem se na bikos of wetin im tok bout di council chairman. Im still de insai now now",
    intent: "urgent",
  },
  {
    message: "Our station wants to cover the opening of the new football court in Kenema on Saturday. Who won the district final there last year?",
    intent: "off-topic",
  },
  {
    message:
      "I host the Saturday farmers programme on our community station in Moyamba. Last year I bought a plot near Taiama to build a small studio and put up a transmitter mast. Now a family says the land was never the seller's to sell, and they have started planting sticks on it. I have the receipt but no survey plan. I need a lawyer to handle this land matter for me.",
    intent: "area:land",
  },
  { message: "Good afternoon from the Radio Kolenten team", intent: "greeting" },
  {
    message:
      "If a caller on my phone-in show accuses a councillor of stealing money and I don't cut him off, can the councillor sue me as the presenter, or only the station?",
    intent: "legal-question",
  },
  {
    message:
      "since i read dat news on air abt d chief son, 2 men de follow me wen i close frm studio at nite. yday dem tell me we go finish u. i fear 2 go home pls",
    intent: "safety",
  },
  {
    message:
      "We sold airtime to a phone shop for three months of adverts. They ran every spot and now refuse to pay the invoice of Le 18,000. Can your firm chase this for us?",
    intent: "area:contract",
  },
  { message: "wat time una office de open 2moro? i get show frm 7 to 10 so i go cum afta", intent: "hours" },
  {
    message:
      "Mi man na presenter na Bo radio, we don marid 9 ies. Im don lef di os an im nor de gi di pikin dem notin fo it. A wan lawyer fo di maintenance palava.",
    intent: "area:family",
  },
  {
    message:
      "Sir my brother who sells adverts for our FM was picked up by soldiers at the checkpoint near Masiaka last night and they have not released him till now. Please what do we do",
    intent: "urgent",
  },
  {
    message:
      "Our new transmitter and studio console came in a container from China. It has been held at Queen Elizabeth Quay for 3 weeks because customs says the invoice value is wrong. Can you help get it released?",
    intent: "area:shipping",
  },
  { message: "Wetin na di bes way fo cook cassava lif wit bonga fish? a wan share am pan mi cooking show Sunday", intent: "off-topic" },
  { message: "Who are the lawyers in your chambers? Listeners keep asking on our call-in line and I want to read the names correctly on air.", intent: "team" },
  {
    message: "I want to register our community radio as a company limited by guarantee so we can apply for the licence. Do you do that kind of registration?",
    intent: "area:business",
  },
  {
    message:
      "am writin dis from insai di cell at Kissy polis station, one officer borrow mi im fon small. Dem se a defame di minister pan mi programme. pls sen lawyer",
    intent: "urgent",
  },
  { message: "How much do you charge for a first consultation? We are a small community station with almost no budget.", intent: "knowledge:Fees" },
  {
    message:
      "Our station manager has been charged with publishing false news and the case comes up at the Magistrate Court next month. He is on bail for now. We need a defence lawyer for him.",
    intent: "area:criminal",
  },
  { message: "I would like to book a consultation with Isatu Bangura next Tuesday morning about a contract with our sponsors.", intent: "booking" },
  { message: "How long should I charge my new field recorder battery before first use? The manual is in Chinese", intent: "off-topic" },
  {
    message:
      "Two partner stations share one mast and we are quarrelling over the electricity bill. We don't want court, we want a neutral person to mediate between us. Do you do mediation?",
    intent: "area:arbitration",
  },
  {
    message: "Pa Brima here. Dem call mi name pan radio se a tif goat, na lie. A get rait fo mek di station apologise pan air? wetin di law se?",
    intent: "legal-question",
  },
  { message: "Where exactly is your Freetown office? I will be coming from Lumley by okada.", intent: "address" },
  {
    message:
      "My husband heard me on the women's hour talking about our marriage. He came home with a cutlass and said tonight he will teach me a lesson I won't forget. I ran to my neighbour's place and I'm scared to go back.",
    intent: "safety",
  },
  { message: "lawyer 4 lan title serch pls. want buy plot 4 d station in waterloo", intent: "area:land" },
  { message: "hello pls i get one tin", intent: "unknown" },
  {
    message:
      "Dear Sir/Madam, I am the station manager of Kambia Community Radio. In March we engaged a contractor to build our new studio block and paid him sixty per cent of the price in advance. He stopped work in May and no longer answers our calls or letters. I should be grateful if your chambers could take up this matter on our behalf. Yours faithfully, Alhaji Sorie Kanu.",
    intent: "area:contract",
  },
  { message: "Polis de na di studio dor now now, dem se dem de kam tek di presenter wey do di morning show. pls ep quick", intent: "urgent" },
  { message: "wat is ur phone numba? i want call", intent: "phone" },
  {
    message:
      "My late father was a well known newscaster in Bo. He died last month without leaving a will, and now his brothers want to share out his house and car among themselves. My mother and I are being pushed aside. We need help with his estate.",
    intent: "area:family",
  },
  { message: "If I record a caller without telling him and replay it on air the next day, is that against the law?", intent: "legal-question" },
  { message: "Can you help me write a short speech for our station's 10th anniversary?", intent: "off-topic" },
  {
    message:
      "Someone hacked our station's Facebook page and posted lies about our sponsors. We know exactly who did it, a former volunteer. We want to report him and see him prosecuted. Can you help with that?",
    intent: "area:criminal",
  },
  { message: "Are you open on Saturday? I present on weekdays so that's my only free day", intent: "hours" },
  {
    message:
      "Our biggest sponsor's fishing boat was seized by the navy off Tombo, he says for no reason, and he asked me to find him a lawyer. Do you handle fishing boat matters?",
    intent: "area:shipping",
  },
  { message: "Is Fatmata Kamara still the senior partner there? I interviewed her on our law programme some years ago.", intent: "attorney:Fatmata Kamara" },
  { message: "A nor sabi English fine. Una lawyer dem de tok Krio?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Mi an mi padi bin start one smol advert agency, we de sel airtime fo tri radio. Now we de quarrel bout who get wetin pan di shares. Una de handle business partner palava?",
    intent: "area:business",
  },
  { message: "Can I come and see a lawyer this week? I'm a presenter and I have a problem with my employer", intent: "booking" },
  {
    message: "How do we get in touch with your office? We would like to invite one of your lawyers onto our Friday legal clinic programme.",
    intent: "contact",
  },
  {
    message:
      "My son was taken by police yesterday from the radio station where he works as a DJ. They said he played a song that insults the President. He was on shift and they just walked in. Up to now they have not released him, he is still at Ross Road station and they won't let us see him.",
    intent: "urgent",
  },
  { message: "Who will be the judge of the Miss Kenema pageant we are broadcasting live on Friday?", intent: "off-topic" },
  { message: "Do you have a woman lawyer? My sister was insulted on air and she prefers to talk to a woman.", intent: "team" },
  { message: "Pls send me ur email n phone numba, i want 2 forward d recording", intent: "email", also: ["phone"] },
  {
    message: "Dem de threaten mi se if a nor stop di corruption programme dem go bon mi os wit mi pikin dem insai. Dis na di tod leta. A de fred bad",
    intent: "safety",
  },
  {
    message:
      "We signed an agreement with a telecom company which says any dispute goes to arbitration. They have now refused to pay for the sponsored programme we produced for them all year. Can you represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "Is there space to park our station van near your office?", intent: "knowledge:Parking" },
  { message: "Thanks a lot, that helps.", intent: "thanks" },
  {
    message:
      "I sold adverts on commission for a station for four years, with no written contract, just a handshake with the owner. Last month they sacked me and refused to pay my last three months of commission. They say without papers I have nothing. Do I have a right to claim the money even without a written contract?",
    intent: "legal-question",
  },
  { message: "What kind of cases does your firm take?", intent: "services" },
  { message: "Abeg a wan mit lawyer on Monday bout mi lan na Waterloo", intent: "booking" },
  { message: "How many bags of rice fit in a 20ft container? I want to announce the wholesale price on our market news programme.", intent: "off-topic" },
  {
    message:
      "Dem don summon mi fo go kot na Makeni nex wik, dem se a insult di chiefdom speaker pan mi call-in programme. A nor eva go kot bifo. A nid lawyer fo defend mi.",
    intent: "area:criminal",
  },
  { message: "pls hlp!! d CID cum tk our news editor frm d studio 1hr ago, dey hv him at d station nw n dey nt tellin us wat d charge is", intent: "urgent" },
  {
    message:
      "Our station aired an advert for a herbal medicine and now the Pharmacy Board says we broke the law. Can they fine the station for an advert that someone else wrote and paid for?",
    intent: "legal-question",
  },
  { message: "Morning. I'd like an appointment with Abdul Rahman Sesay, any day next week after 11am.", intent: "booking" },
  {
    message:
      "My uncle gave me a piece of land at Lungi in 2015 and I used it to set up a relay mast for our station. He has now died, and his children say the gift was never written down and they want the land back. Last week they brought surveyors and started measuring around the mast. I want your chambers to defend my right to that land.",
    intent: "area:land",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  { message: "Wetin na di pris fo one bag of cement na Bo dis wik?", intent: "off-topic" },
  { message: "i wan adopt mi late sista pikin, im mama na bin presenter na Radio Moa. a nid lawyer fo di adoption papers", intent: "area:family" },
  {
    message:
      "The man I named on air for selling fake fertiliser sent boys to my house this evening. They broke my window and said next time it will be my head. I am hiding at my cousin's in Wellington tonight.",
    intent: "safety",
  },
  {
    message:
      "Good day. I clear goods for a living and I also run ads on our local FM. A client's generator shipment was lost at sea between Antwerp and Freetown and the shipping line refuses responsibility. Do you take cargo claims?",
    intent: "area:shipping",
  },
  { message: "wat una de do? una na lawyer fo everytin?", intent: "services" },
  {
    message:
      "My wife reads the news on Radio Bo. Police came to our house at 5am and took her away, saying she must answer for a report about the mining company. She has been at Bo police station since morning and they refused to grant bail. The children are crying for her.",
    intent: "urgent",
  },
  {
    message: "We want to open a second station in Kailahun as a separate business. Can you help with the licence and registering the business name?",
    intent: "area:business",
  },
  { message: "When I come for the meeting what papers should I bring? I have the station contract and some recordings.", intent: "knowledge:What to bring" },
  {
    message:
      "I am a presenter. My employment contract says six months' notice, but the station dismissed me with one week's notice after I complained about salary. I want a lawyer to take this up.",
    intent: "area:contract",
  },
  { message: "If caller cuss pesin pan mi programme, na mi go bia di case or na di caller? abeg explain", intent: "legal-question" },
  { message: "what time do you close on Friday", intent: "hours" },
  {
    message:
      "our DJ still inside since yesterday, dem carry am go Lumley station afta di mayor complain bout one song. nobody tell us anytin. pls wetin we fo do",
    intent: "urgent",
  },
  {
    message:
      "Our station and the advert agency disagree on how much commission they earned last year. Both sides would rather have someone neutral decide than go to court. Can you arrange mediation?",
    intent: "area:arbitration",
  },
  { message: "ok so...", intent: "unknown" },
  {
    message: "Dem lock mi broda na Kenema station since yestiday, im na di man wey de sel advert fo Radio Wan. Dem nor tel we wetin im do. abeg ep",
    intent: "urgent",
  },
  { message: "how many lawyers work at the firm?", intent: "team" },
  {
    message:
      "Dear Sir, The board of our community radio intends to purchase a building in Makeni to house the studios. We require a full title search and conveyancing before any money changes hands. Kindly advise whether your chambers can undertake this work. Regards, Board Secretary.",
    intent: "area:land",
  },
  { message: "Na wich namba a go call una? or una de pan WhatsApp?", intent: "phone" },
  { message: "can i pay the fees small small? my salary from the station is not much", intent: "knowledge:Fees" },
  {
    message:
      "Last year I was arrested after a caller made a remark on my programme, and I spent two nights in a cell before I got bail. The case was dropped in January. Now the same police officer is saying they will reopen it. I want a criminal lawyer to look at my file before anything happens.",
    intent: "area:criminal",
  },
  { message: "Hello there, good evening", intent: "greeting" },
  { message: "can i see a lawyer 2moro abt my divorce", intent: "booking", also: ["area:family"] },
  { message: "Write me a jingle for a rice shop advert, something catchy in Krio", intent: "off-topic" },
  {
    message:
      "my boss at d station keep touchin me in d studio wen nobody dey n says if i talk he go sack me n hurt me. today he lock d studio door wit me inside b4 som1 knock. pls i dont kno wat 2 do",
    intent: "safety",
  },
  { message: "Which street is the Bo office on?", intent: "address" },
  {
    message:
      "My photo was used on a billboard advert by the station's sponsor without my permission. Can I claim money from them, and how much would a court give?",
    intent: "legal-question",
  },
  {
    message: "My husband and I both work at the same station and we have agreed to divorce peacefully. We need a lawyer to do the divorce papers for us.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I write with great urgency. Our presenter, Mr. Lamin Kallon, was arrested at the studio this afternoon by armed police and is presently detained at Makeni police station. No charge has been communicated to us. I should be grateful for your immediate legal assistance. Alhaji Sorie Kanu, Station Manager.",
    intent: "urgent",
  },
  { message: "wat is d email", intent: "email" },
  {
    message:
      "Our sponsor is a clearing agent. His client's container of used cars is held at the quay and customs want a huge penalty. He asked me to find a shipping lawyer. Is that you?",
    intent: "area:shipping",
  },
  { message: "Does anyone at the firm speak Mende? My grandmother, who was named on the radio, only speaks Mende.", intent: "knowledge:Languages spoken" },
  { message: "How can we reach you from London?", intent: "contact" },
  { message: "When will the Brussels Airlines flight land at Lungi tonight? I'm picking up our guest presenter.", intent: "off-topic" },
  {
    message:
      "We took a bank loan in the station company's name to buy equipment, and now the bank wants to seize the equipment. Do you handle business bank loan problems?",
    intent: "area:business",
  },
  { message: "A wan kam si lawyer fo tok bout di advert moni wey di company nor pay. Wen una free?", intent: "booking" },
  { message: "ok bye, I'll call later", intent: "goodbye" },
  {
    message:
      "Dear team, could you tell me the range of legal services your chambers provide? We are preparing a community legal awareness series and want to explain what firms like yours do.",
    intent: "services",
  },
  {
    message: "We won an arbitration award against the advertising company last year but they still refuse to pay. We need help getting the award enforced.",
    intent: "area:arbitration",
  },
  { message: "una open lunch time?", intent: "hours" },
  { message: "If I quit the station now, do they have the right to keep my last salary because I did not give notice?", intent: "legal-question" },
  {
    message: "The printing company took our money for 500 station T-shirts and posters and delivered nothing. Need lawyer to get our money back.",
    intent: "area:contract",
  },
  { message: "Who won the Sierra Leone Premier League last season?", intent: "off-topic" },
  {
    message:
      "My neighbour called in to the morning show and said I practise witchcraft. Since then people in the street have been throwing stones at my house, and last night a group said they will come back with petrol. I am inside with my two girls and we are not sleeping.",
    intent: "safety",
  },
  {
    message:
      "I run a small community station in Bonthe and we rent the building from a businessman. We were two months late with rent because the sponsors paid late. Last week he cut the electricity and put a padlock on the gate, and all our equipment is locked inside. Is it legal for a landlord to lock us out like that without going to court?",
    intent: "legal-question",
  },
  {
    message:
      "hello lawyer my son presenter at radio wan people police hold him since friday night at the kenema station they say he must stay till monday the O C say no bail please come",
    intent: "urgent",
  },
  {
    message:
      "In the radio drama we are recording, the grandmother has custody of a goat that the whole village wants to eat. What is a good pepper soup recipe for goat meat?",
    intent: "off-topic",
  },
  {
    message: "Di radio chairman bil fens pan mi lan na Kono, im se na community lan. A get mi title deed. A nid lawyer fo dis boundary palava.",
    intent: "area:land",
  },
  { message: "kushe o", intent: "greeting" },
  {
    message:
      "We signed a sponsorship agreement with a bank for our health programme. Before we sign the renewal, can one of your lawyers review it? It's 12 pages.",
    intent: "area:contract",
  },
  { message: "I need a consultation for my station about our broadcasting licence. When is the earliest slot?", intent: "booking" },
  {
    message:
      "I'm a regular caller on the Tuesday night show. I talked about the man next door who beats his wife, and now he knows it was me. Tonight he is standing at my door with a stick shouting my name. I'm inside with my kids and he's still out there.",
    intent: "safety",
  },
  { message: "pls i need lawyer 4 custody of my daughter. her dad is a DJ n he moved 2 Freetown wit her widout tellin me", intent: "area:family" },
  { message: "What kind of cases does Abdul Rahman Sesay handle? Someone at our station recommended him.", intent: "attorney:Abdul Rahman Sesay" },
  { message: "lawyer 4 cargo claim?", intent: "area:shipping" },
  {
    message:
      "Please, they picked up my aunt at the market this morning after her name was read on the radio as the one who took the traders' association money. She is in the cell at Makeni police now.",
    intent: "urgent",
  },
  { message: "Do you open on public holidays? Independence Day is my only day off from the station.", intent: "hours" },
  {
    message:
      "Our station was charged together with our presenter over a broadcast during the elections. The first hearing is in two weeks. Do you have a criminal lawyer who does media cases?",
    intent: "area:criminal",
  },
  { message: "what is the capital of Guinea? we have a quiz on air in 5 minutes", intent: "off-topic" },
  { message: "Can I park my okada in front of the office?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir/Madam, Our board has resolved to close the commercial arm of the station, Kono Media Ltd, which has not traded for two years. We would like your chambers to handle the winding up of the company. Kindly advise on the next steps. Sincerely, Board Secretary.",
    intent: "area:business",
  },
  { message: "Wetin go appen to mi if di station sue mi bikos a tek di advert moni? a nor tif am, dem nor pe mi salary fo 5 mont.", intent: "legal-question" },
  { message: "Who are the partners at Kamara & Associates?", intent: "team" },
  {
    message:
      "Dear Sir, Two community stations in our district have been in a long quarrel over a frequency, and the chiefdom council has suggested mediation. Does your firm provide a neutral mediator? We would prefer that to going to court.",
    intent: "area:arbitration",
  },
  { message: "helo?? anybodi dey", intent: "unknown" },
  { message: "Can I call you now? What's the number?", intent: "phone" },
  {
    message: "I rent a room to a presenter who hasn't paid for seven months and plays loud music all night. I want to evict him properly. Can you help?",
    intent: "area:land",
  },
  { message: "Mi fon nor de charge agen, di charja pin don spoil. Aw a go fix am?", intent: "off-topic" },
  {
    message: "d soldiers tk our station technician at d barracks gate dis evening. he went 2 fix d mast n dey say he was spyin. he is still there",
    intent: "urgent",
  },
  { message: "What is your email address for sending documents?", intent: "email" },
  {
    message:
      "My husband called in to the Family Matters show and told the whole district that I am a bad mother. We separated two years ago and the boys have lived with me since. Now he has filed to take full custody of our two sons. I want a lawyer to fight for my children.",
    intent: "area:family",
  },
  {
    message: "Mi man don tel mi se if a go bak na di radio fo tok bout wetin im de du, im go kil mi. Im de drink an im de shout now. A nor no usai fo go",
    intent: "safety",
  },
  { message: "I want to meet Christiana Thomas on Thursday if she's free.", intent: "booking" },
  {
    message:
      "A UK charity donated equipment to our station and it has been stuck in customs at the Queen Elizabeth II Quay since January. The clearing agent says we need a lawyer to sort out the duty waiver. Can you help?",
    intent: "area:shipping",
  },
  { message: "A wan register mi advert business name. Una de du dat?", intent: "area:business" },
  { message: "what's the best way to contact you? i'm abroad", intent: "contact" },
  {
    message: "Can the government close our community station for airing a political debate? Do they have that power without a court order?",
    intent: "legal-question",
  },
  { message: "Can you recommend a good microphone for a small radio studio under 200 dollars?", intent: "off-topic" },
  { message: "Do you only do court cases or other services too?", intent: "services" },
  { message: "thank you sir, very kind", intent: "thanks" },
  {
    message:
      "My cousin was in Pademba Road prison for three years and was released last month. We believe the conviction was wrong from the start. Can you help with an appeal?",
    intent: "area:criminal",
  },
  { message: "is d office open now?", intent: "hours" },
  {
    message:
      "I advertise my shop on Radio Kolenten. They took six months' payment in advance but stopped my advert after two months, and every week they give a new excuse. I want my money back through a lawyer.",
    intent: "area:contract",
  },
  { message: "Polis don kam na mi os now fo tek mi papa bikos of wetin im tok pan radio yestiday. Dem de na di get. Abeg ep wi!", intent: "urgent" },
  { message: "what documents do i need for d land case meeting?", intent: "knowledge:What to bring" },
  { message: "Is there a lawyer in Bo? Who works there?", intent: "team" },
  { message: "The judge on our radio talent show gave my daughter low marks. How do I train her voice for next season?", intent: "off-topic" },
  {
    message: "Wi an di company wey rent wi di mast nor gri bout di moni. Wi nor wan go kot. Una fit put one neutral pesin fo settle am?",
    intent: "area:arbitration",
  },
  { message: "Am I allowed to read out a person's name on air if the police have arrested them but not charged them yet?", intent: "legal-question" },
  { message: "Need an appointment on Saturday morning to discuss my late husband's estate", intent: "booking" },
  { message: "Usai una ofis de? nia wetin?", intent: "address" },
  { message: "alright, goodnight and God bless", intent: "goodbye" },
  {
    message:
      "A listener has been messaging me every night saying he knows where I sleep and he will come for me after my show. Tonight he sent a photo of my house with my car outside.",
    intent: "safety",
  },
  {
    message:
      "They have remanded my husband at Pademba Road since Monday over a story he read on the news. The magistrate refused bail and the next date is in a month. Please we need a lawyer.",
    intent: "urgent",
  },
  {
    message:
      "Three of us started Radio Salone Vibes as friends in 2019. We never wrote anything down about who owns what because we trusted each other. Now one partner collects all the advert money into his personal account and tells sponsors the station is his alone. We want lawyers to sort out the shareholding and register the company properly.",
    intent: "area:business",
  },
  { message: "What's the weather forecast for Freetown tomorrow? We're doing an outdoor broadcast at Lumley Beach.", intent: "off-topic" },
  {
    message:
      "URGENT my dad was arrested at his shop this morning cos a caller on the radio said he sells stolen phones. they still holding him at Congo Cross station. pls call me",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, A presenter on our station recently read out a statement from a political party which named a local businessman as a thief. The businessman has threatened to sue us. I should be grateful if you could advise whether the station is liable for repeating another party's statement, and what damages a court might award against us.",
    intent: "legal-question",
  },
  { message: "Una de opin Satide?", intent: "hours" },
  {
    message: "I want to write a will. I own a small radio station and a house in Kenema and I want to be sure my children get them, not my in-laws.",
    intent: "area:family",
  },
  {
    message:
      "since d program aired, my husband's family came 2 my house 3 times. today dey said dey go beat me till i die if i dont leave d house. i'm locked in d bedroom",
    intent: "safety",
  },
  {
    message:
      "My uncle's fishing vessel was rammed by a foreign trawler near Shenge and the hull is split. The trawler's owners refuse to pay anything. We heard on the fisheries programme that some firms handle ship cases. Can you help?",
    intent: "area:shipping",
  },
  { message: "Is the first talk with a lawyer free or do I pay?", intent: "knowledge:Fees" },
  {
    message: "Book me for Monday at 10 with any lawyer please, it's about the station's contract with the telecom company.",
    intent: "booking",
    also: ["area:contract"],
  },
  {
    message: "i want help for my land at Kissy the neighbor move the beacon and start building on my side i need lawyer for boundary matter",
    intent: "area:land",
  },
  { message: "Dem hol mi padi na Bo polis sins las nite, im na di presenter fo Wi Yone Tok. Dem nor gri fo lef am. wetin a fo du", intent: "urgent" },
  {
    message:
      "My brother was released on bail yesterday but he must report to the police every week. The charge is incitement, for what he said on air. We need a lawyer to defend him in court.",
    intent: "area:criminal",
  },
  { message: "How much is a ticket on the ferry from Tagrin to Kissy now?", intent: "off-topic" },
  { message: "list of ur lawyers pls", intent: "team" },
  {
    message:
      "We produced radio adverts for a supermarket. They used them for eight months and now say they won't pay our last three invoices. I need a lawyer to recover the money.",
    intent: "area:contract",
  },
  { message: "I need help", intent: "unknown" },
  {
    message: "What we want is mediation between our station and the former manager, not a court case. Is that something you offer?",
    intent: "area:arbitration",
  },
  { message: "If a cuss di mayor pan social media, dem fit put mi na jail? aw long?", intent: "legal-question" },
  { message: "Do you handle business licences for radio stations?", intent: "area:business" },
  { message: "What services do you offer? Short answer pls.", intent: "services" },
  {
    message: "My phone contract with the network keeps deducting airtime for things I never subscribed to. How do I stop the subscription?",
    intent: "off-topic",
  },
  { message: "pls dem carry mi broda go station las nite afta im call insai di programme. im still dey dey, dem nor tel we notin", intent: "urgent" },
  {
    message:
      "Good evening. I am writing from the Waterloo police post. They allowed me one call but my wife's phone is off, so I'm using a friend's data here at the counter. I have been held since noon over a story I did on land grabbing. Please send someone.",
    intent: "urgent",
  },
  {
    message: "We want to lease a hilltop in Port Loko for 20 years to put up our mast. Can you draft the lease and check the title first?",
    intent: "area:land",
  },
  { message: "Mi sista wan divos im man. Im de disgres am pan im radio programme ebri de. Una go ep am?", intent: "area:family" },
  { message: "Can I speak with someone in Temne? My English isn't strong.", intent: "knowledge:Languages spoken" },
  {
    message:
      "Please. A big man I criticised on my morning show has sent his boys to the station twice. Today they told the gateman they will shoot me when I come out. I am still in the studio and I'm afraid to leave.",
    intent: "safety",
  },
  { message: "How do I find your office in Freetown, is it near the Cotton Tree?", intent: "address" },
  { message: "a wan book appointment wit lawyer fo nex wik abeg", intent: "booking" },
  {
    message: "Our container of solar panels for the station is at the port and the clearing agent disappeared with the money for the duty. Please help us.",
    intent: "area:shipping",
  },
  { message: "Can my employer cut my salary because I refused to read an advert I believe is a lie?", intent: "legal-question" },
  { message: "what hours are you open on weekdays?", intent: "hours" },
  {
    message:
      "A man keeps calling our show to insult a disabled girl by name, and her mother has begged us to act. We want him charged. Do you help with this kind of thing?",
    intent: "area:criminal",
  },
  { message: "Una get WhatsApp namba?", intent: "phone" },
  {
    message:
      "An arbitrator gave a decision in our favour against the mining company that sponsored us, last year. They still refuse to pay. Can you help enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Much appreciated, thank you", intent: "thanks" },
  { message: "My husband's in a cell at Bo since Friday. Nobody tells us anything.", intent: "urgent" },
  { message: "Wetin a fo tek fo di edek wey nor de stop? a de present fo 4 awa ebri de", intent: "off-topic" },
  {
    message: "I was sacked from the station after nine years without any letter. I want a lawyer to help me get my end-of-service benefits.",
    intent: "area:contract",
  },
  { message: "your email please?", intent: "email" },
  { message: "Dear Sir/Madam, kindly let me know how I may reach your chambers. I reside in Kailahun and cannot travel easily.", intent: "contact" },
  { message: "Do you do things like drafting documents or only cases?", intent: "services" },
  { message: "Can I meet a lawyer at the Bo office, Friday afternoon?", intent: "booking" },
  {
    message:
      "I worked for the same station for six years and found out they never paid my NASSIT contributions, even though they deducted them from my pay every month. Can I take them to court, and will I actually get the money?",
    intent: "legal-question",
  },
  { message: "Good morning, hope you are well", intent: "greeting" },
  { message: "usai a go pak mi motoka wen a kam?", intent: "knowledge:Parking" },
  {
    message:
      "The people from the story I did on child marriage say they will cut me if I show my face in the village again. I have to go there on Friday for my mother's funeral. I am so afraid.",
    intent: "safety",
  },
  { message: "How much is a town lot of land in Waterloo these days? I want to tell my listeners the going price.", intent: "off-topic" },
  { message: "Bye bye", intent: "goodbye" },
  {
    message:
      "My co-host and I exposed the drug den by the wharf on last week's programme. Yesterday someone slashed my tyres and left a note on the seat saying next time it's your neck. I'm sleeping at the station tonight because I'm too scared to go home.",
    intent: "safety",
  },
  {
    message: "Mi granpa lef lan fo di whole famili na Makeni, now mi anti dem de sel am pis pis to strenja dem. A wan lawyer fo stop am.",
    intent: "area:land",
  },
  { message: "pls dem arrest di chairman of our radio board dis aftanun na Port Loko, im de na di station cell now", intent: "urgent" },
  { message: "Hi, I'd like to set up a meeting with Hawa Turay at the Bo office this Wednesday please.", intent: "booking" },
  { message: "Can you draft a contract between our station and the freelance presenters? We've never had written agreements.", intent: "area:contract" },
  { message: "Help me write a CV. I want to apply for a job as a court reporter with a radio station.", intent: "off-topic" },
  {
    message:
      "My mother died in March and left her provisions shop and our family house. My stepfather has taken over everything, changed the locks and will not share anything with us. My three siblings and I need a lawyer for her estate.",
    intent: "area:family",
  },
  { message: "If my husband divorces me, will the court let me keep the house we built with the money I earned selling adverts?", intent: "legal-question" },
  { message: "pls wat", intent: "unknown" },
  {
    message:
      "Police have been calling me to come in for questioning about an interview I did with a former rebel commander. I haven't gone yet and I'm not under arrest. I want a lawyer with me before I go.",
    intent: "area:criminal",
  },
  { message: "open tomorrow?", intent: "hours" },
  { message: "Wetin na di rate fo dola to Leones tide?", intent: "off-topic" },
  {
    message:
      "We chartered a boat to take our outside broadcast team and equipment to Banana Island. When the sea got rough the boat owner threw our generator overboard, and now he refuses to compensate us. We want to make a claim and need a lawyer for it.",
    intent: "area:shipping",
  },
  {
    message: "My daughter presents the youth show. Soldiers took her from the studio an hour ago. They're driving her to Wilberforce barracks now!",
    intent: "urgent",
  },
  {
    message:
      "I want to invest in a community radio station in Kabala with a Lebanese partner. We need help structuring the company and the investment agreement.",
    intent: "area:business",
  },
  { message: "Tell me about Hawa Turay. Is she the one in Bo?", intent: "attorney:Hawa Turay" },
  { message: "How many female lawyers do you have?", intent: "team" },
  { message: "Di station don sak mi bikos a get bele. Dem get rait fo du dat?", intent: "legal-question" },
  {
    message:
      "Our contract with a satellite provider says disputes go to arbitration in London. Can your firm represent a Sierra Leonean station in an international arbitration?",
    intent: "area:arbitration",
  },
  { message: "Im de bit mi ebri nite sins a stat fo wok na di radio. Las nite im brok mi an. Im se if a tel ennibodi im go kil mi.", intent: "safety" },
  { message: "Could you give me the email address for consultations?", intent: "email" },
  {
    message:
      "I bought a house in Bo from a man who said he was the owner. Now a woman has appeared with a different title deed saying the house is hers. I need a lawyer to check the title and defend my purchase.",
    intent: "area:land",
  },
  { message: "Is the basketball court at the National Stadium open to the public? We want to record a youth programme there.", intent: "off-topic" },
  { message: "Please fix me an appointment for a consultation on my divorce, any day after 2 pm.", intent: "booking" },
  { message: "we want 2 get married in court not church. can u help wit d marriage process?", intent: "area:family" },
  {
    message:
      "good afternoon my husband is detain at the C I D headquarter since Thursday they say he will stay there until the investigation finish he is the newsreader at radio democracy please help",
    intent: "urgent",
  },
  {
    message: "Hello, before I come do I need to bring the recordings of the show, or just the letter from the other side's lawyer?",
    intent: "knowledge:What to bring",
  },
  { message: "Mi company nem don expay, a wan renew di registreshon. Una de ep fo dat?", intent: "area:business" },
  { message: "Give me the number to call please. Credit is low so short answer.", intent: "phone" },
  { message: "What does your firm specialise in? I'm a journalist preparing a feature on law firms in Freetown.", intent: "services" },
  {
    message:
      "Dear Madam, We supplied three solar-powered transmitters to a station in Pujehun under a written supply agreement. They have taken delivery and are broadcasting with them, but refuse to pay the balance of USD 9,400. We should be grateful if your chambers would enforce the agreement on our behalf. Yours faithfully.",
    intent: "area:contract",
  },
  {
    message:
      "The police took my laptop during a search of the station and have kept it for four months. Do they have the right to keep it without charging anyone?",
    intent: "legal-question",
  },
  { message: "Hi!", intent: "greeting" },
  { message: "Wetin tem una de lok di ofis?", intent: "hours" },
  {
    message:
      "My son is accused of stealing the station's generator. He hasn't been arrested, but the police said they will charge him this week. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "how 2 make my voice deeper 4 radio?", intent: "off-topic" },
  { message: "im inside d cell nw at Lumley, usin my cousin phone. been here since yday 4 a post abt d mayor. plz sm1 come", intent: "urgent" },
  { message: "Are all your lawyers in Freetown or some in Bo too? Who are they?", intent: "team" },
  { message: "What does a divorce case cost with you, roughly?", intent: "knowledge:Fees" },
  { message: "how do I contact your chambers from Kono?", intent: "contact" },
  { message: "Di tu chif dem wey de quarrel oba wi radio wan settle am wit one neutral pesin. Una de du mediation?", intent: "area:arbitration" },
  {
    message:
      "There is a crowd outside my house shouting because someone on a call-in show said I poisoned a child. They are banging on the door and the window. I'm inside with my baby.",
    intent: "safety",
  },
  { message: "Can I come in on Friday to see someone about a shipping problem?", intent: "booking" },
  { message: "wat abt goods held at quay? customs hold my stuff 4 2 weeks", intent: "area:shipping" },
  {
    message:
      "I was born in Sierra Leone but I'm now a British citizen living in London. My father's land in Kenema is being sold by my brothers without asking me. Can I challenge the sale from London?",
    intent: "legal-question",
  },
  { message: "Which landmark is close to your office on Siaka Stevens Street?", intent: "address" },
  { message: "Ok thank u so much", intent: "thanks" },
  { message: "Recipe for ginger beer? We're giving it out at the station's open day.", intent: "off-topic" },
  { message: "see you later", intent: "goodbye" },
  { message: "Help! Police at the door right now with a warrant for my husband, the station owner. They're about to take him.", intent: "urgent" },
  {
    message:
      "A de sel advert fo tri radio na Bo. One big shop bin sign pepa wit mi fo 12 mont advert, dem pe 3 mont nomo. Now dem se dem nor wan agen an dem nor go pe di res. Di pepa de wit mi. A wan lawyer fo mek dem pe.",
    intent: "area:contract",
  },
  {
    message:
      "Kushe. Na mi Pa Brima. Dem lok mi pikin na Kenema polis sins Tuesday bikos im tok pan di call-in programme se di chif de tif. Dem nor gri fo gi am bail.",
    intent: "urgent",
  },
  { message: "What is cardiac arrest? One of our guests fainted in the studio and someone used that word.", intent: "off-topic" },
  { message: "Good day, what are your office hours? I'm coming about a container of ours held at the quay.", intent: "hours", also: ["area:shipping"] },
  {
    message: "A caller called me a prostitute live on air and the presenter just laughed. Can I sue both the caller and the station? How much could I get?",
    intent: "legal-question",
  },
  {
    message:
      "My tenant, a radio station, has not paid rent for a year, and they say they will stay because they have a community right. I need a lawyer to get them out.",
    intent: "area:land",
  },
  { message: "my ex keeps callin d station sayin he will come n stab me while im on air. d security guard is off 2nite. im terrified", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, I am a Sierra Leonean living in London and I co-present an online diaspora programme. My father passed away in Kenema last year and I wish to apply for letters of administration over his estate. I should be grateful to know whether your chambers can act for me. Kind regards, Jeneba Williams.",
    intent: "area:family",
  },
  { message: "So what now", intent: "unknown" },
  { message: "Mi bot wey a de yuz fo fish na Tombo, di navy don hol am se a nor get lisens. A nid lawyer fo di bot.", intent: "area:shipping" },
  { message: "I would like to meet a lawyer to talk about the station's debt to the bank. Is Thursday at 3 possible?", intent: "booking" },
  {
    message: "We are a group of journalists who want to set up a media company with shares. Can you register it and write the shareholders' agreement?",
    intent: "area:business",
  },
  {
    message:
      "Madam, my husband has been on remand at Bo prison for two weeks over what he said on the radio. His next court date is far away. Please help us get him out.",
    intent: "urgent",
  },
  { message: "Which of your lawyers are partners and which are associates?", intent: "team" },
  { message: "Wetin na di skor fo di Leone Stars match yestiday?", intent: "off-topic" },
  { message: "Parlez-vous français? Je suis guinéen, j'écoute votre pays à la radio depuis Kambia.", intent: "knowledge:Languages spoken" },
  {
    message:
      "I'm a presenter and I've been served a court summons for false publication over a phone-in programme. The first hearing is on the 14th. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "If a lef di station an go wok fo anoda radio, dem fit stop mi bikos a sain se a nor go wok fo dem competitor?", intent: "legal-question" },
  {
    message:
      "My brother-in-law says if I don't take back what I said on the radio about my sister's death, he will send people to deal with me. Last night two men waited outside my gate until midnight. I haven't gone out since.",
    intent: "safety",
  },
  {
    message:
      "The chiefdom and our station want to settle the quarrel over the land rent for our mast with an arbitrator instead of the court. Do you have someone?",
    intent: "area:arbitration",
  },
  { message: "Apart from court cases, what else does your firm do?", intent: "services" },
  { message: "whats a good name for a new radio show about farming?", intent: "off-topic" },
  { message: "they hav my mum at Kissy police cos sm1 said on radio she sold fake medicine. since 6am. shes diabetic pls hurry", intent: "urgent" },
  { message: "The builder we paid to put up our mast took Le 40,000 and disappeared after digging the foundation. Need legal help.", intent: "area:contract" },
  { message: "Dear Sirs, please let me have your email address so that I may send the station's documents.", intent: "email" },
  {
    message:
      "Our station's founder died in June. He had two wives, and now they are fighting over his estate while the children are left out. The children asked me, as his old friend and co-presenter, to find them a lawyer.",
    intent: "area:family",
  },
  { message: "need lawyer 2 buy land n check d papers b4 i pay, its in Tokeh", intent: "area:land" },
  { message: "Is this number also on WhatsApp? +232 76 123 456", intent: "phone" },
  { message: "Our outside broadcast truck is quite big. Will we find somewhere to leave it when we come for the meeting?", intent: "knowledge:Parking" },
  { message: "una go opin on Easter Monday?", intent: "hours" },
  { message: "A wan mit Ibrahim Jalloh dis wik, wetin de im de na ofis?", intent: "booking" },
  { message: "How many watts of solar panel do I need to charge a 12V battery for our station's transmitter?", intent: "off-topic" },
  { message: "Wi wan report di pesin wey bon di radio station las mont, wi sabi am. Wi wan mek dem kari am go kot.", intent: "area:criminal" },
  { message: "I listen to Radio Bo every morning and heard your firm mentioned. How do I reach you?", intent: "contact" },
  { message: "Does the law let a station keep playing my recorded shows after I have resigned?", intent: "legal-question" },
  {
    message: "please they just took the station manager from his house in handcuffs, his wife is calling me crying, they went towards Makeni police",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, Our company imported two containers of radio equipment through the Queen Elizabeth II Quay. The shipping line is now demanding demurrage for delays that were caused by customs, not by us. We wish to dispute these charges. Kindly advise whether your chambers handles such matters.",
    intent: "area:shipping",
  },
  { message: "tenki fo di ansa", intent: "thanks" },
  { message: "Hey, good evening, this is DJ Mimi from Vibes FM", intent: "greeting" },
  { message: "What's your address in Bo?", intent: "address" },
  { message: "Bank don refuse mi business lon bikos di company pepa dem nor komplit. Una fit ep mi fiks di company pepa?", intent: "area:business" },
  { message: "Can you translate this advert into Mende for me? Buy one get one free at Mama Fatu's shop", intent: "off-topic" },
  { message: "services?", intent: "services" },
  { message: "Wetin a fo bring kam di ofis? a get di recording, di leta, an mi ID.", intent: "knowledge:What to bring" },
  {
    message:
      "The advertisers' association suggested we settle our pricing dispute with Radio Kolenten through mediation. Could your chambers sit as the neutral party, or arrange one?",
    intent: "area:arbitration",
  },
  { message: "Mi man de bit mi an di pikin dem. Tide im tel mi se im go mek a nor wek ap tumara.", intent: "safety" },
  { message: "wat do i do my boss is held at d station since morning they say he must pay b4 they release him", intent: "urgent" },
  { message: "I'd like to schedule a video consultation from the UK, is that possible?", intent: "booking" },
  {
    message:
      "We announced a listener's death by mistake on the evening news, and it turns out he is alive and well. He is furious and says he'll sue. Will the court still punish us if we apologise on air?",
    intent: "legal-question",
  },
  { message: "ok thats all, bye", intent: "goodbye" },
  {
    message:
      "My fiance does the sports show. He was arrested at the stadium after he criticised the FA boss on air, and now he's at Brookfields police station. It's been hours. Help.",
    intent: "urgent",
  },
  {
    message:
      "For years I have been a caller on the land-matters programme, always saying I would never get caught in a land problem. Now my own plot at Hastings has been sold twice by the same man, and the other buyer has started building on it. I have a registered conveyance. I need a lawyer to take this up for me.",
    intent: "area:land",
  },
  { message: "How do I store palm oil in a plastic container so it doesn't go bad? Asking for my cooking slot.", intent: "off-topic" },
  {
    message:
      "My late husband's brothers say that as a woman I cannot inherit his share of the radio station we built together. Can they take it if there is no will?",
    intent: "legal-question",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "We run our radio station under a business name only. We want to convert it into a limited company. Please help with the registration.",
    intent: "area:business",
  },
  {
    message:
      "My boyfriend found out I talked about him on the women's call-in show. He is outside the house now with his friends saying he will spoil my face. Please what can I do",
    intent: "safety",
  },
  { message: "who be d lawyers dem fo una ofis?", intent: "team" },
  {
    message:
      "The station owes me seven months' salary and now they want me to sign a new contract that is even worse. Can a lawyer review it and fight for my pay?",
    intent: "area:contract",
  },
  { message: "Are you open during lunch? I can only come between 1 and 2 pm when my show is off.", intent: "hours" },
  { message: "Dem don tek mi papa dis monin na di makit, polis kam wit van. Im de na Bo polis now. Abeg una kam.", intent: "urgent" },
  {
    message:
      "My husband took a second wife without telling me, and now he wants to throw me out of the house. I want a lawyer for the divorce and maintenance for the children.",
    intent: "area:family",
  },
  {
    message:
      "My cousin was convicted last week by the Magistrate Court for a Facebook post about a presenter and was sentenced to a heavy fine. We want to appeal.",
    intent: "area:criminal",
  },
  { message: "Do you have legal aid or free help for poor people? I volunteer at a community station and I can't afford much.", intent: "knowledge:Fees" },
  { message: "What's a good cream for dark spots on the face?", intent: "off-topic" },
  {
    message:
      "After our radio appeal we hired a vessel to deliver relief rice to Bonthe. The charterer kept the ship for ten extra days and is now claiming extra charges from us. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Can I schedule a consultation for next week about my station's licence problem?", intent: "booking" },
  { message: "Wi an di oda radio don gri fo go arbitreshon insted of kot. Una de du am?", intent: "area:arbitration" },
  {
    message:
      "I bought airtime to advertise my herbal business and the station now refuses to air it because of my religion. Can they legally refuse me after taking my money?",
    intent: "legal-question",
  },
  { message: "Is there any way to reach you after hours? Our station emergencies happen at night.", intent: "contact" },
  { message: "Mi lanlord wan dobul di rent wit no notis. A wan lawyer fo tok to am.", intent: "area:land" },
  {
    message:
      "They arrested our correspondent in Kailahun at 2am and took him to Pendembu police. He has not been released. Please advise what to do right now.",
    intent: "urgent",
  },
  { message: "email?", intent: "email" },
  { message: "Una get pesin wey sabi Limba? Mi granpa komot Kabala an im nor de tok Krio fayn.", intent: "knowledge:Languages spoken" },
  {
    message:
      "We are a foreign NGO that wants to invest in community radio in Sierra Leone. Can you advise on setting up the local company and investment permits?",
    intent: "area:business",
  },
  {
    message: "som1 put a letter under d studio door sayin dey go kill me bcos of my show on d election. it has my daughters name too. im shakin",
    intent: "safety",
  },
  { message: "I'm the judge for a poetry contest on our station. How do I score the poems fairly?", intent: "off-topic" },
  { message: "Can you review the advert sales agreement before I sign it? The station wants 40% of my commission.", intent: "area:contract" },
  { message: "Ur phone no. pls", intent: "phone" },
  { message: "Does Christiana Thomas still work there? What does she do?", intent: "attorney:Christiana Thomas" },
  { message: "Kindly advise your working hours so that our board may plan a visit.", intent: "hours" },
  {
    message:
      "I married my wife traditionally years ago, and now the station's HR wants a marriage certificate for the medical scheme. Can you help us register the marriage?",
    intent: "area:family",
  },
  { message: "my husband was picked up last nite n not released yet, d police say he insulted d chief on radio. we r in Moyamba", intent: "urgent" },
  {
    message:
      "A crate with our new transmitter fell into the sea while it was being unloaded at the Quay. The stevedores blame the ship and the ship blames the port. We need help with a cargo claim.",
    intent: "area:shipping",
  },
  { message: "Abeg gi mi Bible vas fo opin mi monin sho tumara", intent: "off-topic" },
  { message: "Can the police force me to reveal the name of a caller who spoke on my show anonymously?", intent: "legal-question" },
  { message: "Una de handle wetin kain case dem?", intent: "services" },
  { message: "I'd like a meeting with Mohamed Conteh about an employment issue. Is he free on Friday?", intent: "booking" },
  { message: "parking dey near una office?", intent: "knowledge:Parking" },
  {
    message: "I want a lawyer to represent me at the police interview next week. I'm a suspect in the theft of station money, but I'm not arrested.",
    intent: "area:criminal",
  },
  {
    message: "From inside the Makeni cell: they took my phone earlier but a guard let me text. Please call my sister and send a lawyer, I've been here 2 days.",
    intent: "urgent",
  },
  {
    message:
      "Dear Counsel, The management committee of our station has agreed with a former partner to refer our dispute over equipment ownership to arbitration. We should be grateful if your chambers could act for us and propose a sole arbitrator acceptable to both sides.",
    intent: "area:arbitration",
  },
  { message: "Should I bring the original contract or a copy?", intent: "knowledge:What to bring" },
  {
    message: "Pls mi broda de bit im wef sins di radio tok bout am. Now im get kotlas an im de shout se im go kil am tonite. Wi de haid na neba os.",
    intent: "safety",
  },
  { message: "Tenki plenti fo una ep", intent: "thanks" },
  {
    message:
      "My own church pastor named me on the radio as a thief during his Sunday broadcast. The whole town heard it and customers have stopped coming to my stall. Can I sue him, and what would I need to prove?",
    intent: "legal-question",
  },
  { message: "Who are your lawyers, and does any of them do media cases?", intent: "team" },
  { message: "How do I make an appeal on air for blood donors that people will actually answer?", intent: "off-topic" },
  { message: "Pls I want see lawyer abt my dad estate nxt Tues", intent: "booking" },
  { message: "What's a good title for my new Sunday gospel show?", intent: "off-topic" },
  { message: "Abeg! polis don hol mi onkul na Koidu sins Satide bikos of im advert pan radio fo di daymon plot. Dem nor gri gi am bail.", intent: "urgent" },
  {
    message:
      "Our station wants a long lease on chiefdom land in Kabala so we can build a proper studio. We need a lawyer to negotiate with the chiefdom and prepare the lease.",
    intent: "area:land",
  },
  { message: "Can the station fire me because I joined the journalists' union?", intent: "legal-question" },
  {
    message:
      "He said on the phone that he knows my route home after the late show and that I should say my last prayers. I'm a female presenter and I walk part of the way. Tonight I don't know how I'll get home.",
    intent: "safety",
  },
  { message: "Hello good day", intent: "greeting" },
  {
    message: "Di radio station bin sain agriment fo gi mi 20 pasent pan ebri advert a sel, now dem de pe 10. A wan lawyer fo mek dem kip di agriment.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir/Madam, I write to request an appointment with a senior lawyer at your Bo office regarding a dispute with our station's former sponsor. I am available on any weekday in the coming fortnight. Yours faithfully.",
    intent: "booking",
  },
  {
    message:
      "Both parents of my nephew died in the Masiaka road accident last month. He is nine and he lives with me now. I need a lawyer to help me become his legal guardian.",
    intent: "area:family",
  },
  { message: "hw late r u open 2day", intent: "hours" },
  {
    message:
      "I'm in the Netherlands and I sent a barrel and a car to my mother in Freetown by ship. The barrel arrived but the car never did, and the shipping company now says it was lost. Can your firm handle this claim?",
    intent: "area:shipping",
  },
  {
    message:
      "Good morning, I'm the station secretary. Men in uniform came to the studio at dawn and took our presenter away to an unknown place. We think it's the military. Please help us!",
    intent: "urgent",
  },
  { message: "are there any women lawyers in your firm? who?", intent: "team" },
  { message: "I need help closing down my advert agency company properly, we have stopped doing business.", intent: "area:business" },
  { message: "Wetin na gud radio fo lisin gospel na Bo?", intent: "off-topic" },
  {
    message:
      "My neighbour plays his radio loud all night, every night, right against my bedroom wall. Is that against the law, and can the police make him stop?",
    intent: "legal-question",
  },
  {
    message:
      "The police charged my son after he posted a clip of my radio programme online. His trial starts soon and he's on bail. We need a good defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Una de tek moni fo di fos mitin?", intent: "knowledge:Fees" },
  {
    message: "Can you provide a neutral person to help resolve our quarrel with the landlord who owns the mast site? We both want to avoid court.",
    intent: "area:arbitration",
  },
  { message: "Dem don se dem go rep mi if a tok agen pan di radio bout di sikrit sosaiti. Dem de waka roun mi os ebri nite.", intent: "safety" },
  { message: "Can I whatsapp you voice notes instead of calling?", intent: "phone" },
  {
    message:
      "I'm a caller from Lunsar. I pay rent to a landlord who has now sold the house, and the new owner has given me two days to leave. Need lawyer quick.",
    intent: "area:land",
  },
  { message: "sir dem lok am ova d wikend at Ross Road, na d radio sports man. Monday don rich n still nobody release am", intent: "urgent" },
  { message: "Do you offer services for media houses, like contracts and licences, or only for individuals?", intent: "services" },
  { message: "write me a short poem for my mother's birthday, i want to read it on air", intent: "off-topic" },
  { message: "Kindly list the areas of law your firm covers.", intent: "services" },
  { message: "Je suis guinéen, je parle peul et un peu de français. Quelqu'un peut me parler dans une de ces langues?", intent: "knowledge:Languages spoken" },
  { message: "Can I see Adama Koroma on Tuesday?", intent: "booking" },
  { message: "Di kastom don hol mi kago na di pot fo tri wik. Na radio spe pat dem. Abeg ep.", intent: "area:shipping" },
  { message: "If the station goes bankrupt, will I as a director have to pay its debts from my own pocket?", intent: "legal-question" },
  { message: "how can i get in touch wit u guys", intent: "contact" },
  {
    message:
      "Someone broke into our studio and stole the mixer. The police caught a suspect, but now they are talking about letting him go. We want him prosecuted. Can you push it?",
    intent: "area:criminal",
  },
  { message: "My hearing is getting bad after years in headphones. What should I do?", intent: "off-topic" },
  {
    message:
      "my wife still in custody at Kenema since Saturday for an advert she read about a politician. they said she go stay till d boss come back from Freetown.",
    intent: "urgent",
  },
  { message: "We want to register a new company for our digital radio app. Can you help?", intent: "area:business" },
  {
    message:
      "I'm the advert lady who named the fake cement dealers on air. This evening a car followed me to my shop, and a man got out and warned me that I won't see Christmas. I'm alone in the shop now.",
    intent: "safety",
  },
  { message: "Thank you, you've been very helpful.", intent: "thanks" },
  {
    message: "I was dismissed by my station after three years, and they said I was still on probation so no notice was due. I'd like your firm to handle it.",
    intent: "area:contract",
  },
  { message: "Address of the Freetown office please?", intent: "address" },
  { message: "Is there a place to park near your Bo office?", intent: "knowledge:Parking" },
  { message: "Una opin na ivnin? a go finish mi sho 6 o'clock.", intent: "hours" },
  { message: "Do you do arbitration?", intent: "area:arbitration" },
  { message: "Morning o!", intent: "greeting" },
  { message: "Is it legal for the station to deduct the cost of a broken microphone from my pay?", intent: "legal-question" },
  { message: "I'm studying law at Fourah Bay but I really want to become a radio presenter. Which course should I take?", intent: "off-topic" },
  {
    message: "Bo polis station don hol 3 of wi station staf sins yestiday. Na bikos of di nyus bout di mining company. Dem nor charge dem yet.",
    intent: "urgent",
  },
  { message: "Do I need to bring copies of the station's registration certificate to the meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "Our gate watchman said a group of youths with machetes came looking for me because of my talk on drug abuse. They told him they will come back tonight. I'm at home with my children.",
    intent: "safety",
  },
  { message: "I want to come and discuss my case with a lawyer. When can I come?", intent: "booking" },
  {
    message: "My husband and I have been separated for three years and I now want a formal divorce. He lives in the US. Can your family lawyers handle it?",
    intent: "area:family",
  },
  { message: "Take care, bye.", intent: "goodbye" },
];
