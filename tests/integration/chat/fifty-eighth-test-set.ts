import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: disability and illness of the mind; writers: Mariama (Bo, mother of a deaf son, Krio SMS), Samuel (polio survivor in a wheelchair, Freetown, shorthand), Pa Alimamy (war amputee, Makeni, voice typing), Mrs Dora Cole (headmistress, formal letters), Ibrahim (London diaspora, brother with mental illness), Fanta (19, epilepsy, Kenema, lowercase fragments), Jeneba (Conakry, carer of her blind father, French words), Osman Kargbo (blind trader, screen reader and long stories)
export const FIFTY_EIGHTH_TEST_SET: LabelledMessage[] = [
  { message: "Kushe o. Good morning una", intent: "greeting" },
  {
    message:
      "abeg help, police don hold my deaf pikin since last night for Bo station. e no de hear wetin dem de ask am, dem say e de make foolishness. e still de inside cell now",
    intent: "urgent",
  },
  { message: "pls where i fit buy hearing aid battery for Freetown, the small ones size 13", intent: "off-topic" },
  {
    message:
      "My husband left us when our son was born deaf. 9 years now he has not paid anything for the boy school or his hearing tests. I want to take him to court for maintenance for the child, can your firm handle that?",
    intent: "area:family",
  },
  {
    message: "is it legal for a school to refuse my daughter just because she is epileptic? the principal said they cant manage her fits",
    intent: "legal-question",
  },
  { message: "una de open Saturday? I de work weekdays for market", intent: "hours" },
  {
    message:
      "good day I am an amputee from the war I lost both hands in 1999 when I came back from the camp I found my uncle sons building on my father land in makeni they said because I know get hand I cannot farm it I need a lawyer to get my land back",
    intent: "area:land",
  },
  { message: "dem de beat my brother now for junction, dem say e crase, e get mental sickness, people de throw stone pls wetin a go do", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, I would like to schedule a consultation for next week regarding the refusal of admission of a visually impaired pupil at a neighbouring school. Kindly advise on available dates. Yours faithfully, D. Cole (Mrs)",
    intent: "booking",
  },
  { message: "who won the amputee football match yesterday at national stadium", intent: "off-topic" },
  {
    message:
      "My brother has schizophrenia. Last month in Port Loko he hit a man during an episode and now he's been charged with wounding. He's out on bail staying with my uncle, trial is next month. We need a defence lawyer who will understand his condition",
    intent: "area:criminal",
  },
  {
    message: "i was told i got the job at the supermarket then when i had a seizure on the first day the manager tore up my contract. can una help me",
    intent: "area:contract",
  },
  { message: "wetin be una whatsapp number, my papa blind so a go send voice note", intent: "phone" },
  { message: "how many lawyers una get for dat office", intent: "team" },
  {
    message:
      "police dem de load all di beggars for truck now now near Eastern police, dem tek my wheelchair sef and me friend wey get polio. dem say na clean up. pls send somebody",
    intent: "urgent",
  },
  {
    message:
      "My father is blind and cannot read. His brothers made him thumbprint a paper selling his share of the family house. Is that paper valid if nobody read it to him?",
    intent: "legal-question",
  },
  { message: "wat kind of case una de tek? all kind?", intent: "services" },
  { message: "How much una de charge for first meeting? me na disabled man, I de beg for live", intent: "knowledge:Fees" },
  {
    message:
      "We are a group of 12 polio survivors making soap and tie dye in Kissy. We want to register properly as a company or cooperative so we can get contracts. Do you do that kind of registration?",
    intent: "area:business",
  },
  { message: "Quelle est la meilleure clinique pour les yeux a Freetown? my papa get cataract", intent: "off-topic" },
  {
    message:
      "We shipped 40 wheelchairs from Rotterdam for our organisation and the container has been stuck at Queen Elizabeth II Quay for 3 weeks, customs say duty must be paid even though it is a donation. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "hmm", intent: "unknown" },
  { message: "where una office de exactly", intent: "address" },
  {
    message:
      "Urgent - my brother who has bipolar was picked up by soldiers in Port Loko yesterday and taken to the barracks. Family can't see him. I'm in London. What can you do today?",
    intent: "urgent",
  },
  {
    message:
      "my stepmother said she will kill me if i fall down with the fits again in the house. she beat me this morning with stick. i am hiding at my friend place",
    intent: "safety",
  },
  { message: "my boss wan sack me because i get epilepsy, i never fall for work not one time. i need lawyer fo help me keep the job", intent: "area:contract" },
  { message: "wat time una de close today, and where exactly is the office?", intent: "hours", also: ["address"] },
  {
    message:
      "Dear Sir, Our school for disabled children contracted a builder to put up a ramp and accessible toilets. He collected half the money and abandoned the work. The contract states that disputes shall go to arbitration. We require someone to handle the arbitration on our behalf.",
    intent: "area:arbitration",
  },
  { message: "a wan come see lawyer 2moro for my pikin case, pls book me", intent: "booking" },
  { message: "pls write a short poem for our school for the blind graduation", intent: "off-topic" },
  { message: "email address pls", intent: "email" },
  {
    message:
      "My mother passed and left a will, my older brother who has mental illness is named to share the house with us. My aunties say he cannot inherit because he is mad. We need a lawyer for the estate",
    intent: "area:family",
  },
  { message: "Hello, good afternoon", intent: "greeting" },
  { message: "Police come na house now fo take my uncle weh de sick na head. e no do notin, neighbour report am. dem de na door", intent: "urgent" },
  { message: "una lawyers de speak Mende? my pa no sabi English, e deaf small too", intent: "knowledge:Languages spoken" },
  {
    message:
      "I am a blind businessman. The bank refused to open account for me unless a sighted person sign as guarantor. Does the bank have the right to demand that?",
    intent: "legal-question",
  },
  {
    message:
      "The police charged my son with loitering and begging in the central market. He has no legs from the war time, he was only selling handkerchief. Court date is Thursday. I want a lawyer to defend him",
    intent: "area:criminal",
  },
  {
    message:
      "Our church sent a container of white canes, braille paper and mattresses for the blind school in Makeni but now the shipping line is demanding extra demurrage at the port for delays that were their own fault. Need help with this",
    intent: "area:shipping",
  },
  { message: "how do I contact your office from the UK, what are all the options", intent: "contact" },
  { message: "how much wheelchair cost for Freetown new one", intent: "off-topic" },
  {
    message:
      "My landlord wants to cancel my shop lease after I lost my sight, he says blind person cant manage shop. I have 3 years left on the lease. need a lawyer",
    intent: "area:land",
  },
  {
    message:
      "please help they have arrested my son at Makeni police station this morning he is deaf and dumb they say he stole phone he cannot even explain himself he is in the cell now",
    intent: "urgent",
  },
  { message: "tenki ya, God bless una", intent: "thanks" },
  {
    message:
      "My name is Osman Kargbo. I am blind and I supply rice to a secondary school. The school signed a contract with me for one year, now the new bursar say he will not pay my last three deliveries because he say a blind man cannot check the bags. I want to enforce the contract",
    intent: "area:contract",
  },
  {
    message: "Can I book a consultation by phone? I'm in London, my brother is in Sierra Leone with mental illness and we have a family matter",
    intent: "booking",
  },
  { message: "do you have female lawyers? my sister is deaf and she prefer to explain to a woman", intent: "team" },
  { message: "wetin be di correct dose of phenobarbital for 10 year old pikin", intent: "off-topic" },
  {
    message: "If police pick up beggars from the street and take them to a camp, is that legal? they did it last year to my uncle who is blind",
    intent: "legal-question",
  },
  { message: "Bonjour, vous etes ouverts le vendredi apres-midi? I fit come from Conakry by Friday", intent: "hours" },
  {
    message:
      "i run small phone charging business and i de for wheelchair. my partner wan push me out and take all the shares. we registered the company together 2019",
    intent: "area:business",
  },
  { message: "pls", intent: "unknown" },
  {
    message: "the man wey de care for my blind mama de beat am, a just see marks on her hand. he dey in house with her now. I de far for Bo",
    intent: "safety",
  },
  {
    message:
      "Dem don carry my sister go police station, she get mental sickness and she de run naked na street, dem say dem go lock am up for Pademba road. pls help us now",
    intent: "urgent",
  },
  {
    message:
      "prosthetic legs shipment for our amputee association came from UK and half of them broken when we open container at Queen Elizabeth Quay. shipping company not answering. we want to claim",
    intent: "area:shipping",
  },
  { message: "Good day. Does your chambers handle matters for organisations of persons with disabilities, or only individuals?", intent: "services" },
  { message: "wheelchair basketball court for Freetown, where dem de play on Saturday", intent: "off-topic" },
  { message: "do una get legal aid or free service for disabled people", intent: "knowledge:Fees" },
  {
    message: "My cousin and I have a dispute over crutches and walking sticks he supplied to my shop. We don't want court, we want mediation. Do una do that?",
    intent: "area:arbitration",
  },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "will the court give custody of my son to his father because i have epilepsy? he says im not fit to be a mother", intent: "legal-question" },
  { message: "i wan adopt my sister pikin wey blind, im mama don die. how we go do am proper", intent: "area:family" },
  {
    message: "Dem don tek my cousin wey get fits go Kenema police, dem say e drunk but na seizure e bin get. e still de dey since yesterday",
    intent: "urgent",
  },
  { message: "Hi, what's your phone number? I want to call instead of typing, my eyes are weak", intent: "phone" },
  {
    message:
      "My friend who is blind was accused by the neighbour of stealing a goat. Police invited him for questioning next week. He needs a lawyer to go with him.",
    intent: "area:criminal",
  },
  { message: "A crowd at Dove Cot market wan beat one mad man, dem say e tif bread, dem de drag am now. e de shout. wetin we fit do", intent: "safety" },
  { message: "How to apply for the NGO job for disabled people, the Handicap International vacancy", intent: "off-topic" },
  { message: "i wan meet lawyer for di matter of my pa pension. when una free?", intent: "booking" },
  { message: "Which street una de? I go come by keke from Wellington", intent: "address" },
  { message: "Is Hawa Turay the one who does wills? I want to know more about her", intent: "attorney:Hawa Turay" },
  { message: "Does the law in Sierra Leone give disabled children free education? the school is asking my deaf son for fees", intent: "legal-question" },
  {
    message:
      "We are a family of blind people living on our grandfather land in Waterloo. Now a man came with a survey plan saying it is his land and he put beacons. We need a land lawyer to do a search and stop him.",
    intent: "area:land",
  },
  {
    message:
      "Please my husband was taken from our house by police an hour ago. He is an amputee and cannot walk without crutches, they left the crutches behind. They went to CID. Help",
    intent: "urgent",
  },
  {
    message: "What documents should I bring when I come for the meeting about my father's land? he is blind and can't come himself",
    intent: "knowledge:What to bring",
  },
  { message: "is there parking near your office? we go come with car because my brother de use wheelchair", intent: "knowledge:Parking" },
  {
    message:
      "Dear Sir, I am a deaf graduate with a BSc in Accounting. I was offered a position by a company in Freetown, but when they learnt at the interview that I cannot hear, they withdrew the offer letter. I have the letter. I would like your firm to take up this matter.",
    intent: "area:contract",
  },
  { message: "who are the lawyers in the firm? I want to know their names before I come", intent: "team" },
  {
    message:
      "Good afternoon. I am blind and I want to open a company for my bakery business, my nephew says he will put his name as director since I cannot sign. I want a lawyer to help me register it in my own name.",
    intent: "area:business",
  },
  {
    message:
      "My husband family said they will chop off my hand like the rebels did to his brother if I don't give them the disability money. They came yesterday with cutlass and said they coming back tonight",
    intent: "safety",
  },
  { message: "Please help me with my homework, explain how braille works for my class project", intent: "off-topic" },
  { message: "My father lost his arm at work in the diamond mine. the company gave him nothing. how much compensation can he get?", intent: "legal-question" },
  {
    message:
      "Mon pere est aveugle, les policiers l'ont arrete ce matin a la frontiere Gbalamuya, il est dans leur poste maintenant. He no sabi anything. please help",
    intent: "urgent",
  },
  { message: "Can I come after 5 pm? i finish work late", intent: "hours" },
  {
    message:
      "My sister is deaf and her husband is divorcing her, he wants to take the 3 children and says she can't raise them. She needs a lawyer for the divorce and custody.",
    intent: "area:family",
  },
  { message: "Please send me your email, I want to send my brother's medical report from Kissy Psychiatric Hospital before we meet", intent: "email" },
  {
    message:
      "i import second hand hearing aids from Ghana by boat. the vessel owner say the carton fall inside sea during offloading at the Quay, he no wan pay. una de take shipping case like dis?",
    intent: "area:shipping",
  },
  { message: "Thank you very much for the help, I am grateful", intent: "thanks" },
  { message: "Please can I book an appointment with a lawyer for Friday morning, it's about my son who was chained at a prayer camp", intent: "booking" },
  { message: "Pls pls di police don take all the blind beggars dem from Lumley roundabout, my grand pa inside di vehicle, dem de go now", intent: "urgent" },
  { message: "wetin una de do for people? a wan know if una na correct place", intent: "services" },
  {
    message:
      "we won arbitration against the contractor who was building our centre for deaf children but he refuse to pay the award. we need help to enforce it",
    intent: "area:arbitration",
  },
  { message: "abeg send me 10 leones credit my phone don go off", intent: "off-topic" },
  { message: "i de hide inside church now, my uncle dem wan carry me by force go di herbalist for chain me. dem de look for me outside", intent: "safety" },
  {
    message:
      "My son has mental illness. A man in our area accused him of rape and went to the police. Police said they will invite him next week. We need a criminal lawyer ready",
    intent: "area:criminal",
  },
  {
    message: "does anybody in your office use sign language? my cousin is deaf and he wants to come explain his case himself",
    intent: "knowledge:Languages spoken",
  },
  { message: "Can a person with mental illness sign a valid will? my uncle wrote one while he was sick and now family fighting", intent: "legal-question" },
  { message: "how can I reach you people, do you have facebook or whatsapp or what", intent: "contact" },
  {
    message: "I want to buy a plot in Hastings to build a house with ramps for my wheelchair, need lawyer to check the title and do the conveyance",
    intent: "area:land",
  },
  {
    message: "Good evening, I'd like to talk to a lawyer about my disability pension that NASSIT stopped paying. Can I get an appointment this week?",
    intent: "booking",
  },
  {
    message:
      "Dear Sir, Our association of the blind has received funds from a foreign donor who requires us to become a company limited by guarantee with a proper board and constitution. We need legal assistance with the registration and governance documents.",
    intent: "area:business",
  },
  {
    message: "mi and di NGO wey promise we amputee dem houses get palava over di agreement, dem say make we go mediation. una de do mediation?",
    intent: "area:arbitration",
  },
  { message: "Salaam aleikum, how de body", intent: "greeting" },
  {
    message:
      "my name is Alimamy I stay in the amputee camp in Grafton since after the war the government give us houses but now a man say the land is his and he want us to leave we need lawyer for the title",
    intent: "area:land",
  },
  { message: "wetin na di best food for pikin wey get epilepsy, dem say make we no give am sugar", intent: "off-topic" },
  {
    message:
      "they locked up my brother at Congo Cross police since yesterday evening, he has schizophrenia and has not had his medicine. they won't let us give him tablets",
    intent: "urgent",
  },
  {
    message:
      "they set fire to our small house last night because they say my daughter with fits is a witch, now they are saying they will come back tonight. we are afraid",
    intent: "safety",
  },
  { message: "my papa na war amputee, e die last year. the government disability allowance, e wife fit collect am now or e stop?", intent: "legal-question" },
  { message: "what are your office hours pls", intent: "hours" },
  {
    message:
      "I'm in London and my mother in Freetown has dementia now. My siblings want to sell her things. We want to set things up legally so someone can manage her affairs, a guardianship or power of attorney or whatever it's called. Is that something your family lawyers do?",
    intent: "area:family",
  },
  { message: "pls i need appointment for my auntie, she deaf, we go come together. which day?", intent: "booking" },
  { message: "hw much to go from kenema to freetown by poda poda now", intent: "off-topic" },
  {
    message:
      "Hello, I worked at a hotel in Aberdeen for 6 years as a cleaner. After my stroke my left hand is weak and they stopped my salary without any letter. I need help against my employer",
    intent: "area:contract",
  },
  { message: "una get lawyer wey na woman? a no wan talk to man about wetin happen to me", intent: "team" },
  { message: "what's the phone number for the office", intent: "phone" },
  { message: "police de drag the mad woman wey de sleep for our street put am for dem van now. she no do notin. abeg who fit help am", intent: "urgent" },
  {
    message:
      "my son with epilepsy was accused of setting fire to the neighbour kitchen during a seizure. the case is at magistrate court in Kenema and he is on bail. we need lawyer to defend him",
    intent: "area:criminal",
  },
  { message: "If a deaf person signs a contract without an interpreter, can he later say he didn't understand and cancel it?", intent: "legal-question" },
  { message: "Do you only do court cases or also other legal work like documents?", intent: "services" },
  { message: "Can you recommend a good herbalist for my brother mental sickness", intent: "off-topic" },
  {
    message:
      "I have a small provision shop on Bombay Street and I am blind. My nephew who manage the money for me took a loan from the bank in the business name without telling me. Now the bank want to take my shop. I want a business lawyer to look at the bank papers",
    intent: "area:business",
  },
  { message: "wusai we fit park? we get big vehicle for carry my sister wheelchair", intent: "knowledge:Parking" },
  { message: "Hi where is your office located, and are you open Saturday? I'm coming from Bo next week", intent: "address", also: ["hours"] },
  {
    message:
      "Our mission ordered a braille embosser from America. It arrived at the port but the crate was opened and parts stolen. The clearing agent says not his problem. Can your lawyers make a cargo claim?",
    intent: "area:shipping",
  },
  {
    message: "Dem arrest my brother wey get polio because e sidon for road begging near parliament. dem hold am for Central police now. e no fit walk",
    intent: "urgent",
  },
  { message: "my husband de beat me every day since i go blind, he say i useless. tonight he say he go kill me. I de hide for neighbour", intent: "safety" },
  { message: "can the school expel my son because he has fits in class? he has been there 3 years", intent: "legal-question" },
  {
    message:
      "Dear Sir, Our school entered into a supply agreement for hearing aids with a Ghanaian company. They delivered faulty devices. The agreement provides for arbitration in Freetown. We wish to commence proceedings and require representation.",
    intent: "area:arbitration",
  },
  {
    message: "Good morning, I'd like to make an appointment to see a lawyer about my late father's estate, my brother is blind and needs his share protected",
    intent: "booking",
  },
  { message: "wetin be una email", intent: "email" },
  { message: "how much for sign language class at the deaf school in Freetown", intent: "off-topic" },
  {
    message: "we family land in Kono, my uncle say my sister no get part because she mad. e don sell part to one Lebanese man. we wan lawyer fo stop di sale",
    intent: "area:land",
  },
  { message: "thanks so much, u people help me", intent: "thanks" },
  {
    message: "They have taken my son to police cell in Bo because he was shouting at night, he has mental problem, they beat him there too. 2 days now",
    intent: "urgent",
  },
  { message: "Should I bring my brother's medical papers from the psychiatric hospital to the meeting? what else to carry", intent: "knowledge:What to bring" },
  { message: "ok a de go now, bye", intent: "goodbye" },
  {
    message:
      "I signed a contract as a driver for a company. I lost my leg in an accident off duty and now they say the contract is void. I can still drive with my artificial leg. I need someone to fight this",
    intent: "area:contract",
  },
  { message: "My sister has severe mental illness, can her husband divorce her just because of that?", intent: "legal-question" },
  { message: "is your team big? how many lawyers work there", intent: "team" },
  { message: "what time di amputee football team de train for Aberdeen beach", intent: "off-topic" },
  {
    message:
      "My cousin who has a learning disability signed a confession at the police station saying he stole money. He can't read. He's now on bail waiting for trial. We need a criminal lawyer to challenge this.",
    intent: "area:criminal",
  },
  { message: "please police come now for take my papa, e blind, dem say e sell land wey no e own. dem de put am in the car now", intent: "urgent" },
  { message: "i get disability, i no get money, una de do free?", intent: "knowledge:Fees" },
  { message: "wetin be all di way dem weh a fit contact una? call, email, whatsapp?", intent: "contact" },
  {
    message: "my husband die and im family wan drive me and my deaf children comot from di house, dem say a no get right. a need lawyer",
    intent: "area:family",
  },
  {
    message: "My neighbours caught my epileptic son and tied him to a tree, they are beating him saying he has demon. please what do I do now",
    intent: "safety",
  },
  { message: "are you open during Ramadan, same time?", intent: "hours" },
  { message: "i want start small hair salon business with my friend who deaf. how we go register am", intent: "area:business" },
  { message: "can you help me write CV, i am blind and good at computer", intent: "off-topic" },
  {
    message:
      "A vessel carried our container of donated mobility scooters from Antwerp but discharged it in Conakry instead of Freetown. The charter party says Freetown. Who handles this?",
    intent: "area:shipping",
  },
  { message: "I want to book meeting with the criminal lawyer about my brother case", intent: "booking" },
  { message: "mi sista get mental sickness, di soja dem don carry am go Wilberforce barracks since yesterday. we no fit see am", intent: "urgent" },
  { message: "mi bro", intent: "unknown" },
  { message: "Am I entitled to the disability grant if I lost my leg in a bike accident and not in the war?", intent: "legal-question" },
  {
    message:
      "We are a blind people cooperative, we had a deal with a trader to sell our baskets, he cheated us. he agreed to settle out of court by arbitration. we need someone to represent us",
    intent: "area:arbitration",
  },
  { message: "pls send your number, i will whatsapp you pictures", intent: "phone" },
  { message: "can I park my tricycle outside your office? i use hand tricycle", intent: "knowledge:Parking" },
  { message: "Is there any school for deaf children in Kenema? I want to enrol my daughter", intent: "off-topic" },
  {
    message:
      "Hello, I need a title search on land my father left in Lunsar. I lost my sight and my brother wants to sell it saying I can't look after it. I want to know if the title is in my name first",
    intent: "area:land",
  },
  { message: "I want to know everything your firm does, from A to Z, before I tell my family to come", intent: "services" },
  { message: "help!! my uncle wey get mental illness, police don hold am for Waterloo station and dem de beat am. since morning", intent: "urgent" },
  {
    message: "a gang of boys threatened my deaf daughter on her way from school and followed her home. they are standing outside our gate now",
    intent: "safety",
  },
  {
    message:
      "I'm a blind man and somebody gave false statement to police that I assaulted him. I have summons to appear in court next Monday. I need a lawyer to defend me",
    intent: "area:criminal",
  },
  {
    message:
      "My employer reduced my salary by half after I came back from the hospital with a mental health diagnosis. is that allowed under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "Ibrahim Jalloh still de work there? na him defend my cousin before", intent: "attorney:Ibrahim Jalloh" },
  { message: "Can you give me the email so I can send the letter from the school refusing my child", intent: "email" },
  { message: "my hearing aid no de charge, how to fix it", intent: "off-topic" },
  { message: "una open on public holiday like independence day?", intent: "hours" },
  { message: "I want to make a will so my deaf daughter gets the house after I die and her brothers can't push her out. need help", intent: "area:family" },
  { message: "Can I schedule a video call with a lawyer from Manchester? I need to discuss my mum's situation back home", intent: "booking" },
  {
    message:
      "We signed an agreement with a carpenter to make 20 special desks for our disabled pupils, he delivered rubbish. we want a lawyer to review the agreement and enforce it",
    intent: "area:contract",
  },
  {
    message:
      "They detained my cousin with mental illness at Lungi airport immigration, they say his papers not right, they holding him in small room since morning",
    intent: "urgent",
  },
  { message: "Hi", intent: "greeting" },
  { message: "bye for now, I will call Monday", intent: "goodbye" },
  { message: "can my mum and I see a lawyer together on Wednesday? she is in a wheelchair so we need morning time", intent: "booking" },
  { message: "Abeg, my papa wey get mental sickness wan kill my mama with machete, e de inside house now, we run comot", intent: "safety" },
  { message: "What is the Krio word for wheelchair", intent: "off-topic" },
  {
    message:
      "i am a clearing agent, my client container of crutches and wheelchairs got seized by customs at the port because of wrong HS code. need shipping lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "Good day, I am deaf and I want to become shareholder in my uncle company but he says deaf people can't be directors. I want lawyer to help me with the shares",
    intent: "area:business",
  },
  { message: "wetin a go carry come when a de come for the meeting? ID card, papers?", intent: "knowledge:What to bring" },
  { message: "Parlez-vous francais? mon pere parle seulement francais et krio", intent: "knowledge:Languages spoken" },
  {
    message: "Police don hold my son wey no get leg for Kingtom station because dem say e block road with e tricycle. since 6 o clock today",
    intent: "urgent",
  },
  { message: "who are all the lawyers at Kamara chambers, and which one is the boss?", intent: "team" },
  { message: "what areas of law do you cover", intent: "services" },
  { message: "how do I find the office, is it near the Cotton Tree?", intent: "address" },
  {
    message:
      "Two NGOs working for war amputees fell out over money from a joint project. Both sides agreed to mediation instead of court. We need a lawyer experienced in arbitration and mediation",
    intent: "area:arbitration",
  },
  { message: "my brother is in psychiatric hospital, can the family sell his share of the house without him?", intent: "legal-question" },
  { message: "How can my family in Kono reach your office? They don't have internet, only small phone", intent: "contact" },
  {
    message: "my nephew who is deaf was convicted last month of theft without interpreter in court. we want to appeal. can una help?",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, I would be grateful if you could arrange a meeting with one of your lawyers on Tuesday at 11 am concerning a pupil's case. Regards, Mrs D. Cole",
    intent: "booking",
  },
  { message: "council police dem de chase di beggars now for PZ, dem catch my mama wey blind, dem de take am go. pls", intent: "urgent" },
  { message: "merci beaucoup pour votre aide", intent: "thanks" },
  {
    message:
      "My late husband's brothers come every night knocking and threatening to kill me and my crippled son if we don't leave the house. I am afraid for our lives",
    intent: "safety",
  },
  { message: "How long will the case take if I sue the company that sacked me for being blind? will I win?", intent: "legal-question" },
  { message: "Whats the weather in Kenema tomorrow", intent: "off-topic" },
  { message: "una de work Sunday?", intent: "hours" },
  {
    message:
      "I am a polio survivor and I paid for a plot in Newton, the seller gave me a fake deed. I want a lawyer to check at the ministry and get my money or the land",
    intent: "area:land",
  },
  { message: "My ex husband won't let me see our daughter because I have depression. I need a lawyer for custody", intent: "area:family" },
  {
    message: "mi company no wan pay me end of service benefit after I lose me eye for work accident. a wan lawyer for dis employment matter",
    intent: "area:contract",
  },
  {
    message: "We want to open a microfinance for disabled traders in Makeni. Need help with the company registration and the bank licence requirements",
    intent: "area:business",
  },
  {
    message:
      "Bonjour, un bateau a transporte les lunettes et cannes blanches pour l'association de mon pere de Conakry a Freetown, the boat owner de hold the goods for the Quay say we owe freight. we don pay. una fit help?",
    intent: "area:shipping",
  },
  {
    message:
      "We have a dispute with the company that built our prosthetics workshop. Both parties want to settle through arbitration rather than a long court case. Does your firm act in arbitrations?",
    intent: "area:arbitration",
  },
  { message: "?", intent: "unknown" },
  {
    message:
      "My brother is deaf and blind both. Police picked him at Bo lorry park this morning saying he is a spy. He is at the station now and cannot communicate with anybody",
    intent: "urgent",
  },
  {
    message:
      "My brother has schizophrenia and his wife left with their two children. He wants to see them, he's stable on medication now. Could your family team help him get access to the kids?",
    intent: "area:family",
  },
  { message: "pls which pharmacy get carbamazepine for cheap in Kenema", intent: "off-topic" },
  {
    message: "my mother took me to a healer who chained me for 3 months when i was 16 because of my fits. can i sue her and the healer now that im 19?",
    intent: "legal-question",
  },
  { message: "wat tym una open in d morning", intent: "hours" },
  {
    message: "I want to see a lawyer pls, about my daughter who was refused at the secondary school because she is in wheelchair. can u fix a time",
    intent: "booking",
  },
  { message: "dem de beat one deaf boy for dis junction now, dem say e tif phone but e no fit talk. people de gather. we fear", intent: "safety" },
  {
    message:
      "I lease my shop for Kissy Road to one man for 5 years. since I lose my eyes he no de pay rent and he say I no fit do notin. need land lawyer for the lease",
    intent: "area:land",
  },
  {
    message:
      "My husband has mental illness and years ago the High Court found him unfit to plead. Now they want to restart the murder trial. He is at home under treatment. We need a criminal defence lawyer",
    intent: "area:criminal",
  },
  { message: "I need to talk to a lawyer face to face, can I come Monday at 10?", intent: "booking" },
  { message: "abeg help me write letter to NGO to beg for wheelchair", intent: "off-topic" },
  { message: "Do you have an email address? I use a screen reader and email is easier for me than this chat", intent: "email" },
  {
    message:
      "We are deaf persons association and we want to open a bank account in the association name, the bank say we need registration documents and board resolution. Can una help us with the papers?",
    intent: "area:business",
  },
  {
    message:
      "Soldiers took my uncle who has mental illness from the junction in Lungi because he was shouting at them. They took him to the military post. Since Sunday nobody has seen him",
    intent: "urgent",
  },
  { message: "can my brothers take the house because I am in a wheelchair and they say I can't maintain it?", intent: "legal-question" },
  { message: "Consultation fee how much? and do you accept orange money", intent: "knowledge:Fees" },
  { message: "Tell me about your team, who works there?", intent: "team" },
  {
    message:
      "We chartered a small vessel to carry relief goods including wheelchairs to Bonthe. The owner cancelled last minute and kept our advance. The charter party was signed. We want our money back",
    intent: "area:shipping",
  },
  { message: "abeg give me una phone number, a no sabi read well, na for call", intent: "phone" },
  {
    message:
      "My son with autism ran from the house and police picked him up at Lumley, they have him inside now and say they will charge him. he doesn't understand what is happening",
    intent: "urgent",
  },
  {
    message:
      "We had an arbitration clause with our partner who supplies white canes from India. They refused to deliver after payment. We want to start arbitration. Please advise if you represent clients in that",
    intent: "area:arbitration",
  },
  { message: "how many deaf people are in Sierra Leone, i need it for my school assignment", intent: "off-topic" },
  {
    message:
      "I'm a nurse. I developed epilepsy and the private clinic put me on unpaid leave with no end date. My contract says nothing about this. I want a lawyer to look at my contract and talk to them.",
    intent: "area:contract",
  },
  { message: "Good evening sir/madam", intent: "greeting" },
  { message: "Is it against the law for a hospital to tie mentally ill patients to the bed?", intent: "legal-question" },
  { message: "my husband lock me inside room since 3 days because i get fits, he no gi me food. i de use phone secret", intent: "safety" },
  {
    message: "Ya, mi an mi business partner we de make crutches get palava. we no wan go court. una de settle tin like dat outside court?",
    intent: "area:arbitration",
  },
  {
    message:
      "my papa don old and e no de remember notin now, e get dementia. my brother dem wan share im property now before e die. we need lawyer for protect am",
    intent: "area:family",
  },
  { message: "Are you open on Friday afternoon or do you close early for prayers?", intent: "hours" },
  { message: "which part of Freetown una de, east or west?", intent: "address" },
  {
    message:
      "my son who has a mental illness is accused of burning down the mosque. he is on bail and the case is at Makeni High Court. we want a defence lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, Kindly book me a consultation with a lawyer on the matter of my late husband's pension and the children's benefits. I am available any weekday afternoon.",
    intent: "booking",
  },
  { message: "Which church in Freetown does deliverance for mad people", intent: "off-topic" },
  { message: "Dem de put all di cripple dem weh de beg na Kissy road inside police truck now. dem push my broda down. e dey inside", intent: "urgent" },
  { message: "Is your staff able to explain things in Temne? My grandmother is the one with the land problem", intent: "knowledge:Languages spoken" },
  {
    message:
      "We bought land for a vocational centre for the blind in Port Loko and now the chief says the land belongs to the community. We need our documents checked and help to keep it",
    intent: "area:land",
  },
  { message: "If my epileptic son gets hurt at school because the teacher did nothing during a seizure, can we claim? how much?", intent: "legal-question" },
  { message: "our neighbour push the fence inside our land because my papa blind and no fit see. we want survey and lawyer", intent: "area:land" },
  { message: "I'm in Guinea, how can I contact you? phone, email, anything", intent: "contact" },
  { message: "Good afternoon, I would like to know the range of legal services offered by your chambers.", intent: "services" },
  { message: "what time the eye clinic at Connaught open", intent: "off-topic" },
  {
    message: "pls police don tek my mama weh get mental sickness from market for Bo, dem say e fight. e dey station now, dem no wan make we see am",
    intent: "urgent",
  },
  {
    message: "Hearing aids we ordered from China arrived wet and spoiled. The bill of lading was clean. We want to claim from the carrier",
    intent: "area:shipping",
  },
  { message: "what can you tell me about Christiana Thomas, does she deal with employment matters?", intent: "attorney:Christiana Thomas" },
  {
    message: "one man de follow my deaf sister every night and try enter her room, last night e break di window. we de fear e go come back tonight",
    intent: "safety",
  },
  {
    message: "I want to register an NGO for mothers of children with autism in Freetown. do you help with that kind of registration and the constitution?",
    intent: "area:business",
  },
  { message: "my landlord say he will evict me because my son with mental illness shouts at night. can he do that?", intent: "legal-question" },
  { message: "ok thanks a lot, that helps", intent: "thanks" },
  {
    message:
      "I am a blind trader. I agreed with two friends to form a company for importing solar lamps. Now they registered it without my name but they used my money. I need a lawyer",
    intent: "area:business",
  },
  { message: "wetin", intent: "unknown" },
  {
    message:
      "i apply for job for bank as customer service, pass all di test, dem even give me offer letter. but when dem see say a de use crutches dem say no. a wan lawyer",
    intent: "area:contract",
  },
  { message: "pls tell me how to make pepper soup for my sick mama", intent: "off-topic" },
  { message: "abeg a fit talk to lawyer dis week? na about my deaf pikin school palava", intent: "booking" },
  {
    message:
      "My brother in Makeni was arrested last night after neighbours complained he was talking to himself. Police are holding him at Makeni central. He is mentally ill. Please can someone go there",
    intent: "urgent",
  },
  { message: "until what time can i come today, and do i need to bring anything?", intent: "hours", also: ["knowledge:What to bring"] },
  {
    message:
      "We are in a mediation with the city council about the market stalls given to disabled traders. The council wants to continue the mediation. We need a lawyer for the mediation sessions",
    intent: "area:arbitration",
  },
  { message: "How much does it cost to make a will? for my deaf son future", intent: "knowledge:Fees" },
  { message: "can i have your email address to send documents", intent: "email" },
  {
    message: "I want to divorce my husband. He calls me useless since I lost my leg and he brought another wife. I want my share and the children",
    intent: "area:family",
  },
  { message: "My daughter is blind. If I die without a will, will she get equal share with her brothers?", intent: "legal-question" },
  { message: "is epilepsy contagious? my neighbour children no wan play with my son", intent: "off-topic" },
  {
    message: "Mi broda weh get fits, di police dem hold am since Friday for Lumley station, dem tink say na drugs. e don fall down two times inside cell",
    intent: "urgent",
  },
  {
    message: "I want to transfer my land to my son who had polio now, so nobody will take it from him after me. need the conveyance done",
    intent: "area:land",
  },
  { message: "a mob is outside a house in our street saying the mentally ill woman inside is a witch, they have petrol. she is alone", intent: "safety" },
  { message: "how many partners and associates does the firm have", intent: "team" },
  { message: "any car park close to you? I drive my dad who can't walk far", intent: "knowledge:Parking" },
  {
    message: "I was charged with fraud but I am blind and my signature was forged by my accountant. I am on bail. I need a lawyer for the trial",
    intent: "area:criminal",
  },
  { message: "Dem just carry my blind papa go police post na Kabala, say e owe money. e dey dia now", intent: "urgent" },
  { message: "how can i get a free prosthetic leg in Freetown", intent: "off-topic" },
  { message: "I'd like to book a consultation for my brother who is deaf, he will bring a sign language interpreter", intent: "booking" },
  { message: "Do you have a number I can text on WhatsApp? I'm deaf, I can't call", intent: "phone" },
  {
    message: "the NGO i work for as sign language interpreter no pay me for 4 months, dem say contract finish but I get paper wey say 2 years",
    intent: "area:contract",
  },
  {
    message: "Please, our wheelchairs were loaded on the wrong ship and went to Monrovia. The shipping line is not answering. who can help us in Freetown",
    intent: "area:shipping",
  },
  { message: "If my employer never gave me a written contract, can I still claim for being sacked after my accident?", intent: "legal-question" },
  { message: "Which building is the office in? I'm blind and my guide needs to find it", intent: "address" },
  { message: "Bonjour", intent: "greeting" },
  { message: "Hello, what does Kamara & Associates do?", intent: "services" },
  { message: "who sells braille watches in Freetown", intent: "off-topic" },
  {
    message:
      "Good day. I hold shares in a family company. My siblings want to remove me as director because I have bipolar disorder. What can your business lawyers do?",
    intent: "area:business",
  },
  { message: "Please come quick, police are at our gate now with a paper to take my brother to the mental hospital. He has done nothing", intent: "urgent" },
  { message: "Hello, book me in to see someone about my brother's land, he's deaf and I am his carer", intent: "booking" },
  { message: "my carer take my disability money and when i complain she slap me and say she go throw me out. she de shout at me now", intent: "safety" },
  { message: "I want to adopt a deaf boy from the children home in Bo, how does the process go, can your firm do it", intent: "area:family" },
  { message: "Does the Persons with Disability Act make it illegal for a company to refuse me a job because I'm in a wheelchair?", intent: "legal-question" },
  { message: "Which documents should I carry for a consultation about my dad's disability pension? he was a soldier", intent: "knowledge:What to bring" },
  { message: "how to say thank you in sign language", intent: "off-topic" },
  {
    message:
      "My brother is a seaman who lost his leg in an accident on board a cargo vessel at Queen Elizabeth II Quay. The ship owners won't talk to us. Does your shipping lawyer take such claims?",
    intent: "area:shipping",
  },
  { message: "is the office open at lunch time, like 1pm?", intent: "hours" },
  {
    message: "Dear Sir, I have been asked to sign a grant contract with a donor for a disability project. I want a lawyer to review it before I sign.",
    intent: "area:contract",
  },
  { message: "Can the lawyer explain in Krio? my mother doesn't understand English well", intent: "knowledge:Languages spoken" },
  { message: "Is there a lawyer on your team who is disabled himself?", intent: "team" },
  { message: "Alright, goodbye and have a nice day", intent: "goodbye" },
  {
    message:
      "Dear Sir, An arbitral award was made in our favour in Accra against a supplier of hospital beds for a psychiatric unit. We need it recognised and enforced in Sierra Leone.",
    intent: "area:arbitration",
  },
  { message: "OSS police de hold my cousin wey blind since last night for Tower Hill station, dem say e no get ID. pls wetin una fit do", intent: "urgent" },
  { message: "what's the best way to get in touch with you from Ghana", intent: "contact" },
  {
    message: "My son is deaf and the teachers at his boarding school beat him badly, he ran away and is hiding at my sister's house. they are looking for him.",
    intent: "safety",
  },
  { message: "tenks bro", intent: "thanks" },
  {
    message:
      "My friend who lost his hands in the war was charged with assault after a fight at the amputee camp. He says he was defending himself. Case is next week at Kenema magistrate court",
    intent: "area:criminal",
  },
  { message: "Hello good morning, hope una well", intent: "greeting" },
  { message: "what is the best hearing aid brand for old people", intent: "off-topic" },
  {
    message: "Police dem don hold my husband wey lose im arm for war, na Kailahun station since Tuesday, dem say e join demonstration for amputee money",
    intent: "urgent",
  },
  {
    message: "me and me pikin papa no marry, e no wan accept say na e pikin since di pikin born deaf. a wan make e support di pikin. una fit help?",
    intent: "area:family",
  },
  {
    message: "The school says my deaf son must bring his own interpreter or he can't sit the WASSCE exam. is that right under the law?",
    intent: "legal-question",
  },
  {
    message:
      "my brother with mental illness is being beaten right now by the healer's boys at the prayer camp in Port Loko, my cousin just called me. I'm in London what can I do",
    intent: "safety",
  },
  { message: "r una open 2day? its Friday", intent: "hours" },
  {
    message:
      "Good day, I'm a teacher and I became partially blind. The school board says my employment contract is terminated for medical reasons without any benefits. I want your contract lawyer to look at it",
    intent: "area:contract",
  },
  {
    message:
      "We want to put the family house in Bo into a proper title deed so my brother with epilepsy can always live there. It has no documents at all. need help with the survey and title",
    intent: "area:land",
  },
  { message: "Could I get an appointment with a lawyer next Tuesday? It's about my disabled uncle's benefits", intent: "booking" },
  { message: "tell me about cerebral palsy, is there cure", intent: "off-topic" },
  {
    message: "security men from city council don lock my blind uncle inside dem office since this morning after dem clear di beggars, dem no wan release am",
    intent: "urgent",
  },
  { message: "Do you have young lawyers or only old ones? just asking who is there", intent: "team" },
  { message: "If my father signed his will with a thumbprint because he is blind, will the court accept it?", intent: "legal-question" },
  { message: "Vous faites quel genre de travail? family, business?", intent: "services" },
  {
    message:
      "My brother who has epilepsy is being blamed for a motor accident that killed someone. Police already released him on bail. Trial will be at the High Court. Need a criminal lawyer",
    intent: "area:criminal",
  },
  { message: "Which bus company carries wheelchairs to Conakry", intent: "off-topic" },
  { message: "Please what's your email, I'd rather write the full story", intent: "email" },
  {
    message:
      "I'm in a wheelchair and own a small transport company with 3 kekes. My partner wants to sell his shares to an outsider. I need a lawyer for a shareholder agreement",
    intent: "area:business",
  },
  {
    message: "The police came at night and took my brother from the mental ward at Kissy to a cell, they say he attacked a nurse. He is at Kissy police now",
    intent: "urgent",
  },
  {
    message: "my girl deaf, one teacher de abuse am, she just tell me now with sign. e say if she tell anybody e go kill am. she de fear go school tomorrow",
    intent: "safety",
  },
  {
    message:
      "Good morning, I shipped my late brother's belongings and his electric wheelchair from the UK to Freetown. The agent at Queen Elizabeth II Quay says extra charges and won't release them. Need a shipping lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "Our association and a construction company agreed to mediation over the unfinished disability centre but they keep postponing. Can you represent us at the mediation?",
    intent: "area:arbitration",
  },
  { message: "number pls", intent: "phone" },
  { message: "parking dey for una place?", intent: "knowledge:Parking" },
  { message: "Can my husband take my disability benefit card and collect the money himself? is that allowed?", intent: "legal-question" },
  { message: "Can I come at 8 am before work? or una de open 9?", intent: "hours" },
  { message: "Thanks so much, I will tell my brother", intent: "thanks" },
  {
    message: "My daughter has Down syndrome and she is turning 18. I want to be her legal guardian so I can sign things for her. Can you help with this?",
    intent: "area:family",
  },
  {
    message: "help they just came with handcuffs and took my dad, he is deaf and has a prosthetic leg, they are taking him to Bo Police now",
    intent: "urgent",
  },
  { message: "my cousin wan learn braille, which school in Bo teach big people", intent: "off-topic" },
  {
    message:
      "I want to rent out my land in Makeni to a company for 10 years I am an amputee and I cannot read the lease they gave me please lawyer to check and prepare the lease",
    intent: "area:land",
  },
  { message: "Mi wan si Lawyer fo tok bot mi pikin palava, Monday morning good?", intent: "booking" },
  { message: "dem de stone my uncle weh crase for Bo main street now, blood de comot, police no de. abeg", intent: "safety" },
  {
    message:
      "My blind neighbour was accused of receiving stolen goods because a boy left a bag in his shop. He has court on Wednesday. Can one of your criminal lawyers defend him?",
    intent: "area:criminal",
  },
  {
    message:
      "My brother has bipolar and is a director in our family company. When he is unwell he signs cheques and contracts. How can we change the governance so the company is protected? need a business lawyer",
    intent: "area:business",
  },
  { message: "if my father sold our land when he was already mentally ill, can we cancel the sale?", intent: "legal-question" },
  { message: "ok so", intent: "unknown" },
  {
    message:
      "I made an agreement with a man to build me a special toilet and ramp for my wheelchair. He took the money and did half. we have written agreement. want to enforce it",
    intent: "area:contract",
  },
  { message: "How do I reach Kamara & Associates? I'm in the US and need to talk to someone about my mother", intent: "contact" },
  { message: "how much for cataract surgery at the eye hospital", intent: "off-topic" },
  {
    message: "My son who has bipolar was picked up by police at Aberdeen beach this evening, they beat him and took him to Aberdeen station, he is there now",
    intent: "urgent",
  },
  {
    message:
      "Good day, I lost a leg in the war and I want to start an import business for prosthetic parts. I need the company registered and advice on investment rules for my partner from Germany",
    intent: "area:business",
  },
  { message: "wetin papers I go need bring? my papa lan papers dem old", intent: "knowledge:What to bring" },
  { message: "how una de", intent: "greeting" },
  {
    message:
      "The shipping line lost one of our two containers of mobility aids somewhere between Tema and Freetown. They say they can't find it. We need a claim made",
    intent: "area:shipping",
  },
  { message: "my employer says because I am deaf I can't get the same salary as the others. is that legal?", intent: "legal-question" },
  {
    message:
      "My mentally ill sister ran into our compound and a group of men with sticks are outside saying she stole. they want break the door. we are inside",
    intent: "safety",
  },
  { message: "Please book me for a consultation on Thursday. My deaf brother's employer refuses to pay his gratuity", intent: "booking" },
  { message: "ow much for a walking stick at the market", intent: "off-topic" },
  { message: "Is Fatmata Kamara the senior partner? I heard she is good with family cases", intent: "attorney:Fatmata Kamara" },
  {
    message: "The sign language interpreters association has a fee dispute with a TV station. The contract says arbitration. We need someone to represent us",
    intent: "area:arbitration",
  },
  { message: "Dem arrest my papa na im shop for Kenema, e blind, dem say e sell fake medicine. e dey station now", intent: "urgent" },
  { message: "Apart from courts, do you help with documents like wills and company papers?", intent: "services" },
  { message: "wat days una de open", intent: "hours" },
  { message: "Una de talk Limba? my grandpa no sabi English", intent: "knowledge:Languages spoken" },
  { message: "pls my grandma get stroke, which hospital good for physiotherapy", intent: "off-topic" },
  {
    message:
      "I'm in Atlanta. My elderly father in Freetown is blind and my stepmother is controlling his money and property. We want to make sure his will is protected and his estate handled right",
    intent: "area:family",
  },
  { message: "Can the government take away my war amputee pension because I got a job?", intent: "legal-question" },
  { message: "wh0 r d lawyers dia, una get plenty?", intent: "team" },
  {
    message: "My aunt who cares for my mentally ill brother chains him and beats him, I saw it today, he is bleeding. what should I do right now",
    intent: "safety",
  },
  {
    message:
      "Bonjour, we are sending a container of wheelchairs from Conakry to Freetown by sea, we need a lawyer to check the bill of lading and the port and customs papers before we ship",
    intent: "area:shipping",
  },
  {
    message: "pls di police don tek all di people wey get mental sickness wey dem de sleep na street near Connaught, dem de put dem na vehicle now",
    intent: "urgent",
  },
  {
    message:
      "I bought a house in Kissy in 2015 but just found out the conveyance was never registered. The seller died and his children now claim it. I am a polio survivor and can't keep going to the ministry",
    intent: "area:land",
  },
  {
    message: "Can your lawyer draft an employment contract for the house help who will take care of my blind mother? I want everything clear",
    intent: "area:contract",
  },
  { message: "I'd like to meet the lawyer in person, I'm in a wheelchair, please let me know a day", intent: "booking" },
  { message: "do una charge per hour or one time payment? we na poor people", intent: "knowledge:Fees" },
  { message: "bye, God bless", intent: "goodbye" },
  { message: "who is the minister of social welfare now", intent: "off-topic" },
  {
    message: "My cousin who is deaf is being prosecuted for insulting a police officer, he was only signing. Case at Bo magistrate next month. need defence",
    intent: "area:criminal",
  },
  {
    message: "a company owe our disabled tailors group money for uniforms we sew. dem agree make we use arbitrator. pls una fit stand for us?",
    intent: "area:arbitration",
  },
  {
    message: "My husband lost both legs to polio, police stop him on his tricycle and take him inside Kissy station since afternoon, dem say e no get licence",
    intent: "urgent",
  },
  {
    message: "please help, they are taking my mentally ill son from the house right now, police and some men from the ministry, he is screaming",
    intent: "urgent",
  },
  { message: "Mi broda blind, di police don hold am for Makeni lock up since two days, dem say e beat e wife. e no get lawyer", intent: "urgent" },
  { message: "Does my employer have to give me time off for hospital visits for my epilepsy?", intent: "legal-question" },
  { message: "Pls send the whatsapp and the office phone both", intent: "phone" },
  { message: "wetin time the Bo deaf church service de start", intent: "off-topic" },
  {
    message:
      "Our fishing boat, which my father who is an amputee owns, was arrested at the port over unpaid crew wages. We need a lawyer to get the vessel released",
    intent: "area:shipping",
  },
  {
    message:
      "My business partner and I run a pharmacy, we fell out after I became ill with depression. We both want to settle with an arbitrator, not court. Can una arrange that?",
    intent: "area:arbitration",
  },
  { message: "Pls una de help register business name? a de sell phone credit from my wheelchair near Lumley", intent: "area:business" },
  {
    message:
      "I'm deaf and my employer made me sign a new contract with half salary, they didn't explain it to me. I want a lawyer to look at it and challenge it",
    intent: "area:contract",
  },
  {
    message: "My wife has mental illness and I want to divorce her but I still want to take care of her. how do I go about it, need a family lawyer",
    intent: "area:family",
  },
  {
    message:
      "My blind grandmother has a lease on a plot at Lumley and the lease is ending. The owner wants to raise it to crazy money. We need a lawyer for the lease renewal",
    intent: "area:land",
  },
  {
    message:
      "The prosecutor wants to charge my brother with manslaughter after a man died at the healer's camp where both of them were kept. My brother is mentally ill and at home with us now. We need a lawyer for his defence",
    intent: "area:criminal",
  },
  { message: "My son is 25 and has mental illness. if he commits a crime, will I be responsible?", intent: "legal-question" },
  { message: "my brother's wife is poisoning his food, he is blind and he is afraid, he says she told him he will die this month", intent: "safety" },
  {
    message: "they are dragging my grandmother out of the house, my uncles say she is a witch because she is deaf and old. they are hitting her. Please",
    intent: "safety",
  },
  { message: "can a lawyer visit us at home? my father is bedridden after stroke and we need to talk to one", intent: "booking" },
  { message: "Set me up with a lawyer for Friday pls, na bout job wey dem refuse me", intent: "booking" },
  { message: "Are you open during the Christmas holidays?", intent: "hours" },
  { message: "Can you list the lawyers and what each one does?", intent: "team" },
  { message: "wetin una de do exactly, a hear say una na lawyers", intent: "services" },
  { message: "Do you handle all kinds of cases or only some? I want to know before I explain", intent: "services" },
  { message: "Evening", intent: "greeting" },
  { message: "tenki tenki, una try", intent: "thanks" },
  { message: "Send me all your contact details please, phone and email", intent: "contact" },
  { message: "Wey una office de? I de come from Lungi by ferry", intent: "address" },
  { message: "Where can the taxi wait or park when we come? my dad is blind", intent: "knowledge:Parking" },
  { message: "Dear Sir, What documents are required for the first meeting regarding my deaf son's inheritance?", intent: "knowledge:What to bring" },
  { message: "Ok I'll come tomorrow. Bye", intent: "goodbye" },
  { message: "is der any job for blind people in freetown", intent: "off-topic" },
];
