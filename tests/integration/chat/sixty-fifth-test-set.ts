import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: law students, paralegals, interns, young professionals and job seekers; writers: Aminata (FBC law student, Freetown, SMS shorthand), Momoh (job seeker in Bo, heavy Krio), Isha (NGO paralegal in Kenema, formal letters), Alusine (young bank accountant, terse), Fanta (intern from Makeni, voice typing), Emmanuel (LLM student in London), Mariama (Law School student, long stories), Sorie (graduate between Port Loko and Conakry, French words).
export const SIXTY_FIFTH_TEST_SET: LabelledMessage[] = [
  { message: "Good morning, I am a second year law student at FBC. hope una de well", intent: "greeting" },
  {
    message:
      "pls help my roommate at the hostel, police just carry am from the room now now, dem say na laptop tif but e no do am. dem de take am go Congo Cross station",
    intent: "urgent",
  },
  { message: "Do you know any good textbook for Law of Torts for first year? my lecturer didnt give reading list", intent: "off-topic" },
  {
    message:
      "My late uncle left a plot at Waterloo and my cousins are now selling pieces of it to strangers. I am the only one in Freetown so the family asked me to find a lawyer to stop it. Does your firm handle family land issues like this?",
    intent: "area:land",
  },
  { message: "wat time una de open 2moro? i wan pass before my lecture", intent: "hours" },
  {
    message: "I did 6 months internship at a company and they promised allowance but paid nothing. Do they have to pay me by law even if nothing was written?",
    intent: "legal-question",
  },
  {
    message: "Abeg help, my landlord son dem don come wit cutlass say if I no comot di room tonight dem go wound me. I lock misef inside now",
    intent: "safety",
  },
  {
    message:
      "Good afternoon. I was dismissed from my job at a telecom company without any letter or notice after 2 years of service. I want to challenge it. Can your firm take up an employment case?",
    intent: "area:contract",
  },
  { message: "I would like to book a consultation with one of your lawyers next week, preferably Tuesday afternoon.", intent: "booking" },
  { message: "pls hw do i write a cover letter for a graduate trainee post at a bank", intent: "off-topic" },
  {
    message: "My brother was charged with a burglary he says he didn't do, the trial start next month at the magistrate court. we need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "wetin be una phone number", intent: "phone" },
  { message: "How much does a first consultation cost? im a student so i want to know before i come", intent: "knowledge:Fees" },
  {
    message:
      "I work at a clearing agency at Queay, one of our clients container got damaged on the vessel and the shipping line refusing to pay. my boss asked me find a firm that do cargo claims",
    intent: "area:shipping",
  },
  {
    message:
      "Sir my cousin who is doing his pupillage got picked up by soldiers at a checkpoint at Hastings last night and they still have him at the barracks. Nobody is telling us anything",
    intent: "urgent",
  },
  { message: "how many lawyers work in your chambers?", intent: "team" },
  {
    message: "Me and 2 friends from uni want to register a small tech company. Can you help us with the registration and drafting the shareholders thing?",
    intent: "area:business",
  },
  { message: "wetin be di score for Arsenal game yesterday", intent: "off-topic" },
  { message: "Wat is the email adress pls", intent: "email" },
  { message: "If my dad died without a will, do me and my sisters get the same share as my brothers under Sierra Leone law?", intent: "legal-question" },
  { message: "Hello, I'm researching law firms in Freetown for a class presentation. What kind of cases does your firm take on?", intent: "services" },
  {
    message: "My sister husband left her with 2 children and no support for 8 months. She ask me to find lawyer for maintenance. pls can una help am",
    intent: "area:family",
  },
  { message: "my boyfriend is outside my hostel shouting he will kill me if i dont come out. im hiding in my friend room. pls wat do i do", intent: "safety" },
  { message: "Are you open on Saturday mornings? I work weekdays", intent: "hours" },
  {
    message:
      "Our small firm has a dispute with a supplier and the contract says it must go to arbitration. My manager wants to know if you handle arbitration and can represent us.",
    intent: "area:arbitration",
  },
  { message: "dem don lock my broda for Kissy police since yestaday, dem no gri giv am bail. abeg wetin we go do", intent: "urgent" },
  { message: "Can you give me 5 points on the separation of powers for my constitutional law essay? due tomorrow", intent: "off-topic" },
  { message: "Where exactly is your office? I'm coming from Lumley. And do una close by 5?", intent: "address", also: ["hours"] },
  { message: "Pls can i see a lawyer thursday? need to talk about my land matter", intent: "booking" },
  { message: "My employer is holding my certificate and says I cannot leave until I finish a 3 years bond. Is that even legal?", intent: "legal-question" },
  { message: "How can I reach your office? phone, email, anything", intent: "contact" },
  {
    message:
      "Hi, my friend got released on police bail but they keep calling him to report every week and now they talk of charging him for fraud. He needs a lawyer to represent him",
    intent: "area:criminal",
  },
  { message: "Do your lawyers speak Temne? My grandmother wants to come but her English is not good", intent: "knowledge:Languages spoken" },
  {
    message: "I bought a land in Newton with my first salary and now another man came with a different conveyance saying it is his. I need help sorting this",
    intent: "area:land",
  },
  { message: "Sorry, do you know where I can print and bind my dissertation cheap around town?", intent: "off-topic" },
  { message: "Police are at our house right now with no warrant, they say they are taking my father. Please what can we do", intent: "urgent" },
  {
    message:
      "Good day. I am an intern at a freight company. We have a vessel detained at the port over a customs issue, and my supervisor is asking whether your firm handles matters at QEII Quay.",
    intent: "area:shipping",
  },
  { message: "thank u so much, dat help me plenty", intent: "thanks" },
  {
    message: "Some boys from the other hall came with sticks saying they will beat me because of the student union election. I am hiding in the library toilet",
    intent: "safety",
  },
  {
    message: "I signed a contract to supply stationery to a school and they've refused to pay after delivery. I need a lawyer to help me get my money",
    intent: "area:contract",
  },
  { message: "Do you have vacancies for paralegal? I just finished my diploma at IPAM", intent: "off-topic" },
  {
    message: "If I sign the employment contract today and then get a better offer, can the company sue me for leaving before I start?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I would like to schedule an appointment with a lawyer regarding a property matter at your earliest convenience. Kindly advise on available dates. Yours faithfully, Isha K.",
    intent: "booking",
  },
  { message: "My fiancé and I want to adopt my late sister's daughter properly, with papers. Does your firm do adoption?", intent: "area:family" },
  { message: "una close by 5 or 6?", intent: "hours" },
  {
    message:
      "I'm a young accountant and a client of mine wants to bring investment into Sierra Leone. Does your firm advise foreign investors on setting up here?",
    intent: "area:business",
  },
  {
    message: "Dem don hold my friend dem for Central Police since Friday after the protest for campus. Dem no charge dem, dem no release dem. Abeg help",
    intent: "urgent",
  },
  { message: "wetin be di price of 1GB data for Orange now", intent: "off-topic" },
  {
    message: "we got an arbitration award in our favour against a contractor but they won't pay. can your firm enforce the award?",
    intent: "area:arbitration",
  },
  { message: "i get problem", intent: "unknown" },
  { message: "My landlord wants to increase rent by 50% in the middle of my lease. Can he do that?", intent: "legal-question" },
  { message: "Do you have any female lawyer in the firm? I'd be more comfortable speaking to a woman", intent: "team" },
  {
    message: "Gud evening, my younger brother is on trial for assault at the high court and his lawyer stopped coming. We want to change to una firm",
    intent: "area:criminal",
  },
  {
    message:
      "I'm a female intern and my supervisor keeps threatening me. Today he said he will hurt me if I report him. I'm scared to go back to the office tomorrow",
    intent: "safety",
  },
  { message: "Do you accept payment in installments? Fresh graduate no money lol", intent: "knowledge:Fees" },
  {
    message: "I am a paralegal and my aunt asked me to get a proper title search done before she buys a lot at Kossoh Town. Do you do title searches?",
    intent: "area:land",
  },
  { message: "Hi there 👋", intent: "greeting" },
  { message: "Can you write my CV for me? I'm applying for jobs at NGOs", intent: "off-topic" },
  { message: "my classmate dem carry am go CID say na cybercrime. e don de dere since mornin, dem no allow we see am", intent: "urgent" },
  { message: "I wan meet lawyer 2moro abeg, how I go do am", intent: "booking" },
  { message: "My new company sent me an employment contract to sign by Friday. Can your lawyers review it for me first?", intent: "area:contract" },
  { message: "Pls send me your whatsapp number I will chat you", intent: "phone" },
  { message: "I was caught with weed at a party but they released me. Will this affect my call to the bar?", intent: "legal-question" },
  {
    message: "My uncle imported goods and the cargo was short landed at Freetown port. He has the bill of lading. Who in your firm handles such claims?",
    intent: "area:shipping",
  },
  { message: "Wat kind of cases una de tek?", intent: "services" },
  { message: "Abeg una, some man dem de follow me from work since 3 days, today dem tell me say dem go kill me. I don hide for me padi os", intent: "safety" },
  {
    message: "Please my father passed away and we need help with getting letters of administration and sharing the estate. my mum asked me to contact a lawyer",
    intent: "area:family",
  },
  { message: "is there a basketball court near your office where we can play after lectures?", intent: "off-topic" },
  { message: "Is the office open at lunch time? like 1pm", intent: "hours" },
  {
    message:
      "We need help with company governance, the directors of our startup are fighting over every decision and nothing moves. Do you do that kind of work?",
    intent: "area:business",
  },
  { message: "my sister is at Lumley police station right now, they took her from the market this morning. she is pregnant pls help", intent: "urgent" },
  { message: "ok bye", intent: "goodbye" },
  { message: "Can my boss deduct my salary because I came late 3 times? Is that allowed under the labour law?", intent: "legal-question" },
  { message: "Mi boss dem wan settle dem quarrel wit anoda company outside court. una de do mediation?", intent: "area:arbitration" },
  { message: "can u help me do my maths assignment pls, na quadratic equation", intent: "off-topic" },
  {
    message: "I read about Fatmata Kamara in a journal for my family law class. Is she the senior partner? What does she specialise in?",
    intent: "attorney:Fatmata Kamara",
  },
  { message: "una office de near Siaka Stevens Street?", intent: "address" },
  { message: "Me friend get case for court for fraud, next hearing na Monday. we need criminal lawyer weh sabi", intent: "area:criminal" },
  { message: "parlez-vous français? my uncle from Conakry needs help", intent: "knowledge:Languages spoken" },
  { message: "Dey wan beat me for my area because dem say I tif phone, na lie. crowd de gather outside, I dey inside shop", intent: "safety" },
  { message: "Can I book a slot with a business lawyer on Friday morning? I want to register a company", intent: "booking" },
  {
    message:
      "They picked up my classmate at Fourah Bay this afternoon during the strike and put him in a pickup. We still don't know which station they are holding him at",
    intent: "urgent",
  },
  { message: "Wat documents should I carry wen I come for the consultation? na about my late papa house", intent: "knowledge:What to bring" },
  { message: "My parents are not married. If my father dies, can I inherit from him as a child born outside marriage?", intent: "legal-question" },
  {
    message:
      "Good day, I am interested in leasing a shop space at Wilberforce and the landlord gave me a lease to sign. I want a lawyer to check it before I pay.",
    intent: "area:land",
  },
  { message: "What are all the ways to contact the firm? I'm in the UK", intent: "contact" },
  { message: "Thanks, appreciate it", intent: "thanks" },
  { message: "Good evening, I want to file for divorce. Married 3 yrs, no kids. Do una handle divorce?", intent: "area:family" },
  { message: "hmm ok so", intent: "unknown" },
  {
    message: "I do freelance graphic design for a company and they cancelled the contract without paying the balance. I want to enforce it.",
    intent: "area:contract",
  },
  {
    message:
      "Hello, I'm a junior officer at a construction company. Our CEO wants to know if your firm can represent us in an arbitration with a government agency over unpaid certificates.",
    intent: "area:arbitration",
  },
  { message: "Which email should I send my documents to for a consultation?", intent: "email" },
  {
    message:
      "My coursemate was grabbed by men in plain clothes outside the law school gate an hour ago and pushed into a jeep. We think they took him to CID. Please help",
    intent: "urgent",
  },
  { message: "Na now now police dem enter we compound dem de drag my papa go. dem no show paper", intent: "urgent" },
  {
    message: "Does your firm help with charter party disputes? I work with a small shipping agent and we have an issue with the vessel owners.",
    intent: "area:shipping",
  },
  { message: "Does your firm do only court cases or also things like company and shipping work? just want know what una cover", intent: "services" },
  { message: "who are the lawyers at ur firm?", intent: "team" },
  { message: "Hello I wanna talk to a lawyer about my unpaid salary, when can I come in?", intent: "booking" },
  {
    message: "I need help opening a business bank account and the bank is asking for company documents we don't have. Can your business lawyers assist?",
    intent: "area:business",
  },
  { message: "Alright, take care. Bye for now", intent: "goodbye" },
  { message: "Is there parking near your office? I'll be driving my dad's car", intent: "knowledge:Parking" },
  { message: "Gud afternoon sah/ma", intent: "greeting" },
  {
    message:
      "I'm a paralegal at an NGO in Kenema. One of our beneficiaries was sacked after reporting an injury at work and her employer refuses to pay her terminal benefits. We would like to refer her to your contract and employment team.",
    intent: "area:contract",
  },
  { message: "abeg wetin be the meaning of ratio decidendi, na for my test 2moro", intent: "off-topic" },
  {
    message: "Dem don take my boyfriend from im workplace dis morning, plain cloth police, dem say na Pademba Road dem de carry am. E no do natin",
    intent: "urgent",
  },
  { message: "Wat time una de close on Friday?", intent: "hours" },
  { message: "Pls we get boundary palava wit we neighbor for Kenema, e don build fence pass into we land. we wan lawyer", intent: "area:land" },
  {
    message: "I was offered a job but the contract says I can't work for any competitor for 5 years after I leave. Can they actually enforce that?",
    intent: "legal-question",
  },
  { message: "can I park in front of the office or is there a car park?", intent: "knowledge:Parking" },
  {
    message: "My stepfather beat me this morning and said when he returns tonight he will finish me. I am 19 and I have nowhere to go. Please help me",
    intent: "safety",
  },
  {
    message:
      "Good morning. I'm writing my dissertation on shipping but this is not about that. My father's fishing vessel was seized by another company over a debt. Can your shipping team help him get it back?",
    intent: "area:shipping",
  },
  { message: "I'd like an appointment with a land lawyer. Any time Monday works for me.", intent: "booking" },
  { message: "Wetin I fit cook for 20 people for graduation party wey no cost too much", intent: "off-topic" },
  {
    message:
      "Hi, my parents are divorcing and fighting over who keeps my little brothers. My mum wants a family lawyer. Can your firm represent her in the custody case?",
    intent: "area:family",
  },
  { message: "how many partners una get for di firm", intent: "team" },
  {
    message:
      "I'm a law intern at a small chambers. A client's son was detained by police at Waterloo station last night and still hasn't been released. My supervisor is away upcountry. Please can someone from your criminal team go there?",
    intent: "urgent",
  },
  {
    message: "Hello, I'm starting a small poultry business with my cousin and we want to register it as a limited company. Una de help wit dat?",
    intent: "area:business",
  },
  { message: "Is Ibrahim Jalloh still at your firm? my lecturer said he is very good in human rights cases", intent: "attorney:Ibrahim Jalloh" },
  { message: "do you know any scholarship for LLM in UK for Sierra Leoneans", intent: "off-topic" },
  {
    message: "My uncle is threatening to take our family house because my father died. We have the conveyance in my father's name. Can he legally take it?",
    intent: "legal-question",
  },
  { message: "Gud evening. Dem charge my cousin wit murder an e case don go High Court. We need strong criminal lawyer to defend am", intent: "area:criminal" },
  { message: "Can i call u guys? which number", intent: "phone" },
  {
    message: "Our company and a Chinese contractor agreed to mediation instead of going to court. Do you have someone who can represent us at the mediation?",
    intent: "area:arbitration",
  },
  { message: "Please is the office open now? its 4.30", intent: "hours" },
  {
    message: "pls some guys from my old job are waiting outside my house with cutlass saying I owe them. my mum and I are inside, they are banging the gate",
    intent: "safety",
  },
  {
    message:
      "I won a small tender to supply uniforms to a hospital. Delivery is done but they refuse to sign the invoice, saying the contract was not valid. I want help to enforce it.",
    intent: "area:contract",
  },
  { message: "What's the weather going to be like in Freetown this weekend? planning a beach outing with my classmates", intent: "off-topic" },
  { message: "Abeg, police dem dey for we door now, dem say dem de find my brother. E dey inside. Wetin we go do", intent: "urgent" },
  { message: "Hi, could you share your email? I want to send a formal inquiry.", intent: "email" },
  { message: "I'm helping my grandma get the title deed for her house into her name, the documents are a mess. Do you do conveyancing?", intent: "area:land" },
  { message: "What are your practice areas?", intent: "services" },
  { message: "For the first meeting, should I bring my employment contract and pay slips or just come?", intent: "knowledge:What to bring" },
  { message: "My classmate shared my private pictures online. Can he go to jail for that?", intent: "legal-question" },
  { message: "I want to write a will now that I have started working and bought a small land. Can una help me draft it?", intent: "area:family" },
  { message: "is internship at ur firm paid? and how I fit apply", intent: "off-topic" },
  { message: "Can I schedule a meeting with a lawyer on Wednesday? My supervisor at the NGO recommended your firm", intent: "booking" },
  {
    message: "Hello, we shipped cocoa from Kenema through the port and the shipping company lost 3 bags in transit. Is this something you handle?",
    intent: "area:shipping",
  },
  { message: "my sista don de cell for Goderich police since 2 days, dem say she tif money from she work. she just 17", intent: "urgent" },
  { message: "How do I get to your office from Congo Cross by poda poda?", intent: "address" },
  {
    message: "I'm a banking intern and my cousin wants help with a shareholders agreement for his new startup. Does your firm draft those?",
    intent: "area:business",
  },
  { message: "tnx a lot 🙏", intent: "thanks" },
  {
    message: "A man from my area who tried to rape me last year is out and sending me messages saying he is coming for me tonight. I'm scared",
    intent: "safety",
  },
  { message: "Can you help me find accomodation near Fourah Bay College? hostel full", intent: "off-topic" },
  {
    message: "My friend was accused of stealing from his employer and has a court date next week. He's a student, he needs a defence lawyer fast.",
    intent: "area:criminal",
  },
  { message: "If my company doesn't give me maternity leave pay, can I take them to court and win?", intent: "legal-question" },
  { message: "wen una de open for mornin?", intent: "hours" },
  {
    message:
      "My boss asked me to find a firm that can handle a dispute with our partner in Ghana under the ICC arbitration clause. Do una handle international arbitration?",
    intent: "area:arbitration",
  },
  {
    message:
      "Good evening. My younger brother, a university student, was taken from his hostel by soldiers after a fight and is being held at Wilberforce barracks. We have not heard from him since yesterday.",
    intent: "urgent",
  },
  { message: "?", intent: "unknown" },
  {
    message: "I'm a freelance photographer and I need a proper contract drafted for my wedding clients. Do you draft service agreements?",
    intent: "area:contract",
  },
  { message: "how much does a laptop cost at Lumley? I need one for law school", intent: "off-topic" },
  { message: "My land lord want to throw me out without notice because I complained. Does he have right to do that?", intent: "legal-question" },
  { message: "I'm in Makeni, how can I reach una? call, whatsapp or email, any", intent: "contact" },
  { message: "I'm in the UK and my ex-wife in Freetown won't let me see my son. I want to apply for access. Can your firm handle it?", intent: "area:family" },
  { message: "abeg i wan book appointment wit lawyer for next week, na about my papa land", intent: "booking" },
  { message: "Hey, good evening", intent: "greeting" },
  {
    message:
      "My late mother's house in Bo was sold by my uncle without our consent. We are young and don't know where to start. I need a lawyer to help us fight for it.",
    intent: "area:land",
  },
  { message: "Dem don bun my shop and now dem de say dem go cam for my os tonight. I de fear for my life abeg", intent: "safety" },
  { message: "Can you proofread my personal statement for my Chevening application?", intent: "off-topic" },
  {
    message: "Our company wants to change its directors and update the registration at the Corporate Affairs Commission. Can your lawyers do this?",
    intent: "area:business",
  },
  { message: "pls dem don arrest me broda na Bo dis morning, dem put am na cell. e get exam 2moro", intent: "urgent" },
  { message: "I'm on probation at work and they fired me after 2 months. Are they supposed to give notice or pay me something?", intent: "legal-question" },
  { message: "Can I see the list of lawyers and what each one does?", intent: "team" },
  { message: "Do you do only criminal cases or other things too?", intent: "services" },
  {
    message:
      "I'm a paralegal following up a case: a young man's bail application was refused at the magistrate court and he is out on another matter now. His family wants a senior lawyer to take over his defence. Do you take such briefs?",
    intent: "area:criminal",
  },
  { message: "Do una get legal aid or free service for students? Me no get money", intent: "knowledge:Fees" },
  { message: "Abeg send me past questions for Law of Contract exam", intent: "off-topic" },
  { message: "my boss import car from Japan and customs seize am for Quay say papers no correct. You fit help?", intent: "area:shipping" },
  { message: "Is +232 76 123 456 still your number?", intent: "phone" },
  { message: "Can I come on Sunday after church?", intent: "hours" },
  { message: "Police have just put my friend in their vehicle at Lumley Beach, they're taking him now. He was only filming", intent: "urgent" },
  {
    message:
      "The company I interned with is refusing to give me my stipend and my certificate, and I have a signed internship agreement. I want to take action.",
    intent: "area:contract",
  },
  {
    message:
      "My husband's family are threatening to beat me and take my children because I refused to let them cut my daughter. I am hiding at my friend's place",
    intent: "safety",
  },
  { message: "Pls I need a consultation for criminal matter, can I come tomorrow 10am?", intent: "booking" },
  { message: "Please which phone charger can charge fast? mine spoil", intent: "off-topic" },
  {
    message:
      "Our arbitration with a mining company has been going on for a year and our current lawyer left the country. We need a new firm to continue the arbitration for us.",
    intent: "area:arbitration",
  },
  { message: "If I borrowed money from my friend and didn't sign anything, can he take me to court and will the judge believe him?", intent: "legal-question" },
  { message: "email address for consultations?", intent: "email" },
  { message: "Please I want help to get maintenance from my baby daddy, he working at a bank and refuse to pay for his child", intent: "area:family" },
  { message: "Which street is your office on? Is it close to the cotton tree?", intent: "address" },
  {
    message:
      "Since yesterday they have my cousin at the Kissy police station. He was arrested during a student protest and they are saying he'll be charged with riotous conduct. We need a lawyer there",
    intent: "urgent",
  },
  { message: "Pls help me, I pay money for land to one man for Tombo and now he no want give me the conveyance. I need lawyer", intent: "area:land" },
  { message: "Is parking free around your chambers or must I pay?", intent: "knowledge:Parking" },
  { message: "Ma padi dem catch am for checkpoint for Masiaka an dem de hold am since last night, dem say e no get ID. Abeg una help", intent: "urgent" },
  { message: "Does your business team do investment advice for someone who wants to put money in a mining company?", intent: "area:business" },
  { message: "If my employer doesn't register me with NASSIT, is that illegal and what can I claim?", intent: "legal-question" },
  {
    message: "I need to appeal my conviction for assault from last year, the magistrate gave me a fine and now I have a record. Do you handle appeals?",
    intent: "area:criminal",
  },
  {
    message:
      "There's a mob outside the court building saying they'll beat anyone who comes out with the accused. I'm a court clerk intern and I'm stuck inside",
    intent: "safety",
  },
  { message: "Good day, is it possible to talk to a lawyer over zoom? I'm in London and I want a consultation on my family land", intent: "booking" },
  {
    message:
      "Dear Sir, I write on behalf of my colleague who was taken from our office by police officers this morning. He is still in custody at the Criminal Investigations Department. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "pls", intent: "unknown" },
  { message: "Pls give me all your contact details, I want to save them for my aunty", intent: "contact" },
  { message: "bye now, God bless", intent: "goodbye" },
  {
    message:
      "Our contract with a Ghana-based logistics firm has an arbitration clause and they've just served a notice of arbitration on us. My manager wants a firm that knows arbitration to represent us.",
    intent: "area:arbitration",
  },
  { message: "Do I need to bring ID card when I come? and any documents?", intent: "knowledge:What to bring" },
  { message: "I'm putting together a list of firms for our law society brochure. Could you tell me the areas your firm practices in?", intent: "services" },
  { message: "I need to sit down with a family lawyer about my son, whats the earliest day I can come?", intent: "booking" },
  {
    message: "Our cargo arrived damaged in Freetown after the ship hit bad weather. Insurance says talk to a lawyer. Can your shipping lawyer help?",
    intent: "area:shipping",
  },
  { message: "Una lawyer dem de talk Mende? Me mama wan explain she case she self", intent: "knowledge:Languages spoken" },
  { message: "Thank you for the information, it has helped me a lot with my planning", intent: "thanks" },
  { message: "Does the firm have any young associates or is it all senior lawyers?", intent: "team" },
  { message: "Hi, I'm doing research on how to make soap for a business class, do u know the steps", intent: "off-topic" },
  {
    message: "pls my aunty husband die last year and im family no want make she get letters of administration for im estate. she want lawyer for help am",
    intent: "area:family",
  },
  {
    message:
      "Sir please my friend was taken by the police when we were coming from night class, they say curfew. he is still at the station and they want money",
    intent: "urgent",
  },
  { message: "Good day, what are your office hours please", intent: "hours" },
  { message: "My roommate's parents want me to pay for the TV that got stolen from our room. Am I legally responsible?", intent: "legal-question" },
  {
    message: "Good morning, I run a small online fashion shop on Instagram and want to register it as a business. Can you do the registration for me?",
    intent: "area:business",
  },
  { message: "Mi husband de beat me now now, e lock di door, I de text from toilet. Abeg", intent: "safety" },
  { message: "Is it kamarachambers.sl or .com? I want to email you", intent: "email" },
  {
    message:
      "Hello, I was promoted 8 months ago but my company never gave me a new contract and still pays the old salary. I want a lawyer to help me demand it.",
    intent: "area:contract",
  },
  { message: "How many pages should a law dissertation be? My supervisor is not answering", intent: "off-topic" },
  { message: "Bonjour, I'd like to make a rendezvous with a lawyer for next Tuesday, possible?", intent: "booking" },
  {
    message:
      "Our containers have been stuck at the Quay for weeks and the port is charging huge demurrage because of a customs mistake. Can your shipping lawyers help us challenge it?",
    intent: "area:shipping",
  },
  {
    message:
      "sorry voice typing my brother was arrested at wellington this morning and they took him to the station near the market they will not tell us the charge please help",
    intent: "urgent",
  },
  { message: "Salaam alaikum", intent: "greeting" },
  {
    message:
      "We are a group of young graduates who want to buy a plot in Lakka to build a coworking space. We need help with the conveyance and checking the title is clean.",
    intent: "area:land",
  },
  { message: "My employer says if I resign I must pay back 3 months salary for training. Is that enforceable?", intent: "legal-question" },
  { message: "how do I make a power point presentation for my moot court prep", intent: "off-topic" },
  { message: "Wetin be una fees for land case?", intent: "knowledge:Fees" },
  { message: "My cousin has been charged with drug possession, his trial is next month. We want your criminal team to defend him.", intent: "area:criminal" },
  { message: "Are all your lawyers Sierra Leoneans?", intent: "team" },
  {
    message: "Please a group of men are chasing my brother through the market saying he stole a phone. They have sticks. I'm running behind them",
    intent: "safety",
  },
  {
    message:
      "As part of a hotel project, our company's contract with the builder is in dispute and we want to go to arbitration rather than court. Can you advise and represent us?",
    intent: "area:arbitration",
  },
  { message: "wats ur WhatsApp", intent: "phone" },
  { message: "Pls tell me about Christiana Thomas, does she do employment cases? my friend recommended her", intent: "attorney:Christiana Thomas" },
  {
    message:
      "We lost an arbitration last month and the other side is now going to court to enforce the award against us. We need lawyers who know arbitration to respond.",
    intent: "area:arbitration",
  },
  { message: "Dem don take my uncle from we village for Moyamba go police since yestaday, dem say na land palava. dem no release am", intent: "urgent" },
  {
    message: "Is it possible for your firm to help my grand aunt sort out the will of her late brother? The family can't find the original.",
    intent: "area:family",
  },
  { message: "If my husband marries a second wife under customary law, can I divorce him and keep the house?", intent: "legal-question" },
  { message: "Pls send me directions to una office, me dey come from Kissy", intent: "address" },
  { message: "Can I book a consultation on WhatsApp? I'm in Bo and can't travel", intent: "booking" },
  {
    message:
      "A company I built a software app for is already using it but never signed the handover agreement or paid me. I need help drafting a proper agreement and getting my money.",
    intent: "area:contract",
  },
  { message: "who is the current chief justice of sierra leone? na for my quiz", intent: "off-topic" },
  { message: "Una de open early like 8?", intent: "hours" },
  { message: "What services does your firm offer?", intent: "services" },
  {
    message:
      "Please come quickly. CID officers just walked into my office and are taking my manager away. I'm the intern here and he told me to contact a lawyer.",
    intent: "urgent",
  },
  {
    message: "Hello, I'm an intern at a microfinance company and we need advice on our banking licence application. Do you handle banking regulatory work?",
    intent: "area:business",
  },
  { message: "Do you speak Krio? My English not too good", intent: "knowledge:Languages spoken" },
  { message: "Bonjour, je suis étudiant guinéen. I want to meet a lawyer about my residence paper problem, can I come Monday?", intent: "booking" },
  { message: "My company wants me to sign a contract saying I can be fired any time without reason. Is that allowed under SL law?", intent: "legal-question" },
  { message: "how I go transfer Orange money to Africell", intent: "off-topic" },
  { message: "My family land for Port Loko, one chief don share part of am to other people. we want lawyer to fight am.", intent: "area:land" },
  { message: "Merci beaucoup!", intent: "thanks" },
  {
    message:
      "My classmate has been summoned by the police for questioning about a Facebook post on the government. He's afraid to go alone. Can your firm go with him tomorrow?",
    intent: "area:criminal",
  },
  { message: "hi i need help with something", intent: "unknown" },
  { message: "Please I want to meet Lawyer for my contract issue, which day you free?", intent: "booking" },
  {
    message:
      "Good evening, I'm an intern at a logistics company. A customs officer at the Quay is refusing to release our client's goods and demanding extra payment. Does your firm handle port and customs issues?",
    intent: "area:shipping",
  },
  { message: "Is there any lawyer who handles ship collisions? A boat hit my father's fishing canoe near the Quay and broke it.", intent: "area:shipping" },
  { message: "i de write from police station, dem hold me since 6 this morning. dem take my phone but I borrow one", intent: "urgent" },
  { message: "Can a landlord lock my room and keep my things because I'm 1 month late on rent?", intent: "legal-question" },
  { message: "Wetin be all di way dem for contact una?", intent: "contact" },
  { message: "Me an me wife wan separate peacefully but we want proper papers for custody of di two pikin. Una de do dat?", intent: "area:family" },
  { message: "See you later", intent: "goodbye" },
  { message: "pls my colleague just called me crying, her husband is beating her right now in their house at Calaba Town. what can we do", intent: "safety" },
  {
    message:
      "Our company and a bank disagree over a loan, and the agreement says disputes go to mediation first. Could one of your arbitration lawyers act for us?",
    intent: "area:arbitration",
  },
  { message: "What's a good topic for my final year project in business administration?", intent: "off-topic" },
  { message: "I'm writing a profile for a class assignment. How many lawyers does your firm have and what positions do they hold?", intent: "team" },
  {
    message: "I want to become a shareholder in my friend's company, I need a lawyer to check the share agreement and company documents.",
    intent: "area:business",
  },
  { message: "una open for Easter Monday?", intent: "hours" },
  {
    message:
      "Sorry for the long message. My cousin who works as a security guard was accused of stealing from the site. The owner called police and they took him in a van about an hour ago. We don't know which station but he is still with them. Please advise.",
    intent: "urgent",
  },
  { message: "My father's second wife says we children from the first wife get nothing. Is that true under the law?", intent: "legal-question" },
  { message: "Wetin I go carry come wen I de cam for meeting? na divorce", intent: "knowledge:What to bring" },
  {
    message: "I'm a young caterer and a client cancelled a big wedding after I bought all the food. We had a signed contract. Can you help me claim my money?",
    intent: "area:contract",
  },
  { message: "Do you know if they're hiring at the Judiciary? I want to apply as a clerk", intent: "off-topic" },
  { message: "Hi, I'd like to arrange a meeting with your shipping lawyer for my boss. What days are available?", intent: "booking" },
  { message: "whats your consult email", intent: "email" },
  { message: "The Ministry of Lands says our survey plan conflicts with another one. We need a lawyer to resolve it.", intent: "area:land" },
  {
    message: "I'm a female student and my landlord keeps coming to my room at night and touching me. Tonight he said if I tell anyone he'll kill me.",
    intent: "safety",
  },
  {
    message: "A police officer slapped and injured my friend during a protest last month. We want to file a human rights complaint. Do you handle that?",
    intent: "area:criminal",
  },
  { message: "wetin be di best way for fix cracked phone screen", intent: "off-topic" },
  {
    message:
      "Good evening. My roommate was detained at Lungi airport this afternoon by immigration and police. He's still held there. Please can someone help?",
    intent: "urgent",
  },
  { message: "I need your phone number to call when I reach town", intent: "phone" },
  {
    message: "The bank gave me a loan while I was a student and now wants to seize my dad's car. Can they do that when he was only a guarantor?",
    intent: "legal-question",
  },
  { message: "We have a problem in our cooperative. Members want to convert to a company and split shares. Can you advise on this?", intent: "area:business" },
  { message: "good morning to una all", intent: "greeting" },
  { message: "Dear Sir/Madam, Kindly let me know your consultation fees and whether I can pay through mobile money. Thank you.", intent: "knowledge:Fees" },
  {
    message:
      "Hello, I'm a maritime law student but this is a real matter: my uncle's small cargo vessel was arrested in Freetown over unpaid crew wages. Can your firm act for him?",
    intent: "area:shipping",
  },
  { message: "Can you translate this paragraph into French for my assignment?", intent: "off-topic" },
  { message: "My ex keeps calling saying he has a gun and he knows where I live. I'm alone with my baby", intent: "safety" },
  {
    message:
      "I'm a junior paralegal. Our client wants to challenge an arbitration award they think was unfair. Can your arbitration team handle setting it aside?",
    intent: "area:arbitration",
  },
  { message: "How late can I come on Wednesday?", intent: "hours" },
  {
    message: "I got a letter saying my employer is reporting me to police for losing company money. Can they make me pay it back from my salary?",
    intent: "legal-question",
  },
  { message: "Please I need help for adoption of my late brother pikin dem. Dem de wit me since two years.", intent: "area:family" },
  { message: "My little brother was picked up in a raid at the ghetto and he's in a cell at Eastern Police. He's only 16. Please help us", intent: "urgent" },
  { message: "Any parking space for bike? I go come wit okada", intent: "knowledge:Parking" },
  { message: "Please what time does the FBC library close on weekends?", intent: "off-topic" },
  { message: "Could I get an appointment to speak with a lawyer about starting a company? Preferably afternoons.", intent: "booking" },
  { message: "Is 12 Siaka Stevens Street the right address?", intent: "address" },
  { message: "My fiancé has a criminal case for fighting, hearing is at the Magistrate Court on Thursday. We need a defence lawyer.", intent: "area:criminal" },
  { message: "Is there anyone who speaks Fula? My father is more comfortable in Fula or French.", intent: "knowledge:Languages spoken" },
  { message: "Hello, I want to register my land at the Ministry and need the title deed done right. Can you help?", intent: "area:land" },
  { message: "Do you handle immigration and visa things or only certain areas? what does the firm cover", intent: "services" },
  {
    message:
      "Police just stopped me and my friend at Aberdeen checkpoint, they've put him in their van and are driving off. He's a law student. What do I do??",
    intent: "urgent",
  },
  { message: "ok, I'll log off now. bye", intent: "goodbye" },
  {
    message:
      "Dear Sir, I was employed as a graduate trainee and unfairly dismissed after complaining about harassment. I wish to pursue a claim for wrongful dismissal against the company.",
    intent: "area:contract",
  },
  { message: "Which of your lawyers is most senior?", intent: "team" },
  { message: "Abeg dem don grab my cousin for road, na soldier dem, dem put am for truck. We no know usai dem de carry am", intent: "urgent" },
  { message: "Our neighbour threaten say e go pour acid pan my sister because she refuse am. E say tonight. We de fear", intent: "safety" },
  { message: "How can I get in touch with you apart from the website?", intent: "contact" },
  { message: "Thanks for your time, I'll tell my aunt", intent: "thanks" },
  { message: "Apart from court cases, what other work does the firm do for young people starting out?", intent: "services" },
  { message: "Hello Kamara & Associates!", intent: "greeting" },
  {
    message: "My flatmate is being prosecuted for forging his WAEC certificate. The case is at the Magistrate Court in Freetown. Can your lawyers defend him?",
    intent: "area:criminal",
  },
  { message: "I want to open a small cookery business, how much does a bag of rice cost now?", intent: "off-topic" },
  { message: "Abeg una, dem don hold my padi for Bo police since Tuesday night. E family no get money for bail. E na student", intent: "urgent" },
  { message: "If I'm a witness in my friend's case, can the police force me to testify against him?", intent: "legal-question" },
  { message: "Do you work on weekends or only Monday to Friday?", intent: "hours" },
  {
    message:
      "Hi, I'm helping my mum with a child support case. My dad left for the US and isn't sending money for my two small brothers. Can your family lawyers help her?",
    intent: "area:family",
  },
  { message: "My brother's creditors came to our house and said they will burn it tonight with us inside if he doesn't pay. We are scared", intent: "safety" },
  {
    message: "Please what does your firm do for seafarers? My cousin worked on a vessel and was never paid his wages when it docked in Freetown.",
    intent: "area:shipping",
  },
  { message: "Hello, is it possible to have a meeting with a lawyer during my lunch break, around 1pm on Thursday?", intent: "booking" },
  { message: "wetin be di best place for buy cheap suit for job interview", intent: "off-topic" },
  {
    message:
      "Dear Sir, I am writing on behalf of my family concerning a boundary dispute with our neighbours in Goderich. We require legal representation to resolve this matter amicably or in court. Yours faithfully.",
    intent: "area:land",
  },
  { message: "Tell me about the lawyers in your firm", intent: "team" },
  {
    message: "We want to open a branch of our Ghanaian company in Freetown. Can you help with the registration and investment approvals?",
    intent: "area:business",
  },
  { message: "Please help!! Dem carry me sista go station because she fight wit one woman for market. Dem say dem go keep am till Monday", intent: "urgent" },
  { message: "Wey I go park me keke if I cam una office?", intent: "knowledge:Parking" },
  {
    message: "I'm an intern at a small company and my boss wants me to find a lawyer to draft a distribution agreement with a supplier from Guinea.",
    intent: "area:contract",
  },
  { message: "Can you help me write an essay on the role of women in Sierra Leone's civil war? 1500 words", intent: "off-topic" },
  { message: "I was fired after I got pregnant. Is that discrimination under Sierra Leone law and can I get compensation?", intent: "legal-question" },
  {
    message: "Our Guinean partner wants to take a contract dispute to arbitration in Conakry. Can your arbitration team represent us there or advise us?",
    intent: "area:arbitration",
  },
  {
    message: "I'm at my workplace and a man I used to date is at the gate with a knife shouting my name. Security doesn't want to get involved.",
    intent: "safety",
  },
  { message: "Abeg give me una number. I want call", intent: "phone" },
  {
    message:
      "My cousin has been falsely accused of sexual assault by a classmate. He hasn't been arrested yet but police are looking for him. We need a lawyer right away.",
    intent: "area:criminal",
  },
  { message: "pls can I get a free data bundle code", intent: "off-topic" },
  {
    message: "they have locked up my husband at the police station since yesterday morning because of a car accident. He hasnt eaten. please send a lawyer",
    intent: "urgent",
  },
  { message: "what time do you open on Monday morning?", intent: "hours" },
  {
    message:
      "Good afternoon, my grandfather's family land at Regent has been encroached by a developer building a big house. We need help to stop the construction.",
    intent: "area:land",
  },
  { message: "Pls list wetin una de help people wit", intent: "services" },
  { message: "My bf borrowed my car and got into an accident. Am I responsible for the damage to the other car?", intent: "legal-question" },
  {
    message: "My parents never finished their divorce and now my dad wants to remarry. My mum wants a lawyer to finalise it. Do you handle that?",
    intent: "area:family",
  },
  { message: "Wetin be una email?", intent: "email" },
  { message: "I'd like to schedule a phone consultation with your criminal lawyer. My brother has a case.", intent: "booking" },
  { message: "who won the Sierra Leone premier league last season?", intent: "off-topic" },
  {
    message:
      "We run a small transport company moving goods from the Quay and a shipper is claiming we lost their cargo. Do you handle this kind of maritime thing?",
    intent: "area:shipping",
  },
  { message: "My friend was picked up by OSD at Tower Hill during the protest. They're holding him at the barracks. Please we need help.", intent: "urgent" },
  { message: "Dem get one gang for we area de threaten say dem go chook me because I refuse join dem. I no fit go work since two days", intent: "safety" },
  { message: "Please what help can you give a youth group that wants to register as a company limited by guarantee?", intent: "area:business" },
  { message: "I signed an NDA at my internship. Can they sue me for talking about the company in my dissertation?", intent: "legal-question" },
  { message: "What papers should I bring to my first appointment about a land purchase?", intent: "knowledge:What to bring" },
  { message: "Is it going to rain tomorrow in Bo? we get football match", intent: "off-topic" },
  {
    message: "A client owes my small consulting business for 6 months of work under a signed contract. I want to sue to recover the money.",
    intent: "area:contract",
  },
  { message: "I heard Hawa Turay does wills and probate. Can you tell me more about her? My grandma wants a will", intent: "attorney:Hawa Turay" },
  { message: "Dem don come tek my papa from im shop jus now, na three police man. Dem no tell we usai dem de carry am", intent: "urgent" },
  { message: "Pls is ur office open on 27 April? independence day", intent: "hours" },
  { message: "Hi, hope u r having a good day", intent: "greeting" },
  {
    message: "Good morning. My company's lawyer recommended arbitration for our dispute with an insurer. Could your firm take it on and act for us?",
    intent: "area:arbitration",
  },
  { message: "My father gave me his land by word of mouth before he died but my stepmother says no. Is a spoken gift valid?", intent: "legal-question" },
  { message: "Which ways can I contact una? I no get credit for call", intent: "contact" },
  {
    message:
      "Good day, I'm in the US and my younger brother in Freetown has been charged with cyber stalking. The next hearing is in two weeks. I'd like to hire your firm for his defence.",
    intent: "area:criminal",
  },
  { message: "Please help me, my aunt is beating my little cousin with a wire now, I can hear her screaming", intent: "safety" },
  { message: "Can you recommend a good lawyer series on Netflix to watch", intent: "off-topic" },
  { message: "Can I book a meeting with a lawyer for Saturday, or una no de open dat day?", intent: "booking", also: ["hours"] },
  {
    message:
      "I'm a young professional renting an apartment and my landlord wants to sell the building. I want to buy it but need a lawyer for the conveyancing.",
    intent: "area:land",
  },
  {
    message: "My colleague was arrested at work today for allegedly embezzling funds. He's still in the cell at CID. His wife asked me to contact a lawyer",
    intent: "urgent",
  },
  { message: "Una lawyer dem de plenty? ow many una be?", intent: "team" },
  { message: "If my employer dismissed me verbally over the phone, is the dismissal valid?", intent: "legal-question" },
  {
    message: "Good evening, I'd like help with the inheritance of my late mum's property; my stepdad is refusing to share. Do you handle estates?",
    intent: "area:family",
  },
  { message: "What time is the next ferry to Lungi?", intent: "off-topic" },
  { message: "Thank you sah, God bless una", intent: "thanks" },
  {
    message: "We want to restructure our family company and bring in an outside investor. Can your business team help with the paperwork?",
    intent: "area:business",
  },
  {
    message: "We're students and a crowd in our area just attacked our friend, they think he's a thief. He's bleeding and they're still around. Please",
    intent: "safety",
  },
  { message: "Pls do una handle ship registration and buying a vessel? My uncle wan buy boat for fishing business", intent: "area:shipping" },
  { message: "um", intent: "unknown" },
  { message: "I'd like to see a lawyer about my tenancy as soon as possible. When is the soonest appointment?", intent: "booking" },
  { message: "Hw do I get a passport fast? I travelling for school abroad", intent: "off-topic" },
  {
    message: "Morning. My brother has been in a cell at Ross Road since Saturday. He was picked up at a club. We went there and they said come back Monday.",
    intent: "urgent",
  },
  {
    message: "My boss owes me 3 months salary and now says I'm not a real employee. I have my appointment letter. I need help to get my pay.",
    intent: "area:contract",
  },
  { message: "Will the court give me custody of my daughter if I'm still a student and have no job?", intent: "legal-question" },
  { message: "Can I leave my car in your compound during the meeting?", intent: "knowledge:Parking" },
  {
    message:
      "I'm an intern at a mining company. Our legal team wants outside counsel for an ongoing arbitration with a contractor. Is that something your firm does?",
    intent: "area:arbitration",
  },
  { message: "Give me a poem about justice for my girlfriend's birthday lol", intent: "off-topic" },
  { message: "Whr una office dey? Na near PZ?", intent: "address" },
  {
    message: "Dey don carry my boss go police, dem say tax palava. E don tay for dey since morning. Na me na im secretary, e tell me make I call lawyer",
    intent: "urgent",
  },
  { message: "Can your firm help with all kinds of legal problems?", intent: "services" },
  { message: "Please I got a lease for a plot at Kenema and the lessor now want to cancel before time. I need lawyer help.", intent: "area:land" },
  { message: "Hello, does anyone speak Limba at the firm? My grandfather wants to come.", intent: "knowledge:Languages spoken" },
  { message: "My roommate is threatening to stab me after we argued, he's in the next room with a knife. I locked my door.", intent: "safety" },
  {
    message: "My partner and I have a baby but we're not married. He wants to take the child to the village. I want custody. Can una help me?",
    intent: "area:family",
  },
  { message: "Je suis en Guinée. how can I reach una from here, whatsapp or email or phone?", intent: "contact" },
  { message: "Evening", intent: "greeting" },
  {
    message: "A friend of mine who is a fresh graduate was charged with obtaining money by false pretences. We need a lawyer for his trial.",
    intent: "area:criminal",
  },
  {
    message: "Dear Madam, I would be grateful for an appointment with a family lawyer at your convenience next week. I am available mornings.",
    intent: "booking",
  },
  { message: "Our student startup wants to raise money from investors. Can your business lawyers help us structure the investment?", intent: "area:business" },
  {
    message: "My cousin was taken by police from his hostel at Njala and moved to the Mile 91 police post. He's been there since last night with no charge.",
    intent: "urgent",
  },
  { message: "My employer didn't pay me for overtime for a year. How much can I recover if I go to court?", intent: "legal-question" },
  { message: "Is your whatsapp number same as the phone number?", intent: "phone" },
  { message: "Please I'd like to come in and see someone about my dismissal from work. Are there slots on Tuesday?", intent: "booking" },
  {
    message: "I was wrongly dismissed from my NGO job and want to sue for my end of service benefits. Can your employment lawyer help?",
    intent: "area:contract",
  },
  { message: "pls until wat time una de open 2day?", intent: "hours" },
  { message: "Is the first consultation free? I'm a job seeker, don't have much", intent: "knowledge:Fees" },
  { message: "Does your firm represent companies in both mediation and arbitration? We have a dispute with a telecom vendor.", intent: "area:arbitration" },
  { message: "How many of your lawyers are women?", intent: "team" },
  { message: "Should I carry my marriage certificate for the divorce meeting? what else", intent: "knowledge:What to bring" },
  { message: "alright cheers, bye", intent: "goodbye" },
  { message: "Does the firm do other things besides court, like registering businesses and land papers?", intent: "services" },
  { message: "Na now now dem de drag my broda go inside police van na Lumley roundabout, abeg send somebody", intent: "urgent" },
  {
    message:
      "My company's cargo was damaged during unloading at Queen Elizabeth II Quay and the port authority refuses responsibility. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Thank you so much for your help!", intent: "thanks" },
  { message: "Pls help me my baby father just slap me and say e go kill me if I leave. I de hide in the kitchen", intent: "safety" },
];
