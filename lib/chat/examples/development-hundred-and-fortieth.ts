import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: pharmacists, drug-store owners, herbalists and street medicine sellers, and their customers. writers: (1) Abu Bakarr Kanu, 52, licensed pharmacist who owns a pharmacy on Kissy Road, Freetown, formal English on a laptop; (2) Mariama Kargbo, 38, drug-store owner in Makeni, mixed Krio-English on WhatsApp; (3) Pa Santigie Fofanah, 67, herbalist in Kambia, Krio typed by his grandson with voice-to-text; (4) Osman Mansaray, 24, street medicine seller at Abacha Street, Krio SMS shorthand on a cracked phone; (5) Kadiatu Williams, 45, Sierra Leonean pharmacist in London who ships medicines home, formal emails; (6) Foday Kabia, 31, pharmaceutical wholesaler in Bo, English SMS and long stories; (7) Hannah Cole, 29, nurse and pharmacy customer in Wellington, short fragments; (8) Ibrahim Tarawalie, 58, retired teacher in Kenema who buys herbal medicine, long careful stories
export const DEVELOPMENT_HUNDRED_AND_FORTIETH: LabelledMessage[] = [
  { message: "Kushe o, good morning una", intent: "greeting" },
  {
    message:
      "I run a small pharmacy on Kissy Road and I now wish to register it properly as a limited company, with my cousin and myself as the two shareholders. Is that something your firm can do for us?",
    intent: "area:business",
  },
  {
    message:
      "abeg help me police don hold my brodda na abacha street dis morning dem say im de sell tramadol. im still dey central police station now dem no wan free am",
    intent: "urgent",
  },
  { message: "wat is d correct dose of amoxicillin syrup 4 a 5 yr old pikin", intent: "off-topic" },
  {
    message: "If the Pharmacy Board inspectors find a few expired paracetamol packets on my shelf, can they close my shop for good, or is it only a fine?",
    intent: "legal-question",
  },
  { message: "Una de open Saturday? I close my drug store only Sunday so na Saturday I fit come", intent: "hours" },
  {
    message:
      "Our container of infusion fluids from India has been sitting at Queen Elizabeth II Quay for three weeks now. Customs say the import permit is incomplete, while our clearing agent swears everything was submitted. Half of the stock expires in five months and we are paying demurrage every day. Can one of your lawyers step in with the port and customs?",
    intent: "area:shipping",
  },
  {
    message: "di man wey I owe fo drugs say if I no pay by Friday e go cut me. e send im boys to mi shop yestade wit cutlass. I de fraid fo open di shop",
    intent: "safety",
  },
  { message: "How many lawyers work in your chambers?", intent: "team" },
  {
    message:
      "I want to buy a plot at Waterloo to build a bigger drug store. The seller showed me a survey plan but people in the area say the land belongs to another family. Before I pay anything I need a proper title search.",
    intent: "area:land",
  },
  { message: "Which one is better for high blood pressure, bitter leaf or moringa leaf?", intent: "off-topic" },
  { message: "Me and mi man we run di chemist togeda fo ten years. Now I don tire, I wan divorce am. Una de handle divorce case?", intent: "area:family" },
  {
    message:
      "My wife is a pharmacist at a government hospital. Two CID officers came to her ward this afternoon and took her away over missing drug stock. She is sitting at CID headquarters as I type and they will not let me see her. Please what do I do?",
    intent: "urgent",
  },
  { message: "I would like to book a consultation with a lawyer next Tuesday morning concerning a dispute with my supplier.", intent: "booking" },
  { message: "How much una de charge fo di first consultation? Na small drug store I get, I no get big money", intent: "knowledge:Fees" },
  {
    message:
      "A private clinic in Port Loko has been taking drugs from my wholesale on credit since March. I have every delivery note and invoice, the balance is now Le 85,000, and each time I call they say next month. I want a lawyer to send them a demand letter.",
    intent: "area:contract",
  },
  { message: "pls i get problm", intent: "unknown" },
  {
    message: "Is it legal for a herbalist to bottle and label his own medicine and sell it in the market without any licence from the Pharmacy Board?",
    intent: "legal-question",
  },
  {
    message:
      "The police served me a summons to appear at the Magistrate Court next week. They say I sold fake antimalarial tablets, but I bought them from a registered importer and I have the receipts. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Hello there", intent: "greeting" },
  { message: "mi phone no de charge again since di battery swell up, wetin I fit do fo fix am?", intent: "off-topic" },
  {
    message: "pls lawyer task force don carry all of we wey de sell medicine na lumley junction go station. i de write from inside cell wit one man phone",
    intent: "urgent",
  },
  {
    message:
      "My business partner and I cannot agree on how to share the profit from our pharmacy. We are cousins, so we do not want a court case. Can you arrange mediation with a neutral person?",
    intent: "area:arbitration",
  },
  {
    message:
      "My husband beat me last night because I refused to hand him the shop money. He swore that when he comes back tonight he will finish me. I am locked in the back store of the pharmacy now.",
    intent: "safety",
  },
  { message: "Wetin na una phone number?", intent: "phone" },
  { message: "I want to open a second drug store in Lunsar. Can your firm help me get the licence and register the branch?", intent: "area:business" },
  { message: "what kind of cases does your firm do", intent: "services" },
  { message: "What time do you close on Fridays? I want to come after I lock my pharmacy at four.", intent: "hours" },
  {
    message: "My landlord wants to double the rent for my chemist shop even though the lease still has two years to run. Can he legally do that?",
    intent: "legal-question",
  },
  {
    message:
      "My mother was a herbalist in Kambia and she died last year without a will. Now my uncles want to take her house and the herb garden behind it. I want a lawyer to help me with her estate.",
    intent: "area:family",
  },
  {
    message: "dem lock mi papa since yestade na Kambia police, e bin de gi people herbs and one woman die. dem no release am yet, wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "I need a short speech for the opening ceremony of my new pharmacy. A magistrate from our town will cut the ribbon, so it must sound respectful. Can you write it?",
    intent: "off-topic",
  },
  { message: "Can I see Mrs Fatmata Kamara this week? It concerns my late husband's pharmacy.", intent: "booking" },
  { message: "How can I get in touch with the firm? I live in Makeni.", intent: "contact" },
  { message: "clearing agent collect my money 4 d container of drugs n disappear, container still at d quay. pls help", intent: "area:shipping" },
  { message: "Does any of your lawyers speak Temne? My grandfather is a herbalist and his English is not good.", intent: "knowledge:Languages spoken" },
  { message: "Una get woman lawyer? I prefer fo talk to woman", intent: "team" },
  {
    message:
      "A customer drank my herbal mixture and fell sick, and now his family say they will take me to court for millions. I told him clearly to take only one spoon. Will the court still make me pay?",
    intent: "legal-question",
  },
  {
    message:
      "Somebody broke into my drug store at night and carried all the stock. The police know the boy but they are doing nothing. I want him prosecuted. Can you help?",
    intent: "area:criminal",
  },
  {
    message:
      "some boys come 2 my table na abacha st yday, dem say if i sell medicine dia again dem go burn me n my goods. dem de stand outside d shop now de watch me",
    intent: "safety",
  },
  { message: "What is your email address?", intent: "email" },
  {
    message: "landlord wan troway me from di shop I rent fo mi pharmacy, e say e wan sell di building. I still get 3 years lease. I need lawyer fo dis",
    intent: "area:land",
  },
  {
    message:
      "I employed a dispensing assistant on a written contract. I caught him stealing drugs and dismissed him, and now he claims I owe him three months' salary. I need a lawyer to look at the contract and reply to him.",
    intent: "area:contract",
  },
  { message: "How do I become a licensed pharmacist in Sierra Leone, which university should I apply to?", intent: "off-topic" },
  {
    message:
      "My son was arrested at the pharmacy where he works in Bo. The police came with an inspector and drove him away in their pickup just now. Please send someone.",
    intent: "urgent",
  },
  { message: "Thank you very much, you have been helpful", intent: "thanks" },
  { message: "Is there parking at your office? I will come with the delivery van.", intent: "knowledge:Parking" },
  {
    message:
      "Our supply agreement says any dispute must go to arbitration. Now we have a quarrel with the supplier over short delivery. Do you handle arbitration?",
    intent: "area:arbitration",
  },
  { message: "abeg I wan meet one lawyer about di lan palava fo mi drug store, wish day I fit come?", intent: "booking" },
  { message: "ok bye bye", intent: "goodbye" },
  {
    message:
      "Dear Sir/Madam, I am a pharmacist based in London and I regularly ship donated medicines to a mission clinic in Kenema. Our last consignment of twelve cartons was loaded on a vessel in Antwerp, but only nine cartons were discharged at Freetown and the shipping line refuses to accept any responsibility. I should be grateful if you would let me know whether your firm handles cargo claims of this kind. Yours faithfully, K. Williams",
    intent: "area:shipping",
  },
  { message: "Good afternoon", intent: "greeting" },
  {
    message:
      "hello lawyer my grand father they carry am go police station in Kambia this morning because of the herb wey he give one pickin he old man he still inside now please help us",
    intent: "urgent",
  },
  { message: "How many bags of rice can fit inside one 20 foot container? I want to bring some for my shop", intent: "off-topic" },
  {
    message: "I sell medicine from a tray on my head around Kissy. If the police catch me without a licence, what will happen to me, jail or fine?",
    intent: "legal-question",
  },
  { message: "Mi herb gadin na mi granpa lan, now one man don put beacon inside am se na im buy am. We wan lawyer fo di lan case", intent: "area:land" },
  { message: "wat papers shud i bring 4 d meeting about my shop lease", intent: "knowledge:What to bring" },
  {
    message:
      "I have a small chemist in Kenema. Last week I refused to sell codeine syrup without a prescription to some young men. Since then they pass by every evening, one of them showed me a knife and said they know which school my children attend. Tonight they told me this is my last warning. I don't know who to run to.",
    intent: "safety",
  },
  {
    message:
      "The carpenter I paid Le 12,000 to build shelves and a counter for my pharmacy took the money in January and has delivered nothing. Now he doesn't even pick my calls. Can you help me get it back?",
    intent: "area:contract",
  },
  { message: "r u open at lunch time? i cn only come 1pm", intent: "hours" },
  { message: "Tell me about Adama Koroma, is that lawyer still at your firm and what cases does Adama Koroma handle?", intent: "attorney:Adama Koroma" },
  {
    message:
      "My daughter's father is a pharmacist in Bo and earns well, but he has not given one cent for the child since she was born. I want to take him for child maintenance.",
    intent: "area:family",
  },
  { message: "dem hold mi sista na kissy police since las nite, dem se she sell bad medicine. she still dey dia til now. abeg una cam", intent: "urgent" },
  { message: "I want to meet Hawa Turay at the Bo office on Monday about my wholesale business.", intent: "booking" },
  { message: "wetin na di price fo one carton of paracetamol na Dove Cot market dis week", intent: "off-topic" },
  {
    message:
      "Three of us pharmacists pooled our money to open a pharmacy in Kenema two years ago. We never wrote anything down and it worked because we trusted each other. Now one of us wants to bring in his brother as a partner and the others are not happy. We want to put everything on paper properly, register the company and agree the shares. Who in your office can do this?",
    intent: "area:business",
  },
  { message: "Who are the lawyers there, names please", intent: "team" },
  { message: "Can the police seize all the stock in my pharmacy without a court order just because one drug had no batch number?", intent: "legal-question" },
  {
    message:
      "I was held for two nights at Kenema police last month over some tramadol they found in my shop. They released me on bail, but now the matter is at the Magistrate Court. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "Can I WhatsApp you people? Which number?", intent: "phone" },
  {
    message: "Mi en mi supplier get palava ova money, we two agree fo sidom wit neutral person, no court. Una de do dat kain mediation?",
    intent: "area:arbitration",
  },
  { message: "Do you offer free legal help for poor traders? I sell herbs in the market and cannot afford big fees.", intent: "knowledge:Fees" },
  { message: "hello?? anybody", intent: "unknown" },
  {
    message:
      "I am writing a bedtime story for my niece where the village chief takes a goat into custody. At the end the goat becomes pepper soup. Can you just give me a good goat pepper soup recipe?",
    intent: "off-topic",
  },
  {
    message: "mi goods dem wey komot China, syringes and gloves, customs don seize am na quay, dem se duty no pay. agent se e pay. wetin we go do",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir, I write on behalf of my brother, a pharmacist in Makeni, who was arrested by soldiers at a checkpoint last night while carrying a box of morphine for a hospice. He has not been released and is still being held at the barracks. I should be grateful for your urgent assistance.",
    intent: "urgent",
  },
  { message: "mi man de treaten me se e go kill me if I no sell di shop gi am, e don beat me tu taim dis wik. abeg I no sef na os", intent: "safety" },
  { message: "Where exactly is your office? Which street?", intent: "address" },
  {
    message:
      "I should be grateful if your firm could prepare a lease agreement for a shop space in my building on Pademba Road, which I intend to let to a young pharmacist.",
    intent: "area:land",
  },
  {
    message:
      "My father was a herbalist for forty years. Before he died he told everyone the herbal shop would go to me because I worked beside him since I was a boy. There is no written will. My elder brothers now say that as first sons the shop is theirs. Can they take it from me because there is no will?",
    intent: "legal-question",
  },
  { message: "how do i contact una", intent: "contact" },
  { message: "Can I speak Krio with the lawyer or must it be English?", intent: "knowledge:Languages spoken" },
  { message: "bank wan sell mi drug store bikos of di loan I tek fo di business, I miss two month payment. I need lawyer fo dis", intent: "area:business" },
  { message: "tenki o, God bless", intent: "thanks" },
  { message: "Please can I schedule a meeting with a lawyer on Thursday afternoon? It is about my pharmacy licence.", intent: "booking" },
  { message: "Can you write a business plan for a pharmacy? The bank wants one before they give me the loan.", intent: "off-topic" },
  {
    message:
      "We wish to have a distribution agreement reviewed before we sign with a manufacturer in Ghana. The draft contains an exclusivity clause that worries us.",
    intent: "area:contract",
  },
  {
    message:
      "The boy who does deliveries for my pharmacy was picked up by police at Congo Cross with a bag of drugs he was taking to a clinic. They still have him there. He had the invoice with him. Please help.",
    intent: "urgent",
  },
  {
    message: "Someone is selling fake tablets with my pharmacy's name printed on the packets. I want to report it and see the person prosecuted.",
    intent: "area:criminal",
  },
  { message: "Una go open tomorrow morning? Wetin time?", intent: "hours" },
  { message: "email pls", intent: "email" },
  {
    message: "I should like to make a will so that my pharmacy and my house pass to my children without quarrels. Please advise whether you prepare wills.",
    intent: "area:family",
  },
  { message: "Mi landlord lock mi shop wit all mi drugs inside bikos I owe one month rent. E get right fo do dat?", intent: "legal-question" },
  {
    message:
      "A man who says I sold his wife the wrong medicine came to my house with three men carrying stones. They broke my window and said they will come back tonight to deal with me. My children are crying.",
    intent: "safety",
  },
  {
    message:
      "We obtained an arbitration award against a distributor in Freetown who owes us for three consignments. He has ignored it for six months. Can your firm enforce the award?",
    intent: "area:arbitration",
  },
  { message: "Is ginger and garlic good for typhoid? My aunty is sick", intent: "off-topic" },
  { message: "Apart from court cases wetin else una de do?", intent: "services" },
  { message: "my boss d pharmacist dey inside cell na Bo since fri, dem no charge am, dem no free am. hw we go do", intent: "urgent" },
  { message: "I de na London, I go cam Freetown next month. I wan book appointment wit lawyer fo di 14th", intent: "booking" },
  { message: "una get plenty lawyer? hu na di big wan dem", intent: "team" },
  {
    message: "My container of drugs is still at the quay and I need to bring the bill of lading to your office. What time do you open in the morning?",
    intent: "hours",
  },
  {
    message:
      "Please, my father is a herbalist in Port Loko. Police came to our compound an hour ago, tied his hands and pushed him into their vehicle. They are taking him to the station right now. He has done nothing wrong.",
    intent: "urgent",
  },
  {
    message: "supplier took my $2000 4 50 cartons of ORS n nvr delivered. i hv d whatsapp chats n bank slip. need lawyer 2 get my money",
    intent: "area:contract",
  },
  { message: "What time does the Brussels flight land at Lungi on Sundays?", intent: "off-topic" },
  {
    message:
      "I gave my nephew a job in my drug store and he ran away with Le 30,000. If I report him, will he go to prison or will they only ask him to pay it back?",
    intent: "legal-question",
  },
  {
    message:
      "My wife left and took our two small children to her mother in Moyamba. I run my pharmacy alone now and I want to apply for custody. Can your firm handle it?",
    intent: "area:family",
  },
  { message: "Hiya, good evening", intent: "greeting" },
  { message: "mi brodas dem don cam wit stick, dem de bit mi mama na di shop now bikos of di herb gadin. abeg", intent: "safety" },
  {
    message:
      "When I retired from teaching I bought a small piece of land in Kenema from a chief and paid in full in 2019. I planted medicinal trees there for my herbal remedies and built a little hut. Last month the chief's son came with a surveyor, said the land was never sold and showed me a different survey plan. I have my receipt but no title deed. I want a lawyer to fight this land dispute for me.",
    intent: "area:land",
  },
  { message: "How many partners and associates are in the firm?", intent: "team" },
  { message: "pls any place 2 park okada near una office?", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir/Madam, I am considering investing in a pharmaceutical distribution company in Freetown with two local partners. I would appreciate your assistance with the investment structure, the registration with the Corporate Affairs Commission and the necessary licences. Kind regards, Dr K. Williams",
    intent: "area:business",
  },
  { message: "URGENT my wife arrested at her chemist shop in waterloo 2day by pharmacy board n police, she in waterloo station nw", intent: "urgent" },
  { message: "Which vitamins should a pregnant woman take? A customer is asking me and I forgot.", intent: "off-topic" },
  {
    message:
      "I would like to arrange a consultation with Mr Abdul Rahman Sesay regarding the purchase of land for a pharmacy warehouse. Please let me know the available dates.",
    intent: "booking",
  },
  {
    message:
      "Do I have a right to keep selling the herbal medicine my family has made for generations, now that the government says every medicine must be registered?",
    intent: "legal-question",
  },
  {
    message: "Police don sen mi paper se make I cam di station Monday fo ansa question about di drugs wey I de sell. I no wan go alone, I wan lawyer",
    intent: "area:criminal",
  },
  { message: "how much for a divorce case? just the price pls", intent: "knowledge:Fees" },
  {
    message:
      "We chartered a small boat to carry medical supplies from Freetown to Bonthe. It sank near Sherbro Island and the owner says it is not his problem. All the goods are lost at sea. Can you help us claim?",
    intent: "area:shipping",
  },
  { message: "Who was the head judge at the Miss Freetown pageant last night? My cousin contested.", intent: "off-topic" },
  { message: "usai una office de? na near wish landmark?", intent: "address" },
  {
    message:
      "Our pharmacists' association wants to settle a quarrel between two members through arbitration instead of court. Can your lawyers act as arbitrator or guide us?",
    intent: "area:arbitration",
  },
  { message: "dem ker mi pikin go station yestade nite na Lumley, e stil de de till now. e na jus salesboy fo di drug store", intent: "urgent" },
  { message: "thanks a lot for the info, appreciated", intent: "thanks" },
  {
    message:
      "I worked eight years as a pharmacist in a private pharmacy. Last week the owner dismissed me by text message, no notice, no end-of-service benefit. My contract says one month's notice. I need a lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "I hold a drug store licence, not a pharmacy licence. Some customers come with prescriptions for strong antibiotics and injections, and my neighbour says only a pharmacy can sell those and I could lose my licence. Since a doctor wrote the prescription, is it legal for me to sell them?",
    intent: "legal-question",
  },
  { message: "opn on sat?", intent: "hours" },
  { message: "Send me your phone number and your email address so I can forward the documents", intent: "phone", also: ["email"] },
  { message: "I want to close my drug store company properly before I travel to America. Can you handle the winding up?", intent: "area:business" },
  {
    message:
      "I am hiding in my neighbour's house. The herbalist my husband's family brought says I am a witch and they are coming with people to beat me. I cannot go home.",
    intent: "safety",
  },
  { message: "ok so", intent: "unknown" },
  { message: "wetin na di best way fo plant bitter leaf so e go grow fast?", intent: "off-topic" },
  { message: "Mi papa don die, e lef tu drug store en os. mi stepmama don lock all, se na im get am. I wan lawyer fo di estate", intent: "area:family" },
  { message: "i wan cam see lawyer 2moro morning 4 my matter abeg book me", intent: "booking" },
  { message: "need lawyer 2 check title deed b4 i buy house 4 my pharmacy in bo", intent: "area:land" },
  {
    message: "For the consultation about my pharmacy lease, should I bring the original lease or only a copy? Anything else I should prepare?",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Good day. I am writing from Pademba Road prison where I have been on remand for three weeks over drugs found in my shop. My family does not know who to call. Please can a lawyer come to see me.",
    intent: "urgent",
  },
  {
    message:
      "My sister came out of Mafanta after serving her sentence for selling unregistered drugs. She still says the conviction was wrong. Can you appeal it for her?",
    intent: "area:criminal",
  },
  { message: "I need to reach your office from abroad, what's the best way to contact you?", intent: "contact" },
  { message: "Could you send me a list of the services your chambers provides?", intent: "services" },
  { message: "If di customer no pay fo di drugs wey e tek on credit, I fit seize im motobike?", intent: "legal-question" },
  {
    message: "mi drugs dem wey I order fo Bo don land na port since tu wik, di shipping company no gi mi di container yet bikos dem se demurrage. I wan lawyer",
    intent: "area:shipping",
  },
  { message: "Can you help me write a CV? I am applying for a pharmacy technician job at Connaught.", intent: "off-topic" },
  {
    message:
      "Na di customs officers and police dem hold mi man na Lungi airport wit di medicine wey e bring from Guinea. Dem stil de hold am na di airport police post",
    intent: "urgent",
  },
  { message: "pls d landlord son dem cam wit cutlass say dem go kill me if i nor leave d shop 2nite. am scared 4 my life", intent: "safety" },
  {
    message: "Me en mi brodas wey we get di pharmacy togeda, we no wan go court. We wan one neutral person fo sidom judge di palava. Una fit arrange am?",
    intent: "area:arbitration",
  },
  { message: "Which lawyers are partners there?", intent: "team" },
  { message: "wat is ur email i want 2 send d documents", intent: "email" },
  { message: "Alright, I'll be going now. Bye.", intent: "goodbye" },
  { message: "Please book me with Mohamed Conteh any day next week, afternoon preferred.", intent: "booking" },
  {
    message:
      "A street seller sold my mother fake insulin and she nearly died. I want the man arrested and charged. Can your firm push the case with the police?",
    intent: "area:criminal",
  },
  { message: "Tenki tenki, una try", intent: "thanks" },
  {
    message: "hello my uncle is in sell at the police station in Kambia since Saturday they say he's herbs kill somebody they don't release him please",
    intent: "urgent",
  },
  { message: "My Africell contract bundle finishes too fast, how do I check my data balance?", intent: "off-topic" },
  {
    message: "If my business partner takes money from our pharmacy account without telling me, can I take him to court for stealing?",
    intent: "legal-question",
  },
  {
    message: "Mi lanlord rent mi di shop but now e se e wan gi am to im brodas. We get paper fo five years. Abeg una ep mi wit di lease palava",
    intent: "area:land",
  },
  { message: "What does Christiana Thomas do at your firm? A friend said she helped her with a contract.", intent: "attorney:Christiana Thomas" },
  {
    message:
      "For two weeks I have been getting calls from an unknown number saying they will kill me because I reported a fake drug ring to the Pharmacy Board. Today a car followed me from my shop to my house. I am afraid to sleep at home.",
    intent: "safety",
  },
  {
    message: "my shipmnt of antimalarials frm mumbai wrongly declared by d clearing agent n customs fined us heavy. need shipping lawyer",
    intent: "area:shipping",
  },
  { message: "Una de open now? Na 4 pm so", intent: "hours" },
  { message: "Mi granpa wan register in herbal business name, Fofanah Roots and Leaves. Una de do business name registration?", intent: "area:business" },
  { message: "Could I have an appointment with a lawyer on Wednesday? I'm a pharmacist with a contract problem.", intent: "booking" },
  { message: "Give me the names of all the lawyers in your firm", intent: "team" },
  { message: "Aw fo mek pepper soup wit fish? mi wef travel", intent: "off-topic" },
  {
    message:
      "My late husband was a pharmacist and owned three drug stores in Freetown. He died in February. Right after the burial his family came to the house and took the keys to the shops, the car and all the documents. We were married in church and I have four children with him. I want a lawyer to handle his estate and get letters of administration.",
    intent: "area:family",
  },
  { message: "abeg mi kompin dey inside cell na ross road since 2day morning, d police se e sell expired drugs. dem no wan gi am bail", intent: "urgent" },
  {
    message:
      "The hospital contracted me to supply drugs for six months. After three months they cancelled without reason and they still owe me for two deliveries. I want a lawyer to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Do your lawyers speak Mende? My mother is coming with me and she only understands Mende.", intent: "knowledge:Languages spoken" },
  { message: "if i sell codeine without prescription wat is d punishment", intent: "legal-question" },
  {
    message:
      "I don't want to take my landlord to court over the pharmacy building. I would rather we both sit with a mediator. Does your firm offer mediation?",
    intent: "area:arbitration",
  },
  { message: "Kushe, aw di bodi?", intent: "greeting" },
  { message: "Where is the best basketball court in Freetown for a tournament for our pharmacy staff?", intent: "off-topic" },
  {
    message:
      "My younger brother sells medicine from a wheelbarrow at Lumley market. Yesterday evening council officers and police came to clear the traders and he argued with them. They beat him and carried him away with all his goods. We went to Lumley police this morning and they say he is inside, but they will not let us see him or tell us the charge.",
    intent: "urgent",
  },
  { message: "Your number please, I want to call", intent: "phone" },
  {
    message:
      "Last year I spent a week in police custody over drug charges that were later dropped. My name is still on their list and officers keep coming to my shop to harass me. Can a lawyer deal with this?",
    intent: "area:criminal",
  },
  { message: "Mi man don pour petrol round mi shop, e se e go burn am wit me inside if I no gi am di moni. E de outside now", intent: "safety" },
  { message: "Is there any way to reach you apart from this chat?", intent: "contact" },
  {
    message:
      "I own a two-storey building in Bo and run a pharmacy on the ground floor. A neighbour has started building a wall two feet inside my compound, contrary to my survey plan. I would be grateful to know how your firm might assist with this boundary dispute.",
    intent: "area:land",
  },
  { message: "Is it safe to take paracetamol and ibuprofen together for a toothache?", intent: "off-topic" },
  { message: "wetin I fo bring wen I de cam fo see lawyer? mi licence en receipt dem?", intent: "knowledge:What to bring" },
  {
    message:
      "I have sold medicines on the street for eight years to feed my children. Now the government says it will ban all street selling of drugs. I have no licence, but I pay market dues to the council every week and I keep the tickets. Do those dues give me any right to continue selling?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sirs, a 40-foot container of medical equipment consigned to our clinic in Freetown was released by the terminal to another party on a forged bill of lading. We hold the original documents. We request your assistance in pursuing the shipping line and the terminal operator. Yours faithfully, K. Williams, MRPharmS",
    intent: "area:shipping",
  },
  { message: "Is your office close to the Cotton Tree?", intent: "address" },
  { message: "I need to see a lawyer quickly about my drug store licence being cancelled, can I come in today?", intent: "booking" },
  { message: "Could you give me the firm's email? I would prefer to write.", intent: "email" },
  { message: "wat services una get?", intent: "services" },
  {
    message: "They have held my mother at Bo police since Tuesday, she is the herbalist at the market, please we need a lawyer to get her out",
    intent: "urgent",
  },
  { message: "Mi en two friend wan join fo open pharmacy company. We need lawyer fo do di paper dem en di share", intent: "area:business" },
  { message: "abeg help my homework: wat is a cell n wat r d parts of a cell", intent: "off-topic" },
  { message: "Is there a safe place to leave my car near your chambers?", intent: "knowledge:Parking" },
  { message: "my husband wants 2 take our baby 2 his family in guinea, i want custody. help", intent: "area:family" },
  {
    message: "Can I be held responsible if a customer has a bad reaction to a drug I sold him, even though he had a doctor's prescription?",
    intent: "legal-question",
  },
  {
    message:
      "Our contract with the drug importer has an arbitration clause, seat in Freetown. The importer has just appointed his arbitrator and we need someone to represent us in the arbitration.",
    intent: "area:arbitration",
  },
  {
    message: "Please my neighbour says he will shoot me. He says my herbs killed his dog. He has a gun and he has been standing at my gate since morning.",
    intent: "safety",
  },
  {
    message:
      "I sign agreement wit one company fo supply me drugs evri month, but dem don stop supply since tri month en dem no gi bak mi deposit. I wan lawyer",
    intent: "area:contract",
  },
  { message: "I wan sidom wit Isatu Bangura abeg, mek una gi mi day", intent: "booking" },
  { message: "I need help", intent: "unknown" },
  { message: "Do you work on public holidays?", intent: "hours" },
  { message: "Do you have senior lawyers with long experience on your team? Who are they?", intent: "team" },
  { message: "Dem jus kam ker mi papa from im pharmacy, dem put am na di police van now now. abeg wetin we fo du", intent: "urgent" },
  {
    message:
      "Mi fishing boat wey I de use fo carry herbs en goods go Bonthe, di harbour master dem don seize am. Dem se mi boat papers no correct. I wan lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir/Madam, My husband, who manages our pharmacy in Kenema, was detained by the police this morning following a complaint by a competitor. He is presently held at Kenema Police Division and we have been told he will not be released today. I should be grateful if one of your lawyers could attend immediately. Yours faithfully, Mrs R. Kabia",
    intent: "urgent",
  },
  { message: "what is d price of a 2nd hand toyota corolla in freetown nw", intent: "off-topic" },
  { message: "Is it legal for the council to seize my medicine table and all my goods without giving me any receipt?", intent: "legal-question" },
  { message: "I would like to know the range of legal services your firm offers.", intent: "services" },
  {
    message:
      "Mi pa lef mi one lan na Kossoh Town wey I bin wan build pharmacy. Wen I go fo start, I find one man don build fence round am. E se e buy am from mi uncle. Mi get di conveyance paper. I wan lawyer fo di lan",
    intent: "area:land",
  },
  { message: "pls a gang wit knives r outside my drug store, dey bangin d door n sayin dey wil kill me if i dnt open. am inside alone", intent: "safety" },
  { message: "Can I pay your fees in instalments? Business is slow at the pharmacy.", intent: "knowledge:Fees" },
  {
    message: "I want to adopt my late sister's son. He has been living with me above my pharmacy since she died. Do you handle adoption?",
    intent: "area:family",
  },
  { message: "Good morning sir/madam", intent: "greeting" },
  {
    message: "Police de find mi bikos dem se I sell fake drug. Dem neva arrest mi yet. I wan lawyer fo defend mi before dem ketch mi",
    intent: "area:criminal",
  },
  {
    message: "Would it be possible to book a video consultation with a lawyer? I am in London and would like to discuss my pharmacy investment in Freetown.",
    intent: "booking",
  },
  { message: "Which phone case fits the Tecno Spark 10? Mine broke.", intent: "off-topic" },
  { message: "Dem don ker mi ol man go CID since las wik Fraiday en dem stil hol am. Dem se e de sell medicine witout licence. Abeg", intent: "urgent" },
  { message: "i want 2 regstr my drug store as company, hw long it tks n can u do it", intent: "area:business" },
  {
    message:
      "I ordered 200 cartons of ORS and 100 boxes of gloves from a supplier in Freetown and paid half upfront. They delivered only half the ORS and the gloves were the wrong size. The contract we signed says full delivery within 30 days, and it is now 90 days. Now they tell me prices have gone up. I want to enforce the agreement or get my money back.",
    intent: "area:contract",
  },
  { message: "If I no get pharmacy licence but I get nurse certificate, I fit sell injection na mi shop? Di law alaw am?", intent: "legal-question" },
  { message: "I'd like to know a bit about your team before I come in, who works there?", intent: "team" },
  { message: "What are your office hours Monday to Friday?", intent: "hours" },
  { message: "Can you tell me the bus fare from Freetown to Kenema?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, We are a pharmaceutical wholesaler in dispute with a hospital over the quality of a consignment. Both parties would prefer mediation to litigation. Could your firm propose a neutral mediator and conduct the process?",
    intent: "area:arbitration",
  },
  { message: "Mi man se if I go tell polis e go kill mi. E don bit mi tide morning, mi yai swell. I de ayd na mi shop now", intent: "safety" },
  { message: "I have some documents to send regarding my case. Where should I email them?", intent: "email" },
  {
    message:
      "Customs is refusing to release our consignment of vaccines at the quay because the cold chain certificate is not stamped. The vaccines will spoil soon. Please help.",
    intent: "area:shipping",
  },
  {
    message:
      "I bought a drug store from a man last year with everything inside: the stock, the fridge and the name. We wrote a simple agreement. Now the Pharmacy Board says the licence was in his name and cannot be transferred to me. Does that mean I have lost all my money, or can I force him to refund me?",
    intent: "legal-question",
  },
  { message: "i wan ask sometin", intent: "unknown" },
  { message: "Parlez-vous français? Je suis guinéen, je vends des médicaments à Freetown.", intent: "knowledge:Languages spoken" },
  {
    message:
      "A customer accused me of poisoning her child with my herbal medicine and went to the police. They took my statement and let me go the same day, but they say the matter will go to court. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "my bro arrested at kissy rd 4 selling drugs, he still in d police van n dey r driving him 2 station nw", intent: "urgent" },
  { message: "Abeg how I go fit contact una office?", intent: "contact" },
  {
    message:
      "I am a pharmacist, married fifteen years. My husband and I have agreed to separate and wish to have a formal separation agreement covering the children and the family business. Please let me know whether your firm can act.",
    intent: "area:family",
  },
  { message: "cn i bk appt wit lawyer fri 10am", intent: "booking" },
  { message: "Wetin na di meaning of di bible vers wey se do not bear false witness? mi pikin ask mi", intent: "off-topic" },
  { message: "Can I call you now? What number do I dial?", intent: "phone" },
  { message: "need a lawyer 4 surveying my lan in waterloo b4 i build d pharmacy", intent: "area:land" },
  { message: "Where can I park when I come? Is there space in front of the building?", intent: "knowledge:Parking" },
  {
    message:
      "We are a Sierra Leonean pharmacy chain seeking a loan from a commercial bank to open three new branches. The bank has sent a facility agreement and asks for a company guarantee. We need legal advice on the loan documents.",
    intent: "area:business",
  },
  { message: "Thank you for your quick response, God bless you", intent: "thanks" },
  { message: "Can the police keep my herbal medicines they took as evidence even after the case was dismissed?", intent: "legal-question" },
  {
    message: "Dem don lock mi granma na Makeni police since tu day, na herbalist, dem se e mek juju. She ol, she no get in sugar medicine wit am",
    intent: "urgent",
  },
  { message: "Mi bos sak mi fo nating, no notis, no pay. Mi bin de wok as sales girl na di pharmacy. I wan lawyer", intent: "area:contract" },
  { message: "Do you do all kinds of legal work or only certain areas?", intent: "services" },
  { message: "we wnt 2 settle our pharmacy partnership wahala out of court, can u do mediation", intent: "area:arbitration" },
  { message: "Which leaves are good for making black soap? I want to start soap making beside my herbs", intent: "off-topic" },
  { message: "Please can I meet with Ibrahim Jalloh on Monday at 11? It is about a ship that damaged my drug cargo.", intent: "booking" },
  {
    message:
      "My husband's second wife has been telling everyone at the market that she will poison me. Yesterday someone threw acid at my medicine stall; it missed me but burned my goods. Today the same woman passed and said next time it will not miss. I am scared to go back to my stall or even to go home.",
    intent: "safety",
  },
  { message: "Do you have an office in Bo? Where is it?", intent: "address" },
  {
    message:
      "Help, I am at Congo Cross police station. They have just locked me in the cell because of the drugs in my car. I have prescriptions for all of them. Please send a lawyer.",
    intent: "urgent",
  },
  { message: "see you later", intent: "goodbye" },
  { message: "I'm a herbalist, I only come to town on market day, Wednesday. Will the office be open Wednesday evening?", intent: "hours" },
  {
    message:
      "I rented a cold room from a company to store my vaccines and insulin. They switched off the power for two days and everything spoiled. Our agreement says they guarantee power 24 hours a day. I want compensation.",
    intent: "area:contract",
  },
  { message: "what time una de close evening? I de close mi shop 6", intent: "hours" },
  {
    message:
      "please the police arrest my brother at Bo Road this morning he sell medicine on the roadside they take him to the station he still their now we cannot see him",
    intent: "urgent",
  },
  { message: "Is there a free trial for Microsoft Office? I need it for my pharmacy records.", intent: "off-topic" },
  {
    message: "Can my ex-wife stop me from seeing my son because I have not paid maintenance for two months since my pharmacy was closed?",
    intent: "legal-question",
  },
  { message: "Di Pharmacy Board no gri renew mi drug store licence, dem se mi shop too small. I wan lawyer fo ep mi wit di licence", intent: "area:business" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "A customer's husband came to my pharmacy this morning. He said I gave his wife family planning pills without his permission and that he will come back to beat me and smash my shop. He has done it to another seller before. I closed early and I am afraid.",
    intent: "safety",
  },
  {
    message: "Mi wef en mi no de gree again, e wan divorce. We get tri pikin en di drug store. Una go ep wit di divorce en di pikin dem?",
    intent: "area:family",
  },
  { message: "Which documents should I prepare for the meeting about my late father's estate?", intent: "knowledge:What to bring" },
  {
    message: "d vessel dat carried our pharma goods frm china was delayed 2 months, now d charterer says not liable. need a lawyer 4 d charter dispute",
    intent: "area:shipping",
  },
  { message: "How many women lawyers do you have?", intent: "team" },
  {
    message:
      "Dear Sir/Madam, I have been charged with selling a controlled substance without authority and my first court appearance is on the 20th. I was granted police bail last week. I require legal representation. Yours faithfully, A. B. Kanu",
    intent: "area:criminal",
  },
  { message: "Us taim di Kenema to Freetown poda poda de komot morning?", intent: "off-topic" },
  {
    message:
      "My aunty who sells herbs at Big Market was taken by police from her stall an hour ago. I followed them to Central Police. She is inside now and they say she will sleep there tonight.",
    intent: "urgent",
  },
  {
    message:
      "I am a pharmacist abroad and I bought a house in Goderich through a relative, to rent out as a clinic. I have just discovered that he registered the conveyance in his own name. I need a lawyer to sort out the title.",
    intent: "area:land",
  },
  { message: "Abeg I wan kam tok to lawyer about mi shop wey dem lock, us day una get space fo me dis wik?", intent: "booking" },
  { message: "is d first meeting free? n wat time u open", intent: "knowledge:Fees", also: ["hours"] },
  {
    message: "Can you enforce an arbitration award from Ghana here in Sierra Leone? We won against a Freetown pharmacy that never paid.",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sir, I should be grateful for your opinion: if a medicine I imported is later banned by the Pharmacy Board, am I entitled to compensation for the stock already in my warehouse, or must I destroy it at my own cost?",
    intent: "legal-question",
  },
  { message: "hw do i find ur office? im coming frm lumley", intent: "address" },
  {
    message: "Mi broda dey inside na Kenema police since Monday, dem se e tif drugs from di hospital wey e de wok. Till now dem no tek am go court",
    intent: "urgent",
  },
  { message: "d pharmacy i work 4 hvnt paid my salary 4 4 months, i hv d contract", intent: "area:contract" },
  { message: "Is it true that chewing bitter kola cures malaria?", intent: "off-topic" },
  { message: "Is your firm a full service law firm?", intent: "services" },
  { message: "mi neba se e go kil mi tonight bikos mi goat dem eat im cassava. e get kotlas en e de shout na mi do. abeg", intent: "safety" },
  { message: "sorry to disturb. is this the right place?", intent: "unknown" },
  {
    message:
      "Our pharmacy company is not doing well and the shareholders have decided to close it and share what remains. Please advise how you can help with the closure.",
    intent: "area:business",
  },
  { message: "Can someone translate for my father? He speaks only Limba.", intent: "knowledge:Languages spoken" },
  { message: "pls ur whatsapp number", intent: "phone" },
  {
    message: "I wish to arrange a meeting with Mrs Christiana Thomas at her earliest convenience concerning a supply agreement for my pharmacy.",
    intent: "booking",
  },
  { message: "i wnt 2 report d man who sold me fake family planning pills at d junction, i wnt him in court", intent: "area:criminal" },
  { message: "Ok thanks o", intent: "thanks" },
  {
    message:
      "My drug store is on a plot I rent from the mission. The lease ended last month and they said nothing. I kept paying rent every month and they accepted it. Now they say I must leave in two weeks. Can they make me leave so quickly after taking my rent?",
    intent: "legal-question",
  },
  {
    message:
      "We are importers of pharmaceuticals and one of our containers fell overboard in a storm off Senegal. The carrier has declared general average and is demanding a contribution before it will release our other containers at Queen Elizabeth II Quay. We would appreciate your assistance.",
    intent: "area:shipping",
  },
  { message: "My phone screen says SIM locked, enter PUK. How do I unlock it?", intent: "off-topic" },
  {
    message: "My father has been on remand at Bo prison for two months over a pharmacy case and no one has represented him. Please can you help?",
    intent: "urgent",
  },
  { message: "Mi granpa wan mek will so dat in herb knowledge en in os go to mi. Una de rait will?", intent: "area:family" },
  { message: "r u guys open on easter monday", intent: "hours" },
  { message: "What's the best way to get hold of you if I have a problem in the evening?", intent: "contact" },
  { message: "Send me your email, I will send the contract for review", intent: "email" },
  {
    message:
      "My husband has locked me and the children inside the house since yesterday and says he will set it on fire if I try to leave. I am typing this on my daughter's phone.",
    intent: "safety",
  },
  { message: "Di lanlord wan rise di rent fo mi drug store, we no get paper. I wan lawyer fo mek proper lease", intent: "area:land" },
  { message: "Will the judge give me my money back if my supplier sold me expired drugs?", intent: "legal-question" },
  { message: "I want a poem for my mother, a herbalist, for her 70th birthday", intent: "off-topic" },
  { message: "Mi en mi kompin no gree ova di drugs wey spoil. Di agreement se arbitration. Una go ep wi?", intent: "area:arbitration" },
  { message: "I want appointment with lawyer about container at port, Tuesday ok?", intent: "booking" },
  {
    message: "the police just came to my house, they are at the door now with a warrant for my husband because of the pharmacy, they are taking him",
    intent: "urgent",
  },
  { message: "Bye, have a good day", intent: "goodbye" },
  { message: "Besides land cases, what other services does the firm offer?", intent: "services" },
  { message: "Di polis fit search mi shop widout warrant? Dem kam yestade en tek tri carton", intent: "legal-question" },
  { message: "Is Ibrahim Jalloh a partner? What area does he practise in?", intent: "attorney:Ibrahim Jalloh" },
  { message: "How do I write an appeal letter to the school principal so my son can resit his exam?", intent: "off-topic" },
  {
    message:
      "This is very serious. My husband is a pharmacist at our shop in Kissy. Around 6 this morning men in plain clothes who said they were police searched the shop and took him. We went to three stations before we found him at Eastern Police. They say he cannot go home until the investigation is finished. Please, what can your lawyers do today?",
    intent: "urgent",
  },
  { message: "I want to sell the house where my pharmacy used to be. The buyer is ready but I need a lawyer to draw up the conveyance.", intent: "area:land" },
  { message: "Can I book a consultation for Monday? It's about my divorce.", intent: "booking" },
  {
    message:
      "We want to bring a foreign investor into our pharmaceutical company; he will take 40 percent of the shares. We need help with the investment and the share transfer.",
    intent: "area:business",
  },
  {
    message: "They said they will cut my hand because I refused to sell them tramadol. They are waiting at the corner for me to close. I am alone in the shop.",
    intent: "safety",
  },
  { message: "Polis dem bin hol mi fo tu day las mont, dem don free mi. Now dem se mi fo go kot. I wan lawyer fo stand fo mi", intent: "area:criminal" },
  { message: "wat r ur opening hrs", intent: "hours" },
  { message: "Which solar fridge is best for storing insulin in a village drug store?", intent: "off-topic" },
  { message: "Mi kontena fo drugs dem don stay na di kway fo wan mont. Customs en di agent de pas di blem. I don tire. Abeg lawyer", intent: "area:shipping" },
  { message: "Good evening to you", intent: "greeting" },
  {
    message: "My pharmacist licence was suspended because a nurse working in my shop gave a wrong injection. Can they punish me for what my staff did?",
    intent: "legal-question",
  },
  { message: "my mum died n my brothers wnt 2 sell her pharmacy w/o me. i need help wit d estate", intent: "area:family" },
  { message: "What are your fees for a land title search? I need an idea before I come.", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir/Madam, I would be grateful if your firm could draft a supply contract between my pharmacy and a local herbal producer, covering quality standards, delivery schedule and payment terms. Yours faithfully, Abu Bakarr Kanu, Pharmacist",
    intent: "area:contract",
  },
  { message: "dem hol mi na di stayshon now, dem tek mi fon bot I borrow dis one. pls kam. Ross Rd", intent: "urgent" },
  { message: "Correct this sentence for me: Me and my friend goes to the pharmacy yesterday", intent: "off-topic" },
  {
    message:
      "The family land where I grow my herbs is in dispute between two branches of the family. The chief suggested mediation with a neutral person instead of court. Can your firm arrange this?",
    intent: "area:arbitration",
  },
  { message: "Who is the senior partner there?", intent: "team" },
  { message: "Do you have an email for consultations?", intent: "email" },
  {
    message: "Dem se dem go kil mi pikin if I no pe di moni wey I borrow fo mi drug store. Dem de kol evri day, tide dem go na di pikin skul.",
    intent: "safety",
  },
  { message: "What can your firm help me with? I'm a pharmacist.", intent: "services" },
  {
    message:
      "I sell herbal medicine in Kambia. A journalist came, took photos of my shop and wrote in the newspaper that I am a fake doctor who kills people. Since then nobody buys from me. Can I sue the newspaper, and how much could I get?",
    intent: "legal-question",
  },
  { message: "my neighbour built his toilet on my lan boundary behind my drug store, need lawyer", intent: "area:land" },
  { message: "wats d nearest landmark 2 ur office", intent: "address" },
  {
    message:
      "my wife was arrested this morning at the shop by the pharmacy bored inspectors and police they holding her at the station in Waterloo she is breast feeding please come",
    intent: "urgent",
  },
  { message: "What's the number for your Bo office, and where is it?", intent: "phone", also: ["address"] },
  { message: "I wan register mi pharmacy wit mi wef as partner, una de do dat?", intent: "area:business" },
  { message: "pls price list: hw much 4 a box of gloves wholesale in freetown", intent: "off-topic" },
  { message: "I wan si Hawa Turay na Bo, Friday mornin, fo mi lan matter", intent: "booking" },
  {
    message:
      "I write to request representation in an appeal against my conviction last month at the Magistrate Court for possessing unregistered medicines. I paid the fine but wish to clear my name.",
    intent: "area:criminal",
  },
  { message: "Thanks, that helps a lot", intent: "thanks" },
  { message: "Kin I park mi keke na una office front?", intent: "knowledge:Parking" },
  {
    message:
      "I am a clearing agent for pharmacies. One of my clients' containers was dropped by a crane at the quay and the drugs inside were crushed. We want to make a cargo claim against the port operator. Can your firm take it on?",
    intent: "area:shipping",
  },
  { message: "I want to contact your firm, what is the easiest way?", intent: "contact" },
  { message: "Mi wef don lef mi en go wit di pikin dem. If I go kot, di judge go gi mi di pikin dem?", intent: "legal-question" },
  {
    message:
      "I paid a builder Le 60,000 to put up my new pharmacy. He used bad blocks, the wall has cracked and now he wants more money to finish. I want a lawyer to take action.",
    intent: "area:contract",
  },
  { message: "my brother in law is beating my sister right now at d shop n no one is stopping him. wat do i do", intent: "safety" },
  { message: "What's the best defence formation in football, 4-4-2 or 4-3-3?", intent: "off-topic" },
  { message: "Kindly arrange a consultation with Mr Mohamed Conteh on Thursday at 2 pm. The matter concerns customs at the quay.", intent: "booking" },
  {
    message: "I want to marry my fiancee under civil law before we open our pharmacy together. Can your firm handle the marriage paperwork?",
    intent: "area:family",
  },
  { message: "my uncle d herbalist is in d cell at bo since yday nite, no charge, no bail, pls hlp", intent: "urgent" },
  { message: "Are you open on Saturday morning at all?", intent: "hours" },
  { message: "want a neutral arbitrator 4 a supply dispute wit my importer, can u help", intent: "area:arbitration" },
  { message: "Do I need to bring my ID card and the shop licence?", intent: "knowledge:What to bring" },
  { message: "Alright, goodbye", intent: "goodbye" },
  { message: "Wetin una de do fo people?", intent: "services" },
  { message: "Army people dem ketch mi brodas na Kono checkpoint wit im medicine bag, dem stil de hol am na dem camp since Sunday", intent: "urgent" },
  {
    message:
      "I am a pharmacist in Bo. Last year I started importing antibiotics from India through a Freetown clearing agent. This time the container reached the quay in May, but the agent kept asking me for more money for 'customs', and now he says the container was auctioned for unpaid demurrage. I have receipts for everything I paid him. I need a lawyer who knows the port to find out what happened to my goods.",
    intent: "area:shipping",
  },
  { message: "Helloooo", intent: "greeting" },
  { message: "Abeg, di polis dem de na mi shop now, dem se dem de tek mi go station. Dem de put mi goods dem na dem motoka. Wetin I fo du?", intent: "urgent" },
  { message: "Which real estate website shows houses for rent in Bo? I need a small house near my shop", intent: "off-topic" },
  {
    message: "If I close my pharmacy for six months to travel, can the landlord give my shop to someone else even though I keep paying the rent?",
    intent: "legal-question",
  },
  {
    message:
      "I am writing quietly. My uncle who took over my late father's herb business comes into my room at night. I am 16. He said if I tell anyone he will throw me out or worse. Please help me.",
    intent: "safety",
  },
  { message: "Does Mohamed Conteh still work with your chambers? What kind of cases does he take?", intent: "attorney:Mohamed Conteh" },
  { message: "Mi sista in man don die, im famili wan tek di pikin dem en di pharmacy. Una de ep widow dem?", intent: "area:family" },
  { message: "Is your office open at lunchtime on Friday? I come after Jumu'ah prayer.", intent: "hours" },
  { message: "pharmacy board says dey wil take me 2 court 4 selling w/o licence. i got d summons. need criminal lawyer", intent: "area:criminal" },
  { message: "Una lawyer dem sabi Krio? I no too sabi English", intent: "knowledge:Languages spoken" },
  { message: "Is there any scientific evidence that moringa cures diabetes?", intent: "off-topic" },
  { message: "Mi gi one man moni fo bring drugs from Guinea, e no bring natin, e no gi bak di moni. We get agreement paper. Abeg", intent: "area:contract" },
  {
    message:
      "Dear Sir/Madam, I regret to inform you that my son, a pharmacy technician, has been held at Kenema Police Division since Saturday without charge. The officers refuse to grant bail or to let the family see him. We urgently require a lawyer.",
    intent: "urgent",
  },
  { message: "Can I have a consultation with one of your lawyers sometime next week? Afternoon is best for me.", intent: "booking" },
  {
    message:
      "I write to request assistance with the registration of a lease for premises on Wilkinson Road, which I have taken for ten years to operate a retail pharmacy.",
    intent: "area:land",
  },
  {
    message:
      "My husband said this morning he will kill me and the children before he lets me take the shop. He keeps a machete under the bed. I sent the children to my mother but I am still in the house.",
    intent: "safety",
  },
  { message: "want 2 open a pharmacy, need d company registered + pharmacy board licence. can u handle all", intent: "area:business" },
  { message: "Di gov se street seller no fo sell medicine, bot mi get chemist cert. Di law go alaw mi fo sell na table?", intent: "legal-question" },
  { message: "what type of legal services do u provide", intent: "services" },
  { message: "Which referee is in charge of the Kallon match on Sunday?", intent: "off-topic" },
  {
    message:
      "We have a partnership dispute at our pharmacy and our partnership deed provides for arbitration. Please confirm whether your firm can represent us before the arbitrator.",
    intent: "area:arbitration",
  },
  { message: "Which street is your Freetown office on?", intent: "address" },
  { message: "Dem arest mi wef yestade na Makeni bikos of di drugs wey dem se expiya. Dem no ler am komot til now", intent: "urgent" },
  { message: "our fishing boat w/ medical supplies 4 d islands detained by d navy, need shipping lawyer", intent: "area:shipping" },
  { message: "Please share your contact details.", intent: "contact" },
  { message: "Can I leave my motorbike outside your chambers safely?", intent: "knowledge:Parking" },
  {
    message:
      "My husband and I run a herbal clinic in Kenema. He married a second wife without telling me and now wants to move her into our house above the clinic. I am tired of it. I want a divorce and my share of the clinic. Can your firm take my case?",
    intent: "area:family",
  },
  { message: "A customer bought drugs from my shop on credit and died before paying. Can I claim the debt from his family?", intent: "legal-question" },
  { message: "tell me abt ur lawyers, who r dey", intent: "team" },
  { message: "Mi ex bin se e go trow asid pan mi fes if I no kam bak to am. E don kam na mi shop tu taim dis wik", intent: "safety" },
  { message: "Who is the ruling party in Ghana now?", intent: "off-topic" },
  {
    message:
      "pls my pa dey na police cell since friday, na herbalist, dem se im medicine mek one woman lose belle. we de bring food evri day bot dem no wan ler am go. i de fear 4 am",
    intent: "urgent",
  },
  {
    message:
      "I request a review of an employment contract offered to me by a pharmaceutical company in Freetown. I am particularly concerned about the non-compete clause and the probation terms.",
    intent: "area:contract",
  },
  { message: "I want to see a lawyer to discuss buying a shop space for my drug store, when can I come?", intent: "booking" },
  { message: "Phone number?", intent: "phone" },
  {
    message: "Two of our shareholders want to leave our pharmacy company and take their money out. We need help with buying back their shares.",
    intent: "area:business",
  },
  { message: "Thank you sir", intent: "thanks" },
  { message: "Are you open today?", intent: "hours" },
  { message: "dey r chasing me now wit sticks, i ran into a church. dey say i sold der bro bad medicine. help", intent: "safety" },
  { message: "Wan man bin tif mi drug box na mi shop, polis ketch am bot dem wan free am. I wan lawyer fo mek dem charge am", intent: "area:criminal" },
  {
    message:
      "Could you kindly advise whether a pharmacist who dispenses a prescription from a doctor later found to be unlicensed can be held criminally liable?",
    intent: "legal-question",
  },
  {
    message:
      "my customer just called from inside Kissy police, they locked him up an hour ago for having tramadol without prescription, he begged me to find him a lawyer",
    intent: "urgent",
  },
  { message: "Should I bring my invoices and the supplier's letters when I come?", intent: "knowledge:What to bring" },
  { message: "What is the exchange rate for dollars to leones today?", intent: "off-topic" },
  { message: "Di gbana ova di pharmacy share, mi en mi uncle wan sidom wit neutral man. Una fit bi di mediator?", intent: "area:arbitration" },
  { message: "need appt wit fatmata kamara nxt wk", intent: "booking" },
  {
    message: "My tenant in the building opposite my pharmacy has not paid rent for eight months and refuses to leave. I need a lawyer to evict him.",
    intent: "area:land",
  },
  { message: "Bye bye, tek kia", intent: "goodbye" },
  { message: "Una de ep wit ol kain case or na sum?", intent: "services" },
];
