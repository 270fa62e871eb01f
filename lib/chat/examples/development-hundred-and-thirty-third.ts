import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: bookshops, school-book sellers, printers of pamphlets, authors and small publishers, libraries. writers: (1) Mariatu, 54, owner of a bookshop on Wilkinson Road, Freetown, careful English; (2) Sorie, 23, school-book seller at a market stall near PZ, Krio and SMS shorthand on a cheap phone; (3) Pa Bockarie, 61, pamphlet printer in Bo, Krio-English with typos; (4) Dr Yema, 45, poet and lecturer at Fourah Bay College, formal letters; (5) Kadiatu, 38, small children's-book publisher in Makeni importing paper through the quay, long stories; (6) Mr Lansana, 50, librarian of a district library in Kenema, formal emails; (7) Fode, 19, student at a second-hand book kiosk in Lumley, voice-to-text and fragments; (8) Hannah, 33, Sierra Leonean author living in London who publishes at home, long messages with the question at the end
export const DEVELOPMENT_HUNDRED_AND_THIRTY_THIRD: LabelledMessage[] = [
  { message: "Dear Sir/Madam, will parking be available close to the entrance for a visitor with limited mobility?", intent: "knowledge:Parking" },
  { message: "mi papa don dai, i bin get bookshop na Kenema. Wi wan lawyer fo di estate an leta of administreshon", intent: "area:family" },
  {
    message:
      "One of the four shareholders in our printing company died in January. His family now wants his son, who is 19, to sit on the board and take his share of profits immediately. The rest of us do not know where we stand. We need legal help.",
    intent: "area:business",
  },
  {
    message:
      "Good afternoon, I'm a UK-based author setting up a small Sierra Leonean imprint to publish local writers. I'd like your firm to handle the registration.",
    intent: "area:business",
  },
  { message: "una de tok Temne?", intent: "knowledge:Languages spoken" },
  { message: "a kin kol una?", intent: "phone" },
  { message: "my husband still inside d cell since friday n d OC says no bail until monday. he is a printer. wat can u do", intent: "urgent" },
  {
    message:
      "I own the building where my bookshop is, and I rent the flat upstairs. The tenant has not paid for seven months, he has changed the lock on the staircase, and he refuses to leave. I have been patient because he is a teacher and buys from me, but I cannot continue. I want a lawyer to handle it.",
    intent: "area:land",
  },
  {
    message:
      "I have sold school books in Makeni for twelve years. My supplier and I have fallen out over money, and he wants me to sign a paper admitting a debt. I do not want to sign anything before I understand my options. I will be in Freetown on the 14th. Can I see one of your lawyers that day?",
    intent: "booking",
  },
  { message: "paper rolls lost at sea, the vessel arrived without my 2 pallets. help with claim", intent: "area:shipping" },
  {
    message:
      "The youth section of our library is organising a basketball tournament during the holidays. We have forty boys and girls registered but no place to play. Where can we rent a court in the east end?",
    intent: "off-topic",
  },
  {
    message:
      "my wife was arrested at the school gate where she sells exercise books. the police said she was trading without permit and she is still in the cell now. we have small children at home crying for her",
    intent: "urgent",
  },
  { message: "Mi en di printa we bin de du mi wok, wi wan sidom wit wan nyutral pesin fo sotul di palava", intent: "area:arbitration" },
  {
    message:
      "I am an author living in London. My sister runs my little publishing office in Freetown. Since we published a book about a land grab, strangers have come to the office twice asking for her, and yesterday one of them showed her a knife. She is now sleeping at a friend's place. How can we keep her safe?",
    intent: "safety",
  },
  { message: "di printa we a pe fo print mi buk, i tek di moni an i nor print natin. A wan lawyer", intent: "area:contract" },
  { message: "Thank you for your assistance.", intent: "thanks" },
  { message: "mi kontena fo buk de na di wof, di klirin agent don tek mi moni an i nor klia am", intent: "area:shipping" },
  { message: "could i speak to a lawyer in person about my shipment of printing ink stuck at customs, maybe wednesday?", intent: "booking" },
  {
    message:
      "I run a small press in London and I'm shipping 2,000 copies of my book to Freetown for the launch. I want a lawyer on your side to handle the import and customs end, and any claim if boxes arrive damaged.",
    intent: "area:shipping",
  },
  {
    message:
      "A group of boys came to my printing shop and said if I print the posters for the other party they will burn the place with me inside. They said they will come back tonight to check.",
    intent: "safety",
  },
  { message: "wat tem una de klos?", intent: "hours" },
  { message: "a man is standing outside my house with a cutlass saying I insulted him in my poem. my family is inside with me", intent: "safety" },
  {
    message:
      "My partner in our school-book business is hiding profits from me. We own it 50/50, but for a year he has kept the books at his house and only gives me small money. I need a lawyer.",
    intent: "area:business",
  },
  {
    message:
      "My sister died in March and left two children. I have been caring for them alongside my own while running a book stall at Big Market. Their father's family now wants to take them to the village, although they never visited. The children want to stay with me. I want to formally adopt them.",
    intent: "area:family",
  },
  { message: "Do you have a female lawyer? My matter is personal and I would be more comfortable.", intent: "team" },
  { message: "Which English textbooks are on the JSS 2 list for this year? Parents keep asking at my stall.", intent: "off-topic" },
  {
    message:
      "I am writing a children's story in which a clever goat is taken into custody by a hyena and escapes by cooking for him. I want the ending to be realistic. Can you give me a recipe for goat pepper soup?",
    intent: "off-topic",
  },
  { message: "omos na transpot fo Fritong to Bo naw?", intent: "off-topic" },
  {
    message: "Dear Sir/Madam, could you kindly let me know your office hours? I work at the library until 4 PM on weekdays and would need to come after that.",
    intent: "hours",
  },
  { message: "so wat nw", intent: "unknown" },
  { message: "wat days r u open n wat time", intent: "hours" },
  { message: "I feel my life is in danger. Politicians in my district have warned me that my pamphlet will cost me my head.", intent: "safety" },
  { message: "unpaid invoices, printing job for NGO", intent: "area:contract" },
  { message: "Which Bible verse talks about wisdom being better than gold? I want it on the back cover of my book.", intent: "off-topic" },
  { message: "a customer i refused credit to promised to rape me when i close the kiosk tonight. he is still hanging around the road", intent: "safety" },
  { message: "do you deal with clearing agent problems?", intent: "area:shipping" },
  { message: "will the court give me custody of my two children if i sell books in the market and dont have a proper house?", intent: "legal-question" },
  { message: "How much do you charge for a consultation?", intent: "knowledge:Fees" },
  { message: "usay a go bay pensul kes bulk fo mi buk stall?", intent: "off-topic" },
  { message: "tenki ya", intent: "thanks" },
  { message: "I want to meet a lawyer about my late mother's will. What should I bring?", intent: "booking", also: ["knowledge:What to bring"] },
  {
    message:
      "Dear Sir/Madam, Our library association and a book supplier have agreed to refer a dispute over a delivery to arbitration. We should be grateful if your firm could represent us in the proceedings.",
    intent: "area:arbitration",
  },
  { message: "polis get rayt fo tek mi buk dem wit no warrant? dem kam las wik tek tri box", intent: "legal-question" },
  { message: "if a jos tok wit di printa an wi nor rayt natin, di agriment get pawa na kot?", intent: "legal-question" },
  { message: "how do i get a free trial of Microsoft Word to type my book", intent: "off-topic" },
  { message: "if i close my company bcos of debt, will the bank come after my own house?", intent: "legal-question" },
  {
    message:
      "Please can one of your lawyers go to Bo police station where my husband is held? He was arrested over a debt from his bookshop and tonight will be the second night.",
    intent: "urgent",
  },
  { message: "can i pass by saturday morning or r u closed weekends", intent: "hours" },
  {
    message:
      "hi, i am at the CID now, they called me for questioning about a book i published and now they say i cannot leave. they took my phone but i borrowed this one from another man here. please",
    intent: "urgent",
  },
  { message: "How di bodi?", intent: "greeting" },
  {
    message:
      "I am writing this from inside the cell at Congo Cross station, a friend lent me his phone for five minutes. They arrested me for a pamphlet I did not even write. Please send someone.",
    intent: "urgent",
  },
  { message: "Soldiers are at the printing press now, they are pushing my brother into their vehicle. What do I do??", intent: "urgent" },
  {
    message: "I'm selling my late father's house in Wellington so I can put money into my publishing business. Can your firm handle the sale and transfer?",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir/Madam, I was released on bail two days ago after being accused of receiving stolen textbooks. I have a court date on the 20th and require representation.",
    intent: "area:criminal",
  },
  { message: "they lockd my son up at ross road station last nite for selling pamflets on d street, still not out", intent: "urgent" },
  {
    message:
      "Police just came to my print shop on Tikonko Road and took my son away together with the pamphlets we printed for the chiefdom meeting. I followed them and they have him behind the counter at Bo central station now. They say he will stay there until the big man comes. Please I need a lawyer to go there today.",
    intent: "urgent",
  },
  { message: "is it a good time to buy land in Waterloo, are prices going up?", intent: "off-topic" },
  { message: "una de tek moni fo fos mitin?", intent: "knowledge:Fees" },
  { message: "company registration help", intent: "area:business" },
  {
    message:
      "We are a small publishing house that prints readers in Temne and Mende. A foreign NGO wants to invest in us in exchange for a share of the company and a seat on the board. We are excited, but we do not understand the papers they sent. We need a lawyer to handle the investment documents.",
    intent: "area:business",
  },
  { message: "Before I explain my problem, can you tell me what your firm does?", intent: "services" },
  {
    message:
      "Dear Sir/Madam, I am retiring as a librarian after twenty-two years of service, and my contract of employment promised a gratuity. The council now says gratuity is discretionary and depends on funds. I should be grateful to know whether they are legally bound to pay it.",
    intent: "legal-question",
  },
  {
    message:
      "Good afternoon. A former employee of our press sends me messages that he will come with his friends and deal with me and my wife. Yesterday he was at the gate at midnight banging. We have moved the children to my mother.",
    intent: "safety",
  },
  { message: "mi man de bit mi evri nite, las nite i brok mi an. a de ayd na mi sista os wit mi pikin dem", intent: "safety" },
  { message: "are you open during lunchtime? I can only leave my bookshop between 1 and 2", intent: "hours" },
  {
    message:
      "Dear Sir/Madam, I have been offered a publishing contract by a regional publisher in Accra. I should be grateful if one of your lawyers could review the terms before I sign.",
    intent: "area:contract",
  },
  { message: "wat services do u offer", intent: "services" },
  { message: "book me in with Christiana Thomas please, thursday if she's free", intent: "booking" },
  { message: "Police at my gate with a paper to take my father, the old printer. They are inside the compound now and he is sick.", intent: "urgent" },
  { message: "Dem don tek mi man go Pademba Road, na di printing palava. Abeg una kam kwik", intent: "urgent" },
  {
    message:
      "I wrote a maths textbook for JSS 1 that many schools use. Now another printer at Sani Abacha Street photocopies it, binds it with a cheaper cover and sells it in the market for half my price. Is that legal, and can I stop him?",
    intent: "legal-question",
  },
  { message: "una go opin tumara? a tink se na holide", intent: "hours" },
  { message: "What documents should I bring for my first meeting?", intent: "knowledge:What to bring" },
  { message: "a kin pe smol smol? a de sel buk, moni nor de kam wantem", intent: "knowledge:Fees" },
  { message: "we need a lawyer to draft the supply deal between our bookshop and a chain of private schools", intent: "area:contract" },
  { message: "Any job vacancies for a proofreader or typist?", intent: "off-topic" },
  {
    message: "Dear Sir/Madam, kindly provide the names and positions of the lawyers in your chambers for our library's directory of legal practitioners.",
    intent: "team",
  },
  {
    message: "My shop assistant stole from the till for months. I have the records now. I want to report her and press charges. Can you handle that?",
    intent: "area:criminal",
  },
  { message: "r u open on sundays", intent: "hours" },
  {
    message:
      "Since my book about the mining company came out I receive calls at night. The voice tells me the name of my children's school and the colour of their uniform. I no longer go outside and I keep the children home.",
    intent: "safety",
  },
  { message: "help me write my CV, i want a job at a bookshop", intent: "off-topic" },
  { message: "wetin a fo drink fo malaria edek", intent: "off-topic" },
  { message: "I run a bookshop and I've never used a lawyer before. What kinds of services does your chambers offer in general?", intent: "services" },
  {
    message:
      "My uncle who I stay with forces me at night and says if I tell anyone he will send me away. I am 16 and I sell books at the junction after school. Please help me.",
    intent: "safety",
  },
  { message: "a wan rejista nem fo mi bookshop", intent: "area:business" },
  { message: "I want to start divorce proceedings. My husband left me and the bookshop two years ago and has a new family in Kono.", intent: "area:family" },
  { message: "consultation for a land matter, any slot next week?", intent: "booking" },
  { message: "mi landlord se mek a komot di shop we a de sell buk, bot a get lease fo tu ia mor. A wan lawyer fo dis", intent: "area:land" },
  { message: "is there rain tomorrow in Kenema? i want to dry the new books outside", intent: "off-topic" },
  { message: "set up a meeting with mohamed conteh pls, anytime next week", intent: "booking" },
  { message: "usay a go lef mi van we a de insay di mitin?", intent: "knowledge:Parking" },
  { message: "consignment of exercise books stuck at customs since april, need lawyer", intent: "area:shipping" },
  {
    message:
      "I run a small bookshop in Kenema. Last month a man took books on credit for his school and refused to pay, so I went to his house to ask for my money. Tonight the police came to my shop and said he reported me for threatening him. They brought me to the station and I am typing this at the counter while they write my statement. They say I will sleep here. I need a lawyer now.",
    intent: "urgent",
  },
  { message: "land wahala fo Lumley, sombodi build on top mi plot", intent: "area:land" },
  {
    message:
      "The surveyor's plan for my bookshop plot overlaps with my neighbour's fence by two metres. Who does the law favour, the one with the older conveyance or the one who built first?",
    intent: "legal-question",
  },
  { message: "hw do i protect myself, my ex keeps coming to d kiosk saying he will stab me", intent: "safety" },
  { message: "boundary palava between my print shop and the mosque next door", intent: "area:land" },
  { message: "una de opin satide?", intent: "hours" },
  { message: "my phone won't charge, the charger port is loose, how to fix", intent: "off-topic" },
  {
    message: "dem don hold mi broda na Kissy police station since yesiday, na im de sell di school book dem na di market. abeg una send lawyer",
    intent: "urgent",
  },
  { message: "Mi wan kam si una fo tok bot mi broda in kes, i don komot bel. Wish de una fri?", intent: "booking" },
  {
    message:
      "I want a divorce but I am just a book seller with a table at the lorry park. My husband earns much more than me. Before I even come, I need to know: how much will it cost me?",
    intent: "knowledge:Fees",
  },
  {
    message:
      "Good afternoon. My press has grown from just me to five staff, and until now everything has been by word of mouth. One worker left last month and claimed I owed him leave pay. I need proper employment contracts drafted for all of them.",
    intent: "area:contract",
  },
  { message: "container held at the quay", intent: "area:shipping" },
  {
    message:
      "I have bought exercise books and pens from the same wholesaler on Kissy Street for years. Our accounts now disagree by about forty million leones, and each of us thinks the other is wrong. We are still friends and want to stay that way. We want a mediator to look at the accounts and help us agree. Is that something you handle?",
    intent: "area:arbitration",
  },
  { message: "Dear Sir/Madam, kindly provide your schedule of fees for reviewing a publishing contract of about twenty pages.", intent: "knowledge:Fees" },
  { message: "wetin Mohamed Conteh de du? i de du shipping?", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "My late husband left his bookshop to me in his will, but his brothers say a wife cannot inherit a shop in our family and they have changed the padlock. Can they take it from me?",
    intent: "legal-question",
  },
  {
    message:
      "In the novel I'm writing, a container ship leaves Shanghai for Freetown with a stowaway aboard. Just for accuracy, how many days does that voyage take?",
    intent: "off-topic",
  },
  { message: "mi broda don komot bel, bot di kes de na kot stil. Wi wan lawyer fo difend am", intent: "area:criminal" },
  { message: "Do you only do court cases or other things too?", intent: "services" },
  { message: "pls review my supply agreement wit d ministry 4 exercise books", intent: "area:contract" },
  {
    message:
      "My husband married a second wife without telling me. Now he wants me to move out of the house we built with the money from my bookshop, so that she can move in. I have three children with him. I need a lawyer to help me with this family matter.",
    intent: "area:family",
  },
  {
    message:
      "I have been thinking for a long time about a mobile library on a bus that visits villages in Bombali. I have the bus and some donated books. Can you write me a business plan for it?",
    intent: "off-topic",
  },
  { message: "wetin kain wok di lawyer dem de du na dis ofis", intent: "services" },
  { message: "Can you suggest a title for my novel about a fisherman from Tombo who finds a letter in a bottle?", intent: "off-topic" },
  { message: "dem se dem go kil mi if a nor stop fo print di paper. a don lef mi os, a de slip na mi padi shop", intent: "safety" },
  {
    message:
      "I'm an author in London choosing a firm to look after my affairs at home. I have read about two or three chambers already. Could you tell me who your lawyers are and what experience they have?",
    intent: "team",
  },
  { message: "abeg ep mi", intent: "unknown" },
  { message: "thanks a lot, that helps", intent: "thanks" },
  {
    message:
      "Since I published my memoir my own brothers have said they will poison me because of what I wrote about our father. My aunt warned me not to eat anything at the family gathering on Sunday. I am alone in the house now and every sound frightens me.",
    intent: "safety",
  },
  {
    message:
      "I import children's storybooks from Nigeria for primary schools. For years they came in free of duty as educational materials. This time customs say I must pay full duty, and they will not accept the letter from the Ministry. I need a lawyer to challenge it.",
    intent: "area:shipping",
  },
  { message: "Is the Bo office open on the same days as the Freetown one?", intent: "hours" },
  { message: "What time do you open in the morning?", intent: "hours" },
  { message: "Are you a general law firm or do you specialise in something?", intent: "services" },
  { message: "Good day Sir/Madam.", intent: "greeting" },
  { message: "arrestd!! my partner in the press was arrested 20 mins ago, they are driving him to the station. shud i follow them?", intent: "urgent" },
  {
    message:
      "hello my brother is at the police station right now they say he stole the school books from the government store but he is just the driver please call me",
    intent: "urgent",
  },
  {
    message:
      "we settled with the printer through arbitration and he still refuses to pay. is the award binding like a court judgment or can he just ignore it?",
    intent: "legal-question",
  },
  { message: "I want to register my publishing company. Can your firm do it for me?", intent: "area:business" },
  { message: "do you handle inheritance disputes? my uncles took my father's printing machines the week after the funeral", intent: "area:family" },
  { message: "email for consultations?", intent: "email" },
  { message: "Gud ivin", intent: "greeting" },
  {
    message:
      "I want to buy a plot at Hill Station to build a small community library in memory of my mother. The seller has shown me a photocopy of a deed only. I need a lawyer to do the title search before I pay anything.",
    intent: "area:land",
  },
  {
    message:
      "The ship that brought my paper rolls from China let water into the container and half the rolls are ruined. The shipping line offers me a small amount. Am I entitled to claim the full value or only part of it?",
    intent: "legal-question",
  },
  {
    message:
      "I'm an author abroad. My distributor in Freetown signed an agreement to sell my books only in Sierra Leone, but I found copies being sold in Monrovia and Conakry. I have not received a cent from those sales. I need the agreement enforced.",
    intent: "area:contract",
  },
  { message: "abeg a wan si wan lawyer tumara fo tok bot mi book stall palava", intent: "booking" },
  { message: "parking?", intent: "knowledge:Parking" },
  { message: "how to cook cassava leaf wit fish", intent: "off-topic" },
  { message: "need help wit conveyance 4 a house i am buying in Bo", intent: "area:land" },
  { message: "Dem bin arest mi fo tu dez las mont, dem don lef mi. Naw dem se a fo go kot. A nid lawyer", intent: "area:criminal" },
  {
    message:
      "URGENT. Our librarian was detained after a rare book went missing from the reference section. It has been two days and he is still in custody at the station. The library board needs representation today.",
    intent: "urgent",
  },
  { message: "my generator for the print shop won't start after i changed the oil, what do i do", intent: "off-topic" },
  { message: "I'm coming from Makeni by poda-poda. Once I get to town, how do I find your office?", intent: "address" },
  { message: "mi bobo, di man we a de rent di shop from kam wit tu boys, dem slap mi an se nekst tem na gun. a de na mi mama os naw", intent: "safety" },
  { message: "What's your phone number?", intent: "phone" },
  { message: "a de finish mi print wok let, una de opin ivintem afta 6?", intent: "hours" },
  { message: "I need to talk to a lawyer face to face about my divorce, can you fix a day this week?", intent: "booking" },
  { message: "pls hlp d police carry my boss go station 4 selling photocopy textbook, he stil inside nw", intent: "urgent" },
  { message: "contact details pls", intent: "contact" },
  {
    message:
      "I am the manager of a small publishing house. Two of our sales staff were arrested in Kailahun this morning while delivering reading books to a school, and they are still being held. We need a lawyer there.",
    intent: "urgent",
  },
  { message: "email pls", intent: "email" },
  {
    message:
      "I am an author in London and my father's estate in Bo has not been shared for six years. My stepmother holds all the papers and my brothers quarrel every time we speak. I would like your firm to take over the probate and finish it.",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, I am a librarian compiling a directory of legal services in the Eastern Region for our readers. Could you describe the areas of law your firm practises?",
    intent: "services",
  },
  { message: "wi wan sotul di kes out of kot, di skul en wi", intent: "area:arbitration" },
  { message: "what time does the Brussels flight land at Lungi on Thursday?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, Our community library stands on family land, and two branches of the family now dispute where the boundary lies. One side has started digging foundations behind the reading room. We should be grateful for legal assistance in resolving this.",
    intent: "area:land",
  },
  { message: "how much is a 20 litre container of palm oil at Big Market", intent: "off-topic" },
  { message: "abeg di landlord pikin dem kam wit stik, dem se dem go bit mi if a nor komot di shop tide. a de fred", intent: "safety" },
  { message: "pls bk me apptmnt wit a lawyer 2moro 10am", intent: "booking" },
  { message: "They burnt my book stall last night and left a note saying I am next. I have not gone home since.", intent: "safety" },
  { message: "Una get lawyer we na uman?", intent: "team" },
  { message: "Please, the police have surrounded the library and they are taking the caretaker away in handcuffs as I type!", intent: "urgent" },
  { message: "What kinds of cases do you handle?", intent: "services" },
  { message: "appeal against conviction, magistrate court Bo, printing case", intent: "area:criminal" },
  { message: "Dear Sir/Madam, kindly provide a telephone number on which I may reach your chambers during the day.", intent: "phone" },
  { message: "a nor sabi Inglish gud, a go tok Krio wit di lawyer?", intent: "knowledge:Languages spoken" },
  { message: "which network has the cheapest phone contract for data?", intent: "off-topic" },
  { message: "Mi padi we get di book stall na Lumley, police lock am since last night, dem nor release am yet. Wetin wi go du", intent: "urgent" },
  {
    message:
      "Good day. I have a land case in Waterloo that I want to discuss. I work at the university library and my days off change every week. Which days of the week is your office open?",
    intent: "hours",
  },
  { message: "wat is d price of a ream of A4 paper in freetown nw", intent: "off-topic" },
  {
    message:
      "A Nigerian friend wants to put money in my publishing company. Can a foreigner own shares in a Sierra Leone company, or do I have to keep the majority?",
    intent: "legal-question",
  },
  {
    message:
      "My daughter told me that her teacher, who buys books from my shop, has been abusing her. The teacher now says he will hurt us if we speak. We are scared to sleep at home.",
    intent: "safety",
  },
  { message: "arbitration award enforcement", intent: "area:arbitration" },
  { message: "Goodbye and have a good day.", intent: "goodbye" },
  { message: "Can I meet Hawa Turay at the Bo office on Monday? It is about my print shop.", intent: "booking" },
  { message: "a de go naw, wi go tok bak", intent: "goodbye" },
  { message: "i hav isu", intent: "unknown" },
  { message: "Mi broda don de na remand fo tu wik, dem se na im tif di book dem from di skul. Wi nor get moni. Una go ep am?", intent: "urgent" },
  { message: "nearest landmark to your chambers please, I don't know central Freetown well", intent: "address" },
  { message: "wetin na di pris fo bag of rays naw?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I am writing to request assistance in drafting my will. I own a small publishing house and a collection of rare first editions which I wish to go to the university library after my death.",
    intent: "area:family",
  },
  {
    message:
      "Good afternoon, I am an author based in the UK and I bought land near Tokeh through a relative. I would like your firm to check the documents and register the deed in my own name.",
    intent: "area:land",
  },
  { message: "usay a go pak mi okada?", intent: "knowledge:Parking" },
  { message: "how many pages should a children's picture book have?", intent: "off-topic" },
  {
    message:
      "I am visiting Freetown from London in August and would like to sit down with Fatmata Kamara about my late father's estate, which includes his private library of some three thousand books. Can we schedule that for the first week?",
    intent: "booking",
  },
  { message: "phone number and email please", intent: "phone", also: ["email"] },
  { message: "How do I send money from London to Makeni quickly and cheaply?", intent: "off-topic" },
  {
    message:
      "I took in my late sister's son when he was a baby, but it was never official. If I apply to adopt him now, will the court consider my income from a small bookshop enough?",
    intent: "legal-question",
  },
  {
    message: "I would like to book a consultation about a lease for new bookshop premises on Circular Road. Is next Tuesday morning possible?",
    intent: "booking",
  },
  {
    message:
      "I paid a carpenter from Wellington to build shelves for my bookshop before the school term. He took the full amount, brought two planks, and disappeared. His phone is off and his wife says he travelled. Can you help me get my money back?",
    intent: "area:contract",
  },
  { message: "Sorie ya, dem hol mi na station, dis na mi las kredit. Kissy Road police. Kam abeg", intent: "urgent" },
  { message: "a wan rent wan os fo mek bookshop, abeg una go chek di dokyument dem fo mi bifo a pe", intent: "area:land" },
  { message: "I'm in London. What are your working hours, so I know when a message will be seen?", intent: "hours" },
  {
    message:
      "Good day. My co-author and I disagree on whose name goes first on the cover and who gets more of the money. Does the law say who owns a book written by two people?",
    intent: "legal-question",
  },
  { message: "we got an arbitration award against the school board but they won't pay, need help enforcing it", intent: "area:arbitration" },
  {
    message:
      "My company in Accra sold textbooks to a Sierra Leonean book distributor who never paid. We went to arbitration in Ghana, as our agreement said, and won an award last year. The distributor has nothing in Ghana, only property in Freetown. I need the award enforced here.",
    intent: "area:arbitration",
  },
  {
    message:
      "Someone broke into our library last month and carried away the computers and the projector. The police know the suspect, a former volunteer, but nothing is happening. We want him prosecuted.",
    intent: "area:criminal",
  },
  { message: "I'll drive down from Lumley with two boxes of documents for my case. Can I park near the chambers?", intent: "knowledge:Parking" },
  { message: "in cricket what is a bail?", intent: "off-topic" },
  { message: "mi en mi wef don separet, i don kari wi bobo go Gini. a wan lawyer fo di kustodi", intent: "area:family" },
  { message: "usay una ofis de?", intent: "address" },
  { message: "police de na mi shop door now now, dem se dem kam fo kari mi go. abeg ep", intent: "urgent" },
  { message: "wich lawyer dem de na una ofis?", intent: "team" },
  { message: "Wi bin mek mediation wit di skul an dem sain. Naw dem se dem nor go pe. Di paper we dem sain get pawa na kot?", intent: "legal-question" },
  {
    message: "My mother only speaks Mende. She is the one who must tell the story of the land. Will someone there understand her?",
    intent: "knowledge:Languages spoken",
  },
  { message: "human rights case: the police beat me when they arrested me last year over leaflets. I'm out now but I want justice", intent: "area:criminal" },
  { message: "pls sum men r waiting outside my bookshop they say they will beat me bcos i refused to pay them. im locked inside nw", intent: "safety" },
  {
    message: "men on okada have followed me from the print shop three evenings now. today one of them said we go see you tonight. scared to go home",
    intent: "safety",
  },
  { message: "mi man don lef mi an di pikin dem fo tri ia, i nor de sen moni. di kot go mek am pe?", intent: "legal-question" },
  { message: "my baby father refuse to pay maintenance, i sell books in d street n i cant afford d fees alone", intent: "area:family" },
  { message: "Wi get bookshop bot wi nid lisens fo sell to gvmnt skul dem. Una de du dat kain wok?", intent: "area:business" },
  { message: "For my English class: what is the difference between will as a noun and will as a verb? Give examples.", intent: "off-topic" },
  {
    message:
      "My container of textbooks from India has been held at Queen Elizabeth II Quay for three weeks. Schools open soon. Can you help me get it released?",
    intent: "area:shipping",
  },
  {
    message: "I'm writing a feature for a literary magazine about old Freetown institutions on Siaka Stevens Street. What services does your firm provide?",
    intent: "services",
  },
  {
    message:
      "My grandfather was a bookbinder and left a house in Kissy to all his grandchildren. One cousin has started selling portions of the yard to strangers. We have the old title deed but it is torn and the ink has faded. I want a lawyer to stop the sales and put the deed right.",
    intent: "area:land",
  },
  {
    message: "The bank has offered my press a loan for a new machine. I need a lawyer to go through the loan papers for the business before I sign.",
    intent: "area:business",
  },
  { message: "Dear Sir/Madam, please advise of the email address to which our library board may direct correspondence.", intent: "email" },
  { message: "divorce lawyer pls", intent: "area:family" },
  {
    message:
      "Our library board wishes to lease a parcel from the district council for 25 years in order to build a children's wing. The council has agreed in principle and sent us a draft of only one page. Some board members worry it lets the council take the land back at any time. Please advise whether you can prepare and negotiate the lease.",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir/Madam, I write with great urgency. My husband, the author of a book on the civil war, was arrested at our home this morning by men who said they were from CID. He is at this moment held at the CID headquarters and we have not been allowed to see him or to bring him food. I should be grateful if a lawyer could attend immediately.",
    intent: "urgent",
  },
  {
    message:
      "I need a lawyer urgently for my cousin who has been detained at Waterloo police station since Sunday for distributing church leaflets. No charge has been read to him and they keep asking for money.",
    intent: "urgent",
  },
  { message: "I want to settle a dispute with my printer out of court. Do you do mediation?", intent: "area:arbitration" },
  { message: "Good morning", intent: "greeting" },
  {
    message:
      "Good evening. My daughter, a journalist who also writes short stories, was picked up by plain-clothes officers at the bookshop where she was doing a reading this afternoon. We have been told she is being held at a station in Freetown but nobody will say which one. Her phone is off. Please help us.",
    intent: "urgent",
  },
  { message: "wetin di law se, if di landlord lok mi bookshop bikos a owe am tu mont, i get rayt fo du dat?", intent: "legal-question" },
  {
    message:
      "A rival printer copied my business stamp and used it on fake receipts to collect money from my customers. Two schools have now paid him thinking it was me. I want to file a criminal complaint against him.",
    intent: "area:criminal",
  },
  {
    message:
      "Please help me with a will. I am 70 years old, and I want my library of books and my house in Brookfields to go to my granddaughter, who reads more than all my sons. The boys think the books are only old paper and would sell them by the kilo. I want it written properly so nobody can argue after I am gone.",
    intent: "area:family",
  },
  { message: "a fo bring mi ID kad?", intent: "knowledge:What to bring" },
  {
    message:
      "I have supplied books to a private school for years. Last term they returned half the stock, torn and written in, and refused to pay for any of it. Our contract has a clause saying disputes go to arbitration. I want a firm to start that process for me.",
    intent: "area:arbitration",
  },
  { message: "correct dis sentence fo mi: he go to school yesterday", intent: "off-topic" },
  { message: "What's your address, and are you open on Saturdays?", intent: "address", also: ["hours"] },
  { message: "Do you offer free legal help or legal aid for people who cannot pay?", intent: "knowledge:Fees" },
  { message: "hi, how do i make an appointment?", intent: "booking" },
  { message: "Isatu Bangura, is she free to see me this Friday? custody issue", intent: "booking" },
  { message: "Is French spoken at your office? I am a publisher from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "bye", intent: "goodbye" },
  { message: "Tenki bad bad", intent: "thanks" },
  { message: "my husband is in police custody right now, they came to the bookshop and took him, i dont know why. please call me back", intent: "urgent" },
  { message: "need help pls", intent: "unknown" },
  { message: "I'm the judge for a school spelling bee next week. What words should I use for class 6?", intent: "off-topic" },
  {
    message:
      "A school ordered 600 textbooks from me, collected them, and now says it will pay only after the next term. Our written agreement said 30 days. Can they legally delay payment like that?",
    intent: "legal-question",
  },
  { message: "whats a good name for my new bookshop near the university", intent: "off-topic" },
  { message: "omos lawyer una get?", intent: "team" },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "what's the quickest way to reach the firm?", intent: "contact" },
  { message: "its about the thing", intent: "unknown" },
  {
    message:
      "I ordered a new offset printing press from Germany. It arrived at the port but one side is crushed, and the shipping line says the damage happened before loading. The insurer is not answering my emails. I want a lawyer to make a cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "I signed with a small publisher in Freetown three years ago. They printed my novel but I have never received a statement or a single royalty. Now a radio station wants to adapt the book as a drama series. Do I still own the rights, or does the publisher have the final say?",
    intent: "legal-question",
  },
  { message: "port pipul dem wan sel mi kontena fo buk na auction, abeg ep", intent: "area:shipping" },
  { message: "We want to get married at the registry and my fiancée is Ghanaian. Can you help us with the papers?", intent: "area:family" },
  {
    message:
      "My container of school books has been at the quay for almost a month because I am still raising the duty. Someone told me customs can auction it after 30 days. Is that true, and can I stop them?",
    intent: "legal-question",
  },
  {
    message:
      "Write a speech for the opening of our new library wing. The Minister of Justice is the guest of honour and will cut the ribbon. It should be five minutes.",
    intent: "off-topic",
  },
  { message: "Can your firm act as arbitrator between two publishers? We both trust you and want to avoid the courts.", intent: "area:arbitration" },
  { message: "wan book mitin wit lawyer fo Fraide aftanun, a go klos mi shop erli", intent: "booking" },
  { message: "Mi wan mit Lawyer Sesay fo di biznes rejista, i go fri Wenzde?", intent: "booking" },
  {
    message:
      "Writing from Bo. My brother-in-law beat my sister again this morning and says he will come back tonight to finish the job. She is with me now but he knows this house.",
    intent: "safety",
  },
  { message: "need licence to import and sell textbooks, do u help wit dat", intent: "area:business" },
  { message: "di kostoms dem se mi buk dem na kontraband, dem nor wan lef di kontena. abeg ep", intent: "area:shipping" },
  { message: "Kushe. Mi kozin de insay sel na Makeni sins yestade. Na bookshop i de wok. Dem nor tel wi wetin i du", intent: "urgent" },
  {
    message:
      "We are three shareholders in a small printing company in Bo. One partner has taken the digital machine to his house, and customers tell me he is doing their jobs cheaper in his own name. When we ask, he says he owns a third so he can use the equipment as he likes. Is a partner allowed to do that without asking the other shareholders?",
    intent: "legal-question",
  },
  {
    message:
      "My printer and I have worked together on every issue of my poetry magazine for ten years. This year he delivered late and the colours were wrong, and now we are not speaking. We both agree we would rather sit with someone neutral than go to court. I'd like an appointment with Ibrahim Jalloh to start that.",
    intent: "booking",
  },
  { message: "police don kam tek di pikin dem papa we de sell buk na Dove Cut. i de na station now now", intent: "urgent" },
  { message: "I'd like to send you scanned copies of my publishing contract. Which email should I use?", intent: "email" },
  { message: "Good morning, could I arrange a consultation for our library board? Three of us would come, ideally on a Thursday.", intent: "booking" },
  {
    message: "my mum was taken to Eastern police this morning bcos a customer said she sold him fake WAEC past questions. she is still there pls come",
    intent: "urgent",
  },
  { message: "una get ofis na Bo? usay i de?", intent: "address" },
  { message: "my phone screen keep flickering since it fell, how do i fix it", intent: "off-topic" },
  {
    message:
      "Military police took our machine operator from the press at 6am. He is being held at the barracks and nobody will tell us anything. We are a small printing business and we have never been in trouble like this before. Please advise what we do immediately.",
    intent: "urgent",
  },
  { message: "Mi papa don dai an i nor rayt will. Mi big broda se na im nomoh go get di print shop. Di law gri wit dat?", intent: "legal-question" },
  { message: "number pls", intent: "phone" },
  { message: "hi there", intent: "greeting" },
  {
    message:
      "Good morning. The bill of lading for my book shipment was issued in the wrong name, and the port will not release the goods to me. The goods are school atlases and the term starts in two weeks. Can your shipping lawyers sort this out?",
    intent: "area:shipping",
  },
  { message: "Do I need to prepare anything before the consultation about my publishing contract?", intent: "knowledge:What to bring" },
  { message: "Where is your office?", intent: "address" },
  { message: "tel mi bot una lawyer dem", intent: "team" },
  { message: "What is your email address?", intent: "email" },
  { message: "lata", intent: "goodbye" },
  { message: "Is Isatu Bangura still with your firm?", intent: "attorney:Isatu Bangura" },
  { message: "una imel?", intent: "email" },
  { message: "di skul dem we a sel buk to dem nor pe mi sins las tam. a get di invois dem", intent: "area:contract" },
  {
    message:
      "Some years ago I was arrested for selling books without a licence and released the same day with no charge. Does that stay on my record when I apply for a UK visa?",
    intent: "legal-question",
  },
  {
    message: "is it a crime to print a pamphlet criticising the council chairman? wat will happen to me if they find out i printed it",
    intent: "legal-question",
  },
  { message: "mi en mi padi wan opin print shop togeda, wi wan lawyer fo rayt di patnaship", intent: "area:business" },
  {
    message:
      "Dear Sir/Madam, I write to request an appointment with one of your partners to discuss a publishing agreement I have been offered. I am available on any weekday afternoon next week. I should be grateful for a confirmation of date and time.",
    intent: "booking",
  },
  { message: "Wetin a fo du? Dem put mi broda na sel bikos of wan leaflet, dem nor lef am yet", intent: "urgent" },
  {
    message:
      "Is it possible to have a consultation by video call? I am an author living abroad and need to go through a contract with my Sierra Leone publisher with someone.",
    intent: "booking",
  },
  { message: "my landlord wants to increase d rent of my shop by 100 percent in d middle of d lease, is dat allowed?", intent: "legal-question" },
  {
    message:
      "Three years ago I was convicted of fraud in a case about a school-book supply contract. I served my time and came out in January. I have since found the delivery notes that prove I supplied every carton. I want to appeal and clear my name.",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Counsel, I am the chairman of the Kenema Writers' Circle. Our reading room sits on a plot that a neighbour now claims, and the committee has asked me to meet a lawyer before our next general meeting. Kindly propose a date at your earliest convenience.",
    intent: "booking",
  },
  { message: "My container of books is at the quay and I need some papers looked at before the agent goes back. Are you open today until 5?", intent: "hours" },
  {
    message:
      "The police sent me an invitation letter asking me to come for questioning about a book I published. I have not gone yet. Can a lawyer come with me?",
    intent: "area:criminal",
  },
  { message: "Who are the lawyers at your firm?", intent: "team" },
  { message: "thx", intent: "thanks" },
  { message: "practice areas?", intent: "services" },
  {
    message:
      "Last year I gave a clearing agent the money for duty on a container of storybooks. Customs now tell me the duty was never paid and there is a penalty on top. The agent says he will pay me back small small. Is he criminally liable or is it just a debt I must chase?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I intend to incorporate a small press limited by shares with two partners in the diaspora. I should be grateful for your assistance with the incorporation and with a shareholders' agreement.",
    intent: "area:business",
  },
  { message: "wi go si", intent: "goodbye" },
  { message: "Many thanks, much appreciated.", intent: "thanks" },
  { message: "una de rayt lease fo shop? a de rent wan rum fo mi bookshop", intent: "area:land" },
  { message: "Dear Sir/Madam, what is the best way to get in touch with your chambers from abroad?", intent: "contact" },
  { message: "I sell books at the market all day and I don't have a computer or internet at home. How do I reach you?", intent: "contact" },
  { message: "can i email d documents? wat address", intent: "email" },
  { message: "ow a go rich una?", intent: "contact" },
  { message: "What is the capital of Liberia? one of my pupils asked and I forgot", intent: "off-topic" },
  {
    message:
      "My son is accused of stealing books from his school. They have not arrested him, but the principal says the police will come. Do you do criminal defence?",
    intent: "area:criminal",
  },
  { message: "mi man en mi wan separet, bot wi get pikin dem. Una de du dis kain kes?", intent: "area:family" },
  { message: "Mi bos rimuv mi na di bookshop wit no notis, i nor pe mi salary. Una go ep?", intent: "area:contract" },
  {
    message:
      "I have an appointment next week about my land case in Bo. I have the survey plan, the original deed, and receipts from when my father bought the plot in 1989. Should I bring the originals, or are copies enough?",
    intent: "knowledge:What to bring",
  },
  { message: "draft a contract between me and an illustrator", intent: "area:contract" },
  { message: "summons from magistrate court 4 selling books without permit, need lawyer", intent: "area:criminal" },
  { message: "wetin na una fon nomba?", intent: "phone" },
  {
    message:
      "Dear Sir/Madam, Our library received a donated consignment of books from the United States. The container was delayed at the port through no fault of ours, and the shipping line is now charging demurrage we cannot afford. We should be grateful for your assistance.",
    intent: "area:shipping",
  },
  { message: "Mi wef de bit mi wit belt an de tek mi moni, a nor sabi usai fo go. wi pikin de fred am", intent: "safety" },
  { message: "di saplaya tek mi moni fo pepa an ink, tri mont naw i nor bring natin", intent: "area:contract" },
  { message: "I'm in the UK. Is there a number I can ring from here, with the country code?", intent: "phone" },
  {
    message:
      "My aunty was taken by the police from her book stall at Big Market two hours ago. I went to the station and they said she will be kept overnight and I should come tomorrow.",
    intent: "urgent",
  },
  {
    message:
      "The builder we paid to extend the library reading room abandoned the job halfway. The roof is open and the rains are coming. He has taken 70 percent of the money.",
    intent: "area:contract",
  },
  {
    message:
      "A school owes me for 400 textbooks I delivered in January. I have sent three invoices and visited twice, but no payment. I need a lawyer to recover the money.",
    intent: "area:contract",
  },
  { message: "Do your lawyers speak Krio?", intent: "knowledge:Languages spoken" },
  {
    message:
      "My wife and I built our bookshop together from one table on the roadside to two shops. Things are not good between us now and she talks of leaving. If we divorce, does she get half of the shops and the stock?",
    intent: "legal-question",
  },
  { message: "need lawyer 4 child maintenance, my ex no send money even 4 school books", intent: "area:family" },
  {
    message:
      "My publisher in Freetown was arrested yesterday over a novel I wrote. I live in London, and his wife tells me he has still not been released and they will not let her see him. I feel responsible. Can your firm go to him at once?",
    intent: "urgent",
  },
  {
    message:
      "Council workers destroyed my book stall during the clean-up exercise on Saturday, with all the stock inside. How much would a judge award for something like that?",
    intent: "legal-question",
  },
  {
    message:
      "Good day. I am in London, and my Freetown publisher and I have disagreed over the print run and the accounts. Neither of us wants to go to court because we hope to work together again. Can your firm arrange an arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "Can a husband divorce his wife just because she spends her evenings writing books? My husband says the law allows it and I should choose between him and my writing.",
    intent: "legal-question",
  },
  { message: "we want to open a library café as a social enterprise, need lawyer to set up the structure", intent: "area:business" },
  { message: "thank you very much", intent: "thanks" },
  { message: "Grammar question: what is a relative clause? I am correcting a manuscript and the author uses them everywhere.", intent: "off-topic" },
  { message: "a wan si lawyer bot mi kontena we get tekst buk, wetin tem a go kam?", intent: "booking" },
  { message: "wetin a fo bring we a de kam?", intent: "knowledge:What to bring" },
  { message: "mi fon nor de chaj sins yestade, wetin a fo du?", intent: "off-topic" },
  { message: "una opin naw?", intent: "hours" },
  { message: "list of ur lawyers pls", intent: "team" },
  { message: "una get WhatsApp?", intent: "phone" },
  { message: "hello anyone dere??", intent: "unknown" },
  { message: "Mi en mi ko-otor de fet oba di royalti, wi nor wan go kot. Una get mediation?", intent: "area:arbitration" },
  { message: "hey", intent: "greeting" },
  {
    message: "I am printing a small pamphlet for Sunday school on doing good deeds. Can you give me five short Bible stories about kindness to put inside?",
    intent: "off-topic",
  },
  { message: "mediation 4 dispute wit my publisher pls", intent: "area:arbitration" },
  { message: "can i get an interpreter for limba", intent: "knowledge:Languages spoken" },
  { message: "Who is the senior partner, and who are the other partners?", intent: "team" },
  {
    message:
      "Our writers' union has an internal quarrel over the grant money. Members are threatening to resign. We would prefer mediation to court, can you assist?",
    intent: "area:arbitration",
  },
  { message: "lawyer for land?", intent: "area:land" },
  {
    message:
      "Sir, my son is a student who prints a small campus newsletter. Security men picked him up from his hostel last night and he has not come back. His friends say he is held at a station in Freetown. His mother has not slept.",
    intent: "urgent",
  },
  { message: "how do i get in touch wit a lawyer there", intent: "contact" },
  { message: "mi kozin dem tif di buk dem we a bin de sel, a don ripot na polis, a wan mek dem kot am", intent: "area:criminal" },
  {
    message:
      "Dear Sir/Madam, I am a librarian and a former colleague has been following me home in the evenings. He has told me he will hurt me if I report him to the board. I no longer feel safe walking from the library. I should be grateful for your advice on how I may be protected.",
    intent: "safety",
  },
  { message: "Mi pepa we a oda fo print di buk dem, di ship nor bring am. Una de du shipping kes?", intent: "area:shipping" },
  {
    message:
      "Our reading club meets every Saturday at the district library. Next month we celebrate ten years, and the members asked me to prepare something special. Please write a short poem about the library that the children can recite.",
    intent: "off-topic",
  },
  { message: "Hello", intent: "greeting" },
  { message: "Tell me about Hawa Turay in the Bo office.", intent: "attorney:Hawa Turay" },
  {
    message:
      "I'd like to close down my company. The printing business is no longer viable since paper prices went up, and my two staff have already found other work. I still owe a little to one supplier and I want everything done properly.",
    intent: "area:business",
  },
  { message: "Surveyor needed plus lawyer, land for printing press in Waterloo", intent: "area:land" },
  { message: "who works in the Bo office?", intent: "team" },
  {
    message:
      "They have remanded my uncle at Pademba Road over the little newspaper he prints. He was taken there on Tuesday from the magistrate court and he is still there. Can a lawyer go and see him?",
    intent: "urgent",
  },
  { message: "Hello, good afternoon to you.", intent: "greeting" },
  { message: "write a summary of To Kill a Mockingbird for my son's homework, especially the part about the trial", intent: "off-topic" },
  { message: "opening hours pls", intent: "hours" },
  { message: "How big is your legal team? Are there associates as well as partners?", intent: "team" },
  { message: "Di pipul dem we de nia mi lan na Makeni don pul di pila dem. A wan una ep mi wit di lan kes", intent: "area:land" },
  {
    message:
      "We supply textbooks to schools in Port Loko. The police came to our warehouse this morning saying the books were stolen from a donor project. We showed them every receipt but they still took my husband in their pickup. He is at the station now and they say he will sleep there. Please can a lawyer come today?",
    intent: "urgent",
  },
  {
    message:
      "my husband said if I take the children he will finish me. he already took the money from my book stall and broke the door. I am at my neighbour's now",
    intent: "safety",
  },
  { message: "What kind of cases does Ibrahim Jalloh handle?", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "My mother, my uncle and I are quarrelling over the print shop my grandfather started. We don't want to drag each other to court. We would like to sit down with a mediator instead.",
    intent: "area:arbitration",
  },
  { message: "wetin una de du?", intent: "services" },
  { message: "price of a used Toyota Corolla in Freetown?", intent: "off-topic" },
  { message: "How can I contact you?", intent: "contact" },
  { message: "dem arest mi papa fo di pamflet dem we i print fo di election, i de na Bo police station ya so", intent: "urgent" },
  {
    message:
      "I was charged last week with defamation over a pamphlet I printed for a youth group. The hearing is next month at the magistrate court. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "dem se a de print pirate buk, dem don kot mi. a wan lawyer fo difend mi", intent: "area:criminal" },
  { message: "Who won the Leone Stars match yesterday?", intent: "off-topic" },
  {
    message:
      "We chartered a small boat to take school books to Banana Island. On the way the owner said the sea was rough and threw half the boxes overboard. He still wants full payment. We want to claim for the lost books.",
    intent: "area:shipping",
  },
  { message: "God bless una fo di ep", intent: "thanks" },
  {
    message: "A bookshop in Bo ordered 200 copies of my novel on credit and has not paid for eight months. Each time I call they say next week.",
    intent: "area:contract",
  },
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "a wan adopt mi sista pikin, i de wit mi sins i bon", intent: "area:family" },
  { message: "wetin na di we fo kontakt una?", intent: "contact" },
  { message: "someone threw stones at our library window tonight and wrote on the wall that the librarian must leave town or die", intent: "safety" },
  {
    message:
      "Besides the bookshop, my brother and I own a fishing boat in Tombo. A trawler rammed it at night and the company refuses to pay for the repairs. We need help with the claim.",
    intent: "area:shipping",
  },
  { message: "mi en mi broda de fet oba wi bookshop, wi wan nyutral pesin fo sotul am", intent: "area:arbitration" },
  {
    message:
      "detained at lungi airport right now, immigration and police holding me in a back room over the books in my luggage, they say political. I am a writer coming from the UK. help",
    intent: "urgent",
  },
  { message: "Wi wan mek di buk stall bi propa kompni, una go ep wi rejista?", intent: "area:business" },
  {
    message:
      "My bookshop took a loan from a commercial bank two years ago to open a second branch. Sales fell during the fuel crisis and we missed three repayments. The bank is now threatening to seize our stock. I want a lawyer to negotiate with the bank for the business.",
    intent: "area:business",
  },
  { message: "which street r u on in freetown", intent: "address" },
  { message: "kushe o", intent: "greeting" },
  {
    message:
      "Good day, I am looking for legal help with the estate of my late husband, who owned three bookshops in Freetown and Bo. He died in October. His brothers have taken the keys to two of the shops and will not show me the bank statements. The family is not cooperating and I have four children in school.",
    intent: "area:family",
  },
  {
    message:
      "Good evening. I am the author who was held at Lungi airport in December over the books in my suitcase. They released me the next morning, but I have now been charged with sedition and the trial starts in March. I need a lawyer to defend me.",
    intent: "area:criminal",
  },
  { message: "una de du ol kain kes?", intent: "services" },
  {
    message:
      "Dear Sir, Our library is housed in a building on land given by a chief who has since died. He gave it by a letter to the council, not a deed. His children now demand rent and threaten to evict us. Do they have a legal right to put a public library out of land their father gave?",
    intent: "legal-question",
  },
  {
    message:
      "The proprietor of the school I sell books to keeps touching me when I deliver. He said he will cancel my supply if I tell anyone. Tonight he asked me to come to his house alone. I am shaking.",
    intent: "safety",
  },
  { message: "pliz d plice hv my sista she is detain at d station 4 3 days now", intent: "urgent" },
  {
    message:
      "My brother was held by the police for a whole week last year for printing leaflets, then released without any charge. He lost his job because of it. Can he sue them for compensation?",
    intent: "legal-question",
  },
  {
    message:
      "I have been publishing children's readers from my home in Makeni for three years without any registration. A donor now wants to give us a grant, but only to a registered company. Please schedule me to meet Adama Koroma about registering my publishing company.",
    intent: "booking",
  },
  {
    message:
      "I am opening a children's bookshop in Lumley. My daughter wants to name it after a famous wizard book series, and we have already painted the sign. A friend says the foreign publisher could take us to court. Can they really sue me over a shop name?",
    intent: "legal-question",
  },
  { message: "wat papers 2 bring 4 d container matter", intent: "knowledge:What to bring" },
  {
    message:
      "Dear Counsel, One of our library assistants was arrested this afternoon during a protest outside the district council and is presently held at Kenema police station. The library board requests that a lawyer attend to secure his release. Kindly treat this as a matter of urgency.",
    intent: "urgent",
  },
  { message: "i am hiding in the store room of the bookshop, my husband is outside drunk shouting he will kill me", intent: "safety" },
  {
    message:
      "My boss sacked me from the library without any letter after 9 years of work. They just told me not to come on Monday. Do I have a right to end of service benefit?",
    intent: "legal-question",
  },
  {
    message:
      "I worked as an assistant librarian for six years. Last month the board dismissed me by text message, saying the funds had finished, but they hired someone else the following week. I never received my last two months' salary. I want a lawyer to take up the matter.",
    intent: "area:contract",
  },
];
