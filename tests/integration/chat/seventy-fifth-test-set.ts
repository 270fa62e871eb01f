import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: prisoners' families and ex-prisoners; writers: Kissy market mother (Krio), Kenema elder (formal letters), Wellington ex-prisoner (SMS), London sister (long English), Bo wife (voice typing), student cousin (typos, mix), Makeni rearrested man (fragments), Kambia Guinean aunt (French words)
export const SEVENTY_FIFTH_TEST_SET: LabelledMessage[] = [
  { message: "Good morning una, how di day?", intent: "greeting" },
  {
    message:
      "Abeg help me, police don come take my son from the house this morning, dem say na for the same case dem release am for last month. Dem carry am go Kissy police station.",
    intent: "urgent",
  },
  {
    message:
      "my brother got bail last month after 14 months at pademba road. now the court keep adjourning the case every 2 weeks. we need a lawyer to follow the case to the end",
    intent: "area:criminal",
  },
  { message: "wetin be the price for one bag rice now? I wan carry some for my brother wen I go visit", intent: "off-topic" },
  {
    message:
      "I was acquitted in 2021 but police still have my name on their list. Is it legal for them to stop me at checkpoints and search me each time because of my old case?",
    intent: "legal-question",
  },
  { message: "una office open on Saturday? I de work weekday so na Saturday I fit come", intent: "hours" },
  {
    message:
      "Since I come out from prison the people in my area say I na tif, last night dem stone my door and say dem go burn me inside. I de hide na my friend house now, abeg wetin I go do",
    intent: "safety",
  },
  {
    message:
      "My husband came out of Pademba Road last year and left us. The children are with me but now his mother wants to take them to the village. I need help to get custody legally.",
    intent: "area:family",
  },
  { message: "pls I wan book appointment wit una lawyer for my brother appeal, wen I fit come?", intent: "booking" },
  { message: "how much na transport from Bo to Freetown by bus these days", intent: "off-topic" },
  {
    message:
      "They picked my husband up at Lumley junction last night, plain clothes men, no paper shown. We dont know which station he is in. Please we need help now",
    intent: "urgent",
  },
  {
    message:
      "While I was in prison for 4 years my uncle sell my plot at Waterloo. I get the conveyance paper still. I want lawyer to help me get my land back.",
    intent: "area:land",
  },
  { message: "wetin be una phone number pls", intent: "phone" },
  { message: "if person serve him full sentence, can the victim family still take him to court again for the same thing?", intent: "legal-question" },
  {
    message:
      "I worked at a security company 6 years. When I was arrested they stopped my salary, and after the case was dropped they refused to take me back or pay me the months. I want to take action against them.",
    intent: "area:contract",
  },
  { message: "How many lawyers una get for the office?", intent: "team" },
  { message: "my pikin don de Pademba Road on remand since 2022, no court date, nobody tell us anything. Abeg una go help am comot?", intent: "urgent" },
  { message: "can u help me write a poem for my brother birthday, he de inside prison", intent: "off-topic" },
  {
    message: "I came out of prison and I want to register small welding business in my name. Can una help me with the company registration?",
    intent: "area:business",
  },
  { message: "how much una dey take for bail application? we nor get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "The family of the man my son was accused of killing are sending boys to our house every night, they say they will kill one of us since the court freed him. We are afraid to sleep.",
    intent: "safety",
  },
  { message: "wat kind of cases u guys handle", intent: "services" },
  {
    message:
      "Dear Sir, my husband imported a container of used tyres through Queen Elizabeth II Quay just before his arrest. The container is still at the port and the charges are increasing daily. He has now been released and we need help to clear it.",
    intent: "area:shipping",
  },
  { message: "Will the court give me back the bail money my family paid if the case is finished?", intent: "legal-question" },
  { message: "abeg", intent: "unknown" },
  { message: "Dem hold my brother na Bo police station since yesterday evening, dem no gree make we see am", intent: "urgent" },
  {
    message:
      "Me and my business partner had a shop together. While I was inside for 2 years he took over everything. I dont want long court case, I want mediation to share the shop fairly.",
    intent: "area:arbitration",
  },
  {
    message: "Good afternoon. I would like to schedule a consultation with one of your lawyers regarding my father's conviction. Is next Tuesday possible?",
    intent: "booking",
  },
  { message: "pls any job vacancy for person wey just comot prison? i sabi drive", intent: "off-topic" },
  { message: "send me the email pls, I wan send my brother court papers", intent: "email" },
  {
    message: "do una handle criminal appeal? my uncle was convicted and fined in Kenema magistrate court but he say he no do am, family want appeal",
    intent: "area:criminal",
  },
  { message: "how long my criminal record go stay? i serve my time since 2019, e go follow me forever?", intent: "legal-question" },
  { message: "Thank you so much for the information, God bless una", intent: "thanks" },
  {
    message: "Na now now police de na we door, dem say dem come for my husband again, he just come back from prison 3 weeks ago. Wetin we go do??",
    intent: "urgent",
  },
  { message: "What time does your office close on Friday?", intent: "hours" },
  {
    message: "My husband abandoned us 5 yrs ago, now I hear he came out of prison and married another woman. I want to divorce him. How do I start?",
    intent: "area:family",
  },
  {
    message: "my husband just come out of prison and he de beat me every day, today he hold cutlass say he go kill me. I run go my sister place",
    intent: "safety",
  },
  { message: "Is it going to rain in Kenema on Saturday? na visiting day for the prison", intent: "off-topic" },
  { message: "Where exactly is your office? I will be coming from Wellington", intent: "address" },
  { message: "Family land in Port Loko, my brothers shared it while I was in prison and left me out. I want to claim my part", intent: "area:land" },
  { message: "cn i cum see lawyer 2moro morning abt my case", intent: "booking" },
  { message: "Is Ibrahim Jalloh the one who does bail cases? My cousin said he helped his friend", intent: "attorney:Ibrahim Jalloh" },
  {
    message:
      "They rearrested my brother at the gate of Pademba Road the same day he was released. Prison officers handed him straight to CID. He is at CID headquarters now.",
    intent: "urgent",
  },
  {
    message:
      "I got job as driver, they made me sign contract, when they find out I was in prison before they sack me without paying the month I worked. Can una help me get my pay?",
    intent: "area:contract",
  },
  { message: "can the police keep my phone and my motorbike after the magistrate discharge me? they say na exhibit", intent: "legal-question" },
  { message: "How can I reach una? I de provinces, Kabala", intent: "contact" },
  { message: "wetin I fit cook for carry go Pademba Road, dem no allow some food", intent: "off-topic" },
  { message: "Is there a place to park near your office? I will drive from Lungi side", intent: "knowledge:Parking" },
  {
    message:
      "My husband company accounts were frozen when he was charged. Charges were dropped but the bank still won't release the money. We need a business lawyer to deal with the bank.",
    intent: "area:business",
  },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "Some boys I was in prison with are looking for me. They say I reported them. They came to my workplace with knives today. Please help, I am scared.",
    intent: "safety",
  },
  {
    message:
      "I ship fishing nets from Guinea before dem lock me up. Now I don comot, the clearing agent say the cargo don auction at the quay. I want claim am.",
    intent: "area:shipping",
  },
  { message: "soldiers carry my brother go Wilberforce barracks since Sunday, dem say he steal from one officer. nobody see am since", intent: "urgent" },
  { message: "do una get woman lawyer? my mother want talk to woman", intent: "team" },
  { message: "I need an appointment with a lawyer this week. My son was released on bail and we need advice before the next hearing.", intent: "booking" },
  { message: "which network cheap pass for call Kenema? I wan call my husband family", intent: "off-topic" },
  {
    message:
      "Dear Sirs, a company I supplied building materials to refused to pay after I was detained and the job was disrupted. Our agreement says disputes go to arbitration. Kindly assist.",
    intent: "area:arbitration",
  },
  { message: "My son was on remand 3 years then the case was thrown out. Can we sue the government for the years he lost?", intent: "legal-question" },
  { message: "una de open early morning? like 8 oclock", intent: "hours" },
  {
    message:
      "I was released on bail but the bail condition say I must report to police every Monday in Makeni and I now live in Freetown. I need lawyer to change the bail condition.",
    intent: "area:criminal",
  },
  { message: "The lawyer fit speak Temne? My papa no sabi English well", intent: "knowledge:Languages spoken" },
  { message: "Dem don lock my husband na cell for Lunsar police since Tuesday, dem say e go court but no court yet. Abeg", intent: "urgent" },
  { message: "Apart from criminal matters, what other areas does the firm cover?", intent: "services" },
  { message: "Wetin be the time the football match start today, Leone Stars", intent: "off-topic" },
  {
    message: "my papa die while I was in prison, now my stepmother say I no get share in his property because I was convict. I want lawyer for the inheritance",
    intent: "area:family",
  },
  { message: "Give me una WhatsApp number, I de send voice note", intent: "phone" },
  {
    message: "na me and my children, my husband just come out from Pademba, he say if I no give am the house he go kill all of we. He de outside now",
    intent: "safety",
  },
  {
    message:
      "I rented out my house before my arrest. Tenant refuse to leave or pay since 2020 and now he say the house na him own. I need help with my title deed",
    intent: "area:land",
  },
  { message: "Hw do I bk appointment? I wnt talk 2 lawyer abt my brother case", intent: "booking" },
  { message: "If I was convicted before, can they refuse me a passport?", intent: "legal-question" },
  {
    message:
      "Good day. I was a teacher under contract with a private school. They terminated my contract while I was on remand, even though I was later acquitted. Please can your firm help me with this employment dispute?",
    intent: "area:contract",
  },
  { message: "Police carry my cousin from the market today for the same old case wey court done discharge. He dey Eastern police now", intent: "urgent" },
  { message: "where I fit buy cheap second hand phone for give my brother when he comot", intent: "off-topic" },
  { message: "Una de do free case for poor people? legal aid? we no get money for lawyer", intent: "knowledge:Fees" },
  { message: "What is your email address?", intent: "email" },
  {
    message:
      "Before I went to prison I owned 40% of a company with two friends. Now they say I am no longer a shareholder. I need someone to handle this shareholders matter.",
    intent: "area:business",
  },
  { message: "who are the lawyers working there?", intent: "team" },
  { message: "hmm ok so", intent: "unknown" },
  {
    message:
      "Our fishing vessel was seized at the quay when the captain was arrested. The captain has been freed but the boat is still held by the port. Do you handle this kind of case?",
    intent: "area:shipping",
  },
  { message: "Salaam aleikum", intent: "greeting" },
  {
    message:
      "I testified in court for my brother and now the other side people de threaten me on phone say dem go waylay me. Today dem follow me from the market.",
    intent: "safety",
  },
  { message: "Abeg my husband don de na Kenema prison 2 years on remand and dem transfer am today I don't know where. Help us", intent: "urgent" },
  { message: "how to make CV for someone that was in prison", intent: "off-topic" },
  {
    message:
      "My husband and his partner in the transport business are fighting over the buses since he came out of prison. Family elders failed. We want proper mediation not court. Una de do that?",
    intent: "area:arbitration",
  },
  {
    message: "My brother was released after serving. Does the prison have to return the money and watch they took from him when he went in?",
    intent: "legal-question",
  },
  { message: "Can I book a meeting with a lawyer for Monday? It is about my appeal.", intent: "booking" },
  { message: "Are you open during lunchtime? I can only come 1pm", intent: "hours" },
  {
    message: "My son was given suspended sentence but the police keep harassing him. We want to appeal the conviction to clear his name. Do you take appeals?",
    intent: "area:criminal",
  },
  { message: "wusai una office de?", intent: "address" },
  { message: "wen I de come for the meeting, wetin I for bring? I get the charge sheet and the bail bond", intent: "knowledge:What to bring" },
  {
    message: "Me wife leave wit di pikin dem wen I de prison. Now I don comot I wan see me pikin dem, she no gree. I need lawyer for custody",
    intent: "area:family",
  },
  { message: "wetin una de do na una office? na only court case?", intent: "services" },
  {
    message: "Mon mari avait des marchandises au port, container blocked at the Quay since his arrest. He is free now. We need help with customs to release it",
    intent: "area:shipping",
  },
  { message: "I want to open a small bakery that employs ex-prisoners. I need help registering it as a company.", intent: "area:business" },
  { message: "The family land we de stay for Kono, since my papa go prison people don build on am. We need title search and lawyer", intent: "area:land" },
  { message: "How do I get in touch with your firm from London? Phone, email, anything", intent: "contact" },
  {
    message:
      "My brother signed contract to supply fish to a hotel. He got arrested, spent 3 months inside, and the hotel cancelled and kept his deposit. He is out now. Can una help him recover the money?",
    intent: "area:contract",
  },
  { message: "tenki tenki, una try", intent: "thanks" },
  {
    message:
      "Dear Sir, an arbitration award was made in my favour against a supplier before I was detained. Now that I am free I want it enforced. Does your firm handle enforcement of awards?",
    intent: "area:arbitration",
  },
  { message: "ok bye for now", intent: "goodbye" },
  { message: "Hi, good evening. Anybody there?", intent: "greeting" },
  {
    message:
      "Madam sir pls my husband is in the cell at bow central police they took him from his shop at 6 this morning say he has to answer for the case he did already finish. Please what can we do",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, My nephew was granted bail by the High Court two years ago but the trial has not yet commenced, and the sureties are now demanding their property documents back. We require counsel to push the matter to trial.",
    intent: "area:criminal",
  },
  { message: "hw much orange money de charge for send 500 le to Kenema", intent: "off-topic" },
  { message: "If my brother jumped bail and ran to Guinea, will our mother who stood surety go to jail or lose her house?", intent: "legal-question" },
  { message: "Good morning, are you open on public holidays? I want to come on Independence Day since I am off work", intent: "hours" },
  {
    message: "Dem de threaten me for my area say me na ex-con, this evening three men hold me for road, slap me, say next time na knife. I fear for go home",
    intent: "safety",
  },
  {
    message:
      "Je suis la tante. My niece's husband just left prison and disappeared, and she wants to take the children to Conakry. Does the firm help with custody and permission for the children to travel?",
    intent: "area:family",
  },
  { message: "Kindly book me for a consultation on Thursday at 11am. The matter concerns my son's appeal.", intent: "booking" },
  { message: "Which pharmacy sells the cream for skin rash, my brother catch am for prison", intent: "off-topic" },
  {
    message: "police de beat my brother for Waterloo station since last night dem no gree release am, he just come out from Pademba Road 2 weeks",
    intent: "urgent",
  },
  {
    message:
      "My late mother left me a house at Kossoh Town. While I was serving my sentence, my cousin collected the rent and has now put the house in his name. I need a lawyer to check the title and recover it.",
    intent: "area:land",
  },
  { message: "wat number I go call for talk to una", intent: "phone" },
  { message: "am I allowed to vote if I done serve prison time?", intent: "legal-question" },
  {
    message:
      "I wan sue the company wey sack me because dem see my name for newspaper when I de remand. Court free me, I no do anything. I de find lawyer for this employment matter.",
    intent: "area:contract",
  },
  { message: "Tell me about the lawyers in your firm, are they experienced?", intent: "team" },
  { message: "Ma brother don de Pademba Road for five year without trial. Every time dem say file missing. Abeg una help am", intent: "urgent" },
  { message: "pls help me with my social studies homework, 3 points about prisons in Sierra Leone", intent: "off-topic" },
  {
    message:
      "Good day. I am an ex-prisoner and I have some savings to invest in a partnership with a friend. We need a proper shareholders agreement and registration of the company. Can your business lawyers help?",
    intent: "area:business",
  },
  { message: "Do I need to pay everything at once or can I pay the lawyer small small? na for my husband appeal", intent: "knowledge:Fees" },
  {
    message:
      "The man my daughter gave evidence against came out of prison last week. He stood in front of our house yesterday and said she will not live to see Christmas. She is hiding inside with us now.",
    intent: "safety",
  },
  { message: "Do una only do criminal cases or una de do other things too", intent: "services" },
  {
    message:
      "i de wok as seaman, dem arrest me for Guinea then release me, now the ship owner no pay me the months and the vessel de QEII quay now. una fit help with the ship matter?",
    intent: "area:shipping",
  },
  {
    message:
      "They released my uncle on bail 3 yrs ago and the case never came up again. Is the case finished automatically or can they still call him anytime?",
    intent: "legal-question",
  },
  { message: "??", intent: "unknown" },
  { message: "URGENT pls my son just got arrested at Makeni lorry park, they are taking him to the station now", intent: "urgent" },
  {
    message:
      "I hear say una de settle business quarrel without court. My brother and his supplier get palaver over goods since he come out of prison. We want settle am quiet.",
    intent: "area:arbitration",
  },
  { message: "I'm in London. Can I book a video call with a lawyer about my brother's case in Freetown? Which days are available?", intent: "booking" },
  { message: "who won the FA cup final yesterday", intent: "off-topic" },
  { message: "Please provide your consultation email. I wish to send the judgment for review.", intent: "email" },
  {
    message: "my name still de for the wanted list even after court discharge me for 2022. I need lawyer for clear am with the police",
    intent: "area:criminal",
  },
  { message: "Dem say person wey get conviction no fit work for government. Na true? I want apply for teacher", intent: "legal-question" },
  { message: "thank you, that helped a lot", intent: "thanks" },
  { message: "Dey don take my dad from de house just now, police with gun, dey say na for old case. pls wat we go do", intent: "urgent" },
  { message: "hello wetin time una de open na morning?", intent: "hours" },
  {
    message:
      "Dear Sir, My son's wife has abandoned their baby with me and the father cannot care for him since his conviction. I wish to formally become guardian or adopt the child. Does your firm handle this?",
    intent: "area:family",
  },
  {
    message: "Na the boys from my brother case dem de come my house with cutlass every night, say we go pay for wetin he do. me and my pikin dem no de sleep",
    intent: "safety",
  },
  { message: "pls which supermarket get cheap soap and toothpaste, I want take for my brother", intent: "off-topic" },
  { message: "Where is Siaka Stevens Street? I don't know Freetown well, I am coming from Kambia", intent: "address" },
  {
    message:
      "When I was in prison the government surveyor say my land at Hastings na state land and dem de give am to another person. I get my survey plan. Help me",
    intent: "area:land",
  },
  { message: "Set me appointment with criminal lawyer please, any day next week", intent: "booking" },
  { message: "Hawa Turay still de work there? she help my aunty with her will before", intent: "attorney:Hawa Turay" },
  {
    message:
      "My brother was freed by the court yesterday but the prison officers refused to let him go and now say there is another warrant. He is still inside Pademba Road. Please help",
    intent: "urgent",
  },
  {
    message:
      "I was hired by a construction firm on a 2 year contract. After they found out I served time they cancelled it. The contract said nothing about criminal record. I want a lawyer to enforce my contract.",
    intent: "area:contract",
  },
  { message: "My brother came out but the police kept his national ID card and his money. Does the law say they must give it back?", intent: "legal-question" },
  { message: "all d ways i fit contact una pls, i no get credit all d time", intent: "contact" },
  { message: "Can you recommend a good church that has prison ministry in Freetown?", intent: "off-topic" },
  { message: "I go come with my car, una get parking space or I park for road?", intent: "knowledge:Parking" },
  {
    message:
      "My husband was a director of a company. While he was in prison the other directors removed him without any meeting. He is out now and wants a business lawyer to challenge it.",
    intent: "area:business",
  },
  { message: "Bonjour", intent: "greeting" },
  {
    message: "Ah beg una, de man wey my husband get case wit don send people for threaten me. Today dem broke my window and say dem go come back tonight",
    intent: "safety",
  },
  {
    message:
      "My container of rice was impounded at customs because the import licence was in my brother's name and he got convicted. Please help us with customs at the port.",
    intent: "area:shipping",
  },
  { message: "dem arrest my nephew for Kambia border, dem de hold am for immigration office since morning", intent: "urgent" },
  { message: "How many woman lawyers work for you?", intent: "team" },
  { message: "I wan schedule meeting wit una lawyer this Friday pls, I get court case", intent: "booking" },
  { message: "Abeg wetin be the best way for stop smoking, I learn am for prison", intent: "off-topic" },
  {
    message:
      "Good afternoon. I had a supply contract with a mining company before my conviction and the contract has an arbitration clause. They still owe me money. Can your arbitration team help?",
    intent: "area:arbitration",
  },
  { message: "Can my cousin claim compensation because he spent more time on remand than the sentence he finally got?", intent: "legal-question" },
  { message: "are u open now?", intent: "hours" },
  {
    message: "My aunt was charged with fraud and is on bail. The court in Bo keeps asking for new sureties. We need a criminal lawyer to handle her trial.",
    intent: "area:criminal",
  },
  { message: "Est-ce qu'un avocat parle français? Je ne parle pas bien anglais", intent: "knowledge:Languages spoken" },
  { message: "We just got a call, my brother was picked up by OSD at Calaba Town and we don't know where they took him", intent: "urgent" },
  { message: "Hello, what services do you provide?", intent: "services" },
  { message: "the basketball court for Pademba Road side, dem de open am for public?", intent: "off-topic" },
  {
    message: "My brother came out of prison and now wants to make a will so his children get his house if anything happens. Una de help with will?",
    intent: "area:family",
  },
  { message: "Pls send me the number for WhatsApp, I no get airtime for call", intent: "phone" },
  { message: "I'm hiding in the toilet, my ex just got out of prison and broke into the house, he's shouting he will kill me", intent: "safety" },
  {
    message:
      "Before my arrest I was paying for a plot in Allen Town in installments. Now I'm out, the seller resold it to someone else. I have receipts. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "Pls I want make appointment for see lawyer on Wednesday, which time free?", intent: "booking" },
  { message: "Can my employer deduct money from my salary for the days I was in police cell? The case was dropped.", intent: "legal-question" },
  {
    message: "I de find lawyer for check contract before I sign am. Na my first job since I comot prison and I no want dem cheat me.",
    intent: "area:contract",
  },
  {
    message: "please my cousin has been in Pademba road since 2021 awaiting trial, his file is missing. his health is bad now. please help us get him out",
    intent: "urgent",
  },
  { message: "how do I apply for the skills training programme for ex-convicts at the youth ministry", intent: "off-topic" },
  { message: "For my consultation, must I carry my discharge paper from prison?", intent: "knowledge:What to bring" },
  { message: "email address?", intent: "email" },
  {
    message: "Me and 3 other ex-prisoners want start cooperative for tailoring. How we go register am properly? una de help with dat?",
    intent: "area:business",
  },
  { message: "Any young lawyers there? I feel shy to talk to old lawyer", intent: "team" },
  { message: "na about my brother", intent: "unknown" },
  {
    message:
      "Dear Sir/Madam, I write on behalf of my father, who was recently released. Before his detention he chartered a small vessel to carry produce to Conakry, and the owner has kept the cargo claiming unpaid charter fees. We seek your assistance with this charter dispute.",
    intent: "area:shipping",
  },
  { message: "una get safe place for park motorbike? I get okada", intent: "knowledge:Parking" },
  { message: "my brother de outside my house with his friends, dem say I sell am to police, dem wan beat me. I lock the door", intent: "safety" },
  {
    message:
      "Good evening, my son was taken by police from Fourah Bay College campus today, they say he is linked to his friend's case. They put him in a cell at Congo Cross station.",
    intent: "urgent",
  },
  { message: "wetin be the best phone charger, my own de charge slow", intent: "off-topic" },
  {
    message:
      "My father company and one Chinese company get quarrel over money since before he go prison. Now he don comot, both sides agree for arbitration. Una fit represent am?",
    intent: "area:arbitration",
  },
  { message: "If I get rearrested for a new case, will the old conviction make the judge give me more years?", intent: "legal-question" },
  { message: "I'd like to see a lawyer in person. When is the next available slot?", intent: "booking" },
  { message: "Una de work Sunday?", intent: "hours" },
  {
    message:
      "I have been on bail for 2 years and my passport was taken as a bail condition. I need to travel for work. Do you handle applications to vary bail?",
    intent: "area:criminal",
  },
  { message: "which side una office de, near the Cotton Tree?", intent: "address" },
  {
    message: "I don't have the court papers, only the prison release paper. Is that enough to bring to the meeting or what else should I carry?",
    intent: "knowledge:What to bring",
  },
  {
    message: "Ma pikin papa comot prison since last year, he de work now but he no de send money for the pikin. I wan maintenance. Una fit help?",
    intent: "area:family",
  },
  { message: "Please list the kinds of legal work your chambers does.", intent: "services" },
  {
    message:
      "Vessel owner here. One of our crew was detained in Guinea and has now been released, but meanwhile our ship is held at QEII Quay over unpaid port dues. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "I get small shop before I go prison, the council say my business registration don expire and dem give the place to another person. I want business lawyer for renew am and fight am",
    intent: "area:business",
  },
  { message: "my brothers want sell our family land for Lunsar, my papa just comot prison and he no gree. Can una stop dem?", intent: "area:land" },
  { message: "I need all your contact details, phone, whatsapp, email, for my sister in America", intent: "contact" },
  {
    message:
      "My brother worked for an NGO, they sacked him after his arrest but the contract says they must give notice and pay. The charges were later dropped. We want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Thanks a lot, God bless", intent: "thanks" },
  {
    message: "Please do you handle mediation between family business partners? Since my uncle was released there is quarrel about the money in the business",
    intent: "area:arbitration",
  },
  { message: "bye bye, I go call back", intent: "goodbye" },
  { message: "hw far una, gud evening", intent: "greeting" },
  {
    message:
      "Dem just hold my papa na Kenema police, dem say na him tif the generator. He old and sick. Abeg una fit send lawyer go there now? where una office de?",
    intent: "urgent",
    also: ["address"],
  },
  {
    message:
      "Good afternoon, my sister was convicted in the magistrate court in Port Loko and given a fine, which we paid, but we believe the conviction was wrong. We want to appeal to clear her record. Is this something you do?",
    intent: "area:criminal",
  },
  { message: "how to start chicken farm with small money, I just come out", intent: "off-topic" },
  { message: "If police arrest me again for the same case wey court done throw away, dem get right?", intent: "legal-question" },
  { message: "Wat tym u close 2day", intent: "hours" },
  {
    message: "I just came out and my wife's new man is threatening me, he came with a gun last night and said if I come near the house again he will shoot me",
    intent: "safety",
  },
  {
    message:
      "Bonjour, my sister married a man in Freetown who just finished a prison sentence, and now she wants a divorce and to keep the house for the children. She needs a family lawyer.",
    intent: "area:family",
  },
  { message: "I would like to meet a lawyer next Monday morning. Please confirm if 10 am is free.", intent: "booking" },
  { message: "which poda poda go Pademba Road from Kissy?", intent: "off-topic" },
  {
    message: "Please come help, police are at my aunty's house right now dragging my cousin into the pickup, they say he was released by mistake",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, I returned from serving my sentence to find that a neighbour has moved my boundary pillars and built a fence on part of my land in Goderich. I wish to engage your firm to resolve this boundary dispute.",
    intent: "area:land",
  },
  { message: "una get phone number wey I fit call from Guinea?", intent: "phone" },
  {
    message: "My brother serve 6 years for something he no do, now new witness don come out. Can he still clear his name or e too late?",
    intent: "legal-question",
  },
  {
    message: "after i comot from remand my boss tell me say my job don finish, he no give me letter or anything. i work there 8 years. i want lawyer for this",
    intent: "area:contract",
  },
  { message: "Which lawyers do you have? Are they Sierra Leoneans?", intent: "team" },
  {
    message:
      "My husband has been detained at Pademba Road on remand for over 4 years for a case the police themselves said was weak. We have no lawyer. Please help us get a bail application moving.",
    intent: "urgent",
  },
  { message: "wetin be the best soap for wash clothes, I de wash my brother prison uniform", intent: "off-topic" },
  {
    message: "I need help registering a business name. I have a criminal record, will that stop me? I want a lawyer to handle the registration",
    intent: "area:business",
    also: ["legal-question"],
  },
  { message: "how much e go cost for appeal case from magistrate court", intent: "knowledge:Fees" },
  {
    message: "my neighbour de beat me every time and call me prison rat, today he hit me with stick and say he go finish me. I de bleed. I de hide na shop now",
    intent: "safety",
  },
  { message: "I want to know all the types of cases your firm takes", intent: "services" },
  {
    message:
      "My uncle's goods came by ship from Antwerp while he was on remand. Now the shipping line says the demurrage is huge and they will sell. He is out now. We need shipping law help quickly.",
    intent: "area:shipping",
  },
  { message: "Can the court order me to pay compensation to the victim after I've already served my time?", intent: "legal-question" },
  { message: "I have a problem", intent: "unknown" },
  { message: "Dem take my boy from the football field by force, 4 police men, dem say na robbery. He de na Mountain Cut police now. abeg", intent: "urgent" },
  {
    message:
      "Dear Madam/Sir, My late brother's business partner and our family dispute how the profits were shared during his imprisonment. Both sides prefer arbitration rather than court. Kindly advise if your firm can assist.",
    intent: "area:arbitration",
  },
  { message: "Can I bring my brother to see a lawyer on Wednesday? He just came out and needs advice.", intent: "booking" },
  { message: "what is the exchange rate dollar to leones today", intent: "off-topic" },
  { message: "can I email una? wetin be the address", intent: "email" },
  {
    message:
      "I was released from Pademba Road but they never gave me my court papers or any discharge. Police keep saying I am an escapee. I need a criminal lawyer to sort this out.",
    intent: "area:criminal",
  },
  { message: "My son was acquitted but the newspaper still calls him a murderer. Can we sue the newspaper?", intent: "legal-question" },
  { message: "ok thank you sir", intent: "thanks" },
  {
    message: "just now police take my brother from we house for Bo for the 3rd time this year. He don finish him case. Dem put am in cell. I beg",
    intent: "urgent",
  },
  { message: "Are you open on Saturdays at all? My mother works Monday to Friday", intent: "hours" },
  {
    message:
      "I am the second wife of a man who died in prison. His first family say me and my children no get share for the house. I need lawyer for inheritance.",
    intent: "area:family",
  },
  {
    message:
      "please, my son came home from prison with drugs problem and today he threatened me with broken bottle, say he go kill me if I no give money. I lock myself in the room",
    intent: "safety",
  },
  { message: "wetin be the WAEC result checker website", intent: "off-topic" },
  { message: "Can you send me direction to your office from Kissy?", intent: "address" },
  {
    message:
      "While my father was in prison, my stepmother sold his land at Grafton to a Lebanese man. My father is now out and wants to cancel the sale. Do you do that kind of land case?",
    intent: "area:land",
  },
  { message: "hi i want appointment wit lawyer 4 thursday pls", intent: "booking" },
  { message: "Christiana Thomas is she the lawyer for job matters? I want ask her about my sacking", intent: "attorney:Christiana Thomas" },
  { message: "The police in Makeni rearrested me today, I'm texting from my friend's phone inside the station. Please send someone.", intent: "urgent" },
  {
    message:
      "I was doing contract work for a mining company as a driver. They dismissed me because of an old conviction that I declared at the interview. I think it's unfair dismissal. Please help me with my employer.",
    intent: "area:contract",
  },
  { message: "If my brother get bail and he go abroad, dem fit arrest am for the airport?", intent: "legal-question" },
  { message: "what are the ways to reach your office? I dont have data most days", intent: "contact" },
  { message: "Do you know any NGO that gives food to families of prisoners", intent: "off-topic" },
  { message: "Can I park my car in front of your building or is there a car park?", intent: "knowledge:Parking" },
  {
    message: "I want to buy shares in my cousin's company with money I saved after prison. We need a lawyer to write the share documents.",
    intent: "area:business",
  },
  { message: "Hey hi", intent: "greeting" },
  {
    message:
      "The man who sent my brother to prison now lives next to us and keeps threatening my children. Yesterday he pushed my daughter and said he will rape her. We are afraid.",
    intent: "safety",
  },
  {
    message:
      "Port authorities detained our boat at the quay because our captain's licence was revoked after his conviction. He has served his time. Can you help release the boat?",
    intent: "area:shipping",
  },
  { message: "pls my papa don de cell for Goderich police station since Friday, dem say he get case from before he go prison", intent: "urgent" },
  { message: "Who is the head of your chambers?", intent: "team" },
  { message: "Please I need an appointment tomorrow for bail matter", intent: "booking" },
  { message: "wetin be the fee for renew driving licence now", intent: "off-topic" },
  {
    message:
      "My brother had a contract dispute with a Ghanaian trader and they both agreed to mediation. He is free now but scared of court. Do you do mediation?",
    intent: "area:arbitration",
  },
  { message: "Can they refuse to give me my share of my father's estate because I was in prison when he died?", intent: "legal-question" },
  { message: "please what are your office hours, I want to come after I collect my brother's papers", intent: "hours" },
  {
    message:
      "I came out of prison 2021. The police station in Waterloo still has my motorbike and phone and they keep sending me from one office to another. I want a lawyer to get my property back.",
    intent: "area:criminal",
  },
  { message: "Una lawyer dem sabi Mende? my mama na Mende she no de hear Krio well", intent: "knowledge:Languages spoken" },
  { message: "This morning police surrounded our compound and they are taking my uncle now, he was released on parole", intent: "urgent" },
  { message: "Do you help people who just come out of prison?", intent: "services" },
  { message: "whr can i charge my phone near Pademba Road, I de wait for visiting time", intent: "off-topic" },
  {
    message:
      "Dear Sir, My daughter's husband was released last month and has taken the children from her without her consent. She wishes to apply for custody. Kindly advise how your firm can help.",
    intent: "area:family",
  },
  { message: "pls call me or give me una number I no sabi write", intent: "phone" },
  {
    message:
      "Some men followed me from Pademba Road gate to my house and said they will kill me if I keep visiting my husband's co-accused. They are outside now.",
    intent: "safety",
  },
  {
    message:
      "My mother lease her shop space to a man before she go prison. Now she out, he no gree comot and he say the lease paper na him name. Need lawyer for lease",
    intent: "area:land",
  },
  { message: "I want schedule a meeting with lawyer about my brother case, pls what day una get space?", intent: "booking" },
  { message: "Is it against the law for a landlord to evict me because he found out I was in prison?", intent: "legal-question" },
  {
    message:
      "good morning i need someone to draft an agreement between me and a man who will employ me in his garage. i dont want problems later because of my record",
    intent: "area:contract",
  },
  { message: "Abeg help, na my husband dem lock for Kailahun police since yesterday, dem no allow food, dem say dem go carry am go Kenema", intent: "urgent" },
  { message: "wetin be the cheapest way to travel from Kambia to Conakry now?", intent: "off-topic" },
  { message: "is first consultation free?", intent: "knowledge:Fees" },
  { message: "Kindly share your email so I can write formally.", intent: "email" },
  {
    message:
      "I have a small import business. While I was in prison my partner opened a new bank account and moved the company money. Now I'm out I want a business lawyer to deal with the bank and the partner.",
    intent: "area:business",
  },
  { message: "how many of una na senior lawyers?", intent: "team" },
  { message: "ok tata", intent: "goodbye" },
  {
    message:
      "Cargo claim: 200 bags of cement we shipped arrived damaged at the Quay while I was on remand. The shipper refuses responsibility. I'm out now and want to claim.",
    intent: "area:shipping",
  },
  { message: "Do you have staff who speak Temne or Limba? My father will come and he does not speak English.", intent: "knowledge:Languages spoken" },
  {
    message: "dem de threaten me say dem go kill me if I no pay the money wey my brother owe before he go prison. Dem come my shop today with knife",
    intent: "safety",
  },
  {
    message:
      "My sister was taken by police last night at her stall in Dove Cot, they accused her of receiving stolen goods. She is still at the station, she has a baby at home",
    intent: "urgent",
  },
  { message: "Can you tell me a good name for a small bakery?", intent: "off-topic" },
  {
    message: "Hello, an arbitrator decided my case against a contractor while I was on remand. They didn't pay. I'm out now. How can una help enforce it?",
    intent: "area:arbitration",
  },
  { message: "Can a person who was in prison own land in Sierra Leone? Dem tell me say I no fit buy land because of my record", intent: "legal-question" },
  {
    message: "Appointment booking please. My name is Aminata, I want to see a lawyer about my son's bail conditions, any afternoon this week.",
    intent: "booking",
  },
  { message: "Wat time una close Friday? I go come after Jumma prayers", intent: "hours" },
  {
    message:
      "I keep getting rearrested by the same police officer every few months for a case I finished in 2020. I'm free now but tired of it. I need a lawyer to stop this harassment.",
    intent: "area:criminal",
  },
  { message: "Una office de na Siaka Stevens street which number?", intent: "address" },
  { message: "Do I need to bring copies of the judgment or just the original?", intent: "knowledge:What to bring" },
  {
    message: "My mother die while my brother de prison and now he don comot, he want know how the will go read and the estate share. Una de do probate?",
    intent: "area:family",
  },
  { message: "Do una handle other things apart from court cases, like documents?", intent: "services" },
  {
    message:
      "Hello, I'm writing from Ghana. My cousin in Freetown had goods cleared at QEII Quay by an agent who then stole them while my cousin was in custody. He's free now. Can you handle a cargo claim?",
    intent: "area:shipping",
  },
  { message: "I need a lawyer to help me set up a company for my transport business, I was in prison before but I pay my taxes now", intent: "area:business" },
  { message: "I want to buy land to start over after prison. Can your lawyer do a title search before I pay the seller?", intent: "area:land" },
  { message: "How do I reach you, WhatsApp or email?", intent: "contact" },
  {
    message:
      "The company I supplied timber to refused to pay me after they heard I was arrested, even though I delivered. The charges were dropped. I want to enforce the supply contract.",
    intent: "area:contract",
  },
  { message: "Many thanks, I appreciate your help", intent: "thanks" },
  {
    message:
      "Is arbitration faster than going to court? I'm an ex-prisoner with a business dispute and I can't afford years in court. I want una to handle it.",
    intent: "area:arbitration",
  },
  { message: "Good night, I'll talk to you tomorrow", intent: "goodbye" },
  { message: "Good afternoon to you all", intent: "greeting" },
  {
    message:
      "Dear Sir, I write with great urgency. My son was arrested in Kenema this afternoon by men in plain clothes and is being held at the CID office. He was discharged by the court only last month. We request your immediate intervention.",
    intent: "urgent",
  },
  {
    message: "my trial de go on since 2019 and I de on bail, every time the prosecution witness no come. I want new lawyer wey go push for the case to close",
    intent: "area:criminal",
  },
  { message: "hw much bundle for Africell 1 week pls", intent: "off-topic" },
  { message: "After I finish my sentence, can the government stop me from travelling to the UK? My sister wants to sponsor me", intent: "legal-question" },
  { message: "Is the office open tomorrow morning? I want to come before my brother's court hearing", intent: "hours" },
  {
    message:
      "My wife family say dem go kill me because I go prison and shame dem. Today her brothers beat me for junction and say tonight dem go finish the job.",
    intent: "safety",
  },
  {
    message:
      "I want to change my son's surname from his father's name. The father was in and out of prison and never cared for him. I want a family lawyer to help me do it.",
    intent: "area:family",
  },
  {
    message: "I'd like a consultation on Friday afternoon regarding my husband's rearrest last year. He is home now but the case is still open.",
    intent: "booking",
  },
  { message: "which day Pademba Road market de full, I want buy cloth", intent: "off-topic" },
  {
    message:
      "Me brother don disappear since yesterday, neighbours say na police carry am go Ross Road station. We go there dem say he no de there but we see him slippers. Abeg help",
    intent: "urgent",
  },
  {
    message: "I inherit land for Bo from my grandpapa but while I de prison the chief share am to other people. I need lawyer for the family land palaver",
    intent: "area:land",
  },
  { message: "Can I have your WhatsApp? I'm in the US and calling is expensive", intent: "phone" },
  { message: "Does a pardon from the president wipe the conviction or does it still stay on my record?", intent: "legal-question" },
  {
    message:
      "Dear Sirs, I was employed as an accountant by a trading company. After my arrest, which ended in acquittal, they refused to pay my end of service benefits as set out in my contract. I would like your firm to pursue this on my behalf.",
    intent: "area:contract",
  },
  { message: "una lawyer dem plenty? or na only one person?", intent: "team" },
  {
    message: "My sister is at the female correctional centre in Freetown on remand since 2023, no lawyer, no court. She sick. Please we need help",
    intent: "urgent",
  },
  { message: "Write me a CV for security guard job pls", intent: "off-topic" },
  {
    message:
      "I served 3 years and now I'm out. My name was removed as director of my family company. I want a business lawyer to restore me on the company register.",
    intent: "area:business",
  },
  { message: "how much for consultation pls", intent: "knowledge:Fees" },
  {
    message: "I beg una, people de chase me since I comot prison, dem say I tif dem goat. Now dem gather outside my house wit stick, mob justice. I de inside",
    intent: "safety",
  },
  { message: "What does Kamara & Associates do exactly?", intent: "services" },
  {
    message:
      "I'm a fish trader. My reefer container came in at the Quay while I was locked up and the fish spoiled because nobody cleared it. Now the shipping company wants me to pay. I need help with a cargo claim.",
    intent: "area:shipping",
  },
  { message: "If I borrowed money from someone and then went to prison, does the debt still count when I come out?", intent: "legal-question" },
  { message: "wetin", intent: "unknown" },
  {
    message:
      "They arrested my husband at his workplace in Lungi today and brought him to the station. He was released from prison only last week. Please call me.",
    intent: "urgent",
  },
  {
    message:
      "We want an arbitrator for a dispute between my father's firm and a supplier. My father was recently released from detention and wants to settle it quickly outside court.",
    intent: "area:arbitration",
  },
  { message: "please can i talk to a lawyer tomorrow? about my property the police kept", intent: "booking" },
  { message: "pls teach me how to cook cassava leaf for my brother welcome home party", intent: "off-topic" },
  { message: "What email should I use to send documents?", intent: "email" },
  {
    message: "my cousin de on bail and the police keep calling am say make he come pay money or dem go cancel the bail. we need lawyer",
    intent: "area:criminal",
  },
  { message: "Can my boss fire me because my brother was in prison years ago? I didn't do anything.", intent: "legal-question" },
  { message: "Tank u very much", intent: "thanks" },
  { message: "police don come again for my uncle, na now dem de put am for the vehicle, dem say na escape he escape. abeg run", intent: "urgent" },
  { message: "until what time can I come on a weekday?", intent: "hours" },
  {
    message: "My brother died in custody last year and his wife and children need help with his estate. Please does your family lawyer handle this?",
    intent: "area:family",
  },
  {
    message:
      "My ex husband was released and he has been following me everywhere. Today he came to my workplace with a knife and said he will cut me. Please help me.",
    intent: "safety",
  },
  { message: "Which hospital near Pademba Road is good for pregnancy check?", intent: "off-topic" },
  { message: "am new in Freetown, pls how do I get to your office from Lumley?", intent: "address" },
  {
    message:
      "While I was serving time, someone forged my title deed and sold my house in Wilberforce. I still have the original deed. Please I need your land lawyer.",
    intent: "area:land",
  },
  { message: "Good morning, I want to book an appointment to discuss my nephew's appeal against his fine.", intent: "booking" },
  { message: "Is Mohamed Conteh the land lawyer? How long has he been with you?", intent: "attorney:Mohamed Conteh" },
  {
    message: "i de write dis from Pademba Road visitor area, dem just re-arrest my husband after release, dem de carry am back inside. wetin we go do now",
    intent: "urgent",
  },
  {
    message:
      "Na contract job I de do for one company, dem no pay me 3 months because I go prison for 2 weeks. I get the paper I sign. I wan lawyer for force dem pay",
    intent: "area:contract",
  },
  { message: "My husband was acquitted. Can the prosecution appeal and bring him back to court?", intent: "legal-question" },
  { message: "Do you have a phone, email and office address? I want to reach you any way possible", intent: "contact" },
  { message: "Can you give me a bible verse to comfort my mother, my brother was sentenced", intent: "off-topic" },
  { message: "parking available? I will come with a bus full of family members", intent: "knowledge:Parking" },
  {
    message:
      "My husband wants to invest money from abroad in a business in Freetown but he has an old conviction in the UK. We need a business lawyer for the investment and company papers.",
    intent: "area:business",
  },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "Pls help me, my landlord and his sons beat me today because I was in prison, dem say I must leave tonight or dem kill me. I de hide by the mosque",
    intent: "safety",
  },
  {
    message:
      "Sir, my late father's ship was arrested at the QE II quay over debts from when he was in jail. I'm the heir and need a shipping lawyer to deal with the vessel.",
    intent: "area:shipping",
  },
  { message: "They took my 16 year old son from school in Bo, police say he was with thieves. He has been in the cell since morning", intent: "urgent" },
  { message: "Can you tell me the names of your lawyers?", intent: "team" },
  { message: "i wnt 2 see lawyer pls, tell me wen", intent: "booking" },
  { message: "how much is a plot of land in Waterloo these days?", intent: "off-topic" },
  {
    message:
      "Bonjour, my brother and a Guinean businessman have a dispute over palm oil money. Since my brother came out of prison they agreed to go to arbitration in Freetown. Can your firm handle this?",
    intent: "area:arbitration",
  },
  { message: "If I was released early for good behaviour, can they send me back if I get into a fight?", intent: "legal-question" },
  { message: "wich days una open", intent: "hours" },
  {
    message:
      "Do you handle cases of people who keep getting called back after release? My cousin got out but he keeps being summoned to the police for questioning about the same case.",
    intent: "area:criminal",
  },
  { message: "Can I speak Krio with the lawyer? My English is not good", intent: "knowledge:Languages spoken" },
  { message: "Plz hlp my bro in cell at Wellington police 3 days now no food no charge", intent: "urgent" },
  { message: "Is your firm only for big business people or una de help ordinary people with all kinds of case?", intent: "services" },
  { message: "pls which betting site good", intent: "off-topic" },
  {
    message:
      "My husband was released after 6 years and he wants the children to live with him now, but I raised them alone. I want a family lawyer to keep custody.",
    intent: "area:family",
  },
  { message: "number for una office pls", intent: "phone" },
  {
    message:
      "The gang my son used to run with before prison is threatening to kill him because he wants to change. They came to our house tonight with machetes.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir, Before my imprisonment I leased a farm in Moyamba to a company. The lease has now expired but they refuse to hand it back. I require assistance with the lease and title.",
    intent: "area:land",
  },
  { message: "Can I get an appointment for my mother? She wants advice about my brother's case now that he is out", intent: "booking" },
  { message: "Can prison officers legally keep the things my son left in prison after he was released?", intent: "legal-question" },
  {
    message:
      "My brother was promised a job by a company in a written offer, but when he disclosed his prison history they withdrew it. Does your firm take this kind of employment contract matter?",
    intent: "area:contract",
  },
  { message: "Dem carry my wife go police station yesterday night and till now dem no release am, she de breastfeed. Abeg", intent: "urgent" },
  { message: "what's the weather like in Freetown next week? I'm flying from London to visit my brother", intent: "off-topic" },
  { message: "What documents should I bring to my first meeting? It's about my brother's acquittal and compensation", intent: "knowledge:What to bring" },
  { message: "Is parking free there or do I pay?", intent: "knowledge:Parking" },
  {
    message: "I want to start a mobile money agent business after prison, I need help with the company registration and the agreement with the bank",
    intent: "area:business",
  },
  { message: "How many partners does your firm have?", intent: "team" },
  { message: "alright goodbye", intent: "goodbye" },
  {
    message:
      "Charter party issue: my uncle chartered a boat to carry goods to Bonthe but the owner cancelled after hearing of his past conviction. He already paid. Do you handle such?",
    intent: "area:shipping",
  },
  {
    message: "my brother wey just comot prison de beat my mama now now, he say he go kill am if she no give am the land paper. I de outside crying",
    intent: "safety",
  },
  {
    message: "Dem threaten me on WhatsApp say if I go court for testify against the man wey attack my brother dem go kill me. I de fraid for go out",
    intent: "safety",
  },
  {
    message:
      "I am writing from the UK. My mother in Freetown just told me police took my brother from her house an hour ago. We don't know where he is. Please can someone help?",
    intent: "urgent",
  },
  { message: "Can you recommend a good tailor in Freetown", intent: "off-topic" },
  {
    message: "Una de do mediation for money quarrel between me and the man I rent my truck to before I go prison? I no want court.",
    intent: "area:arbitration",
  },
  { message: "My son was 17 when he was convicted. Now he's 20 and out. Will his record be sealed?", intent: "legal-question" },
  { message: "Could I arrange a meeting with a lawyer for next week? I have questions about my father's appeal.", intent: "booking" },
  { message: "are you open on Eid?", intent: "hours" },
  {
    message: "My friend was convicted in absentia while he was abroad. He wants to come back to Sierra Leone and fight the case. Do you handle this?",
    intent: "area:criminal",
  },
  { message: "una de speak French?", intent: "knowledge:Languages spoken" },
  { message: "Pls wetin I go bring when I come, my ID card and wetin else?", intent: "knowledge:What to bring" },
  { message: "My sister husband comot prison, start drink and no de care for the home. She want divorce. Can una help?", intent: "area:family" },
  { message: "what area of law you cover", intent: "services" },
  {
    message: "My export of cocoa is stuck at the port because my company name was linked to my past conviction. I need someone to handle customs at QEII Quay.",
    intent: "area:shipping",
  },
  { message: "After I came out I found out my business partner changed the company shareholding without my signature. Need lawyer.", intent: "area:business" },
  { message: "Abeg, my family land for Kissy, the people dem de fight over boundary since my papa come out prison. We need land lawyer", intent: "area:land" },
  { message: "Give me the ways to contact you, I'm in Ghana", intent: "contact" },
  {
    message:
      "I paid a carpenter to make furniture for my shop under a written agreement, then I was detained for a month. When I came out he said the contract is cancelled and kept the money. I want it back.",
    intent: "area:contract",
  },
  { message: "thanks for your time", intent: "thanks" },
  {
    message:
      "We signed an agreement with a construction company that disputes go to arbitration. They stopped work when my husband was arrested. He is out on bail now. We want to start arbitration.",
    intent: "area:arbitration",
  },
  { message: "That's all for now, goodbye and God bless.", intent: "goodbye" },
];
