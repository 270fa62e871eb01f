import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: rice farmers in inland valley swamps and bolilands, seed and fertiliser loans, harvest sharing and chiefdom land. writers: (1) Pa Alimamy Kanu, 63, boliland rice farmer near Magburaka, Temne, types Krio by ear on his grandson's phone; (2) Mariama Lahai, 34, leader of a women's swamp-rice group in Dama chiefdom, Kenema, heavy SMS shorthand; (3) Joseph Bockarie, 47, retired extension officer and FBO secretary in Bo, formal letters and emails; (4) Fanta Kargbo, 27, young inland-valley-swamp farmer in Kambia, voice-to-text with mishearings; (5) Abu Bakarr Mansaray, 39, input dealer in Makeni who gives seed and fertiliser on credit, brisk mixed Krio-English; (6) Sahr Fillie, 23, Fourah Bay College student writing for his parents' Kono swamp farm, short fragments; (7) Haja Zainab Fofanah, 52, widow farming the Torma Bum swamps in Bonthe, long Krio stories; (8) Emmanuel Sandi, 44, nurse in London funding a family rice project on chiefdom land in Moyamba, polite diaspora English
export const HUNDRED_AND_SECOND_TEST_SET: LabelledMessage[] = [
  { message: "kushe o, good morning", intent: "greeting" },
  {
    message:
      "Our family cleared two acres of inland valley swamp in Dama chiefdom in 2019 with permission from the section chief. We built the bunds and the nursery ourselves. Now the paramount chief says he has given the whole valley to a rice company from abroad and we must leave after this harvest. We have nothing written. We want a lawyer to stand for us on this chiefdom land matter.",
    intent: "area:land",
  },
  {
    message: "abeg una help, police don hold mi papa na Magburaka station since yestade bot dem lone man, dem se e tif di rice from di store. e still de insai",
    intent: "urgent",
  },
  { message: "how many bags of NPK per acre for swamp rice nerica", intent: "off-topic" },
  {
    message:
      "If I borrowed 3 bags of seed rice from the trader and the flood spoilt my whole swamp, must I still pay him back the 9 bags of paddy we agreed? Can he take my land for it?",
    intent: "legal-question",
  },
  { message: "wat time una office de open 2moro? i wan cum frm waterloo erly", intent: "hours" },
  {
    message:
      "I gave a man in Makeni 4 million leones for a power tiller in March, he promised delivery before ploughing. Ploughing season has passed, no tiller, and he no longer picks my calls. I want to recover my money.",
    intent: "area:contract",
  },
  {
    message:
      "The youths from the next village came to our swamp this morning with cutlasses and said if we plant again they will chop us. My husband and me are now hiding in my sister's house in town. Please what can we do",
    intent: "safety",
  },
  { message: "who are the lawyers in your firm? pls give me their names", intent: "team" },
  { message: "which court is the final of the inter-chiefdom football gala playing at this Saturday in Bo?", intent: "off-topic" },
  {
    message:
      "We ordered 2 containers of urea fertiliser from Morocco for our farmers association. They arrived at Queen Elizabeth Quay 3 weeks ago but customs still will not release them and the rains have started. Can your firm handle this?",
    intent: "area:shipping",
  },
  { message: "I would like to book a consultation about my father's boliland in Tonkolili, any day next week after 11.", intent: "booking" },
  { message: "pls i wan register our rice farmers coop as a proper company so we can get bank loan. hw d process go", intent: "area:business" },
  { message: "How much do you charge just to look at a land lease paper? We are poor farmers, we cannot pay plenty.", intent: "knowledge:Fees" },
  {
    message:
      "Good evening. My brother Foday was picked up by soldiers at Gbalamuya border post this afternoon with 20 bags of rice he was taking to sell. They have not released him and we don't know where they took him. Please we need a lawyer now.",
    intent: "urgent",
  },
  {
    message:
      "My husband died last dry season. His brothers say the swamp farm and the rice store now belong to them and I should go back to my people with my children. I need help to keep my husband's farm for my children.",
    intent: "area:family",
  },
  { message: "helo pls i get one tin i wan ask", intent: "unknown" },
  {
    message:
      "Me and my co-farmers are fighting over how to share the harvest from the swamp we worked together. We don't want court, it will finish the little money. Can you bring a neutral person to settle us?",
    intent: "area:arbitration",
  },
  { message: "di chief se any stranja wey farm na di boli must gi am one bag out of every ten. na law dat? wi must pay am?", intent: "legal-question" },
  { message: "where exactly is ur Freetown office? is it near the cotton tree?", intent: "address" },
  {
    message:
      "Last month the police charged me with damaging my neighbour's rice nursery. I was granted bail the same day but the case is coming to Port Loko magistrate court next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "pls hw much is a 50kg bag of local rice in Kenema market nw", intent: "off-topic" },
  { message: "wetin na una phone number? a wan call", intent: "phone" },
  {
    message:
      "They just came. Two police and the chiefdom speaker are in our compound now saying they will take my husband to Kabala for the seed loan money. Please somebody answer",
    intent: "urgent",
  },
  {
    message: "My mother speaks only Mende and a little Krio. Is there someone in your office who can talk to her in Mende about her farm?",
    intent: "knowledge:Languages spoken",
  },
  { message: "Good afternoon to you", intent: "greeting" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my family, who hold customary land in Kori chiefdom, Moyamba District. We intend to lease about 40 acres of inland valley swamp to an agricultural company for 21 years. I should be grateful if your chambers could prepare the lease and see to its registration. Yours faithfully, Emmanuel Sandi",
    intent: "area:land",
  },
  {
    message:
      "Is it legal for the fertiliser lender to come and harvest my rice himself before I finish paying him? He says the paper I thumbprinted allows it.",
    intent: "legal-question",
  },
  { message: "wetin kind case dem una de tek?", intent: "services" },
  {
    message:
      "my husband drink every night and beat me because I spent the rice money on the children school fees. last night he said next time he go kill me. I am at my mother's place now but he is coming here.",
    intent: "safety",
  },
  { message: "Can I see a lawyer on Thursday morning? It's about a harvest sharing agreement that went wrong", intent: "booking" },
  {
    message: "clearing agent collect money 4 clear our rice mill machine frm d quay since april, machine still dey port n demurrage de run. u fit help?",
    intent: "area:shipping",
  },
  { message: "How can I get in touch with your firm from Kabala? I don't have data most days", intent: "contact" },
  {
    message:
      "We are five partners who put money together to buy a rice huller and milling shed in Bo. One partner now says the business is his alone because it is registered in his name. We need a lawyer for the business.",
    intent: "area:business",
  },
  { message: "mi phone no de charge again, di charger port don spoil. wusai na Makeni dem de fix am?", intent: "off-topic" },
  {
    message: "my uncle is still in the cell at Kenema central since friday over the swamp boundary fight. they say no bail until monday. what do we do",
    intent: "urgent",
  },
  { message: "Are you open on Saturday? I'm only in Freetown for the weekend from Kono", intent: "hours" },
  { message: "abeg a wan divorce mi man. e don marry second wife and e tek ol mi rice from di store gi am. a get tri pikin", intent: "area:family" },
  { message: "how many lawyers una get? una get woman lawyer?", intent: "team" },
  {
    message:
      "Our chiefdom gave us the swamp for 5 years. We put in water channels and bunds with our own money. If the chief takes it back before 5 years, do we have a right to be paid for the work?",
    intent: "legal-question",
  },
  {
    message:
      "Dispute between our FBO and a rice buyer over quality. The sales agreement says any dispute goes to arbitration. Need someone to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "I want to meet Mohamed Conteh about the bank loan our rice mill company took, is Tuesday possible?", intent: "booking" },
  { message: "is there place to park my okada near your office? I don't want them to tow it", intent: "knowledge:Parking" },
  {
    message: "Somebody burnt our rice barn last week with all the seed for next season. We know who did it. We want him arrested and taken to court.",
    intent: "area:criminal",
  },
  { message: "pls send me ur email so i can send d lease paper", intent: "email" },
  {
    message:
      "Since we refused to give our swamp to the chief's son, men come at night and throw stones on our roof and shout that we will not see the harvest. My children cannot sleep. I'm scared they will set fire to the house with us inside.",
    intent: "safety",
  },
  {
    message:
      "Can you draft a proper agreement between me and the farmers I give seed and fertiliser on credit? I want the repayment in bags of paddy after harvest written clear.",
    intent: "area:contract",
  },
  { message: "tenki bad bad, God bless una", intent: "thanks" },
  { message: "in the Miss Tonkolili pageant last night, who did the judge pick as winner?", intent: "off-topic" },
  {
    message:
      "Sir I am writing this from inside Bo police station. They locked me since morning because of the fertiliser money my group did not pay back. The officer let me use my phone small. Please send lawyer",
    intent: "urgent",
  },
  {
    message:
      "Every year I give about 60 farmers in Bombali seed rice and two bags of fertiliser each on loan, and they pay back in paddy after harvest. This year more than half refused to pay, saying the rain was bad, but I saw them selling rice at the Makeni market. I have their signed forms. I need a lawyer to recover what they owe me.",
    intent: "area:contract",
  },
  { message: "dem don lock mi broda na Kambia police station fo di lan palava since tidey monin, dem no gi am food self. abeg help", intent: "urgent" },
  { message: "hello good evening una", intent: "greeting" },
  { message: "best time to transplant rice seedlings in the swamp after nursery? 21 days or 30?", intent: "off-topic" },
  { message: "Mi na farmer from Moyamba, a de cam Freetown Friday. Una office de open til wetin time Friday?", intent: "hours" },
  { message: "mi late papa lan de na di boli. mi uncle se woman pikin no get right fo inherit lan na Tonkolili. na so di law se?", intent: "legal-question" },
  {
    message: "need lawyer to do survey and title for 3 acres swamp my grandfather left us in Kono, people keep moving the boundary sticks",
    intent: "area:land",
  },
  {
    message: "For the meeting about our chiefdom land lease, should I bring the paper the paramount chief signed and the receipt for the surrender fee?",
    intent: "knowledge:What to bring",
  },
  { message: "Mi man se if a go tell police bot how e beat mi yestade, e go kil mi. A de hide na mi kompin os na Segbwema. A fred.", intent: "safety" },
  {
    message:
      "Good day. Our company exported 400 bags of parboiled rice to Monrovia by boat from Bonthe. The boat reached but 120 bags were never delivered and the captain says they fell into the sea in bad weather. We want to claim for the lost goods.",
    intent: "area:shipping",
  },
  { message: "wat time d Air Peace flight from Lagos land for Lungi tonight", intent: "off-topic" },
  { message: "Abeg a wan si one lawyer tumara bot mi swamp wey di company don tek", intent: "booking" },
  {
    message:
      "We want to form a limited company for our rice outgrower scheme with Sierra Leonean and Dutch shareholders. Please can your firm handle the registration and the shareholder agreement?",
    intent: "area:business",
  },
  {
    message:
      "Please help! My wife was arrested this morning in Pujehun at the market because the microfinance officer said she ran with the group loan. She is at the station now and they are threatening to send her to Bo.",
    intent: "urgent",
  },
  { message: "Please list the names of your partners and associates.", intent: "team" },
  {
    message:
      "We agreed to share the swamp harvest half and half with the landowner. After the harvest he now wants two thirds because he says the land is his. Can he force us to give him more than what we agreed by mouth?",
    intent: "legal-question",
  },
  {
    message:
      "I was in Magburaka prison for 4 months last year accused of stealing seed rice from the MAF store. They released me because there was no evidence. Now police sent summons again for the same case. I need lawyer",
    intent: "area:criminal",
  },
  { message: "Hello, does your firm deal only with court cases or do you also do agreements and papers? What are all the things you do?", intent: "services" },
  { message: "Your phone number please. Can I whatsapp it?", intent: "phone" },
  {
    message: "I need help to write a will. I have three swamp farms and a rice store in Bonthe and I want my daughters to get them, not only my sons.",
    intent: "area:family",
  },
  { message: "I want to see a lawyer about my swamp rent, when can I come?", intent: "booking" },
  {
    message: "Di two family dem de fight ova di valley swamp fo years. Di chief kot no fit settle am. Una get mediation wey go mek wi sidon tok witout kot?",
    intent: "area:arbitration",
  },
  { message: "pls sah a get wahala", intent: "unknown" },
  {
    message:
      "my brother has been detained at the last police station in Kenema since Monday bike of the fight over rice harvest they said he will go to court but he is still in the sale",
    intent: "urgent",
  },
  { message: "If I want divorce from my husband how much will the consultation cost me? I only have small money from selling rice", intent: "knowledge:Fees" },
  { message: "wats ur email adress", intent: "email" },
  {
    message:
      "Good morning. I would like to schedule a meeting with Ms Hawa Turay at the Bo office regarding a seed loan agreement dispute. Would Wednesday at 10am be convenient?",
    intent: "booking",
  },
  {
    message:
      "The NGO hired me as field supervisor for the swamp development project on a 2 year contract, then sacked me after 7 months without any reason or pay. I want to challenge it.",
    intent: "area:contract",
  },
  { message: "Where is your Bo office, I am coming from Tikonko", intent: "address" },
  { message: "Wich Africell contract bundle is cheapest for whatsapp calls to London", intent: "off-topic" },
  {
    message:
      "The landlord of the swamp and his boys beat my son with sticks this afternoon for harvesting. They said they will come back tonight to finish us. We are in the bush near the farm now, please",
    intent: "safety",
  },
  {
    message: "what will happen to me if I can't pay back the fertiliser loan from the bank this year? the harvest failed because of the flood",
    intent: "legal-question",
  },
  {
    message: "Mi lan de na Port Loko. di tenant wey rent di boli fo farm rice don refuse fo comot afta di lease don finish. Wi wan lawyer.",
    intent: "area:land",
  },
  { message: "Best way to contact your chambers from abroad? I am in the UK.", intent: "contact" },
  {
    message: "customs at the quay are holding our seed rice imported from Ghana, saying we need a phytosanitary cert. Do you handle customs matters?",
    intent: "area:shipping",
  },
  { message: "Thank you very much for the information, it has helped me a lot.", intent: "thanks" },
  { message: "pls mi papa, dem carry am go Bumbuna station dis mornin fo di boli lan case, e still de de", intent: "urgent" },
  { message: "una lawyer dem de tok Temne? mi granpa no sabi Krio well", intent: "knowledge:Languages spoken" },
  {
    message:
      "our agro company took a loan from the bank to buy tractors, now the bank wants to seize the tractors after two late payments. Need a business lawyer.",
    intent: "area:business",
  },
  { message: "can you help me write a business plan for a 10 hectare rice farm so I can get funds?", intent: "off-topic" },
  { message: "Wetin una de du na dis office? una de help farmers?", intent: "services" },
  {
    message:
      "My husband left me for Guinea three years ago with the harvest money and never sent anything for our two children. He has now come back and is farming in Kambia. I want him to pay maintenance.",
    intent: "area:family",
  },
  { message: "r u open dring lunch hr, i finish market at 1", intent: "hours" },
  { message: "I want to report the man who forged my thumbprint on a paper saying I sold him my swamp. I want him prosecuted.", intent: "area:criminal" },
  {
    message:
      "Dear Sir, I write with great urgency. My father, a 70 year old farmer, was arrested last night at his home in Mabang and is presently detained at Moyamba police station over a dispute with the chiefdom authorities concerning the swamp he has farmed for forty years. We request immediate legal representation.",
    intent: "urgent",
  },
  { message: "ok bye bye, wi go tok", intent: "goodbye" },
  {
    message: "We have an arbitration award against the rice buyer who did not pay for 300 bags, but he refuses to pay. How do we enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Do I have a right to stop the chief from giving my family's swamp to a foreign company without asking us?", intent: "legal-question" },
  { message: "how do i bail water out of a flooded swamp quickly, which pump is best", intent: "off-topic" },
  {
    message:
      "We took a seed loan from a man in Lunsar and couldn't pay after the flood. Today he sent boys to say that if we don't pay by Friday they will cut off my husband's hand. We are afraid to sleep at home.",
    intent: "safety",
  },
  {
    message: "I will drive down from Kenema with my pickup loaded with rice for the family. Is there parking near the chambers or must I leave it far?",
    intent: "knowledge:Parking",
  },
  { message: "wi pikin, dem catch am na checkpoint wit di rice bag dem. soja dem de hold am nau nau na Mile 91", intent: "urgent" },
  {
    message:
      "A company wants to lease 500 hectares of boliland in our chiefdom for rice. The paramount chief has signed already but the landowning families were not asked. We want a lawyer to check the lease.",
    intent: "area:land",
  },
  { message: "Mi sista man de beat am evri nite sins dem sell di rice. yestade e tek cutlass threaten am. she de fred fo go back os", intent: "safety" },
  { message: "If a man dies without a will, who gets his swamp farm, the wife or his brothers? We are in Kailahun.", intent: "legal-question" },
  {
    message: "Is Fatmata Kamara still the senior partner? My uncle said she helped our village years ago with a land case.",
    intent: "attorney:Fatmata Kamara",
  },
  { message: "pls book me 4 consultation on monday, land matter, Bombali", intent: "booking" },
  {
    message:
      "A pay one man na Bo fo bring 50 bag fertiliser bifo di rain. E tek di moni, e no bring notin, now e se e go bring nex year. Di farm sizin don pass. A wan mi moni bak",
    intent: "area:contract",
  },
  {
    message:
      "the man who lent us the seed rice came to the farm with a gun and said he will shoot my father if he does not sign the swamp over to him. he said he will come back sunday",
    intent: "safety",
  },
  { message: "Hi there, good day", intent: "greeting" },
  {
    message: "Wi fishing boat wey wi de use carry rice from Bonthe to Mattru capsize. di owner of di cargo de claim wi. we need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "Who are the lawyers at the Bo office and at the Freetown office?", intent: "team" },
  { message: "my husbnd arested 2day at Njala junction by police bcos of d farmers grp loan, he in d cell nw pls hlp", intent: "urgent" },
  { message: "I want to register a business name for my rice milling and selling. How do I start?", intent: "area:business" },
  { message: "I'm a clearing agent, I finish at the quay by 4. What time do you close?", intent: "hours" },
  { message: "how to fix a rice thresher engine that starts and then dies", intent: "off-topic" },
  {
    message:
      "My daughter married a farmer in Kailahun and they have two children. He has now chased her away saying she did not bring enough rice to his family, and he kept the children. She wants the children back with her and maintenance.",
    intent: "area:family",
  },
  {
    message: "Can the chiefdom council fine me for farming the swamp in the dry season without their permission? It is my family land.",
    intent: "legal-question",
  },
  { message: "wetin a fo bring wen a de cam fo di mitin? a get only di receipt wey di chief gi mi", intent: "knowledge:What to bring" },
  { message: "We prefer mediation with the rice company that took our swamp, not a court case. Do you do mediation?", intent: "area:arbitration" },
  {
    message:
      "My name is Fatu. My husband went to the chiefdom headquarters yesterday to complain that the chief's people harvested our swamp. The chiefdom police locked him in the lockup by the court barray and said he insulted the chief. He is still there this morning and they say he will not come out until we pay 2 million. Please help us.",
    intent: "urgent",
  },
  {
    message: "My son was beaten by police when they arrested him last year at the farm. He is free now but we want to take action for his human rights.",
    intent: "area:criminal",
  },
  { message: "una get whatsapp number? a wan send di pikcha of di lan paper", intent: "phone" },
  { message: "Apart from court cases, do you also help farmers groups with their documents and agreements? What services do you provide?", intent: "services" },
  { message: "what is the title of that Emmerson song about the poor farmers?", intent: "off-topic" },
  { message: "landlord of our swamp want to sell am to anoda man while we still get 3 years on the rent. abeg wi want lawyer", intent: "area:land" },
  {
    message:
      "Since I refused to marry the chief's brother after my husband died, they burnt my rice nursery, and last night someone left a cutlass by my door with a note. I sent my children to my sister. I don't sleep.",
    intent: "safety",
  },
  { message: "Is a harvest sharing agreement valid if it was only made by mouth in front of the town chief?", intent: "legal-question" },
  { message: "May I have your email address to send our documents? Thank you.", intent: "email" },
  { message: "Could I meet a lawyer at the Bo office on Saturday?", intent: "booking" },
  {
    message:
      "I need someone to review the outgrower contract the rice company gave us. They want us to sell all our paddy only to them at a fixed price for 10 years.",
    intent: "area:contract",
  },
  {
    message: "Mr lawyer I write from Pademba Road. I have been on remand 3 months for a farm fight I did not start. No lawyer has come. Please",
    intent: "urgent",
  },
  { message: "wusai una office de na Freetown? na Siaka Stevens street?", intent: "address" },
  { message: "Alright, goodbye for now", intent: "goodbye" },
  {
    message:
      "A ship carrying our imported power tillers arrived but 2 crates are damaged and the shipping line refuses to pay. Can you help with the cargo claim?",
    intent: "area:shipping",
  },
  { message: "do u people help farmers free? we no get money til after harvest, can we pay in parts", intent: "knowledge:Fees" },
  { message: "Wetin di weather go be next week na Bombali, rain go fall?", intent: "off-topic" },
  { message: "Me and my brother own a rice company together and want to close it down and share the assets. What do we need to do?", intent: "area:business" },
  { message: "Ok thanks so much", intent: "thanks" },
  { message: "Wi wan adopt mi late sista pikin wey de wit wi na di farm. Wi wan do am legal", intent: "area:family" },
  { message: "una get woman lawyer dem na una office?", intent: "team" },
  {
    message:
      "My grandfather gave the swamp to my father, and my father worked it for 30 years. Now my father's half-brother came from Freetown with a paper from the chiefdom saying the land is his. My father never signed anything. Who does the land belong to by law?",
    intent: "legal-question",
  },
  { message: "una de open on public holidays like Independence Day?", intent: "hours" },
  {
    message: "police summon mi fo cam na station monday bot fertiliser wey lost from di store. a neva go yet. a nid lawyer fo go wit mi",
    intent: "area:criminal",
  },
  {
    message: "Right now the police are at my uncle's house in Makeni, they are tying his hands, they say he sold chiefdom land. pls what can we do fast",
    intent: "urgent",
  },
  { message: "If I need to reach you people quickly, which way is best?", intent: "contact" },
  { message: "the judges of our best farmer competition want criteria, can you give me a list of things to score a rice farm", intent: "off-topic" },
  {
    message: "Both me and the seed supplier agreed to pick a neutral person to settle the dispute over bad seed. Can one of your lawyers be the arbitrator?",
    intent: "area:arbitration",
  },
  { message: "A wan mit lawyer Adama Koroma bot di boli lan case, e go free Wednesday?", intent: "booking" },
  { message: "Orange money charges to send 500 thousand leones to Kabala?", intent: "off-topic" },
  {
    message:
      "I want to buy 2 acres of in land valley swamp in Rotifunk from a family but the sister say the land is for the whole family not for him alone I need somebody to do the title search before I pay",
    intent: "area:land",
  },
  { message: "wetin na di price fo one bag of urea fertilizer na Makeni dis week", intent: "off-topic" },
  {
    message: "my son is at CID since yesterday night, they are asking him about the loan money of the seed bank, they refuse to release him",
    intent: "urgent",
  },
  { message: "if my husband sells our swamp land without asking me, can I stop the sale? we are married in church", intent: "legal-question" },
  { message: "how many lawyers work in your chambers and which of them are in Bo?", intent: "team" },
  {
    message:
      "unpaid invoice: we supplied 200 bags of milled rice to a school feeding contractor in January, he has paid only a third. need lawyer to chase the balance",
    intent: "area:contract",
  },
  {
    message:
      "Please I am writing for my aunty. Her in-laws say she killed her husband with witchcraft so they can take the farm. Today they gathered with sticks in front of her house and said she must leave the village by night or they will deal with her.",
    intent: "safety",
  },
  { message: "Hawa Turay na di lawyer na Bo? wetin kind case e de du?", intent: "attorney:Hawa Turay" },
  {
    message:
      "Dear Madam, I should be grateful if you could arrange a consultation for our farmer-based organisation with one of your partners to discuss a dispute with the Ministry's input-loan programme. Any day in the week of the 14th would suit us. Yours faithfully, J. Bockarie",
    intent: "booking",
  },
  {
    message:
      "Our ship agent says the vessel carrying our rice seed from India is delayed and the charterer wants extra money. We need a lawyer on the charter.",
    intent: "area:shipping",
  },
  {
    message: "Dem don arest mi mama na di market dis mornin bikos di lona se e no pay di fertilaiza moni. e de na di polis stesin nau, e get blod presho",
    intent: "urgent",
  },
  { message: "Do any of your lawyers speak Limba? My father is from Kamakwie and his Krio is weak.", intent: "knowledge:Languages spoken" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "An investor from Lebanon wants to put money in our rice farm company in return for shares. Can you do the investment agreement for us?",
    intent: "area:business",
  },
  { message: "what does deed mean in the Bible verse about good deeds? my pastor asked us to explain it", intent: "off-topic" },
  { message: "I want to marry my fiancée in court in Bo before we start our rice farm together. Can you help with the marriage?", intent: "area:family" },
  { message: "Are you open now? It is 6pm", intent: "hours" },
  {
    message:
      "The MAF gave our group a tractor on loan-to-own. If we miss one season's payment, can they take back the tractor and also the rice we harvested with it?",
    intent: "legal-question",
  },
  {
    message:
      "I was arrested for fighting over the swamp water channel, police released me after 2 days without charge. Now they say I must report to them every week. I want a lawyer to stop this.",
    intent: "area:criminal",
  },
  { message: "Pls i nid sm help", intent: "unknown" },
  { message: "call number fo una Bo office?", intent: "phone" },
  { message: "he is there with the cuttlass outside my door saying he will kill me if I don't give him the rice money please come quick", intent: "safety" },
  {
    message: "our farmers union and the rice mill owner want to solve the price argument with a mediator not in court. can your firm arrange mediation",
    intent: "area:arbitration",
  },
  { message: "what is the best rice variety for boliland that can stand flood", intent: "off-topic" },
  { message: "abeg una de handle lan case? di chief dem don gi wi swamp to di investor", intent: "area:land" },
  {
    message:
      "To whom it may concern. Our chairman, Mr Lamin Kpaka, was taken from the farm by soldiers of the border patrol this morning after an argument about a rice consignment. He is held at the military post at Kamakwie and we have had no news. Kindly assist urgently.",
    intent: "urgent",
  },
  { message: "can i park a lorry near d office? i de bring rice for di family in town", intent: "knowledge:Parking" },
  { message: "Wetin na di way fo reach una? a de na Kailahun", intent: "contact" },
  { message: "Mi employer, one rice company na Torma Bum, sack mi witout pay afta 5 yia as tractor driver. A wan sue dem", intent: "area:contract" },
  { message: "mit wit lawyer 4 lan issu nxt wk pls", intent: "booking" },
  { message: "Do you only do land cases or other things too? I want to know all the areas you work in", intent: "services" },
  { message: "how long does a solar panel take to fully charge a battery for the rice store lights", intent: "off-topic" },
  { message: "do I have the right to farm my late husband's swamp while the family decides on the estate? his brothers say no.", intent: "legal-question" },
  {
    message: "My father died and left 5 farms in Moyamba. We need letters of administration to share the estate among the children. Can you help?",
    intent: "area:family",
  },
  { message: "email address fo sen mi documents?", intent: "email" },
  {
    message:
      "We had a quarrel with the section chief about the rent for the swamp. Yesterday evening he brought police and they took my husband and my eldest son. I went to the station this morning, they are still inside and they say they will charge them today. I don't know what to do",
    intent: "urgent",
  },
  { message: "wi container wit empty rice bag dem don hold na quay fo customs since 2 month. wi wan lawyer", intent: "area:shipping" },
  { message: "What should I prepare before coming to see the lawyer about my swamp lease?", intent: "knowledge:What to bring" },
  { message: "tenki fo di help o", intent: "thanks" },
  { message: "wetin time una de open na mornin? a de cam from Bo wit di fos poda-poda", intent: "hours" },
  {
    message: "we got a licence to sell certified seed but the licence expired. now the agric officers want to seize our stock. need business lawyer",
    intent: "area:business",
  },
  { message: "ok see una latr", intent: "goodbye" },
  { message: "Can the bank sell my house in Kenema because of the loan I took for my rice farm if I pay late?", intent: "legal-question" },
  { message: "my bro stil in lockup @ Lunsar since fri nt. no bail. pls wat 2 do", intent: "urgent" },
  { message: "recipe for jollof rice with local rice pls", intent: "off-topic" },
  {
    message: "someone stole our group's 40 bags of NPK from the store and we know the man. we want police to charge him and take him to court",
    intent: "area:criminal",
  },
  { message: "Apart from land, what other types of legal work does your office do?", intent: "services" },
  {
    message:
      "We are three families sharing one inland valley swamp. Every year there is a quarrel about who plants first and how the water is shared. The chief is tired of us. Someone said a lawyer can help us settle it with an agreement without going to court.",
    intent: "area:arbitration",
  },
  { message: "Can I book a session with Ibrahim Jalloh? My brother and I have a problem in our seed business partnership.", intent: "booking" },
  { message: "Dem se if a no lef di swamp bifo nex week, dem go bon mi os wit mi pikin dem insai. A de shake", intent: "safety" },
  { message: "Gud morning, una de open tidey? na Friday", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, We are a group of twelve young graduates who have started a mechanised rice farming venture in Tonkolili. We would like to register it as a company limited by shares and open a bank account in its name. I should be grateful to know whether your chambers undertakes such work. Yours faithfully, Sahr Fillie",
    intent: "area:business",
  },
  {
    message:
      "They took my father to Kono police last night because the mining company says our swamp is inside their concession. He is in the cell now. Please.",
    intent: "urgent",
  },
  { message: "basketball court for the youths in our chiefdom, how much to build one?", intent: "off-topic" },
  { message: "Mi granpa lan na Kambia, dem divide am wrong wen e dai. Some family don sell part. wi wan lawyer fo di family lan palava", intent: "area:land" },
  {
    message:
      "Our chiefdom says strangers can only get land on lease, never buy. I am from Freetown and I want to buy swamp land in Bo district. Is that legal and can they stop me?",
    intent: "legal-question",
  },
  {
    message:
      "Please, my neighbour said he will poison my children if I report him for taking my rice. He already killed my goats. I am afraid to go to the farm.",
    intent: "safety",
  },
  { message: "Tell me about Ibrahim Jalloh, what kind of cases does he handle?", intent: "attorney:Ibrahim Jalloh" },
  { message: "who r ur lawyers? pls list dem", intent: "team" },
  {
    message:
      "I signed a seed and fertiliser loan paper with an NGO last year but I didn't understand it because it was in English. Now they are saying I must pay interest of 40%. I want a lawyer to look at the agreement.",
    intent: "area:contract",
  },
  { message: "abeg una, dem don put mi man na cell fo di harvest share palava wit di landlord. e de de since Tuesday.", intent: "urgent" },
  { message: "wat is ur consultation fee?", intent: "knowledge:Fees" },
  { message: "Can you tell me the football score of East End Lions today?", intent: "off-topic" },
  {
    message:
      "Good afternoon. A consignment of three rice harvesters shipped from China has been at the Queen Elizabeth II Quay for six weeks. The clearing agent we paid has disappeared with the duty money. We need legal help to get the goods released.",
    intent: "area:shipping",
  },
  { message: "wan tok to a lawyer about my boliland lease, wen possible?", intent: "booking" },
  {
    message: "My ex-wife took our children to her village in Pujehun and refuses me to see them. I pay for their school from my rice farm. I want custody.",
    intent: "area:family",
  },
  { message: "Morning! hope una wake well", intent: "greeting" },
  {
    message:
      "My brother was charged with arson for a bush fire that spread to the chief's rice farm. He is on bail. Trial is at Kabala. We need a criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "If the harvest is shared one third to the landowner, one third to the worker and one third to the one who gave seed, what does the law say when the seed man also wants his seed back first?",
    intent: "legal-question",
  },
  { message: "pls sir wetin", intent: "unknown" },
  { message: "Abeg gi mi una nomba, a go flash una", intent: "phone" },
  { message: "Directions to your office from Lumley please, I'll come by keke", intent: "address" },
  {
    message: "mama is being taken now by police from the farm in Taiama they're putting her in the van because of the loan I am following them what do I do",
    intent: "urgent",
  },
  { message: "Do you have staff who speak French? A Guinean farmer is renting my swamp and we have a dispute.", intent: "knowledge:Languages spoken" },
  { message: "Is mediation possible for a dispute between two rice farming cooperatives about a shared tractor?", intent: "area:arbitration" },
  { message: "pls help me write a speech for our rice harvest festival, the DC is coming", intent: "off-topic" },
  { message: "We need a surveyor and a lawyer for our family swamp in Moyamba before we lease it out. Do you do surveys?", intent: "area:land" },
  { message: "We are an FBO in Bombali. Please can you send us a list of the legal services your firm provides?", intent: "services" },
  {
    message:
      "my partner in the rice shop took all the stock and opened his own shop. we had no written partnership. i want to end the partnership and get my share",
    intent: "area:business",
  },
  {
    message:
      "I am a widow farming in Torma Bum. Since my husband died his nephew wants me to leave the swamp. Two nights ago he came drunk and slapped me, and yesterday he told my children he will come back with his friends to teach me a lesson. I lock myself in the house every night.",
    intent: "safety",
  },
  { message: "Mi wan si Christiana Thomas Monday o Tuesday fo mi divos case", intent: "booking" },
  { message: "My husband took a fertiliser loan in both our names without telling me. If he runs away, will they make me pay?", intent: "legal-question" },
  {
    message: "The tractor service provider ploughed only half of our 10 acres but took full payment. I want to enforce our agreement.",
    intent: "area:contract",
  },
  { message: "are you open on saturdays or only weekdays? i work on the farm all week", intent: "hours" },
  { message: "Please what's the email for consultations, and the phone number too?", intent: "email", also: ["phone"] },
  {
    message:
      "Dear Sir/Madam, I am writing on behalf of my uncle, Pa Santigie Kanu, who has been detained at Makeni police station since Saturday following a complaint by a rice trader. He is 67 and unwell. We urgently request a lawyer to secure his release.",
    intent: "urgent",
  },
  { message: "How much is an acre of land in Waterloo now?", intent: "off-topic" },
  { message: "abeg a wan chalenj di wil wey mi papa lef, e gi mi stepmama ol di swamp", intent: "area:family" },
  { message: "is there safe parking for a motorbike at the Bo office?", intent: "knowledge:Parking" },
  { message: "Can you handle a claim against the shipping line? Our rice bags arrived wet and spoiled in the container.", intent: "area:shipping" },
  { message: "How many partners does the firm have?", intent: "team" },
  { message: "how do we get in touch with your lawyers from the village?", intent: "contact" },
  {
    message: "Is it legal for the paramount chief to keep all the surface rent from the rice company and give the landowning families nothing?",
    intent: "legal-question",
  },
  {
    message: "I was released from Bonthe prison after my sentence. I now want to appeal because I was innocent of stealing the rice.",
    intent: "area:criminal",
  },
  { message: "pls dem de hold mi sista na Bo central since 2 day, dem se e beat di chief wife ova di swamp", intent: "urgent" },
  { message: "Many thanks for your quick reply", intent: "thanks" },
  { message: "malaria medicine for a child of 4, what dose?", intent: "off-topic" },
  { message: "Can a neutral person from your firm sit with us and the landowner so we agree the harvest share fairly?", intent: "area:arbitration" },
  {
    message: "The surveyor's men came with machetes and said they'd cut anyone who stands in their way on our farm. They come back tomorrow. We are scared.",
    intent: "safety",
  },
  { message: "I would like an appointment with a land lawyer for next Tuesday.", intent: "booking" },
  {
    message:
      "Wi mek agriment wit one Chinese company fo sell dem ol wi paddy. Dem gi wi advance fo fertiliser. Now dem se di rice no good, dem no go buy, and dem wan wi pay bak di advance wit interest. Wi wan lawyer fo luk di agriment.",
    intent: "area:contract",
  },
  {
    message:
      "Police came at dawn and took my two brothers from our village in Kpaka chiefdom. They are detained at Pujehun police station and nobody tells us why. Please send a lawyer.",
    intent: "urgent",
  },
  { message: "good evening sir/madam", intent: "greeting" },
  { message: "what's a good title for my school essay on rice farming in Sierra Leone", intent: "off-topic" },
  {
    message: "the landowner wants to increase the rent on my swamp after I already planted. can he do that in the middle of the season?",
    intent: "legal-question",
  },
  { message: "Is Christiana Thomas still working with your firm? She handled my mother's case in 2021.", intent: "attorney:Christiana Thomas" },
  {
    message: "Good day, I want to book a meeting about the rice company lease with any partner. I'm available Tuesday or Thursday after 2pm.",
    intent: "booking",
  },
  {
    message: "the chief gave the same swamp to me and to another man. We both have papers. I need a lawyer to sort out the boundary and who owns it.",
    intent: "area:land",
  },
  {
    message: "my husband has threatened to chop me with cutlass if I go to the farm again, he says the rice is his. I am with my children at the church now",
    intent: "safety",
  },
  {
    message: "Should we bring our FBO registration certificate and constitution when we come for the loan agreement meeting?",
    intent: "knowledge:What to bring",
  },
  { message: "what days does the Bo office open, and where is it exactly?", intent: "hours", also: ["address"] },
  { message: "hw 2 claim 4 lost cargo? 60 bags rice fall in sea wen d boat capsize near Yawri Bay", intent: "area:shipping" },
  { message: "hw much transport from Makeni to Freetown by poda poda now", intent: "off-topic" },
  { message: "Soja dem don hold mi papa na di barracks na Teko since yestade. Dem se e tok bad bot di rice projek. Dem no lef am go", intent: "urgent" },
  {
    message: "we are closing our agro business because of losses. we need help to wind up the company properly and settle the bank loan.",
    intent: "area:business",
  },
  { message: "Hello, what types of legal help do you offer to small farmers?", intent: "services" },
  {
    message: "My father signed a paper with his thumbprint giving the swamp to a trader for a seed loan. He can't read. Is that paper valid in court?",
    intent: "legal-question",
  },
  { message: "wi papa dai, e lef 3 wef and 11 pikin. di swamp dem and di rice mill wi no no how fo share. wi nid lawyer fo di estate", intent: "area:family" },
  { message: "Sorry, is this the right place?", intent: "unknown" },
  { message: "I want arbitration, not court, for my dispute with the rice mill owner. Can you arrange an arbitrator for us?", intent: "area:arbitration" },
  { message: "Pls can I call you now? whats d numba", intent: "phone" },
  {
    message:
      "I am the treasurer of our farmers' group and police have invited me to give a statement about missing seed rice on Monday. I want a lawyer to come with me.",
    intent: "area:criminal",
  },
  {
    message:
      "We took a seed loan from the chief's brother last year. The flood destroyed everything and we told him we would pay after this harvest. This morning he came with the chiefdom police, and they handcuffed my husband in front of the children and took him to the chiefdom lockup. He is still there.",
    intent: "urgent",
  },
  { message: "how to stop birds eating rice in the swamp before harvest", intent: "off-topic" },
  { message: "Do you do legal aid for poor farmers or is everything paid?", intent: "knowledge:Fees" },
  { message: "Wi wan lease wi swamp to wan NGO fo 10 yia. abeg una go rayt di lease?", intent: "area:land" },
  {
    message: "Our women's group rented a swamp. The owner died and his son says the rent agreement died with his father. Is that true?",
    intent: "legal-question",
  },
  { message: "Which lawyers are women in your office?", intent: "team" },
  { message: "They said if I speak about the land grab at the chiefdom meeting, I won't reach home alive. The meeting is tomorrow.", intent: "safety" },
  {
    message: "Can you review a contract before I sign it? It's a supply deal to deliver 500 bags of rice to a supermarket in Freetown.",
    intent: "area:contract",
  },
  { message: "I need an appointment at the Bo office with Hawa Turay for Friday morning, about the inheritance of my father's farm.", intent: "booking" },
  { message: "how many cups of rice in one Maggi container, i want to cook for 20 people", intent: "off-topic" },
  { message: "wusai una office de na Bo?", intent: "address" },
  { message: "plz hlp my wife detaind at Kailahun police nw 4 d group loan, she carry our baby wit her", intent: "urgent" },
  { message: "Need help to get an export licence for rice to Guinea for my business.", intent: "area:business" },
  { message: "Can we talk in Krio with the lawyer? my English not too good", intent: "knowledge:Languages spoken" },
  { message: "Una de open on Sunday?", intent: "hours" },
  {
    message: "The shipping company lost our container of rice seed on its way from Abidjan. They say it's not their fault. We want to sue.",
    intent: "area:shipping",
  },
  { message: "Bye for now, I'll be in touch", intent: "goodbye" },
  { message: "Na only kot case una de du, or una de du oda tin dem?", intent: "services" },
  { message: "If I report the chief to police for taking our rice, will I go to prison for disrespect?", intent: "legal-question" },
  { message: "I want child maintenance from the father of my baby. He is a big farmer with tractors in Bombali but he gives nothing.", intent: "area:family" },
  { message: "how can i contact di firm? a no get credit bot a get data", intent: "contact" },
  { message: "write me a CV for a job as farm manager at the rice company", intent: "off-topic" },
  {
    message: "Our harvest-sharing dispute went to mediation and we signed a settlement, but the landlord is not following it. Can you enforce the settlement?",
    intent: "area:arbitration",
  },
  { message: "a wan report one man wey tif wi rice na di swamp. wi wan police tek am go kot", intent: "area:criminal" },
  {
    message:
      "I write to request immediate assistance. Our field officer was detained this morning at Gbangbatoke by police following a complaint from the section chief over the swamp rehabilitation works. He remains in custody.",
    intent: "urgent",
  },
  { message: "thanks a lot, i appreciate it", intent: "thanks" },
  { message: "My stepfather comes into my room at night and touches me. My mother says keep quiet because he pays for the farm. I am 16.", intent: "safety" },
  { message: "A wan si lawyer bot mi lan palava, na us tem a fit cam?", intent: "booking" },
  { message: "I want to meet with Abdul Rahman Sesay about our rice company shareholder problem. Is next Monday ok?", intent: "booking" },
  { message: "dem don carry mi granpa go station, di chief se e farm di swamp witout permishon. e old, e de de since las nite", intent: "urgent" },
  { message: "wetin a fo du if rat dem de it di rice na di store", intent: "off-topic" },
  {
    message:
      "I live in London. My family has chiefdom land in Moyamba and people are farming it without paying anything. I want a lawyer in Sierra Leone to handle the land and collect the rent for us.",
    intent: "area:land",
  },
  {
    message: "Is a woman allowed to own land in the provinces? It's my late father's boliland, and my brothers say I can only farm it, not own it.",
    intent: "legal-question",
  },
  { message: "can you tell me about your lawyers, how many and who, and what kind of cases you do", intent: "team", also: ["services"] },
  {
    message:
      "I ran away from my husband's village with my kids because he said he would kill me if I don't give him my harvest money. I am hiding in Bo but he has friends looking for me.",
    intent: "safety",
  },
  { message: "wat tym u clos on fri", intent: "hours" },
  {
    message: "Our rice export to Guinea by sea was held at the port because customs says the documents are wrong. The clearing agent is not helping.",
    intent: "area:shipping",
  },
  {
    message:
      "We signed a sharecropping agreement with a landowner that says we pay 30% of the harvest. Now he wants 50%. We want a lawyer to enforce what we signed.",
    intent: "area:contract",
  },
  {
    message: "abeg dem de hold mi man na Moyamba junction checkpoint nau nau, police se e get fo pay fo di rice bag dem. dem don tek am go dem office",
    intent: "urgent",
  },
  { message: "Hey, good morning", intent: "greeting" },
  {
    message: "The bank refused to give our rice cooperative a loan because we are not registered as a business. Can you help us get registered properly?",
    intent: "area:business",
  },
  { message: "na wusai a fo park mi motoka wen a cam una office?", intent: "knowledge:Parking" },
  { message: "correct this sentence for my farm report: we has harvest 40 bags from the swamp", intent: "off-topic" },
  { message: "If I planted rice on land I rented and the landlord sells the land before harvest, who owns the rice?", intent: "legal-question" },
  { message: "I want to separate from my husband but keep my share of the swamp farm we built together. Need family lawyer.", intent: "area:family" },
  { message: "What areas of law does your firm cover? Just want to know before I come.", intent: "services" },
  {
    message: "My cousin was sentenced to 2 years for stealing from a farmers' rice store. We believe he was innocent and want to appeal.",
    intent: "area:criminal",
  },
  { message: "Una email plis", intent: "email" },
  {
    message:
      "my father has been arrested in bow by the police because the seed company says he didn't pay they put him in the cell where is your office in bow",
    intent: "urgent",
    also: ["address"],
  },
  {
    message: "We heard your firm does arbitration. Our community and the rice investor want a neutral arbitrator for the compensation dispute.",
    intent: "area:arbitration",
  },
  { message: "Pls wat docs 2 bring 4 d meeting abt ma late husband farm", intent: "knowledge:What to bring" },
  { message: "what job can I do in Freetown after harvest season, I can drive tractor", intent: "off-topic" },
  {
    message:
      "I bought one town lot in Makeni with my rice money in 2018, paid the family and got a receipt. Now another person came with a survey plan saying the same plot is his. I need someone to check the title and defend my land.",
    intent: "area:land",
  },
  {
    message:
      "The rice company's security guards beat us this morning when we went to our old swamp. They said next time they will shoot. My brother's head is bleeding.",
    intent: "safety",
  },
  { message: "kin I get appointment wit a lawyer dis wk? 4 loan agreement", intent: "booking" },
  { message: "Will the court give me back my swamp if the man who took it has farmed it for 12 years already?", intent: "legal-question" },
  {
    message:
      "A fishing boat ran over and damaged our floating rice nursery near the river mouth in Bonthe. The boat owner refuses to pay. Is this a shipping case you handle?",
    intent: "area:shipping",
  },
  { message: "Do you have a number I can call? I'm in Kailahun with no internet most times", intent: "phone" },
  { message: "Di man wey a gi moni fo build mi rice store tek di moni, put only foundation and run. a wan lawyer fo dis", intent: "area:contract" },
  {
    message:
      "Good evening. I am a student in Freetown. My mother called me crying that my father, a rice farmer in Koinadugu, has been held at Kabala police station since Sunday after the farmers' group accused him of using the fertiliser money. They say they will transfer him to the prison tomorrow. Please can a lawyer go today?",
    intent: "urgent",
  },
  { message: "Are all your lawyers in Freetown or some in Bo?", intent: "team" },
  { message: "monthly price to lease a Toyota Hilux from the dealer in Freetown?", intent: "off-topic" },
  { message: "How do I add a new shareholder to my agro company? My nephew bought into it.", intent: "area:business" },
  { message: "una de tek pay smol smol? a fit pay afta harvest", intent: "knowledge:Fees" },
  { message: "Will you be open tomorrow morning? It's the Eid holiday", intent: "hours" },
  {
    message:
      "I need a marriage certificate for my customary marriage so I can claim my husband's farm when the time comes. Can you help with the marriage papers?",
    intent: "area:family",
  },
  { message: "How do I get through to someone at your firm? Is there a way other than coming in?", intent: "contact" },
  { message: "What happens to the seed loan if the borrower dies before harvest? Do his children have to pay?", intent: "legal-question" },
  { message: "Wi de fred. Di pipul dem wey de tek wi swamp se dem go bon wi village if wi no sign. Dem cam las nite wit gun.", intent: "safety" },
  {
    message:
      "police arrest me last year for chiefdom tax, i stay 3 days in cell then they release me. now they say i must go to court next week. i need lawyer",
    intent: "area:criminal",
  },
  { message: "what's the nearest landmark to your Freetown office?", intent: "address" },
  { message: "can you recommend a good generator mechanic in Bo, our rice mill generator broke", intent: "off-topic" },
  { message: "my son in lockup at Mattru Jong since Tuesday nite, no charge, no food", intent: "urgent" },
  { message: "Pls can una settle wi wit di landlord wit mediation? wi no wan go kot", intent: "area:arbitration" },
  { message: "Thank you, very helpful", intent: "thanks" },
  { message: "Ok goodnight, bye", intent: "goodbye" },
  {
    message: "Our association would like a consultation with a partner regarding the chiefdom land allocation. Please advise available dates.",
    intent: "booking",
  },
  { message: "Wi wan buy smol swamp na Waterloo side fo plant rice. una go help wi chek di papers bifo wi pay?", intent: "area:land" },
  {
    message: "Please my husband is still at Bo police station since yesterday, they refuse bail, it's about the rice farm dispute with his brother",
    intent: "urgent",
  },
  { message: "how do I make my rice stall appeal to more customers in the market", intent: "off-topic" },
  { message: "Can the microfinance company take my husband's motorbike for the group loan that I took? He was not part of it.", intent: "legal-question" },
  { message: "Abeg, mi man de beat mi evri de sins di harvest fail. tidey e se e go kil mi. a de na mi neba os", intent: "safety" },
  {
    message:
      "Good afternoon. I would like to book a consultation with Isatu Bangura regarding my late father's swamp farm. Kindly let me know the earliest available date.",
    intent: "booking",
  },
  { message: "Who is the senior partner and who are the others?", intent: "team" },
  {
    message:
      "I employed 20 youths to work on my 15 acre swamp for the season, agreed 300,000 each plus a bag of rice. Some left in the middle and now want full pay and say they will report me. I want a lawyer to help me with the work agreement.",
    intent: "area:contract",
  },
  { message: "dem lock mi pikin na Makeni polis since Sunday, dem se e bin de na di fight na di boli. e only 17", intent: "urgent" },
  {
    message: "do you have interpreter for Kono language? my parents want to come and see a lawyer next week",
    intent: "knowledge:Languages spoken",
    also: ["booking"],
  },
  { message: "Office hours?", intent: "hours" },
  { message: "Container of fertiliser stuck at quay, demurrage running, customs demanding extra duty. Need shipping lawyer fast.", intent: "area:shipping" },
  { message: "Could you tell me the kinds of matters your chambers deals with?", intent: "services" },
  { message: "how many days does it take for rice to be ready to harvest after planting", intent: "off-topic" },
  { message: "Need licence to run a rice processing factory and the council keeps refusing. can you help with the business licence", intent: "area:business" },
  {
    message:
      "The men who took our swamp told my son that if he goes to the chiefdom meeting tomorrow, his mother will bury him. He is only 19. We don't know what to do.",
    intent: "safety",
  },
  { message: "If I sign a paper giving the rice company my swamp for 50 years, can my children take it back after I die?", intent: "legal-question" },
  {
    message: "My husband's family took my children away after his death, saying they belong to his family and the farm is theirs. I want my children back.",
    intent: "area:family",
  },
  { message: "help pls sir", intent: "unknown" },
  {
    message:
      "Dear Sir/Madam, Our cooperative has a dispute with a seed supplier over a consignment of poorly germinating seed. Both parties have agreed to resolve the matter through arbitration. I should be grateful if your chambers could nominate a neutral arbitrator or guide us through the procedure. Yours faithfully, Joseph Bockarie, Secretary",
    intent: "area:arbitration",
  },
  { message: "pls sen me d number 4 Bo office", intent: "phone" },
  {
    message:
      "I am in the US. My sister just called that soldiers took her husband from their farm in Kambia this afternoon because they think he smuggles rice to Guinea. She says they are holding him at a military checkpoint and beating him. Please tell me you can send someone.",
    intent: "urgent",
  },
  { message: "parking de near una office? a de cam wit mi keke", intent: "knowledge:Parking" },
  { message: "bn chrgd 4 forgery of a land doc in kenema, on bail nw, case nxt month, nid defence lawyer", intent: "area:criminal" },
  { message: "write a prayer of plea for good rain for our church harvest service", intent: "off-topic" },
  { message: "Is it against the law for the chiefdom to charge us a fee every season to farm the swamp our grandparents farmed?", intent: "legal-question" },
  { message: "A wan mit Fatmata Kamara tumara mornin bot di chiefdom lan, e go de?", intent: "booking" },
  { message: "landlord and tenant problem: tenant on my swamp has not paid rent for 2 seasons and sublet to others. need land lawyer", intent: "area:land" },
  { message: "could you share your email? I prefer writing to calling", intent: "email" },
  {
    message:
      "The buyer took 150 bags of our paddy on credit and promised to pay in 30 days. It's now 4 months. We have the delivery note signed. Please help us get our money.",
    intent: "area:contract",
  },
  {
    message:
      "Pls help, my daughter was raped by the headman's son at the farm yesterday. The family want to settle it with rice and money, but the boy's people say if we go to police they will hurt us.",
    intent: "safety",
  },
  { message: "they are locking my mother up right now at Mile 91 station, she is crying, they say she sold stolen seed", intent: "urgent" },
  { message: "Which street is the Freetown office on please?", intent: "address" },
  { message: "my grandma's farm song has the line the witness of the harvest moon, translate it to Mende for me", intent: "off-topic" },
  {
    message: "Our marriage was customary and my husband now wants to divorce me and send me off the farm with nothing. I need a lawyer for the divorce.",
    intent: "area:family",
  },
  { message: "Before my appointment about the swamp lease, what papers should I gather?", intent: "knowledge:What to bring" },
  {
    message: "Our rice seed was shipped on the wrong vessel and went to Conakry instead of Freetown. The shipping company wants us to pay to bring it back.",
    intent: "area:shipping",
  },
  { message: "a de go nau, bye", intent: "goodbye" },
  { message: "Kushe, how di bodi?", intent: "greeting" },
  { message: "I want to open a criminal case against the man who beat my son at the swamp last month. He is walking free.", intent: "area:criminal" },
  { message: "How do I contact you from Guinea?", intent: "contact" },
  { message: "I'm comparing law firms. What services does yours provide for agribusiness clients?", intent: "services" },
  { message: "open tomorrow?", intent: "hours" },
  { message: "Do I have a right to compensation if the government road passes through my swamp farm?", intent: "legal-question" },
  {
    message:
      "Dear Sir/Madam, I am writing on behalf of the Rokupr Women Farmers Association. Our chairlady was arrested at 8 o'clock this morning by police at the association's rice store and remains detained at Rokupr police post. We request that a lawyer attend immediately.",
    intent: "urgent",
  },
  { message: "What is the best rice to cook for a wedding, local or imported?", intent: "off-topic" },
  { message: "Our seed company needs a lawyer for a bank loan agreement for expansion.", intent: "area:business" },
  { message: "Tenki, una too much!", intent: "thanks" },
  { message: "I'm hiding in the rice store. The man who claims our land is outside with friends shouting my name. Please.", intent: "safety" },
  { message: "We'd like to try mediation with my brothers over the family swamp before going to court. Do you offer this?", intent: "area:arbitration" },
  { message: "Can I come and see someone on Wednesday afternoon about a fertiliser loan agreement?", intent: "booking" },
];
