import type { LabelledMessage } from "./labelled-message";

// Government offices and civil servants; writers: retired teacher in Bo (formal letters), young Freetown woman (SMS shorthand), dismissed Makeni clerk (Krio), London nurse (diaspora), Kenema trader (typos, voice typing), ministry secretary (polite indirect), Kono student (Krio-English mix), Kambia border trader (French words).
export const DEVELOPMENT_EIGHTY_SIXTH: LabelledMessage[] = [
  {
    message:
      "Pls urgent, my fiance is held at immigration Lungi since yesterday afternoon, they took his passport and say it's not in their system. He's still there.",
    intent: "urgent",
  },
  {
    message: "We are contractors and the Ministry of Works owes us 2 billion for a road. We prefer to settle outside court. Do you do arbitration?",
    intent: "area:arbitration",
  },
  { message: "need help wit port demurrage, the delay was caused by the government inspection agency", intent: "area:shipping" },
  { message: "Can you translate my letter into French for my cousin in Conakry?", intent: "off-topic" },
  { message: "tenki", intent: "thanks" },
  { message: "dem lock my uncle na cell na Kenema police station since friday, na pension money palaver wit di district education office", intent: "urgent" },
  { message: "Do you have a WhatsApp line?", intent: "phone" },
  { message: "una office de wusai?", intent: "address" },
  { message: "My boss at the ministry says if I report the bribe I will lose my job. Am I protected by the law if I report it?", intent: "legal-question" },
  { message: "pls my husband dey na Pademba Road since last week, no trial no bail, na land ministry case", intent: "urgent" },
  { message: "how much 4 lawyer to take my dismissal case?", intent: "knowledge:Fees" },
  { message: "What's the number to call from the UK?", intent: "phone" },
  { message: "are u open on friday afternoon?", intent: "hours" },
  {
    message: "shareholders fight in our company, one of them is a civil servant and says he will use his ministry to block our licence. help",
    intent: "area:business",
  },
  {
    message: "Dear Sir, we have a commercial dispute with SALWACO over pipe supply. We seek counsel to represent us in settling it out of court.",
    intent: "area:arbitration",
  },
  { message: "I am afraid to go home. The NASSIT agent I reported is waiting near my house with others, my neighbour say dem get stick", intent: "safety" },
  { message: "need help registering late birth of my 3 children, their father refuses to sign, we are separated", intent: "area:family" },
  { message: "how to apply for a job as a driver at State House", intent: "off-topic" },
  { message: "We won an arbitration award against a parastatal but they refuse to pay. Need help enforcing it.", intent: "area:arbitration" },
  { message: "Do you deal with disputes with employers? My director demoted me because I refused to sign fake receipts.", intent: "area:contract" },
  { message: "Evening", intent: "greeting" },
  { message: "Au revoir", intent: "goodbye" },
  { message: "My late husband was a civil servant. Can his brothers collect his gratuity instead of me and the children?", intent: "legal-question" },
  { message: "I'll be coming with my mother from Waterloo in my brother's car. Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "Good morning, I need a lawyer to draft a consultancy contract with a ministry project.", intent: "area:contract" },
  { message: "Abeg a wan mek appointment fo tok to lawyer, na bout me NASSIT moni", intent: "booking" },
  { message: "The Lands office lost my file and now another man has a survey plan on my land. Whose title will the court accept?", intent: "legal-question" },
  { message: "What time do you open and where exactly is the office?", intent: "hours", also: ["address"] },
  { message: "if a bin pay bribe befo fo me licence, me sef go get case?", intent: "legal-question" },
  { message: "Give me your WhatsApp so I can send the pictures of my pension letter", intent: "phone" },
  { message: "What is the price of cement at Kissy now?", intent: "off-topic" },
  { message: "Bonjour, je voudrais un rendez-vous with a lawyer, about my papers at immigration", intent: "booking" },
  { message: "ok a de go now, bye bye", intent: "goodbye" },
  { message: "Tell me a joke, I'm bored waiting in the queue at the Births and Deaths office", intent: "off-topic" },
  { message: "Can the government take back land it leased to me because they lost the records and now say there is no lease?", intent: "legal-question" },
  { message: "I have a problem", intent: "unknown" },
  { message: "wat areas of law u cover", intent: "services" },
  { message: "recommend a good hotel in Makeni, I'm going for a ministry workshop", intent: "off-topic" },
  {
    message:
      "My ex husband is a police officer and he comes to my house drunk threatening to kill me since I asked for child maintenance. He came again tonight and is banging the door.",
    intent: "safety",
  },
  {
    message: "Hi, I'm in the US and want to invest in a fishing company in SL but the ministry keeps delaying our licence. Do you handle this?",
    intent: "area:business",
  },
  { message: "bus fare from Kenema to Freetown how much", intent: "off-topic" },
  { message: "Can I pay after my gratuity comes out?", intent: "knowledge:Fees" },
  {
    message: "Good afternoon. We are a Guinean firm with a dispute against a Sierra Leone ministry. The contract says ICC arbitration. Can you represent us?",
    intent: "area:arbitration",
  },
  { message: "The Ports Authority damaged our containers while moving them in the yard. We want compensation. Is this your area?", intent: "area:shipping" },
  { message: "Before I explain my story, tell me what type of matters your firm deals with", intent: "services" },
  { message: "If I resign from the civil service before 55 do I lose everything or can I still claim my NASSIT?", intent: "legal-question" },
  { message: "What to bring to first meeting pls", intent: "knowledge:What to bring" },
  { message: "u open 2day?", intent: "hours" },
  { message: "Can I park my car near your chambers?", intent: "knowledge:Parking" },
  { message: "what's the dollar rate today", intent: "off-topic" },
  {
    message: "They came with police to evict us from the government quarters and took my husband into the van. He is at Ross Road station now.",
    intent: "urgent",
  },
  { message: "What is your email address?", intent: "email" },
  { message: "Are you open on Saturday? I work at the ministry all week.", intent: "hours" },
  { message: "Need a conveyancing lawyer. I'm buying a house from a retired civil servant and want everything done properly.", intent: "area:land" },
  { message: "How do I get hold of someone at the firm from the US?", intent: "contact" },
  {
    message:
      "Good day, I'm in Manchester. My mother passed away in Freetown and left a house and her pension. We need probate done. Do you handle this for people abroad?",
    intent: "area:family",
  },
  {
    message:
      "Sir the police have held me at the station since morning about a complaint from my former director. they let me use my phone for a minute. i need lawyer now",
    intent: "urgent",
  },
  {
    message: "Our mining company's licence application at the National Minerals Agency has been pending for a year. Who can help us push it?",
    intent: "area:business",
  },
  { message: "how do i reach una?", intent: "contact" },
  { message: "I'm in the US, what time do you open Freetown time so I can call?", intent: "hours" },
  { message: "Can you help with mediation between our company and a government agency over unpaid supply invoices?", intent: "area:arbitration" },
  { message: "reserve me a slot pls, tuesday 10am if u can", intent: "booking" },
  {
    message: "my boss was arrested in front of all of us at the revenue office, they say he took bribe. they still holding him at CID. he needs a lawyer",
    intent: "urgent",
  },
  { message: "If I go to court against the Ministry, will I get my job back and my salary arrears?", intent: "legal-question" },
  {
    message:
      "I am a clearing agent. Customs seized a shipment saying the import permit is fake, but it was issued by the ministry itself. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Who will win the election in 2028?", intent: "off-topic" },
  {
    message:
      "Our business licence renewal at Freetown City Council is delayed 4 months and the bank won't open an account for the new branch without it. Need a lawyer.",
    intent: "area:business",
  },
  {
    message:
      "Good morning, my husband, a senior civil servant, was arrested late last night from our home in Hill Station. He is still at CID headquarters and they say he will be charged on Monday. We need a criminal lawyer urgently.",
    intent: "urgent",
  },
  { message: "who are your lawyers?", intent: "team" },
  { message: "What is the capital of Guinea? my son homework", intent: "off-topic" },
  {
    message:
      "I have worked in the Ministry of Social Welfare for 12 years with no query on my file. Last month a new director came and I got a letter saying my services are no longer required. Nobody called me to any panel. Can the ministry dismiss me like that without any hearing?",
    intent: "legal-question",
  },
  { message: "Good afternoon, my brother was convicted of fraud at the NASSIT office and we want to appeal. Do you handle appeals?", intent: "area:criminal" },
  { message: "I appreciate it, thanks.", intent: "thanks" },
  {
    message:
      "Dear Sir, my son, a clerk at the Ministry of Finance, was detained at Central Police Station on Monday evening and is still there. No charge has been read to him. What can be done today?",
    intent: "urgent",
  },
  {
    message: "Do you assist with changing company directors at the Registrar? The old director now works at a ministry and cannot stay on the board.",
    intent: "area:business",
  },
  {
    message:
      "I retired from the Ministry of Health in 2019 and moved to join my children in Birmingham. Since last year the pension stopped coming and the office says I must come in person every quarter. Can they stop my pension because I now live in the UK?",
    intent: "legal-question",
  },
  { message: "I need a title search before I buy land in Waterloo. The seller says he has a government lease.", intent: "area:land" },
  { message: "write a poem for my boss's retirement send-off", intent: "off-topic" },
  {
    message:
      "i was a driver on contract with the ministry of agric for 9 years. when the contract ended in april they gave me nothing, they say end of service benefit is only for permanent staff. i want to fight it",
    intent: "area:contract",
  },
  { message: "They retired me early from the police using a wrong birth date. I want to challenge my employer.", intent: "area:contract" },
  {
    message: "I run a pharmacy and the Pharmacy Board has delayed our premises licence since January. We want a business lawyer to handle it.",
    intent: "area:business",
  },
  { message: "a wan divorce me man, e na big man na govment, e no de gi me moni fo di pikin dem", intent: "area:family" },
  { message: "wan book appointmnt 4 friday pls, how much e cost?", intent: "booking", also: ["knowledge:Fees"] },
  { message: "Where can I buy generator fuel in Bo at night?", intent: "off-topic" },
  { message: "Do you have senior lawyers or only juniors?", intent: "team" },
  { message: "Tell me about Ibrahim Jalloh. Does he handle ACC cases?", intent: "attorney:Ibrahim Jalloh" },
  { message: "What's your address?", intent: "address" },
  { message: "What are your working hours?", intent: "hours" },
  { message: "My father uses a wheelchair, can we park close to the door?", intent: "knowledge:Parking" },
  { message: "What time do you open in the morning? I want to pass by before going to Youyi Building.", intent: "hours" },
  {
    message:
      "I applied for my passport through the normal way and paid at the bank. At the airport last month they said the passport is fake, took it, and now I have a court summons for the 14th. Need criminal lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "I served 20 years as a teacher and retired. NASSIT say my contributions are incomplete because the school did not pay them. Do they have the right to reduce my pension?",
    intent: "legal-question",
  },
  { message: "Can you suggest names for my new baby girl?", intent: "off-topic" },
  {
    message:
      "Pa bin na police officer, e don die las year. E get two wife, one married na church and di odar na native law, all two get pikin. Now di two woman de fight fo di pension. Which one go get am by law?",
    intent: "legal-question",
  },
  {
    message: "Dear Sirs, my late grandfather's land at Hastings has been re-surveyed by a ministry official who now claims it as his. We seek your assistance.",
    intent: "area:land",
  },
  { message: "Mornin, pls fix me appointmnt wit any lawyer dis week, na bout dem lost me file na HRMO", intent: "booking" },
  { message: "The passport office took 7 months and I lost a job offer abroad because of it. Can I claim that money from them?", intent: "legal-question" },
  { message: "Dear Sir, kindly provide your email for correspondence.", intent: "email" },
  { message: "Where is your office?", intent: "address" },
  {
    message: "My wife works at passport office. Today police come and carry her with 3 other staff. Where can I find them and can you help tonight",
    intent: "urgent",
  },
  { message: "how do I get bail for my dad, police took him from his office at the Ministry of Agriculture 2 hours ago", intent: "urgent" },
  { message: "help", intent: "unknown" },
  { message: "dem don hold me broda na Makeni police since tuesday, dem say e tek moni fo permit. di family no get moni fo bail", intent: "urgent" },
  { message: "Survey plan pending at Lands Ministry for 8 months, officer asking for 'something small'. Can una help me get it done?", intent: "area:land" },
  { message: "my salary stop since 6 month, HRMO say my record lost. need employment lawyer", intent: "area:contract" },
  { message: "Merci beaucoup", intent: "thanks" },
  { message: "is it legal for a government officer to ask me money before he process my passport?", intent: "legal-question" },
  {
    message:
      "I have been trying to get a building permit from the council for 6 months. Last week the officer told me plainly to bring 5 million or forget it. How do I make an appointment to talk to someone about this?",
    intent: "booking",
  },
  { message: "wetin a go do, me husband tek cutlass say e go kill me if a go collect di gratuity without am. a de hide na church", intent: "safety" },
  { message: "my former director sent boys to my house, dem say if a testify fo ACC dem go kill me. a de hide na me aunty os now", intent: "safety" },
  { message: "Parlez-vous français?", intent: "knowledge:Languages spoken" },
  {
    message: "Do you defend people accused of corruption? My uncle's trial at the High Court starts soon and his first lawyer has stopped taking his calls.",
    intent: "area:criminal",
  },
  { message: "Is your office near the Law Courts? I'm coming from Kenema.", intent: "address" },
  { message: "i need help wit business registration, dem de ask me extra moni na OARG", intent: "area:business" },
  { message: "My director grabbed my neck at work today and said if I talk to the auditors I am dead. I'm scared to go back tomorrow.", intent: "safety" },
  {
    message: "Good morning, we imported medical supplies for the Ministry of Health and the cargo was damaged at the port. We want to claim.",
    intent: "area:shipping",
  },
  {
    message:
      "Dear Sir, I was terminated from the Sierra Leone Roads Authority on allegations that were never proved. I seek your services to pursue reinstatement.",
    intent: "area:contract",
  },
  { message: "later", intent: "goodbye" },
  {
    message:
      "We won a tender to supply 500 desks to the district council and delivered them all in September. After delivery the council wrote to say the price in the contract was a mistake and they will pay only half. We need help with this supply contract.",
    intent: "area:contract",
  },
  { message: "Tenki ya, God bless una", intent: "thanks" },
  { message: "police say dem go invite me about missing files at the ministry. wetin a go do? a need lawyer befo a go", intent: "area:criminal" },
  { message: "What services does Kamara & Associates offer?", intent: "services" },
  { message: "ok thanks a lot", intent: "thanks" },
  {
    message:
      "Good evening, I am a junior officer at the Ministry of Mines. After I refused to sign fake documents, two men attacked me on my way home and said they will finish me. I'm at home with injuries and scared.",
    intent: "safety",
  },
  {
    message:
      "we bin apply fo import licence since February, we pay all di fee and carry all di paper. di man na ministry of trade say if we no 'see' am e no go sign. need lawyer fo we company",
    intent: "area:business",
  },
  {
    message:
      "My colleague and I were picked up from the ministry this morning by plain clothes officers. I am texting from inside the station, they took my friend's phone. What should I do?",
    intent: "urgent",
  },
  { message: "I want to schedule a consultation for my company. The ministry cancelled our supply contract.", intent: "booking" },
  { message: "wetin a fo carry kam wen a de kam?", intent: "knowledge:What to bring" },
  { message: "fone nomba", intent: "phone" },
  {
    message:
      "I have to travel to the pension office in Bo tomorrow and my road is not tarred, if it rains the poda poda won't go. What's the weather going to be like there?",
    intent: "off-topic",
  },
  { message: "email pls", intent: "email" },
  {
    message:
      "Good evening. The Anti-Corruption Commission has kept my brother-in-law at their office since 10am for questioning about procurement at the Ministry of Works. It is now 7pm and they won't release him. Can a lawyer go there tonight?",
    intent: "urgent",
  },
  { message: "I was granted bail last week on a charge of misappropriating pension funds. I need a lawyer for the trial.", intent: "area:criminal" },
  { message: "can the council refuse my building permit just because I did not pay the 'extra'? what does the law say", intent: "legal-question" },
  { message: "Is it legal for my employer, a government agency, to deduct NASSIT from my salary and not pay it in?", intent: "legal-question" },
  { message: "me na nurse, di ministry transfer me and den sack me wen a no go. a wan fight am", intent: "area:contract" },
  { message: "a send car from UK, e don de na quay 3 month now, custom no gree release am, dem de ask fo moni. help", intent: "area:shipping" },
  { message: "Do you handle human rights cases? Officials at the council seized my goods and beat me last month.", intent: "area:criminal" },
  { message: "they are taking my son now!! Police in the compound saying he stole files from the council office", intent: "urgent" },
  {
    message:
      "My friend was picked up by military police from the ministry compound and taken to Wilberforce barracks. He's been there since yesterday with no food.",
    intent: "urgent",
  },
  {
    message: "Our fishing vessel licence was suspended by the Ministry of Fisheries without notice and the boat is stuck at the quay.",
    intent: "area:shipping",
  },
  { message: "?", intent: "unknown" },
  { message: "Do any of your lawyers have experience with government and public service matters?", intent: "team" },
  { message: "Is your team big enough to take on a ministry?", intent: "team" },
  { message: "What kind of cases do you handle?", intent: "services" },
  { message: "We want to settle our dispute with the Ministry of Education over school construction through mediation, not court", intent: "area:arbitration" },
  {
    message:
      "Someone from the ministry keeps sending threatening voice notes to my wife after she refused his advances at work. Yesterday he came to our gate with a knife.",
    intent: "safety",
  },
  { message: "my phone no de charge, wetin a go do", intent: "off-topic" },
  {
    message: "The ministry reported me to police for theft of a laptop and I'm to report to the station on Monday. Need a lawyer to come with me.",
    intent: "area:criminal",
  },
  { message: "Should I bring my dismissal letter and my appointment letter?", intent: "knowledge:What to bring" },
  { message: "pls help me wit lease, di council bin gi me lease fo shop but now dem wan cancel am", intent: "area:land" },
  { message: "pls send me number to call, no data for chat", intent: "phone" },
  { message: "Police bin come na di NASSIT office dis morning, dem carry three staff. One of dem na me sista. Wetin we go do?", intent: "urgent" },
  { message: "dem di push am inside di police van right now, na di licence officer call police pan am", intent: "urgent" },
  {
    message:
      "I am a retired agric officer living in Kabala and the road to Freetown is too much for my knees now. My gratuity has been stuck for 4 years. Can you arrange for me to talk to a lawyer on the phone?",
    intent: "booking",
  },
  {
    message:
      "We applied to register our company at the Registrar General's office 5 months ago and now they say the file is missing. Can you help us get it registered?",
    intent: "area:business",
  },
  { message: "a wok fo govment project 3 yrs, dem no pay me last 4 month salary. help", intent: "area:contract" },
  {
    message: "Dear Sir, I stand accused of abuse of office under the Anti-Corruption Act. Kindly advise whether your firm can take up my defence.",
    intent: "area:criminal",
  },
  { message: "una whatsapp numba pls", intent: "phone" },
  { message: "Do you do all kinds of law?", intent: "services" },
  { message: "Wetin na una contact?", intent: "contact" },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message: "ACC invited my mum for interview this morning and she never came out. Her phone is off. The staff say she is being held. What do we do?",
    intent: "urgent",
  },
  { message: "dem sack me from di council widout letter. e legal?", intent: "legal-question" },
  { message: "I've been charged with forgery of birth certificates and have court next month. Need a defence lawyer.", intent: "area:criminal" },
  { message: "I work at a ministry and I reported corruption. Since then unknown men follow me home every night. I fear for my life.", intent: "safety" },
  {
    message: "Police came to our house at 5am and took my father, a retired customs officer. They didn't say why. We think it's about old records.",
    intent: "urgent",
  },
  { message: "What medicine is good for high blood pressure? The pension office stress is killing me", intent: "off-topic" },
  { message: "Kushe o", intent: "greeting" },
  { message: "I'm in the provinces, how can I contact your office without travelling?", intent: "contact" },
  {
    message:
      "My father is coming with me to the meeting but he only understands a little English, he is more comfortable in Mende or Krio. Which languages do your lawyers speak?",
    intent: "knowledge:Languages spoken",
  },
  { message: "Una get woman lawyer? a no comfortable fo tok to man bout dis", intent: "team" },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "A senior official I complained about has been calling me at night saying he will make me disappear. I changed my number but he found the new one. I don't feel safe sleeping at home.",
    intent: "safety",
  },
  { message: "Please help me write a speech for our ministry end of year party", intent: "off-topic" },
  { message: "Is the office open during lunch hour? I can only come at 1pm from the Treasury.", intent: "hours" },
  { message: "Do you charge a fee for the first meeting?", intent: "knowledge:Fees" },
  {
    message: "Please help, ACC people just came to my husband office at Youyi Building and took him away in their vehicle. Nobody tell us where dem carry am.",
    intent: "urgent",
  },
  { message: "do i need to bring my passport and NASSIT card to the consultation", intent: "knowledge:What to bring" },
  { message: "una get legal aid? a no get moni", intent: "knowledge:Fees" },
  {
    message:
      "Since I got sacked from the council my former boss's boys have been waiting for me near my house. Tonight they chased me. I'm at a friend's place.",
    intent: "safety",
  },
  { message: "How do I get to your chambers from Youyi Building?", intent: "address" },
  { message: "wetin na di best way fo cook groundnut soup", intent: "off-topic" },
  { message: "contact details pls", intent: "contact" },
  { message: "NRA froze our company bank account saying we owe tax, based on records they themselves lost. Need a business lawyer.", intent: "area:business" },
  { message: "we want our case with the telecoms regulator settled out of court, heard your firm does that", intent: "area:arbitration" },
  {
    message: "My baby's father is a civil servant and denies the child. I want him to pay maintenance and put his name on the birth certificate.",
    intent: "area:family",
  },
  { message: "wen una de opin", intent: "hours" },
  { message: "Good day, does your firm handle customs duty exemption problems at the port for donor-funded goods?", intent: "area:shipping" },
  { message: "Recipe for cassava leaf for my retirement party pls", intent: "off-topic" },
  { message: "How much can the court give me for being wrongly dismissed from public service? I was earning 4 million a month.", intent: "legal-question" },
  { message: "Abeg send me Orange money 50k, na emergency", intent: "off-topic" },
  { message: "How do I transfer Africell credit to my mother?", intent: "off-topic" },
  {
    message:
      "Bonjour, my brother is detained at the Gbalamuya border post since yesterday, immigration say his passport no good. S'il vous plait what do we do",
    intent: "urgent",
  },
  { message: "my pikin get fever since yestade, wetin a fo gi am", intent: "off-topic" },
  { message: "Does the Public Service Commission have the power to dismiss me or only my permanent secretary can?", intent: "legal-question" },
  {
    message: "Sir these men say they are from the Lands Ministry and they are breaking my fence now and threatening to beat my wife. They have no paper",
    intent: "safety",
  },
  { message: "Can I walk in at 8am or is that too early?", intent: "hours" },
  { message: "What is your phone number?", intent: "phone" },
  { message: "my bro de na CID since yestade dem say he tek bribe for passport office. dem no gree make we see am", intent: "urgent" },
  { message: "Good morning", intent: "greeting" },
  { message: "wusai a go park?", intent: "knowledge:Parking" },
  {
    message:
      "my aunty gave me her plot by deed of gift before she travelled. i carried it to the registrar general office for registration in june and every time they say come back next week, the stamp officer not around. i want lawyer to handle it",
    intent: "area:land",
  },
  { message: "Can a civil servant be dismissed for posting on Facebook about the minister?", intent: "legal-question" },
  { message: "Can I call you? Which number?", intent: "phone" },
  {
    message: "My wife left with the children to Bo and the ministry is posting me to Kailahun. I want to sort out custody properly before I go.",
    intent: "area:family",
  },
  { message: "Una de tok Mende?", intent: "knowledge:Languages spoken" },
  { message: "I drive. Any parking space on Siaka Stevens Street?", intent: "knowledge:Parking" },
  { message: "Our family land in Kono is being claimed by the chiefdom council for a government project. We need help.", intent: "area:land" },
  { message: "a wan si lawyer fo mi case wit di council, wen a fit kam?", intent: "booking" },
  { message: "List of your attorneys pls", intent: "team" },
  { message: "I want to set up a company to train civil servants, need help with the registration and the governance side", intent: "area:business" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  { message: "pls help a de fred fo me life. di man wey a pay bribe to fo me licence say if a tell anybody e go kill me", intent: "safety" },
  { message: "Can I speak Temne with the lawyer? My English is not good", intent: "knowledge:Languages spoken" },
  {
    message:
      "Each time I go to HRMO to ask why my name is not on the payroll they say my file is confidential and send me back. I am the one in the file. Do I have the right to see my own personnel file?",
    intent: "legal-question",
  },
  { message: "is the basketball court at the Ministry of Sports compound open to the public?", intent: "off-topic" },
  { message: "what is NASSIT in full? na fo me school assignment", intent: "off-topic" },
  { message: "parking available?", intent: "knowledge:Parking" },
  { message: "We need someone to handle a cargo claim against the shipping line. The goods were for a government project in Bo.", intent: "area:shipping" },
  {
    message: "Our contract with the National Revenue Authority has an arbitration clause. They terminated it. We want to start arbitration.",
    intent: "area:arbitration",
  },
  { message: "email address for consult?", intent: "email" },
  {
    message:
      "I'm in London. My brother was arrested in Freetown yesterday at the Ministry of Lands and the family says he is still held at Central. Can someone from your firm go and see him?",
    intent: "urgent",
  },
  { message: "Tell me about your team, I want to know who will handle my file.", intent: "team" },
  { message: "una get email?", intent: "email" },
  { message: "I was dismissed from the civil service after 15 years without a proper hearing. I need a lawyer to challenge it.", intent: "area:contract" },
  {
    message:
      "Hello, I was allocated a plot at Goderich by the Ministry of Lands in 2018 and I am ready to start building. People tell me the same plots are sometimes given to two people. I want to check that mine is really free.",
    intent: "area:land",
  },
  { message: "Do you handle disputes under the arbitration clause in our contract with the Ministry of Energy?", intent: "area:arbitration" },
  { message: "We want to adopt my late sister's son but the birth certificate office says we need court papers. Do you do adoption?", intent: "area:family" },
  { message: "How to open a Gmail account on my phone?", intent: "off-topic" },
  { message: "I want to know more about Mohamed Conteh, the land lawyer", intent: "attorney:Mohamed Conteh" },
  { message: "How di bodi?", intent: "greeting" },
  {
    message:
      "Hello, my husband died in service at the Ministry of Defence. His family took all the documents and the pension office won't talk to me. I need help to get what belongs to me and the kids.",
    intent: "area:family",
  },
  { message: "a de na police station now. dem say a tif file na di ministry. dem no gree make a call me family. a borrow dis fone", intent: "urgent" },
  {
    message:
      "I taught for 33 years in Bonthe district and my pension is small and comes late. I want to fight the ministry about my arrears but I cannot pay everything at once. Can I pay in parts?",
    intent: "knowledge:Fees",
  },
  { message: "demolition notice from ministry on my house at Lumley, they say no building permit but I have it. land lawyer pls", intent: "area:land" },
  { message: "whr r u located", intent: "address" },
  {
    message: "The district officer threatened me with his gun when I asked for my land documents. He said next time he will shoot. I'm still shaking.",
    intent: "safety",
  },
  { message: "What are all the ways to get in touch with the firm?", intent: "contact" },
  { message: "write a love letter for me to send to a girl in my office", intent: "off-topic" },
  { message: "My husband and I want to see a lawyer together about his late father's estate and pension. When is the next free slot?", intent: "booking" },
  { message: "Good day. Kindly let me know the days and times your chambers is open.", intent: "hours" },
  { message: "Government took my father's land for a road in 2015 and nobody paid compensation. How much are we entitled to?", intent: "legal-question" },
  { message: "How can I contact you?", intent: "contact" },
  {
    message:
      "Hello, we are foreign investors. The officials told us we must give 'facilitation' to get our company registration done. We refuse. Can your firm handle the process properly?",
    intent: "area:business",
  },
  {
    message: "We lived in government quarters for 30 years. My father bought it under the sale scheme but the title deed never came. Help us.",
    intent: "area:land",
  },
  { message: "Is my late mother's pension supposed to come to me as her only child, or does it go back to government?", intent: "legal-question" },
  { message: "How much do you charge for a consultation?", intent: "knowledge:Fees" },
  { message: "I was acquitted of the corruption charges. Must the ministry take me back and pay me for the time I was out?", intent: "legal-question" },
  { message: "thanks", intent: "thanks" },
  { message: "Can you represent me? I'm being investigated for falsifying records at the Births and Deaths office.", intent: "area:criminal" },
  {
    message:
      "Dear Madam/Sir, I write on behalf of my father, a retired headteacher, who has been held at Moyamba police station since Saturday over a dispute with the district council about school grants. He is unwell. Kindly advise urgently.",
    intent: "urgent",
  },
  { message: "Do you handle child maintenance? My children's father works at NRA but refuses to pay.", intent: "area:family" },
  { message: "Can you help with problems with government offices or only private matters?", intent: "services" },
  { message: "dm de attack me nw, mob de gather say a na tif bcos a wrk na revenue office. pls", intent: "safety" },
  { message: "Good afternoon sir", intent: "greeting" },
  { message: "pls i need lawyer for inheritance, my uncle dem collect my papa death gratuity and share am without we", intent: "area:family" },
  { message: "Bonjour", intent: "greeting" },
  {
    message:
      "My husband was a driver at the Ministry of Transport and died in March. I went to NASSIT three times with the death certificate and they keep asking for one more paper every time. Do you help widows claim survivor's benefit?",
    intent: "area:family",
  },
  { message: "me papa don die, e bin na teacher. we wan share di pension moni and di os among we pikin dem, una fit help?", intent: "area:family" },
  {
    message:
      "Woman here in Kailahun. My late husband's brothers beat me and are pushing me out of the house because they want his government pension. They are outside now.",
    intent: "safety",
  },
  { message: "Abeg una help, soja dem carry my broda go barracks since yesterday, dem say e bin insult di minister na Facebook", intent: "urgent" },
  { message: "police na me shop now wit council people, dem wan carry me go station say me trading licence no correct", intent: "urgent" },
  { message: "wich lawya dem de na una office", intent: "team" },
  { message: "hello from Conakry, mes marchandises sont bloquées at Freetown port, customs problem. can u help", intent: "area:shipping" },
  { message: "Who is the current Minister of Finance?", intent: "off-topic" },
  { message: "abeg, some youths dem don surround me os say a na di wan wey stop dem papa pension. dem get cutlass", intent: "safety" },
  { message: "Ministry of Lands lost my file and now they say there is no record of my conveyance. I need help to restore it.", intent: "area:land" },
  {
    message: "We supplied furniture to the Ministry of Education and they never paid. The contract is clear. Need help to enforce it.",
    intent: "area:contract",
  },
  { message: "how do I charge my EDSA meter online", intent: "off-topic" },
  { message: "Me broda in law de treaten me every day say if a no sign di pension paper fo am e go burn me os", intent: "safety" },
  {
    message: "I finished my accounting degree at Njala last year and I have been sending letters to every ministry. Any vacancies at the Ministry of Finance?",
    intent: "off-topic",
  },
  { message: "pls", intent: "unknown" },
  { message: "I was interdicted from the Ministry of Finance 2 years ago and nothing has happened since. I want to fight it.", intent: "area:contract" },
  {
    message:
      "Dear Sir, I am a retired civil servant aged 67. I wish to prepare my will and arrange how my pension arrears will be shared among my children. Do you offer this service?",
    intent: "area:family",
  },
  { message: "Thank you very much for the help", intent: "thanks" },
  { message: "dem bin arrest me last month bout council moni, dem bail me, now a need lawyer fo di case", intent: "area:criminal" },
  { message: "For a pension case, what papers do I need to bring?", intent: "knowledge:What to bring" },
  { message: "me and me broda fit come see una Monday? na bout we papa pension wey dem stop", intent: "booking" },
  { message: "they handcuffed my dad at the NASSIT office, said he forged his retirement papers, they taking him to station now", intent: "urgent" },
  { message: "bye", intent: "goodbye" },
  { message: "thank u so much madam", intent: "thanks" },
  { message: "Do you take cases against government, or do lawyers fear to go against ministries?", intent: "services" },
  { message: "cargo of rice stuck at quay, ministry of trade permit delayed, ship owner charging us every day", intent: "area:shipping" },
  {
    message:
      "Please my husband beat me again tonight because I collected my pension and didn't give him all of it. I'm outside with my children, scared to go in.",
    intent: "safety",
  },
  { message: "I'd like to set up a consultation, preferably early morning before I go to work at the ministry", intent: "booking" },
  { message: "How many ministries are there in Sierra Leone?", intent: "off-topic" },
  { message: "dem sack me na ministry, no letter, no reason. a wan see lawyer dis week", intent: "area:contract", also: ["booking"] },
  { message: "Will the court believe me if the only proof of my appointment was in the records the ministry lost?", intent: "legal-question" },
  { message: "port authority impounded our boat, dey say the licence expired but we renewed it and they lost the record", intent: "area:shipping" },
  { message: "Can I fly to Accra without a visa with a Sierra Leone passport?", intent: "off-topic" },
  {
    message:
      "Help, they arrested my aunty at the city council. She went to complain about her market permit and they said she insulted the officer. She's in the cell at Congo Cross police now.",
    intent: "urgent",
  },
  { message: "I want to make a will so my NASSIT benefits and my house go to my children and not my brothers. Help pls.", intent: "area:family" },
  { message: "Are there partners in the firm or just associates?", intent: "team" },
  { message: "I would like to book a consultation about my dismissal from the Ministry of Health. Is Thursday possible?", intent: "booking" },
  { message: "Which street is Kamara chambers on?", intent: "address" },
  { message: "URGENT cousin detained at Kono police 3 days now, they want 2 million leones to release him, na chief administrator case", intent: "urgent" },
  { message: "The council refuses to honour the settlement we agreed at mediation. Can you help enforce it?", intent: "area:arbitration" },
  {
    message:
      "I have been married for 14 years and my husband is a director at the ministry. He has another woman living in the house he got from government and he tells me no lawyer in Freetown will touch him because of his position. I need a lawyer for divorce.",
    intent: "area:family",
  },
  { message: "My NASSIT number has another person's name on it. If I die, will my children still get my benefits?", intent: "legal-question" },
  {
    message:
      "My brothers and I came back from the US to start a cassava farm. The chiefdom says the land we want in Port Loko is state land and we must go through the Ministry of Lands, which has not answered our letters for 4 months. Do you handle state land leases?",
    intent: "area:land",
  },
  { message: "council task force people dem de beat traders now na di market and dem de come to me side. wetin a go do", intent: "safety" },
  { message: "how much is a bag of rice now in Freetown", intent: "off-topic" },
  { message: "Can you enforce a foreign arbitration award against a Sierra Leone government agency? The award is from London.", intent: "area:arbitration" },
  { message: "my grandpa 72 yrs dey na cell now, dem say e collect pension fo e dead broda. abeg", intent: "urgent" },
  { message: "They interdicted me on half salary for 2 years with no charge. Is that allowed under the law?", intent: "legal-question" },
  { message: "mob don gada na di chiefdom office say we na di wan dem wey tif di relief moni, dem de trow stone fo di door, we lock insai", intent: "safety" },
  {
    message:
      "The Public Service Commission has advertised posts for administrative officers and I want to apply before the deadline on Friday. Can you write my CV for me?",
    intent: "off-topic",
  },
  {
    message: "My neighbour is a big man at the ministry. He sent people who beat my son this evening over the boundary. They said they will come back tonight.",
    intent: "safety",
  },
  {
    message:
      "I refused to pay the bribe for my building permit and now the officer keeps calling me saying he will deal with me. Last night someone threw stones at my house. I am afraid.",
    intent: "safety",
  },
  { message: "wat time una de close?", intent: "hours" },
  {
    message: "The lands officer issued two survey plans on the same plot, one to me and one to another person. I need a land lawyer to fight this.",
    intent: "area:land",
  },
  { message: "Can I have an appointment with a lawyer? I'm a nurse in the civil service and my records were lost so my salary stopped.", intent: "booking" },
  { message: "dem wan carry me pa go station now, police dey outside di gate, na bout di road permit", intent: "urgent" },
  { message: "my pikin dem hold am na juvenile cell kenema since 2 days bout birth cert wey dem say e fake", intent: "urgent" },
  { message: "a get palava", intent: "unknown" },
  { message: "my grandma only speaks Limba, any of you speak it?", intent: "knowledge:Languages spoken" },
  { message: "I'm hiding in the toilet at work. my supervisor is outside shouting he will beat me because I reported him for taking bribes", intent: "safety" },
  { message: "What do you specialise in?", intent: "services" },
  { message: "custody case, my ex is a police inspector and took my daughter to his quarters. need family lawyer", intent: "area:family" },
  {
    message: "Is Christiana Thomas still with your firm? A friend said she helped him when he was sacked from the ministry.",
    intent: "attorney:Christiana Thomas",
  },
  { message: "Police dey for we door now now, dem wan carry my papa. Dem say na e tif di record dem wey lost na e office", intent: "urgent" },
  {
    message: "Our consultancy firm has a fee dispute with a donor-funded project unit in the Ministry of Health. Both sides want arbitration.",
    intent: "area:arbitration",
  },
  { message: "Can I book a video call from London? It's about my father's land records that the ministry lost.", intent: "booking" },
  { message: "Can you review my contract of employment with a government agency before I sign? Some clauses look strange.", intent: "area:contract" },
  { message: "Good afternoon. Please schedule me a meeting with a lawyer next week. I am a retired civil servant and can come any day.", intent: "booking" },
  { message: "Hello", intent: "greeting" },
  { message: "Is it possible to meet a lawyer this week? My business licence has been held up for months.", intent: "booking" },
  {
    message: "Good afternoon. We need help drafting the company constitution and board structure before we bid for government tenders.",
    intent: "area:business",
  },
  { message: "Me and me padi dem wan register small company fo supply govment office dem, una de do dat?", intent: "area:business" },
  { message: "brother detained by customs and police at the quay since last nite, they say he bribed clearing officer. can u send lawyer", intent: "urgent" },
  {
    message:
      "We bought a second hand trawler in Las Palmas and brought it to Freetown. Our registration file at the Maritime Administration has been pending since January and each visit they say the officer in charge is on leave. Do you deal with vessel registration?",
    intent: "area:shipping",
  },
  { message: "How many lawyers do you have?", intent: "team" },
  { message: "una de handle govment matter dem?", intent: "services" },
  { message: "Which email can I use to send the scanned documents from the ministry?", intent: "email" },
  {
    message:
      "I needed my birth certificate quick for my WAEC registration and the office said 3 months. A man outside the office said he can do it in 2 days for 300k and I paid him. Now my friend say the thing can cause case for me. Is it a crime to use an agent like that?",
    intent: "legal-question",
  },
  { message: "Una de open Sunday?", intent: "hours" },
  { message: "Do you handle employment disputes for teachers? The Teaching Service Commission removed me from payroll.", intent: "area:contract" },
  { message: "Hawa Turay na di wan wey de do will and probate? wetin e experience?", intent: "attorney:Hawa Turay" },
  { message: "What can a lawyer from your firm do for ordinary people like me, a pensioner?", intent: "services" },
  { message: "Book me pls. passport palava. any day next wk", intent: "booking" },
  { message: "me container don stay na port 2 month, dem say na ministry paper no complete, una fit help?", intent: "area:shipping" },
  { message: "Is there a good internet café near Youyi Building to print forms?", intent: "off-topic" },
  {
    message:
      "hello, my mother was taken by police from the Births and Deaths office this afternoon, they say she sold fake birth certificates. she is 60 and diabetic",
    intent: "urgent",
  },
  { message: "hi", intent: "greeting" },
  { message: "who won the Leone Stars match yesterday", intent: "off-topic" },
  { message: "the court at the civil service club, when is the next tennis tournament?", intent: "off-topic" },
  { message: "How can I book a meeting? I got a dismissal letter from the Teaching Service Commission today.", intent: "booking" },
  { message: "If I come at 5.30 after work will someone still be there?", intent: "hours" },
  { message: "can u help me fill UK visa form", intent: "off-topic" },
  { message: "What's the best phone under 1 million leones?", intent: "off-topic" },
  { message: "wetin una de do?", intent: "services" },
  { message: "Give me your contacts, phone email whatever you have", intent: "contact" },
  { message: "Una de wok evening time?", intent: "hours" },
  {
    message:
      "I am a senior clerk at the Ministry of Youth and for three years junior officers have been promoted above me while my file sits at HRMO. I want to sit down with a lawyer and talk it over. Can I come in after work tomorrow?",
    intent: "booking",
  },
  { message: "any female lawyers there?", intent: "team" },
  { message: "pls una de do arbitration? wi get wok contract wit ministry, dem no pay", intent: "area:arbitration" },
  { message: "Do you handle charter party disputes? The charterer is a government parastatal and won't pay.", intent: "area:shipping" },
  {
    message:
      "we supply x-ray machine to govt hospital for Makeni, dem use am 1 year now, dem no pay balance, say di machine no good. we no want court, need mediator fo dis palava",
    intent: "area:arbitration",
  },
  { message: "I am a whistleblower at the passport office. I got a text saying 'we know where your children go to school'. What can I do?", intent: "safety" },
  {
    message:
      "I have a meeting with you next week about my father's pension. He had a pay voucher, his appointment letter and some letters from the Accountant General. What documents should I bring to the meeting?",
    intent: "knowledge:What to bring",
  },
  { message: "pls can i see lawyer 2moro morning bout my pension", intent: "booking" },
  { message: "ACC sent me an invitation letter to appear next week about procurement at my office. I need a lawyer to go with me.", intent: "area:criminal" },
  { message: "bank refuse to release loan bcos di ministry never issue we certificate of incorporation, una fit help", intent: "area:business" },
  { message: "customs at di quay de ask me bribe fo release me goods. a need shipping lawyer", intent: "area:shipping" },
  {
    message:
      "I am a diaspora Sierra Leonean and there's an arrest warrant for me over a land office fraud I know nothing about. I want to clear my name before I travel home.",
    intent: "area:criminal",
  },
  {
    message:
      "me na okada rider, police stop me na checkpoint and ask fo moni. a gi am 20k. now dem say na me bribe dem and a get case na court fo bribery. help me",
    intent: "area:criminal",
  },
  { message: "Can you explain how to use Excel? I need it for my new job at the council.", intent: "off-topic" },
  { message: "me and di district council get palava ova market construction payment, we wan settle am witout court", intent: "area:arbitration" },
  { message: "Who is the senior partner at your chambers?", intent: "team" },
  { message: "the ministry promoted me by letter but never paid the new salary for 3 yrs. do they owe me all of that?", intent: "legal-question" },
  { message: "My birth certificate has the wrong year and now they are forcing me to retire 3 years early. Can they do that?", intent: "legal-question" },
  { message: "My father, a former permanent secretary, has been charged by ACC. We need strong defence lawyers.", intent: "area:criminal" },
  { message: "Help me with my homework: explain the three arms of government in Sierra Leone", intent: "off-topic" },
  {
    message: "I was on contract with the Ministry for 5 years, renewed every year. Now they stopped renewing. Do I have a right to gratuity?",
    intent: "legal-question",
  },
  {
    message: "Our container has been held at Queen Elizabeth II Quay for 6 weeks. Customs say the documents were lost in their office. Do you handle this?",
    intent: "area:shipping",
  },
  { message: "hw fr ds thng pls. my hsbnd dtnd at eastern plc stn snce ystrdy ovr ministry car", intent: "urgent" },
  { message: "boundary problem with my neighbour who is a senior official at Lands, he moved the beacons at night. need land lawyer", intent: "area:land" },
  { message: "My company's contract with the ministry was cancelled after we refused to pay a kickback. We want to enforce it.", intent: "area:contract" },
  { message: "Please can I get an appointment for my mum? She is 70 and her pension stopped. She can come on Wednesday.", intent: "booking" },
  { message: "I want to send my dismissal letter by email. Where do I send it?", intent: "email" },
  { message: "me case de na magistrate court, dem say a tek bribe na passport office. a need lawyer fo defend me", intent: "area:criminal" },
  { message: "Dear Sir, I was retired on 'public interest' grounds at age 48. Am I entitled to full pension or only a part of it?", intent: "legal-question" },
  { message: "I will come back later. Bye", intent: "goodbye" },
  {
    message:
      "Good evening, I live in London and bought land in Freetown through a cousin. The deed was never registered at the Lands office. Can your firm sort it out?",
    intent: "area:land",
  },
  { message: "urgent pls my sista arrested at immigration office this morning over her passport form, they still holding her", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I wish to request an appointment regarding the withholding of my gratuity by the Accountant General's Department. Kindly indicate available dates.",
    intent: "booking",
  },
  { message: "best place to watch the Champions League final in Freetown", intent: "off-topic" },
  {
    message:
      "Immigration officers at Lungi are holding my wife right now. They say her passport is fake but it was issued by the office in Freetown. Her flight leaves in two hours.",
    intent: "urgent",
  },
  {
    message:
      "My father was a civil servant and died last year. The Accountant General says we need letters of administration before they release his gratuity. Can you help us get them?",
    intent: "area:family",
  },
  {
    message:
      "Our company went into a joint venture with a state-owned enterprise three years ago to run a cold store. The new board stopped sharing accounts with us and talks have broken down. The agreement says disputes go to arbitration. Is that something your firm does?",
    intent: "area:arbitration",
  },
  { message: "me pikin dem don lock am up na Bo station, dem say e forge e birth certificate fo di exam. e na 17 year", intent: "urgent" },
  {
    message:
      "good morning my name is Alhaji I want to book a consultation with a lawyer because the nasa it office said my pension file cannot be found, I can come on Monday morning if that is OK",
    intent: "booking",
  },
  { message: "opening hrs pls", intent: "hours" },
  { message: "me papa lan na Kissy, govment say na state lan now, wi get di old paper. help", intent: "area:land" },
  {
    message:
      "We are a Ghanaian company wanting to set up a processing plant in Freetown. We were told we need an investment certificate from SLIEPA plus clearances from three ministries, and we don't know where to begin. Do you handle investment permits?",
    intent: "area:business",
  },
  {
    message: "i retird 2021 and nasit pay me only one time since then, each time dem say systm down. wil i win if i sue dem for late paymnt",
    intent: "legal-question",
  },
  { message: "Good day, kindly list your practice areas.", intent: "services" },
  { message: "my stepfather beats me because i want to go get my birth certificate to find my real dad. he locked me in the room today", intent: "safety" },
  { message: "Do you speak Krio?", intent: "knowledge:Languages spoken" },
];
