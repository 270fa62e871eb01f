import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: cassava farmers, gari and foofoo processors and the women's groups that sell them. writers: (1) Ya Mabinty, 54, chairlady of a gari women's group in Moyamba, writes Krio by ear on her grandson's phone; (2) Foday, 33, cassava farmer near Port Loko, SMS shorthand on a cheap phone; (3) Mariatu, 41, treasurer of the foofoo sellers' association at Dove Cut market, Freetown, mixed Krio-English; (4) Mr Alimamy, 63, retired headteacher and secretary of a cassava growers' cooperative in Kambia, formal letters; (5) Zainab, 28, graduate running a gari packaging start-up in Wellington, plain careful English; (6) Ya Kadie, 47, foofoo processor in Bo, voice-to-text with mishearings; (7) Osman, 39, gari importer in London, long emails; (8) Fatu, 19, helps her mother sell gari at Lumley market, short slangy fragments
export const DEVELOPMENT_HUNDRED_AND_FORTY_FIFTH: LabelledMessage[] = [
  { message: "Kushe o, good morning from Moyamba", intent: "greeting" },
  {
    message:
      "My late husband cleared four acres for cassava at Mokanji and we have farmed it for fifteen years. Since the funeral, the section chief's people come every week to say the land is not ours. Yesterday they pulled up some of the stems. I need a lawyer for this land matter please.",
    intent: "area:land",
  },
  {
    message:
      "abeg una help me, police don hold my sister since yesterday for di gari market, dem say she sell gari wit sand inside. she still de Kissy station now",
    intent: "urgent",
  },
  { message: "how long should I leave cassava to ferment before pressing it for gari, 2 days or 3?", intent: "off-topic" },
  {
    message:
      "Our women's group has thirty members and everybody contributed money for a cassava grater. The machine is kept in the chairlady's compound because she has a roof for it. Now that we quarrelled, she says the machine belongs to her because it is in her yard. Can she legally claim it as her own property?",
    intent: "legal-question",
  },
  { message: "wat time una office open 2moro morning? i wan come b4 i go market", intent: "hours" },
  {
    message:
      "A trader from Guinea took sixty bags of gari from our group in March and promised to pay after selling in Conakry. He signed a paper in front of the town chief. It is now September and he does not answer his phone. Can your firm help us recover the money?",
    intent: "area:contract",
  },
  {
    message:
      "my husband say if I sell di gari again widout giving am di money e go cut me wit cutlass. e de outside now de sharpen am. I run go mi neighbour house",
    intent: "safety",
  },
  {
    message:
      "Good afternoon. I would like to book a consultation for our cassava farmers' association about renewing the lease on our farmland. Is Thursday possible?",
    intent: "booking",
  },
  {
    message:
      "We want to register our gari processing group as a proper company so we can supply the supermarkets in Freetown. Do you do business registration?",
    intent: "area:business",
  },
  { message: "how many lawyer una get? we want woman lawyer bcos na women group we be", intent: "team" },
  { message: "wetin be di price fo one bushel gari for Bo market today", intent: "off-topic" },
  {
    message:
      "Dear Sir, I am writing on behalf of Mrs Kadiatu Sillah, a member of our cassava cooperative, who was arrested this morning at the Waterloo checkpoint while transporting foofoo to town. She is presently held at Waterloo police station and has not been allowed to see her family. I should be grateful if a lawyer could be sent to her without delay.",
    intent: "urgent",
  },
  { message: "my 20ft container of gari for London stuck at the quay, customs say docs not complete. need lawyer fast", intent: "area:shipping" },
  { message: "how much una de charge fo small case? na farmer I be, I no get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "My mother was the leader of a foofoo processing group in Bo and she died last month without a will. My uncles have already carried away her grinding machine and they want to rent out her house. I need a lawyer to handle her estate for us, her children.",
    intent: "area:family",
  },
  { message: 'our football team "Cassava Boys" need a court to play on saturday, any field near Lumley we can rent?', intent: "off-topic" },
  {
    message: "if I sign di paper wey di buyer bring, e say I go sell all mi cassava to am fo 3 years. abeg e legal fo me comot if e nor pay me correct price?",
    intent: "legal-question",
  },
  { message: "pls my son dey cell at ross road since last nite, dem say na im tif di cassava grater. he nor tif anytin", intent: "urgent" },
  { message: "Where exactly is your office in Freetown? I will be coming from Waterloo by poda poda.", intent: "address" },
  {
    message:
      "Somebody broke into our store at Rokupr and took twelve bags of gari. We know who it is because people saw him selling them at the lorry park. We want to report him and have him prosecuted. Can your firm help us?",
    intent: "area:criminal",
  },
  { message: "wetin una de do fo people? una de help farmers?", intent: "services" },
  {
    message:
      "The men from the next village came to our cassava farm with sticks and said any woman who comes back tomorrow will be beaten until she cannot walk. Tomorrow is harvest day and we are scared to go.",
    intent: "safety",
  },
  {
    message:
      "Two women's groups in our chiefdom are fighting over who can use the gari processing centre the NGO built. Both groups are our sisters and we don't want court. Can someone neutral help us settle it?",
    intent: "area:arbitration",
  },
  { message: "pls send ur phone number n email, i wan call or send pics", intent: "phone", also: ["email"] },
  { message: "i wan see lawyer abeg fo monday, na bout mi cassava farm wahala", intent: "booking" },
  { message: "lawyer for farm land lease?", intent: "area:land" },
  { message: "Write me a short poem about women peeling cassava by the river", intent: "off-topic" },
  { message: "I will drive our group's pickup truck loaded with gari sacks. Is there somewhere to park near your office?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir/Madam, Our cooperative of forty-five cassava farmers has been offered a bank loan to purchase a mechanised processing unit. We would like your firm to review the loan terms and to advise on how the cooperative should be structured to take the loan. I should be grateful for your assistance in this matter.",
    intent: "area:business",
  },
  { message: "pls i get problm", intent: "unknown" },
  {
    message:
      "My husband died in June. His family says that because I am a woman I cannot inherit his cassava farm, and that the farm must go to his brother. I have been working that farm with him for twenty years. Is that true under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "tenki tenki, God bless una", intent: "thanks" },
  { message: "SOLDIERS DEM CARRY MY HUSBAND FROM DI FARM JUS NOW, DEM PUT AM INSIDE TRUCK. PLS HELP", intent: "urgent" },
  { message: "Are you open on Saturday? During the week I'm at the market.", intent: "hours" },
  {
    message:
      "I supplied gari to a school feeding programme under a written contract. They have not paid three invoices since January and the officer keeps saying next week. I want a lawyer to chase this.",
    intent: "area:contract",
  },
  { message: "how can our women group get in touch wit una firm? we de Kambia", intent: "contact" },
  {
    message:
      "The fishing boat we hired to carry our cassava flour to Bonthe sank near Sherbro and all the goods were lost. The crew were saved, thank God, but the boat owner refuses to pay anything for the flour. Can your firm take a case like this?",
    intent: "area:shipping",
  },
  { message: "Who are the lawyers at your chambers? I'd like to know who would handle farm matters.", intent: "team" },
  { message: "my phone no de charge since e fall inside di gari bowl, how I go fix di charging port?", intent: "off-topic" },
  {
    message:
      "Last year I was arrested for selling foofoo by the roadside without a council permit and I was released on bail after two days. I thought it was finished. Now they have sent a summons for me to appear in court next month. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "wat is ur email adress", intent: "email" },
  {
    message:
      "Abeg, mi uncle de threaten say e go kill me if I nor leave di cassava farm wey mi papa give me. Last night e come wit people round di house and dem de knock di window. I de fear fo mi life.",
    intent: "safety",
  },
  {
    message: "For the meeting about our farm land, what documents should I bring? I have only a letter from the chief and a receipt.",
    intent: "knowledge:What to bring",
  },
  { message: "mi mama de inside police cell fo Bo since Friday, dem say she owe gari money. dem nor release am yet. wetin we go do", intent: "urgent" },
  { message: "Do your lawyers speak Mende? My mother will come with me and she doesn't speak English well.", intent: "knowledge:Languages spoken" },
  {
    message:
      "The government wants to build a road through our cassava farm near Mile 91. Surveyors have already put pegs in the middle of the farm. Will they have to pay us compensation, and how much are we entitled to?",
    intent: "legal-question",
  },
  {
    message: "Good day, could our group's secretary and I meet a lawyer next week about a dispute with our gari buyer? Any afternoon works for us.",
    intent: "booking",
  },
  { message: "mi and mi husband don separate, now e wan take all di pikin dem and di gari machine. I need lawyer fo dis family palava", intent: "area:family" },
  { message: "we don get arbitration award against di miller wey spoil we cassava, but e nor wan pay. una fit help enforce am?", intent: "area:arbitration" },
  { message: "d office open by 8am? i wan reach early bcos i get farm work aftanoon", intent: "hours" },
  {
    message:
      "Good evening, my brother Sorie was picked up by police at Lunsar market around 4pm today after a fight with a gari buyer who refused to pay him. They have locked him up at Lunsar station and say he will sleep there tonight. Please what can we do now?",
    intent: "urgent",
  },
  {
    message:
      "Our family gave our women's group a piece of land in 2015 to build a gari processing shed. We built the shed with our own money and installed two roasting pans and a press. Now the new family head wants to take it back and sell it to a businessman from town. We need help to protect our right to that land.",
    intent: "area:land",
  },
  { message: "who won the Miss Cassava Queen pageant in Moyamba last year? I heard the judge was a famous musician", intent: "off-topic" },
  {
    message:
      "I rent a small shop in Bo to sell foofoo. I am one month late with the rent because business was slow in the rainy season. Yesterday the landlord locked the shop with all my foofoo and pots inside. Is he allowed to do that?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I am a gari importer based in London and will be in Freetown from 10 to 24 December. I should like to arrange a consultation regarding a dispute with my supplier in Waterloo. Kindly let me know which dates are available.",
    intent: "booking",
  },
  { message: "me n my 2 friends wan start gari business togeda, hw we go do partnership paper so nobody cheat? need lawyer 4 dat", intent: "area:business" },
  { message: "hello good afternoon", intent: "greeting" },
  {
    message:
      "I am hiding in the cassava farm now. My husband's brothers came to the house saying I killed him with witchcraft and that they will burn me tonight. Please what do I do",
    intent: "safety",
  },
  {
    message: "Dem accuse me say I poison person wit foofoo. Police send letter make I come station Monday. I nor do anytin. I need lawyer fo stand fo me.",
    intent: "area:criminal",
  },
  {
    message: "What kinds of cases does your firm handle? Our association may need legal support for different issues over the coming year.",
    intent: "services",
  },
  { message: "Is Ibrahim Jalloh still working with your firm? He helped my uncle with a shipping matter years ago.", intent: "attorney:Ibrahim Jalloh" },
  { message: "pls hw much transport frm Makeni to Freetown nw 4 one bag gari", intent: "off-topic" },
  {
    message:
      "Our gari shipment to Banjul is held at the port because the clearing agent made a wrong customs declaration. The ship has already left without it. We need a lawyer who knows port and customs matters.",
    intent: "area:shipping",
  },
  { message: "dem lock mi mama fo Congo Cross station since yestade morning, dem say na she owe di osusu money. dem nor gree release am", intent: "urgent" },
  { message: "hello?? anybody der", intent: "unknown" },
  {
    message: "I want to make a will so that my cassava farm and my two gari machines go to my daughters and not to my brothers. Can your lawyers prepare it?",
    intent: "area:family",
  },
  {
    message: "we chairlady tek group money 5 million leones go buy zinc fo her house. abeg if we go court, dem go force am pay back? and wetin dem go do am?",
    intent: "legal-question",
  },
  { message: "Una get WhatsApp number? I wan send voice note", intent: "phone" },
  {
    message:
      "Dear Sirs, A dispute has arisen between our cooperative and the company that buys our cassava for starch production regarding the grading of roots delivered in the last season. Our contract provides that disputes shall be referred to arbitration. We wish to engage your firm to represent the cooperative in the arbitration proceedings.",
    intent: "area:arbitration",
  },
  { message: "u open 4 lunch time? like 1pm", intent: "hours" },
  { message: "Is there any woman lawyer in your firm? Our group members prefer to deal with a woman.", intent: "team" },
  {
    message:
      "I hired a man to build a gari roasting shed behind my house. He took eight million leones, built only the foundation, and has not come back for two months. His phone is off. I need a lawyer.",
    intent: "area:contract",
  },
  { message: "can u write a business plan for my cassava farm? NGO want it for grant", intent: "off-topic" },
  { message: "Please what is the email I should send our documents to?", intent: "email" },
  {
    message:
      "Before I come, I want to know whether you charge for the first meeting. I am asking on behalf of a widows' gari group with very little money. Do you offer any free help?",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Am writing from inside the cell at Bo central police. They took my phone but a guard lent me his. They say I sold stolen cassava. Pls send lawyer",
    intent: "urgent",
  },
  { message: "pls i wan meet Adama Koroma abeg, wen e free?", intent: "booking" },
  {
    message: "Some boys follow me from market wit knife say make I give dem di gari money or dem go stab me. I de inside shop now, dem de outside waiting.",
    intent: "safety",
  },
  {
    message: "We want to buy ten acres near Masiaka for cassava. Can you do the title search to make sure the land is clean before we pay?",
    intent: "area:land",
  },
  { message: "Una lawyer dem de tok Temne? Mi papa nor sabi Krio well", intent: "knowledge:Languages spoken" },
  { message: "How do I register a business name for my foofoo brand? I want to sell it in packs at supermarkets.", intent: "area:business" },
  { message: "Thank you so much for the information, very helpful.", intent: "thanks" },
  { message: "how we go contact una from Kono? e get way?", intent: "contact" },
  {
    message:
      "If the women in our group sign a paper to use our farms as security for a bank loan, can the bank take all our land if only one woman fails to pay?",
    intent: "legal-question",
  },
  {
    message:
      "The supermarket that buys my gari changed the terms of our supply agreement without telling me, and now it refuses to take my deliveries. I have 80 packs ready. I want someone to review the agreement and enforce it.",
    intent: "area:contract",
  },
  { message: "Do you only do court cases or you also do papers like agreements and registrations?", intent: "services" },
  {
    message: "pls my husband n 2 oda men were taken by police frm our village 2day ova land fight, dey r at Mile 91 station nw. hw can u help",
    intent: "urgent",
  },
  {
    message: "I rent the cassava farm four three years paid in fool and now the owner say he want the land back after one year can he do that law wise",
    intent: "legal-question",
  },
  { message: "where una office de fo Bo?", intent: "address" },
  {
    message: "we ship gari go Gambia by boat, di captain say water enter di hold and 40 bag spoil, e nor wan pay. we need cargo claim lawyer",
    intent: "area:shipping",
  },
  { message: "ok bye bye, I go check una later", intent: "goodbye" },
  {
    message:
      "My ex-husband stopped sending child maintenance after he married again. I sell foofoo at the junction and I cannot pay school fees for three children alone. I need help to make him pay.",
    intent: "area:family",
  },
  {
    message:
      "Our group agreed to take custody of the village's big cooking pot for the festival. What's the best recipe for cassava leaf sauce for 100 people?",
    intent: "off-topic",
  },
  { message: "Abeg o! police de na mi door now wan carry mi pikin go, dem say e tif gari from di store. wetin a go do?", intent: "urgent" },
  { message: "Can we use mediation instead of court to settle a problem between me and my business partner in the gari trade?", intent: "area:arbitration" },
  {
    message:
      "My husband beat me last night because I joined the women's gari group. This morning he said when he comes back tonight he will finish me. I'm at home with the children and it's getting dark.",
    intent: "safety",
  },
  { message: "I'd like an appointment with any lawyer on Wednesday at 2pm if possible. It's about a contract with a cassava buyer.", intent: "booking" },
  {
    message:
      "Our group treasurer ran away with our savings to Guinea and came back last month. We reported to police two times but nothing happened. We want a lawyer to push for her to be charged.",
    intent: "area:criminal",
  },
  { message: "Can you help me write a CV? I want to apply for a job at the cassava factory in Port Loko.", intent: "off-topic" },
  { message: "My cousin is flying in from Brussels with gari samples for her shop. What time does the flight land at Lungi on Tuesday?", intent: "off-topic" },
  {
    message:
      "Sir, I write from Kambia. Our cooperative chairman, Pa Brima, was arrested this afternoon by police on the complaint of a produce buyer and is currently detained at Kambia police station. They refuse to grant him bail. Kindly advise urgently and send a lawyer.",
    intent: "urgent",
  },
  { message: "wi giv one man 30 bags gari on credit, e sign say e go pay in 2 weeks, nw 3 months. we wan lawyer fo collect di moni", intent: "area:contract" },
  { message: "cn i book 4 friday morning? abt my farm land", intent: "booking" },
  {
    message:
      "My husband died and left three cassava farms and a house in Moyamba. His family says the second wife and I must share with his brothers. I have five children and she has two. How much will the court give to me and my children?",
    intent: "legal-question",
  },
  {
    message:
      "Dem don burn we gari shed last night and di same men dem say dem go come back fo di women wey de work dey. We de sleep wit fear. Tonight we nor know where fo go.",
    intent: "safety",
  },
  { message: "Which street is your Freetown office on? Is it near the Cotton Tree?", intent: "address" },
  {
    message:
      "My sister died last year and her little boy has been living with me since then. He helps me at the gari processing after school. I want to adopt him properly so nobody can take him away. Please help me with the adoption papers.",
    intent: "area:family",
  },
  { message: "who r d lawyers dem", intent: "team" },
  {
    message:
      "Dear Sir, I am a gari exporter. A container of 600 bags shipped to Rotterdam arrived with water damage and the buyer has rejected the whole consignment. The shipping line denies liability. I wish to instruct your firm to pursue a cargo claim.",
    intent: "area:shipping",
  },
  { message: "mi broda still de inside since yesterday, dem carry am go station bcos of di cassava farm fight. nobody don see am", intent: "urgent" },
  { message: "Hi, are you open tomorrow? I think it is a public holiday.", intent: "hours" },
  { message: "I go come wit mi okada, place de fo park am near una office?", intent: "knowledge:Parking" },
  {
    message:
      "Our landlord wants to double the rent for the yard where our women's group dries gari. We have a lease paper that says the rent is fixed for five years. Please help us deal with the landlord.",
    intent: "area:land",
  },
  { message: "wat is di capital of Ghana? mi pikin homework", intent: "off-topic" },
  {
    message: "We want to get an export licence so that our gari can go to the UK and America. Can your firm handle the application for us?",
    intent: "area:business",
  },
  { message: "Tell me about Hawa Turay. Does she work at the Bo office?", intent: "attorney:Hawa Turay" },
  { message: "mi landlord say if I nor pay by Friday e go throw mi gari machine outside. e get right fo do dat?", intent: "legal-question" },
  { message: "ok tenki o", intent: "thanks" },
  {
    message:
      "My son was accused of stealing a cassava grater from the school farm and the police have charged him. He was released to us the same day but the case is in court next month. Please we need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "how many cups of gari fill one big container of rice, I want to measure for selling", intent: "off-topic" },
  { message: "Do you help with things for farmers, like land, agreements and company papers? What services do you offer?", intent: "services" },
  { message: "ok so", intent: "unknown" },
  { message: "number pls", intent: "phone" },
  {
    message:
      "URGENT. My wife was arrested at Lumley market today by council police for selling foofoo on the road. They took her to the station and she is still there. She is breastfeeding our baby.",
    intent: "urgent",
  },
  {
    message:
      "Our women's group and the men's farmers group in the village want a neutral person to settle a quarrel about sharing the cassava harvest from the community farm. We don't want police or court. Do you do this?",
    intent: "area:arbitration",
  },
  { message: "Good morning. I would like to meet Isatu Bangura about our group's land lease. Is she available next Tuesday?", intent: "booking" },
  { message: "how fo reach una? I de fo Kenema", intent: "contact" },
  {
    message:
      "My stepfather keeps touching me at night when my mother goes to sell gari at the early market. I am 16. He said if I tell anyone he will throw me out. I don't know who to tell.",
    intent: "safety",
  },
  { message: "What should I carry for my first meeting? I have receipts from the buyer and a contract paper.", intent: "knowledge:What to bring" },
  {
    message:
      "My husband married another woman and now he wants to divorce me. We built the gari business together from one pan to six. I need a lawyer for the divorce.",
    intent: "area:family",
  },
  {
    message:
      "Ah, my employer at the cassava processing factory sacked me without notice after six years. No letter, no pay for the last month, nothing. I want a lawyer to help me get my rights.",
    intent: "area:contract",
  },
  {
    message: "If our cooperative is registered as a company and it fails, will the members have to pay its debts from their own pockets?",
    intent: "legal-question",
  },
  { message: "How many lawyers are in your firm, and does any of them speak Mende?", intent: "team", also: ["knowledge:Languages spoken"] },
  { message: "email pls", intent: "email" },
  {
    message: "we de outside di station fo Port Loko now, dem hold mi aunty since morning bcos of gari money. dem say dem go send am to court 2moro",
    intent: "urgent",
  },
  { message: "what weather will be in Bo this weekend? we want dry the gari outside", intent: "off-topic" },
  {
    message: "We are selling our family cassava land at Newton. Please can your lawyers prepare the conveyance and check the buyer's papers?",
    intent: "area:land",
  },
  { message: "Alright, I'll be going now. Bye.", intent: "goodbye" },
  {
    message:
      "Dear Sir/Madam, Our company, which processes cassava into high-quality flour, wishes to admit a foreign investor as a shareholder. We require advice on the shareholders' agreement and the related filings. We should be grateful for your assistance.",
    intent: "area:business",
  },
  { message: "closing time today?", intent: "hours" },
  { message: "which phone good for mobile money, Tecno or Itel?", intent: "off-topic" },
  {
    message: "fishing boat we rent fo carry gari go Shenge turn over, all di bag dem lost. di boat owner say e nor concern am. una de handle dis kind case?",
    intent: "area:shipping",
  },
  {
    message:
      "My brother-in-law says that because my husband is dead I must marry him or leave the cassava farm. I don't want to marry him. Do I have a right to stay on the farm without marrying him?",
    intent: "legal-question",
  },
  {
    message:
      "There is a man following me every day from the gari market to my house. Yesterday he told me he knows where I sleep and he will show me. I am scared to walk home tonight.",
    intent: "safety",
  },
  {
    message:
      "I was in prison for two weeks last year over a cassava farm fight, but they released me and I went back to my village. Now the magistrate court has called the case again. I need a lawyer.",
    intent: "area:criminal",
  },
  { message: "i wan cam see una lawyer abeg, any day dis week, na fo di gari money wey di man owe we", intent: "booking" },
  { message: "Can you help us enforce an arbitration award? The arbitrator decided the buyer must pay our group but he refuses.", intent: "area:arbitration" },
  { message: "Good evening to you all", intent: "greeting" },
  { message: "plis dem tek my papa 4 mile 91 polis, e de detain sins yday, dem say e sell land we e nor own", intent: "urgent" },
  { message: "we be 12 women wey de make foofoo, we wan register we group fo get bank account and loan. una fit help we?", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, I write from London. My mother, who runs a gari processing business in Waterloo, was arrested this morning and is being held at Waterloo police station. I am told she has not been charged with anything. I should be most grateful if a lawyer could visit her today.",
    intent: "urgent",
  },
  { message: "which network get di best data contract fo small business, Orange or Africell?", intent: "off-topic" },
  {
    message: "Is it legal for the council to seize our foofoo and gari from the market stalls because we did not pay the market dues on time?",
    intent: "legal-question",
  },
  { message: "Madam, I want come see una on Saturday because weekdays I de market. Una de open Saturday?", intent: "hours" },
  { message: "Boundary palava wit we neighbour, e move di stick dem inside we cassava farm. we want survey and lawyer", intent: "area:land" },
  {
    message:
      "My brothers said they will kill me if I go to the chief about our father's cassava farm. One of them slapped me yesterday and today he came to my stall with a machete. I am at my friend's house now.",
    intent: "safety",
  },
  {
    message: "Do you have someone who speaks French? My business partner from Guinea buys our gari and wants to understand the agreement.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "After my mother died, my stepfather took over her gari processing business and the house and sent us out. We are her four children and the youngest is still in school. We need help with her estate.",
    intent: "area:family",
  },
  {
    message: "Good afternoon, I would like to schedule a consultation with Mohamed Conteh concerning an unpaid supply contract. What days does he see clients?",
    intent: "booking",
  },
  {
    message:
      "My son was arrested by soldiers at the checkpoint near Mange because he had no papers for the cassava he was carrying on his motorbike. They still have him at their post. Please help",
    intent: "urgent",
  },
  { message: "pls hw 2 write proper agreement btw our group n d buyer 4 supply of 100 bags gari every month? need lawyer 2 draft", intent: "area:contract" },
  { message: "I need help", intent: "unknown" },
  { message: "wat una de do", intent: "services" },
  {
    message:
      "Customs at the quay seized our gari because they say the labels are wrong. The container has been there three weeks and demurrage is piling up every day. We need a shipping lawyer urgently.",
    intent: "area:shipping",
  },
  { message: "how do I send money from the UK to Sierra Leone cheaper? it's for my mum's gari business", intent: "off-topic" },
  { message: "wetin na una price fo consultation? we be women group, we go contribute", intent: "knowledge:Fees" },
  {
    message:
      "Police came to our compound last week, took statements about a generator stolen from the gari mill and left. Nobody was arrested. Now we hear they want to charge our chairlady because the key was with her. Can your firm defend her?",
    intent: "area:criminal",
  },
  { message: "Please send me the names of your lawyers.", intent: "team" },
  {
    message:
      "mi husband lef me 5 years ago wit 3 pikin and e nor send money. now e come back and wan tek di pikin dem and mi gari business. di court go give am di pikin dem?",
    intent: "legal-question",
  },
  { message: "Thank you for your quick response.", intent: "thanks" },
  {
    message:
      "Dear Sir, Our cooperative has a long-standing disagreement with the milling company over the price of cassava roots. Both parties wish to appoint a mediator rather than go to court. Kindly advise whether your firm can mediate or represent us.",
    intent: "area:arbitration",
  },
  { message: "Is there parking space for a small truck? We will bring gari samples to show the lawyer.", intent: "knowledge:Parking" },
  { message: "they hav my mother in cell at bo since 2 days 4 debt of gari money she owe. she is old n sick. pls wat we do", intent: "urgent" },
  { message: "pls direction to ur office from Eastern Police", intent: "address" },
  {
    message: "I have a meeting with your lawyer on Monday about my late husband's farm. Do I need to bring the death certificate and the farm papers?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "We want a proper lease for the land we rent for our cassava processing centre. The owner agreed to ten years by word of mouth. Can you prepare the lease?",
    intent: "area:land",
  },
  { message: "hw 2 fix grinding machine engine dat no de start", intent: "off-topic" },
  {
    message: "Can I call your office directly? What number? And is there someone who can talk to me in Temne on the phone?",
    intent: "phone",
    also: ["knowledge:Languages spoken"],
  },
  {
    message:
      "I want to close down my gari company because I'm moving abroad next year. There is still a small bank overdraft. Can your firm handle winding it up?",
    intent: "area:business",
  },
  {
    message:
      "The NGO gave our women's group a cassava grater in 2019. Now the project has ended and the NGO says they want the grater back. We have been maintaining it with our own money. Do they have the right to take it back?",
    intent: "legal-question",
  },
  { message: "Good morning, could you share your email so I can send the contract for review?", intent: "email" },
  { message: "Can I meet a lawyer today? I'm in town selling gari until 3.", intent: "booking" },
  { message: "mi husband lock me inside room, e de beat me every night. today e say e go kill me. I de use mi pikin phone write dis", intent: "safety" },
  {
    message: "I want to marry my fiance properly under the law. He is from Guinea and we both sell gari at Bo. Can you help with the marriage papers?",
    intent: "area:family",
  },
  { message: "Dem arrest mi uncle yesterday fo Kono, dem say e tif cassava from di plantation. E still de na cell. Abeg una send lawyer", intent: "urgent" },
  { message: "What's the best way to get in touch with you? I'm based in Manchester.", intent: "contact" },
  { message: "At the agricultural show the judge said our gari was too wet. How do I dry gari better?", intent: "off-topic" },
  {
    message:
      "A supplier took money for two cassava graters from our group and never delivered. It has been five months and he keeps giving excuses. We want to take action.",
    intent: "area:contract",
  },
  { message: "hi", intent: "greeting" },
  { message: "what time do you close on friday?", intent: "hours" },
  { message: "Hello, can you tell me generally what legal services you provide to small businesses and cooperatives?", intent: "services" },
  {
    message: "I want to charter a small vessel to carry gari from Freetown to Conakry every month. Can your firm prepare the charter agreement?",
    intent: "area:shipping",
  },
  { message: "if I sell gari on di road widout permit, wetin go happen to me if police catch me?", intent: "legal-question" },
  { message: "wi nor wan go court, abeg una fit sidom middle we and di buyer settle di palava?", intent: "area:arbitration" },
  {
    message:
      "Our driver was arrested at Songo checkpoint with the truck of cassava. Police say the truck papers are false. He is in the station now and they won't let us see him.",
    intent: "urgent",
  },
  {
    message: "I want to report the man who sold our women's group fake fertilizer and see him prosecuted. Half our cassava died. Can you take this?",
    intent: "area:criminal",
  },
  { message: "wat time d football match start tonite, east end lions", intent: "off-topic" },
  {
    message:
      "My daughter's husband says he will kill her if she goes back to her mother's gari group. Tonight he told her he has a gun. She is hiding with me.",
    intent: "safety",
  },
  { message: "Am requesting for appointment next week Tuesday or Wednesday to discuss our group land problem.", intent: "booking" },
  { message: "How can I contact your chambers? Our cooperative is in Pujehun and we have no internet most days.", intent: "contact" },
  { message: "abeg o dem tek mi husband go CID since dis morning fo di gari contract money, e never come out. wetin we go do", intent: "urgent" },
  { message: "how much does it cost to charge the solar battery for our gari roaster at the charging centre?", intent: "off-topic" },
  {
    message:
      "Dear Sir, I write on behalf of the Mabanta Cassava Growers' Association. We wish to acquire fifty acres from the chiefdom for a mechanised cassava farm and require a lawyer to conduct the title search and manage the conveyance. Kindly indicate your willingness to act.",
    intent: "area:land",
  },
  {
    message:
      "I borrowed two million leones from a woman at the market to buy cassava, and I have paid back one and a half million. Now she says the interest makes it four million and she is telling everybody I am a thief. Must I pay all that by law?",
    intent: "legal-question",
  },
  { message: "una get how many lawyer? all of dem de Freetown?", intent: "team" },
  {
    message:
      "I left my husband because he beat me, and now he sends messages that he will come to my gari stall and pour acid on me. Someone saw him near the market this morning.",
    intent: "safety",
  },
  { message: "Please I want to see Christiana Thomas on Friday afternoon about my foofoo business contract.", intent: "booking" },
  {
    message:
      "My nephew has been summoned to appear in court for fighting at the cassava market. He has never been in trouble before. We need a lawyer to represent him.",
    intent: "area:criminal",
  },
  { message: "r u open nw?", intent: "hours" },
  {
    message:
      "I want custody of my two children. Their father takes them to his village for holidays and does not bring them back to me. I sell gari in Makeni and I can care for them. Please help me.",
    intent: "area:family",
  },
  { message: "recipe for foofoo with okra soup please", intent: "off-topic" },
  { message: "Kindly provide the email address of your consultation desk.", intent: "email" },
  { message: "Bank wan tek we gari company machine dem bcos of di loan we tek. we need lawyer 4 bank matter", intent: "area:business" },
  {
    message:
      "i de write frm inside police cell at Kenema. dey arrest me yday 4 selling cassava frm my own farm, my broda say i tif am. dey tek my shoes. pls help",
    intent: "urgent",
  },
  { message: "Can we pay your fees small small after every harvest? We are farmers.", intent: "knowledge:Fees" },
  {
    message:
      "Hello, our gari consignment was supposed to be loaded on a vessel at the quay last week, but the ship left without it and the bags are lying in the port in the rain. We need your help to deal with the shipping company.",
    intent: "area:shipping",
  },
  {
    message:
      "My sister worked for two years as a cook in a foofoo restaurant without any written contract. Last month they sacked her and refused to pay her last three months. She wants a lawyer.",
    intent: "area:contract",
  },
  {
    message: "If I leave the gari group, can they keep the money I contributed to the group savings or must they give it back to me?",
    intent: "legal-question",
  },
  { message: "Una get person wey de tok Limba? Mi granny nor sabi English", intent: "knowledge:Languages spoken" },
  {
    message: "They have arrested our group's chairlady at the district council office right now, the police vehicle is leaving with her. Please come.",
    intent: "urgent",
  },
  {
    message:
      "Our association's constitution says disputes between members go to arbitration. One member refuses and wants to go to court over the sharing of the gari profits. Can you act as arbitrator or help us with the arbitration?",
    intent: "area:arbitration",
  },
  { message: "how much is one town lot in Waterloo these days? just asking the price", intent: "off-topic" },
  { message: "pls", intent: "unknown" },
  { message: "Do you have any lawyers in the Bo office or only in Freetown? Who are they?", intent: "team" },
  { message: "parking dey?", intent: "knowledge:Parking" },
  {
    message:
      "My tenant in my house at Wellington has not paid rent for eight months and refuses to leave. She sells foofoo from the front room and says she is not going anywhere. I need a lawyer to get her out.",
    intent: "area:land",
  },
  {
    message:
      "I am writing to request a consultation appointment for myself and two members of our cassava cooperative at your Bo office, at your earliest convenience.",
    intent: "booking",
  },
  { message: "ok see you Monday", intent: "goodbye" },
  {
    message:
      "My nephew was on remand for three months and now he is out on bail. The case is still going and his lawyer does not come to court. We want to change lawyer and use your firm.",
    intent: "area:criminal",
  },
  { message: "Tenki ya, una too good", intent: "thanks" },
  { message: "Please which services your firm offers? I'm new to this.", intent: "services" },
  { message: "our village court barri need new roof, where I fit buy cheap zinc fo Bo?", intent: "off-topic" },
  {
    message:
      "They said if I testify about the stolen cassava they will come for me and my children. Two men were standing near my house again tonight, watching.",
    intent: "safety",
  },
  { message: "Can I WhatsApp you the pictures of the contract?", intent: "phone" },
  { message: "Our buyer paid us with a cheque that bounced. Is that a crime, and can he go to jail for it?", intent: "legal-question" },
  {
    message:
      "We are three partners in a gari business and one partner wants to leave and take his share. We need a lawyer to handle it properly so the business does not collapse.",
    intent: "area:business",
  },
  {
    message:
      "Dear Sir, my wife was picked up last night by police in Makeni after a quarrel with a trader at the market. She has not been released and we were told she will be taken to court on Monday. Please assist urgently.",
    intent: "urgent",
  },
  { message: "Bo office address please", intent: "address" },
  {
    message:
      "My father died and left a will, but my brothers hid it and are selling the cassava farms one by one. I need a lawyer to handle the estate and the will.",
    intent: "area:family",
  },
  { message: "Kushe, how una de?", intent: "greeting" },
  { message: "pls mi pikin de cell fo Waterloo now, police say e beat one man fo market. e only 15 years. dem nor wan release am", intent: "urgent" },
  { message: "I wan to make a point meant with lower for tomorrow ten o clock please", intent: "booking" },
  {
    message:
      "Our clearing agent says our gari container can't leave the port until we pay a penalty that customs put on it. We think it is wrong and want a lawyer to fight it.",
    intent: "area:shipping",
  },
  { message: "What hours does the Bo office work?", intent: "hours" },
  {
    message:
      "The mediation between our group and the foofoo buyer ended in a signed settlement, but he is not following it. Can you help enforce the settlement?",
    intent: "area:arbitration",
  },
  {
    message:
      "The chief says women cannot own land in our chiefdom, so our group cannot register the cassava farm in our own names. Is this correct according to the law?",
    intent: "legal-question",
  },
  {
    message:
      "We signed a contract with a company to buy all our cassava this season, but they collected only half and left the rest to rot in the field. We want compensation under the contract.",
    intent: "area:contract",
  },
  { message: 'wetin be di meaning of "cassava" fo Temne', intent: "off-topic" },
  {
    message:
      "I am hiding at the gari mill. The landlord's boys came with cutlasses to chase us off the land and they beat my sister. They are still around outside.",
    intent: "safety",
  },
  { message: "wat ur fone nomba", intent: "phone" },
  {
    message:
      "Good morning. My elderly father, a cassava farmer in Kailahun, was taken by soldiers from his farm yesterday evening near the border. He is still detained at their post and nobody will tell us why. We are desperate.",
    intent: "urgent",
  },
  {
    message: "mi husband don die, im people dem wan share everytin, house, farm, even di gari pan dem. abeg I need lawyer fo im estate",
    intent: "area:family",
  },
  { message: "where can I charge my phone at Lumley market? battery low and I'm selling gari here all day", intent: "off-topic" },
  {
    message:
      "I'm a gari importer in London. My Freetown supplier sent gari with stones in it and my UK buyer rejected the whole lot. I paid the supplier in full before shipping. Can I hold the supplier responsible under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "wan book 1 hour consult abt d cassava land, sat ok?", intent: "booking" },
  {
    message:
      "Our group signed a contract to supply gari to an NGO feeding refugees. After we had already bought the cassava and hired women to process it, the NGO said the contract is cancelled. We have 150 bags in the store. We want a lawyer to look at the contract and fight for our money.",
    intent: "area:contract",
  },
  { message: "What kind of cases does Christiana Thomas handle?", intent: "attorney:Christiana Thomas" },
  { message: "Do una open on Sunday?", intent: "hours" },
  {
    message: "Tonight my husband said he will burn the house with me inside because I refused to give him our group's savings. He is drinking outside now.",
    intent: "safety",
  },
  { message: "i bin buy land 4 cassava farm frm one man, nw anoda family say na dem own am n dem de sell am again. i need lawyer", intent: "area:land" },
  {
    message:
      "We lost 200 bags of gari when the boat to Tombo capsized in a storm. The boat owner says he had insurance but won't give us the details. We want to claim. Can you help?",
    intent: "area:shipping",
  },
  {
    message: "mi aunty dey na Pademba Road prison on remand since last month ova cassava farm fight, dem never bring am court. abeg help we",
    intent: "urgent",
  },
  { message: "i wan ask sometin", intent: "unknown" },
  { message: "Your firm does what kind of work exactly?", intent: "services" },
  { message: "hw 2 make tapioca frm cassava", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, Could you kindly inform me of your consultation fee for a divorce matter? I am a petty trader selling gari and would also like to know whether legal aid is available.",
    intent: "knowledge:Fees",
  },
  {
    message:
      "I want to open a gari processing company with an investor from Nigeria who will bring the machines. Can you help with registration and the investment papers?",
    intent: "area:business",
  },
  {
    message: "wetin go happen to me if I nor go court? dem give me summons ova cassava farm palava but I de travel go Guinea next week",
    intent: "legal-question",
  },
  { message: "thanks a lot, madam", intent: "thanks" },
  {
    message:
      "Someone burned our gari processing shed on purpose. We know who did it because he threatened us the week before. We want him arrested and prosecuted. Please help us.",
    intent: "area:criminal",
  },
  {
    message: "Good evening, my sister and I would like to come to your Bo office on Thursday to talk with a lawyer about our late mother's gari business.",
    intent: "booking",
  },
  { message: "wetin I fo bring wen I de cam fo di appointment? I get di land paper and di receipt", intent: "knowledge:What to bring" },
  {
    message: "We'd prefer to settle our dispute with the cassava starch factory by arbitration rather than in court. Do you represent clients in arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "police don hold mi wife since 3 days fo Lungi station. she sell gari fo di ferry terminal and dem say she nor get permit. still dem nor release am",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I entered into an agreement with a contractor to build a gari processing facility at Wellington. Having received sixty per cent of the price, he has abandoned the site. I wish to instruct your firm to enforce the contract.",
    intent: "area:contract",
  },
  { message: "I saw your website. How many partners are there?", intent: "team" },
  { message: "Una office de near which landmark? I nor sabi Siaka Stevens Street well", intent: "address" },
  {
    message:
      "In the story my grandmother told, the goat was in the chief's custody and ate all the cassava leaves. How do I cook cassava leaves the way she did?",
    intent: "off-topic",
  },
  {
    message: "my uncle tried to rape me in the cassava farm yesterday. today he said if I tell anyone he will kill me. I'm at home and he lives next door",
    intent: "safety",
  },
  {
    message:
      "Our group rented a shop and paid two years' rent in advance. After six months the landlord sold the building and the new owner wants us out by the end of the month. Do we have the right to stay until our two years finish?",
    intent: "legal-question",
  },
  { message: "ur email?", intent: "email" },
  { message: "we need surveyor and lawyer to fix di boundary between we cassava farm and di mining company land", intent: "area:land" },
  { message: "what time lunch break at ur office? i want come 1pm", intent: "hours" },
  { message: "Good morning from Kambia", intent: "greeting" },
  {
    message: "I'm separating from my husband, but I want to keep our children and the foofoo business we built together. I want your firm to take my case.",
    intent: "area:family",
  },
  { message: "pls wat is d best time to harvest cassava, 9 months or 12?", intent: "off-topic" },
  { message: "MI SON DE INSIDE CELL FO KAMBIA. DEM BEAT AM. PLS SEND LAWYER NOW", intent: "urgent" },
  {
    message: "Our cassava processing company wants a bank loan to buy a dryer. Can your lawyers review the bank loan documents before we sign?",
    intent: "area:business",
  },
  { message: "Please, how do we reach you people? Any way is fine.", intent: "contact" },
  { message: "do una help small traders like we wit legal tins, or na only big company?", intent: "services" },
  {
    message: "di vessel we charter fo carry cassava flour go Liberia nor arrive. we pay charter fee already. we need lawyer wey sabi ship tin",
    intent: "area:shipping",
  },
  { message: "Can I have a video call consultation from the UK? I can do any evening.", intent: "booking" },
  { message: "Bye for now, God bless", intent: "goodbye" },
  {
    message:
      "Last year I spent one night in the cell at Magburaka after a quarrel over a cassava sale, and they released me the next morning without charge. Now the same man says he has paid the police to open the case again. Can your firm stand for me if they charge me?",
    intent: "area:criminal",
  },
  {
    message: "Please help me, police came and took my husband from our gari stall at Dove Cut just now. They put him in a van and are driving him to Central.",
    intent: "urgent",
  },
  {
    message: "Our girls want to play netball but the court in our town is covered with cassava drying. Where can we buy a netball cheap?",
    intent: "off-topic",
  },
  {
    message: "The arbitrator gave us an award against the starch company in March and they have still not paid. Can you enforce it for us?",
    intent: "area:arbitration",
  },
  { message: "Our chief wants every cassava farmer to give him ten per cent of the harvest. Is it lawful for him to demand that?", intent: "legal-question" },
  { message: "some men de wait outside mi house wit stick dem, dem say dem go beat we bcos we nor sell di land to dem. we de inside now", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, I write to request an appointment with Fatmata Kamara regarding the registration of our cassava farmers' cooperative and a lease of farmland. I should be grateful if you would propose a date in the coming fortnight.",
    intent: "booking",
  },
  { message: "pls help, d police tek my mum frm d gari market n lock her up at Kissy since yday, she no do nothin", intent: "urgent" },
  { message: "Suggest a catchy title for our women's gari brand, something in Krio", intent: "off-topic" },
  {
    message:
      "Madam, I am a widow. My late husband's family has fenced off the cassava land he left me and they tell everyone I am a stranger in the village. I have the survey plan with his name on it. I want a lawyer to fight for this land.",
    intent: "area:land",
  },
  { message: "If my employer at the gari factory doesn't pay overtime, can I take him to court and will I win?", intent: "legal-question" },
  { message: "Abdul Rahman Sesay, is he a partner there? what area does he work in?", intent: "attorney:Abdul Rahman Sesay" },
  {
    message: "Abeg, mi husband de beat me since morning, e pull me comot from di gari pan, e say e go kill me today. I de hide fo bathroom wit mi phone",
    intent: "safety",
  },
  {
    message: "I'm charged with assault after a fight at the cassava market. I'm out on bail. I need a good criminal lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "wat days u work", intent: "hours" },
  {
    message:
      "we want to import a cassava processing machine from China by ship. the port people are holding it and asking for duty we already paid. can you handle this?",
    intent: "area:shipping",
  },
  { message: "Who are the people working in your firm? I want to know the lawyers before I come.", intent: "team" },
  { message: "I speak only Krio and small Mende, can I talk to the lawyer in Krio?", intent: "knowledge:Languages spoken" },
  {
    message:
      "Sir, I am writing from Pujehun. This morning the police came to our women's group meeting and arrested our chairlady and the treasurer. They are locked up at the station and we are told they will be transferred to Bo. Please, we need a lawyer today.",
    intent: "urgent",
  },
  {
    message:
      "Me and my partner never married but we have two children. He now lives in America and refuses to send any maintenance. I sell foofoo to feed them. I want legal help to make him pay.",
    intent: "area:family",
  },
  { message: "hw much 1 bag cassava chips in Kenema nw", intent: "off-topic" },
  {
    message:
      "Our women's group agreed in writing to rent our gari roaster to another group for six months. They broke it and refuse to repair it or pay. We want a lawyer to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Could you please send me your email? I want to send the details of my case.", intent: "email" },
  { message: "I tried calling but nobody picked up. Is this the right number: +232 76 123 456?", intent: "phone" },
  { message: "Gari export company registration abeg, wetin una need from we?", intent: "area:business" },
  { message: "hi can i see a lawyer 2day abt my farm land? im in town", intent: "booking" },
  {
    message:
      "I will come with a small van full of gari sacks because I have a supplier meeting nearby afterwards. Is there any car park near your office I can use?",
    intent: "knowledge:Parking",
  },
  {
    message: "My late mother's gari business was registered in her name only. Do her children inherit it, or does her new husband get everything?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, our cooperative and a produce trader have agreed to appoint a neutral arbitrator over a payment dispute. We would like one of your lawyers to represent us at the hearing.",
    intent: "area:arbitration",
  },
  { message: "dem carry mi broda go station last nite bcos of cassava farm boundary fight. e nor come out yet. pls help", intent: "urgent" },
  { message: "Thank you, I appreciate it very much.", intent: "thanks" },
  { message: 'correct dis sentence fo we gari label: "best gari in whole salone, no sand inside"', intent: "off-topic" },
  { message: "we rent shop fo sell gari, di landlord nor wan return we deposit after we comot. we need lawyer fo dis landlord palava", intent: "area:land" },
  {
    message: "For the consultation about the supply contract, should I print the WhatsApp messages with the buyer or just bring my phone?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Our group leader got a letter saying if she keeps fighting for the cassava land they will kill her and her children. Someone also threw stones at her house last night and broke the window.",
    intent: "safety",
  },
  { message: "What do you people do? Do you handle farmers' cases?", intent: "services" },
  {
    message:
      "Police arrested my son last month for stealing cassava and released him after one night without charge. Now they have sent another summons. Please we need a lawyer to be with him when he goes to the station.",
    intent: "area:criminal",
  },
  {
    message:
      "I want to write my will now because my health is not good. I have three cassava farms and a gari mill, and six children from two wives. Please help me.",
    intent: "area:family",
  },
  { message: "Hello, what are your working hours? I can only come after the market closes around 4.", intent: "hours" },
  {
    message:
      "My buyer in the UK says the gari is not according to the contract and refuses to pay. He is abroad. Can I sue him in Sierra Leone, and will the judgment work in the UK?",
    intent: "legal-question",
  },
  { message: "How do I find your office? I'm coming from Kissy by keke.", intent: "address" },
  { message: "Brother in police custody at Makeni since Saturday, denied bail. Over a cassava sale. Need lawyer now.", intent: "urgent" },
  {
    message:
      "Hello, the shipping company lost our container of gari on the way to Rotterdam. They say it fell overboard in a storm and they owe us nothing. Can your firm make a claim?",
    intent: "area:shipping",
  },
  { message: "if I want to contact una fo advice, which way best?", intent: "contact" },
  { message: "Hello there", intent: "greeting" },
  { message: "how to make gari not sour", intent: "off-topic" },
  {
    message: "Our foofoo business has grown and we want to bring in two new shareholders. Please help us with the shareholders' agreement.",
    intent: "area:business",
  },
  { message: "Please book me to meet with a lawyer on Monday at 11 if possible, it's about my late husband's cassava farms", intent: "booking" },
  {
    message: "My ex keeps coming to my stall drunk and saying he will stab me. Today he showed me a knife. I closed the stall and I'm hiding in the church.",
    intent: "safety",
  },
  { message: "Mi and di village women dem get quarrel ova di gari centre. Chief say make we find mediator. Una de do mediation?", intent: "area:arbitration" },
  { message: "how much is a case of plastic bags for packing gari at Kissy Road?", intent: "off-topic" },
  { message: "Alright then, goodbye.", intent: "goodbye" },
  {
    message:
      "I supplied 300 bags of gari to a wholesaler on 30-day terms. He paid only a third and now blocks my calls. I have the invoices and the delivery notes he signed. I'd like your firm to recover the rest.",
    intent: "area:contract",
  },
  {
    message: "If my tenant farmer harvests the cassava and refuses to give me my share as agreed, can I take back the farm immediately?",
    intent: "legal-question",
  },
  { message: "dem hold mi man fo Bo police since Thursday. e don sick. dem nor gree fo release am. abeg help", intent: "urgent" },
  { message: "Is there a lawyer in your team who deals with farmers or women's groups? Who?", intent: "team" },
  { message: "Hi good morning una", intent: "greeting" },
  {
    message:
      "Good day. I import gari into the UK. My last shipment from Freetown was short by 80 bags when the container was opened at Tilbury, although the seal was intact. I believe it was short-loaded at the Freetown end. I want to bring a cargo claim against the shipping line or the forwarder and need a firm that understands this.",
    intent: "area:shipping",
  },
  {
    message:
      "My daughter was arrested at the gari market this morning after an argument with a council officer who was seizing her bags. She is at Central Police now and they say she will stay there until Monday.",
    intent: "urgent",
  },
  { message: "how to bail out water from our cassava farm after the flood, which pump is good?", intent: "off-topic" },
  { message: "do una collect money fo advice, or na free? na small farmer I be", intent: "knowledge:Fees" },
  { message: "Mi husband don marry anoda woman widout tell me. E legal fo am do dat? we marry fo church", intent: "legal-question" },
  {
    message: "Please can your lawyers check whether the title deed for the land I want to buy at Lumley is genuine? I want to build a gari store there.",
    intent: "area:land",
  },
  {
    message: "Would it be possible to arrange a meeting with Ibrahim Jalloh when I visit Freetown in January? It concerns shipping gari to the UK.",
    intent: "booking",
  },
  { message: "wen una open and close everyday?", intent: "hours" },
  {
    message:
      "I am a member of a women's cassava group. The man who owns the land next to ours came yesterday and hit two of our women with a stick. He said he will come back today with more men. We are at the farm now and we are afraid.",
    intent: "safety",
  },
  {
    message:
      "I want to divorce my husband. He took all the money from our gari business, married another woman and moved her into our house. Please I need a lawyer.",
    intent: "area:family",
  },
  { message: "wat is d best cassava variety 4 gari, SLICASS 4 or 6?", intent: "off-topic" },
  {
    message:
      "We are a gari processing group with a business name registered in 2018. We now want to turn it into a limited company so we can bid for government contracts. Can you handle it?",
    intent: "area:business",
  },
  {
    message: "abeg una, dem hol mi son fo Lumley police since yesterday. e de cry inside cell. dem say e tif phone. wi nor get moni fo bail",
    intent: "urgent",
  },
  { message: "How many woman lawyers do you have?", intent: "team" },
  { message: "Can I bring my own interpreter? My mother only speaks Temne.", intent: "knowledge:Languages spoken" },
  {
    message:
      "A man came to our village saying he was from the agriculture ministry and sold us improved cassava cuttings. Nothing grew, and we found out he is not from any ministry. Forty women lost their money. We want to report him to police and take him to court for fraud.",
    intent: "area:criminal",
  },
  { message: "i want to know di services una de give, list dem pls", intent: "services" },
  {
    message:
      "My late husband signed a five-year supply contract with a gari buyer, and there are still two years left. The buyer now says the contract ended when my husband died, but I run the business now and I want to continue. Please look at the contract for us.",
    intent: "area:contract",
  },
  {
    message:
      "Our women's group wants to settle a dispute with a microfinance company over our group loan without going to court. Is mediation something your lawyers do?",
    intent: "area:arbitration",
  },
  { message: "I de call una number e nor de go. una get oda number?", intent: "phone" },
  {
    message:
      "Ten years ago my father signed a paper with a company to plant cassava on our family land for twenty years. The company pays us very little and has cut down the palm trees. Now the family regrets it. Can we cancel it before the twenty years end?",
    intent: "legal-question",
  },
  { message: "my solar lantern wont charge, how do i fix it? we use it to peel cassava at night", intent: "off-topic" },
  { message: "Is there anywhere to park a motorbike at your office? I'll come on my okada with my wife.", intent: "knowledge:Parking" },
  { message: "SIR MY MOTHER IS IN CELL AT BONTHE SINCE 2 DAYS BECAUSE OF GARI DEBT. SHE IS DIABETIC. PLEASE", intent: "urgent" },
  {
    message:
      "mi husband family de threaten me say if I nor leave di farm dem go do me bad tin. last night dem throw stone on mi roof. I de fear. I nor get where fo go",
    intent: "safety",
  },
  { message: "Kushe, I wan come Monday fo see lawyer bout mi gari money palava. Wetin time I fit come?", intent: "booking", also: ["hours"] },
  {
    message:
      "A company came with bulldozers this week and started clearing our family cassava land for a road, without any permission from us. The young cassava is all destroyed. We want a lawyer to stop them.",
    intent: "area:land",
  },
  { message: "hello", intent: "greeting" },
  { message: "What do I need to prepare before meeting your lawyer about registering our gari company?", intent: "knowledge:What to bring" },
  {
    message:
      "After my husband's funeral his family took our three children to their village and refuse to bring them back. They say children belong to the father's side. Is it possible for your firm to help me get my children back?",
    intent: "area:family",
  },
  { message: "tenki plenty fo di help", intent: "thanks" },
  { message: "dem de carry mi papa go now now, police de put am na vehicle fo Masiaka. e nor do notin. abeg help", intent: "urgent" },
  {
    message: "mi goods dem hold fo Queen Elizabeth quay since 1 month. na cassava machine from India. customs de ask fo plenty money. I need lawyer",
    intent: "area:shipping",
  },
  { message: "write me a speech for our women's group gari mill launch next Saturday", intent: "off-topic" },
  {
    message:
      "Police came and questioned me about gari missing from the warehouse where I work as storekeeper. They let me go home but told me not to travel. I think they will charge me. I need a lawyer ready.",
    intent: "area:criminal",
  },
  { message: "Hello, I'd like to know how to get in touch with your firm from outside Sierra Leone.", intent: "contact" },
  {
    message:
      "The court ordered my ex-husband to pay me maintenance last year, but he has never paid one cent. What will happen to him if I go back to court, can they jail him?",
    intent: "legal-question",
  },
  { message: "Is your office open this Friday?", intent: "hours" },
  {
    message:
      "The company that employs me to supervise cassava processing changed my contract to a lower salary without my agreement. I need a lawyer to review my employment contract.",
    intent: "area:contract",
  },
  {
    message:
      "My brother-in-law said he will poison me and my children so he can take our farm. He came to the house today and the children saw him put something in our water pot. We are scared to eat or drink.",
    intent: "safety",
  },
  { message: "Hello, I'd like to know what areas of law your firm covers.", intent: "services" },
  {
    message: "I want to take a bank loan for my gari shop and the bank wants my brother to sign a guarantee. Can you look at the bank papers for my business?",
    intent: "area:business",
  },
  {
    message:
      "Good evening. My husband was taken from our house by plain-clothes police an hour ago. They didn't show any papers. We think he's at CID headquarters. He buys cassava in Port Loko. Please help.",
    intent: "urgent",
  },
  { message: "I would like a consultation at the Bo office with Hawa Turay next week.", intent: "booking" },
  {
    message:
      "Dear Sir, Kindly be informed that our cassava growers' union and the processing company have agreed to refer our pricing dispute to arbitration. We wish to retain your firm to act for the union. We await your response.",
    intent: "area:arbitration",
  },
  { message: "tell me a joke about cassava", intent: "off-topic" },
  {
    message: "Our group treasurer died and the group money was in her personal account. Can the bank give the money to our group, or will it go to her family?",
    intent: "legal-question",
  },
  { message: "I'm hiding from my husband's people after they beat me at the gari stall. They are looking for me in the market now.", intent: "safety" },
  { message: "bye una, I go come back later", intent: "goodbye" },
];
