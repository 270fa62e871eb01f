import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: churches, mosques, pastors, imams, congregations and religious schools. Writers: a retired pastor in Bo writing formal letters; an elderly mosque committee man in Makeni on voice typing; a young choir girl in Freetown in SMS shorthand; a Kissy market trader in heavy Krio; a church treasurer in the UK diaspora; a teenage Quranic student in Kenema with typos; a women's fellowship leader in Waterloo mixing Krio and English; a Guinean worshipper in Freetown using French words.
export const FORTY_SIXTH_TEST_SET: LabelledMessage[] = [
  { message: "my husband the pastor beats me every night and says God gave him the right. I am scared he will kill me", intent: "safety" },
  { message: "my Quran teacher told us to learn surah Yasin, how many verses it has", intent: "off-topic" },
  { message: "the pastor was released on bail but the case continues, can you defend him in court", intent: "area:criminal" },
  {
    message:
      "reverend father held at Kenema station since friday over church land boundary fight with the neighbours. he is an old man with high blood pressure. we want bail pls",
    intent: "urgent",
  },
  { message: "thanks, God bless", intent: "thanks" },
  { message: "My problem is about my marriage and there are things I cannot say in front of a man. do you have a woman lawyer?", intent: "team" },
  {
    message:
      "I was beaten by police at the Eid ground last year when they were clearing people. I still have the scars and hospital papers. I want to take action for my rights",
    intent: "area:criminal",
  },
  {
    message:
      "We rent a hall in Congo Town for Sunday services. Our church's lease with the landlord ends next month and he wants to triple the rent or we leave. Need help with the lease renewal",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, our choir will celebrate its 25th anniversary in December and we wish to sew new robes for forty members. Please could you recommend a good tailor in Freetown?",
    intent: "off-topic",
  },
  { message: "For our appointment about the mosque, what papers do we need to carry?", intent: "knowledge:What to bring" },
  { message: "what areas of law una de cover", intent: "services" },
  {
    message: "Our church elders are coming on Tuesday for the meeting, they are coming in their own cars. Is there parking for about 4 cars?",
    intent: "knowledge:Parking",
  },
  { message: "If I married in church but my husband later took a second wife under Islam, is the second marriage legal?", intent: "legal-question" },
  { message: "church wants to start a radio station as a business, need company registration", intent: "area:business" },
  { message: "the school proprietor (a church) is refusing to give my daughter her results cos we owe fees, is that allowed", intent: "legal-question" },
  {
    message:
      "we ordered new pews from China for the cathedral. the ship bringin the pews arrived but cargo was water damaged and the wood is swollen. the shipping line is saying its not their fault",
    intent: "area:shipping",
  },
  {
    message:
      "Good afternoon. The land grabbers who want our church plot came with armed men today and said next time they will shoot the caretaker. He is terrified to sleep there.",
    intent: "safety",
  },
  { message: "thank u so much", intent: "thanks" },
  { message: "pls help me write CV for a job as church secretary", intent: "off-topic" },
  { message: "una de charge plenty? we na small church", intent: "knowledge:Fees" },
  { message: "list of practice areas pls", intent: "services" },
  { message: "pls hlp, our crate of hymn books lost at sea, who do we claim", intent: "area:shipping" },
  {
    message: "Our new mosque in Port Loko will open on Friday and the chief imam asked me to say a few words. write me a speech for the opening ceremony",
    intent: "off-topic",
  },
  {
    message:
      "Di family wey bin gi we church di lan since 1980 now de say dem want am back. Dem don pull out di boundary pillar dem an say di church nor get paper. Na boundary palava, we need help",
    intent: "area:land",
  },
  { message: "who are the lawyers in your firm", intent: "team" },
  { message: "Dear Sir, what would be the cost of engaging your chambers to represent our diocese?", intent: "knowledge:Fees" },
  { message: 'translate "God bless you" into Arabic', intent: "off-topic" },
  { message: "una get email?", intent: "email" },
  {
    message: "my son 17 years was taken by police after the fight at the Christmas carol procession, still held since Saturday. can u help with bail",
    intent: "urgent",
  },
  { message: "do una handle port issue? we get container fo di mosque", intent: "area:shipping" },
  {
    message:
      "Bonjour. I am painter from Guinea. The church in Freetown didn't pay me for the painting work as agreed in our contract, they pay only half. I need help please",
    intent: "area:contract",
  },
  { message: "I heard Hawa Turay handles wills, is she good?", intent: "attorney:Hawa Turay" },
  { message: "Can I come in today at 2pm to discuss a church dispute?", intent: "booking" },
  { message: "Our imam's employment contract with the mosque committee needs to be written properly.", intent: "area:contract" },
  {
    message:
      "Last year at harvest I stood up and pledged 5 million leones for the new church building. Since then I lost my job and could not pay. The pastor now sends people to my house demanding the money. Is that pledge legally binding on me?",
    intent: "legal-question",
  },
  {
    message: "Dear Sir, our imam has been summoned to appear at the magistrate court for alleged hate speech. We seek representation.",
    intent: "area:criminal",
  },
  {
    message:
      "Our elders are old and some of them cannot travel easily to town. Can the lawyer come to our church in Waterloo for a meeting with them? We want to schedule it for a Saturday if possible.",
    intent: "booking",
  },
  { message: "I am a female evangelist. A man from our ministry has been stalking me and tried to attack me last night. I am afraid.", intent: "safety" },
  { message: "I need someone to look over the catering contract for our church wedding reception", intent: "area:contract" },
  { message: "Where exactly on Siaka Stevens Street are you? I'm coming by okada from Kissy tomorrow and i dont know town well", intent: "address" },
  { message: "is my marriage valid if the pastor who wed us was not licensed?", intent: "legal-question" },
  { message: "I want to open a Christian bookshop business, help me register it", intent: "area:business" },
  { message: "do you handle criminal cases? our church treasurer is being investigated for fraud", intent: "area:criminal" },
  { message: "police just took my uncle from the Jumaat prayer, they are putting him in the van right now", intent: "urgent" },
  {
    message: "My ex-husband, who is a church elder, keeps coming to my door at night shouting he will hurt me and the children. I don't feel safe.",
    intent: "safety",
  },
  { message: "I need a bible verse about patience for my sermon", intent: "off-topic" },
  { message: "Bonjour, je veux acheter un terrain pour construire une église à Freetown, can you help with papers?", intent: "area:land" },
  { message: "can you write a short poem for my pastor birthday", intent: "off-topic" },
  {
    message: "pls we nid mediator 4 d fight btwn d pastor n d elders. dem nor de talk 2 each oda since easter n d church de scatter",
    intent: "area:arbitration",
  },
  { message: "Goodbye, God bless", intent: "goodbye" },
  {
    message:
      "I paid my tithe faithfully for 10 years, every month. Now I discovered the pastor was using the money for his own houses and I left the church. do I have the right to get my tithe back?",
    intent: "legal-question",
  },
  { message: "salaam alaikum", intent: "greeting" },
  { message: "una lawyer dem get experience?", intent: "team" },
  { message: "my son was convicted for the mosque fight, we want to appeal", intent: "area:criminal" },
  { message: "contact details pls", intent: "contact" },
  {
    message: "2 of our mosque committee members are detained at Bo police since the election for imam turned violent. Family needs help getting bail today.",
    intent: "urgent",
  },
  { message: 'which verse say "the Lord is my shepherd"', intent: "off-topic" },
  { message: "Good evening, God bless you", intent: "greeting" },
  {
    message:
      "Diaspora here. We sent a 40ft container of clothes for the orphans at our church. The clearing agent disappeared with the documents. Please help.",
    intent: "area:shipping",
  },
  { message: "how i fit reach una", intent: "contact" },
  { message: "our choir leader got bail yesterday, now we need someone for the trial", intent: "area:criminal" },
  { message: "do una do prenup before church wedding?", intent: "area:family" },
  {
    message:
      "Our church choir has been practising a new song for our anniversary and the pastor wants us to record it. We have small money from offering. which studio in Freetown is good and cheap?",
    intent: "off-topic",
  },
  { message: "Are you open on Friday after Jumaat prayers?", intent: "hours" },
  { message: "Our mosque was built on land the chief gave verbally 30 years ago. Now his children want it back. Can they take it?", intent: "legal-question" },
  {
    message:
      "Our church imported a printing press by sea for our Sunday school books. We paid freight in the UK before loading. Now the shipping company at the port is billing us again for freight before they release it",
    intent: "area:shipping",
  },
  { message: "abeg gi me una number", intent: "phone" },
  { message: "plz sum1 call me, police r taking d choir master rite now frm d church", intent: "urgent" },
  {
    message: "We chartered a boat for our church retreat to Banana Islands and the owner breached the charter, we need a shipping lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "We have raised money for our new church building in Lumley and we chose a builder. Last time we trusted a builder with no paper and he ran away. can you draft a contract for the builder this time",
    intent: "area:contract",
  },
  { message: "bye", intent: "goodbye" },
  { message: "I am fasting and I want to come after work. Do you open during Ramadan at the usual time or do you close early?", intent: "hours" },
  { message: "what time Chelsea play today", intent: "off-topic" },
  { message: "Dear Sir, kindly provide your office address so our church committee can visit.", intent: "address" },
  { message: "is the office open at lunch time, 1pm", intent: "hours" },
  { message: "can I see a lawyer on friday morning about the church building contract", intent: "booking" },
  { message: "if i convert to islam will i lose my share of my dad's property from the christian family?", intent: "legal-question" },
  {
    message: "police bin hold me las week fo di church fight, dem don lef me but dem say a go court next month. a nor get lawyer. una fit defend me?",
    intent: "area:criminal",
  },
  { message: "who win the match yesterday, kallon or east end lions", intent: "off-topic" },
  { message: "I'm a shareholder in a company owned partly by our church, they won't show me the accounts. I need a business lawyer.", intent: "area:business" },
  { message: "merci beaucoup", intent: "thanks" },
  { message: "Can I have a number to call? I am outside the mosque and my data is finishing.", intent: "phone" },
  { message: "Dear Sir, kindly furnish me with your email so that I may forward the documents relating to the mosque land.", intent: "email" },
  { message: "wat tym u close 2day", intent: "hours" },
  {
    message:
      "I am Pastor Kargbo's daughter. Dad was arrested at the airport today when he came back from Nigeria, something about church funds. They are holding him at Lungi.",
    intent: "urgent",
  },
  { message: "I want to send the church constitution by email, which address should I use?", intent: "email" },
  {
    message:
      "Since our general overseer died, the church has split into two factions over leadership. Families are not talking and members are leaving. We don't want to wash our dirty linen in court. we want mediation",
    intent: "area:arbitration",
  },
  {
    message:
      "At the prayer ground on Eid a man attacked my brother with a stick over where he was sitting and my brother hit him back. The man has now reported him. Can the police charge my brother if he was only defending himself?",
    intent: "legal-question",
  },
  { message: "wetin a fo bring when a de cam", intent: "knowledge:What to bring" },
  {
    message: "Our church was registered by the founder in his own name. When he dies, will the church property go to his wife or to the congregation?",
    intent: "legal-question",
  },
  { message: "Book me in for Thursday pls", intent: "booking" },
  { message: "What is the best hymn for a funeral service?", intent: "off-topic" },
  { message: "the printer took our deposit for the Eid calendars and never delivered. Can you enforce it?", intent: "area:contract" },
  { message: "need help getting title deed for our mosque land", intent: "area:land" },
  { message: "pls snd ur fone no", intent: "phone" },
  {
    message: "Does a customary marriage count if we also want to do a church wedding later? Will the church wedding cancel the first one?",
    intent: "legal-question",
  },
  { message: "A de na road an a nor get watch. wetin be di time for maghrib prayer today na Freetown", intent: "off-topic" },
  {
    message:
      "I am the church counter for offering. Some money was missing after the crusade and one elder accused me of stealing the offering. police invited me to come on monday and I want a lawyer to go with me",
    intent: "area:criminal",
  },
  { message: "the church board and the founder keep clashing, we need someone to draft proper governance rules and board structure", intent: "area:business" },
  { message: "una get number wey I fit call?", intent: "phone" },
  { message: "pipul dem surround di pastor os, dem de shout say dem go burn am", intent: "safety" },
  {
    message: "We de plan di church harvest fo next month an di women fellowship go cook fo everybody. Abeg how much na bag of rice now na Freetown?",
    intent: "off-topic",
  },
  { message: "una de open Sunday afta church?", intent: "hours" },
  {
    message: "Our imam wants to come with me to the meeting, he only speaks Fula and a bit of Krio. what languages do your lawyers speak?",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "Our church owns the school building but the Christian school board collects the fees. For three years we have disagreed about rent and repairs. we want mediation, not a court case",
    intent: "area:arbitration",
  },
  { message: "We are starting a new church in Makeni with 20 members. can you suggest a name? something with grace or favour", intent: "off-topic" },
  { message: "email pls", intent: "email" },
  { message: "How many days is the Hajj", intent: "off-topic" },
  {
    message:
      "A child at the madrassa fell sick and now people are saying the teacher is a witch. A mob is gathering at the madrassa gate with sticks. They want to attack him and he is inside with the small children",
    intent: "safety",
  },
  { message: "pls I wnt 2 writ my will, I want part to go to my mosque", intent: "area:family" },
  {
    message:
      "the mosque committee and the imam have been quarrelling for a year over who controls the mosque money. both sides now agree to bring someone neutral to settle their dispute. can your firm do this",
    intent: "area:arbitration",
  },
  { message: "hw 2 contct u guys", intent: "contact" },
  {
    message:
      "When our founder died, the board appointed one pastor but the founder's family installed another one. Now both of them preach on Sunday from different sides of the hall. If this goes to court, which one will the court recognise?",
    intent: "legal-question",
  },
  { message: "i need help registering my church marriage, the certificate lost", intent: "area:family" },
  { message: "Is there a female lawyer I can talk to? Our women's fellowship want a woman.", intent: "team" },
  { message: "they are saying they will stone the pastor wife for adultery, pls we need help", intent: "safety" },
  { message: "Abeg, if di church don build fence enter me lan small, a fit broke am down? e legal?", intent: "legal-question" },
  { message: "mi husband say if I go church again he go cut me, he don beat me yestaday", intent: "safety" },
  {
    message:
      "Our Islamic school in Makeni has grown to 800 pupils. A foundation from Qatar wants to invest in new classrooms and take a share in the school company. we need help with the investment side",
    intent: "area:business",
  },
  { message: "is there parking at your office", intent: "knowledge:Parking" },
  { message: "is it true that the rainy season go start early dis year? our church roof de leak", intent: "off-topic" },
  { message: "I'm in the US and our family church in Freetown asked me to handle their land issue from here. how do I reach your office?", intent: "contact" },
  { message: "Can you help with my RME homework: name five prophets in Islam", intent: "off-topic" },
  { message: "Pastor still in custody after dem take am from di all-night prayer, we need lawyer fast fast", intent: "urgent" },
  { message: "can the church sell the graves in the cemetery to another family?", intent: "legal-question" },
  { message: "give me recipe for jollof for 200 people for church anniversary", intent: "off-topic" },
  { message: "Assalamu alaikum. My imam asked me to arrange a meeting with your firm about the madrassa registration. When can we come?", intent: "booking" },
  { message: "The Islamic school's shipment of solar panels was seized by customs at the quay", intent: "area:shipping" },
  { message: "the bishops dem want resolve di matter quietly, no court. una de do dat?", intent: "area:arbitration" },
  {
    message:
      "Dear Sir, I write to request a meeting with one of your counsel concerning the governance of our church board. Kindly let me know available dates.",
    intent: "booking",
  },
  { message: "hi there", intent: "greeting" },
  {
    message:
      "Dear Sir, our congregation split into two. Both groups claim the church building. Which group legally owns it, given that the title deed is in the name of the mission?",
    intent: "legal-question",
  },
  { message: "how do i book a consultation", intent: "booking" },
  { message: "ur ofis near d cathedral?", intent: "address" },
  { message: "wetin una de do", intent: "services" },
  { message: "who is Ibrahim Jalloh", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "My ex-wife and I are fighting over our two children. She is very religious and she told the social workers I don't take the kids to church. will the court give me custody if she says I am not raising them in the faith?",
    intent: "legal-question",
  },
  { message: "Police officers are at our house now to take my husband, the assistant pastor. They say the general overseer reported him.", intent: "urgent" },
  { message: "Dear Sir, we require a contract drafted for our new choir director's employment.", intent: "area:contract" },
  { message: "I'd like to talk to a lawyer in person, can I get an appointment this week?", intent: "booking" },
  { message: "what type of matters do you take", intent: "services" },
  { message: "kushe o", intent: "greeting" },
  { message: "how can I contact you", intent: "contact" },
  {
    message:
      "I work as driver for the diocese for 6 years. they have not paid me for 4 months and when I ask, they say pray and be patient. my children are out of school. I need help",
    intent: "area:contract",
  },
  { message: "abeg a wan see lawyer tomorrow bout me marriage", intent: "booking" },
  {
    message: "Urgent: the youth pastor was arrested this morning at the church site in Waterloo during the demolition. He is at the station now.",
    intent: "urgent",
  },
  { message: "Is it possible to book a video call from the UK? Our family church in Bo has a land problem.", intent: "booking" },
  {
    message:
      "Good evening. My brother, a Quranic teacher in Kenema, was detained at the police station on Friday after a parent complained. He has been there three nights now. What must we do to get him out?",
    intent: "urgent",
  },
  { message: "do i nid 2 bring ID", intent: "knowledge:What to bring" },
  { message: "please review the agreement the pastor wants me to sign to join the ministry staff", intent: "area:contract" },
  { message: "Dear Sir, kindly advise what documents our trustees should bring to the consultation.", intent: "knowledge:What to bring" },
  { message: "help", intent: "unknown" },
  { message: "what documents should I bring to the meeting", intent: "knowledge:What to bring" },
  { message: "if i come at 5.30 will u still be there", intent: "hours" },
  { message: "can i schedule a consultation for next monday, its about the mosque committee", intent: "booking" },
  { message: "Pls how to tie gele for church wedding", intent: "off-topic" },
  {
    message:
      "a church member accused me falsely of rape after I refused to marry her daughter. the case is at court now and i am on bail. i need a defence lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "Sir, since I left the congregation, members follow me and threaten me on the phone daily. Yesterday they said they know where my child goes to school.",
    intent: "safety",
  },
  { message: "pls rvw dis contract 4 d church bus hire b4 we sign", intent: "area:contract" },
  { message: "thank you", intent: "thanks" },
  { message: "Hello, can your firm mediate between the church founder's family and the trustees?", intent: "area:arbitration" },
  { message: "how do I make ginger beer for the church bazaar", intent: "off-topic" },
  {
    message: "Please please my fiancé was arrested during our church wedding rehearsal, the other woman's family brought police. He is at the station now",
    intent: "urgent",
  },
  { message: "di lan we church buy, di man sell am to two people", intent: "area:land" },
  { message: "best price for plastic chairs, we want to buy 100 for the church", intent: "off-topic" },
  { message: "tenki bad, God go bless una", intent: "thanks" },
  { message: "Dear Sir, the two congregations claiming the church property have agreed to arbitration. We seek your services.", intent: "area:arbitration" },
  { message: "a man at the church abuse my daughter 13 yrs, he still de threaten am say if she talk he go kill am", intent: "safety" },
  {
    message:
      "The mosque board has six members and we have a matter about the mosque property that we want to discuss together. our mosque board want to come as a group to meet a lawyer, can we book for next week",
    intent: "booking",
  },
  { message: "which kind charger good for tecno phone, the one wey we get na church don spoil", intent: "off-topic" },
  { message: "Can a woman inherit her father's share of the family mosque land under Islamic law in Sierra Leone?", intent: "legal-question" },
  { message: "pls chk if d land 4 our church get clean title b4 we pay", intent: "area:land" },
  { message: "my father the imam was taken from our house by men in uniform at dawn, we dont know where dem carry am", intent: "urgent" },
  { message: "wey una office de, I de cam from Waterloo", intent: "address" },
  { message: "need help with supply deal for the rice we buy for Ramadan iftar every year", intent: "area:contract" },
  { message: "una sabi Mende?", intent: "knowledge:Languages spoken" },
  { message: "dey hold my son na Congo Cross station bikos of di mosque fight, e na only 16 yr", intent: "urgent" },
  { message: "what is your email address", intent: "email" },
  {
    message:
      "I taught at the mission school for 8 years. Last week the principal called me and said the church no longer needs me, no letter, no notice, no end of service money. I was sacked without notice, I need help",
    intent: "area:contract",
  },
  {
    message:
      "Papa died in January. Before he died he gave his will to our pastor to keep, and the pastor has now read it to the family. my late father's will is with the pastor, we need help with probate",
    intent: "area:family",
  },
  { message: "My husband and I married in the Catholic church. Can I still get a divorce in court even if the church says no?", intent: "legal-question" },
  { message: "Hello", intent: "greeting" },
  { message: "need a lawyer for my cousin's trial, he is accused of burning a church", intent: "area:criminal" },
  { message: "Is the office open on Easter Monday?", intent: "hours" },
  { message: "container fo di church generator don stay na port 3 months, dem de charge demurrage", intent: "area:shipping" },
  {
    message: "Is Adama Koroma still with the firm? she mediated our mosque dispute some years ago and everybody respected her",
    intent: "attorney:Adama Koroma",
  },
  { message: "good morning", intent: "greeting" },
  {
    message:
      "Our bishop went to police HQ himself to report the people who broke into the cathedral office. Instead they kept him there, saying someone has made a complaint against him. its been 24hrs and he is still locked up",
    intent: "urgent",
  },
  { message: "our school teachers want help with their employment contracts with the mission", intent: "area:contract" },
  {
    message:
      "My father died last year and in his will he left our family house to his church. We his children are still living there and we have nowhere else to go. Can the church really take the house from us?",
    intent: "legal-question",
  },
  { message: "What are all the ways to get in touch with the firm?", intent: "contact" },
  { message: "Dear Sir, our parish intends to lease a portion of the church compound to a school. We require a lease agreement drafted.", intent: "area:land" },
  { message: "do you handle Islamic marriage and divorce matters", intent: "area:family" },
  { message: "next available appointment pls, and how much e go cost", intent: "booking", also: ["knowledge:Fees"] },
  {
    message: "I booked to come on Thursday about the church land and also my marriage. Should I bring the church land papers and the marriage certificate?",
    intent: "knowledge:What to bring",
  },
  { message: "help us open bank account for the mosque, bank want legal documents", intent: "area:business" },
  { message: "abeg dem don arrest me mama at di church bazaar, dem say she tif di offering box, she de na station now", intent: "urgent" },
  { message: "wat r ur fees", intent: "knowledge:Fees" },
  { message: "a land grabber has forged papers for our prayer ground, we need a land lawyer to fight it", intent: "area:land" },
  { message: "What days of the week is the chambers open?", intent: "hours" },
  {
    message:
      "We want to hire a lawyer for the mosque land case but the money comes from the jamaat contributions every month. Can we pay the lawyer fees in installments?",
    intent: "knowledge:Fees",
  },
  { message: "?", intent: "unknown" },
  { message: "how do i start a youtube channel for my church sermons", intent: "off-topic" },
  { message: "Can I talk in Temne? my english not good", intent: "knowledge:Languages spoken" },
  { message: "where is your office", intent: "address" },
  { message: "how di body", intent: "greeting" },
  { message: "Plz send me ramadan timetable for Bo", intent: "off-topic" },
  { message: "how much is consultation", intent: "knowledge:Fees" },
  { message: "Parlez-vous français?", intent: "knowledge:Languages spoken" },
  { message: "Praise the Lord!", intent: "greeting" },
  { message: "do you do mediation for church disputes", intent: "area:arbitration" },
  { message: "which bus go to Kenema from Freetown early morning, I de go convention", intent: "off-topic" },
  { message: "how many lawyers una get", intent: "team" },
  { message: "we want to buy land for a new mosque, pls help with title search", intent: "area:land" },
  {
    message:
      "Our mosque is in a residential area in Wellington and we use loudspeakers for the call to prayer at 5am. A new neighbour says it is noise and he will sue. Is it against the law?",
    intent: "legal-question",
  },
  { message: "ma salama", intent: "goodbye" },
  { message: "i am the church caretaker, some men are breaking the gate now and they have machetes", intent: "safety" },
  { message: "my wife left with the children to stay at the pastor's house, does the pastor have a right to keep them?", intent: "legal-question" },
  {
    message:
      "I'm in London. My mum just called to say the police in Freetown have detained our church's pastor for \"inciting\" after his sermon. He's been at the station since last night. Who can go see him today?",
    intent: "urgent",
  },
  { message: "what is the population of Muslims in Sierra Leone", intent: "off-topic" },
  { message: "I just saw police beat and drag the Sheikh into their car outside the mosque, we are following them to the station", intent: "urgent" },
  { message: "what languages u speak", intent: "knowledge:Languages spoken" },
  { message: "Can I park near the office or should I come by taxi?", intent: "knowledge:Parking" },
  { message: "Di imam pikin dem de beat me broda now now na di mosque yard", intent: "safety" },
  { message: "mi fone battery nor de charge since I drop am na church, wetin fo do", intent: "off-topic" },
  { message: "pls d police r at d church gate now dey want 2 take d youth leader", intent: "urgent" },
  { message: "I de go now, bye", intent: "goodbye" },
  {
    message: "Our church has a land problem and our pastor recommended Mohamed Conteh to us. Tell me about him, what does he do?",
    intent: "attorney:Mohamed Conteh",
  },
  {
    message:
      "Police raided our mosque last month looking for a suspect. They broke the doors, tore the Qurans and beat the caretaker. Can you help with a human rights complaint?",
    intent: "area:criminal",
  },
  { message: "do you register churches with the Corporate Affairs Commission", intent: "area:business" },
  { message: "is it legal for the pastor to keep the offering money in his personal account?", intent: "legal-question" },
  { message: "what is the meaning of the name Fatmata in arabic", intent: "off-topic" },
  { message: "who be di lawyers dem for una office", intent: "team" },
  { message: "Abeg una help me, dem don put me broda na cell sin yesterday, na bin di fight na di prayer field for Eid", intent: "urgent" },
  { message: "dem de chase me wit stick since I comot na di prayer ground, I de hide na shop now", intent: "safety" },
  {
    message: "my wife left me for the choir master and took my kids with her. now I only see them at church on sunday from far. I want custody",
    intent: "area:family",
  },
  { message: "wil i win if i sue the church for sacking me as a teacher in their school without pay", intent: "legal-question" },
  {
    message: "pls d youth dem de stone our church now, pipul dem inside wit pikin dem. dem say we make too much noise fo night vigil. we nor fit comot",
    intent: "safety",
  },
  { message: "i de write frm cell na Kissy station, dem borrow me fone small. dem say I beat di usher for church. abeg send lawyer", intent: "urgent" },
  { message: "i na cleaner na di church school, dem sack me wit no pay, a wan help", intent: "area:contract" },
  {
    message:
      "The police came to the madrassa at 6am and took the headmaster and two teachers. They are still at Kissy police station. We need a lawyer urgently.",
    intent: "urgent",
  },
  { message: "Thank you for your help, sir", intent: "thanks" },
  {
    message:
      "We married in church 10 years ago and the pastor counselled us many times, but nothing changed. He drinks and he does not care for the children. I want to divorce my husband. Can you help?",
    intent: "area:family",
  },
  { message: "Bonjour, vous êtes ouvert le samedi?", intent: "hours" },
  { message: "how much Africell data I need to stream church service on facebook live", intent: "off-topic" },
  { message: "Which number can I WhatsApp from England?", intent: "phone" },
  { message: "tenki ya", intent: "thanks" },
  { message: "Good morning, what are your working hours?", intent: "hours" },
  {
    message:
      "My husband is a pastor and everybody in the church thinks he is a good man, but the marriage is finished. I don't want anyone to know I am coming. I need to talk to a lawyer privately, how do I make an appointment",
    intent: "booking",
  },
  { message: "jazakallah khair", intent: "thanks" },
  { message: "wat is d punishment 4 stealing church money, my cousin did it", intent: "legal-question" },
  { message: "we wan settle di palava between di two imam dem outside court", intent: "area:arbitration" },
  { message: "what services do you offer", intent: "services" },
  {
    message:
      "the two mosques in our town are fighting over the Eid prayer ground. each one wants to lead the prayer there and last year it nearly turned violent. The elders want mediation before this Eid",
    intent: "area:arbitration",
  },
  { message: "reserve a slot for me please, I'm coming from Makeni on Wednesday", intent: "booking" },
  { message: "our church in Bo is expecting building materials by ship, the shipping line lost the bill of lading", intent: "area:shipping" },
  {
    message:
      "Dear Sir, I write with urgency. Our Imam, Alhaji Kanu, was detained by officers yesterday evening following a dispute over the mosque leadership, and he remains at Makeni police station without charge. Kindly advise immediately.",
    intent: "urgent",
  },
  { message: "which street una de pan", intent: "address" },
  {
    message: "there is an award from an arbitrator in Ghana against our ministry and they want to enforce it here, can you help us",
    intent: "area:arbitration",
  },
  {
    message:
      "Two of our signatories left the church after a quarrel and one of them wrote to the bank. The bank froze our church account because of the signatory dispute and we cannot pay salaries. We need help with the bank.",
    intent: "area:business",
  },
  { message: "we prefer arbitration to settle the dispute with our partners in the mosque water business", intent: "area:arbitration" },
  { message: "Bonjour, c'est combien le billet d'avion Conakry Freetown? for the crusade", intent: "off-topic" },
  {
    message:
      "Our ministry started as a house fellowship and now we have about 300 members. The bank says we must be registered before they open an account. We want to register our church as a company limited by guarantee. Can you help?",
    intent: "area:business",
  },
  { message: "Bonjour, je veux un rendez-vous with a lawyer please, for my marriage", intent: "booking" },
  {
    message:
      "Mi sista an di pastor wife bin quarrel afta service bout di women fellowship money. Di woman go report an police cam take mi sista. She de na station lock-up since yestaday, dem say she go court monday",
    intent: "urgent",
  },
  { message: "the madrassa land survey plan is missing and someone is claiming the plot", intent: "area:land" },
  { message: "Our church runs a small savings and loans scheme for members and we need help with the banking rules", intent: "area:business" },
  { message: "do u hv whatsapp", intent: "phone" },
  { message: "where can I park the church bus when we come", intent: "knowledge:Parking" },
  { message: "need help incorporating the trustees of our mosque", intent: "area:business" },
  { message: "I need someone to handle my late dad's inheritance, my stepmother and the imam are sharing the property without us", intent: "area:family" },
  { message: "Dear Sir, how may our church council contact your chambers?", intent: "contact" },
  { message: "Bonjour, I want to resolve a commercial dispute with a church supplier by arbitration, not court", intent: "area:arbitration" },
  {
    message:
      "Our sister church in Maryland donated a bus and we shipped it last month. Now it is at the port and they say the papers are wrong and we must pay a fine. we need someone to help us clear it",
    intent: "area:shipping",
  },
  { message: "Please what is the telephone number of the chambers and your email", intent: "phone", also: ["email"] },
  { message: "Bonjour, our congregation in Conakry sent a boat with goods to Freetown and it has been detained at the port", intent: "area:shipping" },
  {
    message:
      "family land palava: my grandfather left land in Bo for all of us. Now my uncles joined a new church and want to give our family land to the church. We the grandchildren don't agree. we want a land lawyer",
    intent: "area:land",
  },
  { message: "what time una de open", intent: "hours" },
  { message: "pls i nid criminal lawyr 4 court case nxt wk, charge is malicious damage at d mosque", intent: "area:criminal" },
  { message: "What kind of cases do you handle?", intent: "services" },
  { message: "can a church marriage be annulled if the husband lied about being already married?", intent: "legal-question" },
  { message: "some boys from the other faction are outside the church with cutlass, we locked inside, pls help", intent: "safety" },
  { message: "they have held our catechist at the barracks in Kabala since yesterday, nobody is allowed to visit", intent: "urgent" },
  { message: "Bonjour, the police say they will charge me for the fight at the church, I want a lawyer ready before", intent: "area:criminal" },
  { message: "are u open now", intent: "hours" },
  { message: "is there free legal help for poor people", intent: "knowledge:Fees" },
  { message: "una get place fo park motoka?", intent: "knowledge:Parking" },
  {
    message:
      "My grandfather gave part of our family land to the church in 1975 so they could build a school. The school closed years ago and now the trustees want to sell the plot to a businessman. Can the church trustees sell it without asking our family?",
    intent: "legal-question",
  },
  { message: "set up a meeting for me and the pastor with a lawyer pls", intent: "booking" },
  { message: "I need a family lawyer, my husband is a pastor and wants to take the kids after our separation", intent: "area:family" },
  { message: "I am hiding at my friend's house because the church elders said they will deal with me for talking about the money", intent: "safety" },
  {
    message:
      "A donor in Istanbul sent new carpets for our central mosque. They came by ship and when we collected the container at the quay, half the cargo was missing. need lawyer",
    intent: "area:shipping",
  },
  {
    message:
      "I have been playing keyboard for my church for 6 years but they don't pay. I finished school and I need work now. do you know any church looking for keyboard player?",
    intent: "off-topic",
  },
  {
    message:
      "My brother was in the fight at the prayer ground during Eid. The police charged him with wounding but he got bail after four days. His trial is next month. we need a defence lawyer",
    intent: "area:criminal",
  },
  { message: "dm arrst d reverend 4 d land matter n he stil in custody 2 days now", intent: "urgent" },
  { message: "i wan book una fo consultation bout mi daughter church wedding wey di man family de block", intent: "booking" },
  {
    message:
      "I am 17 and my uncle want to force me to marry the old alhaji who gave money for our mosque. He said if I refuse he will kill me. I ran away to my friend house but he is looking for me",
    intent: "safety",
  },
  { message: "a wan mek appointment fo talk wit una lawyer, abeg", intent: "booking" },
  {
    message:
      "police dey na di church door now wit paper, dem say dem de cam fo di pastor. Di congregation dem de vex an we fraid say palava go start. Abeg somebody call we back quick",
    intent: "urgent",
  },
  { message: "I work Monday to Friday at the market and Sunday is for church. are you open on saturday?", intent: "hours" },
  { message: "dem don start build fence on di mosque lan, we need lawyer", intent: "area:land" },
  {
    message: "my husband is a deacon and CID took him this morning over missing offering money. he is at CID headquarters. pls i need someone there now",
    intent: "urgent",
  },
  { message: "the prophet of our church is charged with fraud, the congregation wants to hire defence", intent: "area:criminal" },
  { message: "Our church's contract with the solar company has an arbitration clause and they are ignoring it. We need help.", intent: "area:arbitration" },
  { message: "na di matter we bin talk", intent: "unknown" },
  { message: "our church elder still in police cell for Makeni since tuesday. dem nor charge am. is there bail", intent: "urgent" },
  {
    message:
      "Bonjour. I married in Guinea at the mosque in Labé in 2015. Now I live in Freetown since 4 years and my wife stay in Conakry, we are separate. I want divorce. You can help?",
    intent: "area:family",
  },
  { message: "Good day, I need an appointment for our congregation trustees to review the church constitution.", intent: "booking" },
  { message: "Polis don cam church now now dem de search all man, dem don hold the treasurer", intent: "urgent" },
  { message: "How many partners does the firm have?", intent: "team" },
  { message: "the pastor wife report me to police for slander, a need lawyer fo di case", intent: "area:criminal" },
  { message: "who works there", intent: "team" },
  { message: "Our church container of donated items from the UK is stuck at Queen Elizabeth quay, customs won't release it", intent: "area:shipping" },
  {
    message:
      "After the Sunday service there was a quarrel between two groups over who will be the new bishop. It turned into fighting and the police came. They took my son and three others, and he has been at Eastern police since Sunday. Please can a lawyer go there today?",
    intent: "urgent",
  },
  {
    message:
      "We bought a plot in Waterloo in 2018 to build our new church and we have the conveyance. We went there on Saturday and found someone has put a foundation on it. we need a lawyer",
    intent: "area:land",
  },
  {
    message:
      "Dear Sir, our diocese intends to set up an investment company to manage its properties. We require assistance with registration and shareholding.",
    intent: "area:business",
  },
  { message: "The new imam's supporters attacked my father last night and said they will come back for him. We are scared", intent: "safety" },
  { message: "customs wan tax di donated mosque items na di wharf, we need help fo clear dem", intent: "area:shipping" },
  { message: "can your firm help religious organisations with their legal needs generally?", intent: "services" },
  {
    message: "Dear Sir, our mission chartered a vessel to bring relief goods and the owners are now demanding extra demurrage. We need assistance.",
    intent: "area:shipping",
  },
  { message: "Bonjour", intent: "greeting" },
  {
    message:
      "We bought 2000 bibles from a printer in Accra and shipped them to Freetown. When we opened the container, rain water had entered and most of them were spoiled. we want to claim against the shipping company",
    intent: "area:shipping",
  },
  { message: "how to travel from Freetown to Touba for the Magal", intent: "off-topic" },
  { message: "dem de threaten fo burn di mosque tonight wit we inside", intent: "safety" },
  { message: "opening hours pls n wer r u located", intent: "hours", also: ["address"] },
  {
    message:
      "Mi man marry second wife na mosque las year. Since den e nor de gi money fo di pikin dem school fees or food, e say na God go provide. a wan help fo maintenance",
    intent: "area:family",
  },
  { message: "pastr held @ bo police since yestday, famly no allowd 2 see am", intent: "urgent" },
  { message: "From the US, our church wants to buy land in Lumley, need someone to handle the conveyancing", intent: "area:land" },
  { message: "If the founder of our church dies, who has the right to become general overseer, his son or the board?", intent: "legal-question" },
  { message: "do una handle all kind case?", intent: "services" },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "Bonjour, my cousin was arrested after the fight at the mosque in Fourah Bay yesterday, he is Guinean and no speak english well, he is in cell now, aidez nous svp",
    intent: "urgent",
  },
  { message: "when is ramadan starting this year", intent: "off-topic" },
  { message: "Tell me about your lawyers before I come", intent: "team" },
  { message: "wetin na una contact", intent: "contact" },
  { message: "want 2 book 1 sesion abt d offerng money issue", intent: "booking" },
  {
    message: "men from OSD came to our mosque after asr prayer and took the imam son away in a pickup. we dont know which station they carried him to",
    intent: "urgent",
  },
  { message: "can I come at 8am before work?", intent: "hours" },
  {
    message:
      "I bin testify na court against di prophet of we former church bout di money e collect from widows. Since dat time somebody de send me message say dem go kill me. Last night dem write say dem don see me os",
    intent: "safety",
  },
  { message: "wetin na di capital of Saudi", intent: "off-topic" },
  {
    message: "soldiers dem take our Arabic teacher go barracks yesterday. nobody tell us why an dem nor gree make we see am. Abeg wetin we fo do",
    intent: "urgent",
  },
  { message: "we received a letter saying the pastor will be killed if he preaches on sunday. we are afraid", intent: "safety" },
  { message: "I have a problem", intent: "unknown" },
  {
    message: "Abeg help, police don carry our pastor from church dis morning, dem say na because of di land palava. He de Central police now",
    intent: "urgent",
  },
  {
    message:
      "I'm the secretary of our parish council. We have never used a lawyer before and the priest asked me to find out. what can a law firm like yours do for us?",
    intent: "services",
  },
  {
    message:
      "The contractor who built our mosque dome agreed in the contract to arbitrate any dispute. He has collected 80 percent of the money. Now he refuses to finish and says we owe him more. Help us start arbitration.",
    intent: "area:arbitration",
  },
  {
    message:
      "Good morning. I am the secretary of the Baptist church in Hastings and we are having problems with our church land. I would like to book an appointment with a lawyer as soon as possible.",
    intent: "booking",
  },
  { message: "The mosque committee removed the imam without a vote. Does he have the right to stay in the position?", intent: "legal-question" },
  {
    message: "Good afternoon. My mother passed and left property; her church says she promised it to them. We need help with the estate.",
    intent: "area:family",
  },
  { message: "abeg", intent: "unknown" },
  { message: "list of your attorneys pls", intent: "team" },
  {
    message: "I need a lawyer for custody of my children, their father took them to his people in Guinea to attend mosque school there",
    intent: "area:family",
  },
  { message: "Bonjour, quelle est votre adresse email?", intent: "email" },
  { message: "do u hv senior lawyers or only young ones", intent: "team" },
  { message: "How do I get to your chambers from the Cotton Tree?", intent: "address" },
  { message: "Dear Sir, kindly let me know the range of legal services your chambers provides.", intent: "services" },
  { message: "We go church retreat na Bureh beach las week an now a get fever an body pain. A tink na malaria. wetin medicine I go take", intent: "off-topic" },
  { message: "pls hlp us chng d directors of our ministry company", intent: "area:business" },
  {
    message:
      "I have served as a catechist for 12 years. Last month the bishop transferred me to a parish in Kailahun without asking me and when I refused, he stopped my salary. can he do that by law?",
    intent: "legal-question",
  },
  {
    message:
      "My husband passed away in March. His will gives some things to the church and the pastor is now pushing me to sign papers I don't understand. please arrange for me to meet someone about the will",
    intent: "booking",
  },
  {
    message:
      "our neighbour moved the boundary beacons into the church cemetery at night. now his fence is touching some of the graves. the elders want to take action",
    intent: "area:land",
  },
  {
    message:
      "the basketball court at our church school need repainting before inter-house sports. the old paint don peel off everywhere. which paint is best for outdoor court",
    intent: "off-topic",
  },
  { message: "ok bye bye", intent: "goodbye" },
  { message: "police dey inside di mosque compound now de hold di muezzin, wetin we go do", intent: "urgent" },
  { message: "can the government take our mosque land for the road without paying us", intent: "legal-question" },
  { message: "my stepfather, a deacon, touches me and says no one will believe me. i am 15 and scared to go home", intent: "safety" },
  { message: "Do you work with churches and mosques as clients?", intent: "services" },
  { message: "we have an arbitration award against the building contractor who did our church, how do we enforce it", intent: "area:arbitration" },
  { message: "wat do u guys do", intent: "services" },
  {
    message:
      "In June we signed an agreement with a furniture company for 300 chairs for our church. We paid in full. It is now October and only 50 chairs were delivered. Need help enforcing the contract",
    intent: "area:contract",
  },
  {
    message:
      "Service starts in an hour and there is no EDSA light. the church generator won't start, it's a 5kva Firman, we changed the plug already. any ideas",
    intent: "off-topic",
  },
  { message: "Can the madrassa keep my son's documents because I removed him?", intent: "legal-question" },
  { message: "Dear Sir, may I know the names of the advocates in your chambers?", intent: "team" },
  {
    message:
      "We bin collect money from all di jamaat fo roof di mosque before rain. di contractor wey we pay don run wit di money, e nor finish di work. we get paper wit e signature",
    intent: "area:contract",
  },
  {
    message:
      "Monsieur, my husband is detained at the police in Kambia since yesterday after the fight at the mosque. He is sick, he need his medicine. Svp help",
    intent: "urgent",
  },
  {
    message:
      "there is fighting at the eid ground right now between the two groups, people are bleeding and throwing stones. my children are there with their father and i cant reach them on phone",
    intent: "safety",
  },
  {
    message:
      "Our church runs a small orphanage in Lunsar. A couple in the congregation, both teachers, want to adopt one of the girls who has been with us since she was a baby. Do you handle adoption?",
    intent: "area:family",
  },
  { message: "who is the pope now", intent: "off-topic" },
  {
    message:
      "My son is 10. The imam's son, who helps teach at the madrassa, beat him so badly he spent a week at Connaught hospital. The imam says it was discipline. If we go to court, how much compensation can the court give?",
    intent: "legal-question",
  },
  { message: "do your lawyers speak Krio", intent: "knowledge:Languages spoken" },
  { message: "how late you stay open on weekdays, I finish choir practice at 4", intent: "hours" },
  {
    message: "Sir my wife was arrested at the crusade ground, they said she was fighting the ushers. She is still held at Lumley police post.",
    intent: "urgent",
  },
  { message: "do u hv parking spc", intent: "knowledge:Parking" },
  {
    message: "Bonjour, the people of the mosque say I must leave the town or they attack me because I change religion. I am afraid for my life",
    intent: "safety",
  },
  { message: "which email do I send my papers to", intent: "email" },
  { message: "Bonjour, I want to start a business importing prayer mats and need to register a company in Sierra Leone", intent: "area:business" },
  {
    message:
      "the church hired a sound system company for the convention and paid deposit. on the first night they brought only half the speakers and left at 10pm. they broke the agreement and we want our money",
    intent: "area:contract",
  },
  {
    message:
      "We bin get harvest program Friday night an some boys from outside cam cause palava. Di fight start an police cam. Dem don lock up 5 of we choir boys na Waterloo station since Friday night, dem nor release dem yet",
    intent: "urgent",
  },
  { message: "we wan register NGO fo di church pikin dem school", intent: "area:business" },
  {
    message: "Dear Sir, I am the widow of a late reverend. His family are disputing his estate with me. I need assistance with letters of administration.",
    intent: "area:family",
  },
  { message: "is it going to rain on sunday for our outdoor crusade", intent: "off-topic" },
  {
    message:
      "My husband died 3 months ago. his brothers want to inherit me after his death as their custom says, and they want the house and the shop too. i went to my pastor but the church can't help, i need lawyer",
    intent: "area:family",
  },
  { message: "pls wen can i cm n c 1 of ur lawyers", intent: "booking" },
  { message: "e legal fo di reverend refuse fo marry we bikos me na Muslim?", intent: "legal-question" },
  { message: "the teacher at the quranic school beats my son with wire and chains him, he came home bleeding", intent: "safety" },
  {
    message:
      "some of us in the mosque committee started a halal meat business together. 4 people put money but nothing is written. our halal meat business need shareholder agreement",
    intent: "area:business",
  },
  { message: "what is your phone number", intent: "phone" },
  { message: "au revoir", intent: "goodbye" },
  {
    message:
      "I am getting old and I want to give one of my plots in Kissy to the mosque so they can build a school. I want it done properly so my children will not fight it later. do you do conveyancing",
    intent: "area:land",
  },
  {
    message:
      "My brother went for Eid prayers in Kenema yesterday and a fight broke out between two groups over who should lead the prayer. He was not even fighting but police picked him up with the others last night. He is still in the cell this morning. what can we do",
    intent: "urgent",
  },
];
