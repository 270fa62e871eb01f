import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Families after a death: funerals and burials, wills found or missing, inheritance quarrels, debts and property of the dead, relatives held after a death or a funeral fight, and mourning questions outside the firm's work. Writers: Mariatu, 34, a widow selling pepper and onions in Makeni who types Krio on a cracked Itel phone and is frightened; Mr Samuel O. Cole, 68, a retired headmaster in Wilberforce who writes formal letters; Abu, 22, a Fourah Bay College student who types fast SMS shorthand and is impatient; Fatu, 45, a nurse in London handling her mother's estate from abroad in careful British English; Ibrahim, 50, a produce trader in Bo whose messages are full of typos and dropped vowels; Zainab, 29, a bank clerk in Kenema who writes short clear lines; Pa Alimamy, 72, an elder in Port Loko who dictates long rambling Krio stories to his grandson; Hannah, 38, in Maryland USA, angry at her siblings and writing in American idiom.

export const THIRTY_EIGHTH_TEST_SET: LabelledMessage[] = [
  // urgent
  { message: "abeg help me police don hold my broda since yesterday night afta di fight na di burial ground, dem nor gree release am", intent: "urgent" },
  {
    message: "Police are at our gate RIGHT NOW to take my mother. My father's brothers told them she poisoned him. He died of stroke!! What do we do",
    intent: "urgent",
  },
  {
    message: "my cousin dey Central police station from friday, dem say na him tif di money wey we collect for di funeral. nobody allow we see am",
    intent: "urgent",
  },
  {
    message:
      "Good evening. I write in great distress. My son was arrested this afternoon at the Kissy Road cemetery following a quarrel with his late father's relatives and he is being held at the Eastern Police. Kindly advise what I must do tonight.",
    intent: "urgent",
  },
  { message: "cid arrest my sis 2day dey say she 4ge papa will. she still dey inside. pls wat 2 do", intent: "urgent" },
  {
    message: "Dem cam tek my mami na di os dis morning, di late husband in family say na witch kill am. Now she de na Makeni police cell. Abeg",
    intent: "urgent",
  },
  {
    message:
      "My brother was arrested in Bo last night for breaking the padlock on our late father's store. It's our own store!! He's still locked up. I'm in the US, can someone go to him",
    intent: "urgent",
  },
  { message: "plice hold my uncl sinc tusdy ovr di land of my late grnpa. no chaj no bail. hlp", intent: "urgent" },
  {
    message:
      "the soldiers at the checkpoint near Masiaka have held our driver and my nephew since 2am, we were carrying my aunt's body home for burial and they said the papers are not complete. they are still there now",
    intent: "urgent",
  },
  {
    message:
      "My husband's people reported me and the police came to the wake and took me to the station. I am typing from inside the station with my phone. They want me to sign that I will leave the house",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, my nephew has been in detention at Kenema police station since Sunday in connection with the death of his wife. He has not been charged and has not seen a lawyer. We require urgent representation.",
    intent: "urgent",
  },
  { message: "they just handcuffed my dad at the funeral in front of everybody. taking him to waterloo police now. pls somebody call me", intent: "urgent" },
  {
    message: "police de cam for my broda. e bin fight wit e stepmother pikin dem na di 7 day charity. dem don reach di junction, wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "My sister has been held by police in Freetown for three days because the bank manager said she withdrew money from our late mum's account. They won't give her bail. I'm calling from London but nobody picks up at the station",
    intent: "urgent",
  },
  { message: "wen person hold for police 4 days now sins papa die and we dont know wat dem charge am wit. e de na Lumley police. we fear", intent: "urgent" },
  {
    message:
      "The police detained my grandson this morning. Our family quarrel over my late brother's house became a fight and one of the in-laws is in hospital. The boy is only 19. He is at Congo Cross station now.",
    intent: "urgent",
  },
  {
    message: "Dem lock my pikin papa na cell sence last week. Di oda wife dem report am say e tif di dead man in motor. Dem nor carry am go court yet",
    intent: "urgent",
  },
  {
    message: "my mama de na police station now now. mi papa in broda dem say she must pay the debt wey papa owe dem before dem release am. dat na law?",
    intent: "urgent",
  },
  {
    message:
      "URGENT. Brother arrested at Lungi on his way to the funeral, they say there is a warrant from a complaint by our stepmother. He is still at the station.",
    intent: "urgent",
  },
  { message: "pls i nid lawyer 2nite. my frnd dey detain aftr sm1 die 4 d fight at d wake in wellington. dey beat am 2", intent: "urgent" },
  { message: "Dey arrest my wf tday at Bo mkt sy she kill hr hsbnd wit medsin. hr hsbnd na my brda. pls cm hlp hr she dey cell", intent: "urgent" },
  {
    message:
      "Is anyone there? Police have surrounded our compound in Port Loko saying they have come for my son because of the fight at his father's burial. Please answer",
    intent: "urgent",
  },
  {
    message:
      "My mother is 70 and police are holding her at Kenema since morning because the chiefdom people say she hid her husband's will. She is diabetic and has no food. Please what do I do now?",
    intent: "urgent",
  },
  {
    message: "Dem tek my aunty go police afta papa di bury, dem say na she take di title deed. since yestaday she de inside dem nor tell we noting",
    intent: "urgent",
  },
  {
    message:
      "Hello my husband was taken by two policemen in a private car an hour ago. His late brother's wife says he stole her gold. We don't know which station they took him to.",
    intent: "urgent",
  },
  {
    message: "im still at the station with my brother, they want 2 million before they'll let him go after the burial fight. is that normal. pls help",
    intent: "urgent",
  },
  {
    message:
      "Abeg una, police don hold mi mama for four days wetin happen na say mi papa die and in broda dem say she de behind am. Dem nor gree we carry food go gi am. We de Makeni",
    intent: "urgent",
  },
  {
    message:
      "On behalf of my family, I wish to report that my younger brother was detained by officers of the Criminal Investigations Department at around 10 this morning regarding allegations of forging our late father's signature on a land document. He remains in custody.",
    intent: "urgent",
  },
  { message: "they arrested my husband's nephew at the graveyard for digging, the grave was already paid for!! he's in the police van now", intent: "urgent" },
  {
    message: "my bro in cell @ ross road since last nite bcos of d fight wit our in laws ovr papa shop. dem say nobody fit see am till monday",
    intent: "urgent",
  },
  {
    message:
      "Pls help, the police came and arrested my son at the funeral home. The in-laws say he caused his wife's death. He was not even in Freetown when she died",
    intent: "urgent",
  },
  { message: "Mi na Mariatu from Makeni. Police don carry mi big pikin go station say e nak e uncle na di burial. Dem still hold am", intent: "urgent" },
  {
    message:
      "My cousin was picked up by police from his office this afternoon over a complaint that he sold our late grandmother's land. He has been there 6 hours and they won't tell us anything",
    intent: "urgent",
  },
  {
    message: "urgent!!! dad's widow had my brother arrested for refusing to hand over the car keys. he's sitting in a cell in Bo right now. what do we do",
    intent: "urgent",
  },
  { message: "Mi broda dem hol am sens satday fo fait na dadi funeral. E nor get lawyer. E de na Kabala police. Abeg una help we", intent: "urgent" },
  {
    message:
      "Police officers are outside my house with my late husband's brother, they say I must come with them to the station tonight. I haven't done anything. Please",
    intent: "urgent",
  },
  {
    message:
      "they detained my father in Kenema since Tuesday without any charge after his second wife died. family says it's juju, police just keep him. we need lawyer now",
    intent: "urgent",
  },
  {
    message: "please we need help fast, our mum is being held at the police station after a fight at grandpa's wake and they said she will sleep there tonight",
    intent: "urgent",
  },
  {
    message:
      "My son is in the cell at Tower Hill police since yesterday. He went to collect his late father's things and the landlady called the police. They said he is a thief.",
    intent: "urgent",
  },
  { message: "Polis hol mi since mornin na Bo. Na mi late broda in fambul report mi. Dem tek mi fon bot mi get mi wife in fon. Help", intent: "urgent" },

  // safety
  {
    message:
      "My husband's brothers came tonight and said if I don't leave the house by morning they will burn it with me and the children inside. Please help me",
    intent: "safety",
  },
  { message: "Dem don trowe mi an mi tri pikin dem na rod dis nite afta mi man in burial. We de sidom na de street. Usai we go go", intent: "safety" },
  {
    message:
      "Im at my late dad's house and my uncles are outside with sticks shouting. They say they will beat anyone who stays. I locked myself in the bathroom",
    intent: "safety",
  },
  { message: "ppl r beating my aunty now @ d wake dey say she kill her hsbnd. crowd dey gather. pls wat do i do", intent: "safety" },
  {
    message:
      "Since my husband died his older brother keeps coming at night and says I must marry him or he will kill me. Last night he followed me to the market. I am scared",
    intent: "safety",
  },
  { message: "Dem don gather na mi mama in os wit cutlass, dem say she na witch wey eat mi papa. Dem go kill am. Help abeg", intent: "safety" },
  {
    message:
      "My stepmother's sons have threatened my life over our father's properties. Yesterday they came to my shop with a machete. I have reported it but the police did nothing. I fear for my life.",
    intent: "safety",
  },
  {
    message:
      "my sister just called me crying, her in-laws locked her in a room since the burial and won't let her out until she agrees to the widow rites. she's in Kailahun. what can I do from here",
    intent: "safety",
  },
  { message: "d in laws beat my mum & pushed her out of d house wit d small kids. its raining & dark. dey hav nowhere. help", intent: "safety" },
  {
    message:
      "Somebody is following me everywhere since I refused to give my late father's land papers. Today they left a message under my door saying I will join him. I am in Waterloo.",
    intent: "safety",
  },
  {
    message:
      "My in-laws are forcing me to go through the cleansing ceremony tonight and the women of the society are at the door. I don't want to. I have my baby with me",
    intent: "safety",
  },
  { message: "my late husband nephew slap me and say next time na knife. e de drink an e de cam back tonight. I de alone wit di pikin dem", intent: "safety" },
  {
    message:
      "Good evening. My widowed sister was assaulted this afternoon by her husband's relatives during the mourning period and she is injured. They remain at the house and have threatened to return. Please advise urgently.",
    intent: "safety",
  },
  {
    message:
      "There is a mob at my mother's house in Bo. They are saying she caused my father's death and they are throwing stones. My brother is trying to hold the door. Please",
    intent: "safety",
  },
  { message: "dem say if I tek mi man in case go court dem go kill mi pikin. e don do tree time dem de cam mi shop de threaten mi", intent: "safety" },
  {
    message:
      "My brother-in-law has taken a gun from somewhere and says nobody will share my late sister's house while he is alive. He's drunk and my niece is inside with him",
    intent: "safety",
  },
  {
    message: "we were thrown out tonight by papa second wife and her people. my small brothers are 6 and 9. we are at the roadside in kissy",
    intent: "safety",
  },
  {
    message: "Dey hmbug me evry nite snce my hsbnd die, dey thro stons on d roof & shout dat i mst go. las nite dey brok d windo. i fer 4 my lyf",
    intent: "safety",
  },
  {
    message:
      "The people fighting us for my late grandfather's land have said on the phone they will come to the village tomorrow and kill my father. They already beat him once. Who can protect him?",
    intent: "safety",
  },
  {
    message:
      "Since the funeral my uncle keeps touching my younger sister and threatening her if she tells anyone. We live in his house now after mum died. She is 14. I don't know who to tell",
    intent: "safety",
  },
  { message: "They are fighting outside right now at the funeral, people have knives, my mother is in the middle. What number do I call", intent: "safety" },
  {
    message: "mi man in famili de beat mi since e die. dem tek mi fon, dem lok di door wen dem de go. I borrow dis fon. I nor sabi wetin go happen to mi",
    intent: "safety",
  },
  {
    message:
      "My father's other wife sent boys to my hotel in Freetown. They were waiting for me outside yesterday and said I should go back to America or they'll deal with me. I'm scared to go out",
    intent: "safety",
  },
  {
    message:
      "Pls my mother is being chased out of the house in Makeni right now, the in-laws have thrown all her things outside and one of them hit her with a plank. She is bleeding",
    intent: "safety",
  },
  {
    message: "my late wife brothers dem say dem go kill me if i nor give dem di pikin dem. dem de wait mi na di junction every nite. i nor de sleep na mi os",
    intent: "safety",
  },

  // legal-question
  {
    message: "Am I entitled to a share of my father's house if my mother was not married to him? My half brothers say outside children get nothing",
    intent: "legal-question",
  },
  { message: "can my late husband brothers take the house from me and my children? we married in church", intent: "legal-question" },
  { message: "is a will valid if only 1 person witnessed it? papa signed it in hospital b4 he died", intent: "legal-question" },
  { message: "Do I have to pay my father's bank loan now that he has died? The bank keeps calling me because I am the eldest.", intent: "legal-question" },
  {
    message: "My dad left everything to his new wife in a will he made 2 months before he died, when he was very sick. Will I win if I challenge it?",
    intent: "legal-question",
  },
  { message: "Mi man get tri wif. E nor mek will. Aw di lan an di os go share? Di fos wif in pikin dem say na dem get all", intent: "legal-question" },
  {
    message:
      "Dear Sir, I should be grateful to know whether a will written in the deceased's own hand, dated but unwitnessed, would be accepted by the High Court in Freetown.",
    intent: "legal-question",
  },
  { message: "wat r my rights as d 2nd wife? we did only native marriage. his 1st wife say im nt entitled to nothin", intent: "legal-question" },
  { message: "Can the eldest son sell family land without the agreement of the other children after our father died?", intent: "legal-question" },
  {
    message: "is it legal for bank to freeze my late mother's account when I'm the one named in the will? they said I need some court paper",
    intent: "legal-question",
  },
  {
    message: "If there is no will, who inherits first, the wife or the dead man's parents? My mother-in-law says the custom gives it to her",
    intent: "legal-question",
  },
  { message: "my stepmother wan drive we comot na papa in os. e get right for do dat? na papa build am before e marry am", intent: "legal-question" },
  {
    message: "Does a will made under Islamic law count in the courts in Sierra Leone? My father's imam wrote down how he wanted things divided",
    intent: "legal-question",
  },
  { message: "cn d ppl my papa owe tk d hous 2 pay d det? dey cm 2day wit paper", intent: "legal-question" },
  {
    message: "My sister forged our mum's will and we have proof. Can she go to jail for it, and would the real shares then come back to us?",
    intent: "legal-question",
  },
  {
    message: "My husband died in January. His family took the children to the village. Is it legal for them to keep my children from me?",
    intent: "legal-question",
  },
  { message: "Is it true that daughters cannot inherit land in the provinces? My brothers keep saying the law says only boys.", intent: "legal-question" },
  {
    message: "how much of my dad's estate will the court give me as his only son from the first marriage? there are 6 of us from 3 women",
    intent: "legal-question",
  },
  { message: "Pa bin give mi di lan wit mot, nor paper. Now e don die. Di lan na mi yon or na di family yon?", intent: "legal-question" },
  { message: "We found a second will in my late father's briefcase, dated after the one the family read. Which one stands in law?", intent: "legal-question" },
  { message: "Can my late brother's widow sell his car and shop without telling the rest of the family? He had no children.", intent: "legal-question" },
  {
    message: "if i live abroad can i still claim my share of my mother's property or do i lose it because i wasnt there for the burial?",
    intent: "legal-question",
  },
  {
    message: "I was his girlfriend for 11 years and we have two children. Am I entitled to anything from his estate now that he has passed?",
    intent: "legal-question",
  },
  { message: "papa in broda de collect di rent for di os since papa die 3 yiers. e get di right? we nor de see one cent", intent: "legal-question" },
  { message: "Can the executor refuse to show the beneficiaries the will? My uncle is the executor and he just says wait.", intent: "legal-question" },
  {
    message: "What are my rights if my in-laws have taken my husband's pension and end-of-service money? The employer paid it to his brother.",
    intent: "legal-question",
  },
  { message: "my dad's business partner says the shop is now 100% his bcos dad died. can he legally do that??", intent: "legal-question" },
  {
    message: "Is there a time limit for challenging a will in Sierra Leone? My father died 4 years ago and we only just learned what the will says.",
    intent: "legal-question",
  },
  { message: "my grandma adopted me when i was small but no papers. can i inherit from her now she die?", intent: "legal-question" },
  { message: "If my husband's debts are bigger than what he left, do I as his widow have to pay them from my own money?", intent: "legal-question" },
  {
    message: "Under the law, may a man's relatives lawfully require his widow to marry his brother before she can remain in the matrimonial home?",
    intent: "legal-question",
  },
  { message: "mi fambul bury mi papa witout mi. dem nor tell mi. e legal for bury person witout e pikin dem sey?", intent: "legal-question" },

  // off-topic
  { message: "Can you write a short eulogy for my father? He was a teacher for 40 years in Bo and loved football", intent: "off-topic" },
  { message: "how much is a coffin in freetown now? mahogany one", intent: "off-topic" },
  { message: "wetin we go cook for di 40 days charity? we get bout 200 people. abeg gi mi idea", intent: "off-topic" },
  { message: "What is the mourning period for a widow in Islam? How many days must she stay inside?", intent: "off-topic" },
  { message: "pls write a poem about justice for my uncle's memorial, he was a magistrate", intent: "off-topic" },
  { message: "Which mortuary in Freetown is cheapest and how much per day? Connaught is too expensive", intent: "off-topic" },
  {
    message: "Could you kindly suggest three hymns suitable for the funeral service of a devoted Methodist? The deceased was my elder sister.",
    intent: "off-topic",
  },
  { message: "How do I send money from the UK to Sierra Leone for the funeral fastest? Which app has the best rate?", intent: "off-topic" },
  { message: "wat is d dollar rate 2day? i need change money 4 d burial", intent: "off-topic" },
  { message: "Help me write a condolence message to my boss whose mother died. Something short and respectful", intent: "off-topic" },
  { message: "my mama nor de eat nor sleep since papa die, na 3 weeks now. wetin we fit gi am for mek e sleep?", intent: "off-topic" },
  { message: "Will it rain on Saturday in Kenema? We have the burial at 2pm outside", intent: "off-topic" },
  { message: "What colour should family wear for a Krio funeral? Is it all black or black and white?", intent: "off-topic" },
  { message: "I need an essay on inheritance customs among the Temne for my sociology class, 1500 words, due friday", intent: "off-topic" },
  { message: "who won the match last nite? leone stars. my uncles been arguin since the wake", intent: "off-topic" },
  { message: "Wetin na di correct way for do janaza prayer? mi na di big pikin an dem say na mi for lead", intent: "off-topic" },
  { message: "How much does it cost to fly a body from Heathrow to Lungi and which airline does it?", intent: "off-topic" },
  { message: "design a funeral programme for me pls, front page with photo, order of service, tributes", intent: "off-topic" },
  { message: "Can you recommend a good tombstone maker in Freetown? We want marble with gold writing for the one year ceremony", intent: "off-topic" },
  {
    message: "What does the Bible say about inheritance between brothers? Our pastor said something about it on Sunday and I want the verse",
    intent: "off-topic",
  },
  { message: "How much is a bag of rice now in Bo? We need 10 bags for the funeral feast", intent: "off-topic" },
  { message: "write me a speech for my grandfather's funeral about how he fought for justice in the village court", intent: "off-topic" },
  { message: "is d funeral home on kissy road hiring? i need job", intent: "off-topic" },
  {
    message: "My cousin wants to know how long a body can stay in a mortuary before it gets bad, the family still can't agree on the burial date",
    intent: "off-topic",
  },
  {
    message: "Di secret society dem want make we pay for di ceremony for mi papa. Wetin dem de normally do for di ceremony dem? A nor sabi di custom",
    intent: "off-topic",
  },
  { message: "Translate this obituary to Krio for me: It is with deep sorrow that we announce the passing of our beloved mother", intent: "off-topic" },
  { message: "How do you get over grief? My dad passed last month and I can't focus at work. Any tips?", intent: "off-topic" },
  { message: "Kindly tell me the history of the King Tom cemetery. My grandfather is buried there and I'm writing about our family", intent: "off-topic" },
  { message: "which radio station in makeni can announce death? how much dem de charge", intent: "off-topic" },
  { message: "What is the name of the prayer said on the third day after a Muslim dies? Fidao? How is it done", intent: "off-topic" },
  { message: "lol can u tell me a joke, this wake is too long and everybody is sleeping", intent: "off-topic" },
  { message: "Mi wan buy white cloth for di widow dem, usai dem de sell am cheap na Freetown?", intent: "off-topic" },
  {
    message: "Can you summarize the plot of the movie where the family fights over the will? Knives Out? My sister says it's like our family lol",
    intent: "off-topic",
  },
  { message: "how to make jollof rice for 300 ppl. for d 7 day", intent: "off-topic" },
  { message: "Please explain what 'probate' means for my English homework, I need a definition and an example sentence", intent: "off-topic" },
  { message: "Where can I rent chairs and canopies in Wellington for a wake this weekend?", intent: "off-topic" },
  { message: "my papa in grave don crack after di rain. usai we go find mason for fix am?", intent: "off-topic" },
  { message: "what vaccines do i need to travel to Sierra Leone next week for my grandmother's funeral?", intent: "off-topic" },
  {
    message: "Is it true that Ebola burials were done by the government? How did they do them? Just curious, my mum was talking about it",
    intent: "off-topic",
  },
  { message: "Recommend a good band or choir that can sing at a funeral in Freetown, traditional songs in Mende", intent: "off-topic" },

  // booking
  { message: "I would like to book a consultation about my late father's will. Is Thursday morning possible?", intent: "booking" },
  { message: "abeg mi wan cam si lawyer monday bout mi man in propaty. wetin time?", intent: "booking" },
  { message: "can i get appointment 2moro? need talk 2 lawyer abt my mums estate", intent: "booking", also: ["area:family"] },
  {
    message: "I'm flying into Freetown on the 14th for the one-year memorial. Can I schedule a meeting with someone while I'm there, maybe the 16th or 17th?",
    intent: "booking",
  },
  {
    message:
      "Dear Sir/Madam, I wish to arrange an appointment with one of your lawyers at your earliest convenience concerning the administration of my late brother's estate.",
    intent: "booking",
    also: ["area:family"],
  },
  { message: "I wan meet una lawyer dem bout di lan mi papa lef. We go cam na tri, mi an mi two broda. Wetin day una go free?", intent: "booking" },
  { message: "hw do i bk apntmnt? i wnt 2 cm nxt wk", intent: "booking" },
  {
    message: "Could I have a video call consultation? I'm in London and can't travel until the summer but my mother's house is being taken over",
    intent: "booking",
  },
  { message: "I want to see Hawa Turay about probate, please when is she available?", intent: "booking", attorneys: ["Hawa Turay"] },
  { message: "Need to meet a lawyer this week if possible. My father died and his business partner is already moving stock out", intent: "booking" },
  { message: "Can my husband's family and I all come in together for a meeting to sort out the estate? We need someone neutral", intent: "booking" },
  { message: "mek una put mi name down for consultation. mi na Mariatu from Makeni, a go cam Freetown Wednesday", intent: "booking" },
  { message: "i'd like to set up a consult asap. my siblings are selling dad's stuff and im stuck in Maryland. phone or zoom is fine", intent: "booking" },
  { message: "Pls cn i cm frdy 10am? abt my brda will", intent: "booking" },
  { message: "Is there any lawyer free today afternoon? I am in town only today for my aunt's burial and I need to ask about her house", intent: "booking" },
  { message: "I want to book a meeting with Mr Conteh about our family land after my grandfather's death", intent: "booking", attorneys: ["Mohamed Conteh"] },
  {
    message: "Good morning, I would like to make an appointment for my mother, who is recently widowed. She prefers to be seen by a female lawyer.",
    intent: "booking",
  },
  { message: "book me in pls. sumtime next week. my name is Abu", intent: "booking" },
  { message: "Pa wan cam tok to lawyer bout e broda in will. E old, e nor de waka fast. Una get day fo am?", intent: "booking" },
  { message: "How soon can I get a consultation? My late husband's creditors are at the door every week", intent: "booking" },
  { message: "Id like to schedule a consultation regarding my late fathers estate in Bo, can you do the 3rd of next month?", intent: "booking" },
  { message: "Can I come and see a lawyer on Monday about my grandpa's will? We found it in his Bible", intent: "booking" },
  { message: "wan appointment fo mi mami, papa don die an dem wan share di propaty. wich day?", intent: "booking" },
  { message: "I need to sit with a lawyer before the family meeting on Sunday. Can I come Friday?", intent: "booking" },

  // area:family
  {
    message: "My father died last month without a will. We need help getting letters of administration so we can sort his things. Can your firm help?",
    intent: "area:family",
  },
  { message: "my late husband get will bot di fambul say dem nor go gri wit am. una de handle dis kind case?", intent: "area:family" },
  { message: "do u guys do probate? my mums will needs to go thru court", intent: "area:family" },
  {
    message: "After my sister's death her two children are with me. Her ex-husband now wants custody though he never paid maintenance. I need help.",
    intent: "area:family",
  },
  {
    message: "I am writing to enquire whether your chambers would assist in the probate of my late wife's will. I am named as executor.",
    intent: "area:family",
  },
  { message: "Mi papa die. Mi an mi stepmama nor de gree bout how fo share di tings. Una fit help we?", intent: "area:family" },
  { message: "we found papa will but it's not signed. family fightin. need lawyer help", intent: "area:family" },
  {
    message:
      "My brother died and left a 4-year-old. His widow has remarried and moved to Guinea. We want to become the child's legal guardians. Is this something you do?",
    intent: "area:family",
  },
  {
    message: "I'm the executor of my mother's will but my siblings in Sierra Leone won't cooperate. I need a lawyer there to handle the estate for me",
    intent: "area:family",
  },
  { message: "My grandfather wants to make his will now before he dies so we don't fight after. Can you help him write it?", intent: "area:family" },
  { message: "mi hsbnd die lst yr. his fmly tk evrytin. i nid hlp 2 gt my shre 4 d pikin dem", intent: "area:family" },
  { message: "Dad's will can't be found. The lawyer who wrote it died too. Can you help us trace it or go without it?", intent: "area:family" },
  {
    message: "I have three half-brothers from my father's other wives and we need somebody to help us share his estate properly and legally",
    intent: "area:family",
  },
  {
    message: "My late husband had a child with another woman and she is now asking for maintenance from his estate. I need help dealing with this",
    intent: "area:family",
  },
  { message: "Mi sista die, e lef tu pikin. Dem papa nor de gi noting. Mi wan adopt dem proper. Una de do adoption?", intent: "area:family" },
  { message: "need help with inheritance after my dad passed. his family wants to exclude my mom", intent: "area:family" },

  // area:business
  {
    message: "My father owned 60% of a registered company and he has died. The other directors are ignoring us. We need help with his shares.",
    intent: "area:business",
  },
  { message: "d bank no gree release papa account money, dem say we need paper. can una help?", intent: "area:business", also: ["area:family"] },
  { message: "My late husband ran a transport company. I want to continue it in my name and register properly. Can you assist?", intent: "area:business" },
  {
    message:
      "Dear Counsel, my late brother was the sole shareholder of a limited company in Freetown. The company secretary has resigned and I require assistance to regularise the company's affairs.",
    intent: "area:business",
  },
  {
    message: "my mum had treasury bills and some investments at a bank in freetown. how do we get them transferred now she's gone? i need someone to handle it",
    intent: "area:business",
  },
  { message: "Papa in biznes partna dem wan change di kompni name an remove papa name. We wan stop am", intent: "area:business" },
  { message: "Our family business needs a shareholder agreement now that dad has died and five of us own it. We keep fighting", intent: "area:business" },
  { message: "my uncl die. he ws directr in 2 cmpny. we nid hlp wit d cmpny papers", intent: "area:business" },
  {
    message: "The bank won't let my mother access the joint business account since my father died. Can your business lawyer help us?",
    intent: "area:business",
  },
  {
    message: "We want to register a company to take over my grandfather's diamond dealing business in Kono. He died and left the licence. Help needed",
    intent: "area:business",
  },
  {
    message:
      "My late father invested in a friend's company in Bo. The friend denies it now. We have some receipts. Is this something your business team deals with?",
    intent: "area:business",
  },
  { message: "Mi man bin get shares na one bank. Di bank tell mi fo bring lawyer. Una de do dat?", intent: "area:business" },
  {
    message: "we need help with the board of my late dad's company, the other directors want to appoint their own people before the estate is settled",
    intent: "area:business",
  },
  {
    message:
      "I need advice on corporate governance for a family company after the founder's death. The children now sit on the board and nobody knows what they're doing",
    intent: "area:business",
  },
  {
    message: "My mother's microfinance loan and her business savings are locked at the bank since she died. Need help sorting it with the bank",
    intent: "area:business",
  },
  { message: "dad's company shares need to be transferred to us. can your firm handle that?", intent: "area:business" },

  // area:shipping
  {
    message:
      "My late husband had a container of goods arriving at Queen Elizabeth II Quay. The shipping line wants demurrage and won't release it to me. Can you help?",
    intent: "area:shipping",
  },
  { message: "papa bin get fishing boat. afta e die dem arrest di boat for port. we nid help", intent: "area:shipping" },
  {
    message: "We shipped my mother's personal effects from the UK after she died and customs at the port are holding them. Who handles that?",
    intent: "area:shipping",
  },
  {
    message: "my late brother chartered a vessel before he died and the owners are now demanding we pay the rest. do you do shipping cases?",
    intent: "area:shipping",
  },
  { message: "Di cargo wey mi man bin order from China don spoil na di ship. E don die now. Mi wan claim fo di damage", intent: "area:shipping" },
  {
    message:
      "I am the executor of my late father's estate. Among his assets is a cargo vessel presently detained at the Quay on a creditor's application. I seek representation.",
    intent: "area:shipping",
  },
  { message: "dad's rice shipment is stuck at the quay since he passed and the clearing agent disappeared. need shipping lawyer", intent: "area:shipping" },
  { message: "We had a car shipped from Belgium for my uncle's funeral and it was damaged on the ship. Can you help us claim?", intent: "area:shipping" },
  { message: "my late uncl containr at port. dey say we pay hi charges. nid sm1 2 deal wit port ppl", intent: "area:shipping" },
  {
    message: "My late father was part owner of a coastal cargo boat. The other owner wants to sell it. We need a lawyer who understands ships",
    intent: "area:shipping",
  },
  { message: "Port authority want seize mi papa in container because duty nor pay. E die before e pay am. Una fit tok to dem?", intent: "area:shipping" },
  {
    message: "The shipping company lost the container with my mum's belongings after her funeral in London. I want to make a cargo claim",
    intent: "area:shipping",
  },
  {
    message: "my husband's trawler was arrested at the quay over a debt he owed before he died. how do we get the vessel released? can you act for us",
    intent: "area:shipping",
  },
  { message: "Do you handle customs problems at the port? My late brother's generator shipment has been held 2 months", intent: "area:shipping" },
  { message: "d ship owner say papa charter party contract still running and we must pay. we nid help wit dis shipping matter", intent: "area:shipping" },
  {
    message: "My father imported building materials before he passed. Half the cargo was short-landed at the quay. I want to pursue the claim for the estate",
    intent: "area:shipping",
  },

  // area:land
  {
    message: "My grandfather's land in Waterloo is now being claimed by the neighbours since he died. We have an old conveyance. We need a title search",
    intent: "area:land",
  },
  { message: "papa in lan na Lumley, mi uncle don sell am to one man. we get papa in paper. una fit help we?", intent: "area:land" },
  { message: "We need to transfer my late mother's house title deed into our names. Can you do the conveyancing?", intent: "area:land" },
  {
    message: "The family land in Port Loko is being fought over by three branches of the family since the head of family died. We need a land lawyer",
    intent: "area:land",
  },
  {
    message: "I wish to engage your chambers to verify the title to a plot of land bequeathed to me by my late aunt at Goderich before I proceed to build.",
    intent: "area:land",
  },
  { message: "d tenants in my late dad's house refuse to pay rent to us since he died. they say dey only know him. help", intent: "area:land" },
  { message: "my late grandma's boundary beacons were removed right after the burial and the neighbour is building. need help asap", intent: "area:land" },
  { message: "Mi man bin buy lan na Tombo. Di paper de wit di surveyor. Now e don die di surveyor de ask for moni. Mi wan help", intent: "area:land" },
  { message: "We cant find the title deed for my dads house. He died in 2019. Can you help us get a copy or new one", intent: "area:land" },
  { message: "Dad leased his shop building to a company for 10 years and now he's gone. The lease needs renewing. Do you handle leases?", intent: "area:land" },
  { message: "di fambul lan na Kambia, dem de sell am piece by piece since grandpa die. una de handle fambul lan wahala?", intent: "area:land" },
  { message: "Ma uncl sey d land papa lef na hiz own. Paper dey wit uz. Nid lan lawyer pls", intent: "area:land" },
  {
    message: "My late father's plot at Hastings has been grabbed. Someone has put up a fence and a sign saying 'not for sale'. We need help",
    intent: "area:land",
  },
  { message: "my brothers and I want to sell our late mom's house in Freetown and split the money. need someone to handle the sale", intent: "area:land" },
  {
    message: "After my husband died, his brother registered our house in his own name at the Ministry of Lands. I need help to fix this.",
    intent: "area:land",
  },
  {
    message: "Since my father was buried the chiefdom people say the farm land goes back to the family and we must leave. Can your land lawyer help?",
    intent: "area:land",
  },

  // area:arbitration
  { message: "My siblings and I want to settle the dispute over dad's supermarket without going to court. Do you do mediation?", intent: "area:arbitration" },
  {
    message: "Papa bin get biznes wit one man from Lebanon. Now dem de quarrel wit we bout di profit. We nor wan go court. Una fit settle am?",
    intent: "area:arbitration",
  },
  {
    message: "My late father won an arbitration award against a construction company last year. They haven't paid. Can the estate enforce it?",
    intent: "area:arbitration",
  },
  {
    message:
      "We are a family partnership. Since our mother died the partners cannot agree on the business. The partnership deed says arbitration. Can you act?",
    intent: "area:arbitration",
  },
  {
    message:
      "Dear Sirs, a commercial dispute has arisen between my late husband's estate and his former joint venture partner. We would prefer arbitration. Please advise whether you handle such matters.",
    intent: "area:arbitration",
  },
  { message: "need a mediator for me and my dad's ex business partner. we dnt want court wahala", intent: "area:arbitration" },
  { message: "my brothers dey fight me ova papa trucks biznes. we wan sit down wit sm1 neutral. una do mediation?", intent: "area:arbitration" },
  {
    message: "Dad's contract with his supplier has an arbitration clause and they're now claiming money from his estate. We need someone for the arbitration.",
    intent: "area:arbitration",
  },
  {
    message: "The family pharmacy my mother left is split between four of us and we're deadlocked. Someone suggested mediation instead of suing each other",
    intent: "area:arbitration",
  },
  { message: "wi wan settle di quarrel wit papa in partner out of court. na di shop na Bo market. una de do dis kain settlement?", intent: "area:arbitration" },
  {
    message: "My uncle's business partner died and the widow wants to take her share out. They agreed to arbitration. Can Mrs Koroma handle it?",
    intent: "area:arbitration",
    attorneys: ["Adama Koroma"],
  },
  {
    message: "We have an arbitration award in our late father's favour from 2021. How do we get it enforced in court now? Need help",
    intent: "area:arbitration",
  },
  { message: "Need someone to mediate between my mum and my dad's co-owners of the hotel. it's a business thing, not family", intent: "area:arbitration" },
  { message: "mi papa in kompni an di oda kompni don get quarrel ova moni. dem say make wi go arbitration. wi nid lawyer fo dat", intent: "area:arbitration" },
  {
    message: "We would like to use mediation to resolve the dispute with the buyers of my late father's cocoa. Please can you help arrange it?",
    intent: "area:arbitration",
  },
  {
    message: "Is arbitration something you do? My late brother's construction firm has a dispute with a client over unfinished work",
    intent: "area:arbitration",
  },

  // area:contract
  { message: "We paid the caterer for my father's funeral in full and they never showed up. I want my money back. Can you help?", intent: "area:contract" },
  {
    message: "My late husband worked for a mining company for 15 years. They refuse to pay his end-of-service benefits. Can your firm help me claim it?",
    intent: "area:contract",
  },
  { message: "pple dat owe my late papa money under a contract now say dey nt payin bcos he dead. help us collect", intent: "area:contract" },
  { message: "Di funeral home tek we moni an di coffin dem bring nor be di one wey we pay fo. Dem nor wan gi back di moni", intent: "area:contract" },
  {
    message:
      "My father signed a supply deal with a hotel before he died. The hotel wants us to continue supplying or pay a penalty. Need help with the contract",
    intent: "area:contract",
  },
  {
    message: "I need someone to review the contract my late mum signed with a builder. He took the deposit and stopped work after she died.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Madam, I require assistance in enforcing a loan agreement my late father entered into with a business associate who now refuses to repay the estate.",
    intent: "area:contract",
  },
  { message: "d man wey rent papa in truk nor pay since papa die, we get d agreement paper. wan help collect d moni", intent: "area:contract" },
  {
    message: "my dads employer says his contract ended when he died and theres nothing for the family. i want someone to look at his employment contract",
    intent: "area:contract",
  },
  {
    message: "We hired a tent and sound company for the wake and they damaged my uncle's compound and want more money. We had a written agreement",
    intent: "area:contract",
  },
  { message: "my late bro sold cars & sm custmers nvr pd. we hv d contracts. cn u hlp recovr d debts", intent: "area:contract" },
  { message: "The school my mother taught at owes her 8 months salary and gratuity. She died in March. We want to pursue them", intent: "area:contract" },
  { message: "Mi man bin sign contract fo supply palm oil to one kompni. Dem tek di oil, dem nor pay, now e don die. Mi wan mi moni", intent: "area:contract" },
  { message: "can u draft an agreement between me and my siblings on how we'll run dad's rental property and share the money", intent: "area:contract" },
  {
    message: "The mortuary and the undertakers agreed a price in writing and now they've doubled it and are holding the body. Can you help with the agreement?",
    intent: "area:contract",
  },
  {
    message: "My brother's insurance company refuses to pay on his life policy, saying a form was missing. We need help enforcing the policy",
    intent: "area:contract",
  },

  // area:criminal
  {
    message:
      "My brother was granted bail yesterday after the fight at our father's funeral. The case comes up at Pademba Road court next week. We need a lawyer for the trial.",
    intent: "area:criminal",
  },
  { message: "my cousin is charged with forging our grandma's will. he's on bail. we need a defence lawyer", intent: "area:criminal" },
  { message: "Dem don release mi pikin on bail bot dem say e go go court fo di fight na di burial. Una fit defend am?", intent: "area:criminal" },
  {
    message: "Someone forged my late father's signature to sell his land. I want to report it to police and bring a criminal case. Can you help?",
    intent: "area:criminal",
  },
  {
    message: "My mother was detained for 5 days after my father's death and beaten by police. She's out now. We want to take action for what they did to her",
    intent: "area:criminal",
  },
  {
    message:
      "I respectfully seek representation for my son, who stands charged with assault arising from an altercation at his grandmother's wake. He is presently on bail.",
    intent: "area:criminal",
  },
  {
    message: "my uncle was convicted for manslaughter after a fight at a funeral in 2022. the family wants to appeal. do you do appeals?",
    intent: "area:criminal",
  },
  { message: "Mi broda dem release am bot dem tek e passport. Di case na bout mi papa in moni. We wan lawyer fo defend am na kot", intent: "area:criminal" },
  {
    message: "They charged my wife with theft from her late father's estate. She is on bail. Her siblings made the complaint. Need criminal lawyer",
    intent: "area:criminal",
  },
  { message: "my bro get out on bail 2day. d case abt d in laws fite go court on tuesday. wi nid lawyer", intent: "area:criminal" },
  {
    message: "My stepbrother stole money from dad's safe the night he died. Police took a statement but nothing is happening. Can your firm push the case?",
    intent: "area:criminal",
  },
  {
    message: "The police beat my husband in custody after the funeral quarrel. He was released without charge. We want to make a human rights complaint",
    intent: "area:criminal",
  },
  { message: "d court case 4 my dad bcos of d land fite aftr grandpa burial. he on bail. pls do una handle criminal case", intent: "area:criminal" },
  {
    message:
      "My aunt is accused of causing her husband's death by witchcraft and has been charged. She's out on bail. This is madness, we need someone to defend her",
    intent: "area:criminal",
  },
  {
    message: "Di magistrate don gi mi pikin bail. Na di fight wey happen na di mosque afta di janaza. Next court date na Friday. Mi wan lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "My brother-in-law has been summoned to court for desecrating a grave during a family dispute over the burial site. He was released on bail. Do you take such cases?",
    intent: "area:criminal",
  },

  // hours
  { message: "Are you open on Saturday? I only come to Freetown for the burial and go back Sunday", intent: "hours" },
  { message: "wetin time una de open? a go cam afta di 40 days ceremony", intent: "hours" },
  { message: "r u opn 2day?", intent: "hours" },
  { message: "What are your office hours? I'd like to drop by after the memorial service on Friday", intent: "hours" },
  { message: "Will the office be open during the Eid holiday? We have the family meeting that week", intent: "hours" },
  { message: "Kindly inform me of your working hours.", intent: "hours" },
  { message: "what time do you close? im coming from the cemetery now", intent: "hours" },
  { message: "Una de open Sunday? Na dat day nomoh a get", intent: "hours" },
  { message: "Is the office open on Independence Day (27 April)?", intent: "hours" },
  { message: "Wht tym u opn mornin? i wnt cm erly b4 d burial", intent: "hours" },
  { message: "Do you work through lunch or close in the afternoon?", intent: "hours" },
  { message: "are you open on christmas eve? family will all be in town", intent: "hours" },
  { message: "How late are you open on Fridays? Jumu'ah prayer finishes around 2", intent: "hours" },
  { message: "una open tomorrow? a wan pass bifo a go Makeni", intent: "hours" },
  { message: "What days of the week are you open? I'm in a different time zone (Eastern US) and want to call", intent: "hours" },
  { message: "Is the office open on Good Friday or Easter Monday?", intent: "hours" },

  // services
  { message: "What does your firm do exactly? I have never used a lawyer before", intent: "services" },
  { message: "wat kinda cases una de tek?", intent: "services" },
  { message: "Before I explain my family's situation, could you tell me the areas of law your chambers practise in?", intent: "services" },
  { message: "what services do you offer", intent: "services" },
  { message: "Do you only do court cases or other things too?", intent: "services" },
  { message: "wetin una de do na dis office? mi neighbour say make a ask una", intent: "services" },
  { message: "Can you give me a list of the kinds of matters you handle? Trying to figure out if you're the right firm", intent: "services" },
  { message: "wht areas of law u cvr", intent: "services" },
  { message: "What type of law firm are you? Full service or just one area?", intent: "services" },
  { message: "Just want to know what Kamara Chambers does in general. My family has a few different problems since my uncle died", intent: "services" },
  { message: "una de handle all kain case or na some kain nomoh?", intent: "services" },
  { message: "Which kinds of clients and problems do you usually work with?", intent: "services" },

  // team
  { message: "Who are the lawyers at your firm?", intent: "team" },
  { message: "how many lawyers una get?", intent: "team" },
  { message: "Do you have any female lawyers? My mother will only speak to a woman", intent: "team" },
  { message: "May I have the names of the advocates in your chambers and their respective specialisations?", intent: "team" },
  { message: "who d lawyrs dere? nid 2 kno b4 i cm", intent: "team" },
  { message: "which of your lawyers do wills and stuff? and who does land? just want to know who's who", intent: "team" },
  { message: "Tell me about your team", intent: "team" },
  { message: "Una lawyer dem, wetin dem name? A wan tell mi uncle", intent: "team" },
  { message: "Who's the senior partner there and who else works with her?", intent: "team" },
  { message: "Are your lawyers experienced? How many of them handle family matters?", intent: "team" },
  { message: "list of attorneys pls", intent: "team" },
  { message: "Is there a lawyer there for each kind of case or does one person do everything?", intent: "team" },

  // contact
  { message: "How can I contact you people?", intent: "contact" },
  { message: "wetin be di way fo reach una? a de na Makeni", intent: "contact" },
  { message: "I'm abroad, what's the best way to get in touch with the firm?", intent: "contact" },
  { message: "Kindly furnish me with your contact details.", intent: "contact" },
  { message: "hw cn i rech u", intent: "contact" },
  { message: "how do I get hold of someone there if this chat doesn't work", intent: "contact" },
  { message: "contact info pls", intent: "contact" },
  { message: "Mi uncle wan tok to una. How e go reach una?", intent: "contact" },

  // phone
  { message: "What is your phone number?", intent: "phone" },
  { message: "una get whatsapp? a go send di will picture dey", intent: "phone" },
  { message: "num 2 call pls", intent: "phone" },
  { message: "Can I call the office directly? What number?", intent: "phone" },
  { message: "Do you have WhatsApp? Calling from the US is expensive", intent: "phone" },
  { message: "Give me the office telephone number, please.", intent: "phone" },
  { message: "gi mi una numba, a go call", intent: "phone" },
  { message: "wats ur fone nmbr", intent: "phone" },

  // address
  { message: "Where is your office?", intent: "address" },
  { message: "usai una office de? a nor sabi Freetown well", intent: "address" },
  { message: "What's the address? I'll take a keke from Lumley", intent: "address" },
  { message: "Kindly provide directions to your chambers. I shall be coming from Wilberforce.", intent: "address" },
  { message: "wer is ur ofis locatd", intent: "address" },
  { message: "Which street are you on in Freetown? Near the cotton tree?", intent: "address" },
  { message: "A go cam wit mi mama fo di will. Wich side una de?", intent: "address" },

  // email
  { message: "What is your email address?", intent: "email" },
  { message: "can i email u the death certificate and the will? which address", intent: "email" },
  { message: "I'd prefer to write by email from London. Where should I send it?", intent: "email" },
  { message: "una email pls", intent: "email" },
  { message: "Kindly let me have your e-mail address so I may forward the relevant documents.", intent: "email" },
  { message: "wat email cn i snd my dads papers 2", intent: "email" },
  { message: "Is there an email for booking consultations specifically?", intent: "email" },

  // greeting
  { message: "Hello", intent: "greeting" },
  { message: "kushe o", intent: "greeting" },
  { message: "Good morning", intent: "greeting" },
  { message: "hi there", intent: "greeting" },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "how di bodi", intent: "greeting" },
  { message: "Good afternoon Sir/Madam.", intent: "greeting" },
  { message: "helo hw r u", intent: "greeting" },
  { message: "Hey, anyone there?", intent: "greeting" },

  // thanks
  { message: "thank you", intent: "thanks" },
  { message: "tenki o, God bless una", intent: "thanks" },
  { message: "Thanks so much, that helps a lot", intent: "thanks" },
  { message: "I am most grateful for your assistance.", intent: "thanks" },
  { message: "tnx", intent: "thanks" },
  { message: "tenki tenki. Allah go bless una", intent: "thanks" },
  { message: "ok thank u very much", intent: "thanks" },
  { message: "Thank you, really appreciate it during this hard time", intent: "thanks" },

  // goodbye
  { message: "bye", intent: "goodbye" },
  { message: "Ok a de go now. Bye bye", intent: "goodbye" },
  { message: "Goodbye and good day.", intent: "goodbye" },
  { message: "gotta go, talk later", intent: "goodbye" },
  { message: "l8r", intent: "goodbye" },
  { message: "we go see, bye", intent: "goodbye" },

  // unknown
  { message: "???", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "I don't know how to start", intent: "unknown" },
  { message: "papa", intent: "unknown" },
  { message: "ok so", intent: "unknown" },
  { message: "a nor sabi wetin fo se", intent: "unknown" },

  // knowledge:Fees
  { message: "How much do you charge for a consultation? The funeral took all our money", intent: "knowledge:Fees" },
  { message: "una de tek moni fo di fos meeting? how much?", intent: "knowledge:Fees" },
  { message: "can i pay in instalments? probate sounds expensive", intent: "knowledge:Fees" },
  { message: "Is there legal aid for widows who cannot afford a lawyer?", intent: "knowledge:Fees" },
  { message: "wat ur fees 4 sortin out a will", intent: "knowledge:Fees" },
  { message: "What would it cost roughly to handle my late father's estate? I need to tell my siblings so we can contribute", intent: "knowledge:Fees" },

  // knowledge:Languages spoken
  { message: "Una lawyer dem de tok Temne? Mi mama nor sabi English", intent: "knowledge:Languages spoken" },
  { message: "Does anyone there speak Mende? My grandmother will be coming about the will", intent: "knowledge:Languages spoken" },
  { message: "can i talk krio wit d lawyer", intent: "knowledge:Languages spoken" },
  { message: "What languages do your lawyers speak? My uncle only speaks Fula and a little Krio", intent: "knowledge:Languages spoken" },
  { message: "Is there anybody who speaks Limba? Pa nor de ear English well", intent: "knowledge:Languages spoken" },
  { message: "Do your lawyers speak French? My late brother's widow is from Guinea", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring
  { message: "What documents should I bring to the first meeting? I have the death certificate and a copy of the will", intent: "knowledge:What to bring" },
  { message: "wetin a go bring wen a cam? papa in papers dem plenty", intent: "knowledge:What to bring" },
  { message: "do i need 2 bring anythin 2 d consultation", intent: "knowledge:What to bring" },
  { message: "Please advise which papers I ought to bring to the initial consultation.", intent: "knowledge:What to bring" },
  { message: "my mum's going to the first appointment for me. what should she take with her?", intent: "knowledge:What to bring" },
  { message: "Wat docs shd i brng? i hv d buril permit n som land paprs", intent: "knowledge:What to bring" },

  // knowledge:Parking
  { message: "Is there parking at your office?", intent: "knowledge:Parking" },
  { message: "mi mama old, di driver fit drop am right na una door?", intent: "knowledge:Parking" },
  { message: "where can i park near ur office. its always traffic on siaka stevens", intent: "knowledge:Parking" },
  { message: "We will come in two cars with the family elders. Is there somewhere to park?", intent: "knowledge:Parking" },
  { message: "Can the taxi drop me near the office or is it a no-stopping area?", intent: "knowledge:Parking" },
  { message: "una get place fo park motor?", intent: "knowledge:Parking" },

  // attorney
  { message: "What does Hawa Turay do? My cousin said she handles wills", intent: "attorney:Hawa Turay" },
  { message: "Is Fatmata Kamara a good lawyer? I heard her name at my aunt's funeral", intent: "attorney:Fatmata Kamara" },
  { message: "Ibrahim Jalloh na criminal lawyer? e de dey now?", intent: "attorney:Ibrahim Jalloh" },
  { message: "what kind of cases does Mohamed Conteh handle", intent: "attorney:Mohamed Conteh" },
];
