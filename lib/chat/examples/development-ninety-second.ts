import type { LabelledMessage } from "./labelled-message";

// Theme: cookshops, food sellers, bakers and caterers; writers: Mama Fatu (Kroo Town Road cookshop, heavy Krio), Alhaji Sorie (Makeni rice shop, formal letters), Kadiatu (PZ street food, SMS shorthand), Pa Abu Kargbo (Bo baker, long typo-filled stories), Mrs Olivia Cole (Wilberforce wedding caterer, polished English), Musa (bakery helper, voice typing), Aminata (London diaspora caterer), Mamie Jeneba (Kambia food seller, French words)
export const DEVELOPMENT_NINETY_SECOND: LabelledMessage[] = [
  { message: "Good morning. Na Mama Fatu from Kroo Town Road cookshop de greet una", intent: "greeting" },
  {
    message:
      "Abeg help! Police don carry my cook boy Alusine comot na di shop dis morning, dem say customer sick after e eat my plasas. E de na Central Police now",
    intent: "urgent",
  },
  { message: "how many cup of rice I need for 200 wedding guests? jollof with chicken", intent: "off-topic" },
  {
    message:
      "I don pay for one small plot na Waterloo for build my bakery oven house but now anoda man de show paper say na im own. I need lawyer for dis lan matter",
    intent: "area:land",
  },
  { message: "if sumbody get sick from my akara, can dem put me for jail? pls tel me", intent: "legal-question" },
  { message: "wat time una open 2moro", intent: "hours" },
  {
    message:
      "Dear Sir, I am a caterer and a bank has asked me to supply lunch for its staff for one year. I would like your firm to draft and review the supply agreement before I sign.",
    intent: "area:contract",
  },
  { message: "Di landlord in boys dem de beat my husband na di stall now, dem say we owe rent. Dem get stick. Wetin I go do", intent: "safety" },
  {
    message: "My husband and I started the bakery together in Bo. Now he want divorce and say the bakery na only im own. I need lawyer for the divorce",
    intent: "area:family",
  },
  { message: "Pls which bakery in Freetown de sell cheap sugar bread? I need 50 loaf for funeral", intent: "off-topic" },
  { message: "I want make appointment to see one lawyer on Thursday about my catering company matter", intent: "booking" },
  {
    message:
      "Good afternoon. My 300 bags of rice from Thailand have been stuck at Queen Elizabeth II Quay for 3 weeks, customs say papers not correct. Do you handle port and customs matters?",
    intent: "area:shipping",
  },
  { message: "una number pls", intent: "phone" },
  {
    message: "sir dem lock my brother since yesterday na Kissy police station, e na baker, dem say e tif flour from im oga. Nobody tell us notin",
    intent: "urgent",
  },
  { message: "I wan register my food business as a company so I can get contract from NGOs. Una de do company registration?", intent: "area:business" },
  {
    message:
      "The city council officers came and seized my pepper soup pots and table from the roadside. Is it legal for them to take my things without notice?",
    intent: "legal-question",
  },
  { message: "how many lawyers una get dey", intent: "team" },
  { message: "wetin be di best oil for fry plantain, palm oil or groundnut oil?", intent: "off-topic" },
  {
    message:
      "My sister is charged in court for selling expired tinned milk in her shop. She is on bail now but the case start next month. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "how much una de charge for consultation? I na small food seller, I no get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "I catered a wedding of 400 people and the family refuses to pay the balance of Le 15,000. They say the food was late. I don't want to go to court, is there a way to settle it out of court with a mediator?",
    intent: "area:arbitration",
  },
  { message: "Police dem don come na di bakery now now, dem de put handcuff on my husband. Help us pls", intent: "urgent" },
  { message: "What kind of cases does your firm handle?", intent: "services" },
  { message: "my oven no de heat well, who sabi fix gas oven na Freetown", intent: "off-topic" },
  {
    message: "I work for a rice shop for 2 years, oga no pay me 4 months now. Im say if I complain im go sack me. He has right to do dat?",
    intent: "legal-question",
  },
  { message: "Myself and my brothers de fight over papa land na Lumley where my cookshop dey. Dem want sell am. I need help", intent: "area:land" },
  { message: "hello", intent: "greeting" },
  {
    message:
      "Dem say na my food kill di pikin, now people de gather outside my shop wit stick and stone, dem say dem go burn am. I lock myself inside wit my children",
    intent: "safety",
  },
  {
    message: "i wrk as helper for one caterer for 6 months, she no gi me contract paper, now she say i no be her worker so she no go pay. i need help wit dis",
    intent: "area:contract",
  },
  { message: "where una office dey? and una de open 8 or 9? I de come from Makeni tomorrow", intent: "address", also: ["hours"] },
  { message: "Abeg send me recipe for cassava leaf wit fish", intent: "off-topic" },
  { message: "Can I talk to a lawyer this week? My bakery partner and I have a problem.", intent: "booking" },
  {
    message:
      "My husband died last month. He owned two cookshops at Congo Cross. His family say they will take everything and leave me and the children with nothing. I need help with the inheritance.",
    intent: "area:family",
  },
  { message: "Una open Saturday? I only get time weekend cause I de sell market weekday", intent: "hours" },
  { message: "my mama na di cell na Lumley police since las nite. customer accuse am say im fish make am sick. pls wat we do", intent: "urgent" },
  {
    message:
      "We imported a container of flour and when it arrived at the port half the bags were wet and spoiled. The shipping company refuses responsibility. Can your firm handle a cargo claim?",
    intent: "area:shipping",
  },
  {
    message: "Mi stall rent na Le 500 a month. Di market master say from next month na Le 1,500. Can e jus increase am like dat wit no paper?",
    intent: "legal-question",
  },
  { message: "Tenki ya, God bless una", intent: "thanks" },
  {
    message: "Me and my two friends want start catering business together. We want proper paper to show who own wetin, like shareholder. Una fit help?",
    intent: "area:business",
  },
  { message: "wat is da weather 2moro in freetown, i wan sell outside", intent: "off-topic" },
  { message: "I get problem", intent: "unknown" },
  {
    message:
      "Police gave me invitation letter to come to CID on Monday because a customer say my chicken poisoned her. I am afraid. I need lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Una lawyer dem de talk Temne? My papa no sabi English", intent: "knowledge:Languages spoken" },
  {
    message: "My husband threaten say if I no gi am di money from my cookshop e go kill me. E beat me yesterday. I de hide na my sister house now",
    intent: "safety",
  },
  { message: "wat is ur email adres i wan send documents", intent: "email" },
  {
    message:
      "Our rice company has a dispute with a supplier in Guinea about short delivery. The contract says disputes go to arbitration. Can your firm represent us in the arbitration?",
    intent: "area:arbitration",
  },
  {
    message: "Dear Sir/Madam, I wish to schedule a consultation regarding a lease for a restaurant premises. Kindly advise on available dates.",
    intent: "booking",
  },
  {
    message:
      "Soldiers take my bakery driver from checkpoint at Masiaka yesterday, dem carry am go barracks, dem say e carry contraband. Since yesterday we no hear from am.",
    intent: "urgent",
  },
  { message: "Dear Madam, I need an employment contract drafted for my five bakery workers. Can your firm do this?", intent: "area:contract" },
  { message: "how to make chin chin crunchy? mine always soft", intent: "off-topic" },
  { message: "If my helper cut her hand in my kitchen, do I have to pay her hospital bill by law?", intent: "legal-question" },
  { message: "Una get woman lawyer? I want talk to woman", intent: "team" },
  { message: "I want to buy land at Hastings to build a bakery. Can you do title search before I pay the money?", intent: "area:land" },
  { message: "r u open now", intent: "hours" },
  { message: "My baby father na baker, e don stop to give money for di pikin since 6 months. I want maintenance for di pikin", intent: "area:family" },
  { message: "Abeg gi me una WhatsApp number, I wan send picture of di paper", intent: "phone" },
  {
    message:
      "They have detained my wife at Makeni police since Friday because of a food poisoning complaint at a naming ceremony she catered. They refuse bail. Please help.",
    intent: "urgent",
  },
  { message: "Do you only do court cases or other things too?", intent: "services" },
  { message: "I need recharge card, Africell, who sell am online", intent: "off-topic" },
  {
    message:
      "Sir my son na apprentice for bakery. Dem charge am wit theft of Le 2,000 from the shop till. Im case de na Magistrate Court nex week. We need lawyer to defend am.",
    intent: "area:criminal",
  },
  { message: "Can I pay small small? Sell akara money no plenty", intent: "knowledge:Fees" },
  {
    message: "My frozen chicken container at the Quay has been held for demurrage, the shipping line want me pay big money. I need help with this.",
    intent: "area:shipping",
  },
  { message: "One man de follow me every night when I close my food stall, yesterday e show me knife. I fear for my life", intent: "safety" },
  {
    message: "My landlord wants to throw me out of the restaurant before the lease ends because he found someone who pays more. Does he have the right?",
    intent: "legal-question",
  },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message:
      "Our bakery got a bank loan and the bank now say they want to take the machines because we late 2 months. We need business lawyer to talk to the bank.",
    intent: "area:business",
  },
  { message: "help police don arrest my aunty for market, dem say e sell bad palm oil wit colour. dem de take am now go station", intent: "urgent" },
  { message: "Me and my cookshop partner no agree again about sharing profit. We no want go court. Una de do mediation?", intent: "area:arbitration" },
  { message: "pls book me appointmnt fr monday mornin", intent: "booking" },
  { message: "Who go win Leone Stars match on Sunday?", intent: "off-topic" },
  { message: "How can I reach una? I dey na Kenema", intent: "contact" },
  {
    message:
      "A hotel promised us a contract to supply bread every day, they wrote it in WhatsApp but now they cancel and bought from someone else. We lost a lot of flour. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "Is Ibrahim Jalloh the one who handle bail? I hear im name from my neighbor", intent: "attorney:Ibrahim Jalloh" },
  { message: "A customer of mine say she go sue me because she find stone for her rice. How much can the court make me pay?", intent: "legal-question" },
  {
    message: "I wan adopt my late sister pikin. Im dey wit me since im mama die. I sell fish na Bombay Street. Una fit help wit adoption?",
    intent: "area:family",
  },
  { message: "What papers should I bring when I come for my stall rent matter?", intent: "knowledge:What to bring" },
  { message: "I want job as cook for una office, una de hire?", intent: "off-topic" },
  { message: "Wetin time una close for evening? I de finish sell by 4", intent: "hours" },
  {
    message:
      "Sir pls my husband na baker, police come pick am from the bakery at 5 this morning and now dem say dem go transfer am Pademba Road. We don't know why.",
    intent: "urgent",
  },
  {
    message: "I was accused of poisoning a neighbour with food from my stall. The police released me but said I will be charged. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Some boys de threaten me say if I no pay dem Le 100 every week for my stall, dem go beat me. Dem come yesterday and break my table",
    intent: "safety",
  },
  {
    message: "Di council say my cookshop build on state land and dem want break am down. I get paper from 2009. Una de handle lan matter like dis?",
    intent: "area:land",
  },
  {
    message:
      "Madam we be rice importer for Makeni. Di vessel wey carry our rice arrive late 2 months and di charter people say na not dem fault. We need shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "Aminata here, writing from London. I'd like to set up a video call with one of your lawyers about my catering business back home. When can we do it?",
    intent: "booking",
  },
  { message: "Is there place to park my food van near una office?", intent: "knowledge:Parking" },
  {
    message:
      "Dem hold my pikin na Waterloo police station since yesterday. Im na 16 years, im de help me sell fry fry. Dem say e fight. Dem no want release am",
    intent: "urgent",
  },
  { message: "who are the lawyers in ur firm", intent: "team" },
  { message: "Can di Health Inspector close my cookshop without court order because of dirty kitchen? Na so e do yesterday", intent: "legal-question" },
  { message: "thank you very much for the information", intent: "thanks" },
  {
    message:
      "We are a group of women food sellers and want to form a cooperative or company to buy rice in bulk. Can your firm advise us on registration and governance?",
    intent: "area:business",
  },
  { message: "?", intent: "unknown" },
  { message: "Salut, comment je peux contacter vous? Phone or email any one", intent: "contact" },
  { message: "My oga at di bakery de touch me and say if I tell anybody e go hurt me. I fear to go back to work", intent: "safety" },
  { message: "Una office dey near Siaka Stevens Street? Which building", intent: "address" },
  {
    message: "We won an arbitration award against a hotel that owes us catering money but they still refuse to pay. Can you help us enforce the award?",
    intent: "area:arbitration",
  },
  { message: "wetin una de do for people like we wey de sell food", intent: "services" },
  { message: "which email I go write my complaint to?", intent: "email" },
  {
    message:
      "my boss the caterer was taken by police from the wedding hall this evening after guests fell sick. They said they will keep him till morning. What should we do",
    intent: "urgent",
  },
  { message: "Vous parlez français? Je suis guinéenne, je vends du riz à Kambia", intent: "knowledge:Languages spoken" },
  { message: "I wan come see una lawyer 2moro morning about my shop matter. Abeg put me down", intent: "booking" },
  { message: "Good day. Please what are your opening hours during the week?", intent: "hours" },
  { message: "wetin be di price of one bag of rice now na Freetown? 50kg", intent: "off-topic" },
  {
    message:
      "Abeg una, dem don lock me padi Sallay na Kingtom station since 2 days, na im de fry fish near the wharf. Dem say im owe market dues. Dem no gi am food sef",
    intent: "urgent",
  },
  {
    message:
      "I de supply bread to one school every morning. Di principal don stop pay for 3 months and e say the agreement finish. We get paper we sign. I wan enforce am.",
    intent: "area:contract",
  },
  { message: "If my worker steal from the shop, can I hold back her salary to pay it back? Or it is against the law?", intent: "legal-question" },
  {
    message:
      "My wife left me with our two children and took all the money from our bread business. Now she want custody of the children. I want to fight for custody.",
    intent: "area:family",
  },
  { message: "Salam aleikum", intent: "greeting" },
  {
    message: "Pls my co-wife and her brothers come to my cookshop with cutlass, dem say dem go cut me. I run inside neighbor house, dem still outside",
    intent: "safety",
  },
  {
    message: "Sir I bring 2 container of onion from Holland, port people hold am say wrong HS code, onion de rot. Pls I need help quick wit customs",
    intent: "area:shipping",
  },
  { message: "How long do I bake tea bread for? 180 degrees or more?", intent: "off-topic" },
  { message: "Can I come in on Wednesday afternoon to discuss my wedding catering contract with a lawyer?", intent: "booking" },
  {
    message:
      "I rent shop space for my restaurant at Wilberforce for 5 years. The lease finish next year and I want to renew with better terms. Can you review the lease?",
    intent: "area:land",
  },
  { message: "Are your lawyers real lawyers or just paralegals? How many of them are there?", intent: "team" },
  {
    message:
      "Good morning. I am a baker in Bo and want to open branches in Kenema and Makeni. Do I need to change my business name registration to a company? I want lawyer to handle it.",
    intent: "area:business",
  },
  {
    message:
      "Police dem take my apprentice from the bakery yesterday night, e only 19 years. Dem say e sell stolen flour. Im still dey na Bo police station. We no get money for bail",
    intent: "urgent",
  },
  {
    message:
      "My husband was charged with assault after a fight with another trader over stall space. He is out on bail but the trial is next month at Freetown Magistrates. We need a lawyer for him.",
    intent: "area:criminal",
  },
  { message: "Wetin be una phone number? Di one for call, no be WhatsApp", intent: "phone" },
  {
    message:
      "My late husband never wrote a will. His brothers say the restaurant is theirs because it is on family land. Can they take it from me and the children?",
    intent: "legal-question",
  },
  { message: "Pls how I go preserve fish for 1 week without freezer?", intent: "off-topic" },
  {
    message:
      "We have a long fight with our flour supplier about bad quality flour. Both of us agree to use an arbitrator rather than court. Do you people handle that?",
    intent: "area:arbitration",
  },
  { message: "Hello. Which areas of law does your firm practice in?", intent: "services" },
  { message: "wen I come una office, whr I go park my keke?", intent: "knowledge:Parking" },
  { message: "my fada na kenema police cell since monday, dem say e sell meat wey no get stamp. pls help am", intent: "urgent" },
  { message: "I want to make a will so my bakery go to my 3 children and not my brothers. Una de write will?", intent: "area:family" },
  {
    message:
      "Customer beat me yesterday wen I ask am for pay for im food. Today im come back again with im friends, dem say dem go wound me. I de hide behind di shop now",
    intent: "safety",
  },
  {
    message: "The restaurant where I work as cook sack me without notice after 7 years. No end of service benefits. I want to take action against them.",
    intent: "area:contract",
  },
  { message: "Can you write me a short poem for my cake shop opening?", intent: "off-topic" },
  { message: "For di first meeting, wetin I go carry come? Na only receipt I get for my stall", intent: "knowledge:What to bring" },
  { message: "pls i wan see lawyer abt my rice shop, nex week any day. hw i go book", intent: "booking" },
  { message: "Thanks so much, very helpful", intent: "thanks" },
  {
    message: "Family land na Port Loko where my mama build di bakery oven. Now my uncle sell part of am to stranger. I need lawyer for stop am",
    intent: "area:land",
  },
  {
    message: "Dem carry my wife go CID dis afternoon, dem say di chicken wey she cook for di party make 20 people sick. She de dey now, dem no allow us see am",
    intent: "urgent",
  },
  {
    message: "Am I responsible if people get sick at a wedding I catered but the food was kept by the family for 6 hours before serving?",
    intent: "legal-question",
  },
  { message: "is the office open on public holiday like Independence Day?", intent: "hours" },
  {
    message: "Hello, we ship dried fish to the UK from Freetown. The shipping agent lost one full consignment and now does not answer. I want to make a claim.",
    intent: "area:shipping",
  },
  { message: "Which phone is good for WhatsApp business for my food orders? My Tecno don spoil", intent: "off-topic" },
  {
    message:
      "My business partner in the rice shop took the company stamp and opened a bank account without me. We are both shareholders. I need a business lawyer to sort this out.",
    intent: "area:business",
  },
  { message: "Kindly provide your email address so I can forward my catering contract for review.", intent: "email" },
  { message: "hmm ok so", intent: "unknown" },
  {
    message: "Police say I must come court on Thursday for selling food on road wey council ban. Dem gi me summons paper. I need lawyer to stand for me",
    intent: "area:criminal",
  },
  {
    message:
      "Di man wey I borrow money from to start my food stall de send people to threaten me. Last night dem knock my door and say dem go kill me if I no pay by Friday",
    intent: "safety",
  },
  {
    message: "I was told Christiana Thomas does employment matters. Can I speak with her about my unpaid wages from a hotel kitchen?",
    intent: "attorney:Christiana Thomas",
    also: ["booking"],
  },
  {
    message:
      "The market council says I must pay two years of back dues for my stall or they will give it to someone else. Is that legal when I have the receipts?",
    intent: "legal-question",
  },
  {
    message: "Abeg we get wahala wit di hotel wey we de cook for. Dem say make we go mediation before court. Una fit represent us for di mediation?",
    intent: "area:arbitration",
  },
  { message: "Alright, talk to you later. Bye", intent: "goodbye" },
  {
    message:
      "Please they arrested my son at the lorry park in Makeni. He was selling roasted corn. The police said he is a vagrant and they took him to the station. He has been there since morning.",
    intent: "urgent",
  },
  { message: "How do I get in touch with your firm from the UK? Phone, email, anything", intent: "contact" },
  { message: "Wetin I go use clean oven wey don black", intent: "off-topic" },
  { message: "Hi I would like to schedule an appointment with a business lawyer about registering my bakery. Friday is best for me.", intent: "booking" },
  {
    message:
      "My sister husband beat am and drive am comot from di house last year. She de sell cookery now for survive. She wan divorce and support for di pikin dem. Una fit help?",
    intent: "area:family",
  },
  { message: "Pls direct me to your office, I'm coming from Eastern Police side by poda poda", intent: "address" },
  { message: "I want know di lawyer dem wey de work dey. Una plenty?", intent: "team" },
  { message: "If I sell my stall to another woman without the council permission, can they take it from both of us?", intent: "legal-question" },
  {
    message:
      "Dear Sir, I want to buy a shop building at Dove Cut market for my cookshop. Before I pay, I need someone to confirm the title deed is genuine and handle the conveyancing.",
    intent: "area:land",
  },
  {
    message: "Na mi de cook for one NGO compound, dem wan me sign contract but di paper long and di English hard. Una fit check am before I sign?",
    intent: "area:contract",
  },
  { message: "My boyfriend broke the glass of my food stall and said he will come back tonight to finish me. I am scared to go home.", intent: "safety" },
  { message: "Do you offer legal aid or free help for poor traders?", intent: "knowledge:Fees" },
  { message: "wat is di best tym 2 sell food @ lumley beach? evenin or afternoon", intent: "off-topic" },
  { message: "Police don surround di cookshop now and dem de put my worker dem inside vehicle. Dem no talk why. Abeg help we quick", intent: "urgent" },
  {
    message:
      "My brother na butcher, dem accuse am say e kill somebody cow and sell di meat. Police don charge am. E don get bail but we want lawyer for di trial",
    intent: "area:criminal",
  },
  { message: "Na wetin time una de open morning? I wan come before I open my shop", intent: "hours" },
  {
    message: "I gave my cookshop to my nephew to manage when I travel to Guinea. Now he refuse to give it back and say it is his. Can he claim it like that?",
    intent: "legal-question",
  },
  {
    message: "We want to bring an investor from Lebanon into our restaurant business. Need help with the share agreement and the investment rules.",
    intent: "area:business",
  },
  { message: "Hi there, good evening", intent: "greeting" },
  {
    message:
      "A vessel owner we use to bring sugar from Brazil wants to cancel the charter party after we paid deposit. Please can your shipping department handle this?",
    intent: "area:shipping",
  },
  { message: "pls how i go make fish ball for sell? wetin i go put inside", intent: "off-topic" },
  {
    message:
      "Our contract with the mining camp says any dispute go to arbitration in Freetown. Now they terminated our catering early. We want to start the arbitration. Can you act for us?",
    intent: "area:arbitration",
  },
  { message: "Send me ur whatsapp pls", intent: "phone" },
  {
    message: "Mi uncle dem arrest am na Kambia border, e carry rice from Guinea come sell. Dem hold am at customs post since yesterday, dem say na smuggling",
    intent: "urgent",
  },
  { message: "Does your firm also help small businesses or only big companies?", intent: "services" },
  { message: "Una de talk Mende? I from Bo, my English no strong", intent: "knowledge:Languages spoken" },
  { message: "Abeg I wan make appointment for talk to lawyer bout my mama food business, she don die and family de fight", intent: "booking" },
  { message: "Di mob don gather na di market say I put juju for food. Dem de push me. Please help me now", intent: "safety" },
  {
    message: "My ex husband took our daughter to Guinea without my permission. I sell rice in Makeni and I want my child back. I need a family lawyer.",
    intent: "area:family",
  },
  { message: "If the wedding family cancel the catering 2 days before, do they still have to pay me for food I already buy?", intent: "legal-question" },
  { message: "Any good cooking school in Freetown for learn cake decoration?", intent: "off-topic" },
  {
    message:
      "We de pay ground rent for di stall land for 10 years to one man. Now anoda family say na dem own di land and dem wan us pay dem. We need lawyer for dis title matter",
    intent: "area:land",
  },
  { message: "Should I bring my business registration certificate and my lease to the appointment?", intent: "knowledge:What to bring" },
  { message: "email address for una pls", intent: "email" },
  {
    message:
      "Dem don lock my husband na Pademba Road since Tuesday, e na cook for hotel. Di hotel say e tif food. Nobody tell us anything and dem no take am court",
    intent: "urgent",
  },
  {
    message: "Please I need a contract drafted between me and the wedding couple for catering 500 guests. I want deposit terms and cancellation terms in it.",
    intent: "area:contract",
  },
  { message: "how I go reach una? I no get credit for call", intent: "contact" },
  {
    message: "A woman say my pepper soup make her miscarry and she report me. Police say di file go court. I no do notin bad. I want lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "Abeg how much I go charge for one plate of rice and soup now? Everything cost", intent: "off-topic" },
  {
    message:
      "My helper Fanta was picked up by police at the junction this morning with my goods. They say she needs permit. She's in the station now crying on phone.",
    intent: "urgent",
  },
  { message: "Good afternoon, I would like to meet with a shipping lawyer regarding my rice consignment. Is Monday 10 am available?", intent: "booking" },
  { message: "una de work Sunday? and wetin be una phone number", intent: "hours", also: ["phone"] },
  { message: "Who are the partners in your firm? Just want to know the team before I come", intent: "team" },
  { message: "My bakery workers say they want to form union. Can I sack those who join? Is it allowed?", intent: "legal-question" },
  {
    message:
      "We bought frozen fish from a trawler and the cold room on the ship broke down. The fish spoil before landing. Do you do cargo claims against ship owners?",
    intent: "area:shipping",
  },
  { message: "Ok tank u. I go call una", intent: "thanks" },
  {
    message:
      "Small pikin wey de help me sell, im step papa de beat am every night, today im run come my shop with blood for im face. E say im papa de come find am",
    intent: "safety",
  },
  { message: "How do I register a trademark for my bread brand 'Mama Sweet Bread'? Other bakers copy my name. I want una help.", intent: "area:business" },
  { message: "Wusai una office dey exactly? Na near Law Court building?", intent: "address" },
  { message: "Is parking free there or do I pay?", intent: "knowledge:Parking" },
  { message: "Do you people handle matters for market women? Like stall and debt and all that", intent: "services" },
  { message: "Ok I go come back later. Bye o", intent: "goodbye" },
  {
    message:
      "The caterer I hired for my daughter's wedding served half the food and left. We agreed in contract to use mediation. I want your firm to do the mediation for me.",
    intent: "area:arbitration",
  },
  { message: "Wen I fit come see una? I wan talk to lawyer face to face", intent: "booking" },
  {
    message:
      "Sir they have taken my sister from her cookshop in Bo to the police barracks. Since last night no one see her. Her husband say na di police wife dem get palaver wit am",
    intent: "urgent",
  },
  { message: "Morning o. How una de?", intent: "greeting" },
  {
    message:
      "Dear Sir, I hold a lease for a canteen at the Eastern Police area from the council. The council now wants to give my space to someone else before the lease ends. I need help from a land lawyer.",
    intent: "area:land",
  },
  { message: "bro pls police jus tek my mama frm her foo foo stall at Kissy market dem beat her and put her in van. she old. wat i do", intent: "urgent" },
  { message: "Where can I buy wholesale flour cheap in Freetown, Kissy Road or Eastern?", intent: "off-topic" },
  {
    message: "My catering company's name is on the contract but I signed it myself. If the company can't pay, can they come after my own house?",
    intent: "legal-question",
  },
  {
    message: "My papa die and leave di bakery for me and my 4 brothers. Now dem no want share. We need lawyer for di inheritance and probate.",
    intent: "area:family",
  },
  { message: "Book me pls for consultation tomorrow 11am, about my shop rent", intent: "booking" },
  {
    message:
      "He beat me again tonight because I no give am the market money. He say tomorrow he go kill me. I dey na the stall with my pikin, I no fit go home",
    intent: "safety",
  },
  {
    message:
      "We run a restaurant and want to change from sole trader to limited company and add my sister as director. Please advise and handle the registration.",
    intent: "area:business",
  },
  { message: "Pls are you open during lunch time, 1 to 2?", intent: "hours" },
  { message: "Abeg wetin cause stomach pain after eating cassava? My pikin sick", intent: "off-topic" },
  {
    message:
      "My company imports tomato paste. The goods cleared at the Quay but the shipping line released the containers to another person with a fake bill of lading. Need a shipping lawyer fast.",
    intent: "area:shipping",
  },
  {
    message: "Dem detain my 2 workers at Lungi police since yesterday because dem say di food we sell na airport make passenger sick. Dem no charge dem yet",
    intent: "urgent",
  },
  {
    message:
      "I employ 3 girls for my food business. One of them left and took my customers. Our contract says she cannot do that. I want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Una get how many lawyer for Freetown office?", intent: "team" },
  { message: "Do I need a license to sell food on the street or can police arrest me for selling without one?", intent: "legal-question" },
  {
    message: "I am accused of food fraud, they say my honey has sugar in it. The police file has gone to the DPP. I need a criminal defence lawyer to help me.",
    intent: "area:criminal",
  },
  { message: "Do you do business registration and also land paper?", intent: "services" },
  { message: "pls hw do i mk sure my bread rise well. i use yeast but it no rise", intent: "off-topic" },
  { message: "How much for you to write a catering contract? Just a rough price", intent: "knowledge:Fees" },
  { message: "Pls dem de fight na market now, somebody wound my sista wit bottle, dem still de find am. She hide inside my shop", intent: "safety" },
  {
    message:
      "Two of us own the bakery and we quarrel about who keeps the oven after we split. Elders try but failed. We want a proper mediator, not court. Can una do that?",
    intent: "area:arbitration",
  },
  {
    message: "Police come take my husband frm our house at midnight, dem say he owe the flour supplier. Is it legal? He dey Ross Road station now",
    intent: "urgent",
    also: ["legal-question"],
  },
  { message: "Pls wetin be una address", intent: "address" },
  {
    message: "I am a caterer in London and I want to make a will covering my property in Freetown and my business here. Can your firm help with that?",
    intent: "area:family",
  },
  {
    message: "If the wedding couple post on Facebook that my food poisoned their guests but it is not true, can I sue them for damaging my business?",
    intent: "legal-question",
  },
  { message: "Pls I need a CV for cook job in Dubai. Can you write it?", intent: "off-topic" },
  { message: "I want to arrange a meeting with your contract lawyer on Friday to go through an agreement with a hotel.", intent: "booking" },
  {
    message:
      "I bought land at Grafton for a rice store from a family. After I paid they say the head of family never agreed. Now my building stop. Need land lawyer",
    intent: "area:land",
  },
  { message: "number for call una?", intent: "phone" },
  {
    message: "Sir the OSD people don carry my brother na Makeni dis morning, e na rice seller. Dem say e hoard rice. We no know weh dem take am go",
    intent: "urgent",
  },
  {
    message: "I supplied 200 bags of rice on credit to a restaurant under a written agreement and they have refused to pay. I want to recover my money.",
    intent: "area:contract",
  },
  { message: "Which one better for business, Orange Money or Afrimoney?", intent: "off-topic" },
  { message: "pls", intent: "unknown" },
  { message: "Wetin I go bring come di meeting? I get contract paper, receipts, pictures. Everything?", intent: "knowledge:What to bring" },
  { message: "My employer at the bakery want me work 7 days a week 14 hours a day. Is that allowed under the law?", intent: "legal-question" },
  {
    message:
      "Good morning, we are exporters of ginger and cocoa. Our container was damaged at the port during loading. Does Kamara & Associates handle claims against the port authority?",
    intent: "area:shipping",
  },
  {
    message:
      "One big man de threaten my life because I no agree sell my cookshop land to am. E send boys come say dem go burn me inside. I no sleep for house since 3 days",
    intent: "safety",
  },
  { message: "wt tym office open fridays? u close early for jumah?", intent: "hours" },
  {
    message:
      "We are applying for a bank loan to expand our bakery. The bank asked for board resolution and company documents. We need a business lawyer to prepare them.",
    intent: "area:business",
  },
  { message: "Tenki tenki, una too good", intent: "thanks" },
  {
    message: "they have my aunty in cell at Congo Cross police, she sell cooked food near the roundabout. officer say she insult him. please come",
    intent: "urgent",
  },
  { message: "How to start small chop business with Le 2000", intent: "off-topic" },
  {
    message: "Dem arrest me last week for fight wit another food seller, police release me on bail but now dem say I must go court. Please I need lawyer",
    intent: "area:criminal",
  },
  { message: "Mr Mohamed Conteh still de work dey? E help my auntie for land case before", intent: "attorney:Mohamed Conteh" },
  { message: "What's your email? I'd rather write than call.", intent: "email" },
  {
    message: "Hi, can I schedule a call with a lawyer this week? I'm in the US, about my mum's restaurant in Freetown. Evenings US time work better.",
    intent: "booking",
  },
  {
    message: "The owner of the shop I rent for my cookshop died. His children want me out now. Do I have to leave before my lease ends?",
    intent: "legal-question",
  },
  {
    message:
      "We had arbitration with a supermarket chain over our pastries supply and the arbitrator gave the award in our favour. Now they went to the High Court to cancel it. Can you defend the award?",
    intent: "area:arbitration",
  },
  { message: "Which football team get di best jersey dis year? We de sell food na stadium", intent: "off-topic" },
  { message: "I want to reach your firm, what are all the ways? I dey Bo", intent: "contact" },
  {
    message:
      "My husband don lock me inside di room since morning, e take my phone and e say e go beat me till I tell am where I hide di cookshop money. I use neighbor phone",
    intent: "safety",
  },
  { message: "Police don come na di bakery wit paper, dem de take di owner and di flour bags. We workers de outside. Please wetin we go do", intent: "urgent" },
  { message: "Wetin una firm de do?", intent: "services" },
  {
    message: "Our family land for Kissy na where we get our cookshop. Di neighbor build fence inside our side. We need survey and lawyer for di boundary.",
    intent: "area:land",
  },
  {
    message: "I want to divorce my husband. We married for church. We both run a rice shop together. I want my share of the business. Please help.",
    intent: "area:family",
  },
  { message: "Do any of your lawyers speak Fula? My grandmother sells pap and only speaks Fula and Krio.", intent: "knowledge:Languages spoken" },
  { message: "Hello is ur office open 2day. It is Tuesday", intent: "hours" },
  { message: "pls wetin i go cook for my in-laws wey de come Sunday? something special", intent: "off-topic" },
  { message: "Can my landlord keep my oven and cooking pots because I owe two months rent?", intent: "legal-question" },
  { message: "Bonjour", intent: "greeting" },
  {
    message:
      "Dear Sir, my company intends to sign a 3-year food supply agreement with a mining company in Tonkolili. We would like the agreement reviewed before signing.",
    intent: "area:contract",
  },
  {
    message: "Pls my son na bread seller, police say e dey among di boys wey fight, dem hold am at Wellington station since yesterday. Im na 15 years",
    intent: "urgent",
  },
  {
    message:
      "Me and my husband get restaurant company together. Now we separate and he want buy my shares cheap. I need a business lawyer for shareholder matter.",
    intent: "area:business",
  },
  { message: "Bye. Have a nice day.", intent: "goodbye" },
  { message: "Pls ar wan tok tu lawyer. Hw a go set appointment?", intent: "booking" },
  { message: "Hw much is a gas cylinder refill now", intent: "off-topic" },
  {
    message: "Dem say my boy wey de sell fry fish tif phone. Police release am on bail and court date dey next month. I want good criminal lawyer for am",
    intent: "area:criminal",
  },
  { message: "Pls help, di crowd don catch my worker say e tif meat and dem de beat am now near my shop. Police no come yet", intent: "safety" },
  { message: "Do una collect money for first meeting or e free?", intent: "knowledge:Fees" },
  {
    message: "Our fishing boat was held at the harbour by the navy last month and the catch was sold. We have a license. We need a lawyer who handles vessels.",
    intent: "area:shipping",
  },
  {
    message:
      "A customer ate at my cookshop and now claims I owe him Le 5,000 for his hospital bills. Does the law make me pay if I can't prove the food was not the cause?",
    intent: "legal-question",
  },
  { message: "Are your lawyers mostly senior or do you have young associates too?", intent: "team" },
  { message: "Help!! Dem de beat my husband na di police station now, dem carry am dis morning from im bread van. We hear im de shout", intent: "urgent" },
  {
    message:
      "Our association of bakers has a quarrel with the flour mill about prices. We want to use ADR to settle it. Can your firm lead the mediation for us?",
    intent: "area:arbitration",
  },
  { message: "Abeg send me di lawyer office number for call", intent: "phone" },
  {
    message:
      "My wife was arrested at the Bo market today by the council police for selling on the walkway. They took her to their office and say she will sleep there. Please help",
    intent: "urgent",
  },
  { message: "Can u tell me how to calculate profit for my food business? I no sabi book keeping", intent: "off-topic" },
  { message: "Is it legal for the hotel to pay me less than minimum wage because they give me food at work?", intent: "legal-question" },
  { message: "I want ask something", intent: "unknown" },
  {
    message:
      "My mother owns a cookshop and she want to add my name to it before she die so my half brothers no go take am. Una fit help wit the papers and will?",
    intent: "area:family",
  },
  {
    message: "Dear Madam, I wish to book an appointment at your chambers regarding a dispute over my bakery premises. Kindly confirm the earliest date.",
    intent: "booking",
  },
  {
    message:
      "I'm hiding in the back of my restaurant, the man who supplies our meat came with two others and said they will kill me over a debt. They're still in front.",
    intent: "safety",
  },
  { message: "do i need to carry my ID card and NASSIT paper wen i come see lawyer about my job case?", intent: "knowledge:What to bring" },
  {
    message: "I want to open a bakery franchise from Nigeria here in Freetown. We need a lawyer to guide us on the investment and company rules.",
    intent: "area:business",
  },
  { message: "Are you open till 5 every day or sometimes earlier?", intent: "hours" },
  {
    message:
      "We chartered a small boat to carry bags of rice from Freetown to Bonthe and it sank. The owner doesn't want to pay. We need a lawyer for the loss.",
    intent: "area:shipping",
  },
  { message: "thx alot", intent: "thanks" },
  {
    message: "Na mi de bake cake for one supermarket. Dem don change di price wey we agree without tell me. I wan lawyer help me hold dem to di agreement.",
    intent: "area:contract",
  },
  { message: "I want know who di lawyers dem be before I come", intent: "team" },
  {
    message: "My brother was convicted last month for selling unregistered bottled water. We want to appeal. Does your firm do appeals?",
    intent: "area:criminal",
  },
  { message: "hi, wat kind of legal help do u offer?", intent: "services" },
  { message: "Abeg put una email here, I go send letter", intent: "email" },
  { message: "How to contact your office from Ghana? I have catering business in Accra and need to reach una", intent: "contact" },
  {
    message:
      "I want lease a small plot near the lorry park for 10 years for my food canteen. Please can you prepare the lease agreement and check the owner papers?",
    intent: "area:land",
  },
  {
    message:
      "Abeg help we! Police don hold my sister na station since last night sake of di fight for market. Dem say she no go comot until she pay. Wetin we go do?",
    intent: "urgent",
  },
  { message: "I drive. Any parking near the Siaka Stevens Street office?", intent: "knowledge:Parking" },
  { message: "Di hotel wey owe us money don agree make we sit down with mediator. Una fit arrange di mediation?", intent: "area:arbitration" },
  { message: "Can I come see una lawyer Saturday morning? I close shop late weekdays.", intent: "booking" },
  { message: "Good evening sir/madam", intent: "greeting" },
  {
    message: "Dem arrest my papa na Kenema, im get rice store. Dem say im sell rice above price wey govment set. Dem hold am since yesterday na police",
    intent: "urgent",
  },
  {
    message:
      "My girlfriend and I have a child together. I sell bread in Waterloo. She took the child and won't let me see him. I want custody or at least visiting rights.",
    intent: "area:family",
  },
  { message: "Pls what is the recipe for groundnut soup with chicken for 50 people", intent: "off-topic" },
  { message: "If I open my cookshop in front of my own house, does the council have the right to charge me market dues?", intent: "legal-question" },
  {
    message: "Pls my neighbor de threaten me wit broken bottle now because my cookshop smoke de go im house. E say e go chop me. I de inside, I lock di door",
    intent: "safety",
  },
  {
    message:
      "The company that bought my frozen chicken business still owes me the last payment under our sale agreement. I want to take action on the agreement.",
    intent: "area:contract",
  },
  { message: "Una de open early morning like 7?", intent: "hours" },
  { message: "I want to book a consultation about my late father's bakery, preferably next Tuesday.", intent: "booking" },
  {
    message:
      "Please, my 2 containers of cooking oil from Malaysia are at the port. The clearing agent took my money and vanished and now demurrage is running. I need a lawyer for port and customs.",
    intent: "area:shipping",
  },
  {
    message: "Na mi nephew dem arrest na Aberdeen checkpoint tonight, e carry fish go sell. Dem say e no get permit for vehicle. E dey inside cell now",
    intent: "urgent",
  },
  {
    message:
      "Our family restaurant has three shareholders and we are fighting about who should be managing director. We need advice on the company governance. Please help.",
    intent: "area:business",
  },
  { message: "Where can I buy cheap plastic takeaway bowls in bulk?", intent: "off-topic" },
  { message: "How many female lawyers do you have?", intent: "team" },
  {
    message: "My co-worker at the restaurant and I got sick from the cleaning chemicals the owner gave us. Can we make the owner pay compensation?",
    intent: "legal-question",
  },
  {
    message:
      "My grandmother left me a plot in Kissy where our family cookshop stands, but there is no title deed. I want to get proper documents. Can your lawyers help?",
    intent: "area:land",
  },
  {
    message:
      "Since I report di health inspector for take bribe, one man de call me every night say dem go kill me and my pikin. Today dem come near my cookshop. I fraid",
    intent: "safety",
  },
  {
    message:
      "Police charge me with selling goods with false weight, they say my rice cup is smaller. My case is at Bo court next week. I want lawyer defend me.",
    intent: "area:criminal",
  },
  {
    message: "My mum was taken by police from her bread stall this afternoon. We have gone to the station and they won't let us see her. Please what do we do?",
    intent: "urgent",
  },
  { message: "Is consult@ or info@ the right email for asking about a case?", intent: "email" },
  { message: "wetin be di best generator for bakery? NEPA light no de", intent: "off-topic" },
  {
    message:
      "The rice sellers association and the shipping agent want to settle our quarrel out of court. Do you handle arbitration between associations and companies?",
    intent: "area:arbitration",
  },
  { message: "wer can I park wen I come? I get pickup for my catering", intent: "knowledge:Parking" },
  { message: "Abeg I wan see lawyer dis week. Me na baker. Na wetin day una free?", intent: "booking" },
  { message: "Hi", intent: "greeting" },
  { message: "I train my apprentice for 3 years free, now he want open bakery near mine. Can the law stop him?", intent: "legal-question" },
  {
    message: "Ma daughter husband don die and im family wan take di pikin dem and di rice shop. Ma daughter wan keep di pikin dem. Una fit help am?",
    intent: "area:family",
  },
  {
    message:
      "They picked up all of us food sellers at Lumley roundabout this morning, the council and police. My wife is among them. They are holding them at the station. Please.",
    intent: "urgent",
  },
  { message: "Can your firm help with everything a restaurant needs, from registration to staff contracts?", intent: "services" },
  {
    message:
      "I work at a big bakery in Freetown. They reduced my pay without telling me and now say I'm a casual worker. I have been there 4 years. I want to take this up with them.",
    intent: "area:contract",
  },
  { message: "Abeg how I go charge my phone wen light no dey? I need am for take order", intent: "off-topic" },
  {
    message:
      "We use a shipping line to send palm oil to Guinea and they are refusing to release the bill of lading until we pay extra fees not in the contract. Can you help?",
    intent: "area:shipping",
  },
  {
    message: "Di people wey de sell near me don say dem go poison my food and beat me because my customers plenty. Dem come today with sticks. I fear",
    intent: "safety",
  },
  { message: "Which side of Freetown is your office? Central or East?", intent: "address" },
  { message: "My ex-husband wants half of the restaurant I opened after our separation. Does he have a right to it?", intent: "legal-question" },
  {
    message:
      "I'm in the UK and want to invest in a chain of cookshops in Freetown with a local partner. I need a lawyer to set up the company and protect my investment.",
    intent: "area:business",
  },
  { message: "Abeg", intent: "unknown" },
  { message: "Wat time una de close today?", intent: "hours" },
  { message: "my brotha de na Bo police cell. dem say e tif di oven from im boss. since Tuesday no food no bail no court", intent: "urgent" },
  { message: "Dem accuse my mama say she sell fake Maggi cubes. Police charge am and she de on bail. We need lawyer for court", intent: "area:criminal" },
  { message: "Can I speak to someone in Krio? I don't write English well", intent: "knowledge:Languages spoken" },
  { message: "Pls who get good cake design for wedding? I want 3 step cake", intent: "off-topic" },
  { message: "I want transfer my cookshop land to my daughter name while I alive. Una fit do di conveyance paper?", intent: "area:land" },
  { message: "Could I schedule a meeting with one of your lawyers about a dispute with my catering client? Next Monday or Tuesday please.", intent: "booking" },
  { message: "Thanks for your help, I appreciate", intent: "thanks" },
  { message: "How big is your team? Any lawyer from the provinces?", intent: "team" },
  { message: "If I get sick and close my cookshop for 3 months, can my landlord give the shop to someone else?", intent: "legal-question" },
  {
    message: "We are Sierra Leonean caterers with a contract in Liberia. The dispute clause says ICC arbitration. We need a firm to represent us.",
    intent: "area:arbitration",
  },
  { message: "Help, di man wey own di next stall de beat my small sister now na market. Nobody de stop am.", intent: "safety" },
  { message: "Is this +232 76 123 456 still your number? It no de go", intent: "phone" },
  {
    message: "Please the military police have my husband since yesterday, he was delivering bread to the barracks and they say he stole. We can't reach him.",
    intent: "urgent",
  },
  {
    message: "My late mother left a written will giving her restaurant to me but my stepfather hid the will. I need a lawyer to help with probate.",
    intent: "area:family",
  },
  { message: "I de find work as cook in hotel. Una know any hotel de hire?", intent: "off-topic" },
  { message: "How can I contact una wen una close? Email or WhatsApp?", intent: "contact" },
  { message: "Wetin paper I go bring for di consultation about my worker case?", intent: "knowledge:What to bring" },
  {
    message:
      "I am a trader in Conakry sending onions to Freetown by boat. The boat owner landed only half the bags. Je veux faire une réclamation. Can you help?",
    intent: "area:shipping",
  },
  { message: "The market master say women wey de sell cooked food must pay double dues. Is dat allowed by law?", intent: "legal-question" },
  { message: "Hello una, good afternoon", intent: "greeting" },
  {
    message:
      "The bank froze our catering company account because of a dispute between the directors. We need help to get the account back and sort out the company.",
    intent: "area:business",
  },
  { message: "Pls come quick, police dem de beat and carry di food seller dem for Congo Market now, my mama inside. Dem de go station", intent: "urgent" },
  { message: "Are you open in December holidays? Between Christmas and New Year", intent: "hours" },
  { message: "wetin be di meaning of 'best before' on tin tomato? e mean say e spoil?", intent: "off-topic" },
  { message: "Is Hawa Turay the lawyer for wills? My mama want write will for her cookshop", intent: "attorney:Hawa Turay" },
  { message: "My boss wife de beat me, I na house girl and I de help am cook for sell. She burn my hand wit hot oil yesterday. Pls help me", intent: "safety" },
  { message: "Pls, I want an appointment with a lawyer for next week Wednesday. My matter is about my restaurant land.", intent: "booking" },
  { message: "Does your building have parking or should I take keke?", intent: "knowledge:Parking" },
  { message: "Ok me go now. Later", intent: "goodbye" },
  { message: "I sign contract to cater for an event but government ban gatherings that week. Must I still return all the money?", intent: "legal-question" },
  {
    message: "Help my daughter na di police post na Lumley since last night, she work as waitress and dem say she tif customer money. Dem no let am call",
    intent: "urgent",
  },
  { message: "Can you tell me the exchange rate of dollar to leone today? I want buy flour from Guinea", intent: "off-topic" },
  {
    message:
      "My cousin is on trial for manslaughter because a gas cylinder exploded in his cookshop and a customer died. We need a strong criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Do you have many lawyers or just one or two?", intent: "team" },
  { message: "Wetin una de help people wit? I no sabi lawyer business", intent: "services" },
  {
    message:
      "Dear Sir, our bakery wants to sign a distribution deal with a supermarket chain. They sent a 20 page agreement. Please review it and advise before we sign.",
    intent: "area:contract",
  },
  { message: "How do I make ginger beer that no go spoil quick? I want sell am", intent: "off-topic" },
  { message: "Police at my gate now asking for my husband, they say the flour company sent them. He's inside. They want to take him.", intent: "urgent" },
  { message: "Di government want take part of my restaurant land for road. Dem no talk compensation. I need land lawyer.", intent: "area:land" },
  { message: "Are your fees fixed or depends on the case? I need to know before I come", intent: "knowledge:Fees" },
  {
    message: "I de hide now for neighbor house. Di man wey I cook for im party say I no put enough meat, e come wit im boys and say dem go deal wit me tonight",
    intent: "safety",
  },
  { message: "I want to divorce my husband, he took another wife and left me with all the cookshop debts. Please help me start.", intent: "area:family" },
  { message: "I work until 5:30. Is the office open after 5 any day?", intent: "hours" },
  { message: "Madam I wan come una office make I talk with lawyer about my restaurant partner. Which day I fit come?", intent: "booking" },
  {
    message:
      "We are a new restaurant and the Chinese investors who own our building want to become partners. We need help with the joint venture and company set up.",
    intent: "area:business",
  },
  { message: "You have been very helpful, thank you", intent: "thanks" },
  {
    message:
      "Our refrigerated container of frozen turkey wings was left unplugged at the port for 3 days. Everything spoiled. Please take up the claim for us.",
    intent: "area:shipping",
  },
  { message: "pls which fertilizer good for pepper farm? I grow pepper for my soup shop", intent: "off-topic" },
  { message: "Please what is your full address? I want to send my documents by hand", intent: "address" },
  {
    message:
      "They say my shop helper used my stall to sell drugs. Police want to charge me too. I did not know anything. I need a lawyer before they call me again.",
    intent: "area:criminal",
  },
  {
    message: "Dem lock my pikin na juvenile cell since Sunday, e de sell water na junction and dem say e join gang. Im only 14. Please help",
    intent: "urgent",
  },
  {
    message: "My employer na big catering firm. Dem no pay my overtime and end of year bonus wey dey inside my contract. I wan lawyer for dis",
    intent: "area:contract",
  },
  {
    message: "I bought a freezer on hire purchase for my fish business. I missed one payment, can they come take it without going to court?",
    intent: "legal-question",
  },
  {
    message:
      "We rent a shop for our bakery. The landlord sold the building and the new owner wants us out tomorrow. We have 3 years left on our lease. We need a land lawyer now.",
    intent: "area:land",
  },
  {
    message:
      "Our dispute with the event centre went to arbitration and we lost. We think the arbitrator was biased because he's related to the owner. Can you help us challenge the award?",
    intent: "area:arbitration",
  },
  { message: "What matters do you handle? I run a catering business.", intent: "services" },
  { message: "I want call una. Which number?", intent: "phone" },
  { message: "All una contact please, phone, email and WhatsApp", intent: "contact" },
  { message: "Una get lawyer wey sabi talk Limba? My mama go come wit me", intent: "knowledge:Languages spoken" },
  {
    message:
      "my sister husband lock her outside and he say he go kill her if she come back, she sleep in her rice shop now, he de come there at night with cutlass",
    intent: "safety",
  },
  { message: "Alright then, goodnight", intent: "goodbye" },
  { message: "Me and di wholesaler get quarrel about 100 bags rice. Una de do mediation so we no go court?", intent: "area:arbitration" },
  { message: "Is it possible to book a lawyer for Thursday at 2pm? About a food poisoning complaint against my restaurant.", intent: "booking" },
];
