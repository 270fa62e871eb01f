import type { LabelledMessage } from "./labelled-message";

// Interpreters, translators, language teachers and those who need them; writers: formal court interpreter, SMS student translator, French-mixing Guinean trader, old Limba man via Krio grandson, deaf woman's typo-heavy sister, stiff-English Chinese manager, long-winded diaspora returnee, voice-to-text teacher.
export const DEVELOPMENT_HUNDRED_AND_TWENTY_NINTH: LabelledMessage[] = [
  { message: "Bonjour, good morning to you", intent: "greeting" },
  {
    message:
      "Bonjour. My cousin Mamadou he is Guinean, he don't speak Krio or English, only French and Pular. Police take him from the market this morning at Dove Cot, they say he have no papers. Now he is at the station at Central and nobody understand him. SVP what we do?",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I have served as a court interpreter at the Freetown Magistrate Courts for six years. My allowances have not been paid since February despite several letters to the Registrar. I wish to engage your firm to pursue the arrears on my behalf.",
    intent: "area:contract",
  },
  { message: "hw do u say 'u r welcome' in french pls, hav assignmnt 2moro", intent: "off-topic" },
  { message: "Good day. Kindly inform what time your office is opening in the morning and closing time.", intent: "hours" },
  { message: "pls my sistr is deff she cant talk her husbnd is beatng her now now i can here her cry from next room wat do i do", intent: "safety" },
  {
    message:
      "Na me de write for me granpa. E get lan na Kamakwie wey e papa lef for am, but now some people dem come survey am and say na dem own. Grandpa no sabi English, e wan una help am.",
    intent: "area:land",
  },
  {
    message:
      "Could you advise whether the Judiciary is legally entitled to withhold an interpreter's allowance on the ground that the budget has not been released? I would like to know my position before I take further steps.",
    intent: "legal-question",
  },
  {
    message: "good morning I am a French teacher at a secondary school in Bo comma can you recommend a good textbook for JSS 2 French full stop",
    intent: "off-topic",
  },
  {
    message:
      "Our company import machine parts from Guangzhou. The container is at Queen Elizabeth II Quay three weeks. Customs say the invoice translation from Chinese is not correct and they hold the goods. We need lawyer for this matter.",
    intent: "area:shipping",
  },
  {
    message:
      "Hi, I've just moved back from London after 22 years and there's a lot to sort out with my late dad's property. Could I book a consultation for next week, ideally Tuesday or Wednesday?",
    intent: "booking",
  },
  {
    message: "my sistr is deff an police cary her to kissy station lst nite she cant hear or talk no intrepreter der she stil der now pls hlp",
    intent: "urgent",
  },
  { message: "hw many lawyers una get der", intent: "team" },
  { message: "my sistr wnt divorse her husbnd but she deff an cant go court alone can yu help her wit the divorse", intent: "area:family" },
  { message: "Il fait chaud in Freetown today? What is weather for weekend, I want travel to Conakry", intent: "off-topic" },
  { message: "Grandpa say make I ask una sometin", intent: "unknown" },
  { message: "Est-ce que quelqu'un parle français chez vous? My English is small small", intent: "knowledge:Languages spoken" },
  {
    message:
      "Dear Sir, our company is from China and we want register a branch company in Sierra Leone for road construction. Please assist the registration procedure and the documents.",
    intent: "area:business",
  },
  {
    message:
      "Urgent. Our interpreter Mr. Kargbo was taken by police from our site in Lungi at 10 o'clock. They did not say reason. Now he is at the station and our company need lawyer to go there immediately.",
    intent: "urgent",
  },
  { message: "dus my sistr hav rite to get sign langwij intrepreter in court or must we pay for it ourself", intent: "legal-question" },
  {
    message: "Where exactly on Siaka Stevens Street are you? I'm staying at a guesthouse in Aberdeen and trying to figure out how to get to you by keke.",
    intent: "address",
  },
  {
    message:
      "good afternoon I teach at a school in Kenema and one of my deaf pupils has been charged with stealing a phone at the market full stop the police took his statement without any sign language interpreter full stop he is home with his parents now but must appear in court next month can your firm defend him",
    intent: "area:criminal",
  },
  { message: "ok tnx a lot", intent: "thanks" },
  {
    message:
      "I write with some concern. Since I interpreted in the murder trial last month, relatives of the accused have followed me home twice and last night they said they would deal with me. I no longer feel safe in my own house.",
    intent: "safety",
  },
  { message: "Please recommend good Chinese restaurant in Freetown for entertain our guests on Friday.", intent: "off-topic" },
  {
    message:
      "We have dispute with local partner company about payment for the sand supply. Our contract say disputes go to arbitration in Freetown. We want your firm to represent us in this arbitration.",
    intent: "area:arbitration",
  },
  { message: "Grandpa wan sabi if una de open Satday, e go cam from provins", intent: "hours" },
  { message: "wat ur whatsapp numba", intent: "phone" },
  {
    message:
      "So my late mother's documents were all in French because she worked in Guinea for years, and when I had the land conveyance translated, the translator wrote the wrong plot number. Now the neighbour says part of the land at Waterloo is his. I need help sorting the title out properly.",
    intent: "area:land",
  },
  {
    message:
      "Abeg una help, police dem don hold me uncle na Kamakwie station since yesiday. E no sabi Krio good, na Limba nomoh e de tok, and dem no get anybody for translate.",
    intent: "urgent",
  },
  {
    message: "If the police write my statement in English and I sign but I don't understand English, is it valid? They can use against me?",
    intent: "legal-question",
  },
  {
    message:
      "hello I would like to make an appointment to see a lawyer on Friday afternoon about my employment contract with the language school question mark",
    intent: "booking",
  },
  { message: "were can my deff sistr lern sign langwij in frtown is ther a school", intent: "off-topic" },
  {
    message:
      "Good morning. May I know the range of legal services your chambers provides? I am compiling a list of firms to recommend to litigants I meet in court.",
    intent: "services",
  },
  {
    message:
      "i did translation 4 a NGO, 40 pages frm french 2 english, dem refuse 2 pay me say quality bad. i hav d email agreemnt. need help 2 collect ma money",
    intent: "area:contract",
  },
  { message: "What is the email address for send documents to your firm?", intent: "email" },
  {
    message:
      "Au secours! Some boys at the market they beat me and take my goods, they say foreigner go back Guinea, they still outside my shop now with sticks",
    intent: "safety",
  },
  { message: "Kusheh o, how una de", intent: "greeting" },
  {
    message:
      "Me granpa wan make will before e die. E get 3 wife and 11 pikin, e wan the sharing to be fair. E no sabi write, na thumb e de use. Una go help am?",
    intent: "area:family",
  },
  {
    message: "Grandpa de ask: if e papa lan no get paper, but the family don farm am since before independence, can the chief give am to another man?",
    intent: "legal-question",
  },
  { message: "pls dey arrestd ma frnd at d fourah bay protest dis mornin, dey hav him at eastern police nw", intent: "urgent" },
  {
    message:
      "Random question but does anyone know a good Krio teacher? My kids were born in Manchester and can't speak a word of it, and my mother is heartbroken. Happy to pay for lessons at home.",
    intent: "off-topic",
  },
  {
    message: "Kindly indicate your consultation fee, and whether arrangements exist for paying in instalments, as my allowances remain unpaid.",
    intent: "knowledge:Fees",
  },
  {
    message:
      "They accuse me that I sell fake goods from Guinea, police give me paper to come court next Monday. I am not in jail, I am home. I need avocat for defend me.",
    intent: "area:criminal",
  },
  { message: "are you open during lunch time I can only come between 1 and 2 p.m. because of my classes", intent: "hours" },
  {
    message:
      "Please I need someone right now. My brother flew in from Atlanta yesterday and immigration officers at Lungi have kept him in a room since last night over his passport. He's still there, they won't let us see him.",
    intent: "urgent",
  },
  { message: "How we go fit reach una? Grandpa no get phone, na me phone e de use", intent: "contact" },
  {
    message:
      "I bring rice and oil from Conakry in a boat to the Quay, the customs they seize because papers are in French. They say must translate official. Can your lawyer help me get my goods out?",
    intent: "area:shipping",
  },
  { message: "do yu hav lady lawyr my sistr wil feel beter wit woman", intent: "team" },
  { message: "me n 2 frnds want 2 open translation & interpreting biz, how do we register d company properly", intent: "area:business" },
  {
    message:
      "I interpret for a Lebanese and a Sierra Leonean businessman who are in dispute over a warehouse partnership. Both have agreed they would rather sit down with a neutral mediator than go to the High Court. Could your chambers arrange this?",
    intent: "area:arbitration",
  },
  {
    message: "Grandpa say some men come wit cutlass yesiday night say if e no lef the lan dem go kill am. Now e de hide na e sister os. E fraid bad.",
    intent: "safety",
  },
  { message: "I want to see a lawyer tomorrow morning if possible, it is about my shop. Please give me time.", intent: "booking" },
  {
    message:
      "Our association of interpreters and translators has a disagreement with an agency over unpaid fees. Both parties would prefer to settle this outside court through mediation. Does your chambers handle such proceedings?",
    intent: "area:arbitration",
  },
  {
    message: "Our contract has two versions, Chinese and English. The translation is different in clause 9 about penalty. Which version the court will follow?",
    intent: "legal-question",
  },
  { message: "pls hlp", intent: "unknown" },
  { message: "how much do you charge for a first consultation comma I am a teacher and my salary is small full stop", intent: "knowledge:Fees" },
  {
    message:
      "please help one of my teacher colleagues was arrested at the school gate this morning by men in plain clothes comma they put him in a vehicle and drove off comma we think they took him to CID",
    intent: "urgent",
  },
  { message: "my cousin got summons 4 cyber crime bc of a translation he posted online, he hasnt bin arrested. can u defend him", intent: "area:criminal" },
  {
    message:
      "I have been informed that Ms. Christiana Thomas handles employment matters at your chambers. Could you tell me a little about her experience with disputes involving public servants?",
    intent: "attorney:Christiana Thomas",
  },
  { message: "You open on Friday after the prayer? What time you close Friday?", intent: "hours" },
  {
    message:
      "Long story, but my ex-wife took our daughter to Ghana after we separated and she's now enrolled at a French international school there without my consent. I've moved back to Freetown and I want shared custody arranged properly. Can your family team help?",
    intent: "area:family",
  },
  {
    message:
      "Our workers at the quarry are surrounded by crowd of villagers with sticks and stones now. They are locked in the office. The interpreter says crowd want to burn the vehicles. Please what can we do.",
    intent: "safety",
  },
  { message: "wer is ur ofis", intent: "address" },
  {
    message:
      "Our company interpreter resigned and now he demand 6 months salary as end of service. His contract is in English only. We need your lawyer review the contract and handle this dispute.",
    intent: "area:contract",
  },
  { message: "Grandpa wan sabi how much bag of rice de sell na Freetown now", intent: "off-topic" },
  {
    message:
      "if a school dismisses a teacher in the middle of the term without notice is that allowed under the law question mark I have a letter only in French from the proprietor",
    intent: "legal-question",
  },
  { message: "Grandpa wan cam see lawyer next week Monday, e go cam wit me. Una fit gi am time?", intent: "booking" },
  {
    message:
      "Dear Sir, I am writing from the Magistrate Court premises. A Mandinka-speaking defendant was remanded this morning and taken to Pademba Road without understanding a word of the proceedings, as no interpreter was assigned. His family has asked me to find counsel immediately.",
    intent: "urgent",
  },
  { message: "hello good afternoon", intent: "greeting" },
  {
    message:
      "good evening I am a teacher and I bought a plot at Tombo from a man who had his papers translated from Arabic comma now I find the survey plan does not match the deed full stop I need a land lawyer",
    intent: "area:land",
  },
  { message: "What kind of case you take? Only big company or also small trader like me?", intent: "services" },
  {
    message:
      "After 15 years in Houston I want to invest in a small language and IT training centre here, maybe with a local partner. I'd like the shareholding set up properly from the start so there's no palaver later. Who can help with that?",
    intent: "area:business",
  },
  { message: "pls any1 knw wer i cn buy 1k airtel credit wit card bc my ussd no work", intent: "off-topic" },
  { message: "Thank you very much for information.", intent: "thanks" },
  { message: "wat kind of cases una de tek? i wan 2 recomnd u 2 ma lecturer", intent: "services" },
  {
    message:
      "Trying to ship my household goods from Felixstowe to Freetown, the container has been sitting at the Quay and the clearing agent keeps asking for more money, saying the packing list needs a certified translation, which makes no sense as it's in English. Can your shipping lawyer look at it?",
    intent: "area:shipping",
  },
  {
    message:
      "I'm scared to even write this. My cousins turned up at the family house in Wilberforce tonight, drunk, threatening to cut me if I don't sign the house over. I've locked myself in the bedroom.",
    intent: "safety",
  },
  { message: "Wetin Grandpa for carry cam wen e de cam see lawyer? E get some old paper dem for the lan.", intent: "knowledge:What to bring" },
  {
    message:
      "Les gendarmes... I mean police, they take my husband at the Gbalamuya border post since yesterday, they say his ECOWAS card is fake. He is still with them. Please help.",
    intent: "urgent",
  },
  { message: "please what number can I call the office on", intent: "phone" },
  { message: "Combien coûte... how much is the price for transport Freetown to Conakry by bus?", intent: "off-topic" },
  {
    message:
      "Some years ago I arbitrated against a Sierra Leonean company in London and got an award in my favour. They've never paid. I'm back home now and want to enforce it here. Is that something you handle?",
    intent: "area:arbitration",
  },
  { message: "who are the lawyers in your firm and what do they specialise in", intent: "team" },
  { message: "my sistr workd as cleener in a chines compny they sack her bcos she deff an they didnt pay her last 2 munths", intent: "area:contract" },
  {
    message:
      "My father's will was written in Freetown in 1998 but witnessed by only one person, and he signed it in Arabic script. Will that still stand if my uncles challenge it?",
    intent: "legal-question",
  },
  {
    message:
      "ma uncle runs a small ship chandler biz at d quay, a korean fishing vessel took supplies worth 30k USD n sailed off. i translate 4 him. does ur firm do dis kind of shipping case",
    intent: "area:shipping",
  },
  { message: "We request meeting with your business lawyer on Thursday 10 am at your office. Please confirm.", intent: "booking" },
  { message: "Do your lawyers speak Chinese or we must bring our own interpreter?", intent: "knowledge:Languages spoken" },
  {
    message:
      "A defendant in a case where I interpreted has now accused me of deliberately mistranslating his evidence, and I have received a police invitation to give a statement on Monday. I would like a criminal defence lawyer to accompany me.",
    intent: "area:criminal",
  },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "please I am a teacher at a private school and the proprietor's husband came to the staffroom with a cutlass threatening to kill me because I reported the unpaid salaries comma I am hiding in the bathroom now",
    intent: "safety",
  },
  { message: "Please schedule appointment with lawyer for our general manager next Tuesday. He will come with interpreter.", intent: "booking" },
  {
    message: "My wife is Sierra Leonean, I am Guinean. We separate now and she don't let me see my son. I want custody or visit right, please help me.",
    intent: "area:family",
  },
  { message: "How I can contact you? Phone, email, all the ways please.", intent: "contact" },
  { message: "wats ur emal adres i want snd the papas", intent: "email" },
  {
    message: "Dem soja dem don carry me uncle pikin go na barracks na Makeni since Tuesday, dem say e tif gas. Grandpa cry tay. Una help we.",
    intent: "urgent",
  },
  {
    message:
      "The school of my daughter is French school, they say I owe fees and they will not give her the exam results. Is it allowed by law for them to hold the results?",
    intent: "legal-question",
  },
  {
    message:
      "Our company want lease land for 25 years in Port Loko for factory. The landowner family speak only Temne. We need lawyer to prepare lease and make sure the family understand correctly.",
    intent: "area:land",
  },
  { message: "Is there anywhere to park near your office? I'll be driving my brother's jeep and Siaka Stevens Street is chaos.", intent: "knowledge:Parking" },
  {
    message:
      "I am a director of a small translation company and the other two shareholders have removed me from the board without a meeting. I would like your chambers to assist me in challenging this.",
    intent: "area:business",
  },
  { message: "my sistr phon charger spoilt wer can i fix it near kissy", intent: "off-topic" },
  { message: "Good afternoon.", intent: "greeting" },
  {
    message:
      "My driver, who only speaks Mende, has been detained at Congo Cross police station since this afternoon after a minor accident. They're questioning him in English and he doesn't understand a thing. Can someone go now?",
    intent: "urgent",
  },
  { message: "what is the difference between a translator and an interpreter question mark I need it for my lesson plan tomorrow", intent: "off-topic" },
  {
    message:
      "My late husband's family is attempting to take over our house at Kissy and have excluded me from the letters of administration. I require assistance with the estate.",
    intent: "area:family",
  },
  { message: "can police tak statment from a deff person with no intrepreter an use it in court aganst him", intent: "legal-question" },
  { message: "wat time yu opn tomoro", intent: "hours" },
  {
    message: "I want open company import export between Guinea and Sierra Leone. How I register here and I am foreigner, is possible?",
    intent: "area:business",
  },
  { message: "dis guy i translated 4 keeps textin me dat he knw wer i sleep n he wil fnish me if i testify. im scared 2 go out", intent: "safety" },
  {
    message:
      "Our vessel crew is Chinese and the port authority give fine because the crew list not in English. Also charter party dispute with owner. Please handle shipping matter.",
    intent: "area:shipping",
  },
  {
    message: "Mon frère est à la police. My brother is in the cell at Ross Road police since two days, they don't bring him to court and he speak only French.",
    intent: "urgent",
  },
  { message: "ma dad bought lan at regent 10 yrs ago, nw sm1 els is buildin on it wit a difrnt deed. need land lawyer", intent: "area:land" },
  {
    message:
      "I should be obliged if you could schedule a consultation for me with the lawyer responsible for employment matters at the earliest available date.",
    intent: "booking",
  },
  { message: "Please recommend good English teacher for our Chinese staff, two times per week.", intent: "off-topic" },
  { message: "How many avocat you have in the office?", intent: "team" },
  {
    message:
      "I signed a one-year contract to teach English at a private college here but after three months they stopped paying and changed my hours. I've got the contract in hand. I'd like help enforcing it.",
    intent: "area:contract",
  },
  { message: "urgnt!! police jus came 2 our hostel n r takin ma roommate away, he's frm Liberia, dey sey hes illegal", intent: "urgent" },
  { message: "If our interpreter translate wrongly in negotiation and we sign bad contract, can we cancel the contract by law?", intent: "legal-question" },
  {
    message: "ma uncle's construction co n a chinese firm hav a dispute, contract sey arbitration. he want 2 knw if una do arbitration",
    intent: "area:arbitration",
  },
  {
    message:
      "My nephew has been charged with fraud in a case where all the evidence is WhatsApp messages in Krio that the police translated badly. He's out on bail. We need a proper defence lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "Please send list of all legal services your firm provide.", intent: "services" },
  { message: "any1 hav past questions 4 FRE 201 french grammar? exam nxt wk", intent: "off-topic" },
  { message: "my sistr ex came to our hous wit a nife shoutin he wil kill her she cant hear him comin pls wat shud we do we are insid", intent: "safety" },
  { message: "Could you give me a number I can call from a UK phone?", intent: "phone" },
  {
    message: "I am a Chinese citizen and want to marry my Sierra Leonean girlfriend here. Please help for legal marriage procedure and documents.",
    intent: "area:family",
  },
  {
    message:
      "Emergency. Three of our Chinese engineers are held at Lumley police station since last night after argument with landlord. They cannot speak English well. Please send lawyer now.",
    intent: "urgent",
  },
  { message: "my sistr wants to start small tailerin busness she deff and want to registr it in her name can yu help", intent: "area:business" },
  { message: "Kindly confirm whether your chambers will be open on the 27th of April, Independence Day.", intent: "hours" },
  {
    message:
      "My grandfather's land in Kono was never registered, and my cousins who stayed behind are now saying that because I lived abroad for 20 years I've lost my share. Is that actually true under Sierra Leone law?",
    intent: "legal-question",
  },
  { message: "Grandpa de ask if una sabi doctor wey go fix e eye, e no de see fine", intent: "off-topic" },
  {
    message:
      "Mes marchandises... my goods come in container from Antwerp, the shipping company say the container lost. I pay everything. I need help for claim.",
    intent: "area:shipping",
  },
  { message: "can my sistr an me cum see a lawyr on monday i will sign for her", intent: "booking" },
  { message: "Police dem de na we yard now now, dem wan carry me granpa go station for the lan palaver. E old, e no sabi wetin dem de tok.", intent: "urgent" },
  { message: "What are the various means by which I may contact your chambers?", intent: "contact" },
  { message: "my sistr got lan from our mum but the papr is in somebody else name can yu do a serch", intent: "area:land" },
  {
    message:
      "The Law Officers' Department engaged me under a written agreement to translate exhibits into English for a trial, but has refused to pay the agreed rate. I wish to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "The landlord and his boys come to my room now, they break the door and they beating my wife, I am outside I can't enter", intent: "safety" },
  { message: "Your email please, I want send documents in French", intent: "email" },
  { message: "Where I can change francs guinéens to leones good rate?", intent: "off-topic" },
  { message: "Please give us the office address for our driver. Also is there parking there?", intent: "address", also: ["knowledge:Parking"] },
  {
    message:
      "Is an interpreter who is not formally employed by the Judiciary entitled to claim unpaid fees from the State, or only from the litigant who requested the service?",
    intent: "legal-question",
  },
  { message: "my sistr an her busnes partner dont agree on money they want somebody to setle it without court", intent: "area:arbitration" },
  { message: "polis lockd up my sistr husbnd at waterloo station sinse mornin he is deff to an they wont let me in to sign for him", intent: "urgent" },
  { message: "Does the firm have any lawyers who've trained or practised abroad? Just curious who's on the team.", intent: "team" },
  { message: "ma aunty wants 2 adopt her late sista's pikin, hw do we start d process", intent: "area:family" },
  { message: "cn i book a mtng 4 2moro afta 3pm pls", intent: "booking" },
  { message: "What's the best beach near Freetown for a family day out? My kids are visiting from the UK for the first time.", intent: "off-topic" },
  { message: "my sistr was accusd of stealin from her boss she was releasd but they say she must go court. she need lawyr", intent: "area:criminal" },
  {
    message: "Grandpa sell groundnut give one company, dem sign paper say dem go pay afta harvest. Now harvest don pass, dem no pay. Grandpa wan lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "I am advising a group of interpreters who wish to form a company limited by guarantee to provide court and conference interpreting. We require assistance with registration and the articles.",
    intent: "area:business",
  },
  {
    message:
      "good evening a parent of one of my pupils was picked up by police at the school this afternoon comma she is from Guinea and speaks only Susu comma she is still at Kissy police station and her children are with me",
    intent: "urgent",
  },
  { message: "Grandpa tenki tenki, e say God bless una", intent: "thanks" },
  { message: "My visa finish last month. If I marry a Sierra Leone woman, the police cannot send me back to Guinea? It is the law?", intent: "legal-question" },
  { message: "Our company car is big Land Cruiser. Is parking available at your office building?", intent: "knowledge:Parking" },
  {
    message:
      "I have been approached by the master of a Ghanaian fishing vessel detained at the Quay, for whom I interpret. The owners wish to instruct a shipping lawyer regarding the detention of the vessel.",
    intent: "area:shipping",
  },
  { message: "is ther any job for sign langwij intrepreters in sierra leone my sistr frend wants to work", intent: "off-topic" },
  {
    message:
      "Our female translator is being followed by a man every evening, yesterday he grab her arm and say he will hurt her. She is very afraid to go home.",
    intent: "safety",
  },
  {
    message:
      "I've heard good things about Ibrahim Jalloh from a friend in the diaspora. Is he still practising with you, and does he take cases for people living abroad?",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message: "Grandpa e lan na Kamakwie get boundary palaver wit e neighbour. Dem don fight two times. E wan lawyer for settle am proper.",
    intent: "area:land",
  },
  {
    message:
      "I am at Pademba Road Prison where a man has been held on remand for four months; the charge was read to him in English, which he does not speak. He has no counsel. May your chambers act urgently?",
    intent: "urgent",
  },
  { message: "hw much 4 consultation? im a student. n wat time u open", intent: "knowledge:Fees", also: ["hours"] },
  { message: "wat cases do yu do", intent: "services" },
  {
    message: "Could you recommend a reliable English-Temne dictionary? I have been asked to interpret next week for a Temne-speaking witness from Port Loko.",
    intent: "off-topic",
  },
  {
    message:
      "one of my former students was convicted last month and we believe the interpreter at his trial misrepresented his evidence comma can your firm handle an appeal",
    intent: "area:criminal",
  },
  {
    message: "I fly back to Birmingham on the 20th, so is there any chance of seeing someone about my land before then? Any day next week works.",
    intent: "booking",
  },
  {
    message: "Grandpa de ask: if e die and e no write will, e pikin dem na Freetown go fit tek all e lan and lef the one dem na village?",
    intent: "legal-question",
  },
  { message: "Hello, nice to meet you.", intent: "greeting" },
  {
    message:
      "our school board and the French cultural centre disagree about the money for the joint language programme comma both sides want mediation not court full stop do you do that",
    intent: "area:arbitration",
  },
  {
    message:
      "Sorry to message late. My aunt's houseboy was taken by the OSD from our gate tonight, they bundled him into a pickup. Nobody told us where they're taking him. Please advise what we do now.",
    intent: "urgent",
  },
  { message: "We want lawyer to draft employment contract for local staff in English and Chinese both languages, properly.", intent: "area:contract" },
  { message: "Una get lawyer wey sabi tok Temne? Grandpa no sabi English.", intent: "knowledge:Languages spoken" },
  { message: "So... where do I even begin.", intent: "unknown" },
  { message: "Grandpa e broda pikin dem de threaten am every night, dem say dem go burn e os if e no gi dem the lan paper. E no de sleep.", intent: "safety" },
  {
    message:
      "good morning my husband has refused to pay school fees for our two children at the French school since he left the house comma I need help to get maintenance for them",
    intent: "area:family",
  },
  { message: "Where is basketball court for our staff play on weekend near Wilberforce?", intent: "off-topic" },
  { message: "what papas do we bring wen we cum", intent: "knowledge:What to bring" },
  { message: "Are you open at all on weekends? I work Monday to Friday at the embassy and can't get away.", intent: "hours" },
  {
    message:
      "Our bank in Freetown freeze our company account because the Chinese documents not translated certified. We need business lawyer deal with the bank.",
    intent: "area:business",
  },
  { message: "can ma lecturer fail me bc i refused 2 do his private translation work 4 free? is dat legal", intent: "legal-question" },
  { message: "Una get old lawyer dem? Grandpa say e no trust pikin lawyer.", intent: "team" },
  {
    message: "They arrest my wife at Big Market, the police say her goods stolen but she bought them in Guinea. She in the station now, please avocat go quick",
    intent: "urgent",
  },
  { message: "hw do i reach u guys, call, txt, email?", intent: "contact" },
  {
    message:
      "I sent a car and some furniture from Baltimore last year. The car arrived damaged and the shipping line is blaming the port. I've got photos and the bill of lading. I need someone who knows cargo claims.",
    intent: "area:shipping",
  },
  { message: "S'il vous plaît, I want appointment with lawyer for Thursday. My English not good so I come with my cousin.", intent: "booking" },
  { message: "please write me a short poem in Krio about the importance of learning languages for our school's cultural day", intent: "off-topic" },
  {
    message: "Me uncle wey de na Makeni, police gi am bail but e must report every week, dem say e tif cow. E no do am. Una go defend am na court?",
    intent: "area:criminal",
  },
  {
    message:
      "I need advice fast. A group of men from the village have surrounded my half-built house outside Waterloo with machetes, shouting that the returnee must leave. My wife and I are inside with the kids.",
    intent: "safety",
  },
  { message: "Wetin na una phone number?", intent: "phone" },
  { message: "I want to buy land in Freetown to build house but I am foreigner. Please help me check the land documents before I pay.", intent: "area:land" },
  {
    message:
      "my landlord wants to double the rent on the building where I run my French lessons in the middle of the lease comma is he allowed to do that question mark",
    intent: "legal-question",
  },
  {
    message: "I have dispute with my supplier in Conakry for cement. Our contract say arbitration. Can you help with arbitration across the border?",
    intent: "area:arbitration",
  },
  { message: "what is your email address so I can send the letter from the school", intent: "email" },
  { message: "I am compiling a list of legal services for our teachers union comma what areas does your firm cover", intent: "services" },
  { message: "Merci beaucoup, thank you", intent: "thanks" },
  { message: "For the meeting what document I must bring? Passport, receipt?", intent: "knowledge:What to bring" },
  { message: "r u open by 8am?", intent: "hours" },
  { message: "wer yu ofis is", intent: "address" },
  { message: "I would like to book an appointment with a lawyer after school hours comma maybe 4 p.m. on Wednesday", intent: "booking" },
  { message: "is there parking at your office for my car question mark", intent: "knowledge:Parking" },
  { message: "I shall take my leave now. Good day.", intent: "goodbye" },
  { message: "hi", intent: "greeting" },
  {
    message: "Police come to our factory now and take the translator and two workers in their vehicle. We do not know which station. Need lawyer urgently.",
    intent: "urgent",
  },
  { message: "how do i say i love yu in sign langwij", intent: "off-topic" },
  {
    message: "my sister died and left a little boy of six comma his father is in Guinea and doesn't want him comma I want to adopt him legally",
    intent: "area:family",
  },
  { message: "if i translated a contract n made a small mistake, cn d client sue me 4 d whole loss?", intent: "legal-question" },
  { message: "We want to arrange meeting with shipping lawyer next week. Which day is available?", intent: "booking" },
  {
    message:
      "I regret to report that the family of a litigant accosted me outside the court this afternoon and one of them struck me. They have said they will wait for me again tomorrow. What should I do to protect myself?",
    intent: "safety",
  },
  { message: "ma dad's company owes d bank n d bank wants 2 take d shop, hes a shareholder wit 2 others. can una help wit d bank", intent: "area:business" },
  { message: "are you open during the school holidays in August", intent: "hours" },
  { message: "ma brotha's bin in d cell at tower hill since friday, no charge, no court, pls hw cn we get him out", intent: "urgent" },
  {
    message: "Our company bought land at Lungi but government surveyor say the title deed has wrong boundaries. Please assist title search.",
    intent: "area:land",
  },
  { message: "Please translate this message to Krio for our workers: 'Tomorrow work start 7 am.'", intent: "off-topic" },
  { message: "Could you provide the names of the lawyers currently practising at your chambers?", intent: "team" },
  { message: "ma dad is a clearing agent n a client's cargo got damaged at d quay, d client is suing him. need shipping lawyer", intent: "area:shipping" },
  {
    message:
      "The arbitration award is issued in our favour against the contractor but he refuse to pay. We need help to enforce the award in Sierra Leone court.",
    intent: "area:arbitration",
  },
  {
    message: "I sign contract to supply onions to a supermarket in Freetown. They take 3 deliveries and don't pay. I have the contract. Help me please.",
    intent: "area:contract",
  },
  { message: "The police take my goods at the border without receipt. They have right to keep it? I can get it back?", intent: "legal-question" },
  {
    message:
      "My friend from Mali, he speak Bambara and French only. Police hold him at Calaba Town station from yesterday. Nobody translate for him. Aidez-nous.",
    intent: "urgent",
  },
  {
    message: "Our company manager is charged with tax offence in court. He is not detained, he is at home. He need criminal lawyer with interpreter.",
    intent: "area:criminal",
  },
  { message: "Wetin una de do for people? Grandpa wan sabi.", intent: "services" },
  { message: "What is the current exchange rate of the dollar to the leone? I need to invoice an international client.", intent: "off-topic" },
  {
    message:
      "a group of parents are outside the school gate shouting that they will beat the headmaster over the exam results comma he is locked in the office please advise",
    intent: "safety",
  },
  { message: "Kindly provide your telephone number.", intent: "phone" },
  {
    message:
      "I seek assistance in obtaining probate of my late father's will, which was drafted in English but which several of my siblings, who read only Arabic script, now dispute.",
    intent: "area:family",
  },
  { message: "Police just come take Grandpa e pikin from the farm now now, dem tie e hand. Grandpa de cry. Wetin we go do?", intent: "urgent" },
  { message: "Grandpa wan tok to one lawyer, e go cam Freetown Friday. Abeg fix am one time.", intent: "booking" },
  {
    message:
      "I am a teacher and want to invest my savings with two colleagues to open a private primary school as a company comma can you help with the registration and shareholding",
    intent: "area:business",
  },
  { message: "Grandpa de ask if na true say woman no fit inherit lan for Limba custom? E wan gi e daughter some.", intent: "legal-question" },
  {
    message:
      "My late uncle left me a house in Kissy but the title deed is still in his name. I'd like it transferred into mine properly, conveyancing and all.",
    intent: "area:land",
  },
  { message: "Anyone know a good tailor in Freetown? I want proper gara outfits made before I go back.", intent: "off-topic" },
  { message: "Bonjour, j'ai un problème", intent: "unknown" },
  {
    message:
      "the Alliance Francaise hired me as a part-time teacher but they never gave me a written contract and now say I am not staff comma I need help with my employment dispute",
    intent: "area:contract",
  },
  { message: "my sistr deff son is in the jail at kenema sinse last week nobody sign for him in court they remand him", intent: "urgent" },
  { message: "Grandpa e broda pikin send kola nut go Dakar by ship but dem lost all di bag dem. Una de handle dis kin case?", intent: "area:shipping" },
  { message: "ma ex bf keeps comin 2 ma hostel at nite bangin d door sayin he'll hurt me, im hidin in ma friend's room", intent: "safety" },
  { message: "How many lawyers in your firm and who is the partner?", intent: "team" },
  { message: "Is legal for our company to dismiss worker who cannot speak English after 6 months probation?", intent: "legal-question" },
  {
    message: "Grandpa and e partner for the rice business no gree. Dem no wan go court, dem wan somebody sidom settle am. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "where is your office located I want to come after school", intent: "address" },
  { message: "how many hours a week should I teach French to primary class four question mark", intent: "off-topic" },
  {
    message:
      "urgent please my husband who teaches Chinese at the Confucius Institute was stopped at a checkpoint and taken to the police post at Hastings comma he is still there",
    intent: "urgent",
  },
  {
    message: "The police call me to come to the station tomorrow for question about a fight at the market. I go myself. I want avocat to come with me.",
    intent: "area:criminal",
  },
  { message: "Is it possible to get an appointment on Thursday at about 11? I'll bring my sister who handles things while I'm away.", intent: "booking" },
  { message: "do yur lawyrs kno sign langwij", intent: "knowledge:Languages spoken" },
  {
    message: "My husband die in Freetown last year. His family take everything, the house, the shop. I am Guinean wife. I need lawyer for the inheritance.",
    intent: "area:family",
  },
  { message: "ok bye bye see you", intent: "goodbye" },
  {
    message:
      "I'm thinking of investing in a fishing business with my cousin here, but I want everything registered properly so my money is protected. Can your business team handle the setup?",
    intent: "area:business",
  },
  { message: "A man attack my shop with knife last night, he say he come back tonight to finish me because I am foreigner. I'm afraid.", intent: "safety" },
  {
    message: "Would a conviction be liable to be quashed on appeal where the court interpreter was not sworn before interpreting the accused's testimony?",
    intent: "legal-question",
  },
  { message: "hw do i write a CV 4 a translator job at d UN", intent: "off-topic" },
  {
    message:
      "My elderly mother just called me crying: policemen came to her house in Allen Town and took my younger brother, no warrant, no explanation. I'm in Accra for a conference. Can you send someone?",
    intent: "urgent",
  },
  { message: "What does your firm actually cover? I've got a few different issues and want to know if it's a one-stop shop.", intent: "services" },
  { message: "How much money Grandpa go pay for lawyer? E no get plenty.", intent: "knowledge:Fees" },
  { message: "my sistr sent goods from china by sea and they say the containr is stuck at the port becos of customs papas", intent: "area:shipping" },
  {
    message: "i wrk as an interpreter 4 a chinese mining co, dey sacked me w/o notice n sey i signd a contract in chinese i cant read. help",
    intent: "area:contract",
  },
  { message: "Please provide all contact details: phone, email, address.", intent: "contact" },
  { message: "sm guy sold us lan at hastings n now we find out he sold it 2 3 ppl. we need help", intent: "area:land" },
  { message: "people in our area are throwin stons at my sistr cos she is deff they say she is witch, she is scared to go out", intent: "safety" },
  { message: "Grandpa wan sabi wetin go happen to the rain dis year, e wan plant rice", intent: "off-topic" },
  {
    message:
      "My business partner in Ghana and I have fallen out over a cashew export deal. Our agreement says any dispute goes to arbitration. Could your arbitration lawyer advise?",
    intent: "area:arbitration",
  },
  { message: "Is office open on Chinese New Year holiday or normal day?", intent: "hours" },
  {
    message:
      "I must report that a deaf accused person has been held in the cells at the Magistrate Court since this morning because no sign language interpreter can be found. Counsel is urgently needed to apply for his release.",
    intent: "urgent",
  },
  {
    message:
      "My brother sold our joint property in Murray Town while I was in the US, using a power of attorney I signed years ago for something else. Can he actually do that? Can I get the house back?",
    intent: "legal-question",
  },
  { message: "thank you very much for your help", intent: "thanks" },
  { message: "Please arrange a meeting for me with counsel on a convenient afternoon next week.", intent: "booking" },
  {
    message: "Our company have shareholders meeting next month, Chinese and Sierra Leone shareholders. We need lawyer attend and explain the governance rules.",
    intent: "area:business",
  },
  { message: "Give me the WhatsApp number please, I send voice message in French", intent: "phone" },
  {
    message:
      "I have been asked by the family of an accused, now on bail, to recommend counsel for a forthcoming trial in the High Court on a charge of robbery with aggravation.",
    intent: "area:criminal",
  },
  { message: "Which bank in Freetown can receive money from Guinea fast? Orange Money work?", intent: "off-topic" },
  { message: "What's the best email to send documents to for a consultation?", intent: "email" },
  { message: "omg dey jus picked up ma classmate 4 posting on tiktok, CID took him frm campus 30 mins ago", intent: "urgent" },
  {
    message: "I wish to obtain a lease of premises on Pademba Road for an interpreting and translation bureau. Could your chambers review the draft lease?",
    intent: "area:land",
  },
  { message: "my sistr husbnd dont give any mony for the 3 childrn sinse he left we need help for maintenence", intent: "area:family" },
  { message: "We want to know about Isatu Bangura. Does she handle container claims for Chinese companies?", intent: "attorney:Isatu Bangura" },
  { message: "if my sistr husbnd leave her can she get the childrn even if she deff or will the court give them to him", intent: "legal-question" },
  { message: "cn i tok 2 a lawyer ova whatsapp video? im in Makeni", intent: "booking" },
  {
    message:
      "Honestly I don't know who else to ask. Since I came back my stepfather has been threatening me and my mother, last night he pushed her down the stairs. She's terrified he'll kill her.",
    intent: "safety",
  },
  {
    message:
      "My partner in Sierra Leone and me we import fabric together, now we don't agree how to share profit. We want arbitration, not court, because court is long. You can do?",
    intent: "area:arbitration",
  },
  { message: "Do your lawyers speak Mende? My aunt who's coming with me only really speaks Mende.", intent: "knowledge:Languages spoken" },
  { message: "We need to charge forklift batteries at site but generator is spoil. Where to buy new generator in Freetown?", intent: "off-topic" },
  {
    message:
      "good morning our school ordered books from France and the shipping company says the container was damaged by water at the quay comma we need a lawyer for the cargo claim",
    intent: "area:shipping",
  },
  { message: "Where is your bureau? Near PZ?", intent: "address" },
  { message: "is yur lawyrs men or women", intent: "team" },
  { message: "Grandpa e pikin e case don finish for Magistrate, dem find am guilty but we no gree. We wan appeal. Una fit help?", intent: "area:criminal" },
  { message: "Una get email? Me go scan Grandpa e paper dem send.", intent: "email" },
  {
    message: "the school owner deducted two months salary from all teachers because enrolment fell comma is that allowed under the labour law question mark",
    intent: "legal-question",
  },
  {
    message:
      "The police stop our truck at Kambia checkpoint and keep the driver and my boy in the station since yesterday night. They want money. Please help.",
    intent: "urgent",
  },
  { message: "Your firm do what kind of work? Company, family, criminal?", intent: "services" },
  {
    message:
      "I've been asked to sign a consultancy agreement with a local NGO to train their staff in English. It's 14 pages and full of odd clauses. Could one of your contract lawyers review it before I sign?",
    intent: "area:contract",
  },
  { message: "heyy wassup", intent: "greeting" },
  { message: "What documents should I bring to an initial consultation concerning unpaid allowances?", intent: "knowledge:What to bring" },
  { message: "Regarding the matter.", intent: "unknown" },
  { message: "What are your opening hours? I'm still on UK time in my head, so just checking.", intent: "hours" },
  { message: "my sistr wants to lern typing on computer any classes for deff people", intent: "off-topic" },
  { message: "What is your fee for company registration service and is payment by bank transfer OK?", intent: "knowledge:Fees" },
  { message: "how can we contac yu", intent: "contact" },
  { message: "Je voudrais un rendez-vous. I want to book meeting next Tuesday for my land problem.", intent: "booking" },
  { message: "r der parkin spaces @ ur ofis, ma dad is drivin me", intent: "knowledge:Parking" },
  { message: "Brilliant, thanks so much, that's really helpful.", intent: "thanks" },
  { message: "Goodbye and have nice day.", intent: "goodbye" },
  { message: "Hi there, hope you're well!", intent: "greeting" },
  {
    message:
      "please come quickly the police have taken our school watchman from the compound this morning comma he only speaks Kono and they refused to let me interpret for him",
    intent: "urgent",
  },
  { message: "Any recommendations for good private schools in Freetown that teach French properly? Moving my two kids back next year.", intent: "off-topic" },
  {
    message:
      "My parents married under customary law back in 1975 and my father has now passed, leaving a second wife he married in the States. I'm trying to sort out who inherits what, and I need a family lawyer to guide us through it.",
    intent: "area:family",
  },
  { message: "If I don't pay the French school fees for my son, the school can take me to court and put me in prison?", intent: "legal-question" },
  { message: "You are open on Tabaski day or closed?", intent: "hours" },
  {
    message:
      "I was engaged by a Chinese construction company as their site interpreter on a two-year contract, which they terminated after eight months citing restructuring. I seek your assistance in recovering what is owed under the termination clause.",
    intent: "area:contract",
  },
  { message: "Grandpa e neighbour dem de beat am now now for the boundary palaver. E de bleed. Abeg!", intent: "safety" },
  { message: "Grandpa e pikin wan open company for sell farm tins. E wan register am proper. Una de do dat?", intent: "area:business" },
  {
    message:
      "A Turkish shipowner for whom I interpret has a charter party dispute with a local charterer over demurrage at the Quay. He wishes to instruct counsel.",
    intent: "area:shipping",
  },
  { message: "good morning I would like to schedule a meeting with the family lawyer next Monday at 10 a.m. if possible", intent: "booking" },
  {
    message:
      "A Chinese national for whom I was called to interpret has been detained overnight at Central Police Station; the police have now released me but not him. He requests counsel at once.",
    intent: "urgent",
  },
  { message: "wats d meaning of 'nonobstant' in english? translatin a doc 4 class", intent: "off-topic" },
  { message: "my sistr want to rent a shop but the landlord lease papa has strange things she cant read well can yu check it", intent: "area:land" },
  { message: "r ur lawyers young or old? jus curious", intent: "team" },
  {
    message:
      "I have been offered a contract by an international NGO to interpret at field hearings. I should like counsel to review its terms, particularly the confidentiality and indemnity provisions.",
    intent: "area:contract",
  },
  {
    message: "Where a deaf witness gives evidence through a relative rather than a qualified sign language interpreter, is that evidence admissible?",
    intent: "legal-question",
  },
  { message: "ma dad's firm got an arbitration award against a guinean company, hw do we enforce it, here or in guinea?", intent: "area:arbitration" },
  {
    message: "Ils ont pris mon fils! Police come to our house at Fourah Bay Road now and take my son, 17 years. They don't explain. Please!",
    intent: "urgent",
  },
  { message: "ma bro got a court date 4 assault, hes home on bail, we need a lawyer 2 defend him", intent: "area:criminal" },
  { message: "Please tell us the price of cement per bag in Freetown now.", intent: "off-topic" },
  { message: "I should like to know in which areas of law your chambers practises.", intent: "services" },
  {
    message: "Our Chinese translator receive phone threat: they say they kidnap her if company don't pay. She is afraid now, she stay inside.",
    intent: "safety",
  },
  { message: "Please give phone number for call.", intent: "phone" },
  { message: "Grandpa e last pikin wan divorce e man, e de beat am before but now dem separate. Grandpa wan lawyer for the divorce.", intent: "area:family" },
  { message: "police holdin ma lecturer since mornin @ criminal investigation dept, d students r outside. pls send sm1", intent: "urgent" },
  { message: "yu opn now", intent: "hours" },
  { message: "my sistr husbnd took her share of the shop company an put it in his name she need help", intent: "area:business" },
  { message: "Grandpa wan sabi: if e sign paper wit e thumb and e no understand wetin dem write, the paper strong for law?", intent: "legal-question" },
  {
    message: "I'm buying a plot in Hamilton and want a proper title search done before I hand over any money. Burnt fingers from last time!",
    intent: "area:land",
  },
  { message: "can you help me mark my students French essays there are thirty of them", intent: "off-topic" },
  { message: "Can I come see lawyer today at 3 pm?", intent: "booking" },
  { message: "Dem don put Grandpa e broda na cell na Kabala since two days. E old, e sick, e no eat. Abeg una help am.", intent: "urgent" },
  { message: "We prefer mediation with the local community about road damage compensation, not court. Your firm can mediate?", intent: "area:arbitration" },
  { message: "What's the easiest way to get hold of you from abroad? Email, WhatsApp, phone?", intent: "contact" },
  {
    message: "Grandpa e broda pikin na sailor, e ship get accident near Bonthe, the owner no wan pay am e money. Dem tell am for find shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "Permit me to seek urgent guidance. A man against whom I interpreted evidence in a rape trial is now standing outside my gate with two others, and I fear for my life.",
    intent: "safety",
  },
  { message: "tank yu so much", intent: "thanks" },
  {
    message:
      "My cousin was convicted in absentia while he was in the UK, on a charge he says he never even knew about. He's back now and wants to clear his name. Can your criminal team help?",
    intent: "area:criminal",
  },
  {
    message:
      "I paid a deposit for a house in Goderich two years ago, the seller died, and now his children say they never heard of the deal. Do I have any rights against the estate or have I lost the money?",
    intent: "legal-question",
  },
  { message: "Grandpa de ask whe e go buy Limba Bible for e church", intent: "off-topic" },
  { message: "polis just tok my sistr from the hous now cos the neighbr say she tif his phone she cant explain she deff", intent: "urgent" },
  { message: "I want lawyer to write supply contract for my palm oil to a company in Guinea, in French and English.", intent: "area:contract" },
  { message: "May I enquire as to your hours of business on weekdays?", intent: "hours" },
  {
    message: "Our company engineer is Sierra Leone man married to Chinese wife, they want adopt child here. Can your family lawyer help them?",
    intent: "area:family",
  },
  { message: "Please book consultation for our company director. He available Wednesday or Thursday afternoon.", intent: "booking" },
  { message: "how many female lawyers do you have in your firm", intent: "team" },
  {
    message: "I have shares in a company here with Lebanese partner, he don't show me the accounts since two years. I need business lawyer.",
    intent: "area:business",
  },
  {
    message: "Our security guard shoot in air and police arrest him at site. He is in Waterloo station now. Company need lawyer immediately for him.",
    intent: "urgent",
  },
  { message: "wat apps help deff pepul to chat on phone my sistr wants one", intent: "off-topic" },
  { message: "my sistr boyfrend lockd her in the room an wont let her out he says he wil kill her if she leave", intent: "safety" },
  { message: "If our worker injure at site and he sign paper say company not responsible, the company still must pay compensation?", intent: "legal-question" },
  { message: "Grandpa hear bout Hawa Turay. Na she de handle family lan and will palaver?", intent: "attorney:Hawa Turay" },
  {
    message:
      "A barrel I shipped to my mum from New Jersey was opened and half the contents stolen before it left the Quay. The shipping company won't accept responsibility. Can you help with the claim?",
    intent: "area:shipping",
  },
  {
    message:
      "good evening our school is on family land and now the family members are fighting among themselves and want to evict us comma we need a land lawyer",
    intent: "area:land",
  },
  { message: "email adress pls", intent: "email" },
  {
    message:
      "the school and the building contractor cannot agree on the final payment comma our contract has an arbitration clause comma can you represent the school",
    intent: "area:arbitration",
  },
  {
    message:
      "I'm writing from outside Kissy police station. My cousin has been in there since Saturday evening and they keep saying the OC isn't around to decide on bail. It's now Monday. What can we do?",
    intent: "urgent",
  },
  { message: "Una de open early mornin? Grandpa de wake 5 o'clock", intent: "hours" },
  { message: "I come with my car, I can park at your office?", intent: "knowledge:Parking" },
  { message: "my sistr was promisd a job as cook at a hotel they signd paper now they say no job, can yu help her", intent: "area:contract" },
  { message: "What time the ferry from Tagrin to Freetown leave in morning?", intent: "off-topic" },
  { message: "can ma landlord kick me out w/o notice bc i'm late wit rent 1 month? its a verbal agreemnt", intent: "legal-question" },
  {
    message:
      "Police invite our company interpreter to answer question about bribery allegation next week. He is not arrested. We want criminal lawyer accompany him.",
    intent: "area:criminal",
  },
  { message: "Grandpa wan sidom wit una lawyer, tok face to face. When e fit cam?", intent: "booking" },
  {
    message:
      "There's a mob forming outside my aunt's shop in Congo Town, they're accusing her of witchcraft and shouting to burn it. She's inside with her grandchild. What do I do?",
    intent: "safety",
  },
  { message: "Una office de na which side? Grandpa go take poda-poda.", intent: "address" },
  { message: "do una handle all kinds of cases or jst some", intent: "services" },
  {
    message:
      "good afternoon my student's father a Fula trader who speaks no English was arrested in the market and is now in the cell at Eastern police comma the family have asked me to find a lawyer",
    intent: "urgent",
  },
  {
    message:
      "I am preparing a paper on the history of court interpreting in Sierra Leone for a conference. Are there any published sources you would recommend?",
    intent: "off-topic",
  },
  { message: "my sistr and her landlady both agree to go to arbitrashun about the shop money can yu be there for my sistr", intent: "area:arbitration" },
  { message: "how much yu charge my sistr has no mony can she pay small small", intent: "knowledge:Fees" },
  {
    message:
      "My goods stay at the port 2 months and the port charge me storage because the shipping agent give wrong papers. I need lawyer for the customs and port problem.",
    intent: "area:shipping",
  },
  { message: "how much mony wil the court giv my sistr for the children if he is a police officer", intent: "legal-question" },
  {
    message: "What should I bring along to the first meeting? I've got a folder of old deeds, some in my father's handwriting.",
    intent: "knowledge:What to bring",
  },
  { message: "ma parents r divorcin n ma dad wants custody of ma lil bro, ma mum needs a lawyer", intent: "area:family" },
  { message: "hello yes so the thing is", intent: "unknown" },
  { message: "Where can I get a decent SIM card with good data? My UK number costs a fortune in roaming.", intent: "off-topic" },
  { message: "I would be grateful for an appointment with counsel at your chambers at the earliest convenient date.", intent: "booking" },
  { message: "My wife's brother beat me and say he will kill me if I don't leave the house. I am hiding at my friend now.", intent: "safety" },
  {
    message: "our teachers cooperative wants to open a bank account and invest in a microfinance scheme comma we need help with the governance documents",
    intent: "area:business",
  },
  { message: "cn i tok 2 d lawyer in krio or must it b english", intent: "knowledge:Languages spoken" },
  {
    message: "The family who sell me the land at Waterloo, now other family come say they are the real owner. I have the paper. Help me.",
    intent: "area:land",
  },
  { message: "if I resign from the school do they still have to pay me for the term I already taught question mark", intent: "legal-question" },
  { message: "wats ur phon numba i wil txt", intent: "phone" },
  {
    message:
      "My friend, Guinean driver, the military take him at checkpoint near Kambia and keep him in the barracks since yesterday. Also please how much it cost for lawyer to go there?",
    intent: "urgent",
    also: ["knowledge:Fees"],
  },
  { message: "Who would I be dealing with at the firm? Is it a big team or just a couple of lawyers?", intent: "team" },
  { message: "police want my sistr to cum to the station tomorow to ansa questions she need lawyr an sign intrepreter", intent: "area:criminal" },
  { message: "Can you help write speech in English for our company opening ceremony? Five minutes.", intent: "off-topic" },
  { message: "Salut!", intent: "greeting" },
  { message: "wat tym u close 2day", intent: "hours" },
  { message: "What services your firm offer to foreign companies?", intent: "services" },
  { message: "pls i wan 2 book a slot wit a lawyer 4 nxt week, any day aftr lectures", intent: "booking" },
  { message: "how can I contact the firm", intent: "contact" },
  { message: "Please list documents we bring for company registration meeting.", intent: "knowledge:What to bring" },
  { message: "Is there parking for visitors at your chambers, or should I arrange to be dropped off?", intent: "knowledge:Parking" },
  { message: "Awright, we go tok later. Bye bye.", intent: "goodbye" },
  { message: "I am most grateful for your assistance.", intent: "thanks" },
  { message: "Okay, I'll be off now. Cheers, bye!", intent: "goodbye" },
];
