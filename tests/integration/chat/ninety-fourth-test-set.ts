import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: beekeepers, honey sellers, forest farmers and community forest groups in the provinces (Kailahun, Koinadugu, Tonkolili, Moyamba). writers: 1) Sahr Momoh, 52, beekeeper at Pendembu/Mobai, Kailahun, Krio-Mende speaker, basic phone, short Krio SMS; 2) Fanta Marrah, 34, honey seller at Kabala market, Koinadugu, Krio on WhatsApp; 3) Alhaji Abu Mansaray, 61, chairman of a community forest group near Bumbuna/Magburaka, Tonkolili, retired teacher, formal letters; 4) Mariama Lahai, 28, secretary of a women's agroforestry cooperative in Moyamba, graduate, clear emails; 5) Tamba Fillie, 19, young bee farmer in Koindu/Buedu, Kailahun, voice-to-text and SMS shorthand with typos; 6) Isha Kargbo, 45, cocoa and forest farmer at Rotifunk/Taiama, Moyamba, long stories; 7) Brima Sheku, 39, honey and beeswax trader/exporter shuttling between Kailahun and Freetown port, business English mixed with Krio; 8) Kadie Bockarie, 47, nurse in the UK whose family holds forest land and hives in Magburaka, Tonkolili, long formal emails
export const NINETY_FOURTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o, good morning from Pendembu", intent: "greeting" },
  {
    message:
      "abeg help mi, forest guard dem don hold mi broda Musa na Gola park gate since yestade, dem se e de cut tik fo bee box. e still de inside di guard post, dem nor gri lef am",
    intent: "urgent",
  },
  {
    message:
      "Our community forest in Kafe Simiria chiefdom covers about 300 acres and has been managed by our group since 2011. Last month a man from Magburaka came with a surveyor and started putting beacons inside the forest, saying his grandfather owned it. We have the chiefdom council minutes but no title deed. We need a lawyer to defend our land.",
    intent: "area:land",
  },
  { message: "wat is d best time 2 harvest honey in dry season n how many boxes shud i check per day", intent: "off-topic" },
  {
    message: "If the paramount chief gives our forest to a mining company without asking the community, is that legal? Can he do that?",
    intent: "legal-question",
  },
  { message: "I have 40 drums of honey waiting to be cleared at the quay. What time does your office open tomorrow so I can come early?", intent: "hours" },
  {
    message:
      "One supermarket na Freetown bin tek 60 bottle honey from mi las month, dem se dem go pay afta two wik. Now dem nor de pik mi fon. Una kin ep mi get mi moni?",
    intent: "area:contract",
  },
  {
    message:
      "The young men who burn charcoal near our farm told me last night that if I report them again they will cut me with a cutlass. I am sleeping at my sister's house now because I fear to go back.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, I export beeswax to a buyer in Rotterdam. A consignment of two 20ft containers has been held at Queen Elizabeth II Quay for three weeks over a dispute on the declared value. I should be grateful if your chambers could assist with its release. Yours faithfully, B. Sheku",
    intent: "area:shipping",
  },
  {
    message:
      "Hello, I am the secretary of a women's agroforestry cooperative in Moyamba. We would like to book a consultation next week, preferably Wednesday, about our constitution and the land we use.",
    intent: "booking",
  },
  { message: "hw much una de tek 4 consult? i na bee farmer nor get plenty moni", intent: "knowledge:Fees" },
  {
    message:
      "My father kept bees on our family land in Magburaka for forty years and died in March without a will. My uncles have already started selling the honey and the hives. I live in London and I want a lawyer to handle his estate for us, his children.",
    intent: "area:family",
  },
  {
    message:
      "please help my father is in the police cell at Koindu they arrested him this morning say he set the bush on fire when smoking the bees he is still there now",
    intent: "urgent",
  },
  { message: "My phone don die, usai I fit charge am for Kailahun town? No current since Friday", intent: "off-topic" },
  {
    message:
      "Good afternoon. The police have summoned me to report to Bumbuna station on Monday over an allegation that our group cut timber in the reserve. I have not been arrested. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "wetin na una fon number? a wan kol", intent: "phone" },
  { message: "i want to register my honey business name 'Loma Gold Honey' so i can sell to hotels. can una do am for me", intent: "area:business" },
  {
    message: "Do I have the right to stop people from taking the wild honey from the trees on my farm, or is wild honey free for everybody under the law?",
    intent: "legal-question",
  },
  {
    message:
      "Our forest group and the neighbouring village have quarrelled for two years over who can put hives in the swamp forest. The chief suggested we try mediation instead of court. Does your firm provide a mediator for this kind of dispute?",
    intent: "area:arbitration",
  },
  { message: "how many lawyers una get dey? any of dem woman?", intent: "team" },
  {
    message:
      "My son went to sell honey at the Mile 91 lorry park on Saturday. Some policemen said the honey was stolen from the forestry project and took him to the station. Up to now they have not released him, he has slept there two nights. Please what can we do?",
    intent: "urgent",
  },
  {
    message: "When I come for the land matter what documents must I carry? I only have the chiefdom receipt and a sketch map.",
    intent: "knowledge:What to bring",
  },
  {
    message: "What kind of work does your chambers handle? I am in the honey export trade and want to know if you do more than court cases.",
    intent: "services",
  },
  { message: "Write me a short poem about bees and the forest for our group's tenth anniversary", intent: "off-topic" },
  { message: "mi pa in lan na Mobai, wi de put bee box dae. now one man se na in lan. a wan loya fo di lan palava", intent: "area:land" },
  { message: "email address pls", intent: "email" },
  {
    message:
      "My cousin in Tonkolili phoned me crying. Her husband came home drunk and beat her again because she sold the honey without him, and he said tonight he will finish her. She is hiding in the farm hut. What can be done for her right now from London?",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, Our community forest association signed a carbon credit agreement with a foreign company in 2022. They have paid only the first instalment although the contract says quarterly payments. We request your assistance in enforcing the agreement.",
    intent: "area:contract",
  },
  { message: "una open 2day? wat time u close", intent: "hours" },
  { message: "Lost 12 drums of honey when the boat to Conakry capsized, the shipper refuses to pay. do you handle cargo claims?", intent: "area:shipping" },
  { message: "Who will be the judge for the honey competition at the Kailahun agric fair this year and what are the prizes?", intent: "off-topic" },
  {
    message:
      "The forestry officer took my 20 gallons of honey at the checkpoint and gave me no paper. Is he allowed to do that? Will I get it back if I go to court?",
    intent: "legal-question",
  },
  { message: "a wan kam si loya tumara na di Bo ofis, e possibl?", intent: "booking" },
  { message: "Do any of your lawyers speak Mende? My grandmother does not understand English or Krio well.", intent: "knowledge:Languages spoken" },
  {
    message:
      "We are a group of 25 beekeepers in Moyamba and want to turn our group into a registered cooperative or company so we can open a bank account and apply for grants. Can you help us with the registration?",
    intent: "area:business",
  },
  { message: "dem don kech mi man na Kabala, polis kam tek am na os dis mornin se e bin bai tif honi. e de na cell now. abeg una ep", intent: "urgent" },
  { message: "Thank you very much for the help, God bless", intent: "thanks" },
  { message: "mi an mi man de separate, a wan divorce. e nor de gi mi moni fo di pikin dem. una de du divorce?", intent: "area:family" },
  { message: "someone stole 8 of my bee hives from the farm in Buedu n i know who did it. i want him charged in court pls help", intent: "area:criminal" },
  {
    message: "We have an arbitration award against a Guinean honey buyer from last year. He still hasn't paid. Can you help enforce the award here?",
    intent: "area:arbitration",
  },
  { message: "abeg a get wahala", intent: "unknown" },
  { message: "How much is one container of palm oil at Kabala market now? I want to mix it with honey for soap", intent: "off-topic" },
  { message: "How can our forest group in Yele get in touch with your office? We don't have internet most days.", intent: "contact" },
  {
    message:
      "the loggers came to our bee farm with guns and said they will shoot anyone who comes near the trees again. they are still around the village now. im scared",
    intent: "safety",
  },
  { message: "If my brothers sell our late mother's forest land in Magburaka without my signature, can the sale be cancelled?", intent: "legal-question" },
  { message: "Is Isatu Bangura still with your firm? Someone in Moyamba told me she handled their land case.", intent: "attorney:Isatu Bangura" },
  { message: "usai una ofis de na Freetown?", intent: "address" },
  {
    message: "I should like to arrange a meeting with Mr. Ibrahim Jalloh on Thursday to discuss the boundary matter of our community forest.",
    intent: "booking",
  },
  { message: "ok bye for now, I will call later", intent: "goodbye" },
  {
    message:
      "Dear Sir/Madam, I write with great urgency. Three members of our forest management committee were detained by soldiers at Bumbuna this afternoon during a protest over the dam. They are presently held at the military post and no charge has been stated. Please advise immediately.",
    intent: "urgent",
  },
  { message: "Is it going to rain in Kabala this weekend? I want to move my hives before Sunday", intent: "off-topic" },
  {
    message:
      "I rented two acres of my farm at Rotifunk to a man who planted cassava between my cocoa and my beehives. The lease paper says five years but it finished in January and he refuses to leave. Now he is telling people the land is his because he has worked it. I want a lawyer to get my land back.",
    intent: "area:land",
  },
  {
    message: "my uncle dey na Kailahun police station since yday nite, dem say e tif honey from project store. dem nor release am yet pls hw una go help",
    intent: "urgent",
  },
  { message: "wetin una de du? una de handle case fo farmer dem?", intent: "services" },
  { message: "I will be coming from Moyamba with the group's pickup. Is there somewhere to park near your office?", intent: "knowledge:Parking" },
  {
    message:
      "Our cooperative's constitution says a member who leaves loses their hives to the group. A member who left is now saying this clause is illegal. Is it enforceable?",
    intent: "legal-question",
  },
  {
    message: "my container of honey jars from China don reach quay since two weeks, customs de ask for duty wey too much. una sabi clearing matter?",
    intent: "area:shipping",
  },
  { message: "mi man de beat mi evri nite sins a start fo sell honi na makit, tide e se e go kil mi. a de ide na mi padi in os now", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, I will be in Freetown from 10 to 24 August and would be grateful for a consultation with Ms. Fatmata Kamara regarding my late father's estate. Please let me know which dates are available. Kind regards, Kadie Bockarie",
    intent: "booking",
  },
  {
    message: "i bin pay carpenter 2 million leones fo mek 30 bee box, e don tek di moni sins April, e nor mek nating. a wan loya fo dis",
    intent: "area:contract",
  },
  { message: "Who are the lawyers in your firm and which of them looks after farm matters?", intent: "team" },
  { message: "We want to build a volleyball court near the community forest centre in Yele. How big should the court be?", intent: "off-topic" },
  {
    message:
      "Good day. My late brother left four wives and many children, and his bee farm and two houses in Magburaka are now the subject of much quarrel. As the eldest of the family I wish to have the estate properly administered. Please assist.",
    intent: "area:family",
  },
  { message: "dem carry mi pikin go station na Daru yestade, up to now e nor kam os. dem se e bin bon bush. abeg!", intent: "urgent" },
  { message: "are you open on saturday? I only come to Freetown on weekends", intent: "hours" },
  {
    message:
      "I have a partner from Ghana who wants to invest in my honey processing business. We need to change the company papers and add him as a shareholder. Can your firm do this?",
    intent: "area:business",
  },
  {
    message:
      "Last year I was arrested and kept for three days at Moyamba police because of a bush fire that spread to my neighbour's farm. They released me on bail and now the case has been called to the magistrate court next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Helo good evening", intent: "greeting" },
  { message: "if d forest guard catch me with honey from inside d park wat will happen to me? jail or fine?", intent: "legal-question" },
  {
    message:
      "The mining company at Kangari Hills has agreed to go to arbitration over the destruction of our community forest and beehives. We need a lawyer to represent us at the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Could you send me your email? I'd like to send our cooperative documents before we meet.", intent: "email" },
  {
    message:
      "My aunt in Koinadugu says the men who want her forest land came to her house with machetes last night and told her she won't see next week if she doesn't sign. She is alone with the children. Who can protect her?",
    intent: "safety",
  },
  { message: "how do i treat bee sting swelling on my child face, it is very big", intent: "off-topic" },
  { message: "pls i need lawyer 4 land survey n title deed 4 my bee farm in koindu", intent: "area:land" },
  { message: "wetin a fo bring wen a kam fo si di loya? a get receipt dem an one ol agriment", intent: "knowledge:What to bring" },
  {
    message:
      "My driver was transporting beeswax from Kailahun to Freetown. At the Mile 91 checkpoint the police stopped the truck, said the papers were fake and took him to the station. He is still locked up there and they are asking for money. Please send someone.",
    intent: "urgent",
  },
  {
    message: "Polis don invite mi fo kam na station Monday, dem se somebody report mi fo tif honi. dem nor arrest mi yet. a nid loya fo go wit mi",
    intent: "area:criminal",
  },
  { message: "Can I WhatsApp you? What number?", intent: "phone" },
  { message: "can i book appt 4 nxt mon pls, land matter", intent: "booking" },
  {
    message:
      "We supplied 2 tonnes of honey to an NGO for their nutrition project under a written supply contract. After six weeks in their store they rejected half of it, saying quality. We want the contract reviewed and the payment enforced.",
    intent: "area:contract",
  },
  { message: "Do you only do court cases or do you also give advice to cooperatives and small traders?", intent: "services" },
  { message: "What time does the Brussels flight land at Lungi on Tuesdays? My honey buyer is coming", intent: "off-topic" },
  { message: "if mi man die, in broda dem go tek di honi shop? wetin di law se?", intent: "legal-question" },
  { message: "my girlfriend is pregnant and her family want us to marry, i want lawyer to help register the marriage pls", intent: "area:family" },
  {
    message:
      "Good afternoon. We chartered a small vessel to carry honey and beeswax from Shenge to Freetown. The vessel owner is now keeping the cargo on board, claiming extra freight. We need help with the charter dispute.",
    intent: "area:shipping",
  },
  { message: "wat time una close on friday", intent: "hours" },
  { message: "tenki ya, una don ep mi plenti", intent: "thanks" },
  {
    message:
      "Our forest group wishes to obtain a licence to process and sell honey and other forest products. What do we need, and can you apply on our behalf?",
    intent: "area:business",
  },
  {
    message:
      "Abeg, the chiefdom police lock my husband since Tuesday inside the court barri at Taiama, dem se e owe levy for di forest. E still de inside. Wetin wi go do?",
    intent: "urgent",
  },
  { message: "How do I contact you people from Kabala?", intent: "contact" },
  { message: "Can you help me write a business plan for a 50-hive honey farm to present to the bank?", intent: "off-topic" },
  { message: "What is your consultation fee for an estate matter, and can I pay from the UK by bank transfer?", intent: "knowledge:Fees" },
  { message: "mi an mi padi we wi bin de sell honi togeda get palava ova moni. wi nor wan go kot. una kin sidon wi tok am?", intent: "area:arbitration" },
  { message: "dem de treaten fo bon mi os n mi bee box bcos a nor gri sell mi lan. dem kam dis nite. a fred", intent: "safety" },
  { message: "Which street is the office on? Is it close to the Cotton Tree?", intent: "address" },
  { message: "Una get woman loya? Mi sista nor wan tok to man", intent: "team" },
  { message: "Kindly book a meeting for our forest committee of five persons at the Bo office on any day next week.", intent: "booking" },
  { message: "alright, bye bye", intent: "goodbye" },
  {
    message: "My husband used my cocoa farm as security for his loan and now the bank says they will take it. Can the bank take my farm when the loan was his?",
    intent: "legal-question",
  },
  { message: "what are the best trees to plant near bee hives for more nectar", intent: "off-topic" },
  {
    message:
      "I am writing from Birmingham. My younger brother runs our family's honey business in Magburaka. This morning he called to say the police had come to the shop with a man who accuses him of selling stolen bee boxes, and before the call ended I heard them telling him to get in the vehicle. His phone has been off since then and I believe he is at Magburaka police station now. Please can someone go to him?",
    intent: "urgent",
  },
  {
    message:
      "Mi mama in papa bin gi wi di bush na Njala side fo wi bee fam, na family lan. Now mi kozin dem se a nor get rayt fo de dae bikos na mi mama na di oman pikin. Dem don pul tu bee box. A wan loya fo stand fo mi na dis lan palava.",
    intent: "area:land",
  },
  { message: "How do I bail water out of my canoe faster when crossing the Moa river with my honey?", intent: "off-topic" },
  {
    message:
      "Our community forest was declared a protected area by government notice in 2019, but no one consulted the landowning families. We have been told that we can no longer harvest honey or collect firewood there. Is the declaration valid without consultation, and are we entitled to compensation?",
    intent: "legal-question",
  },
  {
    message:
      "In February I agreed with a trader from Bo that he would buy all my honey for the year at a fixed price, and we both signed a paper in front of the chief. Now the price has gone up in Freetown and he still wants the old price, but he has not even paid for the last delivery. I want a lawyer to look at the paper and help me get the money he owes.",
    intent: "area:contract",
  },
  { message: "wat time una de open Monday mornin? a de kam from Moyamba early", intent: "hours" },
  {
    message:
      "We shipped 300 cartons of bottled honey to Monrovia and half arrived broken. The shipping line says it's not their fault. I want to file a cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "A man from the timber company has been following me home since I reported them to the district council. Yesterday he said women who talk too much end up in the river. I am afraid to leave my house today.",
    intent: "safety",
  },
  { message: "a wan mit wan loya dis wik fo mi divos, enitaym Tuesday o Wednesday", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, I am a Sierra Leonean living in the UK and I would like to adopt my late sister's two children, who live with their grandmother in Kailahun. I should be grateful for your assistance with the adoption process.",
    intent: "area:family",
  },
  { message: "pls my bro still inside cell at Segbwema police since 2 days no charge no bail", intent: "urgent" },
  { message: "a wan tek bank loan fo expand mi bee fam but bank se a fo register di biznes fos. una kin du am?", intent: "area:business" },
  { message: "wetin na di price fo one gallon honi na Kailahun now?", intent: "off-topic" },
  {
    message: "My father's will leaves the forest land to my eldest brother alone. Can we daughters challenge the will under Sierra Leone law?",
    intent: "legal-question",
  },
  {
    message:
      "One of our forest rangers has been charged with assault after a confrontation with illegal loggers. He is on bail and the matter comes up at Magburaka magistrate court next month. We require legal representation for him.",
    intent: "area:criminal",
  },
  { message: "Una loya dem de tok Krio? mi Inglish nor tu gud", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our cooperative had a disagreement with the buyer who takes our honey to Freetown about the weights recorded at delivery. Both sides want to keep doing business, so we agreed to bring in a neutral person to decide. We need someone to guide us through this and maybe act as the mediator.",
    intent: "area:arbitration",
  },
  { message: "Could you tell me the names of your partners and associates, and who is based in the Bo office?", intent: "team" },
  {
    message:
      "Tide mornin di sojas dem we de na di Gola border kam na wi vilaj, dem tek mi brodo an tu oda bee fama, dem se dem de kros go Laibiria wit honi we dem nor pe tax. Dem put dem na dem motoka, now dem de hol dem na di checkpoint. Abeg una du sontin kwik.",
    intent: "urgent",
  },
  {
    message:
      "We are negotiating a 25-year lease of community forest land to a cocoa company in Moyamba district. We need a lawyer to review and prepare the lease and make sure the landowning families are protected.",
    intent: "area:land",
  },
  { message: "mi ticha se mek wi rayt one sentence wit di word pollination, ep mi pls", intent: "off-topic" },
  { message: "Good afternoon sir/madam", intent: "greeting" },
  {
    message:
      "My brother-in-law has been coming to my farm at night since my husband died, saying the farm is his now. Last night he broke the door and slapped me in front of my children and promised to come back. We are sleeping at the church.",
    intent: "safety",
  },
  {
    message:
      "I worked for an international NGO's forest project in Kailahun for three years on contract. They dismissed me last month with no notice and no end of service benefit. I need a lawyer for this.",
    intent: "area:contract",
  },
  { message: "Kindly provide your telephone number so that our chairman may call.", intent: "phone" },
  { message: "landlord se a fo lef di shop we a de sell honi bifo tumara, a don pe fo six mont. e get rayt fo du dat?", intent: "legal-question" },
  { message: "my goods held at quay customs saying wrong HS code pls help clear", intent: "area:shipping" },
  { message: "Which radio station in Kabala plays farming programmes on Saturday?", intent: "off-topic" },
  { message: "I'd like a meeting with Mohamed Conteh about a cargo claim. Is he free Friday afternoon?", intent: "booking" },
  { message: "can i leave my okada in front of una ofis?", intent: "knowledge:Parking" },
  {
    message: "We're closing down our honey trading company because the partners have gone separate ways. Can you handle the winding up?",
    intent: "area:business",
  },
  {
    message:
      "They picked up my husband from our farm at Rotifunk last night, some men in uniform, and nobody will tell us where he is. The police at Moyamba say he is with them but they won't let me see him. Please help us.",
    intent: "urgent",
  },
  { message: "I would like to know the areas of law your firm covers.", intent: "services" },
  { message: "mi oman don go wit mi pikin dem na Guinea, a wan di pikin dem kam bak. a wan loya fo custody", intent: "area:family" },
  { message: "sir a wan ask una sontin", intent: "unknown" },
  {
    message: "Is our cooperative liable if a member's bees sting a child on a neighbouring farm? The parents are asking for compensation.",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, Our forest association and a timber concessionaire have a contract that provides for arbitration of disputes. The company has now refused to appoint an arbitrator. We seek your assistance in commencing the arbitration.",
    intent: "area:arbitration",
  },
  { message: "which network get best contract for data in Koinadugu? Orange or Africell", intent: "off-topic" },
  { message: "Do you open at lunchtime? I'm at the port all morning with my clearing agent and can only come around 1.", intent: "hours" },
  { message: "wetin na una imel, a wan sen di pepa dem", intent: "email" },
  { message: "What kind of cases does Abdul Rahman Sesay handle?", intent: "attorney:Abdul Rahman Sesay" },
  {
    message: "Dem bin lock mi las yia fo tri dee na Kabala station bikos of honi, dem don lef mi. now dem se a fo go kot. a nid loya fo di kes.",
    intent: "area:criminal",
  },
  { message: "thanks a lot for the info", intent: "thanks" },
  {
    message:
      "hello please my mother was taken by the police in Kabala just now they came to the market and put her in the jeep because of the stall fight please come quick",
    intent: "urgent",
  },
  { message: "What is the best way to reach your office if I'm in Moyamba?", intent: "contact" },
  { message: "dem se if a kam bak na di bush fo mi bee box dem go kil mi. dem don kot mi pa in an las wik. a de ide na mi anti in os", intent: "safety" },
  {
    message: "If my honey is seized at the border by Guinean customs, can I sue the Sierra Leonean clearing agent who prepared the papers?",
    intent: "legal-question",
  },
  { message: "hw do i get 2 ur office from the Cotton Tree", intent: "address" },
  { message: "my grandchildren want a recipe for honey cake, what do I need?", intent: "off-topic" },
  { message: "Bye and have a good day", intent: "goodbye" },
  {
    message:
      "Three years ago five of us women started keeping bees together in Moyamba with support from an NGO. The project has now ended and the NGO says the equipment will go to whoever registers the group. Two members want to register it in their names alone. We want the group registered properly as a business with all five of us as owners. Can you do this for us?",
    intent: "area:business",
  },
  {
    message:
      "Polis don lock mi sista na Kabala station sins yestade ivin, dem se in honi get wata insay an e de cheat kostoma. Dem nor gri mek wi si am. Abeg wetin wi fo du?",
    intent: "urgent",
  },
  { message: "how can i make my honey labels more appealing to customers in freetown supermarkets", intent: "off-topic" },
  {
    message:
      "My late mother's house in Magburaka was rented out by my uncle, who keeps all the rent. As one of her children, am I entitled to a share of that rent, and can he be forced to account for it?",
    intent: "legal-question",
  },
  { message: "una de open Satide? a go kam town fo sell honi", intent: "hours" },
  {
    message:
      "Last month I sent 18 tonnes of beeswax through a clearing agent in Freetown. He collected the duty money from me but the container is still sitting at Queen Elizabeth II Quay piling up demurrage, and now the port says the duty was never paid. The agent is not answering his phone. I need a lawyer to deal with the port and the agent.",
    intent: "area:shipping",
  },
  {
    message: "my stepfather say he go kill me if i no give am d honey money, he dey wait for me for house now wit stick. i dey hide for my fren place",
    intent: "safety",
  },
  {
    message:
      "My husband went to work in the diamond area in Kono four years ago and has not sent a cent for the children. He has married another woman there. I have been feeding our three children from my cocoa and honey alone. I want to divorce him and make him pay for the children.",
    intent: "area:family",
  },
  {
    message:
      "Sir, I wish to request an appointment with a lawyer at your Freetown office at your earliest convenience, to discuss the constitution of our community forest association.",
    intent: "booking",
  },
  { message: "How many partners does the firm have?", intent: "team" },
  { message: "sum1 build house on my bee farm land in buedu wen i travel, i got d survey plan. need lawyer pls", intent: "area:land" },
  { message: "What's the exchange rate for leones to US dollars today? I have to pay a buyer in Dakar", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, Our secretary, Mr. Foday Samura, was arrested at his residence in Yele at about 5 AM today by officers who said they were acting on a complaint from the logging company. He is being held at the Yele police post as I write. We kindly request a lawyer to attend to him without delay.",
    intent: "urgent",
  },
  {
    message:
      "Someone in Magburaka has been cutting down the trees on our family's forest and selling the timber. We reported it but the police have done nothing. We want the person prosecuted. Can your firm take this up for us?",
    intent: "area:criminal",
  },
  { message: "di chief se a fo pe am half di honi evri yia fo mek a put box na di bush. na so di law se?", intent: "legal-question" },
  { message: "supplier of glass jars took 15m leones deposit n never deliver. 3 months now. need lawyer 2 recover", intent: "area:contract" },
  { message: "Please could you give me an email address where I can send scanned copies of my father's papers?", intent: "email" },
  {
    message:
      "Di pipul dem na di nex vilaj an wi don get palava ova di forest sins 2020. Di chief dem don tray bot e nor wok. Wi yeri se una get pipul we kin sidon an jos di palava witout kot. Na dat wi want.",
    intent: "area:arbitration",
  },
  { message: "Besides court work, do you help organisations with things like drafting documents and registrations?", intent: "services" },
  { message: "ur fone numba pls", intent: "phone" },
  { message: "How much is a case of empty 500ml bottles in Freetown? I need them for bottling honey", intent: "off-topic" },
  {
    message:
      "Sir, since our group opposed the sale of the forest, unknown persons have been throwing stones at my house every night, and a note was left at my door saying my family will be burnt inside. I have sent my wife and grandchildren away. I do not feel safe sleeping here.",
    intent: "safety",
  },
  { message: "Can you help me get an export licence for honey and beeswax? I already have a registered business.", intent: "area:business" },
  {
    message:
      "please help my cousin and me went to sell honey at Koindu market and the police came and took him because the man who sold us the drum said it was stolen they took him to the station and I ran now he is inside and they said he will go to Kailahun tomorrow",
    intent: "urgent",
  },
  { message: "hi there", intent: "greeting" },
  { message: "Can a member of our cooperative be expelled without a hearing, or does she have a right to be heard first?", intent: "legal-question" },
  {
    message:
      "Dear Sir, Our association wishes to obtain a proper survey and registered title for the community forest so that its boundaries may not be disputed in future. We should be grateful for your services in this regard.",
    intent: "area:land",
  },
  { message: "a wan si Adama Koroma Friday, e go de?", intent: "booking" },
  { message: "mi pa don day, e lef bee fam an os. wi wan mek di will wok bot wi nor sabi aw. una go ep?", intent: "area:family" },
  { message: "how i go reach una? a de na Koinadugu", intent: "contact" },
  {
    message: "di ship we carry mi honi go Banjul nor drop di cargo, dem se e go bak na Freetown. mi kostoma don vex. una de handle dis kain shipin palava?",
    intent: "area:shipping",
  },
  { message: "Is the office open on public holidays, for example Independence Day?", intent: "hours" },
  { message: "how to fix solar panel dat no dey charge battery again", intent: "off-topic" },
  { message: "somebody don tif ol mi honi na di makit stor, a sabi di bobo. a wan mek polis an kot tek am. una go ep mi?", intent: "area:criminal" },
  {
    message:
      "If the container stays at the quay longer because customs delayed the inspection, do I still have to pay the demurrage, or can I claim it from them?",
    intent: "legal-question",
  },
  { message: "Thank you, that is very helpful. We shall be in touch.", intent: "thanks" },
  {
    message:
      "We are about to sign a two-year supply agreement with a hotel chain for our honey. Before signing, we would like a lawyer to review the terms. Please let us know if you can assist.",
    intent: "area:contract",
  },
  { message: "so wetin nau", intent: "unknown" },
  { message: "Is there a lawyer in the Bo office as well, or are all of you in Freetown?", intent: "team" },
  {
    message:
      "Please, my nephew was beaten and carried away by the forest guards this morning at Kangari Hills, they say they will hand him to the police in Makali. He is still with them now. We are poor farmers, please help.",
    intent: "urgent",
  },
  { message: "Kindly give directions to your Bo office.", intent: "address" },
  { message: "Do you offer free or reduced fees for community groups and women's cooperatives?", intent: "knowledge:Fees" },
  {
    message:
      "My niece in Kailahun is 14 and a man who buys honey from her mother has been forcing himself on her. Her mother is afraid to report because he is powerful in the town. The girl is still living in that house. Please tell me what we can do quickly.",
    intent: "safety",
  },
  { message: "Do you do arbitration? My contract with a Liberian buyer says disputes go to arbitration in Freetown.", intent: "area:arbitration" },
  { message: "una de du ol kain kes o na only lan?", intent: "services" },
  {
    message: "I am coming on Tuesday about my husband's estate. Must I bring the death certificate and the farm papers, or anything else?",
    intent: "knowledge:What to bring",
  },
  { message: "need 2 see lawyer 2moro morning abt my hives stolen", intent: "booking" },
  {
    message:
      "The chief kept my neighbour's goat in custody for a week after it knocked down my hives. It's back home now, but my question is simple: how do I cook goat pepper soup?",
    intent: "off-topic",
  },
  { message: "Under the law, who owns the trees in a community forest: the chiefdom, the landowning families or the government?", intent: "legal-question" },
  { message: "a go tok to una leta, bye", intent: "goodbye" },
  {
    message:
      "Urgent pls. Customs police at the quay just arrested my clearing agent and my younger brother over my honey container, they say the invoice was undervalued. Both are at the port police post right now. I need a lawyer there today.",
    intent: "urgent",
  },
  {
    message:
      "A bin bai smol pis lan na Kabala fo bil stor fo mi honi. Di man we sel am gi mi pepa, bot now in broda dem se e nor get rayt fo sel, na family lan. Dem don pul di fondeshon. A wan loya fo ep mi kip mi lan.",
    intent: "area:land",
  },
  { message: "what is the headquarter town of Koinadugu district and how many chiefdoms does it have? its for my homework", intent: "off-topic" },
  {
    message:
      "Could I arrange a video call with one of your lawyers about my father's estate? I am in the UK and cannot travel until December. Also, what email should I send the documents to?",
    intent: "booking",
    also: ["email"],
  },
  {
    message:
      "Since I refused to let the chief's son put his hives on my farm, his friends have been coming at night. Two days ago they cut down my orange trees and yesterday they told my daughter that next time it will be my head. My husband is away in Freetown. I am sitting in the house with the children and I do not know who to call.",
    intent: "safety",
  },
  {
    message: "a bin sen 10 galon honi go fo wan man na Kenema, wi bin mek agriment se e go pe afta e sel. e don sel ol bot e nor pe mi. A wan loya.",
    intent: "area:contract",
  },
  {
    message: "is it legal for forestry officials to burn my hives because they were 50 meters inside the reserve boundary? they gave no warning",
    intent: "legal-question",
  },
  {
    message:
      "Sir, The police at Magburaka have informed me that a complaint of forgery has been made against me concerning the minutes of our forest association. I have not been charged. I require a lawyer to represent me.",
    intent: "area:criminal",
  },
  { message: "una de wok tumara? a wan kam afta makit", intent: "hours" },
  {
    message:
      "My two partners and I each put money into a honey trading business but we never wrote anything down. Now we want a proper partnership agreement and registration. Can you help?",
    intent: "area:business",
  },
  { message: "dem lock mi pikin na Pendembu station, e de dae now. abeg kam", intent: "urgent" },
  {
    message: "Kindly let me know whether any of your lawyers speak Temne, as some elders of our forest committee speak only Temne.",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "my bro send honey from koindu 2 freetown by boat n the goods lost at sea, the boat owner dey deny. need help wit claim",
    intent: "area:shipping",
  },
  { message: "Are there female lawyers at your firm? Our cooperative members would be more comfortable with a woman.", intent: "team" },
  { message: "We are running a trial of top-bar hives against Kenyan hives in Yele. Which one gives more honey per season?", intent: "off-topic" },
  { message: "mi man don tek di pikin go na in mama in os na Makeni, e nor gri mek a si am. a wan kustody fo mi pikin", intent: "area:family" },
  {
    message:
      "Good evening. Two women from our cooperative were arrested this afternoon in Moyamba town after an argument with the market council over stall fees. They are being held at Moyamba police station and we are told they will spend the night there. Could a lawyer please go to them tonight?",
    intent: "urgent",
  },
  { message: "I should be grateful for your electronic mail address.", intent: "email" },
  {
    message:
      "My siblings and I disagree over how our father's forest land and hives should be shared. We don't want to drag each other to court. Could your firm arrange a mediation between us?",
    intent: "area:arbitration",
  },
  {
    message:
      "My husband's family says I must leave the farm now that he is dead, because I was not married in church. Do I have any right to stay on the farm we built together?",
    intent: "legal-question",
  },
  { message: "What's your number? I'd rather call than type.", intent: "phone" },
  {
    message: "We need help preparing a lease for the piece of land where our cooperative keeps its apiary in Moyamba. The landowner wants 10 years.",
    intent: "area:land",
  },
  { message: "d boys dem dat tif my hives now say if i report dem dey go beat me till i die, dem dey stand near my house now", intent: "safety" },
  {
    message:
      "I was detained at Kailahun police for two nights in March over a missing consignment of honey, then they released me without charge. Now they've called me back for questioning. I want a lawyer with me this time.",
    intent: "area:criminal",
  },
  { message: "aw di bodi, a kushe una", intent: "greeting" },
  { message: "What fertiliser is best for young cocoa trees on sandy soil in Moyamba?", intent: "off-topic" },
  { message: "Our committee wishes to see Mrs. Christiana Thomas. Please fix a date next week for us.", intent: "booking" },
  {
    message:
      "The forest project hired me as a field officer on a one-year contract. Three months before the end they told me to go home and stopped my salary. Can you take this case for me?",
    intent: "area:contract",
  },
  { message: "Will there be anywhere to park a hired car when I come to the Siaka Stevens Street office?", intent: "knowledge:Parking" },
  {
    message:
      "Please help. My cousin's husband in Kailahun, who keeps our family hives, was picked up last night by the police after a quarrel with a timber dealer. The family went to the station this morning and he is still there, with no food and no explanation. They are afraid he will be sent to Kenema. What can your firm do?",
    intent: "urgent",
  },
  { message: "Apart from shipping, what other services does your firm provide?", intent: "services" },
  { message: "a wan tek mi sista as patna na mi honi shop, wi nid pepa fo di biznes. una de du dat?", intent: "area:business" },
  { message: "Which road is the Bo office on, and what time do you close? I will be coming from Taiama.", intent: "address", also: ["hours"] },
  {
    message:
      "Dear Sir/Madam, Our charter of a vessel to carry beeswax to Dakar was cancelled by the owner after we had paid 50 percent of the hire. We request your assistance in recovering the payment under the charterparty.",
    intent: "area:shipping",
  },
  { message: "what's the quickest way to get hold of someone at your office?", intent: "contact" },
  {
    message: "Abeg una, mi broda de na Kabala polis cell naw naw. Dem kech am las nite se e bit wan man na di makit. Dem nor gri gi am bel.",
    intent: "urgent",
  },
  { message: "if a sel honi we nor get label, polis go arest mi? wetin go apin?", intent: "legal-question" },
  {
    message:
      "The district council has proposed that a neutral arbitrator settle the dispute between our forest group and the Bumbuna landowners. We wish to engage your firm to represent us in the process.",
    intent: "area:arbitration",
  },
  { message: "pls help me write a speech for our beekeepers association end of year party", intent: "off-topic" },
  { message: "Tenki boku o", intent: "thanks" },
  {
    message: "my mum died last month n my uncle took all her bee boxes n d house in buedu. we are 4 children. need lawyer 4 her estate",
    intent: "area:family",
  },
  { message: "Do you charge a flat fee for cargo claims or a percentage of what is recovered?", intent: "knowledge:Fees" },
  { message: "wen can i cum see a lawyer? any day dis week ok", intent: "booking" },
  {
    message:
      "We want to sell part of our family's forest land in Tonkolili to an agribusiness company. Can your firm handle the sale and check the buyer's documents?",
    intent: "area:land",
  },
  { message: "wat papers shud i bring 4 d meeting?", intent: "knowledge:What to bring" },
  { message: "hello pls help me", intent: "unknown" },
  { message: "Is Hawa Turay the lawyer at the Bo office? What kind of cases does she take?", intent: "attorney:Hawa Turay" },
  {
    message:
      "My ex-husband keeps sending messages saying he will come to the cooperative, disgrace me and cut my face. This morning he was seen outside our office with two friends. I have locked myself in the storeroom.",
    intent: "safety",
  },
  { message: "mi okada batri nor de charge. wetin a fo du?", intent: "off-topic" },
  {
    message:
      "Mi pikin na Rotifunk, dem don tek am go lockup fo tri dee now, dem se e tif honi from di projekt. Dem nor kari am go kot, dem nor lef am. Abeg ep.",
    intent: "urgent",
  },
  {
    message:
      "My late husband and I planted the cocoa and built the bee sheds together on land his father gave him. We had a traditional marriage only. Now his brothers have told me that a wife cannot inherit land in their family and that I should go back to my people. I have four children with him. Can they really take the farm from me and the children?",
    intent: "legal-question",
  },
  {
    message:
      "Mi na Sahr from Mobai. Las nite di polis kam na mi broda in os, dem se e bin bon di bush an di fire kot di projekt tik dem. Dem tek am go Kailahun. Tide mornin wi go dae, dem se e go de insay te di bos kam. Abeg una sen loya.",
    intent: "urgent",
  },
  {
    message:
      "I'm planning a trip to Kailahun next week to buy honey from the farmers. How long does the drive take from Freetown these days and is the road through Kenema good in the rainy season? Also how much is one seat on the big bus?",
    intent: "off-topic",
  },
  {
    message:
      "I have been separated from my husband for two years. He lives in Bo with another woman and our two children stay with me in Moyamba. He stopped paying school fees in January, saying my cooperative money is enough. I want a lawyer to get a proper maintenance order for the children.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, Our community forest association at Bumbuna has resolved at its general meeting to seek legal counsel on the renewal of our agreement with the hydro project. The chairman, secretary and treasurer will travel to Freetown in the second week of next month. We should be grateful if you could grant us an appointment on the Tuesday or Wednesday of that week.",
    intent: "booking",
  },
  {
    message:
      "Mi bobo fren we a bin lef de kam na mi stall evri dee, e se if a nor kam bak to am e go pour asid na mi fes. Tide e bin de wach mi fo lon. A nor de slip na mi os.",
    intent: "safety",
  },
  {
    message:
      "My beeswax shipment to Germany was rejected at Hamburg over a certificate problem and the shipping line wants to send it back at my cost. Need help with the cargo dispute.",
    intent: "area:shipping",
  },
  { message: "wetin taym una de lok di ofis fo ivin?", intent: "hours" },
  {
    message:
      "Two years ago my brother in Magburaka was arrested over a fight at the honey market and spent a month on remand before being released on bail. The case has been adjourned again and again and he is tired. We want a new lawyer to take over his defence and push for the case to be finished.",
    intent: "area:criminal",
  },
  { message: "How do you judge if honey is pure? Somebody told me to put a spoon of it in water", intent: "off-topic" },
  { message: "Can the port authority sell my container at auction if I don't clear it within 30 days? I was told it's the law.", intent: "legal-question" },
  {
    message:
      "Sir, The community forest association wishes to form a company limited by guarantee to receive carbon revenue on behalf of the villages. We request your assistance with the incorporation.",
    intent: "area:business",
  },
  {
    message: "d soldiers at koindu border hold my cousin n 2 bike riders since morning say dey smuggle honey, dey still dey d post. wat 2 do pls",
    intent: "urgent",
  },
  { message: "Wich loya dem de na una chambers? tel mi dem nem", intent: "team" },
  {
    message:
      "For many years my family and my husband's family have shared a forest where both sides keep hives. Now they say our side has taken more than half of the trees. The elders tried to settle it but both families rejected their decision. Someone told me a trained mediator can help us agree without going to court. Is that something your office does?",
    intent: "area:arbitration",
  },
  { message: "parking dey near una place? i go drive", intent: "knowledge:Parking" },
  {
    message:
      "We signed a distribution contract with a supermarket group in Freetown: they take our honey every month and pay within 30 days. For the last four months they have paid only half each time, and now they say the contract does not oblige them to pay the full invoice. We want the contract enforced.",
    intent: "area:contract",
  },
  {
    message:
      "My sister in Moyamba texted me an hour ago that her husband locked her outside and said he will beat her with the cutlass when she comes in. She is hiding behind the neighbour's kitchen. I am in London. What can I do?",
    intent: "safety",
  },
  { message: "Good morning, hope you are well", intent: "greeting" },
  { message: "If a rent mi lan fo 10 yia to di kompni, mi pikin dem go get am bak afta a day?", intent: "legal-question" },
  { message: "Could you give me an overview of the services your chambers offers to clients living abroad?", intent: "services" },
  {
    message:
      "Dear Sir, I regret to inform you that our treasurer was taken into custody yesterday evening at Magburaka on the complaint of a timber dealer who alleges that the association's funds were misused. He remains in the police cells and his family has been refused access. We humbly request that one of your lawyers attend to him urgently.",
    intent: "urgent",
  },
  { message: "Can you recommend a good accounting app for a small cooperative that sells honey?", intent: "off-topic" },
  {
    message:
      "Bought a plot in Kenema for a honey warehouse, the seller gave me a conveyance but now I hear another person has a title for the same land. I need a title search done quickly.",
    intent: "area:land",
  },
  { message: "A wan si wan loya fo tok bot mi stor rent palava. Wetin dee a fit kam?", intent: "booking" },
  { message: "How much will it cost me to see a lawyer about my husband's farm? I can pay some now and the rest after the harvest.", intent: "knowledge:Fees" },
  {
    message: "I want to write a will so that my honey business and house go to my children and not to my brothers. Can you prepare it?",
    intent: "area:family",
  },
  { message: "wetin a fo du now", intent: "unknown" },
  { message: "mi honi we a sen go Freetown na boat, di boat sink na di riva, di boatman se nor in wahala. a wan pe fo mi los", intent: "area:shipping" },
  {
    message: "Is it legal for the chiefdom to charge our cooperative a levy on every bucket of honey we sell, and is there a limit on how much they can take?",
    intent: "legal-question",
  },
  { message: "Thank you so much, you've been very kind", intent: "thanks" },
  {
    message:
      "i got summons to appear at Kailahun magistrate court next week for 'malicious damage' bcos i broke a man fence to save my hives from fire. need defense lawyer",
    intent: "area:criminal",
  },
  { message: "What is a good title for my story about a girl who talks to bees? It's for a writing competition", intent: "off-topic" },
  {
    message:
      "Please, my brother has been in the Moyamba police lockup since Friday over the cocoa theft case and they have not taken him to court. Today is Monday.",
    intent: "urgent",
  },
  { message: "how can I get in contact with your firm from Kailahun?", intent: "contact" },
  { message: "want 2 start honey company wit my friends how 2 register it pls help us", intent: "area:business" },
  { message: "Can I see a lawyer this afternoon? I'm near Siaka Stevens Street now.", intent: "booking" },
  { message: "mi neba se e go kil mi fo di bee dem we sting in pikin. e don kam wit kotlas tu taim. a nor de go fam again", intent: "safety" },
  { message: "Is the +232 76 number also on WhatsApp? I'm calling from abroad.", intent: "phone" },
  {
    message:
      "An arbitrator decided in our favour against the company that broke our honey supply deal, and the company is ignoring the decision. We need your firm to make them comply.",
    intent: "area:arbitration",
  },
  { message: "usai a fit bai gud bee sut na Freetown an omos e kin kost?", intent: "off-topic" },
  {
    message: "Is an agreement signed by a paramount chief alone, without the landowning families, binding on the community under the law?",
    intent: "legal-question",
  },
  { message: "u open at 9 or 10? cumin frm Bo", intent: "hours" },
  { message: "d family land wey d bees dey, my uncle wan rent am to mining people. we no agree. we need lawyer", intent: "area:land" },
  { message: "Who are your lawyers for shipping matters? How many do you have?", intent: "team" },
  {
    message: "A bin gi wan man moni fo bil mi shop na Kabala, e don tek di moni sins las yia, e nor bil nating. A wan loya fo get mi moni bak.",
    intent: "area:contract",
  },
  { message: "My mother speaks only Limba and some Krio. Would there be an interpreter if she comes with me?", intent: "knowledge:Languages spoken" },
  { message: "Kindly advise which documents our committee should prepare before the consultation.", intent: "knowledge:What to bring" },
  { message: "wetin ol di tin dem we una kin du?", intent: "services" },
  { message: "Ok I'm going now, bye", intent: "goodbye" },
  {
    message:
      "I am writing for our cooperative's chairlady, Mrs. Sia Lahai. This morning officers from the Moyamba police came to the apiary with the man who leases the neighbouring land and took her away, saying she destroyed his crops. We followed to the station and they have put her in the cell. She has high blood pressure and has not taken her medicine. Please can a lawyer come to Moyamba today?",
    intent: "urgent",
  },
  { message: "Hey, evening all", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, In 2015 our association leased 40 acres of community forest to a palm oil company for 15 years at an annual rent. The company has since cleared more than double that area, including our sacred bush and apiary sites, and has paid no rent for three years. We wish to instruct your chambers to take action on the lease and recover the land.",
    intent: "area:land",
  },
  { message: "My grandmother's hearing is getting bad, which clinic in Kabala can check her ears?", intent: "off-topic" },
  {
    message:
      "Every time my husband drinks palm wine he comes home and beats me, and last night he held a knife to my neck in front of the children because I kept the honey money for school fees. This morning he said he will finish what he started when he comes back from the farm. My neighbours say I should leave but I have nowhere to go with five children. He will be back before dark.",
    intent: "safety",
  },
  { message: "I need help sorting out the licences and company papers for my new honey packing business in Kenema.", intent: "area:business" },
  { message: "a wan mit di loya na Bo ofis Wednesde, a de kam wit mi tu broda fo di lan palava", intent: "booking" },
  {
    message: "my dad left d farm 2 me in his will but my stepmother say d will no count bcos it not signed by witnesses. is she right??",
    intent: "legal-question",
  },
  { message: "dem stil hol mi man na Kabala polis post, sins Sunday. nobodi de tel wi natin. pls", intent: "urgent" },
  { message: "Kindly inform me of the office hours of the Bo branch.", intent: "hours" },
  { message: "Mi granpikin in papa nor wan gi moni fo di pikin, e se na nor in pikin. Wi wan loya fo mek e pe fo di pikin.", intent: "area:family" },
  {
    message: "my cousin got charged wit stealing honey frm d cooperative store n d case start next week at Segbwema, he on bail. we need lawyer 4 defence",
    intent: "area:criminal",
  },
  { message: "What's the best way to send money to my mother in Kailahun from the UK, is Orange Money cheaper than Western Union?", intent: "off-topic" },
  {
    message:
      "Three months ago we loaded 1,200 jars of honey at Freetown on a vessel bound for Banjul. The bill of lading shows the goods in good order, but the consignee says two pallets never arrived and the shipping agent keeps giving excuses. The buyer has refused to pay the balance until the goods are found. We want to pursue the carrier for the missing cargo.",
    intent: "area:shipping",
  },
  { message: "Before I contact you properly, could you tell me a bit about your team, how many lawyers you have and what each one does?", intent: "team" },
  { message: "di timber pipul dem don kam bak wit gon, dem de na di vilaj now, dem se enibodi we tok go day. wi ol de ide na di bush", intent: "safety" },
  {
    message:
      "Sir, the timber company and our villages have agreed to mediation at the district council instead of going to court, and we would like your chambers to represent the villages in the mediation.",
    intent: "area:arbitration",
  },
  {
    message: "a bin sel mi bee box dem to wan NGO, dem sign pepa se dem go pe insay wan mont. six mont don pas. a wan loya fo mek dem pe",
    intent: "area:contract",
  },
  { message: "What's the consult@ email for? Can I send cargo documents there or to the info one?", intent: "email" },
  {
    message:
      "Dear Sir/Madam, my elderly father was detained this morning by district forestry officers and police at our farm near Magburaka, accused of felling protected trees. He is 74 and is being held at Magburaka police station now. I am in England and cannot travel immediately. Please could a lawyer attend to him today? I will pay whatever it costs.",
    intent: "urgent",
  },
  {
    message: "If our cooperative borrows from a microfinance bank and fails to repay, can they take the personal property of the members who signed?",
    intent: "legal-question",
  },
  { message: "Can your office help ordinary farmers, or do you only work for big companies and government?", intent: "services" },
  { message: "cn i call u nw? wat d numba", intent: "phone" },
  {
    message: "Mi neba don shift di bondri stik dem na mi fam na Taiama, now e de plant insay mi lan. A wan loya an sovea fo mak mi bondri.",
    intent: "area:land",
  },
  {
    message:
      "Abeg! Di polis dem jos kam na mi stor na Kissy Road, dem put mi boi dem tu na motoka, se di beeswax we wi bai na tif. Dem de tek dem go Eastern Police now now. Please send lawyer.",
    intent: "urgent",
  },
  { message: "Where can I buy a proper bar for the Kenyan top-bar hive? The wood ones keep breaking", intent: "off-topic" },
  { message: "Mi an tu oda oman wan opin smol kompni fo sel honi an soap. Una go ep wi register am?", intent: "area:business" },
  { message: "I would like to book a consultation with Fatmata Kamara during my visit in July. Is a Saturday possible?", intent: "booking" },
  { message: "Kindly advise how our association may contact your chambers, as we have no regular internet or electricity in the village.", intent: "contact" },
  {
    message:
      "Last year a member of our cooperative was attacked at the market and her attacker was arrested, but after a few days the police let him go and the case went quiet. She still has the scars and he boasts that nothing will happen to him. We want him properly prosecuted. Can your firm help us push the case?",
    intent: "area:criminal",
  },
  { message: "whr una ofis de? near PZ?", intent: "address" },
  { message: "Are you open until 5 every weekday? I have to be at the port till 4.", intent: "hours" },
  { message: "una loya de tok Kuranko?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir/Madam, my mother died in Tonkolili last year leaving land, a house and about 60 beehives. My siblings abroad and I would like letters of administration obtained and the estate shared fairly. Please advise how your chambers can assist.",
    intent: "area:family",
  },
  { message: "di makit kansul se dem go tek mi stall if a nor pe tu taym fee. dem get rayt?", intent: "legal-question" },
  {
    message:
      "I'm worried for my younger sister who runs our bee farm near Yele. For weeks the men who want to log the forest have been coming to her compound at night. Yesterday they told her they know where her children go to school and that something bad will happen if she doesn't sign. She sounded terrified on the phone.",
    intent: "safety",
  },
  {
    message: "mi an di man we wi bin de share di stor get palava ova di rent. wi de fo sidon wit wan nyutral pason, nor kot. una kin du dat?",
    intent: "area:arbitration",
  },
  { message: "hiii good morning", intent: "greeting" },
  { message: "hw do i get my honey drums out of d port, customs say need more docs n dey charge storage every day", intent: "area:shipping" },
  { message: "Is there secure parking for a van? I'll have honey samples in it.", intent: "knowledge:Parking" },
  { message: "wetin a fo du fo mek bee dem nor lef di box? dem de run go", intent: "off-topic" },
  { message: "How many of your lawyers are senior, and which of them deal with land?", intent: "team" },
  {
    message:
      "Please I want an appointment to meet a lawyer about my late husband's farm, any day next week in the morning, because the transport from Rotifunk leaves early.",
    intent: "booking",
  },
  {
    message:
      "My brother in Magburaka paid a contractor to build a honey processing shed and the contractor vanished halfway. We have the signed agreement. Can you help us enforce it?",
    intent: "area:contract",
  },
  { message: "mi son stil in Taiama police post since yesterday morning no food no lawyer pls come", intent: "urgent" },
  { message: "Ok tenki for dat", intent: "thanks" },
  {
    message: "dis man keep calling me saying he go come burn my hives and me wit dem, he know where i sleep. i dey fear to stay alone tonight",
    intent: "safety",
  },
  { message: "ok na so, bye bye o", intent: "goodbye" },
  {
    message:
      "Sir, please act quickly. Our forest guard, Mr. Alimamy Sankoh, stopped a truck of illegal timber at the Kangari Hills checkpoint an hour ago. The truck owner is a big man and the police have locked our guard up instead. He is still at the Masanga post.",
    intent: "urgent",
  },
  { message: "Una open on Friday afternoon after Jumat prayers?", intent: "hours" },
  {
    message:
      "Good evening. I am a nurse in Leeds and my family has forest land and hives in Tonkolili, plus relatives who trade honey in Freetown. Over the next year we may need help with several different things. Before choosing a firm I would like to understand the full range of services you offer.",
    intent: "services",
  },
  {
    message:
      "hello please i am writing from inside the police station in Buedu they gave me my phone for five minutes only they arrested me and my friend this morning at the honey market because of a fight with a trader please send a lawyer here we have not eaten",
    intent: "urgent",
  },
  { message: "I want to witness how honey is processed in a real factory, is there any in Sierra Leone I can visit?", intent: "off-topic" },
  {
    message:
      "Mi papa bin bai lan na Kabala 1998, wi get di pepa we di chief sain. Now wan big man kam wit sovea se di gorment gi am di lan. Dem don put bekon na wi kona. A wan loya fo chek di taytul an fet fo wi lan.",
    intent: "area:land",
  },
  {
    message:
      "Good morning. Our cooperative board would like a consultation with Isatu Bangura on a lease and a loan question. Could you offer us a slot on Thursday 14th or Friday 15th?",
    intent: "booking",
  },
  {
    message:
      "My father divided his land between his sons before he died and gave nothing to his daughters. There is no written will, only what he told the elders. My brothers now say this oral division is final. Do his daughters have any legal right to a share of the land?",
    intent: "legal-question",
  },
  { message: "mi wan mared mi oman propa na kot bifo a go Ginea fo wok. una kin ep wi?", intent: "area:family" },
  {
    message:
      "Di oman we get di stall nex to mi se in man go kam bit mi bikos a tel di makit kansul se e de sel fek honi. E don sen pipul fo wach mi. Tide tu boi dem folo mi go os an se tumara a go si. A fred fo go makit.",
    intent: "safety",
  },
  {
    message:
      "A customer is saying I sold him fake honey and has reported me to the police. They want me at Kissy police station on Thursday for a statement. I'm not under arrest. Can you send a lawyer to come with me?",
    intent: "area:criminal",
  },
  { message: "Does Ibrahim Jalloh still practise at your chambers? I read that he worked on forestry cases.", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "Dear Sir, It is with deep concern that I write. At about 10 o'clock this morning, armed men in uniform entered our village near Bumbuna and took away four young men of our forest patrol. We have since learnt that they are held at the military barracks. No reason has been given. We plead for your immediate intervention.",
    intent: "urgent",
  },
  {
    message:
      "I gave a man from Bo 5 million leones last November to supply 20 modern hives and bee suits for our women's group. He brought only 4 hives and said the rest would come after Christmas. Since then he changes his number every month. We have the receipt and a paper he signed. We want the money or the hives.",
    intent: "area:contract",
  },
  { message: "open 2moro?", intent: "hours" },
  {
    message:
      "Good afternoon. A container of our beeswax was shipped from Freetown to Antwerp, but on arrival the seal was broken and ten bags were missing. The carrier is refusing liability. We would like your firm to handle the cargo claim.",
    intent: "area:shipping",
  },
  { message: "can u help me write my CV, i want apply 4 forest ranger job", intent: "off-topic" },
  { message: "who r d lawyers dem? i want a young one", intent: "team" },
  {
    message:
      "Our cooperative has got a grant to build a honey house but the bank wants us to be a registered company first. Please help us register and open the account.",
    intent: "area:business",
  },
  {
    message:
      "Dem kari mi broda in pikin go Daru barracks dis mornin, dem se e bin de wit di pipul we de bon di bush. Up to now dem nor lef am, nobodi nor sabi wetin dem de du am.",
    intent: "urgent",
  },
  {
    message: "Kindly inform us of your charges for representing a community group at arbitration, and whether payment may be made in instalments.",
    intent: "knowledge:Fees",
  },
  {
    message: "If the company that leased our family land does not pay the rent for two years, can we cancel the lease ourselves and take the land back?",
    intent: "legal-question",
  },
  {
    message: "wi vilaj an di oda vilaj de fet ova di bush we wi ol de put bee box. wi wan wan pason we nor de na ensay fo jos am, nor kot. una kin du?",
    intent: "area:arbitration",
  },
  { message: "Please what number can I call? I don't know how to use email.", intent: "phone" },
  { message: "Good morning, and compliments of the season.", intent: "greeting" },
  { message: "I'd like to book a meeting for Monday about my held container. What's the best number to confirm it on?", intent: "booking", also: ["phone"] },
  { message: "my wife left wit our baby 2 her village in moyamba n her people say i cant see him. i want custody", intent: "area:family" },
  {
    message:
      "Last year my cousin was beaten and robbed of his honey money on the road from Kabala. The police knew who did it and even arrested the man, but he was released within a week and now walks about freely. My cousin still cannot work properly. We want to know if your firm can take up the case so the man is prosecuted.",
    intent: "area:criminal",
  },
  { message: "My friend's name is Sue and she wants to start beekeeping in Koinadugu, what equipment should she buy first?", intent: "off-topic" },
  {
    message:
      "A man from the company keeps coming to my house in Moyamba at night asking for the cooperative's documents. Last night he pushed my door and said next time he will not knock. I am scared to sleep at home.",
    intent: "safety",
  },
  {
    message:
      "My husband went to Rotifunk market on Wednesday to collect money for our honey. Some men accused him of stealing a motorbike and the police came and took him. He has been in the cell there for two days and they are asking us for money to release him. We have no money. Please help us get him out.",
    intent: "urgent",
  },
  { message: "aw a go kontak una? a nor sabi rid tumos", intent: "contact" },
  { message: "Is info@ the right email for sending our cooperative's documents?", intent: "email" },
  { message: "Do you work on Saturdays or only Monday to Friday? I sell honey at Kabala market during the week.", intent: "hours" },
  {
    message:
      "Sir, Our association supplied seedlings to a reforestation project under a written agreement and the project has failed to pay the last two invoices. We seek your assistance in recovering the sums due under the agreement.",
    intent: "area:contract",
  },
  { message: "usai una ofis de na Bo? a de kam from Kailahun", intent: "address" },
  { message: "wat i need 2 bring 4 d custody case meeting? birth cert?", intent: "knowledge:What to bring" },
  {
    message:
      "I want to bring in an investor from Guinea to buy 30 percent of my honey company. Can your firm handle the share transfer and the investment papers?",
    intent: "area:business",
  },
  {
    message: "My mother-in-law speaks Sherbro. Will any lawyer understand her, or should we bring somebody to translate?",
    intent: "knowledge:Languages spoken",
  },
  { message: "What is the history of the Kangari Hills forest reserve? I am preparing a talk for the schoolchildren.", intent: "off-topic" },
  { message: "Does your firm provide services to NGOs and cooperatives, and in what areas?", intent: "services" },
  { message: "mi honi draum dem de na di kwe, kustom nor gri lef dem. a wan loya fo ep mi", intent: "area:shipping" },
  { message: "pls i nid sombodi", intent: "unknown" },
  { message: "Is there a place near the chambers where our driver can wait with the vehicle?", intent: "knowledge:Parking" },
  { message: "a wan mek apointment fo si loya. wetin dee una fri?", intent: "booking" },
  { message: "Many thanks for your quick reply", intent: "thanks" },
  { message: "pls my clearing agent still inside cid since last nite over my honey docs, dey no charge him yet", intent: "urgent" },
  { message: "Can I come and see the lawyer at the Bo office on Monday with my brother? It is about my husband's estate.", intent: "booking" },
  {
    message:
      "My cousin in Kailahun has been told by the man she refused to marry that he will kidnap her from the farm. He already tried once and she escaped. She is staying at the chief's house but he keeps coming round.",
    intent: "safety",
  },
  { message: "if di pikin papa nor pe fo di pikin, kot go fos am fo pe? omos dem go gi mi?", intent: "legal-question" },
  {
    message:
      "Our supply contract with a Dutch buyer says disputes go to mediation first. The buyer has proposed a mediator. Can your firm advise and represent us in the mediation?",
    intent: "area:arbitration",
  },
  {
    message:
      "Please respond quickly: our cooperative's driver was arrested at the Moyamba Junction checkpoint twenty minutes ago with the honey van, and they are keeping him at the checkpoint post. They say the van's papers are not complete.",
    intent: "urgent",
  },
];
